import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunked, dealCount, gaps, holds, mergeRanges, type DealRange } from './ranges.ts';

const params = { seed: 20261125, numRuns: 300 };
const rangeArb = fc
  .tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 60 }))
  .map(([from, len]): DealRange => ({ from, to: from + len }));
const deals = (rs: readonly DealRange[]) => {
  const s = new Set<number>();
  for (const r of rs) for (let n = r.from; n <= r.to; n++) s.add(n);
  return s;
};

describe('ranges', () => {
  it('holds: exactly the deals the range lists, its ends included', () => {
    fc.assert(
      fc.property(rangeArb, fc.integer({ min: 0, max: 500 }), (r, n) => {
        expect(holds(r, n)).toBe(deals([r]).has(n));
      }),
      params,
    );
  });

  it('gaps: exactly the deals of from..to no range covers', () => {
    fc.assert(
      fc.property(fc.array(rangeArb, { maxLength: 8 }), rangeArb, (covered, want) => {
        const got = deals(gaps(want.from, want.to, covered));
        const cov = deals(covered);
        for (let n = want.from; n <= want.to; n++) expect(got.has(n)).toBe(!cov.has(n));
        expect([...got].every((n) => n >= want.from && n <= want.to)).toBe(true);
      }),
      params,
    );
  });

  it('mergeRanges: the same deals, sorted, apart', () => {
    fc.assert(
      fc.property(fc.array(rangeArb, { maxLength: 8 }), (rs) => {
        const merged = mergeRanges(rs);
        expect(deals(merged)).toEqual(deals(rs));
        for (let i = 1; i < merged.length; i++)
          expect(merged[i]!.from).toBeGreaterThan(merged[i - 1]!.to + 1);
      }),
      params,
    );
  });

  it('chunked: the same deals, on the grid, however the ranges are cut', () => {
    fc.assert(
      fc.property(fc.array(rangeArb, { maxLength: 6 }), fc.integer({ min: 1, max: 50 }), (rs, size) => {
        const chunks = chunked(rs, size);
        expect(deals(chunks)).toEqual(deals(rs));
        expect(dealCount(chunks)).toBe(deals(rs).size);
        for (const c of chunks) expect(Math.ceil(c.from / size)).toBe(Math.ceil(c.to / size));
        // The same missing deals always make the same chunks: cutting a range in two changes nothing
        // but the chunk the cut falls in.
        expect(chunked(mergeRanges(rs), size)).toEqual(chunks);
      }),
      params,
    );
  });

  it('chunked: a fresh range starts its chunks on the grid', () => {
    expect(chunked([{ from: 1, to: 120 }], 50)).toEqual([
      { from: 1, to: 50 },
      { from: 51, to: 100 },
      { from: 101, to: 120 },
    ]);
    expect(chunked([{ from: 70, to: 160 }], 50)).toEqual([
      { from: 70, to: 100 },
      { from: 101, to: 150 },
      { from: 151, to: 160 },
    ]);
  });
});
