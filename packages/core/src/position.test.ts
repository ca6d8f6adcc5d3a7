import { describe, expect, test } from 'vitest';
import {
  cardOf,
  deal,
  FOUNDATION_BASES,
  FOUNDATION_DIRECTIONS,
  foundationAccepts,
  foundationRankAt,
  FREECELL_RULES,
  naturalBase,
  orderBase,
  unwrap,
  type RulesSpec,
} from './index.ts';

const every = (maxRank: number): RulesSpec[] =>
  FOUNDATION_DIRECTIONS.flatMap((foundationDirection) =>
    FOUNDATION_BASES.map((foundationBase) => ({
      ...FREECELL_RULES,
      maxRank,
      foundationDirection,
      foundationBase,
    })),
  );

describe('the base a foundation counts from (naturalBase, orderBase)', () => {
  test.each([13, 5])('with %i ranks, the natural base runs to the end without going round', (maxRank) => {
    for (const rules of every(maxRank)) {
      const seq = Array.from({ length: maxRank }, (_, i) => foundationRankAt(rules, naturalBase(rules), i));
      const up = Array.from({ length: maxRank }, (_, i) => i + 1);
      expect(seq, JSON.stringify(rules)).toEqual(rules.foundationDirection === 'up' ? up : up.reverse());
    }
  });

  test.each([13, 5])(
    'with %i ranks and a fixed base, an empty foundation takes only the orderBase rank',
    (maxRank) => {
      for (const rules of every(maxRank).filter((r) => r.foundationBase !== 'first-card')) {
        const pos = unwrap(deal({ ...rules, deal: 'random' }, 1));
        const taken = Array.from({ length: maxRank }, (_, r) => r + 1).filter((r) =>
          foundationAccepts(pos, cardOf(r, 0)),
        );
        expect(taken, JSON.stringify(rules)).toEqual([orderBase(rules)]);
      }
    },
  );

  test("a position's own base wins; without one a first-card game counts from the natural base", () => {
    for (const rules of every(13)) {
      expect(orderBase(rules, 7)).toBe(7);
      if (rules.foundationBase === 'first-card') expect(orderBase(rules)).toBe(naturalBase(rules));
    }
  });
});
