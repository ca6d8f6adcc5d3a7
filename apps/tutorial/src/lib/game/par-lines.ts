/**
 * Every shortest line of a step at once: which kinds of move (lessons/move-kinds.ts) the learner can
 * meet on some line of `par` moves from the start to the goal, under the step's allowed moves, each
 * with one such line as its example. An exhaustive depth-first search with a memo of the positions
 * seen and the moves still to go (a win is cut where the cards still off the foundations outnumber
 * the moves left): the steps' boards are small.
 */
import { applyMove, legalMoves, type Move, type Position } from '@cascade/core';
import { goalReached, type Goal } from '@cascade/hints';
import type { Allowed } from '../lessons/types.ts';
import { moveKinds, type MoveKind } from '../lessons/move-kinds.ts';
import { cardsLeft, goalSearchOptions } from './steps.ts';

export type ParLines =
  | {
      readonly ok: true;
      /** Every kind met on some shortest line, with one such line. */
      readonly kinds: ReadonlyMap<MoveKind, readonly Move[]>;
      /** Positions searched (with the moves still to go). */
      readonly states: number;
    }
  | { readonly ok: false; readonly why: string };

/** Positions (with the moves left) the search may keep before it gives up: the boards are small. */
export const PAR_LINES_MAX_STATES = 2_000_000;

class OverBudget extends Error {}

/** The kinds of move on every line of exactly `par` moves from `start` to the goal. */
export function parLineKinds(
  start: Position,
  goal: Goal,
  allowed: Allowed | undefined,
  par: number,
  maxStates = PAR_LINES_MAX_STATES,
): ParLines {
  const options = goalSearchOptions(goal, allowed, start.rules);
  const key = (p: Position) =>
    `${p.foundations.join('.')}|${p.base ?? ''}|${p.cells.join(',')}|${p.pendingCell ?? ''}|${p.columns.map((c) => c.join('.')).join('/')}`;
  const memo = new Map<string, Map<MoveKind, Move[]> | null>();
  let states = 0;
  const explore = (pos: Position, left: number): Map<MoveKind, Move[]> | null => {
    if (goalReached(pos, goal)) return new Map();
    if (left === 0 || options.dead?.(pos)) return null;
    if (goal.kind === 'win' && cardsLeft(pos) > left) return null;
    const k = `${left}@${key(pos)}`;
    const seen = memo.get(k);
    if (seen !== undefined) return seen;
    if (++states > maxStates) throw new OverBudget(`more than ${maxStates} positions`);
    let found: Map<MoveKind, Move[]> | null = null;
    for (const m of legalMoves(pos)) {
      if (options.accepts && !options.accepts(pos, m)) continue;
      const rest = explore(applyMove(pos, m), left - 1);
      if (rest === null) continue;
      found ??= new Map();
      for (const kind of moveKinds(pos, m)) if (!found.has(kind)) found.set(kind, [m, ...restLine(rest)]);
      for (const [kind, line] of rest) if (!found.has(kind)) found.set(kind, [m, ...line]);
    }
    memo.set(k, found);
    return found;
  };
  try {
    const kinds = explore(start, par);
    if (kinds === null) return { ok: false, why: `the goal is not reached in ${par} moves` };
    return { ok: true, kinds, states };
  } catch (e) {
    if (e instanceof OverBudget) return { ok: false, why: e.message };
    throw e;
  }
}

/** Some line on from a position whose kinds are known (any of them: each is a line to the goal). */
function restLine(rest: Map<MoveKind, Move[]>): Move[] {
  for (const line of rest.values()) return line;
  return [];
}
