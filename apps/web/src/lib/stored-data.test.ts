/**
 * The game's stored data, key by key, against bad input (a corpus: duplicates, deep nesting, data
 * the size of the quota, wrong types, inherited keys), and any JSON value (property tests): each
 * read gives a message or the data, never a throw, and nothing stored is lost: after the app has
 * written, the stored text is still under its key or kept, whole, in a copy set aside.
 */
import { asideCopies, memoryStore, STORAGE_PREFIX, type KeyValueStore } from '@cascade/play/storage';
import { getVariant } from '@cascade/variants';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GameController } from './game/controller.svelte.ts';
import { lastGame, saveGame, SAVED_GAME_VERSION, type SavedGame } from './game/saved.ts';
import { loadAllStats, loadStats, recordStart, statsProblem, updateStats } from './game/stats.ts';
import { readHouseRules, removeHouseRules, saveHouseRules } from './house-rules.ts';
import { cleanSettings, DEFAULT_SETTINGS, saveSettings } from './settings.svelte.ts';

const P = STORAGE_PREFIX;
const freecell = getVariant('freecell');
/** About what a browser gives a site (localStorage counts characters). */
const QUOTA = 5_000_000;
/** Nested `depth` deep: JSON.parse reads it, JSON.stringify cannot write it back. */
const deep = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const JUNK = 'x'.repeat(3_000_000);

/** Whether `text`, once stored under `key`, is still there or kept whole in a copy set aside. */
function kept(store: KeyValueStore, key: string, text: string): boolean {
  if (store.getItem(P + key) === text) return true;
  return asideCopies(store).some((c) => store.getItem(P + c.key) === text);
}

const TWO_CELLS = 'h1.hBgCAAcI.VHdvIGNlbGxzLCBraW5ncyBvbmx5';
const game = (over: Partial<SavedGame> = {}): SavedGame => ({
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

describe('house rules (cascade:v1:house-rules)', () => {
  test('two identical rule sets show once, and a save heals the list (issue: each_key_duplicate)', () => {
    const text = JSON.stringify([
      { code: TWO_CELLS, savedAt: 1 },
      { code: TWO_CELLS, savedAt: 2 },
    ]);
    const store = memoryStore({ [`${P}house-rules`]: text });
    expect(readHouseRules(store)).toMatchObject({ items: [{ code: TWO_CELLS, savedAt: 1 }], skipped: 1 });
    const r = saveHouseRules(TWO_CELLS, store, 3);
    expect(r).toMatchObject({ ok: true, notice: expect.stringMatching(/kept, as it was/) as unknown });
    expect(JSON.parse(store.getItem(`${P}house-rules`) ?? '')).toEqual([{ code: TWO_CELLS, savedAt: 3 }]);
    expect(kept(store, 'house-rules', text)).toBe(true);
  });

  test('a thousand duplicates read as one', () => {
    const text = JSON.stringify(Array.from({ length: 1000 }, (_, i) => ({ code: TWO_CELLS, savedAt: i })));
    expect(readHouseRules(memoryStore({ [`${P}house-rules`]: text })).items).toHaveLength(1);
  });

  test('a deeply nested entry blocks no save, and goes aside with the list (not "storage full")', () => {
    const text = `[{"code":"${TWO_CELLS}","savedAt":1},${deep(20_000)}]`;
    const store = memoryStore({ [`${P}house-rules`]: text });
    expect(readHouseRules(store)).toMatchObject({ skipped: 1 });
    const r = removeHouseRules(TWO_CELLS, store);
    expect(r.ok).toBe(true);
    expect(store.getItem(`${P}house-rules`)).toBe('[]');
    expect(kept(store, 'house-rules', text)).toBe(true);
  });

  test('junk the size of the quota: the save is refused, and the junk left as it was', () => {
    const store = memoryStore({ [`${P}house-rules`]: JUNK }, { quota: QUOTA });
    const r = saveHouseRules(TWO_CELLS, store, 1);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/left as it was/) as unknown });
    expect(store.getItem(`${P}house-rules`)).toBe(JUNK);
  });

  test('wrong types and inherited names are not rule sets', () => {
    for (const text of [
      '{"a":1}',
      '[{"code":5}]',
      '[{"code":"constructor"}]',
      '[{"code":"__proto__"}]',
      '[null]',
    ]) {
      const store = memoryStore({ [`${P}house-rules`]: text });
      expect(readHouseRules(store).items).toEqual([]);
      expect(saveHouseRules(TWO_CELLS, store, 1).ok).toBe(true);
      expect(kept(store, 'house-rules', text)).toBe(true);
    }
  });

  test('property: any stored JSON reads without a throw, and a save loses nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const store = memoryStore({ [`${P}house-rules`]: text });
        const before = readHouseRules(store);
        expect(saveHouseRules(TWO_CELLS, store, 1).ok).toBe(true);
        expect(kept(store, 'house-rules', text) || before.skipped === 0).toBe(true);
      }),
      { seed: 0x4005e, numRuns: 200 },
    );
  });
});

