// !! BROWSER SAFE !!
/**
 * Hints: the next move that keeps the game winnable, why, and whether the game can still be won.
 *
 * A `Hinter` keeps the solution line it found. A player who follows the hints (with or without
 * autoplay moves in between) gets each next hint from the line at once; after a deviation the line
 * is first repaired (its remaining moves replayed from the new position, dropping the ones already
 * done) and only re-planned with the solver when that fails.
 *
 * Every query has a sliced form (`slicedHint`, `slicedLastWinnablePoint`, …: see sliced.ts) for a
 * Web Worker that must read its messages while the solver runs; the plain forms run it to the end.
 */
import {
  applyMove,
  formatLayout,
  formatMove,
  gameStatus,
  isHome,
  isWon,
  legalMoves,
  liftedCards,
  moveError,
  type Card,
  type Move,
  type Pile,
  type Position,
} from '@cascade/core';
import { Solver, type SolveOptions, type SolveResult } from '@cascade/solver';
import { describeMove, replayErrorText } from '@cascade/words';
import { currentPosition, DEFAULT_HINT_BUDGET, type Game, type HintBudget } from './game.ts';
import { goalReached, type Goal } from './goals.ts';
import { explainMove, type Reason } from './reasons.ts';
import { runToEnd, sliced, within, type Sliced } from './sliced.ts';

export const HINT_STATUSES = ['winnable', 'lost', 'won', 'unknown'] as const;
export type HintStatus = (typeof HINT_STATUSES)[number];

/** Why a lost game is lost. */
export type LostReason = 'no-moves' | 'cell-card-stuck' | 'unwinnable';

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
  /** A one-line summary of the status for people ("This game can no longer be won."). */
  readonly summary: string;
  /** What to highlight: the cards that move and the piles involved. */
  readonly highlight: { readonly cards: readonly Card[]; readonly from?: Pile; readonly to?: Pile };
  /** True when the hint came from the kept line without a new search. */
  readonly fromLine: boolean;
  /** Positions the solver stored for this hint (0 when it came from the line). */
  readonly states: number;
}

/** An exact key for a position (the line is followed move by move, so no symmetry is needed). */
const keyOf = (p: Position): string => formatLayout(p, { full: true });

function lostReasonOf(pos: Position): LostReason {
  if (gameStatus(pos) === 'lost') return pos.pendingCell !== null ? 'cell-card-stuck' : 'no-moves';
  return 'unwinnable';
}

const LOST_SUMMARY: Record<LostReason, string> = {
  'no-moves': 'No legal move is left: the game is lost.',
  'cell-card-stuck': 'The card just put in a free cell cannot leave it: the game is lost.',
  unwinnable: 'This game can no longer be won, whatever you play.',
};

/** The summary of a deal that could never be won (nothing the player did lost it). */
const UNWINNABLE_DEAL = 'This deal cannot be won, whatever you play.';

/** A line: the moves of a plan and the exact positions they are played from. */
interface Line {
  readonly moves: readonly Move[];
  readonly keys: Map<string, number>;
  /** The (bottom) card each move lifts. */
  readonly cards: readonly (Card | undefined)[];
  /** Whether the line ends at the target (a win, or a goal). */
  readonly goal: Goal | null;
}

function makeLine(start: Position, moves: readonly Move[], goal: Goal | null): Line {
  const keys = new Map<string, number>();
  const cards: (Card | undefined)[] = [];
  let p = start;
  moves.forEach((m, i) => {
    keys.set(keyOf(p), i);
    cards.push(liftedCards(p, m)[0]);
    p = applyMove(p, m);
  });
  return { moves, keys, cards, goal };
}

/**
 * Tries to continue a line from a position off it: replays the line's remaining moves from the
 * last point the position matched, skipping the moves already made (cards already home, or the very
 * moves the player made). Returns the repaired moves if they reach the target.
 */
function repairLine(line: Line, pos: Position, goal: Goal | null): Move[] | null {
  // Try from the latest points of the line first: they give the shortest continuation.
  const starts = [...new Set(line.keys.values())].sort((a, b) => b - a);
  for (const from of starts.slice(0, 4)) {
    let p = pos;
    const out: Move[] = [];
    let ok = true;
    for (let i = from; i < line.moves.length; i++) {
      const m = line.moves[i] as Move;
      if (reached(p, goal)) break;
      const c = line.cards[i];
      // Already sent home (autoplay, or the player); a card played back from a foundation is home
      // before its move, so that move stays.
      if (c !== undefined && m.from.kind !== 'foundation' && isHome(p, c)) continue;
      if (moveError(p, m) !== null) {
        ok = false;
        break;
      }
      out.push(m);
      p = applyMove(p, m);
    }
    if (ok && reached(p, goal)) return out;
  }
  return null;
}

const reached = (p: Position, goal: Goal | null): boolean =>
  goal === null ? isWon(p) : goalReached(p, goal);

export class Hinter {
  private line: Line | null = null;

