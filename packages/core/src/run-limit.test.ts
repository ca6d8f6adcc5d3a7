import { describe, expect, test } from 'vitest';
import { FREECELL_RULES } from './rules-spec.ts';
import { countedEmptyColumns, runLimit } from './run-limit.ts';

describe('runLimit', () => {
  test.each([
    // [sequenceMove, emptyColumns policy, free cells, empty columns, to an empty column, limit]
    ['standard', 'any', 4, 0, false, 5],
    ['standard', 'any', 2, 1, false, 6],
    ['standard', 'any', 2, 1, true, 3],
    ['standard', 'any', 1, 2, true, 4],
    ['standard', 'kings', 0, 3, false, 8],
    ['standard', 'none', 3, 2, false, 4],
    ['cells-plus-one', 'any', 3, 4, false, 4],
    ['one-card', 'any', 4, 4, false, 1],
    ['unlimited', 'any', 0, 0, false, Number.POSITIVE_INFINITY],
  ] as const)(
    '%s, empty columns take %s: %i cells, %i columns, to empty %s → %d',
    (seq, empty, f, e, toEmpty, limit) => {
      const rules = { ...FREECELL_RULES, sequenceMove: seq, emptyColumns: empty };
      expect(runLimit(rules, f, e, toEmpty)).toBe(limit);
    },
  );

  test('the destination column and columns that take nothing never count', () => {
    expect(countedEmptyColumns({ emptyColumns: 'any' }, 0, true)).toBe(0);
    expect(countedEmptyColumns({ emptyColumns: 'any' }, 3, true)).toBe(2);
    expect(countedEmptyColumns({ emptyColumns: 'none' }, 3, false)).toBe(0);
  });
});
