import { cell, column, foundation, pileKey, type Pile } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { pileIndex, pileKind, resolveTarget, selectionSize, selectionTargets } from './targets.ts';
import { targets } from './test/fixture.ts';

describe('resolveTarget', () => {
  test('auto takes the longest run that may go; exact only the count asked', () => {
    expect(resolveTarget(targets, 'c0', 'c3', 1, 'auto')).toEqual({ to: 'c3', count: 2 });
    expect(resolveTarget(targets, 'c0', 'c3', 1, 'exact')).toEqual({ to: 'c3', count: 1 });
    expect(resolveTarget(targets, 'c0', 'c3', 3, 'exact')).toBeNull();
    expect(resolveTarget(targets, 'c0', 'c3', 1, 'prefer')).toEqual({ to: 'c3', count: 1 });
    expect(resolveTarget(targets, 'c0', 'c3', 5, 'prefer')).toEqual({ to: 'c3', count: 2 });
  });
  test('nothing outside the legal targets', () => {
    expect(resolveTarget(targets, 'c1', 'c0', 1, 'auto')).toBeNull();
    expect(resolveTarget(targets, 'h3', 'c0', 1, 'auto')).toBeNull();
  });
  test('selection helpers', () => {
    expect([...selectionTargets(targets, { pile: 'c1', count: 1, mode: 'auto' })]).toEqual([
      'c2',
      'c3',
      'f1',
    ]);
    expect([...selectionTargets(targets, { pile: 'c0', count: 2, mode: 'exact' })]).toEqual(['c3']);
    expect(selectionSize(targets, { pile: 'c0', count: 1, mode: 'auto' })).toBe(2);
    expect(selectionSize(targets, null)).toBe(0);
  });
});

describe('pile keys', () => {
  // The board reads core's pile keys itself (the UI does not import core): the two must agree.
  test("read back every key core's pileKey writes", () => {
    const piles: Pile[] = [
      ...Array.from({ length: 10 }, (_, i) => column(i)),
      ...Array.from({ length: 8 }, (_, i) => cell(i)),
      ...Array.from({ length: 4 }, (_, i) => foundation(i)),
    ];
    for (const p of piles) expect([pileKind(pileKey(p)), pileIndex(pileKey(p))]).toEqual([p.kind, p.index]);
  });
});
