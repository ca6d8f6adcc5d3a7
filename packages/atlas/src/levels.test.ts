import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVEL_SHARES, LEVELS, levelCuts, levelOf, type GradeKey } from './levels.ts';

const key = (deal: number, minFreeCells: number, effort: number): GradeKey => ({
  deal,
  minFreeCells,
  effort,
});

describe('levels', () => {
  it('cut the winnable deals at 30%, 70% and 95% of their order', () => {
    const keys = Array.from({ length: 100 }, (_, i) => key(i + 1, Math.floor(i / 25), 1000 - i));
    const cuts = levelCuts(keys);
    const count = Object.fromEntries(
      LEVELS.map((l) => [l, keys.filter((k) => levelOf(k, cuts) === l).length]),
    );
    expect(count).toEqual({ easy: 30, medium: 40, hard: 25, expert: 5 });
    expect(Object.values(LEVEL_SHARES).reduce((a, b) => a + b)).toBeCloseTo(1);
  });

  it('order by free cells first, then effort, then deal number', () => {
    const cuts = levelCuts([key(1, 0, 9), key(2, 1, 1), key(3, 1, 5), key(4, 2, 0)]);
    // Fewer cells is easier whatever the effort; at equal cells, less effort is easier.
    expect(levelOf(key(9, 0, 1_000_000), cuts)).toBe('easy');
    expect(levelOf(key(9, 3, 0), cuts)).toBe('expert');
    expect(LEVELS.indexOf(levelOf(key(9, 1, 2), cuts))).toBeLessThanOrEqual(
      LEVELS.indexOf(levelOf(key(9, 1, 6), cuts)),
    );
  });

  it('a harder deal is never at an easier level; every level is used when there are 20 deals or more', () => {
    const arb = fc.array(
      fc.record({
        minFreeCells: fc.integer({ min: 0, max: 4 }),
        effort: fc.integer({ min: 0, max: 10_000 }),
      }),
      { minLength: 20, maxLength: 200 },
    );
    fc.assert(
      fc.property(arb, (raw) => {
        const keys = raw.map((k, i) => ({ ...k, deal: i + 1 }));
        const cuts = levelCuts(keys);
        const sorted = [...keys].sort(
          (a, b) => a.minFreeCells - b.minFreeCells || a.effort - b.effort || a.deal - b.deal,
        );
        const levels = sorted.map((k) => LEVELS.indexOf(levelOf(k, cuts)));
        for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeGreaterThanOrEqual(levels[i - 1]!);
        expect(new Set(levels).size).toBe(4);
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });

  it('no winnable deals give no cuts', () => {
    expect(levelCuts([])).toEqual([]);
  });
});
