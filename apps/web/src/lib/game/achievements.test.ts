import { deal, FREECELL_RULES, unwrap } from '@cascade/core';
import { solve } from '@cascade/solver';
import { getVariant, listVariants } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { formatMoves } from '@cascade/core';
import { achievements, mostCellsHeld } from './achievements.ts';
import type { LoggedGame } from './game-log.ts';
import { EMPTY_STATS } from './stats.ts';

const freecell = getVariant('freecell');
const won617 = (() => {
  const start = unwrap(deal(FREECELL_RULES, 617));
  const r = solve(start);
  if (r.status !== 'solved') throw new Error('617 not solved');
  return { start, moves: formatMoves(start, r.moves).replace(/\s+/g, ' ').trim() };
})();
const g = (o: Partial<LoggedGame>): LoggedGame => ({
  variant: 'freecell',
  deal: 617,
  won: true,
  moves: won617.moves,
  played: 80,
  timeMs: 60_000,
  at: 1,
  ...o,
});
const done = (list: ReturnType<typeof achievements>) => list.filter((a) => a.done).map((a) => a.id);
const base = {
  stats: {},
  variants: listVariants().slice(0, 2),
  variantOf: (id: string) => (id === 'freecell' ? freecell : null),
  levelOf: () => null,
};

describe('achievements', () => {
  test('none before any win; a solution player\u2019s finish earns none', () => {
    expect(done(achievements({ ...base, games: [] }))).toEqual([]);
    expect(done(achievements({ ...base, games: [g({ assisted: true })] }))).toEqual([]);
  });

  test('a win without undo or hint: the first win of its variant, both, and cells to spare when it left one free', () => {
    const most = mostCellsHeld(won617.start, won617.moves);
    expect(most).not.toBeNull();
    const list = done(achievements({ ...base, games: [g({})] }));
    expect(list).toContain('first-win-freecell');
    expect(list).toContain('no-undo');
    expect(list).toContain('no-hints');
    expect(list.includes('fewer-cells')).toBe((most ?? 4) < 4);
  });

  test('undos or hints take those away; a game logged before counts were kept earns neither', () => {
    const list = done(achievements({ ...base, games: [g({ undos: 2, hints: 1, helped: true })] }));
    expect(list).not.toContain('no-undo');
    expect(list).not.toContain('no-hints');
    const old = g({});
    delete (old as { played?: number }).played;
    expect(done(achievements({ ...base, games: [old] }))).not.toContain('no-undo');
  });

  test('an Expert deal won; ten in a row from the statistics', () => {
    expect(done(achievements({ ...base, games: [g({})], levelOf: () => 'expert' }))).toContain('expert');
    const streak = { freecell: { ...EMPTY_STATS, played: 10, won: 10, bestStreak: 10 } };
    expect(done(achievements({ ...base, games: [], stats: streak }))).toEqual([
      'first-win-freecell',
      'ten-in-a-row',
    ]);
  });

  test('mostCellsHeld: the cells held at once, replayed; moves that do not replay: null', () => {
    const start = unwrap(deal(FREECELL_RULES, 1));
    expect(mostCellsHeld(start, '1a 2b')).toBe(2);
    expect(mostCellsHeld(start, 'ah')).toBeNull();
  });
});
