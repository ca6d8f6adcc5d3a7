/**
 * The tutor's controller: the one module of the app's pages that asks the rules engine anything.
 * A StepController owns a lesson step's Position and its line of moves, checks every move with core
 * (an illegal move is answered with the rule it breaks and never applied), limits the board's legal
 * targets to the moves the step allows (chessground's movable.dests), hints toward the goal through
 * the engine worker (first a nudge in words, then the move), and scores a solved step in stars
 * against its par. A ProofController runs the solver's proof of a whole deal. Components draw the
 * read-only state and send intents.
 */
import {
  applyMove,
  cardSymbol,
  deal as dealPosition,
  emptyColumnCount,
  formatLayout,
  freeCellCount,
  gameStatus,
  maxRunMove,
  moveError,
  pileKey,
  suitOf,
  topCard,
  type Move,
  type Position,
  type RulesSpec,
  type SequenceMoveRule,
} from '@cascade/core';
import { goalReached, type Goal } from '@cascade/hints';
import {
  boardLayout,
  liftedCards,
  moveFromKeys,
  pileFromKey,
  pileLabel,
  targetsOf,
} from '@cascade/play/board';
import { SupersededError } from '@cascade/play/engine';
import { bestMoveFrom, moveToExplain } from '@cascade/play/intents';
import type { KeyValueStore } from '@cascade/play/storage';
import type {
  BoardLayout,
  CountMode,
  Highlight,
  LastMove,
  LegalTargets,
  PileKey,
  Selection,
} from '@cascade/ui';
import type { PlayStep, ProofStep } from '../lessons/types.ts';
import { moveErrorText, sentence } from '@cascade/words';
import { loadProgress, recordResult, saveProgress } from '../progress.ts';
import { starsFor, type Stars } from '../stars.ts';
import type { HintAnswer, ProofAnswer, TutorEngine } from './engine/protocol.ts';
import { moveAllowed, openBoard, stepMoves, toGoal } from './engine/service.ts';

// ---- board snapshots (@cascade/play/board) -------------------------------------------------------

/** A pile written in a step's target: `3` column 3, `a` free cell a, `h♥` / `hH` a foundation. */
export function targetPileKey(ref: string): PileKey | null {
  if (/^[0-9]$/.test(ref)) return `c${ref === '0' ? 9 : Number(ref) - 1}`;
  const cell = 'abcdefgk'.indexOf(ref);
  if (ref.length === 1 && cell >= 0) return `f${cell}`;
  const f = /^h([CDHS♣♦♥♠])$/i.exec(ref);
  if (f) return `h${'CDHS♣♦♥♠'.indexOf((f[1] ?? '').toUpperCase()) % 4}`;
  return null;
}

/** "The 7♥ to column 5", "The run from the J♥ (4 cards) onto the Q♠ in column 1". */
function spokenMove(pos: Position, m: Move): string {
  const cards = liftedCards(pos, m);
  const first = cards[0];
  const what =
    first === undefined
      ? 'A card'
      : m.count > 1
        ? `The run from the ${cardSymbol(first)} (${m.count} cards)`
        : `The ${cardSymbol(first)}`;
  if (m.to.kind === 'column') {
    const top = topCard(pos.columns[m.to.index] ?? []);
    return top === undefined
      ? `${what} to the empty ${pileLabel(m.to)}`
      : `${what} onto the ${cardSymbol(top)} in ${pileLabel(m.to)}`;
  }
  return m.to.kind === 'foundation' ? `${what} home` : `${what} to ${pileLabel(m.to)}`;
}

// ---- goals in words -------------------------------------------------------------------------------

