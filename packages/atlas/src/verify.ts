/**
 * A worker's records checked before they are stored: every solution replays as a win in core from
 * the deal (the grade's line with its own number of cells). Records from other machines are data,
 * not proofs: a wrong build or a damaged result must not reach the store. Unsolvable verdicts cannot
 * be checked this cheaply; they come from the same solver, and are trusted.
 */
import { deal, isWon, replay, type RulesSpec } from '@cascade/core';
import { replayErrorLine } from '@cascade/words';
import type { DealRecord } from './record.ts';

/** Why the record's solutions do not all win, or null when they do. */
export function recordProblem(rules: RulesSpec, r: DealRecord): string | null {
  const lines: [what: string, cells: number, moves: string | undefined][] = [
    ['fast', rules.cells, r.fast],
    ['short', rules.cells, r.short],
    ['grade', r.grade?.minFreeCells ?? rules.cells, r.grade?.moves],
  ];
  for (const [what, cells, moves] of lines) {
    if (moves === undefined) continue;
    const start = deal({ ...rules, cells }, r.deal);
    if (!start.ok) return `deal ${r.deal}: ${start.error.message}`;
    const played = replay(start.value, moves);
    if (!played.ok) return `deal ${r.deal}: the ${what} solution's ${replayErrorLine(played.error)}`;
    if (!isWon(played.value.position)) return `deal ${r.deal}: the ${what} solution does not win`;
  }
  return null;
}
