// !! BROWSER SAFE !!
/**
 * GoalSearch's bounded order (its `lowerBound` option): the same question and the same answer as
 * its breadth-first order (goal.ts), the fewest moves and, of the shortest lines, the first in the `prefer`
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
import { applyMove, type Move, type Position } from '@cascade/core';
import { goalSetup, pace, type GoalResult, type GoalSearchOptions } from './goal.ts';

interface Frame {
  readonly pos: Position;
  readonly moves: readonly Move[];
  next: number;
}

/** The bounded order of GoalSearch (see the module's comment). */
export function* boundedSearch(
  start: Position,
  options: GoalSearchOptions,
  lowerBound: (p: Position) => number,
  until: () => number,
): Generator<void, GoalResult, void> {
  const { maxStates, deadline, movesOf, keyOf } = goalSetup(options, true);
  const { goal, dead } = options;
  if (goal(start)) return { status: 'found', moves: [], states: 1 };
  if (dead?.(start)) return { status: 'unreachable', states: 1 };
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
        const now = pace(options, deadline, until);
        if (now === 'pause') yield;
        else if (now !== null) return { status: 'unknown', reason: now, states: searched };
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
