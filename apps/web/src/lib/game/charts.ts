/**
 * The statistics page's charts, as data: wins week by week, moves and time of the last won games,
 * and the won games by difficulty (the deal atlas's level of each deal, where it knows the rules).
 * Drawn as plain SVG by StatsCharts.svelte, loaded only with the statistics page.
 */
import type { Level } from '@cascade/atlas/reader';
import { countsOf, winRateByWeek, type LoggedGame } from './game-log.ts';
import type { Variant } from '@cascade/variants';

export interface GameBar {
  readonly label: string;
  /** The player's moves. */
  readonly moves: number;
  readonly timeMs: number;
}

export interface LevelRow {
  readonly level: Level;
  readonly won: number;
  readonly averageMoves: number;
  readonly averageTimeMs: number;
}

export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert'];

/** Won by the player (not by the solution player). */
const ownWin = (g: LoggedGame) => g.won && g.assisted !== true;

export function weeksChart(games: readonly LoggedGame[], weeks = 12) {
  return winRateByWeek(games.map((g) => (g.assisted === true ? { ...g, won: false } : g))).slice(-weeks);
}

/** The last won games, oldest first: each one's moves (the player's) and time. */
export function gamesChart(
  games: readonly LoggedGame[],
  variantOf: (id: string) => Variant | null,
  max = 20,
): GameBar[] {
  return games
    .filter(ownWin)
    .slice(0, max)
    .reverse()
    .map((g) => ({ label: `#${g.deal}`, moves: countsOf(g, variantOf(g.variant)).player, timeMs: g.timeMs }));
}

/** Won games by the difficulty of their deal (`levelOf`: the atlas's level, or null where unknown). */
export function levelsChart(
  games: readonly LoggedGame[],
  variantOf: (id: string) => Variant | null,
  levelOf: (g: LoggedGame) => Level | null,
): LevelRow[] {
  const by = new Map<Level, { n: number; moves: number; time: number }>();
  for (const g of games.filter(ownWin)) {
    const level = levelOf(g);
    if (level === null) continue;
    const e = by.get(level) ?? { n: 0, moves: 0, time: 0 };
    e.n++;
    e.moves += countsOf(g, variantOf(g.variant)).player;
    e.time += g.timeMs;
    by.set(level, e);
  }
  return LEVELS.filter((l) => by.has(l)).map((level) => {
    const e = by.get(level) as { n: number; moves: number; time: number };
    return {
      level,
      won: e.n,
      averageMoves: Math.round(e.moves / e.n),
      averageTimeMs: Math.round(e.time / e.n),
    };
  });
}
