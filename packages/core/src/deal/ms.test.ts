import { createHash } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import {
  deal,
  formatCard,
  formatLayout,
  FREECELL_RULES,
  MS_DEAL_MAX,
  MS_DEAL_MIN,
  msDealOrder,
  POSITION_ERRORS,
  unwrap,
} from '../index.ts';
import { rulesOf } from '../../test/helpers/positions.ts';

// Some tests here take a second or more; under load (other suites running) that can pass the default 5 s.
vi.setConfig({ testTimeout: 120_000 });

/** A deal as fc-solve's generator prints it: one column a line, bottom card first, no colons. */
const boardText = (n: number): string => formatLayout(unwrap(deal(FREECELL_RULES, n)), { colons: false });

describe('Microsoft deals', () => {
  // The golden files under test/fixtures/ms-deals/ are exactly what fc-solve's generator prints.
  // Each was verified once, when it was created (2026-11-22), against Debian's freecell-solver-bin:
  //   diff test/fixtures/ms-deals/N.txt <(make-microsoft-freecell-board -t N)
  // gave no difference for every N below, including both sides of 2^31 and 2^32 (FreeCell Pro's
  // extended numbering up to 2^33 − 1).
  const GOLDEN = [
    1,
    240,
    617,
    11982,
    2 ** 31 - 1,
    2 ** 31,
    3000000000,
    2 ** 32 - 1,
    2 ** 32,
    6000000000,
    2 ** 33 - 1,
  ];
  test.each(GOLDEN)('deal %i matches its golden layout', async (n) => {
    await expect(boardText(n)).toMatchFileSnapshot(`../../test/fixtures/ms-deals/${n}.txt`);
  });

  // Published first rows (Rosetta Code, "Deal cards for FreeCell").
  test.each([
    [1, 'JD 2D 9H JC 5D 7H 7C 5H'],
    [617, '7D AD 5C 3S 5S 8C 2D AH'],
  ])('deal %i starts %s across the first row', (n, row) => {
    expect(msDealOrder(n).slice(0, 8).map(formatCard).join(' ')).toBe(row);
    const p = unwrap(deal(FREECELL_RULES, n));
    expect(p.columns.map((c) => formatCard(c[0] as number)).join(' ')).toBe(row);
  });

  test('columns 1–4 get 7 cards and 5–8 get 6, row by row', () => {
    const p = unwrap(deal(FREECELL_RULES, 1));
    expect(p.columns.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    const order = msDealOrder(1);
    p.columns.forEach((col, i) => col.forEach((card, row) => expect(card).toBe(order[row * 8 + i])));
    expect(p.cells).toEqual([null, null, null, null]);
    expect(p.foundations).toEqual([0, 0, 0, 0]);
  });

  // Pinned digest of deals 1–32000 laid out as above, concatenated. Verified once (2026-11-22) against
  // fc-solve's generator:
  //   for i in $(seq 1 32000); do make-microsoft-freecell-board -t $i; done > all.txt; sha256sum all.txt
  // printed the same digest (a06b93ff…) for the same 256,000 lines.
  test('deals 1–32000: sha256 of every layout, pinned', () => {
    const h = createHash('sha256');
    for (let n = 1; n <= 32000; n++) h.update(boardText(n));
    expect(h.digest('hex')).toBe('a06b93ff95c6307079f5e67938a5dcd1786b3469cc18cdf85919357bc4174a68');
  });

  test.each([0, -1, 2 ** 33, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -(2 ** 33)])(
    'deal number %d is out of range: an error value, not a throw',
    (n) => {
      for (const kind of ['ms', 'challenge'] as const) {
        const r = deal(rulesOf({ deal: kind }), n);
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.error.code).toBe(POSITION_ERRORS.dealNumber);
          expect(r.error.message).toContain(`from ${MS_DEAL_MIN} to ${MS_DEAL_MAX}`);
        }
      }
    },
  );

  test('the lowest-level generator throws RangeError for a programmer error', () => {
    expect(() => msDealOrder(0)).toThrow(RangeError);
    expect(() => msDealOrder(2 ** 33)).toThrow(RangeError);
  });

  test('the extremes of the range deal', () => {
    expect(deal(FREECELL_RULES, MS_DEAL_MIN).ok).toBe(true);
    expect(deal(FREECELL_RULES, MS_DEAL_MAX).ok).toBe(true);
  });

  test('a shrunken deck deals the Microsoft shuffle of its own cards', () => {
    for (const size of [4, 8, 16, 52]) {
      const order = msDealOrder(11982, size);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i));
    }
  });
});