/** The goal as one imperative sentence. */
export function goalSentence(goal: Goal): string {
  switch (goal.kind) {
    case 'card-home':
      return `Send the ${cardSymbol(goal.card)} home to its foundation.`;
    case 'card-to-column':
      return goal.top === true
        ? `Put the ${cardSymbol(goal.card)} on top of column ${goal.column + 1}.`
        : `Get the ${cardSymbol(goal.card)} into column ${goal.column + 1}.`;
    case 'empty-column':
      return goal.column === undefined ? 'Empty a column.' : `Empty column ${goal.column + 1}.`;
    case 'run-moved':
      // "Led by", not "from … down": in Inverted FreeCell a run climbs as it goes down the column.
      return `Get a run of ${goal.length} cards, led by the ${cardSymbol(goal.card)}, into column ${goal.column + 1}.`;
    case 'win':
      return 'Put every card on the foundations.';
  }
}

/** What to mark on the board for a goal: its card and the pile it is heading for. */
export function goalMarks(
  goal: Goal,
  extra: PlayStep['target'] = undefined,
): { piles: PileKey[]; cards: number[] } {
  const piles: PileKey[] = [];
  const cards: number[] = [];
  switch (goal.kind) {
    case 'card-home':
      cards.push(goal.card);
      piles.push(`h${suitOf(goal.card)}`);
      break;
    case 'card-to-column':
    case 'run-moved':
      cards.push(goal.card);
      piles.push(`c${goal.column}`);
      break;
    case 'empty-column':
      if (goal.column !== undefined) piles.push(`c${goal.column}`);
      break;
    case 'win':
      piles.push('h0', 'h1', 'h2', 'h3');
      break;
  }
  for (const ref of extra?.piles ?? []) {
    const k = targetPileKey(ref);
    if (k && !piles.includes(k)) piles.push(k);
  }
  for (const c of extra?.cards ?? []) {
    const g = toGoal({ kind: 'card-home', card: c });
    if (g.ok && g.value.kind === 'card-home' && !cards.includes(g.value.card)) cards.push(g.value.card);
  }
  return { piles, cards };
}

// ---- the run limit, live ------------------------------------------------------------------------------

export interface LimitView {
  readonly rule: SequenceMoveRule;
  readonly freeCells: number;
  readonly emptyColumns: number;
  /** Longest run that may move onto a card now. */
  readonly onto: number;
  /** Longest run that may move into an empty column now (0 when no column is empty). */
  readonly intoEmpty: number;
  /** "(1 + 1) × 2^0 = 2" */
  readonly formula: string;
}

export function limitView(pos: Position): LimitView {
  const rule = pos.rules.sequenceMove;
  const f = freeCellCount(pos);
  const e = emptyColumnCount(pos);
  const onto = maxRunMove(pos, false);
  const intoEmpty = e > 0 ? maxRunMove(pos, true) : 0;
  const n = (x: number) => (Number.isFinite(x) ? String(x) : 'any');
  const formula =
    rule === 'standard'
      ? `(${f} + 1) × 2^${e} = ${n(onto)}`
      : rule === 'cells-plus-one'
        ? `${f} + 1 = ${n(onto)}`
        : rule === 'one-card'
          ? 'one card at a time'
          : 'no limit';
  return { rule, freeCells: f, emptyColumns: e, onto, intoEmpty, formula };
}

// ---- the step controller --------------------------------------------------------------------------------

export type StepPhase = 'playing' | 'solved' | 'lost' | 'stuck';

export interface Feedback {
  readonly id: number;
  readonly kind: 'error' | 'info' | 'hint' | 'success' | 'lost';
  readonly text: string;
}

export interface HintView {
  readonly move: Move;
  readonly sentence: string;
  readonly reason: string;
  readonly highlight: Highlight;
}

export interface StepControllerOptions {
  readonly step: PlayStep;
  /** The rules the step is played under (its variant's, or house rules). */
  readonly rules: RulesSpec;
  /** Fewest moves to the goal; null while it is being worked out (house rules). */
  readonly par: number | null;
  /** The engine (a worker in the app); null: no hints, no reachability check. */
  readonly engine?: TutorEngine | null;
  /** Where progress is saved; null: nowhere. */
  readonly store?: KeyValueStore | null;
  /** The course the step belongs to (progress is saved under course/step). */
  readonly courseId?: string;
}

