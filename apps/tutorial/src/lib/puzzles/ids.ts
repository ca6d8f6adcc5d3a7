/**
 * Puzzle ids. A puzzle's id is its source variant and a hash of where it comes from and its main
 * theme (`freecell-1x8k2qf`): stable (progress and ratings are kept under it), unique (the reader
 * checks), and silent about the theme, which would give the answer away (a `lost` puzzle's id said
 * "lost"). Ids of the first puzzle files (`freecell-12-40-empty-column`) are still read: each names
 * its puzzle's new id (`movedPuzzleId`), so old links and stored records keep working.
 */
import { PUZZLE_THEMES, type PuzzleTheme } from './types.ts';

/** FNV-1a, 32 bits: the same number for the same text on every machine. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Where a puzzle comes from (types.ts `Puzzle.source`). */
export interface PuzzleSource {
  readonly variant: string;
  readonly deal: number;
  readonly ply: number;
}

/** The id of the puzzle of `theme` (its main one) taken from `source`. */
export function puzzleId(source: PuzzleSource, theme: PuzzleTheme): string {
  const hash = fnv1a(`${source.deal}-${source.ply}-${theme}`).toString(36).padStart(7, '0');
  return `${source.variant}-${hash}`;
}

const OLD_ID = /^([a-z]+)-([1-9]\d{0,9})-(0|[1-9]\d{0,4})-([a-z-]+)$/;

/**
 * An id in the first files' shape (`${variant}-${deal}-${ply}-${theme}`): its puzzle's id now and
 * its main theme; null for any other text.
 */
export function movedPuzzleId(old: string): { readonly id: string; readonly theme: PuzzleTheme } | null {
  const m = OLD_ID.exec(old);
  if (!m) return null;
  const theme = m[4] as string;
  if (!(PUZZLE_THEMES as readonly string[]).includes(theme)) return null;
  const source = { variant: m[1] as string, deal: Number(m[2]), ply: Number(m[3]) };
  return { id: puzzleId(source, theme as PuzzleTheme), theme: theme as PuzzleTheme };
}
