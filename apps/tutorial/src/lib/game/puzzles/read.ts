/**
 * The engine's part of reading a puzzle file (data.ts does the shape): a puzzle's rules resolved,
 * its board read under them, its first moves legal on it, its solution a legal line from it. Whether
 * the puzzle's claims hold is check.ts's business (the tests).
 */
import { moveError, parseMove, replay } from '@cascade/core';
import { resolveVariant } from '@cascade/variants';
import { moveErrorText, notationErrorText, replayErrorText } from '@cascade/words';
import { openBoard } from '../step-board.ts';
import { puzzleGoal } from './judge.ts';
import type { Puzzle } from '../../puzzles/types.ts';

/** Where a puzzle's field is wrong (a path below the puzzle, `.board`) and what. */
export interface PuzzleFieldIssue {
  readonly field: string;
  readonly message: string;
}

/** The first problem of a puzzle's rules, board and moves, or null when they read whole. */
export function puzzlePositionIssue(p: Puzzle): PuzzleFieldIssue | null {
  const variant = resolveVariant(p.variant);
  if (!variant.ok) return { field: '.variant', message: variant.error.message };
  const source = resolveVariant(p.source.variant);
  if (!source.ok || source.value.houseRules)
    return {
      field: '.source.variant',
      message: `${JSON.stringify(p.source.variant)} is not a catalogue variant`,
    };
  const pos = openBoard(p.board, variant.value.rules);
  if (!pos.ok) return { field: '.board', message: pos.error };
  if (p.task.kind === 'play') {
    const goal = puzzleGoal(p.task.goal);
    if (!goal.ok) return { field: '.task.goal.card', message: goal.error };
    for (const [i, m] of p.task.firstMoves.entries()) {
      const mv = parseMove(m, pos.value);
      if (!mv.ok) return { field: `.task.firstMoves[${i}]`, message: notationErrorText(mv.error) };
      const e = moveError(pos.value, mv.value);
      if (e) return { field: `.task.firstMoves[${i}]`, message: moveErrorText(e) };
    }
  }
  const r = replay(pos.value, p.solution);
  if (!r.ok) return { field: `.solution[${r.error.index}]`, message: replayErrorText(r.error) };
  return null;
}
