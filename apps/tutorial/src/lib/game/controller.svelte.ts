/**
 * A lesson step's controller: @cascade/play's GameSession (the position, the moves, every intent
 * checked with core and with the step's allowed moves as the session's move filter, chessground's
 * movable.dests; the engine client; the live region, in the lessons' voice) and what only a step
 * has: its goal, the goal check after each move (a dead end, a par no longer in reach: wrong moves,
 * which count for the attempt even when undone, and go into the review list), hints toward it (the
 * move named in words and marked on the board, then shown), the stars against its par when the goal
 * is reached, and the attempt kept across reloads (attempt.ts).
 */
import { formatLayout, maxRunMove, pileKey, type RulesSpec } from '@cascade/core';
import { goalReached, type Goal } from '@cascade/hints';
import type { EngineClient } from '@cascade/play/engine';
import {
  GameSession,
  showSession,
  type BoxFactory,
  type ChangeCause,
  type Played,
} from '@cascade/play/session';
import type { KeyValueStore } from '@cascade/play/storage';
import type { PileKey } from '@cascade/ui';
import { describeMove, LESSON_VOICE, lessonMove, lostText, plural } from '@cascade/words';
import type { PlayStep } from '../lessons/types.ts';
import { loadProgress, recordResult, saveProgress } from '../progress.ts';
import { recordStepMistake, recordStepReviewed } from '../practice/review.ts';
import { dealStars, paidShown, starsFor, type Stars } from '../stars.ts';
import { clearAttempt, loadAttempt, saveAttempt, type MistakeCost } from './attempt.ts';
import type { CheckAnswer, HintAnswer, TutorRequests } from './engine/protocol.ts';
import { goalMarks, goalSentence } from './goals.ts';
import { limitView, type LimitView } from './limit.ts';
import { openBoard, stepFilter, toGoal } from './step-board.ts';
import { goalOutOfReach } from './still-open.ts';

export type StepPhase = 'playing' | 'solved' | 'lost' | 'stuck';

export interface StepControllerOptions {
  readonly step: PlayStep;
  /** The rules the step is played under (its variant's, or house rules). */
  readonly rules: RulesSpec;
  /** Fewest moves to the goal; null while it is being worked out (house rules). */
  readonly par: number | null;
  /** The engine (workers in the app); null: no hints, no reachability check. */
  readonly engine?: EngineClient<TutorRequests> | null;
  /** Where progress is saved; null: nowhere. */
  readonly store?: KeyValueStore | null;
  /** The course the step belongs to (progress is saved under course/step). */
  readonly courseId?: string;
  /** Boxes the page watches (@cascade/ui's stateBox); plain ones in tests. */
  readonly box?: BoxFactory;
  /** The clock of the review list (ms since the epoch). */
  readonly now?: () => number;
  /**
   * The step is a whole deal (a checkpoint, its goal the win): autoplay sends safe cards home, the
   * hints follow a winning line of the hints package, nothing checks a par after each move (there is
   * none), and the stars count the moves shown (stars.ts's dealStars).
   */
  readonly wholeDeal?: boolean;
}

const DONE = 'This step is done: press Next, or Retry to play it again.';

class StepOwn {
  /** The session this controller adds to (composition: see @cascade/play/session's compose.ts). */
  readonly session: GameSession<TutorRequests>;
  readonly step: PlayStep;
  readonly rules: RulesSpec;
  readonly goal: Goal;
  readonly goalText: string;
  readonly marks: { readonly piles: readonly PileKey[]; readonly cards: readonly number[] };
  /** A whole deal (see StepControllerOptions.wholeDeal). */
  readonly wholeDeal: boolean;

  phase = $state<StepPhase>('playing');
  par = $state<number | null>(null);
  stars = $state<Stars | null>(null);
  hintBusy = $state(false);
  /**
   * A hint has named the move for this position (the next press shows it: "Show the move"). Every
   * move, undo or retry starts over.
   */
  hinted = $state(false);
  /** Positions whose move a hint named since the attempt started (each counts once; the first is free). */
  shown = $state(0);
  /** "Show the move" presses: the page demonstrates the hinted move at each. */
  demos = $state(0);
  /** The attempt's worst wrong move: it caps the stars even once undone (stars.ts). */
  mistake = $state<MistakeCost | null>(null);

