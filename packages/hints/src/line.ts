// !! BROWSER SAFE !!
/**
 * The line of a game: the moves the hints lead along, as a function of the game's history alone.
 *
 * The line is found by walking the history from the start: solve the starting position; while the
 * moves played are the line's moves, follow it; at a move off the line, first try to keep the line
 * (`keepLine`: the move lands on a later point of the line; or the line's remaining moves, replayed
 * from the new position, still reach the target; or one move leads back onto the line), and only
 * when that fails solve again from the position after that move; and so on to the end of the
 * history. The hint is the next move of the line the walk ends on.
 *
 * Every step is deterministic (the solver is, for a given position and options, and its search does
 * not depend on the state budget except where the budget cuts it), so the same history gives the
 * same line on every machine, asked afresh or not. A player who follows the hints plays the line's
 * own moves, so the walk never searches again: the moves left only go down, and the game is won.
 * The caller's budget (positions, time, a cancel) limits how much of the walk is done in one call;
 * it can make the answer "unknown", never a different move.
 */
import {
  applyMove,
  CLOSED_CELL,
  gameStatus,
  isHome,
  isWon,
  legalMoves,
  liftedCards,
  moveError,
  sameMove,
  type Card,
  type Move,
  type Position,
} from '@cascade/core';
import {
  Solver,
  type SolveOptions,
  type SolveResult,
  type SolverConfig,
  type UnknownReason,
} from '@cascade/solver';
import { goalReached, type Goal } from './goals.ts';
import { within } from './sliced.ts';

/**
 * The positions one search of the line may store. Part of the definition of the line (a search
 * that stores more settles nothing), so that it does not depend on the asker's budget; the asker's
 * budget must allow at least this much for the hint to be found wherever the line needs a search of
 * that size. A fresh deal of any seed variant needs far fewer (FreeCell: tens of thousands at most).
 */
export const LINE_MAX_STATES = 1_000_000;

/** A line: moves from a position to the target, and the (bottom) card each move lifts there. */
export interface Line {
  readonly start: Position;
  readonly moves: readonly Move[];
  readonly cards: readonly (Card | undefined)[];
}

/** What the walk knows at a point of the history. */
export type LineVerdict =
  /** The target is reached by the line's moves from `at` on (none left: reached already). */
  | { readonly kind: 'line'; readonly line: Line; readonly at: number }
  /** The search proved that the target cannot be reached from here (nor from any later position). */
  | { readonly kind: 'lost' }
  /** The search settled nothing within the line's limit (LINE_MAX_STATES). */
  | { readonly kind: 'unknown' };

/** A point of the walk: the position after some moves of the history, and what is known there. */
export interface LineStep {
  readonly position: Position;
  readonly verdict: LineVerdict;
}

/** How much work the walk may do in one call (the asker's budget), and the line's own limit. */
export interface WalkBudget {
  /** The most one search of the line stores (LINE_MAX_STATES; part of what the line is). */
  readonly lineMaxStates: number;
  /** Positions the searches of this call may still store. */
  statesLeft: number;
  /** The performance.now() time after which the walk stops. */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  /** Positions stored by the searches of this call so far. */
  statesUsed: number;
  /** Searches run in this call. */
  searches: number;
}

/** The walk could not go on: the asker's budget ran out (or the work was cancelled). */
export interface WalkStopped {
  readonly stopped: UnknownReason;
}

export const reached = (p: Position, goal: Goal | null): boolean =>
  goal === null ? isWon(p) : goalReached(p, goal);

/** A line from `start`, with the card each move lifts. */
export function makeLine(start: Position, moves: readonly Move[]): Line {
  const cards: (Card | undefined)[] = [];
  let p = start;
  for (const m of moves) {
    cards.push(liftedCards(p, m)[0]);
    p = applyMove(p, m);
  }
  return { start, moves, cards };
}