export class StepController {
  readonly step: PlayStep;
  readonly rules: RulesSpec;
  readonly start: Position;
  readonly goal: Goal;
  readonly goalText: string;
  readonly marks: { readonly piles: readonly PileKey[]; readonly cards: readonly number[] };

  position = $state.raw<Position>(null as unknown as Position);
  /** The moves from the start to the current position (undo shortens it). */
  moves = $state.raw<readonly Move[]>([]);
  selected = $state.raw<Selection | null>(null);
  lastMove = $state.raw<LastMove | null>(null);
  /** The cards of the latest move (the board animates them). */
  moved = $state.raw<readonly (readonly number[])[]>([]);
  phase = $state<StepPhase>('playing');
  par = $state<number | null>(null);
  stars = $state<Stars | null>(null);
  feedback = $state.raw<Feedback | null>(null);
  /** The latest sentence for the live region. */
  announcement = $state('');
  hint = $state.raw<HintView | null>(null);
  hintBusy = $state(false);
  /**
   * The nudge has been given for this position (the next Hint shows the move). Every move, undo or
   * retry starts over: first a nudge, then the move, wherever the learner is stuck.
   */
  nudged = $state(false);

  readonly layout: BoardLayout = $derived(boardLayout(this.position));
  readonly allowedMoves: readonly Move[] = $derived.by(() =>
    this.phase === 'solved' || this.phase === 'lost' ? [] : stepMoves(this.position, this.step.allowed),
  );
  readonly legalTargets: LegalTargets = $derived(targetsOf(this.allowedMoves));
  readonly moveCount: number = $derived(this.moves.length);
  readonly limit: LimitView = $derived(limitView(this.position));
  readonly highlight: Highlight | null = $derived(this.hint?.highlight ?? null);

  readonly #engine: TutorEngine | null;
  readonly #store: KeyValueStore | null;
  readonly #courseId: string | null;
  #positions: Position[];
  #version = 0;
  #noticeId = 0;
  #hintCache: { version: number; promise: Promise<HintAnswer | null> } | null = null;
  /** The feedback that shows the step's written nudge (a plan: it stays up while the learner follows it). */
  #planFeedback = -1;
  #disposed = false;

  constructor(options: StepControllerOptions) {
    this.step = options.step;
    this.rules = options.rules;
    const start = openBoard(options.step.board, options.rules);
    if (!start.ok) throw new Error(`step ${options.step.id}: ${start.error}`);
    const goal = toGoal(options.step.goal);
    if (!goal.ok) throw new Error(`step ${options.step.id}: ${goal.error}`);
    this.start = start.value;
    this.goal = goal.value;
    this.goalText = goalSentence(this.goal);
    this.marks = goalMarks(this.goal, options.step.target);
    this.position = this.start;
    this.#positions = [this.start];
    this.par = options.par;
    this.#engine = options.engine ?? null;
    this.#store = options.store ?? null;
    this.#courseId = options.courseId ?? null;
  }

  /** The board text of the current position (for the engine). */
  get boardText(): string {
    return formatLayout(this.position, { full: true });
  }

  /** The par is known now (house rules work it out in the worker). */
  setPar(par: number): void {
    this.par = par;
  }

  // ---- intents from the board ----------------------------------------------------------------------

  select(sel: Selection | null): void {
    this.selected = sel;
  }

  /** A move intent: played if core says it is legal and the step allows it, else explained. */
  requestMove(from: PileKey, to: PileKey, count: number): boolean {
    const m = moveFromKeys(from, to, count);
    this.selected = null;
    if (!m || this.phase === 'solved' || this.phase === 'lost') return false;
    const e = moveError(this.position, m);
    if (e) {
      this.#say('error', sentence(moveErrorText(e)));
      return false;
    }
    if (!moveAllowed(this.step.allowed, m, this.position)) {
      this.#say('error', this.step.allowed?.why ?? 'This step does not use that move.');
      return false;
    }
    this.#play(m);
    return true;
  }

