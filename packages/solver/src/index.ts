// !! BROWSER SAFE !!
/**
 * @cascade/solver — solves any position of any rules spec: a solution, a proof that there is
 * none, or "unknown" when a budget runs out. Rules come from position.rules.
 */
import type { Position } from '@cascade/core';
import type { SolveOptions, SolveResult } from './options.ts';
import { Solver } from './search.ts';

export * from './options.ts';
export {
  BoundedGoalSearch,
  DEFAULT_GOAL_MAX_STATES,
  GOAL_MAX_STATES_LIMIT,
  GoalSearch,
  shortestPathByBound,
  shortestPathToGoal,
  type BoundedGoalSearchOptions,
  type GoalResult,
  type GoalSearchOptions,
} from './goal.ts';

export { Solver, type SolverConfig } from './search.ts';
export { SLICE_MS, yieldToMessages } from './slices.ts';

/** Solves `position` under its own rules. Every solution is replayed in core before it is returned. */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  return new Solver(position, options).step()!;
}