/** An exact key for a position (the line is followed move by move: piles stay where they are). */
const keyOf = (p: Position): string =>
  `${p.columns.map((c) => c.join(',')).join('|')}/${p.cells.join(',')}/${p.foundations.join(',')}/${p.base}/${p.pendingCell}`;

const pointsOfLine = new WeakMap<Line, ReadonlyMap<string, number>>();

/** The points of a line: the key of the position before each move (and after the last), to its index. */
function pointsOf(line: Line): ReadonlyMap<string, number> {
  let points = pointsOfLine.get(line);
  if (!points) {
    const map = new Map<string, number>();
    let p = line.start;
    line.moves.forEach((m, i) => {
      map.set(keyOf(p), i);
      p = applyMove(p, m);
    });
    map.set(keyOf(p), line.moves.length);
    pointsOfLine.set(line, map);
    points = map;
  }
  return points;
}

/** Moves left on the line of a verdict. */
export const movesLeft = (v: LineVerdict & { kind: 'line' }): readonly Move[] => v.line.moves.slice(v.at);

/**
 * Keeps a line after a move off it: the line's remaining moves replayed from the position after
 * `played`, skipping the moves of cards already home (autoplay, or the player sent one home early)
 * and the line's own move when the player made it early (the same card, the same piles). The result
 * if it reaches the target, else null. It never has more moves than the line had left.
 */
export function repairLine(
  line: Line,
  at: number,
  before: Position,
  played: Move,
  goal: Goal | null,
): Line | null {
  const playedCard = liftedCards(before, played)[0];
  let p = applyMove(before, played);
  let consumed = false;
  const moves: Move[] = [];
  const cards: (Card | undefined)[] = [];
  for (let i = at; i < line.moves.length && !reached(p, goal); i++) {
    const m = line.moves[i] as Move;
    const c = line.cards[i];
    // Already sent home (autoplay, or the player); a card played back from a foundation is home
    // before its move, so that move stays.
    if (c !== undefined && m.from.kind !== 'foundation' && isHome(p, c)) continue;
    if (!consumed && c === playedCard && sameMove(m, played)) {
      consumed = true;
      continue;
    }
    if (moveError(p, m) !== null) return null;
    moves.push(m);
    cards.push(liftedCards(p, m)[0]);
    p = applyMove(p, m);
  }
  return reached(p, goal) ? { start: applyMove(before, played), moves, cards } : null;
}

/**
 * Keeps a line after a move off it, without a search: the position reached is a later point of
 * the line (the move was a shortcut, or the same position by another way); or `repairLine` keeps
 * it; or one move leads back onto it (the move undone, or another way back), the furthest point
 * along it taken. The line kept and the index of the next move, or null.
 */
export function keepLine(
  line: Line,
  at: number,
  before: Position,
  played: Move,
  goal: Goal | null,
): { readonly line: Line; readonly at: number } | null {
  const points = pointsOf(line);
  const position = applyMove(before, played);
  const on = points.get(keyOf(position));
  if (on !== undefined && on > at) return { line, at: on };
  const repaired = repairLine(line, at, before, played, goal);
  if (repaired) return { line: repaired, at: 0 };
  let back: { readonly move: Move; readonly at: number } | null = null;
  for (const m of legalMoves(position)) {
    const k = points.get(keyOf(applyMove(position, m)));
    if (k !== undefined && k >= at && (back === null || k > back.at)) back = { move: m, at: k };
  }
  if (back === null) return null;
  return {
    line: {
      start: position,
      moves: [back.move, ...line.moves.slice(back.at)],
      cards: [liftedCards(position, back.move)[0], ...line.cards.slice(back.at)],
    },
    at: 0,
  };
}

/**
 * Whether a line of `length` moves from `pos` is far longer than a game needs: more than three
 * moves a card still to go home, and 20 more (a fresh FreeCell deal's fast line is about two moves a
 * card: median 95, at most 161 on deals 1–32000). Only then is the short mode asked (`settle`).
 */