  readonly #store: KeyValueStore | null;
  readonly #courseId: string | null;
  /** The message of the hint (a plan: it stays up while the learner follows it). */
  #planNotice = -1;
  #limit: { readonly for: unknown; readonly view: LimitView } | null = null;
  /** The position (its version) whose move was shown last: showing it again costs nothing more. */
  #shownAt = -1;
  readonly #now: () => number;
  /** The learner's move that lost the way to the goal, said as the lessons say moves (for review). */
  #lastMove: string | null = null;

  constructor(options: StepControllerOptions) {
    const { step, rules } = options;
    const start = openBoard(step.board, rules);
    if (!start.ok) throw new Error(`step ${step.id}: ${start.error}`);
    const goal = toGoal(step.goal);
    if (!goal.ok) throw new Error(`step ${step.id}: ${goal.error}`);
    this.session = new GameSession({
      onChange: (cause, played) => this.#changed(cause, played),
      start: start.value,
      filter: stepFilter(step.allowed),
      voice: LESSON_VOICE,
      explainWithin: 'run',
      engine: options.engine ?? null,
      autoplay: options.wholeDeal ?? false,
      ...(options.box ? { box: options.box } : {}),
    });
    this.step = step;
    this.rules = rules;
    this.goal = goal.value;
    this.goalText = goalSentence(this.goal);
    this.marks = goalMarks(this.goal, step.target);
    this.wholeDeal = options.wholeDeal ?? false;
    this.par = this.wholeDeal ? null : options.par;
    // A deal starts with its safe cards home (counted as the game's moves, not the learner's).
    if (this.wholeDeal) this.session.autoplayNow();
    this.#store = options.store ?? null;
    this.#courseId = options.courseId ?? null;
    this.#now = options.now ?? (() => Date.now());
    this.#restoreAttempt();
  }

  /** The step as it was left (a reload): its moves, its hints and its worst mistake. */
  #restoreAttempt(): void {
    if (this.wholeDeal || !this.#courseId) return;
    const a = loadAttempt(this.#store, this.#courseId, this.step.id, this.session.start);
    if (!a || (a.moves.length === 0 && a.shown === 0 && a.mistake === null)) return;
    if (
      this.session.restore(
        a.moves.map((move) => ({ move, auto: false })),
        a.moves.length,
      ) !== null
    )
      return;
    this.shown = a.shown;
    this.mistake = a.mistake;
    if (goalReached(this.session.position, this.goal)) {
      this.session.reset(this.goalText);
      return;
    }
    if (this.session.status === 'lost') {
      this.phase = 'lost';
      this.session.freeze(true);
      this.session.notify('lost', `${lostText(this.session.position)} Take the move back, or retry.`);
    } else this.#checkReachable();
  }

  #saveAttempt(): void {
    if (this.wholeDeal || !this.#courseId) return;
    saveAttempt(this.#store, this.session.start, {
      course: this.#courseId,
      step: this.step.id,
      moves: this.session.moves,
      shown: this.shown,
      mistake: this.mistake,
    });
  }

