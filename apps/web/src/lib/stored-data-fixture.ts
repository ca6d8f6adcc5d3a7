/** The fixtures of the stored-data tests (stored-data*.test.ts): the quota, junk, deep nesting, a saved game. */
import { asideCopies, STORAGE_PREFIX, type KeyValueStore } from '@cascade/play/storage';
import { getVariant } from '@cascade/variants';
import fc from 'fast-check';
import type { LoggedGame } from './game/game-log.ts';
import { SAVED_GAME_VERSION, type SavedGame } from './game/saved.ts';

export const P = STORAGE_PREFIX;
export const freecell = getVariant('freecell');
/** About what a browser gives a site (localStorage counts characters). */
export const QUOTA = 5_000_000;
/** Nested `depth` deep: JSON.parse reads it, JSON.stringify cannot write it back. */
export const deep = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const JUNK = 'x'.repeat(3_000_000);

/** Whether `text`, once stored under `key`, is still there or kept whole in a copy set aside. */
export function kept(store: KeyValueStore, key: string, text: string): boolean {
  if (store.getItem(P + key) === text) return true;
  return asideCopies(store).some((c) => store.getItem(P + c.key) === text);
}

export const TWO_CELLS = 'h1.hBgCAAcI.VHdvIGNlbGxzLCBraW5ncyBvbmx5';
export const game = (over: Partial<SavedGame> = {}): SavedGame => ({
  v: SAVED_GAME_VERSION,
  variant: 'freecell',
  deal: 617,
  moves: [['c0', 'f0', 1, 0]],
  cursor: 1,
  elapsedMs: 0,
  counted: true,
  won: false,
  assisted: false,
  updatedAt: 1,
  ...over,
});

// A newer version's field, a hand edit, a name like "__proto__": a reader that keeps only what it
// knows would drop the rest on the next write. Each such store is set aside before it is rewritten.

export const STATS_ENTRY = {
  played: 3,
  won: 2,
  currentStreak: 1,
  bestStreak: 2,
  fewestMoves: 90,
  bestTimeMs: 1000,
};
export const LOGGED: LoggedGame = {
  variant: 'freecell',
  deal: 5,
  won: true,
  moves: '38 3a',
  timeMs: 1000,
  at: 7,
};

/** A stored value of the right shape with fields of another version (any JSON) added. */
export const withExtras = (shape: Record<string, unknown>) =>
  fc
    .dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !(k in shape)),
      fc.jsonValue({ maxDepth: 2 }),
      { minKeys: 1, maxKeys: 3 },
    )
    .map((extra) => ({ ...shape, ...extra }));
