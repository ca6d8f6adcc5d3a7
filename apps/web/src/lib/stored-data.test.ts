/**
 * The game's stored data against bad input (house rules, statistics, settings): a corpus (duplicates, deep
 * nesting, data the size of the quota, wrong types, inherited keys) and any JSON value (property tests).
 * Each read gives a message or the data, never a throw, and nothing stored is lost: after the app has
 * written, the stored text is still under its key or kept, whole, in a copy set aside.
 */
import { keepCopy, memoryStore, readJson } from '@cascade/play/storage';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { clearStats, loadAllStats, loadStats, recordStart, statsProblem, updateStats } from './game/stats.ts';
import { readHouseRules, removeHouseRules, saveHouseRules } from './house-rules.ts';
import {
  cleanSettings,
  DEFAULT_SETTINGS,
  saveSettings,
  saveSettingsSaying,
  settingsLoadNotice,
} from './settings.svelte.ts';

import { deep, JUNK, kept, P, QUOTA, STATS_ENTRY, TWO_CELLS } from './stored-data-fixture.ts';

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
  test('clearing statistics that cannot be read keeps a copy first, and says which older copy made room', () => {
    const text = JSON.stringify({ freecell: { played: 'ten' } });
    const store = memoryStore({ [`${P}stats`]: text }, { quota: 850 });
    keepCopy(store, 'games-unreadable', 'g'.repeat(740), () => new Date(Date.now() - 1000));
    const r = clearStats(store);
    expect(r.cleared).toBe(true);
    expect(r.notice).toMatch(
      /^Your statistics could not be read .*a copy as it was is kept in this browser\. To make room, an older copy was dropped \(games-unreadable@/,
    );
    expect(kept(store, 'stats', text)).toBe(true);
    expect(store.getItem(`${P}stats`)).toBe('{}');
    // Nothing wrong: cleared, nothing said.
    expect(clearStats(store)).toEqual({ cleared: true, notice: null });
  });

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
      'bakers-game': STATS_ENTRY,
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
  test('read on load: settings that cannot all be read are said at once, and left as they are', () => {
    const read = (text?: string) =>
      readJson(memoryStore(text === undefined ? {} : { [`${P}settings`]: text }), 'settings');
    expect(settingsLoadNotice(read())).toBeNull();
    expect(settingsLoadNotice(read('{"animations":false,"fromANewerVersion":1}'))).toBeNull();
    expect(settingsLoadNotice(read('{"solutionSpeed":"constructor"}'))).toMatch(
      /^Your saved settings could not all be read \(a setting holds a value this version does not know\): the defaults stand in/,
    );
    expect(settingsLoadNotice(read('{"theme":'))).toMatch(
      /^Your saved settings could not all be read \(.+\): the defaults/,
    );
  });

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
