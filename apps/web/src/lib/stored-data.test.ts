/**
 * The game's stored data, key by key, against bad input (a corpus: duplicates, deep nesting, data
 * the size of the quota, wrong types, inherited keys), and any JSON value (property tests): each
 * read gives a message or the data, never a throw, and nothing stored is lost: after the app has
 * written, the stored text is still under its key or kept, whole, in a copy set aside.
 */
import {
  asideCopies,
  isRecord,
  losesNothing,
  memoryStore,
  STORAGE_PREFIX,
  type KeyValueStore,
} from '@cascade/play/storage';
import { getVariant } from '@cascade/variants';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GameController } from './game/controller.svelte.ts';
import {
  lastGame,
  saveGame,
  SAVED_GAME_VERSION,
  SAVED_GAMES_MAX,
  UNRESTORABLE_GAMES_KEY,
  type SavedGame,
} from './game/saved.ts';
import { loadDailyWins, recordDailyWin } from './game/daily.ts';
import { loadGameLog, logGame, type LoggedGame } from './game/game-log.ts';
import { loadAllStats, loadStats, recordStart, statsProblem, updateStats } from './game/stats.ts';
import { readHouseRules, removeHouseRules, saveHouseRules } from './house-rules.ts';
import { cleanSettings, DEFAULT_SETTINGS, saveSettings, saveSettingsSaying } from './settings.svelte.ts';

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

  test('a save that sets the settings aside, or must leave them alone, says so', () => {
    const bad = '{"solutionSpeed":"constructor"}';
    expect(saveSettingsSaying(memoryStore({ [`${P}settings`]: bad }), DEFAULT_SETTINGS)).toEqual({
      saved: true,
      notice: expect.stringMatching(
        /^Your saved settings could not be read .*a copy as it was is kept/,
      ) as unknown,
    });
    expect(
      saveSettingsSaying(memoryStore({ [`${P}settings`]: JUNK }, { quota: QUOTA }), DEFAULT_SETTINGS),
    ).toEqual({
      saved: false,
      notice: expect.stringMatching(/left as it was, and nothing new was saved/) as unknown,
    });
    const nested = `{"future":${deep(20_000)}}`;
    expect(saveSettingsSaying(memoryStore({ [`${P}settings`]: nested }), DEFAULT_SETTINGS)).toEqual({
      saved: true,
      notice: expect.stringMatching(/nested too deeply\): a copy as they were is kept/) as unknown,
    });
    expect(saveSettingsSaying(memoryStore(), DEFAULT_SETTINGS)).toEqual({ saved: true, notice: null });
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

  test('a full list pushes out a record that is no game only after keeping a copy of it', () => {
    const records: Record<string, unknown> = { 'freecell/1': 'junk', 'freecell/2': { v: 1, moves: 7 } };
    for (let d = 3; d <= SAVED_GAMES_MAX; d++) records[`freecell/${d}`] = game({ deal: d, updatedAt: d });
    const text = JSON.stringify(records);
    const store = memoryStore({ [`${P}games`]: text });
    expect(saveGame(store, game({ deal: 100, updatedAt: 100 }))).toMatchObject({ ok: true });
    const now = JSON.parse(store.getItem(`${P}games`) ?? '') as Record<string, unknown>;
    expect(Object.keys(now)).toHaveLength(SAVED_GAMES_MAX);
    const copies = asideCopies(store, UNRESTORABLE_GAMES_KEY).map((c) => store.getItem(P + c.key));
    for (const [k, r] of Object.entries(records))
      if (!(k in now)) expect(copies).toContain(JSON.stringify({ [k]: r }));
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
              asideCopies(store, UNRESTORABLE_GAMES_KEY).some(
                (c) => store.getItem(P + c.key) === JSON.stringify({ [k]: r }),
              ),
          );
        expect(kept(store, 'games', text) || writtenBack).toBe(true);
      }),
      { seed: 0x9a3e5, numRuns: 100 },
    );
  });
});

// ---- what a reader does not know is not dropped ------------------------------------------------------
// A newer version's field, a hand edit, a name like "__proto__": a reader that keeps only what it
// knows would drop the rest on the next write. Each such store is set aside before it is rewritten.

const STATS_ENTRY = { played: 3, won: 2, currentStreak: 1, bestStreak: 2, fewestMoves: 90, bestTimeMs: 1000 };
const LOGGED: LoggedGame = { variant: 'freecell', deal: 5, won: true, moves: '38 3a', timeMs: 1000, at: 7 };

