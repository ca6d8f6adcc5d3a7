/**
 * Whether a step teaches a change of the rules, asked of the engine: played without the change (the
 * knob back at FreeCell's value, or the thing it gives withheld), the step's goal must come out
 * otherwise. A permissive change (more free cells, cards back from the foundations, building in any
 * suit) must be needed: without it the goal is out of reach or costs more than par. A restrictive
 * change (fewer cells, cells used once, Kings only) must bite: without it the goal is cheaper, or a
 * move that keeps the goal in reach under FreeCell's value loses it under these rules (the trap the
 * step warns of). The number of free cells is taught by a step that needs every one of them (with
 * one fewer taken at any time, the goal is out of reach). A change that gives the learner a move
 * (cards back from the foundations) is not taught by a goal that is only that move. The tests sweep
 * every generated course with it (generated-steps.test.ts).
 */
import {
  FREECELL_RULES,
  applyMove,
  deal,
  formatLayout,
  legalMoves,
  type Move,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import { runToEnd, type Goal } from '@cascade/hints';
import { BoundedGoalSearch, GoalSearch, type GoalResult } from '@cascade/solver';
import type { Knob, PlayStep } from '../lessons/types.ts';
import { DEAL_STEP_NUMBERS } from './generated-steps.ts';
import { cardsLeft, goalSearchOptions, moveAllowed, openBoard, toGoal } from './steps.ts';

/** Positions a search may store here: the boards are small. */
const STATES = 200_000;

/** Fewest moves to the goal from a position (null: out of reach), with an extra move filter. */
function fewest(
  pos: Position,
  goal: Goal,
  step: PlayStep,
  rules: RulesSpec,
  extra?: (p: Position, m: Move) => boolean,
): number | null | 'too-big' {
  const o = goalSearchOptions(goal, step.allowed, rules, STATES);
  const accepts = (p: Position, m: Move) => moveAllowed(step.allowed, m, p) && (extra?.(p, m) ?? true);
  const r: GoalResult = runToEnd(
    goal.kind === 'win'
      ? new BoundedGoalSearch(pos, { ...o, accepts, lowerBound: cardsLeft })
      : new GoalSearch(pos, { ...o, accepts }),
  );
  return r.status === 'found' ? r.moves.length : r.status === 'unreachable' ? null : 'too-big';
}

const cellsTaken = (p: Position): number => p.cells.filter((c) => typeof c === 'number').length;

/** Why a step does not teach the change of `knob` under `rules`, or null when it does. */
export function notTaught(step: PlayStep, rules: RulesSpec, knob: Knob): string | null {
  const start = openBoard(step.board, rules);
  const goal = toGoal(step.goal);
  if (!start.ok || !goal.ok) return `${step.id}: ${start.ok ? (goal.ok ? '' : goal.error) : start.error}`;
  const par = fewest(start.value, goal.value, step, rules);
  if (typeof par !== 'number') return `${step.id}: its goal is ${par === null ? 'out of reach' : 'too big'}`;

  // A change that gives a move is not taught by a goal that is that move and nothing else.
  if (knob === 'foundationsRemovable' && (step.goal.kind === 'card-to-column' || par < 2))
    return `${step.id}: its goal is the card brought back, with no reason to bring it`;

  // Cards dealt into the free cells: the goal needs one of them to leave its cell.
  if (knob === 'prefilledCells')
    return fewest(start.value, goal.value, step, rules, (_, m) => m.from.kind !== 'cell') === null
      ? null
      : `${step.id}: its goal needs no card to leave a free cell`;

  // The deal: the board is a deal of these rules as it starts, another under FreeCell's deal.
  if (knob === 'deal') {
    const n = dealNumber(step, rules);
    const other = n === null ? null : deal({ ...rules, deal: FREECELL_RULES.deal }, n);
    return other?.ok &&
      formatLayout(other.value, { full: true }) !== formatLayout(start.value, { full: true })
      ? null
      : `${step.id}: its board is not a deal of these rules, or the same under FreeCell's deal`;
  }

  // The number of free cells: every one is needed (with one fewer taken at a time, out of reach).
  if (knob === 'cells' && rules.cells > 0) {
    const fewer = fewest(
      start.value,
      goal.value,
      step,
      rules,
      (p, m) => m.to.kind !== 'cell' || cellsTaken(p) < rules.cells - 1,
    );
    if (fewer === null || (typeof fewer === 'number' && fewer > par)) return null;
  }

  // Without the change: the knob at FreeCell's value, where the board can be set up under it.
  const without: RulesSpec = { ...rules, [knob]: FREECELL_RULES[knob] };
  const other = openBoard(step.board, without);
  if (!other.ok) return knob === 'cells' ? `${step.id}: does not need every free cell` : null;
  const parWithout = fewest(other.value, goal.value, step, without);
  if (parWithout === 'too-big') return `${step.id}: too big to check without the change`;
  if (parWithout !== par) return null;
  // The same par: a restriction still bites where a move keeps the goal in reach without it and
  // loses it under these rules.
  for (const m of legalMoves(start.value)) {
    if (!moveAllowed(step.allowed, m, start.value)) continue;
    if (fewest(applyMove(start.value, m), goal.value, step, rules) !== null) continue;
    const mirror = legalMoves(other.value).find(
      (x) =>
        x.count === m.count &&
        x.from.kind === m.from.kind &&
        x.from.index === m.from.index &&
        x.to.kind === m.to.kind &&
        x.to.index === m.to.index,
    );
    if (mirror && typeof fewest(applyMove(other.value, mirror), goal.value, step, without) === 'number')
      return null;
  }
  return `${step.id}: played with ${knob} as in FreeCell, the goal comes out the same (par ${par})`;
}

/** Which deal of these rules the step's board is, as it starts (DEAL_STEP_NUMBERS), or null. */
export function dealNumber(step: PlayStep, rules: RulesSpec): number | null {
  const start = openBoard(step.board, rules);
  if (!start.ok) return null;
  const board = formatLayout(start.value, { full: true });
  for (const n of DEAL_STEP_NUMBERS) {
    const own = deal(rules, n);
    if (own.ok && formatLayout(own.value, { full: true }) === board) return n;
  }
  return null;
}