  /** A wrong move of this attempt: the worst one caps the stars. */
  #wrong(cost: MistakeCost): void {
    if (this.mistake !== 'goal') this.mistake = cost;
    this.#saveAttempt();
  }

  /**
   * A move of the learner's lost the way to the goal (`goal`) or the par (`star`): the step goes
   * into the review list, with the move, the goal and why.
   */
  #mistake(why: string, cost: MistakeCost, given = this.#lastMove): void {
    if (!this.#store || !this.#courseId || given === null) return;
    recordStepMistake(
      this.#store,
      { course: this.#courseId, step: this.step.id, given, expected: this.goalText, why, cost },
      this.#now(),
    );
  }

  /** The message under the board: a rule broken, a hint, a dead end, the goal reached. */
  get feedback() {
    return this.session.notice;
  }

  /** The run limit now, with its formula (the limit lessons show it live). */
  get limit(): LimitView {
    const pos = this.session.position;
    if (this.#limit?.for !== pos) this.#limit = { for: pos, view: limitView(pos) };
    return this.#limit.view;
  }

  /** The board text of the current position (for the engine). */
  get boardText(): string {
    return formatLayout(this.session.position, { full: true });
  }

  /** The par is known now (house rules work it out in the worker). */
  setPar(par: number): void {
    this.par = par;
  }

  get canUndo(): boolean {
    return this.session.canUndo && this.phase !== 'solved';
  }

  /** Starts the step again. */
  retry(): void {
    this.phase = 'playing';
    this.stars = null;
    this.shown = 0;
    this.mistake = null;
    this.#shownAt = -1;
    this.session.dismissNotice();
    this.session.reset(`Step restarted. ${this.goalText}`);
    if (this.#courseId && !this.wholeDeal) clearAttempt(this.#store);
  }

  #changed(cause: ChangeCause, played?: Played): void {
    this.hinted = false;
    if (cause === 'move' && played) {
      this.#afterMove(played);
    } else if (cause === 'undo' || cause === 'redo' || cause === 'jump') {
      this.phase = 'playing';
      this.session.freeze(false);
      this.session.notify('info', 'Move taken back.', { speak: false });
      this.#checkReachable();
    }
    if (this.phase !== 'solved') this.#saveAttempt();
  }

  #afterMove({ before, move }: Played): void {
    this.#lastMove = lessonMove(move, before);
    const limitBefore = maxRunMove(before, false);
    const limitAfter = maxRunMove(this.session.position, false);
    if (this.step.showLimit && limitAfter !== limitBefore)
      this.session.say(`The run limit is now ${plural(limitAfter, 'card')}.`);
    if (goalReached(this.session.position, this.goal)) {
      this.#solved();
      return;
    }
    if (this.session.status === 'lost') {
      this.phase = 'lost';
      this.session.freeze(true);
      const why = lostText(this.session.position);
      this.session.notify('lost', `${why} Take the move back, or retry.`);
      this.#wrong('goal');
      this.#mistake(why, 'goal');
      return;
    }
    // A move answers the message before it, but the step's plan stays up while the learner follows it.
    if (this.session.notice?.id !== this.#planNotice) this.session.dismissNotice();
    this.#checkReachable();
  }

  #solved(): void {
    this.phase = 'solved';
    this.session.freeze(true);
    const moves = this.session.moveCount;
    const par = this.par ?? moves;
    const paid = paidShown(this.shown);
    const stars = this.wholeDeal ? dealStars(paid) : starsFor(moves, par, paid, this.mistake);
    this.stars = stars;
    const shown =
      this.shown === 0
        ? ''
        : `, with ${this.shown >= moves ? 'every move' : `${this.shown} move${this.shown === 1 ? '' : 's'}`} shown by the hints`;
    const capped =
      this.mistake === null || this.wholeDeal
        ? ''
        : this.mistake === 'goal'
          ? ' A move of this attempt led to a dead end: at most 1 star.'
          : ' A move of this attempt lost the par: at most 2 stars.';
    const verdict = this.wholeDeal
      ? `Deal won in ${moves} moves${this.shown === 0 ? ', without a move shown' : shown}`
      : moves <= par
        ? `Goal reached in ${moves} move${moves === 1 ? '' : 's'}, the fewest possible${shown}`
        : `Goal reached in ${moves} moves${shown}; it can be done in ${par}`;
    const starWord = `${stars} star${stars === 1 ? '' : 's'}`;
    this.session.notify('success', `${verdict}.${capped} ${starWord}!`, { speak: false });
    this.session.say(`${verdict}.${capped} ${starWord} of 3.`);
    if (!this.wholeDeal) clearAttempt(this.#store);
    if (this.#store && this.#courseId) {
      const { progress } = loadProgress(this.#store);
      saveProgress(this.#store, recordResult(progress, this.#courseId, this.step.id, stars, moves));
      // Solved cleanly while it waits in review: it comes back later, or is learned.
      if (stars === 3) recordStepReviewed(this.#store, this.#courseId, this.step.id, this.#now());
    }
  }

  /**
   * After a move (or a move taken back): the goal check. Tells the learner at once when the goal can
   * no longer be reached, or when the par can no longer be met: either is a wrong move, which caps
   * the attempt's stars and goes into review.
   */
  #checkReachable(): void {
    // A whole deal is too big for the goal search: its hints say when it can no longer be won.
    if (!this.session.engine || this.wholeDeal || this.phase === 'solved' || this.phase === 'lost') return;
    const version = this.session.version;
    const given = this.#lastMove;
    void this.session
      .ask('check', {
        rules: this.rules,
        board: this.step.board,
        goal: this.step.goal,
        moves: this.session.moves,
        ...(this.par !== null ? { par: this.par } : {}),
        ...(this.step.allowed ? { allowed: this.step.allowed } : {}),
      })
      .then((r) => {
        if (r.status !== 'answered' || version !== this.session.version || this.session.disposed) return;
        this.#checked(r.answer, given);
      });
  }

  #checked(a: CheckAnswer, given: string | null): void {
    if (a.status === 'unreachable') {
      this.phase = 'stuck';
      // The game goes on (a move without any left is lost at once, above): say which moves remain
      // under the rules, not only those the step allows (still-open.ts).
      this.session.notify('lost', goalOutOfReach(this.session.position));
      // Moves made once the goal is out of reach (the game going on) did not lose it.
      if (a.byLastMove) {
        this.#wrong('goal');
        this.#mistake('After it the goal could no longer be reached.', 'goal', given);
      }
      return;
    }
    if (this.phase === 'stuck') this.phase = 'playing';
    if (a.status === 'reachable' && a.parLost && this.par !== null) {
      const why = `After it the goal was still ${plural(a.moves, 'move')} away, so it could no longer be reached in the par of ${this.par}.`;
      const first = this.mistake === null;
      this.#wrong('star');
      this.#mistake(why, 'star', given);
      if (first)
        this.session.notify(
          'info',
          `That move costs a star: the goal is still ${plural(a.moves, 'move')} away, more than the par of ${this.par} allows. Undo is allowed, but the star stays lost until you retry.`,
        );
    }
  }

  // ---- hints --------------------------------------------------------------------------------------

  #hintAnswer(): Promise<HintAnswer | null> {
    const asked = this.wholeDeal
      ? this.session.ask(
          'dealHint',
          { rules: this.rules, board: this.step.board, moves: this.session.moves },
          { cache: true },
        )
      : this.session.ask(
          'hint',
          {
            rules: this.rules,
            board: this.step.board,
            goal: this.step.goal,
            moves: this.session.moves,
            ...(this.step.allowed ? { allowed: this.step.allowed } : {}),
          },
          { cache: true },
        );
    return asked.then((r) => {
      if (r.status === 'failed') this.session.notify('error', 'The hint engine stopped; try again.');
      return r.status === 'answered' ? r.answer : null;
    });
  }

  /**
   * Hint: the engine's next move named in words, with its reason (at the start, the step's written
   * nudge), and marked on the board: its cards and the pile they go to. Pressed again on the same
   * position, "Show the move": the move demonstrated on the board. Each position whose move a hint
   * named counts once as a move shown; the first of an attempt is free (stars.ts).
   */
  async requestHint(): Promise<void> {
    if (this.phase === 'solved') {
      this.session.notify('info', DONE);
      return;
    }
    if (this.phase === 'lost') {
      this.session.notify('lost', 'No move can help now: take the last move back, or retry.');
      return;
    }
    const version = this.session.version;
    if (!this.session.engine) {
      if (this.step.nudge && this.session.moveCount === 0)
        this.#planNotice = this.session.notify('hint', this.step.nudge);
      else this.session.notify('info', 'Hints are not available here.');
      return;
    }
    const again = this.hinted && this.session.hint !== null;
    this.hintBusy = true;
    const a = await this.#hintAnswer();
    this.hintBusy = false;
    if (version !== this.session.version || this.session.disposed || !a) return;
    switch (a.status) {
      case 'move': {
        if (this.#shownAt !== this.session.version) {
          this.#shownAt = this.session.version;
          this.shown++;
          this.#saveAttempt();
        }
        this.hinted = true;
        this.session.showHint({
          move: a.move,
          sentence: a.sentence,
          reason: a.reason,
          highlight: { cards: a.cards, from: pileKey(a.move.from), to: pileKey(a.move.to) },
        });
        if (again) this.demos++;
        this.#planNotice = this.session.notify('hint', this.#hintText(a));
        break;
      }
      case 'reached':
        this.session.notify('info', 'The goal is already reached.');
        break;
      case 'lost':
        this.phase = 'stuck';
        this.session.notify('lost', `${a.summary} Take a move back, or retry.`);
        break;
      case 'unknown':
        this.session.notify('info', a.summary);
        break;
    }
  }

  /**
   * "Move the 9♦ from column 1 to the diamonds foundation: it uncovers the 9♥, which can then go
   * home." At the start, the step's written nudge gives the reason (it speaks of this move: tested).
   */
  #hintText(a: Extract<HintAnswer, { status: 'move' }>): string {
    const move = describeMove(a.move, this.session.position);
    if (this.step.nudge && this.session.moveCount === 0 && !this.wholeDeal)
      return `${move}. ${this.step.nudge}`;
    if (!a.reason) return `${move}.`;
    return `${move}: ${a.reason.charAt(0).toLowerCase()}${a.reason.slice(1)}`;
  }
}

/** StepController: its own members, then its session's (showSession). */
export const StepController = showSession(StepOwn);
export type StepController = InstanceType<typeof StepController>;