describe('statistics (cascade:v1:stats)', () => {
  test('fields of the wrong type are reported, never read as zero, and kept before the next game', () => {
    const text = JSON.stringify({
      freecell: {
        played: 'ten',
        won: 1,
        currentStreak: 0,
        bestStreak: 1,
        fewestMoves: null,
        bestTimeMs: null,
      },
      'bakers-game': {
        played: 3,
        won: 2,
        currentStreak: 1,
        bestStreak: 2,
        fewestMoves: 90,
        bestTimeMs: 1000,
      },
    });
    const store = memoryStore({ [`${P}stats`]: text });
    expect(statsProblem(store)).toBe('the statistics of freecell: played is "ten", not a count');
    expect(Object.keys(loadAllStats(store))).toEqual(['bakers-game']);
    updateStats(store, 'freecell', recordStart);
    expect(kept(store, 'stats', text)).toBe(true);
    expect(loadStats(store, 'freecell').played).toBe(1);
    expect(loadStats(store, 'bakers-game').won).toBe(2);
    expect(statsProblem(store)).toBeNull();
  });

  test('inherited names are no variant; nesting and junk are set aside, or left alone when no copy fits', () => {
    const inherited = memoryStore({ [`${P}stats`]: '{}' });
    expect(loadStats(inherited, 'constructor')).toMatchObject({ played: 0 });
    expect(loadStats(inherited, '__proto__')).toMatchObject({ played: 0 });
    const nested = `{"freecell":${deep(20_000)}}`;
    const store = memoryStore({ [`${P}stats`]: nested });
    expect(statsProblem(store)).toMatch(/freecell/);
    updateStats(store, 'freecell', recordStart);
    expect(kept(store, 'stats', nested)).toBe(true);
    const full = memoryStore({ [`${P}stats`]: JUNK }, { quota: QUOTA });
    expect(updateStats(full, 'freecell', recordStart).played).toBe(1);
    expect(full.getItem(`${P}stats`)).toBe(JUNK);
  });

  test('property: any stored JSON reads without a throw, and an update loses nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const store = memoryStore({ [`${P}stats`]: text });
        const problem = statsProblem(store);
        loadAllStats(store);
        updateStats(store, 'freecell', recordStart);
        expect(problem === null || kept(store, 'stats', text)).toBe(true);
      }),
      { seed: 0x57a75, numRuns: 200 },
    );
  });
});

describe('settings (cascade:v1:settings)', () => {
  test('a solution speed of "constructor" or "__proto__" is no speed (own keys only)', () => {
    for (const speed of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(cleanSettings({ solutionSpeed: speed }).solutionSpeed).toBe('normal');
      expect(cleanSettings(JSON.parse(`{"solutionSpeed":"${speed}"}`)).solutionSpeed).toBe('normal');
    }
    expect(cleanSettings(JSON.parse('{"__proto__":{"solutionSpeed":"fast"}}'))).toEqual(DEFAULT_SETTINGS);
    expect(cleanSettings({ solutionSpeed: 'fast', theme: 'valueOf' })).toMatchObject({
      solutionSpeed: 'fast',
      theme: 'system',
    });
  });

  test('a setting saved keeps another version’s keys, and sets aside what it would replace', () => {
    const store = memoryStore({ [`${P}settings`]: '{"autoplay":false,"future":{"x":1}}' });
    expect(saveSettings(store, { ...DEFAULT_SETTINGS, autoplay: false })).toBe(true);
    expect(JSON.parse(store.getItem(`${P}settings`) ?? '')).toMatchObject({ future: { x: 1 } });
    const bad = '{"solutionSpeed":"constructor"}';
    const wrong = memoryStore({ [`${P}settings`]: bad });
    expect(saveSettings(wrong, DEFAULT_SETTINGS)).toBe(true);
    expect(kept(wrong, 'settings', bad)).toBe(true);
    const nested = `{"future":${deep(20_000)}}`;
    const deepStore = memoryStore({ [`${P}settings`]: nested });
    expect(saveSettings(deepStore, DEFAULT_SETTINGS)).toBe(true);
    expect(kept(deepStore, 'settings', nested)).toBe(true);
    const full = memoryStore({ [`${P}settings`]: JUNK }, { quota: QUOTA });
    expect(saveSettings(full, DEFAULT_SETTINGS)).toBe(false);
    expect(full.getItem(`${P}settings`)).toBe(JUNK);
  });

  test('property: any stored JSON reads as settings, and a save loses nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const store = memoryStore({ [`${P}settings`]: text });
        const read = cleanSettings(value);
        expect(Object.keys(read).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
        expect(saveSettings(store, read)).toBe(true);
        const now = JSON.parse(store.getItem(`${P}settings`) ?? '') as Record<string, unknown>;
        // Written back whole (the read values over the same keys), or kept as it was.
        const same = typeof value === 'object' && value !== null && !Array.isArray(value);
        expect(kept(store, 'settings', text) || (same && Object.keys(value).every((k) => k in now))).toBe(
          true,
        );
      }),
      { seed: 0x5e77, numRuns: 200 },
    );
  });
});

