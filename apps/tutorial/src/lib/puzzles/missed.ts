/**
 * The puzzle themes a learner misses most, from their puzzle record (store.ts): the review offers a
 * fresh puzzle of each (`/puzzles/theme/<theme>`, at their level, one not tried yet). Each attempt
 * keeps its puzzle's main theme (store.ts; the ids no longer say it), so the record alone answers,
 * with no puzzle file to load.
 */
import type { PuzzleRecord } from './store.ts';
import { PUZZLE_THEMES, type PuzzleTheme } from './types.ts';

export interface MissedTheme {
  readonly theme: PuzzleTheme;
  /** Puzzles of the theme failed (first attempts). */
  readonly missed: number;
  /** Puzzles of the theme attempted. */
  readonly tried: number;
}

/**
 * The themes with at least one puzzle failed, the most failed first (then the larger share of
 * failures, then the contract's order of themes); at most `most` of them.
 */
export function missedThemes(record: PuzzleRecord, most = 3): MissedTheme[] {
  const counts = new Map<PuzzleTheme, { missed: number; tried: number }>();
  for (const attempt of Object.values(record.attempts)) {
    const theme = attempt.theme;
    if (!theme) continue;
    const c = counts.get(theme) ?? { missed: 0, tried: 0 };
    counts.set(theme, { missed: c.missed + (attempt.won ? 0 : 1), tried: c.tried + 1 });
  }
  return [...counts]
    .map(([theme, c]) => ({ theme, ...c }))
    .filter((t) => t.missed > 0)
    .sort(
      (a, b) =>
        b.missed - a.missed ||
        b.missed / b.tried - a.missed / a.tried ||
        PUZZLE_THEMES.indexOf(a.theme) - PUZZLE_THEMES.indexOf(b.theme),
    )
    .slice(0, most);
}
