/**
 * A lesson step's searches: the solver's shortest-path search set up for its goal (the par, the
 * learner's way to the goal, whether it can still be reached). The board, the goal and the allowed
 * moves read with core are step-board.ts's (re-exported here), which the pages load without the solver.
 */
import {
  canBuildOn,
  CELL_LETTERS,
  deckSize,
  isHome,
  type Card,
  type Move,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import { goalReached, runToEnd, sliced, within, type Goal, type Sliced } from '@cascade/hints';
import {
  BoundedGoalSearch,
  GoalSearch,
  Solver,
  type GoalResult,
  type GoalSearchOptions,
} from '@cascade/solver';
import type { Allowed } from '../lessons/types.ts';

export { moveAllowed, openBoard, stepFilter, toGoal } from './step-board.ts';
import { moveAllowed } from './step-board.ts';

/**
 * The piles the step's question does not tell apart, for the search's key: the columns neither
 * the goal nor a pattern names, and the free cells when the patterns name each cell alike (or none).
 */
function symmetryOf(goal: Goal, allowed: Allowed | undefined, cells: number): GoalSearchOptions['symmetry'] {
  const fixedColumns = new Set<number>();
  if ('column' in goal && goal.column !== undefined) fixedColumns.add(goal.column);
  const patterns = new Set(allowed?.moves ?? []);
  const letters = CELL_LETTERS.slice(0, cells);
  let cellsAlike = true;
  for (const p of patterns) {
    [...p].forEach((c, at) => {
      if (/^[0-9]$/.test(c)) fixedColumns.add(c === '0' ? 9 : Number(c) - 1);
      // A pattern naming one cell must have its twin for every other cell.
      if (letters.includes(c))
        for (const other of letters)
          if (!patterns.has(`${p.slice(0, at)}${other}${p.slice(at + 1)}`)) cellsAlike = false;
    });
  }
  return { cells: cellsAlike, columns: true, fixedColumns: [...fixedColumns] };
}

/**
 * Whether the goal can never be reached from a position, by what the goal needs and the
 * foundations hold (a card home stays home unless the rules give foundation cards back): a
 * necessary condition, cheap enough for every position the goal search reaches, which lets it
 * stop at once on a board where the goal is lost instead of searching every position left.
 * - a card to a column, or the card leading a run: that card must still be in play;
 * - a run of n cards led by a card: a chain of n cards still in play, each one the rules let
 *   build on the one before (for alternate colours, a card of the right colour at every rank).
 */
export function goalDead(pos: Position, goal: Goal): boolean {
  if (pos.rules.foundationsRemovable) return false;
  if (goal.kind !== 'card-to-column' && goal.kind !== 'run-moved') return false;
  if (isHome(pos, goal.card)) return true;
  if (goal.kind === 'card-to-column') return false;
  // The cards that can lie k cards above the leader in a run of cards still in play, k = 1 … n-1.
  const size = deckSize(pos.rules);
  let layer: Card[] = [goal.card];
  for (let k = 1; k < goal.length; k++) {
    const next: Card[] = [];
    for (let c = 0; c < size; c++)
      if (!isHome(pos, c) && layer.some((under) => canBuildOn(pos.rules, c, under))) next.push(c);
    if (next.length === 0) return true;
    layer = next;
  }
  return false;
}

/**
 * The order a lesson's hints try moves in, among the shortest lines: what the lessons teach, a card
 * home first, then a card onto a column's card (building), then into an empty column, a free cell
 * last (keep free cells open; an empty column is worth more than a cell).
 */
export function lessonPreference(pos: Position, m: Move): number {
  if (m.to.kind === 'foundation') return 0;
  if (m.to.kind === 'cell') return 3;
  return (pos.columns[m.to.index]?.length ?? 0) > 0 ? 1 : 2;
}

/**
 * The solver's shortest-path search set up for a step: its goal, its allowed moves, its symmetries,
 * and the lessons' order among the shortest lines (the line a hint shows).
 */
export function goalSearchOptions(
  goal: Goal,
  allowed: Allowed | undefined,
  rules: RulesSpec,
  maxStates?: number,
  ordered = true,
): GoalSearchOptions {
  // The goal's dead ends depend only on the foundations: each set of them is judged once.
  const deadFor = new Map<string, boolean>();
  const dead = (p: Position): boolean => {
    const k = `${p.foundations.join('.')}|${p.base ?? ''}`;
    let d = deadFor.get(k);
    if (d === undefined) deadFor.set(k, (d = goalDead(p, goal)));
    return d;
  };
  const symmetry = symmetryOf(goal, allowed, rules.cells);
  const fixed = new Set(symmetry?.fixedColumns ?? []);
  return {
    goal: (p) => goalReached(p, goal),
    ...(ordered ? { prefer: lessonPreference } : {}),
    // Of the moves that differ only by which free cell or which empty column (of those the step does
    // not name) they use, one: the rest lead to the same position up to the search's symmetries.
    accepts: (p: Position, m: Move) => {
      if (allowed && !moveAllowed(allowed, m, p)) return false;
      if (m.to.kind === 'cell' && symmetry?.cells === true) return m.to.index === p.cells.indexOf(null);
      if (m.to.kind === 'column' && (p.columns[m.to.index]?.length ?? 0) === 0 && !fixed.has(m.to.index))
        return m.to.index === p.columns.findIndex((c, i) => c.length === 0 && !fixed.has(i));
      return true;
    },
    dead,
    symmetry,
    ...(maxStates !== undefined ? { maxStates } : {}),
  };
}

/** Every card off the foundations needs a move of its own: a bound on the moves a win still takes. */
export function cardsLeft(pos: Position): number {
  let home = 0;
  for (const n of pos.foundations) home += n;
  return deckSize(pos.rules) - home;
}

/**
 * Positions the solver may store to settle whether a win is still possible at all, before the bounded
 * search looks for the shortest one (a budget of positions, no clock: the same answer on every machine).
 */
export const WIN_CHECK_STATES = 200_000;

/**
 * The search for the shortest way to a step's goal from a position: for a win, first the solver,
 * which proves a lost position lost in a few positions (the bounded search could only say so after
 * searching every position reachable), then its bounded search (iterative deepening on moves made
 * plus the cards still to go home, which never overestimates and falls by at most one a move), so a
 * whole small board is searched in thousands of positions, not millions; otherwise breadth-first.
 * Both searches give the same answer: the fewest moves, and of the shortest lines the first in the
 * lessons' order (the solver's tests compare them). `ordered` false: only the fewest moves matter
 * (the goal check), and the moves are not sorted into the lessons' order.
 */
export function goalSearch(
  pos: Position,
  goal: Goal,
  allowed: Allowed | undefined,
  rules: RulesSpec,
  maxStates?: number,
  ordered = true,
): Sliced<GoalResult> {
  const options = goalSearchOptions(goal, allowed, rules, maxStates, ordered);
  if (goal.kind !== 'win') return new GoalSearch(pos, options);
  return sliced(function* (until): Generator<void, GoalResult, void> {
    // Unsolvable with every legal move, so with the step's allowed moves too.
    const proof = yield* within(new Solver(pos, { mode: 'fast', maxStates: WIN_CHECK_STATES }), until);
    if (proof.status === 'unsolvable') return { status: 'unreachable', states: proof.stats.states };
    return yield* within(new BoundedGoalSearch(pos, { ...options, lowerBound: cardsLeft }), until);
  });
}

/** The shortest way to a step's goal from a position, in one call (see goalSearch). */
export function shortestLine(
  pos: Position,
  goal: Goal,
  allowed: Allowed | undefined,
  rules: RulesSpec,
  maxStates?: number,
): GoalResult {
  return runToEnd(goalSearch(pos, goal, allowed, rules, maxStates));
}