/** A stored value of the right shape with fields of another version (any JSON) added. */
const withExtras = (shape: Record<string, unknown>) =>
  fc
    .dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !(k in shape)),
      fc.jsonValue({ maxDepth: 2 }),
      { minKeys: 1, maxKeys: 3 },
    )
    .map((extra) => ({ ...shape, ...extra }));

describe('fields and names a reader does not know', () => {
  test('statistics: a newer field is kept through an update (set aside first), and said', () => {
    const text = JSON.stringify({ freecell: { ...STATS_ENTRY, totalTimeMs: 5000 } });
    const store = memoryStore({ [`${P}stats`]: text });
    const said: string[] = [];
    expect(updateStats(store, 'freecell', recordStart, (n) => said.push(n)).played).toBe(4);
    expect(kept(store, 'stats', text)).toBe(true);
    expect(said).toEqual([
      expect.stringMatching(/^Your statistics could not be read .*a copy as it was is kept/),
    ]);
  });

  test('statistics: a variant named "__proto__" is an entry like any other, written back whole', () => {
    const store = memoryStore({ [`${P}stats`]: `{"__proto__":${JSON.stringify(STATS_ENTRY)}}` });
    expect(Object.getPrototypeOf(loadAllStats(store))).toBe(Object.prototype);
    updateStats(store, 'freecell', recordStart);
    const now = JSON.parse(store.getItem(`${P}stats`) ?? '') as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(now, '__proto__')?.value).toEqual(STATS_ENTRY);
    expect(loadStats(store, '__proto__')).toEqual(STATS_ENTRY);
  });

  test('the game says it when its first move sets the statistics aside', () => {
    const text = JSON.stringify({ freecell: { ...STATS_ENTRY, totalTimeMs: 5000 } });
    const store = memoryStore({ [`${P}stats`]: text });
    const g = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    g.requestMove('c1', 'f1', 1);
    expect(g.notice).toMatchObject({
      kind: 'info',
      text: expect.stringMatching(/^Your statistics could not be read/) as unknown,
    });
    expect(kept(store, 'stats', text)).toBe(true);
  });

  test('statistics that cannot be set aside: the update is not written, and said', () => {
    const store = memoryStore({ [`${P}stats`]: JUNK }, { quota: QUOTA });
    const said: string[] = [];
    updateStats(store, 'freecell', recordStart, (n) => said.push(n));
    expect(store.getItem(`${P}stats`)).toBe(JUNK);
    expect(said).toEqual([expect.stringMatching(/left as it was, and nothing new was saved/)]);
  });

  test('house rules: an entry with a newer field or a date of the wrong type goes aside with the list', () => {
    for (const entry of [
      { code: TWO_CELLS, savedAt: 1, pinned: true },
      { code: TWO_CELLS, savedAt: 'yesterday' },
    ]) {
      const text = JSON.stringify([entry]);
      const store = memoryStore({ [`${P}house-rules`]: text });
      const r = saveHouseRules(TWO_CELLS, store, 3);
      expect(r).toMatchObject({ ok: true, notice: expect.stringMatching(/kept, as it was/) as unknown });
      expect(kept(store, 'house-rules', text)).toBe(true);
    }
  });

  test('the game log: an entry of the wrong type, or with a newer field, is kept when a game is logged', () => {
    for (const entries of [
      [LOGGED, { ...LOGGED, deal: 'six' }],
      [{ ...LOGGED, hints: 3 }],
      [LOGGED, LOGGED],
    ]) {
      const text = JSON.stringify(entries);
      const store = memoryStore({ [`${P}game-log`]: text });
      const said: string[] = [];
      expect(logGame(store, { ...LOGGED, deal: 9 }, (n) => said.push(n))).toBe(true);
      expect(kept(store, 'game-log', text), text).toBe(true);
      expect(loadGameLog(store).games.map((g) => g.deal)).toContain(9);
      expect(said).toEqual([
        expect.stringMatching(/^Your last games could not be read .*a copy as it was is kept/),
      ]);
    }
    const full = memoryStore({ [`${P}game-log`]: JUNK }, { quota: QUOTA });
    expect(logGame(full, LOGGED)).toBe(false);
    expect(full.getItem(`${P}game-log`)).toBe(JUNK);
  });

  test('the deal of the day: a newer field is kept when a win is recorded, and said', () => {
    const text = JSON.stringify({ won: ['2026-11-24'], best: 4 });
    const store = memoryStore({ [`${P}daily`]: text });
    const r = recordDailyWin(store, '2026-11-25');
    expect(r).toMatchObject({
      saved: true,
      notice: expect.stringMatching(/a copy as it was is kept/) as unknown,
    });
    expect(kept(store, 'daily', text)).toBe(true);
    expect(loadDailyWins(store)).toEqual(['2026-11-25']);
  });

  test('junk the size of the quota under the deal of the day or the last game: left as it was, and said', () => {
    const daily = memoryStore({ [`${P}daily`]: JUNK }, { quota: QUOTA });
    expect(recordDailyWin(daily, '2026-11-25')).toMatchObject({
      saved: false,
      notice: expect.stringMatching(/left as it was, and nothing new was saved/) as unknown,
    });
    expect(daily.getItem(`${P}daily`)).toBe(JUNK);
    const last = memoryStore({ [`${P}last-game`]: JUNK }, { quota: QUOTA });
    expect(saveGame(last, game()).ok).toBe(true);
    expect(last.getItem(`${P}last-game`)).toBe(JUNK);
  });

  test('the last game: junk is set aside before the pointer is written', () => {
    const text = '{"variant":"freecell","deal":617,"note":"mine"}';
    const store = memoryStore({ [`${P}last-game`]: text });
    expect(saveGame(store, game()).ok).toBe(true);
    expect(kept(store, 'last-game', text)).toBe(true);
    expect(lastGame(store)).toMatchObject({ variant: 'freecell', deal: 617 });
  });

  test('property: any newer fields on a stored entry survive the next write (stats, house rules, game log, daily)', () => {
    fc.assert(
      fc.property(
        withExtras(STATS_ENTRY),
        withExtras({ code: TWO_CELLS, savedAt: 1 }),
        withExtras({ ...LOGGED }),
        withExtras({ won: ['2026-11-24'] }),
        (stats, rules, logged, daily) => {
          const cases: [string, string, (s: KeyValueStore) => unknown][] = [
            ['stats', JSON.stringify({ freecell: stats }), (s) => updateStats(s, 'freecell', recordStart)],
            ['house-rules', JSON.stringify([rules]), (s) => saveHouseRules(TWO_CELLS, s, 3)],
            ['game-log', JSON.stringify([logged]), (s) => logGame(s, { ...LOGGED, deal: 9 })],
            ['daily', JSON.stringify(daily), (s) => recordDailyWin(s, '2026-11-25')],
          ];
          for (const [key, text, write] of cases) {
            const store = memoryStore({ [`${P}${key}`]: text });
            write(store);
            expect(kept(store, key, text), `${key}: ${text}`).toBe(true);
          }
        },
      ),
      { seed: 0xe7a5, numRuns: 100 },
    );
  });
});

