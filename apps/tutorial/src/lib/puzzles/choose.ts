/**
 * Which puzzle to play: at the learner's level, by theme, the next of a streak, the puzzle of the day.
 * Every choice is deterministic (ties broken by id), so the same data and record give the same puzzle.
 */
import { fnv1a } from './ids.ts';
import { puzzleRating, attempted, type PuzzleRecord } from './store.ts';
import { PUZZLE_THEMES, type Puzzle, type PuzzleTheme } from './types.ts';

const byId = (a: Puzzle, b: Puzzle) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The puzzle nearest the learner's rating (by the learner's copy of the puzzles' ratings) among those
 * not attempted yet, of `theme` if given; when every one has been attempted, the nearest of all
 * (a replay, not rated). `skip` leaves out a puzzle (the one just played). Null: no puzzle at all.
 */
export function puzzleAtLevel(
  puzzles: readonly Puzzle[],
  record: PuzzleRecord,
  options: { readonly theme?: PuzzleTheme; readonly skip?: string } = {},
): Puzzle | null {
  const { theme, skip } = options;
  const pool = puzzles.filter((p) => p.id !== skip && (theme === undefined || p.themes.includes(theme)));
  const fresh = pool.filter((p) => !attempted(record, p.id));
  const from = fresh.length > 0 ? fresh : pool;
  const target = record.learner.rating;
  let best: Puzzle | null = null;
  let bestGap = Infinity;
  for (const p of [...from].sort(byId)) {
    const gap = Math.abs(puzzleRating(record, p).rating - target);
    if (gap < bestGap) {
      best = p;
      bestGap = gap;
    }
  }
  return best;
}

/** How many puzzles each theme has (a puzzle counts under every theme it lists). */
export function themeCounts(puzzles: readonly Puzzle[]): Record<PuzzleTheme, number> {
  const counts = Object.fromEntries(PUZZLE_THEMES.map((t) => [t, 0])) as Record<PuzzleTheme, number>;
  for (const p of puzzles) for (const t of new Set(p.themes)) counts[t]++;
  return counts;
}

/**
 * A streak's puzzles, in the order they are played: from the easiest, each the next one up by its
 * data rating (puzzles of equal rating by id). The streak goes on while the learner solves them and
 * ends at the first mistake, or at the end of the list.
 */
export function streakOrder(puzzles: readonly Puzzle[]): readonly Puzzle[] {
  return [...puzzles].sort((a, b) => a.rating - b.rating || byId(a, b));
}

/**
 * How much harder each puzzle of a streak is than the one before, at least (rating points): with
 * thousands of puzzles, the next one up would otherwise be as hard as the last.
 */
export const STREAK_STEP = 20;

/**
 * A streak's next puzzle: the first in streak order rated at least STREAK_STEP above the last one
 * played (`after`, null at the start: the easiest), so each puzzle is harder than the one before.
 * Null: none is left.
 */
export function streakNext(order: readonly Puzzle[], after: Puzzle | null): Puzzle | null {
  if (after === null) return order[0] ?? null;
  return order.find((p) => p.rating >= after.rating + STREAK_STEP) ?? null;
}

/** The UTC date of a moment, `YYYY-MM-DD`: the day the puzzle of the day belongs to. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The puzzle of the day, the same for everyone: the puzzles sorted by id, the one at the index the
 * day (`YYYY-MM-DD`, UTC) hashes to. Null: no puzzles.
 */
export function dailyPuzzle(puzzles: readonly Puzzle[], day: string): Puzzle | null {
  if (puzzles.length === 0) return null;
  const sorted = [...puzzles].sort(byId);
  return sorted[fnv1a(`cascade-daily:${day}`) % sorted.length] ?? null;
}
