// !! BROWSER SAFE !!
/**
 * Hints: the next move that keeps the game winnable, why, and whether the game can still be won.
 *
 * A hint is a function of the game's history (its rules, its start and the moves played): the next
 * move of the game's line (line.ts), found by walking the history from the start. Asked afresh or
 * from a `Hinter` that keeps the walk of the last history (and so only walks the new moves), the
 * answer is the same; the budget only decides whether it is found in time. Following the hints never
 * searches again and wins: the moves left on the line go down by one a move.
 *
 * Every query has a sliced form (`slicedHint`, `slicedLastWinnablePoint`, …: see sliced.ts) for a
 * Web Worker that must read its messages while the solver runs; the plain forms run it to the end.
 */
import {
  formatLayout,
  formatMove,
  gameStatus,
  isWon,
  legalMoves,
  liftedCards,
  applyMove,
  moveError,
  sameMove,
  type Card,
  type Move,
  type Position,
  type Pile,
} from '@cascade/core';
import { Solver, type SolveOptions, type SolveResult, type UnknownReason } from '@cascade/solver';
import {
  describeMove,
  HINT_GOAL_LOST,
  HINT_UNWINNABLE,
  HINT_UNWINNABLE_DEAL,
  lineLimitSummary,
  lostText,
  replayErrorLine,
  unknownSummary,
  winnableBeyondLineSummary,
  winnableSummary,
} from '@cascade/words';
import { currentPosition, DEFAULT_HINT_BUDGET, type Game, type HintBudget } from './game.ts';
import type { Goal } from './goals.ts';
import {
  advance,
  LINE_MAX_STATES,
  lineSearch,
  movesLeft,
  reached,
  settle,
  type LineStep,
  type WalkBudget,
  type WalkStopped,
} from './line.ts';
import { explainMove, type Reason } from './reasons.ts';
import { runToEnd, sliced, within, type Sliced } from './sliced.ts';

/** What a hint can say of a game: `winnable` (with the move), `lost`, `won` or `unknown` (a budget ran out). */
export const HINT_STATUSES = ['winnable', 'lost', 'won', 'unknown'] as const;
/** One of HINT_STATUSES. */
export type HintStatus = (typeof HINT_STATUSES)[number];

/** Why a lost game is lost. */
export type LostReason = 'no-moves' | 'cell-card-stuck' | 'unwinnable';

/**
 * Why no hint was found (status unknown): `max-states` the positions allowed ran out (the asker's
 * budget, or the line's own limit LINE_MAX_STATES), `timeout` the time allowed, `aborted` cancelled.
 */
export type HintUnknownReason = UnknownReason;

/** A hint: the status of the game and, when it can still be won, the next move, its notation, its sentence and why. */
export interface Hint {
  readonly status: HintStatus;
  /** The move to play (absent when lost, won, or unknown without a safe suggestion). */
  readonly move?: Move;
  /** The move in standard notation. */
  readonly notation?: string;
  /** "Move the 7♥ from column 3 onto the 8♠ in column 5." */
  readonly sentence?: string;
  readonly reason?: Reason;
  /** Moves left on the line found, this one included (status winnable). */
  readonly movesLeft?: number;
  /** Why the game is lost (status lost). */
  readonly lostReason?: LostReason;
  /** Which budget ran out, or whether the hint was cancelled (status unknown). */
  readonly unknownReason?: HintUnknownReason;
  /** A one-line summary of the status for people ("This game can no longer be won."). */
  readonly summary: string;
  /** What to highlight: the cards that move and the piles involved. */
  readonly highlight: { readonly cards: readonly Card[]; readonly from?: Pile; readonly to?: Pile };
  /** True when no search ran for this answer (the line was known: kept, or followed). */
  readonly fromLine: boolean;
  /** Positions the searches of this call stored (0 when none ran). */
  readonly states: number;
}

/** An exact key for a starting position and its rules (the Hinter keeps one game's walk). */
const keyOf = (p: Position): string => `${JSON.stringify(p.rules)}\n${formatLayout(p, { full: true })}`;

function lostReasonOf(pos: Position): LostReason {
  if (gameStatus(pos) === 'lost') return pos.pendingCell !== null ? 'cell-card-stuck' : 'no-moves';
  return 'unwinnable';
}

