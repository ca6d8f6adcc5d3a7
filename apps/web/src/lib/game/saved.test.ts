import { describe, expect, test } from 'vitest';
import {
  asideCopies,
  memoryStore,
  readJson,
  STORAGE_PREFIX,
  type KeyValueStore,
} from '@cascade/play/storage';
import {
  lastGame,
  saveGame,
  SAVED_GAME_VERSION,
  SAVED_GAMES_MAX,
  type SavedGame,
  type SavedMove,
  UNREADABLE_GAMES_KEY,
} from './saved.ts';

const PLAYER: SavedMove = ['c0', 'f0', 1, 0];
/** The texts of the copies of one kind set aside, oldest first. */
const copiesOf = (store: KeyValueStore, aside: string) =>
  asideCopies(store, aside).map((c) => store.getItem(`${STORAGE_PREFIX}${c.key}`));
const AUTO: SavedMove = ['c1', 'h3', 1, 1];

function record(deal: number, moves: SavedMove[], extra: Partial<SavedGame> = {}): SavedGame {
  return {
    v: SAVED_GAME_VERSION,
    variant: 'freecell',
    deal,
    moves,
    cursor: moves.length,
    elapsedMs: 0,
    counted: moves.some((m) => m[3] === 0),
    won: false,
    assisted: false,
    updatedAt: deal,
    ...extra,
  };
}

const savedKeys = (store: ReturnType<typeof memoryStore>): string[] => {
  const r = readJson(store, 'games');
  return r.ok && r.value ? Object.keys(r.value).sort() : [];
};

describe('saved games', () => {
  test('a deal only opened (or only autoplayed) is not saved and keeps the game to continue', () => {
    const store = memoryStore();
    saveGame(store, record(5, [PLAYER]));
    expect(lastGame(store)).toEqual({ variant: 'freecell', deal: 5, moves: 1 });
    saveGame(store, record(6, []));
    saveGame(store, record(7, [AUTO]));
    expect(savedKeys(store)).toEqual(['freecell/5']);
    expect(lastGame(store)).toEqual({ variant: 'freecell', deal: 5, moves: 1 });
  });

  test('a restarted game drops its record', () => {
    const store = memoryStore();
    saveGame(store, record(5, [PLAYER, AUTO]));
    saveGame(store, record(5, [AUTO]));
    expect(savedKeys(store)).toEqual([]);
    expect(lastGame(store)).toBeNull();
  });

  test('continue: the last game played if under way, else the most recent one that is', () => {
    const store = memoryStore();
    saveGame(store, record(3, [PLAYER], { updatedAt: 30 }));
    saveGame(store, record(4, [PLAYER], { updatedAt: 40 }));
    saveGame(store, record(9, [PLAYER], { updatedAt: 20 }));
    expect(lastGame(store)?.deal).toBe(9);
    saveGame(store, record(9, [PLAYER], { updatedAt: 50, won: true }));
    expect(lastGame(store)?.deal).toBe(4);
    // Taken back to the deal (the move can be redone): not a game to continue.
    saveGame(store, record(4, [PLAYER], { updatedAt: 60, cursor: 0 }));
    expect(lastGame(store)?.deal).toBe(3);
  });

  test('a full list drops finished games before games under way, then the oldest', () => {
    const store = memoryStore();
    saveGame(store, record(1, [PLAYER], { won: true, updatedAt: 1000 }));
    for (let d = 2; d <= SAVED_GAMES_MAX; d++) saveGame(store, record(d, [PLAYER]));
    expect(savedKeys(store)).toHaveLength(SAVED_GAMES_MAX);
    saveGame(store, record(100, [PLAYER], { updatedAt: 2000 }));
    const keys = savedKeys(store);
    expect(keys).toHaveLength(SAVED_GAMES_MAX);
    expect(keys).not.toContain('freecell/1');
    expect(keys).toContain('freecell/2');
    saveGame(store, record(101, [PLAYER], { updatedAt: 3000 }));
    expect(savedKeys(store)).not.toContain('freecell/2');
    expect(savedKeys(store)).toContain('freecell/101');
  });

  test('saved games that cannot be read are set aside, as they were, before new ones replace them', () => {
    const store = memoryStore({ [`${STORAGE_PREFIX}games`]: '{not json' });
    saveGame(store, record(6, []));
    expect(store.getItem(`${STORAGE_PREFIX}games`)).toBe('{not json');
    saveGame(store, record(5, [PLAYER]));
    expect(savedKeys(store)).toEqual(['freecell/5']);
    expect(copiesOf(store, UNREADABLE_GAMES_KEY)).toEqual(['{not json']);
  });
});
