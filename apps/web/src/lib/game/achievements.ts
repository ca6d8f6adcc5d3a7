/**
 * Achievements, each checked from what the game keeps (the last games, the statistics): first win of
 * each variant, a win without undo, a win without hints, a win with fewer free cells than the rules
 * give (the game replayed: no more cells ever held at once), a deal graded Expert won, ten in a row.
 * Only the player's own wins count (not the solution player's); the undo and hint ones only from
 * games that counted them (logged with their count of moves).
 */
import { ACHIEVEMENT_TEXT } from '@cascade/words';
import { applyMove, deal as dealPosition, replay, type Position } from '@cascade/core';
import type { Level } from '@cascade/atlas/reader';
import type { Variant } from '@cascade/variants';
import type { LoggedGame } from './game-log.ts';
import type { VariantStats } from './stats.ts';

export interface Achievement {
  readonly id: string;
  readonly title: string;
  readonly how: string;
  readonly done: boolean;
}

const ownWin = (g: LoggedGame) => g.won && g.assisted !== true;
/** Logged with its counts (hints and undos are counted from then on). */
const counted = (g: LoggedGame) => g.played !== undefined;

/** The most free cells held at once in a game replayed from its deal; null when it does not replay. */
export function mostCellsHeld(start: Position, moves: string): number | null {
  const r = replay(start, moves.trim() === '' ? [] : moves.trim().split(/\s+/));
  if (!r.ok) return null;
  const held = (p: Position) => p.cells.filter((c) => c !== null && c !== 'closed').length;
  let most = held(start);
  let p = start;
  for (const m of r.value.moves) {
    p = applyMove(p, m);
    most = Math.max(most, held(p));
  }
  return most;
}

export function achievements(o: {
  readonly games: readonly LoggedGame[];
  readonly stats: Readonly<Record<string, VariantStats>>;
  readonly variants: readonly Variant[];
  readonly variantOf: (id: string) => Variant | null;
  /** The atlas's level of a game's deal, where it knows the rules. */
  readonly levelOf: (g: LoggedGame) => Level | null;
}): Achievement[] {
  const wins = o.games.filter(ownWin);
  const firstWins = o.variants.map((v) => ({
    id: `first-win-${v.id}`,
    title: `First win: ${v.name}`,
    how: `Win a game of ${v.name}.`,
    done: (o.stats[v.id]?.won ?? 0) > 0 || wins.some((g) => g.variant === v.id),
  }));
  const fewerCells = wins.some((g) => {
    const v = o.variantOf(g.variant);
    if (v === null || v.rules.cells === 0) return false;
    const start = dealPosition(v.rules, g.deal);
    if (!start.ok) return false;
    const most = mostCellsHeld(start.value, g.moves);
    return most !== null && most < v.rules.cells;
  });
  const bestStreak = Math.max(0, ...Object.values(o.stats).map((s) => s.bestStreak));
  return [
    ...firstWins,
    {
      id: 'no-undo',
      ...ACHIEVEMENT_TEXT['no-undo'],
      done: wins.some((g) => counted(g) && (g.undos ?? 0) === 0),
    },
    {
      id: 'no-hints',
      ...ACHIEVEMENT_TEXT['no-hints'],
      done: wins.some((g) => counted(g) && (g.hints ?? 0) === 0 && g.helped !== true),
    },
    {
      id: 'fewer-cells',
      ...ACHIEVEMENT_TEXT['fewer-cells'],
      done: fewerCells,
    },
    {
      id: 'expert',
      ...ACHIEVEMENT_TEXT.expert,
      done: wins.some((g) => o.levelOf(g) === 'expert'),
    },
    { id: 'ten-in-a-row', ...ACHIEVEMENT_TEXT['ten-in-a-row'], done: bestStreak >= 10 },
  ];
}
