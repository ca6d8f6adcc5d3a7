import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { gamesChart, levelsChart, weeksChart } from './charts.ts';
import type { LoggedGame } from './game-log.ts';

const WEEK = 7 * 86_400_000;
const g = (o: Partial<LoggedGame>): LoggedGame => ({
  variant: 'freecell',
  deal: 1,
  won: true,
  moves: '38 3a ah',
  played: 2,
  timeMs: 60_000,
  at: Date.UTC(2026, 10, 25),
  ...o,
});
const variantOf = () => getVariant('freecell');

describe('the statistics charts', () => {
  test('wins week by week: a game the solution player finished is played, not won', () => {
    const games = [
      g({ deal: 1 }),
      g({ deal: 2, assisted: true }),
      g({ deal: 3, at: Date.UTC(2026, 10, 25) - WEEK, won: false }),
    ];
    expect(weeksChart(games).map((w) => [w.played, w.won])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  test('the last won games, oldest first, with the player\u2019s moves (autoplay\u2019s apart) and time', () => {
    const games = [
      g({ deal: 9, played: 40, moves: Array(50).fill('38').join(' '), timeMs: 90_000 }),
      g({ deal: 5, won: false }),
      g({ deal: 4 }),
    ];
    expect(gamesChart(games, variantOf)).toEqual([
      { label: '#4', moves: 2, timeMs: 60_000 },
      { label: '#9', moves: 40, timeMs: 90_000 },
    ]);
  });

  test('by difficulty: the won games of each level, their average moves and time; unknown levels left out', () => {
    const games = [
      g({ deal: 1, played: 2, timeMs: 60_000 }),
      g({ deal: 2, played: 3, moves: '1 2 3 4', timeMs: 120_000 }),
      g({ deal: 3 }),
    ];
    const level = (x: LoggedGame) => (x.deal === 3 ? null : ('hard' as const));
    expect(levelsChart(games, variantOf, level)).toEqual([
      { level: 'hard', won: 2, averageMoves: 3, averageTimeMs: 90_000 },
    ]);
  });
});
