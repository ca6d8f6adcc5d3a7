// !! BROWSER SAFE !!
/**
 * The shortest way to a goal with a lower bound: the same question and the same answer as
 * GoalSearch (goal.ts), the fewest moves and, of the shortest lines, the first in the `prefer`
 * order, found by iterative deepening on moves made plus a lower bound of the moves still needed
 * (IDA*). Where the bound is strong, it keeps far fewer positions than a breadth-first search: for a
 * win, every card off the foundations needs a move of its own, so with 15 cards left and a par of
 * 19 only lines with four moves that do not go home are searched.
 *
 * The bound must be 0 where the goal holds and consistent: it falls by at most 1 a move (then it never
 * overestimates, and a line found is a shortest one). Each pass is a depth-first search in the
 * `prefer` order, cut where moves made plus the bound exceed the pass's limit, that keeps the fewest
 * moves each position (by goal.ts's key) was reached in this pass; a position reached again in as
 * many moves or more is not searched again (its subtree found nothing). The first pass that reaches
 * the goal gives its first line in that order: the one GoalSearch gives. A pass that cuts nothing and
 * finds nothing has searched every reachable position: the goal is out of reach.
 *
 * Deterministic, and in slices for a worker (`step(until)`, as GoalSearch).
 */
import { applyMove, legalMoves, type Move, type Position } from '@cascade/core';
import {
  goalKeyer,
  goalStatesBudget,
  inPreferOrder,
  SlicedGoalSearch,
  type GoalResult,
  type GoalSearchOptions,
} from './goal.ts';

/** Options of the goal search bounded by work (`shortestPathToGoalBounded`): GoalSearchOptions and the bound. */
export interface BoundedGoalSearchOptions extends GoalSearchOptions {
  /** Fewest moves the goal can still take from a position, at most: 0 where it holds, consistent. */
  readonly lowerBound: (p: Position) => number;
}

/**
 * The bounded search in slices (see the module's comment). `maxStates` counts the positions searched
 * from, every pass together (a position reached again in fewer moves is searched again, so this bounds
 * the work, which the positions kept alone would not); `states` in the answer is that count.
 */
export class BoundedGoalSearch extends SlicedGoalSearch {
  constructor(start: Position, options: BoundedGoalSearchOptions) {
    super((until) => search(start, options, until));
  }
}

/** The shortest way from `start` to the goal with a lower bound, in one call. */
export function shortestPathByBound(start: Position, options: BoundedGoalSearchOptions): GoalResult {
  return new BoundedGoalSearch(start, options).step() as GoalResult;
}

interface Frame {
  readonly pos: Position;
  readonly moves: readonly Move[];
  next: number;
}

function* search(
  start: Position,
  options: BoundedGoalSearchOptions,
  until: () => number,
): Generator<void, GoalResult, void> {
  const maxStates = goalStatesBudget(options);
  const deadline = options.timeoutMs === undefined ? Infinity : performance.now() + options.timeoutMs;
  const { goal, accepts, dead, prefer, lowerBound } = options;
  const movesOf = (pos: Position): readonly Move[] =>
    inPreferOrder(
      pos,
      legalMoves(pos).filter((m) => !accepts || accepts(pos, m)),
      prefer,
    );
  if (goal(start)) return { status: 'found', moves: [], states: 1 };
  if (dead?.(start)) return { status: 'unreachable', states: 1 };
  const keyOf = goalKeyer(options);
  const startKey = keyOf(start);
  let limit = lowerBound(start);
  // Positions searched from, every pass together (the budget), and moves tried (the clock's pace).
  let searched = 1;
  let expanded = 0;
  for (;;) {
    // Fewest moves each position was reached in, this pass.
    const seen = new Map<string, number>([[startKey, 0]]);
    const stack: Frame[] = [{ pos: start, moves: movesOf(start), next: 0 }];
    const line: Move[] = [];
    // The least (moves made + bound) beyond the limit: the next pass's limit.
    let beyond = Infinity;
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as Frame;
      const m = top.moves[top.next++];
      if (m === undefined) {
        stack.pop();
        line.pop();
        continue;
      }
      if (++expanded % 64 === 0) {
        if (options.signal?.aborted) return { status: 'unknown', reason: 'aborted', states: searched };
        const now = performance.now();
        if (now > deadline) return { status: 'unknown', reason: 'timeout', states: searched };
        if (now > until()) yield;
      }
      const after = applyMove(top.pos, m);
      const made = stack.length;
      const f = made + lowerBound(after);
      if (f > limit) {
        if (f < beyond) beyond = f;
        continue;
      }
      if (goal(after)) return { status: 'found', moves: [...line, m], states: searched };
      const k = keyOf(after);
      const before = seen.get(k);
      if (before !== undefined && before <= made) continue;
      seen.set(k, made);
      if (dead?.(after)) continue;
      if (++searched >= maxStates) return { status: 'unknown', reason: 'max-states', states: searched };
      line.push(m);
      stack.push({ pos: after, moves: movesOf(after), next: 0 });
    }
    if (beyond === Infinity) return { status: 'unreachable', states: searched };
    limit = beyond;
  }
}
