/**
 * The game's stored data against bad input (saved games, the game log, the deal of the day, the last
 * game): a corpus (duplicates, deep nesting, data the size of the quota, wrong types, inherited keys) and
 * any JSON value (property tests). Each read gives a message or the data, never a throw, and nothing
 * stored is lost: after the app has written, the stored text is still under its key or kept, whole, in a
 * copy set aside.
 */
import { asideCopies, isRecord, losesNothing, memoryStore } from '@cascade/play/storage';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GameController } from './game/controller.svelte.ts';
import { lastGame, saveGame, SAVED_GAMES_MAX, UNRESTORABLE_GAMES_KEY } from './game/saved.ts';
import { loadDailyWins, recordDailyWin } from './game/daily.ts';
import { loadGameLog, logGame } from './game/game-log.ts';

import { deep, freecell, game, JUNK, kept, LOGGED, P, QUOTA } from './stored-data-fixture.ts';

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
