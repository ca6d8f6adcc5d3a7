/**
 * One drill on the page: its position in a GameSession (the board, and for `only-move` the learner's
 * move, checked by core), the learner's answer graded against the answer the engine worked out, the
 * hints taken (they cost stars), and the winning move shown on the board: played, so the board
 * animates it, then taken back.
 */
import { cardSymbol, liftedCards, parseMove, pileKey, type Move } from '@cascade/core';
import {
  GameSession,
  showSession,
  type BoxFactory,
  type ChangeCause,
  type Played,
} from '@cascade/play/session';
import { LESSON_VOICE } from '@cascade/words';
import { choiceKey, type Drill } from './drills.ts';
import { openBoard } from '../step-board.ts';

/** What the learner answered and how it went. */
export interface Graded {
  readonly correct: boolean;
  /** The learner's answer in words ("4", "No", "Move the 7♥ to a free cell."). */
  readonly given: string;
  /** The right answer in words. */
  readonly expected: string;
  /** Why, from the engine (and, for a losing move, which move lost). */
  readonly why: string;
  /** 3 right at once, 2 right after a hint, 1 after two hints; 0 wrong. */
  readonly stars: 0 | 1 | 2 | 3;
}

/** How long the shown move stays on the board before it is taken back (ms). */
export const SHOW_MS = 1400;

class DrillOwn {
  /** The session this controller adds to (composition: see @cascade/play/session's compose.ts). */
  readonly session: GameSession;
  readonly drill: Drill;
  graded = $state<Graded | null>(null);
  hints = $state(0);
  hintText = $state<string | null>(null);
  showing = $state(false);
  readonly #onGraded: (g: Graded) => void;

  constructor(drill: Drill, options: { box?: BoxFactory; onGraded?: (g: Graded) => void } = {}) {
    const start = openBoard(drill.board, drill.rules);
    if (!start.ok) throw new Error(`drill ${drill.kind} ${drill.seed}: ${start.error}`);
    this.session = new GameSession({
      onChange: (cause, played) => this.#changed(cause, played),
      start: start.value,
      voice: LESSON_VOICE,
      ...(options.box ? { box: options.box } : {}),
    });
    this.drill = drill;
    this.#onGraded = options.onGraded ?? (() => {});
    // Only the only-move drill is played on the board; the others are questions about it.
    if (drill.kind !== 'only-move') this.session.freeze(true);
  }

  get answered(): boolean {
    return this.graded !== null;
  }

  #grade(correct: boolean, given: string, expected: string, why: string): void {
    const stars = correct ? ((3 - Math.min(2, this.hints)) as 1 | 2 | 3) : 0;
    this.graded = { correct, given, expected, why, stars };
    this.session.freeze(true);
    this.session.say(`${correct ? 'Right' : 'Not quite'}. ${why}`);
    this.#onGraded(this.graded);
  }

  /** The run-limit drill's answer. */
  answerLimit(n: number): void {
    const d = this.drill;
    if (d.kind !== 'limit' || this.answered) return;
    const correct = n === d.answer;
    this.#grade(correct, String(n), String(d.answer), `The limit is ${d.answer}: ${d.why}.`);
  }

  /** The winnable drill's answer. */
  answerWinnable(yes: boolean): void {
    const d = this.drill;
    if (d.kind !== 'winnable' || this.answered) return;
    this.#grade(yes === d.answer, yes ? 'Yes' : 'No', d.answer ? 'Yes' : 'No', d.why);
  }

  /** The winning choice's move on the start position. */
  get winningMove(): Move | null {
    const d = this.drill;
    if (d.kind !== 'only-move') return null;
    const c = d.choices.find((x) => x.key === d.answer);
    const m = c ? parseMove(c.notation, this.session.start) : null;
    return m?.ok ? m.value : null;
  }

  #changed(cause: ChangeCause, played?: Played): void {
    const d = this.drill;
    if (d.kind !== 'only-move' || cause !== 'move' || !played || this.answered || this.showing) return;
    const key = choiceKey(played.before, played.move);
    const mine = d.choices.find((c) => c.key === key);
    const right = d.choices.find((c) => c.key === d.answer);
    const correct = key === d.answer;
    const rightMove = right?.sentence ?? d.answer;
    const why = correct
      ? `${rightMove}. ${d.why}`
      : `${mine?.sentence ?? 'That move'} loses the game: after it the solver finds no way to win. The only move that keeps it winnable: ${rightMove}. ${d.why}`;
    this.#grade(correct, mine?.sentence ?? key, rightMove, why);
  }

  /** A hint: for the only-move drill, first the card to move, then the move itself (shown); else what to count. */
  takeHint(): void {
    if (this.answered) return;
    const d = this.drill;
    this.hints++;
    if (d.kind === 'limit') {
      this.hintText =
        this.hints === 1
          ? 'Count the empty free cells, and the empty columns a run could pass through.'
          : `Work it out: ${d.rule}.`;
    } else if (d.kind === 'winnable') {
      this.hintText =
        this.hints === 1
          ? 'Look for the next card each foundation needs: can it be reached?'
          : 'Count the free places: the empty free cells and columns. Which buried card needs more than that to dig out?';
    } else {
      const m = this.winningMove;
      if (!m) return;
      const card = liftedCards(this.session.start, m)[0];
      if (this.hints === 1) {
        this.hintText = `Think about the ${typeof card === 'number' ? cardSymbol(card) : 'card'} you could move.`;
        this.session.showHint({
          move: m,
          sentence: '',
          reason: '',
          highlight: { cards: liftedCards(this.session.start, m) },
        });
      } else {
        this.hintText = 'Here is the move.';
        this.session.showHint({
          move: m,
          sentence: '',
          reason: '',
          highlight: { cards: liftedCards(this.session.start, m), from: pileKey(m.from), to: pileKey(m.to) },
        });
      }
    }
    this.session.say(this.hintText);
  }

  /**
   * A demonstration: the winning move is played on the board (which animates it) and taken back
   * after a moment. Only once the drill is answered (or it would answer it).
   */
  async demonstrate(
    wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ): Promise<void> {
    const m = this.winningMove;
    if (!m || !this.answered || this.showing) return;
    this.showing = true;
    // Back to the start first: the learner's own (losing) move is taken back.
    this.session.freeze(false);
    this.session.undoTo(0);
    this.session.play(m);
    await wait(SHOW_MS);
    if (this.session.disposed) return;
    this.session.undoTo(0);
    this.session.freeze(true);
    this.showing = false;
  }
}

/** DrillController: its own members, then its session's (showSession). */
export const DrillController = showSession(DrillOwn);
export type DrillController = InstanceType<typeof DrillController>;