export function tooLong(pos: Position, length: number): boolean {
  let left = 0;
  for (const col of pos.columns) left += col.length;
  for (const c of pos.cells) if (c !== null && c !== CLOSED_CELL) left++;
  return length > 3 * left + 20;
}

/**
 * The search behind the line: the solver's fast mode, toward the goal if there is one; `short` when
 * the fast line is far too long (`tooLong`).
 */
export function lineSearch(
  pos: Position,
  goal: Goal | null,
  maxStates: number,
  budget: WalkBudget,
  mode: 'fast' | 'short' = 'fast',
  config: SolverConfig = {},
): Solver {
  const options: SolveOptions = {
    mode,
    maxStates,
    // One table of `maxStates` a search: the line's limit is what one search stores, and the
    // asker's budget counts every search's positions (no second table after the first).
    rescue: false,
    timeoutMs: Math.max(0, budget.deadline - performance.now()),
    ...(budget.signal ? { signal: budget.signal } : {}),
    ...(goal !== null && goal.kind !== 'win' ? { target: (p: Position) => goalReached(p, goal) } : {}),
  };
  return new Solver(pos, options, config);
}

/** Counts a search of `states` positions against the walk's budget. */
function spend(budget: WalkBudget, states: number): void {
  budget.statesLeft -= states;
  budget.statesUsed += states;
  budget.searches++;
}

/**
 * One search of the line within `limit` positions under the walk's budget: the solver's answer, its
 * positions counted against the budget; `stopped` when the asker's budget (not `limit`) ran out
 * before or during it.
 */
function* searchWithin(
  pos: Position,
  goal: Goal | null,
  budget: WalkBudget,
  until: () => number,
  mode: 'fast' | 'short',
  limit: number,
  config: SolverConfig = {},
): Generator<void, SolveResult | WalkStopped, void> {
  if (budget.statesLeft <= 0) return { stopped: 'max-states' };
  if (performance.now() >= budget.deadline) return { stopped: 'timeout' };
  const cap = Math.min(limit, budget.statesLeft);
  const r = yield* within(lineSearch(pos, goal, cap, budget, mode, config), until);
  spend(budget, r.stats.states);
  // Cut by the limit asked (the line's own, or its first): settled as unknown. Cut by the asker's
  // budget: not settled.
  if (r.status === 'unknown' && !(r.reason === 'max-states' && cap === limit)) {
    return { stopped: r.reason };
  }
  return r;
}

/**
 * The first, smaller limits of the line's searches. Both searches are first asked within these, and
 * only where neither settles the position there are they asked again within the line's own limit.
 * A search's answer does not depend on its limit where it settles within it (the limit only cuts),
 * so this changes a line only where the fast search needs more than its first limit and the short
 * one settles within its own; and there the cheap search answers first. Ephemeral from the start
 * (hints-afresh's 20 deals and 132209): the fast search settles 17 of 21 within 1,812 positions,
 * and 132209 and 30206 need 61,226 and 79,033 where the short one's beam wins in 6,909 and 9,522;
 * a deal neither settles within these limits pays them on top (at most 15,000 positions: the short
 * mode's beam alone there, its A* only within the line's own limit).
 */
export const LINE_FIRST_LIMITS = { fast: 5_000, short: 10_000 } as const;

/** What is known at `pos` without a line to follow: settled at once, or by a search. */
export function* settle(
  pos: Position,
  goal: Goal | null,
  budget: WalkBudget,
  until: () => number,
): Generator<void, LineVerdict | WalkStopped, void> {
  if (reached(pos, goal)) return { kind: 'line', line: { start: pos, moves: [], cards: [] }, at: 0 };
  if (gameStatus(pos) === 'lost') return { kind: 'lost' };
  if (budget.signal?.aborted) return { stopped: 'aborted' };
  const most = budget.lineMaxStates;
  const first = {
    fast: Math.min(LINE_FIRST_LIMITS.fast, most),
    short: Math.min(LINE_FIRST_LIMITS.short, most),
  };
  if (first.fast < most || first.short < most) {
    const quick = yield* settleWithin(pos, goal, budget, until, first);
    if (quick !== null) return quick;
  }
  return (yield* settleWithin(pos, goal, budget, until, { fast: most, short: most })) ?? { kind: 'unknown' };
}

