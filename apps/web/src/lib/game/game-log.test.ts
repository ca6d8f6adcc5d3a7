/** The log of last games and the deal of the day's streak: stored, checked, summed up. */
import { asideCopies, memoryStore, STORAGE_PREFIX } from '@cascade/play/storage';
import { describe, expect, test } from 'vitest';
import {
  dailyStreak,
  dayBefore,
  daySeed,
  loadDailyWins,
  recordDailyWin,
  UNREADABLE_DAILY_KEY,
} from './daily.ts';
import {
  countsOf,
  GAME_LOG_MAX,
  loadGameLog,
  logGame,
  summarise,
  winRateByWeek,
  type LoggedGame,
} from './game-log.ts';
import { getVariant } from '@cascade/variants';

const DAY = 86_400_000;
const g = (o: Partial<LoggedGame>): LoggedGame => ({
  variant: 'freecell',
  deal: 1,
  won: true,
  moves: '38 3a ah',
  timeMs: 60_000,
  at: Date.UTC(2026, 10, 25, 12),
  ...o,
});

describe('the game log', () => {
  test('a game won is logged once, by its identity, however often it is logged again (redo across the win)', () => {
    const store = memoryStore();
    logGame(store, g({ deal: 1, game: 'one', at: 10 }));
    for (let i = 0; i < 105; i++) logGame(store, g({ deal: 3, game: 'three', at: 20 + i }));
    expect(loadGameLog(store).games.map((x) => [x.deal, x.at])).toEqual([
      [3, 20],
      [1, 10],
    ]);
    // The same deal played again is another game, logged too.
    logGame(store, g({ deal: 3, game: 'again', at: 200 }));
    expect(loadGameLog(store).games.map((x) => x.deal)).toEqual([3, 3, 1]);
  });

  test('newest first; a won game replaces the deal\u2019s unfinished entry; at most 100', () => {
    const store = memoryStore();
    logGame(store, g({ deal: 5, won: false, at: 1 }));
    logGame(store, g({ deal: 5, won: false, at: 2, moves: '38' }));
    expect(loadGameLog(store).games.map((x) => [x.deal, x.won, x.at])).toEqual([[5, false, 2]]);
    logGame(store, g({ deal: 5, won: true, at: 3 }));
    expect(loadGameLog(store).games.map((x) => [x.deal, x.won])).toEqual([[5, true]]);
    for (let i = 0; i < 120; i++) logGame(store, g({ deal: 10 + i, at: 10 + i }));
    const games = loadGameLog(store).games;
    expect(games).toHaveLength(GAME_LOG_MAX);
    expect(games[0]?.deal).toBe(129);
  });

  test('an entry that cannot be read is left out and said; the others are kept', () => {
    const store = memoryStore({
      [`${STORAGE_PREFIX}game-log`]: JSON.stringify([g({}), { ...g({}), at: 7, moves: '<script>' }, 'junk']),
    });
    const log = loadGameLog(store);
    expect(log.games).toHaveLength(1);
    expect(log.problem).toBe(
      '2 of the games kept could not be read (deal 1: its moves are not in standard notation) and more',
    );
  });

  test('average and best time of won games; win rate week by week', () => {
    const games = [
      g({ timeMs: 60_000, at: Date.UTC(2026, 10, 23) }),
      g({ timeMs: 120_000, at: Date.UTC(2026, 10, 24) }),
      g({ won: false, at: Date.UTC(2026, 10, 17) }),
      g({ timeMs: 30_000, at: Date.UTC(2026, 10, 16) }),
    ];
    expect(summarise(games)).toEqual({ played: 4, won: 3, averageTimeMs: 70_000, bestTimeMs: 30_000 });
    expect(winRateByWeek(games)).toEqual([
      { week: '2026-11-16', played: 2, won: 1 },
      { week: '2026-11-23', played: 2, won: 2 },
    ]);
  });
});