/**
 * The hints under a given limit on one search of the line (tests lower it to reach what only huge
 * searches reach otherwise). Not public: the limit is part of what a hint is; `Hinter` fixes it.
 */
export class LimitedHinter {
  private readonly lineMaxStates: number;
  private key = '';
  /** The moves the kept walk has gone through, and its points (steps[i]: after i moves). */
  private moves: Move[] = [];
  private steps: LineStep[] = [];

  constructor(lineMaxStates: number) {
    this.lineMaxStates = lineMaxStates;
  }

  /** Forgets the kept walk (nothing else changes: the hints are the same without it). */
  reset(): void {
    this.key = '';
    this.moves = [];
    this.steps = [];
  }

  /** The next move of the game and why, with its status. Never throws on a legal history. */
  hint(game: Game, budget: HintBudget = {}): Hint {
    return runToEnd(this.slicedHint(game, budget));
  }

  /** The next move toward a tutorial goal. */
  hintToward(game: Game, goal: Goal, budget: HintBudget = {}): Hint {
    return runToEnd(this.slicedHintToward(game, goal, budget));
  }

  /** `hint` in slices (an illegal history throws here, at once). */
  slicedHint(game: Game, budget: HintBudget = {}): Sliced<Hint> {
    return this.sliced(game, null, budget, 'hint');
  }

  /** `hintToward` in slices. */
  slicedHintToward(game: Game, goal: Goal, budget: HintBudget = {}): Sliced<Hint> {
    return this.sliced(game, goal, budget, 'hintToward');
  }

  private sliced(game: Game, goal: Goal | null, budget: HintBudget, caller: string): Sliced<Hint> {
    const pos = positionOf(game, caller);
    return sliced((until) => this.hintAt(game, pos, goal, budget, until));
  }

  private *hintAt(
    game: Game,
    pos: Position,
    goal: Goal | null,
    options: HintBudget,
    until: () => number,
  ): Generator<void, Hint, void> {
    const maxStates = options.maxStates ?? DEFAULT_HINT_BUDGET.maxStates;
    const budget: WalkBudget = {
      statesLeft: maxStates,
      deadline: performance.now() + (options.timeoutMs ?? DEFAULT_HINT_BUDGET.timeoutMs),
      ...(options.signal ? { signal: options.signal } : {}),
      lineMaxStates: this.lineMaxStates,
      statesUsed: 0,
      searches: 0,
    };
    const fromDeal = game.moves.length === 0;
    // Settled by the position alone: no walk needed.
    if (reached(pos, goal)) {
      return {
        status: 'won',
        summary: goal === null ? 'The game is won.' : 'The goal is reached.',
        highlight: { cards: [] },
        fromLine: false,
        states: 0,
      };
    }
    if (gameStatus(pos) === 'lost') return lostHint(pos, 0);
    const walked = yield* this.walk(game, pos, goal, budget, until);
    if ('stopped' in walked) return unknownHint(walked.stopped, budget.statesUsed, maxStates);
    const v = walked.verdict;
    const fromLine = budget.searches === 0;
    switch (v.kind) {
      case 'line':
        return fromMoves(pos, movesLeft(v), fromLine, budget.statesUsed);
      case 'unknown':
        return yield* unknownLine(pos, goal, budget, fromDeal, until);
      case 'lost':
        if (goal === null) return lostHint(pos, budget.statesUsed, fromDeal);
        return {
          status: 'lost',
          lostReason: 'unwinnable',
          summary: HINT_GOAL_LOST,
          highlight: { cards: [] },
          fromLine: false,
          states: budget.statesUsed,
        };
    }
  }