describe('the game log, the deal of the day, the last game (cascade:v1:game-log, daily, last-game)', () => {
  test('property: any stored JSON reads without a throw, and the next write loses nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const log = memoryStore({ [`${P}game-log`]: text });
        loadGameLog(log);
        logGame(log, LOGGED);
        // Kept whole, or every entry it held is in the list written back.
        const logged = JSON.parse(log.getItem(`${P}game-log`) ?? '[]') as unknown[];
        expect(
          kept(log, 'game-log', text) ||
            (Array.isArray(value) && value.every((e) => logged.some((n) => losesNothing(e, n)))),
        ).toBe(true);
        const daily = memoryStore({ [`${P}daily`]: text });
        loadDailyWins(daily);
        recordDailyWin(daily, '2026-11-25');
        const won = (JSON.parse(daily.getItem(`${P}daily`) ?? '{}') as { won: unknown[] }).won;
        expect(
          kept(daily, 'daily', text) ||
            (isRecord(value) &&
              Object.keys(value).every((k) => k === 'won') &&
              Array.isArray(value.won) &&
              value.won.every((d) => won.includes(d))),
        ).toBe(true);
        const last = memoryStore({ [`${P}last-game`]: text });
        lastGame(last);
        expect(saveGame(last, game()).ok).toBe(true);
        // Kept whole, or it was a pointer of the same form (a variant and a deal), replaced.
        expect(
          kept(last, 'last-game', text) ||
            (isRecord(value) &&
              Object.keys(value).every((k) => k === 'variant' || k === 'deal') &&
              typeof value.variant === 'string' &&
              typeof value.deal === 'number'),
        ).toBe(true);
      }),
      { seed: 0x10a5, numRuns: 200 },
    );
  });
});
