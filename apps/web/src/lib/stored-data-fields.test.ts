/**
 * The game's stored data against bad input (fields and names a reader does not know): a corpus
 * (duplicates, deep nesting, data the size of the quota, wrong types, inherited keys) and any JSON value
 * (property tests). Each read gives a message or the data, never a throw, and nothing stored is lost:
 * after the app has written, the stored text is still under its key or kept, whole, in a copy set aside.
 */
import { memoryStore, type KeyValueStore } from '@cascade/play/storage';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GameController } from './game/controller.svelte.ts';
import { lastGame, saveGame } from './game/saved.ts';
import { loadDailyWins, recordDailyWin } from './game/daily.ts';
import { loadGameLog, logGame } from './game/game-log.ts';
import { loadAllStats, loadStats, recordStart, updateStats } from './game/stats.ts';
import { saveHouseRules } from './house-rules.ts';

import {
  freecell,
  game,
  JUNK,
  kept,
  LOGGED,
  P,
  QUOTA,
  STATS_ENTRY,
  TWO_CELLS,
  withExtras,
} from './stored-data-fixture.ts';

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
      [{ ...LOGGED, rating: 3 }],
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