  /** The walk of `game`'s history, from the kept walk's longest prefix of it. */
  private *walk(
    game: Game,
    end: Position,
    goal: Goal | null,
    budget: WalkBudget,
    until: () => number,
  ): Generator<void, LineStep | WalkStopped, void> {
    const key = `${keyOf(game.start)}\n${JSON.stringify(goal)}`;
    if (key !== this.key) this.reset();
    this.key = key;
    let k = 0;
    const keptMoves = Math.min(this.moves.length, this.steps.length - 1, game.moves.length);
    while (k < keptMoves && sameMove(this.moves[k] as Move, game.moves[k] as Move)) k++;
    this.moves.length = k;
    this.steps.length = Math.min(this.steps.length, k + 1);
    if (this.steps.length === 0) {
      const first = yield* settle(game.start, goal, budget, until);
      if ('stopped' in first) return first;
      this.steps.push({ position: game.start, verdict: first });
    }
    let step = this.steps[this.steps.length - 1] as LineStep;
    let checked = false;
    for (let i = this.moves.length; i < game.moves.length; i++) {
      const m = game.moves[i] as Move;
      const next = yield* advance(step, m, goal, budget, until);
      if ('stopped' in next) return next;
      step = next;
      this.moves.push(m);
      this.steps.push(step);
      // A search that settled nothing, before the end: every later move searches again until one
      // settles. If the game is lost now, that is the answer wherever the walk would find it
      // (winnability only goes from winnable to lost): one search of the last position may save them.
      if (step.verdict.kind === 'unknown' && i + 1 < game.moves.length && !checked) {
        checked = true;
        const now = yield* settle(end, goal, budget, until);
        if ('stopped' in now) return now;
        if (now.kind === 'lost') return { position: end, verdict: now };
      }
      // A long history walked without a search still reads the worker's messages now and then.
      if (i % 64 === 63 && performance.now() > until()) yield;
    }
    return step;
  }
}

/**
 * Keeps the walk of the last history asked about, so that a hint after one more move (or the same
 * history again) walks only what is new. Only ever faster: the hints are those of `hint` and
 * `hintToward`, whatever was asked before.
 */
export class Hinter extends LimitedHinter {
  constructor() {
    super(LINE_MAX_STATES);
  }
}

function fromMoves(pos: Position, moves: readonly Move[], fromLine: boolean, states: number): Hint {
  const m = moves[0] as Move;
  const onlyMove = legalMoves(pos).length === 1;
  return {
    status: 'winnable',
    move: m,
    notation: formatMove(m, pos),
    sentence: `${describeMove(m, pos)}.`,
    reason: explainMove(pos, m, { onlyMove }),
    movesLeft: moves.length,
    summary: winnableSummary(moves.length),
    highlight: { cards: liftedCards(pos, m), from: m.from, to: m.to },
    fromLine,
    states,
  };
}

/**
 * The walk ended where the line's search settled nothing within its limit. Whether the game
 * is lost is a fact of the position, not a choice of line: with a budget beyond that limit, a search
 * may still prove it. (A solution it finds is not the line, which stays unknown: no move is given.)
 */
function* unknownLine(
  pos: Position,
  goal: Goal | null,
  budget: WalkBudget,
  fromDeal: boolean,
  until: () => number,
): Generator<void, Hint, void> {
  const limit = budget.lineMaxStates;
  const lineUnknown = unknownHint('max-states', budget.statesUsed, limit, 'line');
  if (goal !== null || budget.statesLeft <= limit) return lineUnknown;
  const r = yield* within(lineSearch(pos, null, budget.statesLeft, budget), until);
  const states = budget.statesUsed + r.stats.states;
  if (r.status === 'unsolvable') return lostHint(pos, states, fromDeal);
  if (r.status === 'solved') {
    const summary = winnableBeyondLineSummary(limit);
    return { ...lineUnknown, summary, states };
  }
  return unknownHint(r.reason, states, budget.statesLeft + budget.statesUsed);
}

function unknownHint(
  reason: UnknownReason,
  states: number,
  maxStates: number,
  limit: 'budget' | 'line' = 'budget',
): Hint {
  return {
    status: 'unknown',
    unknownReason: reason,
    summary: limit === 'line' ? lineLimitSummary(maxStates) : unknownSummary(reason, maxStates),
    highlight: { cards: [] },
    fromLine: false,
    states,
  };
}

function lostHint(pos: Position, states: number, fromDeal = false): Hint {
  const lostReason = lostReasonOf(pos);
  return {
    status: 'lost',
    lostReason,
    summary: lostReason !== 'unwinnable' ? lostText(pos) : fromDeal ? HINT_UNWINNABLE_DEAL : HINT_UNWINNABLE,
    highlight: { cards: [] },
    fromLine: false,
    states,
  };
}

/** The position a game has reached; an illegal history is a programmer error. */
function positionOf(game: Game, caller: string): Position {
  const current = currentPosition(game);
  if (!current.ok)
    throw new Error(`${caller}: the game history has an illegal ${replayErrorLine(current.error)}`);
  return current.value;
}

