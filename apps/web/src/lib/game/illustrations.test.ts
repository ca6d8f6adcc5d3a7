import { getVariant, listVariants } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { rulesIllustration } from './illustrations.ts';

describe('rules illustrations', () => {
  test('FreeCell: 8 columns of 7 and 6, a red-on-black run, the standard limit worked out', () => {
    const ill = rulesIllustration(getVariant('freecell').rules);
    expect(ill.layout).toEqual({
      columns: [7, 7, 7, 7, 6, 6, 6, 6],
      cells: 4,
      prefilled: 0,
      foundationStart: 'A',
    });
    expect(ill.build?.run.map((c) => c.name)).toEqual(['9 of spades', '8 of hearts', '7 of clubs']);
    expect(ill.build?.refused?.card.name).toBe('6 of clubs');
    expect(ill.build?.refused?.why).toMatch(/cannot go on/);
    expect(ill.foundation.cards.map((c) => c.name)).toEqual(['Ace of hearts', '2 of hearts', '3 of hearts']);
    expect(ill.foundation.last.name).toBe('King of hearts');
    expect(ill.runLimit).toMatchObject({ emptyCells: 2, emptyColumns: 1, ontoCard: 6, intoEmpty: 3 });
    expect(ill.runLimit?.ontoFormula).toBe('(2 + 1) × 2^1 = 6');
    expect(ill.runLimit?.intoEmptyFormula).toBe('(2 + 1) × 2^0 = 3');
  });

  test('Inverted: builds up, foundations from the King, free cells + 1', () => {
    const ill = rulesIllustration(getVariant('inverted').rules);
    expect(ill.build?.run.map((c) => c.name)).toEqual(['6 of spades', '7 of hearts', '8 of clubs']);
    expect(ill.foundation.cards.map((c) => c.name)).toEqual([
      'King of hearts',
      'Queen of hearts',
      'Jack of hearts',
    ]);
    expect(ill.runLimit).toMatchObject({ ontoCard: 3, intoEmpty: 3, ontoFormula: '2 + 1 = 3' });
  });

  test('every catalogue variant has a layout, a build and a foundation sketch', () => {
    for (const v of listVariants()) {
      const ill = rulesIllustration(v.rules);
      expect(ill.layout.columns.reduce((a, b) => a + b, 0) + ill.layout.prefilled).toBe(52);
      expect(ill.build?.run).toHaveLength(3);
      expect(ill.build?.refused?.why, v.id).toBeTruthy();
      if (v.rules.sequenceMove === 'standard' || v.rules.sequenceMove === 'cells-plus-one')
        expect(ill.runLimit, v.id).not.toBeNull();
    }
  });
});
