import { describe, expect, test } from 'vitest';
import { boardGeometry, slotX } from '../geometry.ts';
import { columnsTop, pileAt, pileBoxes } from './hit.ts';

const shape = { columns: 8, cells: 4 };
const geo = boardGeometry(shape, { width: 800, height: 700 });
const left = (key: string, s = shape) => slotX(s, key) * geo.pitch;
const colTop = columnsTop(geo);

describe('hit-testing by geometry', () => {
  test('a point on a pile is that pile: top row and columns, anywhere down a column', () => {
    expect(pileAt(shape, geo, left('f0') + 2, 2)).toBe('f0');
    expect(pileAt(shape, geo, left('f3') + geo.cardW - 2, geo.cardH - 2)).toBe('f3');
    expect(pileAt(shape, geo, left('h2') + geo.cardW / 2, geo.cardH / 2)).toBe('h2');
    expect(pileAt(shape, geo, left('c0') + 1, colTop + 1)).toBe('c0');
    expect(pileAt(shape, geo, left('c5') + geo.cardW / 2, colTop + geo.cardH * 6)).toBe('c5');
  });
  test('between two columns, the nearer one; between the rows or above the board, none', () => {
    const gapMid = left('c2') + geo.cardW + geo.gap / 2;
    expect(pileAt(shape, geo, gapMid - 0.5, colTop + 10)).toBe('c2');
    expect(pileAt(shape, geo, gapMid + 0.5, colTop + 10)).toBe('c3');
    expect(pileAt(shape, geo, left('c1') + 5, geo.cardH + (colTop - geo.cardH) / 2)).toBeNull();
    expect(pileAt(shape, geo, left('f1') + 5, -geo.gap)).toBeNull();
    // Left of the first pile by more than half a gap.
    expect(pileAt(shape, geo, -geo.gap, colTop + 5)).toBeNull();
  });
  test('the left-handed top row: foundations first', () => {
    const lh = { ...shape, foundationsLeft: true };
    expect(pileAt(lh, geo, left('h0', lh) + 3, 3)).toBe('h0');
    expect(pileAt(lh, geo, left('f0', lh) + 3, 3)).toBe('f0');
    expect(left('h0', lh)).toBe(0);
  });
  test('one box per pile, none overlapping', () => {
    const boxes = pileBoxes(shape, geo);
    expect(boxes.map((b) => b.key).sort()).toEqual(
      ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'f0', 'f1', 'f2', 'f3', 'h0', 'h1', 'h2', 'h3'].sort(),
    );
    for (const a of boxes)
      for (const b of boxes)
        if (a !== b && a.top === b.top) expect(a.right <= b.left || b.right <= a.left).toBe(true);
  });
});
