// !! BROWSER SAFE !!
/**
 * The shortest way to a goal: the fewest moves from a position to one where a predicate holds,
 * through core's legal moves (a run moved as one unit is one move), optionally only those a filter
 * accepts. Breadth-first and exhaustive within its budget, so `unreachable` is a proof and a line
 * found is a shortest one. Generic over the rules (they come from the position), deterministic
 * (the same answer for the same input), and in slices for a worker: `step(until)` works until a
 * `performance.now()` time and returns null when there is more to do.
 *
 * It is meant for small positions (tutorial steps, a lesson's goal): every position it reaches is
 * kept, by a key that can ignore the order of piles the question does not name.
 *
 * One search, two orders: breadth-first by default; with `lowerBound`, iterative deepening on moves
 * made plus that bound (goal-bounded.ts), the same answer keeping far fewer positions where the
 * bound is strong.
 */
import { applyMove, CLOSED_CELL, legalMoves, type Move, type Position } from '@cascade/core';
import { boundedSearch } from './goal-bounded.ts';
import type { UnknownReason } from './options.ts';

/** Options of `shortestPathToGoal`: the goal, the moves accepted, dead positions, symmetry and the budget. */
export interface GoalSearchOptions {
  /** The goal: a position where it holds ends the search. */
  readonly goal: (p: Position) => boolean;
  /** Only these moves are taken (a lesson's allowed moves); default every legal move. */
  readonly accepts?: (p: Position, m: Move) => boolean;
  /**
   * The order in which moves are tried, lower first (ties keep core's order): of all the shortest
   * lines, the search returns the first in this order, move by move (the least, compared move by
   * move). A lesson's hint prefers what the lesson teaches (a card home before a card parked). The
   * line from the position after its first move is the rest of the same line.
   */
  readonly prefer?: (p: Position, m: Move) => number;
  /** Positions from which the goal can never be reached: reached, but not searched from. */
  readonly dead?: (p: Position) => boolean;
  /**
   * Piles whose order does not matter to the question (nothing in the rules depends on where a
   * pile is; a goal or a filter that names a pile pins it): `cells` swaps free cells freely,
   * `columns` every column but the `fixedColumns`. Default: every pile in its place.
   */
  readonly symmetry?: {
    readonly cells?: boolean;
    readonly columns?: boolean;
    readonly fixedColumns?: readonly number[];
  };
  /** Stop with `unknown` (`max-states`) once this many positions are kept. Default 2,000,000, at most GOAL_MAX_STATES_LIMIT. */
  readonly maxStates?: number;
  /** Stop with `unknown` (`timeout`) after this many milliseconds. Default: no limit. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /**
   * Fewest moves the goal can still take from a position, at most: 0 where it holds, consistent
   * (it falls by at most 1 a move). Given, the search deepens by it (goal-bounded.ts); `maxStates`
   * then counts the positions searched from, every pass together.
   */
  readonly lowerBound?: (p: Position) => number;
}

/** A goal search's answer: `found` with the fewest moves, `unreachable` (a proof), or `unknown` with the budget that ran out. */
export type GoalResult =
  /** The fewest moves from the start to the goal (none: it holds already). */
  | { readonly status: 'found'; readonly moves: readonly Move[]; readonly states: number }
  /** Every position reachable (through the moves taken) was searched: the goal is out of reach. */
  | { readonly status: 'unreachable'; readonly states: number }
  | { readonly status: 'unknown'; readonly reason: UnknownReason; readonly states: number };

/** The default position budget of a goal search. */
export const DEFAULT_GOAL_MAX_STATES = 2_000_000;
/**
 * The largest budget a goal search can use: its positions are keys of a JavaScript Map, which holds
 * at most 2^24 (16,777,216) entries. A larger `maxStates` stops here, with `unknown` (max-states).
 */
export const GOAL_MAX_STATES_LIMIT = 16_000_000;

/** The budget a goal search keeps to: `maxStates` (default DEFAULT_GOAL_MAX_STATES), at most GOAL_MAX_STATES_LIMIT. */
export const goalStatesBudget = (options: { readonly maxStates?: number }): number =>
  Math.min(options.maxStates ?? DEFAULT_GOAL_MAX_STATES, GOAL_MAX_STATES_LIMIT);

/** A key for a position up to the symmetries asked for (goal-bounded.ts keys its positions alike). */
export function goalKeyer(options: GoalSearchOptions): (p: Position) => string {
  const sym = options.symmetry ?? {};
  const fixed = new Set(sym.fixedColumns ?? []);
  return (pos) => {
    const cellKeys = pos.cells.map((c, i) =>
      c === null ? '' : c === CLOSED_CELL ? '#' : `${c}${pos.pendingCell === i ? '*' : ''}`,
    );
    if (sym.cells) cellKeys.sort();
    const free: string[] = [];
    const kept: string[] = [];
    pos.columns.forEach((col, i) =>
      sym.columns && !fixed.has(i) ? free.push(col.join('.')) : kept.push(`${i}=${col.join('.')}`),
    );
    free.sort();
    return `${pos.foundations.join('.')}|${pos.base ?? ''}|${cellKeys.join(',')}|${kept.join('/')}|${free.join('/')}`;
  };
}