describe('the deal of the day', () => {
  test('days in a row, the current streak alive until the day after', () => {
    const today = '2026-11-25';
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    const won = ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-23', '2026-11-24'];
    expect(dailyStreak(won, today)).toEqual({ current: 2, best: 3, wonToday: false });
    expect(dailyStreak([...won, today], today)).toEqual({ current: 3, best: 3, wonToday: true });
    expect(dailyStreak(won, '2026-11-26')).toEqual({ current: 0, best: 3, wonToday: false });
  });

  test('wins are stored once a day, sorted; unreadable data is set aside first', () => {
    const store = memoryStore({ [`${STORAGE_PREFIX}daily`]: '{"won":"lots"}' });
    expect(loadDailyWins(store)).toEqual([]);
    recordDailyWin(store, '2026-11-25');
    recordDailyWin(store, '2026-11-24');
    expect(recordDailyWin(store, '2026-11-25')).toEqual({
      won: ['2026-11-24', '2026-11-25'],
      saved: true,
      notice: null,
    });
    const copies = asideCopies(store, UNREADABLE_DAILY_KEY).map((c) =>
      store.getItem(`${STORAGE_PREFIX}${c.key}`),
    );
    expect(copies).toEqual(['{"won":"lots"}']);
  });

  test('next days draw seeds far apart', () => {
    const seeds = Array.from({ length: 30 }, (_, i) =>
      daySeed(new Date(Date.UTC(2026, 0, 1) + i * DAY).toISOString().slice(0, 10)),
    );
    expect(new Set(seeds).size).toBe(30);
    expect(seeds.every((s) => s > 0)).toBe(true);
  });
});

describe('one count of moves in the log', () => {
  const freecell = getVariant('freecell');
  test('the player\u2019s moves are kept with the game and read back; autoplay\u2019s are the rest', () => {
    const store = memoryStore();
    logGame(store, g({ deal: 2, moves: '38 3a ah', played: 2 }));
    const [game] = loadGameLog(store).games;
    expect(game?.played).toBe(2);
    expect(countsOf(game as LoggedGame, freecell)).toEqual({ player: 2, auto: 1 });
  });

  test('an entry logged before the count was kept is counted from its moves: each safe move home autoplay\u2019s', () => {
    // Deal 2 is dealt with the A\u2660 on top of column 1: home at once, a safe move autoplay makes.
    expect(countsOf(g({ deal: 2, moves: '1h 2a' }), freecell)).toEqual({ player: 1, auto: 1 });
    // Moves that do not replay (or rules not known): every move the player's, as it was shown.
    expect(countsOf(g({ deal: 2, moves: 'ah 38' }), freecell)).toEqual({ player: 2, auto: 0 });
    expect(countsOf(g({ deal: 2, moves: '1h 2a' }), null)).toEqual({ player: 2, auto: 0 });
  });

  test('a count that is not one of its moves, or assisted not true, is not read', () => {
    const store = memoryStore();
    store.setItem(
      `${STORAGE_PREFIX}game-log`,
      JSON.stringify([
        g({ deal: 7, played: 4 }),
        { ...g({ deal: 8 }), played: -1 },
        { ...g({ deal: 9 }), assisted: 'yes' },
        g({ deal: 10, played: 3, assisted: true }),
      ]),
    );
    const log = loadGameLog(store);
    expect(log.games.map((x) => x.deal)).toEqual([10]);
    expect(log.problem).toMatch(/^3 of the games kept could not be read/);
  });

  test('a game the solution player finished is played, not won, in the summary and the weeks', () => {
    const games = [g({ deal: 3, at: 1 }), g({ deal: 4, at: 2, assisted: true })];
    expect(summarise(games)).toMatchObject({ played: 2, won: 1 });
    expect(winRateByWeek(games).map((w) => [w.played, w.won])).toEqual([[2, 1]]);
  });
});

describe('honest records in the log', () => {
  test('hints, undos, a helped win and its score are kept and read back; a count that is none is not read', () => {
    const store = memoryStore();
    logGame(store, g({ deal: 11, hints: 2, undos: 5, helped: true, score: 6_000 }));
    expect(loadGameLog(store).games[0]).toMatchObject({ hints: 2, undos: 5, helped: true, score: 6_000 });
    store.setItem(
      `${STORAGE_PREFIX}game-log`,
      JSON.stringify([
        { ...g({ deal: 12 }), hints: -1 },
        { ...g({ deal: 13 }), helped: 'yes' },
      ]),
    );
    expect(loadGameLog(store)).toMatchObject({
      games: [],
      problem: expect.stringMatching(
        /^2 of the games kept could not be read \(deal 12: hints is not a count\)/,
      ) as unknown,
    });
  });
});