  /** Forgets the kept line (for a new game). */
  reset(): void {
    this.line = null;
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
    const pos = positionOf(game, 'hint');
    const fromDeal = game.moves.length === 0;
    return sliced((until) => this.hintAt(pos, null, budget, until, fromDeal));
  }

  /** `hintToward` in slices. */
  slicedHintToward(game: Game, goal: Goal, budget: HintBudget = {}): Sliced<Hint> {
    const pos = positionOf(game, 'hintToward');
    return sliced((until) => this.hintAt(pos, goal, budget, until, game.moves.length === 0));
  }

  private *hintAt(
    pos: Position,
    goal: Goal | null,
    budget: HintBudget,
    until: () => number,
    /** No move has been played: an unwinnable position is the deal itself. */
    fromDeal: boolean,
  ): Generator<void, Hint, void> {
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

    // Follow-through: the position is on the kept line.
    const line = this.line;
    if (line && sameGoal(line.goal, goal)) {
      const i = line.keys.get(keyOf(pos));
      if (i !== undefined) return this.fromMoves(pos, line.moves.slice(i), true, 0);
      const repaired = repairLine(line, pos, goal);
      if (repaired && repaired.length > 0) {
        this.line = makeLine(pos, repaired, goal);
        return this.fromMoves(pos, repaired, true, 0);
      }
    }

    const result = yield* within(solverFor(pos, goal, budget), until);
    switch (result.status) {
      case 'solved':
        this.line = makeLine(pos, result.moves, goal);
        return this.fromMoves(pos, result.moves, false, result.stats.states);
      case 'unsolvable':
        this.line = null;
        return goal === null
          ? lostHint(pos, result.stats.states, fromDeal)
          : {
              status: 'lost',
              lostReason: 'unwinnable',
              summary: 'The goal can no longer be reached from here.',
              highlight: { cards: [] },
              fromLine: false,
              states: result.stats.states,
            };
      case 'unknown':
        return {
          status: 'unknown',
          summary:
            result.reason === 'aborted'
              ? 'The hint was cancelled.'
              : 'No winning line was found within the time allowed: the game may or may not still be won.',
          highlight: { cards: [] },
          fromLine: false,
          states: result.stats.states,
        };
    }
  }

  private fromMoves(pos: Position, moves: readonly Move[], fromLine: boolean, states: number): Hint {
    const m = moves[0] as Move;
    const onlyMove = legalMoves(pos).length === 1;
    return {
      status: 'winnable',
      move: m,
      notation: formatMove(m, pos),
      sentence: `${describeMove(m, pos)}.`,
      reason: explainMove(pos, m, { onlyMove }),
      movesLeft: moves.length,
      summary: `Winnable: ${moves.length} move${moves.length === 1 ? '' : 's'} to go on the line found.`,
      highlight: { cards: liftedCards(pos, m), from: m.from, to: m.to },
      fromLine,
      states,
    };
  }
}

const sameGoal = (a: Goal | null, b: Goal | null): boolean => JSON.stringify(a) === JSON.stringify(b);

function lostHint(pos: Position, states: number, fromDeal = false): Hint {
  const lostReason = lostReasonOf(pos);
  return {
    status: 'lost',
    lostReason,
    summary: lostReason === 'unwinnable' && fromDeal ? UNWINNABLE_DEAL : LOST_SUMMARY[lostReason],
    highlight: { cards: [] },
    fromLine: false,
    states,
  };
}

/** The position a game has reached; an illegal history is a programmer error. */
function positionOf(game: Game, caller: string): Position {
  const current = currentPosition(game);
  if (!current.ok)
    throw new Error(
      `${caller}: the game history has an illegal move ${current.error.index + 1} (${current.error.token}): ${replayErrorText(current.error)}`,
    );
  return current.value;
}

/** The search behind a hint: the solver's fast mode under the budget (toward the goal, if any). */
function solverFor(pos: Position, goal: Goal | null, budget: HintBudget): Sliced<SolveResult> {
  const options: SolveOptions = {
    mode: 'fast',
    maxStates: budget.maxStates ?? DEFAULT_HINT_BUDGET.maxStates,
    timeoutMs: budget.timeoutMs ?? DEFAULT_HINT_BUDGET.timeoutMs,
    ...(budget.signal ? { signal: budget.signal } : {}),
    ...(goal !== null && goal.kind !== 'win' ? { target: (p: Position) => goalReached(p, goal) } : {}),
  };
  return new Solver(pos, options);
}

/** A one-off hint without a kept line. */
export function hint(game: Game, budget: HintBudget = {}): Hint {
  return new Hinter().hint(game, budget);
}

/** A one-off goal hint without a kept line. */
export function hintToward(game: Game, goal: Goal, budget: HintBudget = {}): Hint {
  return new Hinter().hintToward(game, goal, budget);
}

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
  const r = yield* within(solverFor(pos, null, budget), until);
  return {
    status: r.status === 'solved' ? 'winnable' : r.status === 'unsolvable' ? 'lost' : 'unknown',
    states: r.stats.states,
  };
}

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