/**
 * The search behind the winnability checks: the solver's fast mode under the budget (one table: no
 * rescue beam after it, so the budget is all the check stores).
 */
function solverFor(pos: Position, budget: HintBudget): Sliced<SolveResult> {
  const options: SolveOptions = {
    mode: 'fast',
    rescue: false,
    maxStates: budget.maxStates ?? DEFAULT_HINT_BUDGET.maxStates,
    timeoutMs: budget.timeoutMs ?? DEFAULT_HINT_BUDGET.timeoutMs,
    ...(budget.signal ? { signal: budget.signal } : {}),
  };
  return new Solver(pos, options);
}

/** The hint for a game's history, asked afresh (a `Hinter` gives the same, faster along a game). */
export function hint(game: Game, budget: HintBudget = {}): Hint {
  return new Hinter().hint(game, budget);
}

/** `hint` in slices. */
export function slicedHint(game: Game, budget: HintBudget = {}): Sliced<Hint> {
  return new Hinter().slicedHint(game, budget);
}

/** The goal hint for a game's history, asked afresh. */
export function hintToward(game: Game, goal: Goal, budget: HintBudget = {}): Hint {
  return new Hinter().hintToward(game, goal, budget);
}

/** Whether a position can still be won (`winnability`), and the positions the search stored to settle it. */
export interface WinnableCheck {
  readonly status: 'winnable' | 'lost' | 'won' | 'unknown';
  readonly states: number;
}

/** Whether the position can still be won (the winnability indicator). */
export function winnability(pos: Position, budget: HintBudget = {}): WinnableCheck {
  return runToEnd(sliced((until) => winnabilityAt(pos, budget, until)));
}

function* winnabilityAt(
  pos: Position,
  budget: HintBudget,
  until: () => number,
): Generator<void, WinnableCheck, void> {
  if (isWon(pos)) return { status: 'won', states: 0 };
  if (gameStatus(pos) === 'lost') return { status: 'lost', states: 0 };
  const r = yield* within(solverFor(pos, budget), until);
  return {
    status: r.status === 'solved' ? 'winnable' : r.status === 'unsolvable' ? 'lost' : 'unknown',
    states: r.stats.states,
  };
}

/** The last point of a lost game from which it could still be won (`lastWinnablePoint`). */
export interface LastWinnablePoint {
  /**
   * `found`: `index` is the number of moves of the history to keep (0 = the start) for the latest
   * winnable position; `not-lost`: the game can still be won now; `never`: the deal itself cannot be
   * won; `unknown`: a budget ran out before the answer was certain.
   */
  readonly status: 'found' | 'not-lost' | 'never' | 'unknown';
  readonly index?: number;
}

/**
 * For a lost game, the latest point of its history from which it could still be won. Winnability
 * only ever goes from winnable to lost along a history (every later position is reachable from the
 * earlier ones), so a binary search over the history is exact.
 */
export function lastWinnablePoint(game: Game, budget: HintBudget = {}): LastWinnablePoint {
  return runToEnd(slicedLastWinnablePoint(game, budget));
}

/** `lastWinnablePoint` in slices (an illegal history throws here, at once). */
export function slicedLastWinnablePoint(game: Game, budget: HintBudget = {}): Sliced<LastWinnablePoint> {
  const positions: Position[] = [game.start];
  for (const m of game.moves) {
    const last = positions[positions.length - 1] as Position;
    if (moveError(last, m) !== null)
      throw new Error('lastWinnablePoint: the game history has an illegal move');
    positions.push(applyMove(last, m));
  }
  return sliced(function* (until) {
    const check = function* (i: number) {
      return (yield* winnabilityAt(positions[i] as Position, budget, until)).status;
    };
    const now = yield* check(positions.length - 1);
    if (now === 'winnable' || now === 'won') return { status: 'not-lost' };
    if (now === 'unknown') return { status: 'unknown' };
    let lo = 0; // highest index known winnable
    const first = yield* check(0);
    if (first === 'lost') return { status: 'never' };
    if (first === 'unknown') return { status: 'unknown' };
    let hi = positions.length - 1; // lowest index known lost
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      const s = yield* check(mid);
      if (s === 'unknown') return { status: 'unknown' };
      if (s === 'lost') hi = mid;
      else lo = mid;
    }
    return { status: 'found', index: lo };
  });
}
