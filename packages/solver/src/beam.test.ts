import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectSmallest } from './beam.ts';

describe("the beam's selection of the best candidates", () => {
  it('puts the k smallest of distinct values first, whatever their order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 300 }),
        fc.nat(),
        (values, pick) => {
          const k = 1 + (pick % values.length);
          const a = Float64Array.from(values);
          selectSmallest(a, a.length, k);
          const sorted = [...values].sort((x, y) => x - y);
          expect([...a.subarray(0, k)].sort((x, y) => x - y)).toEqual(sorted.slice(0, k));
          expect([...a].sort((x, y) => x - y)).toEqual(sorted);
        },
      ),
    );
  });
});