/**
 * The line's searches within `limit` positions (each mode its own): the fast mode, then the short
 * mode where the fast one settles nothing or finds a line far too long (`tooLong`). Null where the
 * verdict needs larger limits (unless they are the line's own: then a fast line too long stands, and
 * a position neither search settles is unknown).
 */
function* settleWithin(
  pos: Position,
  goal: Goal | null,
  budget: WalkBudget,
  until: () => number,
  limit: { readonly fast: number; readonly short: number },
): Generator<void, LineVerdict | WalkStopped | null, void> {
  const last = limit.fast === budget.lineMaxStates && limit.short === budget.lineMaxStates;
  const line = (moves: readonly Move[]): LineVerdict => ({ kind: 'line', line: makeLine(pos, moves), at: 0 });
  const r = yield* searchWithin(pos, goal, budget, until, 'fast', limit.fast);
  if ('stopped' in r) return r;
  if (r.status === 'unsolvable') return { kind: 'lost' };
  if (r.status === 'solved' && !tooLong(pos, r.moves.length)) return line(r.moves);
  // The fast search can win by a depth-first scan whose line wanders for thousands of moves
  // (Challenge 95916 after 8 moves: 5,768 where 105 do): no line to hand a player; the short mode
  // finds one of a sensible length. Or the fast mode, which shares its limit among several orders,
  // settled nothing: it can miss a win the short mode's own search finds within the same limit
  // (Two-Cell FreeCell 13659 from the start: the fast search needs some 1,400,000 positions, the
  // short mode's A* 401,196). The short mode is asked under the same limit, so the line stays a
  // function of the position.
  // Within the first limits, the short mode's beam alone: where it runs dry, its A* would need the
  // line's own limit (the beam settles what the first limits catch: Ephemeral 132209, 30206).
  const s = yield* searchWithin(
    pos,
    goal,
    budget,
    until,
    'short',
    limit.short,
    last ? {} : { aStarAfterBeam: false },
  );
  if ('stopped' in s) return s;
  if (s.status === 'unsolvable') return { kind: 'lost' };
  if (r.status === 'solved') {
    // The fast line stands where the short search settles nothing, or nothing shorter.
    if (s.status === 'solved') return line(s.moves.length < r.moves.length ? s.moves : r.moves);
    return last ? line(r.moves) : null;
  }
  if (s.status === 'solved') return line(s.moves);
  return last ? { kind: 'unknown' } : null;
}

/** The walk's next point: `step` then the history's next move `played` (legal there). */
export function* advance(
  step: LineStep,
  played: Move,
  goal: Goal | null,
  budget: WalkBudget,
  until: () => number,
): Generator<void, LineStep | WalkStopped, void> {
  const before = step.position;
  const position = applyMove(before, played);
  const v = step.verdict;
  // Winnability only goes from winnable to lost along a history: lost stays lost.
  if (v.kind === 'lost') return { position, verdict: v };
  if (v.kind === 'line') {
    const next = v.line.moves[v.at];
    if (next !== undefined && sameMove(next, played))
      return { position, verdict: { kind: 'line', line: v.line, at: v.at + 1 } };
    const kept = keepLine(v.line, v.at, before, played, goal);
    if (kept) return { position, verdict: { kind: 'line', ...kept } };
  }
  const verdict = yield* settle(position, goal, budget, until);
  return 'stopped' in verdict ? verdict : { position, verdict };
}