describe('saved games (cascade:v1:games)', () => {
  test('a record of the wrong types is set aside, a copy a time: a second damage keeps the first', () => {
    const first = JSON.stringify({ 'freecell/617': { ...game(), moves: 'x' } });
    const store = memoryStore({ [`${P}games`]: first });
    const a = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    expect(a.notice?.text).toMatch(/could not be restored/);
    a.requestMove('c1', 'f1', 1);
    const second = JSON.stringify({ 'freecell/617': { ...game(), cursor: 'many' } });
    store.setItem(`${P}games`, second);
    const b = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    expect(b.notice?.text).toMatch(/could not be restored/);
    const copies = asideCopies(store, 'games-unrestorable').map((c) => store.getItem(P + c.key));
    expect(copies).toEqual([
      JSON.stringify({ 'freecell/617': { ...game(), moves: 'x' } }),
      JSON.stringify({ 'freecell/617': { ...game(), cursor: 'many' } }),
    ]);
  });

  test('junk the size of the quota is not replaced: the game says it is not saved', () => {
    const store = memoryStore({ [`${P}games`]: JUNK }, { quota: QUOTA });
    const g = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    g.requestMove('c1', 'f1', 1);
    expect(store.getItem(`${P}games`)).toBe(JUNK);
    expect(g.notice).toMatchObject({
      kind: 'error',
      text: expect.stringMatching(
        /could not be restored: the saved data is not valid JSON\. .* Your game is not saved: .*left as it was/,
      ) as unknown,
    });
  });

  test('a record nested too deeply blocks no save: the games go aside, and the game is saved', () => {
    const text = `{"bakers-game/3":${deep(20_000)}}`;
    const store = memoryStore({ [`${P}games`]: text });
    expect(saveGame(store, game())).toMatchObject({ ok: true });
    expect(kept(store, 'games', text)).toBe(true);
    expect(lastGame(store)).toMatchObject({ variant: 'freecell', deal: 617 });
  });

  test('inherited names and the last game pointing nowhere', () => {
    const store = memoryStore({
      [`${P}games`]: JSON.stringify({ __proto__: game(), constructor: game() }),
      [`${P}last-game`]: JSON.stringify({ variant: 'constructor', deal: 1 }),
    });
    expect(lastGame(store)).toBeNull();
    expect(saveGame(store, game()).ok).toBe(true);
    expect(lastGame(store)).toMatchObject({ variant: 'freecell', deal: 617 });
  });

  test('property: any stored JSON opens a game without a throw, and its first save loses nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const store = memoryStore({ [`${P}games`]: text });
        lastGame(store);
        const g = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
        g.requestMove('c1', 'f1', 1);
        // Kept whole, or its records were good: the games written back hold each one as it was.
        const now = JSON.parse(store.getItem(`${P}games`) ?? '{}') as Record<string, unknown>;
        const records = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
        const writtenBack =
          records !== null &&
          Object.entries(records).every(
            ([k, r]) =>
              k === 'freecell/617' ||
              JSON.stringify(now[k]) === JSON.stringify(r) ||
              Object.keys(records).length > 12,
          );
        expect(kept(store, 'games', text) || writtenBack).toBe(true);
      }),
      { seed: 0x9a3e5, numRuns: 100 },
    );
  });
});
