/**
 * A lesson step's board, goal and allowed moves read with core: what the pages need to draw and play
 * a step. Kept apart from steps.ts, whose searches bring the solver with them: the pages import this
 * module and load no solver code (e2e/page-js.spec.ts checks the pages' scripts for it).
 */
import {
  formatPile,
  parseCard,
  parsePosition,
  type Move,
  type Position,
  type Result,
  type RulesSpec,
} from '@cascade/core';
import type { Goal } from '@cascade/hints';
import type { MoveFilter } from '@cascade/play/session';
import type { Allowed, LessonGoal } from '../lessons/types.ts';

/** The goal with its cards as core's numbers; an error names the bad card. */
export function toGoal(goal: LessonGoal): Result<Goal, string> {
  if (!('card' in goal)) return { ok: true, value: goal };
  const c = parseCard(goal.card);
  if (!c.ok) return { ok: false, error: `the goal's card: ${c.error.message}` };
  return { ok: true, value: { ...goal, card: c.value } as Goal };
}

/** A step's starting position: its board text checked against its rules. */
export function openBoard(board: string, rules: RulesSpec): Result<Position, string> {
  const pos = parsePosition(board, rules);
  if (!pos.ok)
    return { ok: false, error: `the board${'line' in pos.error ? ' text' : ''}: ${pos.error.message}` };
  return { ok: true, value: pos.value };
}

/**
 * Whether a move matches one of the step's patterns: source then destination, each a notation
 * character (`3`, `a`, `h`), `*` any pile, `#` a column (as a destination: one that holds cards),
 * or `_` an empty column (destination).
 */
export function moveAllowed(allowed: Allowed | undefined, m: Move, pos: Position): boolean {
  if (!allowed) return true;
  const from = m.from.kind === 'foundation' ? 'h' : formatPile(m.from, true);
  const to = formatPile(m.to);
  const toEmpty = m.to.kind === 'column' && (pos.columns[m.to.index]?.length ?? 0) === 0;
  const fromOk = (c: string | undefined) =>
    c === '*' || c === from || (c === '#' && m.from.kind === 'column');
  const toOk = (c: string | undefined) =>
    c === '*' || c === to || (c === '#' && m.to.kind === 'column' && !toEmpty) || (c === '_' && toEmpty);
  return allowed.moves.some((p) => fromOk(p[0]) && toOk(p[1]));
}

/** The step's allowed moves as the game session's move filter (none: every legal move). */
export function stepFilter(allowed: Allowed | undefined): MoveFilter | null {
  return allowed ? { accepts: (pos, m) => moveAllowed(allowed, m, pos), why: allowed.why } : null;
}