  /** The board found no allowed target for this: say which rule forbids it. */
  explainIllegal(from: PileKey, to: PileKey, count: number, mode: CountMode): void {
    const intent = moveFromKeys(from, to, count);
    if (!intent) return;
    if (this.phase === 'solved') {
      this.#say('info', 'This step is done: press Next, or Retry to play it again.');
      return;
    }
    const m = moveToExplain(this.position, intent, mode, 'run');
    const e = moveError(this.position, m);
    if (e) this.#say('error', sentence(moveErrorText(e)));
    else if (!moveAllowed(this.step.allowed, m, this.position))
      this.#say('error', this.step.allowed?.why ?? 'This step does not use that move.');
  }

  /** Double click / double tap: the card goes home if it can, else onto a card, an empty column, a cell. */
  autoMove(pile: PileKey, count = 1, mode: CountMode = 'auto'): boolean {
    const from = pileFromKey(pile);
    this.selected = null;
    if (!from || this.phase === 'solved' || this.phase === 'lost') return false;
    const pos = this.position;
    const best = bestMoveFrom(pos, this.allowedMoves, from, count, mode);
    if (!best) {
      const c = from.kind === 'column' ? topCard(pos.columns[from.index] ?? []) : undefined;
      this.#say(
        'error',
        c === undefined ? 'That card has no move here.' : `The ${cardSymbol(c)} has no move here.`,
      );
      return false;
    }
    this.#play(best);
    return true;
  }

  // ---- history -----------------------------------------------------------------------------------

  get canUndo(): boolean {
    return this.moves.length > 0 && this.phase !== 'solved';
  }

  undo(): void {
    if (!this.canUndo) return;
    const n = this.moves.length - 1;
    this.moves = this.moves.slice(0, n);
    this.#positions = this.#positions.slice(0, n + 1);
    this.position = this.#positions[n] as Position;
    this.lastMove = null;
    this.moved = [];
    this.phase = 'playing';
    this.#changed();
    this.#say('info', 'Move taken back.');
    this.#checkReachable();
  }

  /** Starts the step again. */
  retry(): void {
    this.moves = [];
    this.#positions = [this.start];
    this.position = this.start;
    this.selected = null;
    this.lastMove = null;
    this.moved = [];
    this.phase = 'playing';
    this.stars = null;
    this.nudged = false;
    this.#changed();
    this.feedback = null;
    this.announcement = `Step restarted. ${this.goalText}`;
  }

  // ---- playing ------------------------------------------------------------------------------------

  #play(m: Move): void {
    const before = this.position;
    this.moved = [liftedCards(before, m)];
    const after = applyMove(before, m);
    this.moves = [...this.moves, m];
    this.#positions = [...this.#positions, after];
    this.position = after;
    this.lastMove = { from: pileKey(m.from), to: pileKey(m.to) };
    this.#changed();
    const limitBefore = maxRunMove(before, false);
    const limitAfter = maxRunMove(after, false);
    const said = `${spokenMove(before, m)}.${
      this.step.showLimit && limitAfter !== limitBefore ? ` The run limit is now ${limitAfter} cards.` : ''
    }`;
    if (goalReached(after, this.goal)) {
      this.#solved(said);
      return;
    }
    if (gameStatus(after) === 'lost') {
      this.phase = 'lost';
      const c = after.pendingCell === null ? undefined : after.cells[after.pendingCell];
      this.#say(
        'lost',
        typeof c === 'number'
          ? `Lost at once: the ${cardSymbol(c)} went into a free cell and has nowhere to go on this move. Take the move back, or retry.`
          : 'No legal move is left: the game is lost. Take the move back, or retry.',
      );
      return;
    }
    // A move answers the message before it, but the step's plan stays up while the learner follows it.
    if (this.feedback?.id !== this.#planFeedback) this.feedback = null;
    this.announcement = said;
    this.#checkReachable();
  }

  #solved(said: string): void {
    this.phase = 'solved';
    const moves = this.moves.length;
    const par = this.par ?? moves;
    const stars = starsFor(moves, par);
    this.stars = stars;
    const verdict =
      moves <= par
        ? `in ${moves} move${moves === 1 ? '' : 's'}, the fewest possible`
        : `in ${moves} moves; it can be done in ${par}`;
    this.#say('success', `Goal reached ${verdict}. ${stars} star${stars === 1 ? '' : 's'}!`);
    this.announcement = `${said} Goal reached ${verdict}. ${stars} star${stars === 1 ? '' : 's'} of 3.`;
    if (this.#store && this.#courseId) {
      const { progress } = loadProgress(this.#store);
      saveProgress(this.#store, recordResult(progress, this.#courseId, this.step.id, stars, moves));
    }
  }

  #changed(): void {
    this.#version++;
    this.hint = null;
    this.#hintCache = null;
    this.nudged = false;
  }

  /** After a move: tells the learner at once when the goal can no longer be reached. */
  #checkReachable(): void {
    const engine = this.#engine;
    if (!engine || this.phase === 'solved' || this.phase === 'lost') return;
    const version = this.#version;
    void engine
      .par({
        rules: this.rules,
        board: this.boardText,
        goal: this.step.goal,
        ...(this.step.allowed ? { allowed: this.step.allowed } : {}),
      })
      .then((a) => {
        if (version !== this.#version || this.#disposed) return;
        if (a.status === 'unreachable') {
          this.phase = 'stuck';
          this.#say('lost', 'The goal can no longer be reached from here. Take a move back, or retry.');
        } else if (this.phase === 'stuck') {
          this.phase = 'playing';
        }
      })
      .catch(() => undefined);
  }

  // ---- hints ------------------------------------------------------------------------------------------

  #hintAnswer(): Promise<HintAnswer | null> {
    const version = this.#version;
    if (this.#hintCache?.version === version) return this.#hintCache.promise;
    const engine = this.#engine;
    const promise: Promise<HintAnswer | null> = engine
      ? engine
          .hint({
            rules: this.rules,
            board: this.step.board,
            goal: this.step.goal,
            moves: this.moves,
            ...(this.step.allowed ? { allowed: this.step.allowed } : {}),
          })
          .catch((e: unknown) => {
            if (!(e instanceof SupersededError) && version === this.#version)
              this.#say('error', 'The hint engine stopped; try again.');
            return null;
          })
      : Promise.resolve(null);
    this.#hintCache = { version, promise };
    return promise;
  }

  /**
   * First a nudge in words; pressed again, the move itself, highlighted on the board. The nudge is the
   * step's own (written for its starting position) at the start, and the reason for the engine's next
   * move elsewhere: after a few moves of their own, the written plan may no longer fit.
   */
  async requestHint(): Promise<void> {
    if (this.phase === 'solved') {
      this.#say('info', 'This step is done: press Next, or Retry to play it again.');
      return;
    }
    if (this.phase === 'lost') {
      this.#say('lost', 'No move can help now: take the last move back, or retry.');
      return;
    }
    const version = this.#version;
    const answer = this.#hintAnswer();
    if (!this.nudged) {
      this.nudged = true;
      if (this.step.nudge && this.moves.length === 0) {
        this.#say('hint', this.step.nudge);
        this.#planFeedback = this.#noticeId;
        return;
      }
      this.hintBusy = true;
      const a = await answer;
      this.hintBusy = false;
      if (version !== this.#version || this.#disposed) return;
      if (a?.status === 'move' && a.reason) {
        this.#say('hint', `Think about this move: ${a.reason.charAt(0).toLowerCase()}${a.reason.slice(1)}`);
        return;
      }
    }
    this.hintBusy = true;
    const a = await answer;
    this.hintBusy = false;
    if (version !== this.#version || this.#disposed) return;
    if (!a) {
      if (!this.#engine) this.#say('info', 'Hints are not available here.');
      return;
    }
    switch (a.status) {
      case 'move': {
        this.hint = {
          move: a.move,
          sentence: a.sentence,
          reason: a.reason,
          highlight: { cards: a.cards, from: pileKey(a.move.from), to: pileKey(a.move.to) },
        };
        this.#say('hint', `${a.sentence} ${a.reason}`.trim());
        break;
      }
      case 'reached':
        this.#say('info', 'The goal is already reached.');
        break;
      case 'lost':
        this.phase = 'stuck';
        this.#say('lost', `${a.summary} Take a move back, or retry.`);
        break;
      case 'unknown':
        this.#say('info', a.summary);
        break;
    }
  }

  // ---- messages ---------------------------------------------------------------------------------------

  #say(kind: Feedback['kind'], text: string): void {
    this.feedback = { id: ++this.#noticeId, kind, text };
    this.announcement = text;
  }

  dismissFeedback(): void {
    this.feedback = null;
  }

  dispose(): void {
    this.#disposed = true;
  }
}

// ---- the proof of a whole deal ---------------------------------------------------------------------------

export type ProofState =
  | { readonly status: 'idle' }
  | { readonly status: 'proving'; readonly since: number }
  | { readonly status: 'done'; readonly answer: ProofAnswer }
  | { readonly status: 'failed'; readonly message: string };

export class ProofController {
  readonly step: ProofStep;
  readonly rules: RulesSpec;
  readonly start: Position;
  readonly layout: BoardLayout;
  state = $state.raw<ProofState>({ status: 'idle' });
  announcement = $state('');

  readonly #engine: TutorEngine | null;
  readonly #store: KeyValueStore | null;
  readonly #courseId: string | null;
  readonly #now: () => number;

  constructor(options: {
    step: ProofStep;
    rules: RulesSpec;
    engine?: TutorEngine | null;
    store?: KeyValueStore | null;
    courseId?: string;
    now?: () => number;
  }) {
    this.step = options.step;
    this.rules = options.rules;
    const p = dealPosition(options.rules, options.step.deal);
    if (!p.ok) throw new Error(`deal ${options.step.deal}: ${p.error.message}`);
    this.start = p.value;
    this.layout = boardLayout(p.value);
    this.#engine = options.engine ?? null;
    this.#store = options.store ?? null;
    this.#courseId = options.courseId ?? null;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Asks the solver, in the worker, to settle the deal. */
  async prove(): Promise<void> {
    if (this.state.status === 'proving') return;
    if (!this.#engine) {
      this.state = { status: 'failed', message: 'The solver is not available here.' };
      return;
    }
    this.state = { status: 'proving', since: this.#now() };
    this.announcement = `Proving: the solver is searching every position of deal ${this.step.deal}…`;
    try {
      const answer = await this.#engine.prove({ rules: this.rules, deal: this.step.deal });
      this.state = { status: 'done', answer };
      this.announcement = proofSentence(this.step.deal, answer);
      if (answer.status !== 'unknown' && this.#store && this.#courseId) {
        const { progress } = loadProgress(this.#store);
        saveProgress(this.#store, recordResult(progress, this.#courseId, this.step.id, 3, 0));
      }
    } catch (e) {
      if (e instanceof SupersededError) return;
      this.state = { status: 'failed', message: 'The solver stopped unexpectedly. Try again.' };
      this.announcement = this.state.message;
    }
  }
}

const grouped = (n: number): string => n.toLocaleString('en-US');

/** The proof's outcome in one sentence. */
export function proofSentence(deal: number, a: ProofAnswer): string {
  const secs = (a.ms / 1000).toFixed(a.ms < 10_000 ? 2 : 1);
  switch (a.status) {
    case 'unsolvable':
      return `Proven: deal ${deal} cannot be won. The solver visited all ${grouped(a.states)} positions the deal can reach, in ${secs} s, and none of them leads to a win.`;
    case 'solved':
      return `Deal ${deal} can be won: the solver found a win in ${a.moves} moves (${grouped(a.states)} positions, ${secs} s).`;
    case 'unknown':
      return `The solver ran out of time after ${grouped(a.states)} positions (${secs} s) without settling deal ${deal}.`;
  }
}
