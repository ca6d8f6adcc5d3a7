/** Your data with you: export, import on another device, merged without losing either side. */
import { memoryStore, STORAGE_PREFIX, type KeyValueStore } from '@cascade/play/storage';
import { encodeHouseRules, getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { exportData, importData, importSentence, readStoredData } from './data-file.ts';
import { loadDailyWins, recordDailyWin } from './daily.ts';
import { loadGameLog, logGame, type LoggedGame } from './game-log.ts';
import { combineStats, EMPTY_STATS, loadAllStats, recordStart, recordWin, updateStats } from './stats.ts';

const RULES = encodeHouseRules({ name: 'Two cells', rules: { ...getVariant('freecell').rules, cells: 2 } });
const g = (o: Partial<LoggedGame>): LoggedGame => ({
  variant: 'freecell',
  deal: 1,
  won: true,
  moves: '38',
  played: 1,
  timeMs: 60_000,
  at: 1_000,
  ...o,
});
const win = (store: KeyValueStore, moves: number) => {
  updateStats(store, 'freecell', recordStart);
  updateStats(store, 'freecell', (s) => recordWin(s, { moves, timeMs: 90_000 }));
};
/** Everything a store holds, as text: what "nothing changed" compares. */
const snapshot = (store: ReturnType<typeof memoryStore>) => new Map(store.data);

function phone() {
  const store = memoryStore();
  win(store, 80);
  logGame(store, g({ deal: 5, at: 5_000, game: 'p1' }));
  recordDailyWin(store, '2026-12-01');
  store.setItem(`${STORAGE_PREFIX}house-rules`, JSON.stringify([{ code: RULES, savedAt: 7 }]));
  store.setItem(`${STORAGE_PREFIX}settings`, JSON.stringify({ autoplay: false }));
  return store;
}

function laptop() {
  const store = memoryStore();
  win(store, 60);
  win(store, 70);
  logGame(store, g({ deal: 9, at: 9_000, game: 'l1' }));
  recordDailyWin(store, '2026-12-02');
  store.setItem(`${STORAGE_PREFIX}settings`, JSON.stringify({ autoplay: true }));
  return store;
}

const exported = (store: KeyValueStore, at: number): string => {
  const r = exportData(store, at);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('export and import', () => {
  test('merged on the other device: both sides kept, statistics added up by device, settings of the device kept', () => {
    const p = phone();
    const l = laptop();
    const r = importData(l, exported(p, 100));
    expect(r).toEqual({
      ok: true,
      value: { games: 1, days: 1, rules: 1, devices: 1, underWay: 0, settings: 'kept', left: 0 },
    });
    expect(loadGameLog(l).games.map((x) => x.deal)).toEqual([9, 5]);
    expect(loadDailyWins(l)).toEqual(['2026-12-01', '2026-12-02']);
    // The laptop's own statistics untouched; the phone's kept apart, added up when shown.
    expect(loadAllStats(l).freecell).toMatchObject({ played: 2, won: 2 });
    const d = readStoredData(l);
    if (!d.ok) throw new Error(d.error);
    const others = Object.values(d.value.statsOthers).map((c) => c.value.freecell ?? EMPTY_STATS);
    expect(combineStats(loadAllStats(l).freecell ?? EMPTY_STATS, others)).toMatchObject({
      played: 3,
      won: 3,
      fewestMoves: 60,
      currentStreak: 2,
      bestStreak: 2,
    });
    expect(d.value.houseRules.map((h) => h.code)).toEqual([RULES]);
    expect(JSON.parse(l.getItem(`${STORAGE_PREFIX}settings`) ?? '')).toEqual({ autoplay: true });
  });

  test('imported twice, or back where it came from: nothing counted twice', () => {
    const p = phone();
    const l = laptop();
    importData(l, exported(p, 100));
    const once = snapshot(l);
    expect(importData(l, exported(p, 100))).toEqual({
      ok: true,
      value: { games: 0, days: 0, rules: 0, devices: 0, underWay: 0, settings: 'kept', left: 0 },
    });
    expect(snapshot(l)).toEqual(once);
    // The laptop's file (which carries the phone's copy) imported on the phone: only the laptop's counts are taken.
    const back = importData(p, exported(l, 200));
    expect(back.ok && back.value.devices).toBe(1);
    const d = readStoredData(p);
    if (!d.ok) throw new Error(d.error);
    expect(Object.keys(d.value.statsOthers)).toHaveLength(1);
    expect(loadGameLog(p).games.map((x) => x.deal)).toEqual([9, 5]);
  });

  test('a device with no settings takes the file\u2019s; a game under way is added where there is none of that deal', () => {
    const p = phone();
    const saved = {
      v: 1,
      variant: 'freecell',
      deal: 617,
      moves: [['c0', 'f0', 1, 0]],
      cursor: 1,
      elapsedMs: 5000,
      counted: true,
      won: false,
      assisted: false,
      updatedAt: 50,
    };
    p.setItem(`${STORAGE_PREFIX}games`, JSON.stringify({ 'freecell/617': saved }));
    const fresh = memoryStore();
    const r = importData(fresh, exported(p, 100));
    expect(r.ok && r.value).toMatchObject({ settings: 'taken', underWay: 1 });
    expect(JSON.parse(fresh.getItem(`${STORAGE_PREFIX}settings`) ?? '')).toMatchObject({ autoplay: false });
    expect(JSON.parse(fresh.getItem(`${STORAGE_PREFIX}games`) ?? '')).toHaveProperty(
      ['freecell/617', 'deal'],
      617,
    );
  });

  test.each([
    ['not JSON', 'hello', 'This file is not a Cascade data file: it is not JSON.'],
    [
      'another program\u2019s JSON',
      '{"name":"x"}',
      'This file is not a Cascade data file (the game makes one with “Export my data”).',
    ],
    [
      'a newer version',
      '{"format":"cascade-data","version":2}',
      'This file was made by a newer version of Cascade (format 2); this one reads format 1. Update the game here, then import it.',
    ],
  ])('%s: a clear message, and nothing changed', (_, text, message) => {
    const l = laptop();
    const before = snapshot(l);
    expect(importData(l, text)).toEqual({ ok: false, error: message });
    expect(snapshot(l)).toEqual(before);
  });

  test('a damaged part of the file: which one, and nothing changed', () => {
    const l = laptop();
    const file = JSON.parse(exported(phone(), 100)) as Record<string, unknown>;
    const before = snapshot(l);
    const bad = { ...file, stats: { freecell: { played: 1, won: 5, currentStreak: 0, bestStreak: 0 } } };
    expect(importData(l, JSON.stringify(bad))).toEqual({
      ok: false,
      error:
        "This file cannot be imported: the file's statistics of freecell: it counts more wins than games. Nothing was changed.",
    });
    const badGame = { ...file, gameLog: [{ variant: 'freecell', deal: 0 }] };
    expect(importData(l, JSON.stringify(badGame))).toMatchObject({
      ok: false,
      error: /last games: a game of freecell has no deal number/,
    });
    expect(snapshot(l)).toEqual(before);
  });

  test('storage full halfway: every write undone', () => {
    const p = phone();
    const l = laptop();
    const text = exported(p, 100);
    // Room for the first writes, not for all.
    const tight = memoryStore(Object.fromEntries(l.data), {
      quota: [...l.data].reduce((n, [k, v]) => n + k.length + v.length, 0) + 300,
    });
    const before = snapshot(tight);
    const r = importData(tight, text);
    expect(r).toMatchObject({ ok: false, error: /^Nothing was imported: / });
    expect(snapshot(tight)).toEqual(before);
  });
});

test('what an import added, said', () => {
  const none = { games: 0, days: 0, rules: 0, devices: 0, underWay: 0, left: 0 };
  expect(importSentence({ ...none, games: 2, days: 1, devices: 1, settings: 'kept' })).toBe(
    'Added: 2 games to your last games, 1 day of the deal of the day, the statistics of another device. Your settings here are kept.',
  );
  expect(importSentence({ ...none, settings: 'none' })).toBe(
    'Nothing new: this device already had all of it.',
  );
  expect(importSentence({ ...none, rules: 1, left: 3, settings: 'taken' })).toBe(
    'Added: 1 house rule set. The settings were taken from the file. 3 older entries were left out (the game keeps the latest).',
  );
});