/** A goal search run in slices: a generator that yields when `until()` has passed. */
export class SlicedGoalSearch {
  readonly #run: Generator<void, GoalResult, void>;
  #until = Infinity;
  #result: GoalResult | null = null;

  constructor(run: (until: () => number) => Generator<void, GoalResult, void>) {
    this.#run = run(() => this.#until);
  }

  /** Works until `until` (a performance.now() time; default: to the end): the answer, or null. */
  step(until = Infinity): GoalResult | null {
    if (this.#result) return this.#result;
    this.#until = until;
    const r = this.#run.next();
    if (r.done) this.#result = r.value;
    return this.#result;
  }
}

/** The search in slices (see the module's comment): breadth-first, or deepening by `lowerBound`. */
export class GoalSearch extends SlicedGoalSearch {
  constructor(start: Position, options: GoalSearchOptions) {
    const { lowerBound } = options;
    super((until) =>
      lowerBound ? boundedSearch(start, options, lowerBound, until) : breadthFirst(start, options, until),
    );
  }
}

/** Options of the bounded goal search: GoalSearchOptions with the lower bound required (fewest moves the goal can still take from a position, at most; 0 where it holds). */
export interface BoundedGoalSearchOptions extends GoalSearchOptions {
  readonly lowerBound: (p: Position) => number;
}

/** GoalSearch with its lower bound required: the bounded order (goal-bounded.ts). */
export class BoundedGoalSearch extends GoalSearch {
  constructor(start: Position, options: BoundedGoalSearchOptions) {
    super(start, options);
  }
}

/** The shortest way from `start` to the goal with a lower bound, in one call. */
export function shortestPathByBound(start: Position, options: BoundedGoalSearchOptions): GoalResult {
  return new BoundedGoalSearch(start, options).step() as GoalResult;
}

/** What the clock and the signal say (read every 64 positions): stop, and why; pause; or go on. */
export function pace(
  options: GoalSearchOptions,
  deadline: number,
  until: () => number,
): UnknownReason | 'pause' | null {
  if (options.signal?.aborted) return 'aborted';
  const now = performance.now();
  if (now > deadline) return 'timeout';
  return now > until() ? 'pause' : null;
}

/** The setup both orders share: the budget, the deadline, a position's moves in order, the key. */
export function goalSetup(options: GoalSearchOptions, filter: boolean) {
  const { accepts, prefer } = options;
  return {
    maxStates: goalStatesBudget(options),
    deadline: options.timeoutMs === undefined ? Infinity : performance.now() + options.timeoutMs,
    movesOf: (pos: Position): readonly Move[] =>
      inPreferOrder(
        pos,
        filter && accepts ? legalMoves(pos).filter((m) => accepts(pos, m)) : legalMoves(pos),
        prefer,
      ),
    keyOf: goalKeyer(options),
  };
}

/** The moves in the `prefer` order (ties in the order given), or as given without one. */
export function inPreferOrder(
  pos: Position,
  moves: readonly Move[],
  prefer: GoalSearchOptions['prefer'],
): readonly Move[] {
  if (!prefer) return moves;
  return moves
    .map((m, i) => ({ m, i, rank: prefer(pos, m) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.m);
}

/** The shortest way from `start` to the goal, in one call. */
export function shortestPathToGoal(start: Position, options: GoalSearchOptions): GoalResult {
  return new GoalSearch(start, options).step() as GoalResult;
}

function* breadthFirst(
  start: Position,
  options: GoalSearchOptions,
  until: () => number,
): Generator<void, GoalResult, void> {
  const { maxStates, deadline, movesOf, keyOf } = goalSetup(options, false);
  const { goal, accepts, dead } = options;
  if (goal(start)) return { status: 'found', moves: [], states: 1 };
  if (dead?.(start)) return { status: 'unreachable', states: 1 };
  const parent = new Map<string, { readonly prev: string; readonly move: Move } | null>();
  const startKey = keyOf(start);
  parent.set(startKey, null);
  const path = (key: string): Move[] => {
    const out: Move[] = [];
    for (let p = parent.get(key); p; p = parent.get(p.prev)) out.push(p.move);
    return out.reverse();
  };
  let frontier: { readonly key: string; readonly pos: Position }[] = [{ key: startKey, pos: start }];
  let expanded = 0;
  while (frontier.length > 0) {
    const next: { key: string; pos: Position }[] = [];
    for (const { key, pos } of frontier) {
      // The clock and the signal are read every 64 positions: cheap next to the moves of one.
      if (++expanded % 64 === 0) {
        const now = pace(options, deadline, until);
        if (now === 'pause') yield;
        else if (now !== null) return { status: 'unknown', reason: now, states: parent.size };
      }
      for (const m of movesOf(pos)) {
        if (accepts && !accepts(pos, m)) continue;
        const after = applyMove(pos, m);
        const k = keyOf(after);
        if (parent.has(k)) continue;
        parent.set(k, { prev: key, move: m });
        if (goal(after)) return { status: 'found', moves: path(k), states: parent.size };
        if (parent.size >= maxStates) return { status: 'unknown', reason: 'max-states', states: parent.size };
        if (!dead?.(after)) next.push({ key: k, pos: after });
      }
    }
    frontier = next;
  }
  return { status: 'unreachable', states: parent.size };
}
