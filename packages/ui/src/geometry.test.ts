import { describe, expect, test } from 'vitest';
import {
  boardGeometry,
  boardPadding,
  FAN_BASE,
  MAX_CARD_WIDTH,
  MIN_CARD_WIDTH,
  minFan,
  neighbour,
  pileNear,
  slotX,
  topRow,
  type BoardShape,
} from './geometry.ts';

const FREECELL = { columns: 8, cells: 4 };
const EIGHT_OFF = { columns: 8, cells: 8 };

/** The rows' width plus the padding: what must fit in the box. */
const drawnWidth = (shape: typeof FREECELL, width: number, height: number) =>
  boardGeometry(shape, { width, height }).innerW + 2 * boardPadding(width);

describe('board geometry', () => {
  test('cards grow with the box (on large screens too), up to the largest width', () => {
    expect(boardGeometry(FREECELL, { width: 3000, height: 3000 }).cardW).toBe(MAX_CARD_WIDTH);
    expect(boardGeometry(FREECELL, { width: 3000, height: 3000 }, 96).cardW).toBe(96);
    // 1920×1080 (the page's bars take ~110 px): far beyond the 120 px cards of old.
    expect(boardGeometry(FREECELL, { width: 1920, height: 970 }).cardW).toBeGreaterThan(140);
    const short = boardGeometry(FREECELL, { width: 1280, height: 400 });
    expect(short.cardW).toBeLessThan(boardGeometry(FREECELL, { width: 1280, height: 800 }).cardW);
    // The height alone never makes cards smaller than the floor: the board scrolls instead.
    expect(boardGeometry(FREECELL, { width: 1280, height: 100 }).cardW).toBe(MIN_CARD_WIDTH);
  });

  test('the top row and the longest column fit the height, every covered card showing its index', () => {
    // FreeCell's longest column: 7 dealt cards and a run from a Queen down to an Ace on them.
    for (const [width, height] of [
      [1366, 620],
      [1280, 760],
      [1920, 970],
      [667, 270],
      [568, 238],
      [375, 520],
    ] as const) {
      for (const tallest of [7, 13, 19]) {
        const g = boardGeometry(FREECELL, { width, height }, undefined, tallest);
        const pad = boardPadding(width, height);
        const used = pad * 2 + g.cardH + g.gap * 1.6 + g.cardH * (1 + (tallest - 1) * minFan(g.cardW));
        if (g.cardW > MIN_CARD_WIDTH) expect(used).toBeLessThanOrEqual(height + 1);
      }
    }
    // A card's height follows its drawn (whole-pixel) width: 20.7 px cards drawn 20 wide were 29 tall,
    // not 28, and a 19-card column ended half a pixel under a 568×320 phone's edge.
    for (const height of [238, 300, 420, 620])
      for (const tallest of [11, 19]) {
        const g = boardGeometry(FREECELL, { width: 568, height }, undefined, tallest);
        expect(g.cardH).toBe(Math.round(g.cardW * 1.4));
      }
    // Columns up to FAN_BASE cards keep the cards' size; a longer one shrinks them.
    const box = { width: 1366, height: 620 };
    expect(boardGeometry(FREECELL, box, undefined, 7)).toEqual(
      boardGeometry(FREECELL, box, undefined, FAN_BASE),
    );
    expect(boardGeometry(FREECELL, box, undefined, 19).cardW).toBeLessThan(
      boardGeometry(FREECELL, box).cardW,
    );
  });

  test('every pile fits the width, even twelve in the top row of a small phone', () => {
    for (const width of [320, 360, 375, 390, 412]) {
      for (const shape of [FREECELL, EIGHT_OFF, { columns: 10, cells: 4 }]) {
        expect(drawnWidth(shape, width, 600)).toBeLessThanOrEqual(width);
      }
    }
    // Eight Off on a 375 px phone: smaller cards than FreeCell's, none off the edge.
    const g = boardGeometry(EIGHT_OFF, { width: 375, height: 600 });
    expect(g.cardW).toBeLessThan(boardGeometry(FREECELL, { width: 375, height: 600 }).cardW);
    expect(g.cardW).toBeGreaterThan(MIN_CARD_WIDTH);
  });

  test('the left-handed layout: foundations on the left, free cells on the right, the keys in that order', () => {
    const left = { ...FREECELL, foundationsLeft: true };
    expect(topRow(FREECELL)).toEqual(['f0', 'f1', 'f2', 'f3', 'h0', 'h1', 'h2', 'h3']);
    expect(topRow(left)).toEqual(['h0', 'h1', 'h2', 'h3', 'f0', 'f1', 'f2', 'f3']);
    // 8.3 slots: the left group starts at 0, the right one ends at the edge, the gap between.
    const at = (shape: BoardShape, k: string) => Math.round(slotX(shape, k) * 10) / 10;
    expect(topRow(left).map((k) => at(left, k))).toEqual([0, 1, 2, 3, 4.3, 5.3, 6.3, 7.3]);
    expect(topRow(FREECELL).map((k) => at(FREECELL, k))).toEqual([0, 1, 2, 3, 4.3, 5.3, 6.3, 7.3]);
    // Arrows follow what is seen: right from the last foundation is free cell 1; down from it, a
    // column below it; up from column 1, the hearts foundation above it.
    expect(neighbour(left, 'h3', 'right')).toBe('f0');
    expect(neighbour(left, 'f0', 'left')).toBe('h3');
    expect(neighbour(left, 'f3', 'right')).toBe(null);
    expect(neighbour(left, 'c0', 'up')).toBe('h0');
    expect(neighbour(left, 'c7', 'up')).toBe('f3');
    expect(neighbour(FREECELL, 'c0', 'up')).toBe('f0');
    // Eight Off: eight cells on the right of four foundations.
    const eight = { ...EIGHT_OFF, foundationsLeft: true };
    expect(slotX(eight, 'h0')).toBe(0);
    expect(at(eight, 'f7')).toBe(11.3);
  });
});

describe('hit-testing between piles', () => {
  // Two columns 100 px wide with a 20 px gap, a free cell above the first.
  const piles = [
    { key: 'f0', left: 0, right: 100, top: 0, bottom: 140, column: false },
    { key: 'c0', left: 0, right: 100, top: 200, bottom: 340, column: true },
    { key: 'c1', left: 120, right: 220, top: 200, bottom: 340, column: true },
  ] as const;
  test('a point in a box, or within half the gap of it, is that pile', () => {
    expect(pileNear(50, 70, piles, 20)).toBe('f0');
    expect(pileNear(105, 250, piles, 20)).toBe('c0');
    expect(pileNear(115, 250, piles, 20)).toBe('c1');
  });
  test('where two grown boxes meet, the nearer centre wins', () => {
    // 110 lies within half the gap of both columns: c0's centre (50) is 60 away, c1's (170) 60: the first.
    expect(pileNear(110, 250, piles, 20)).toBe('c0');
    expect(pileNear(111, 250, piles, 20)).toBe('c1');
  });
  test("a column's band reaches to the bottom of the board; a cell's does not", () => {
    expect(pileNear(50, 5000, piles, 20)).toBe('c0');
    expect(pileNear(50, 160, piles, 20)).toBeNull();
    expect(pileNear(-50, 250, piles, 20)).toBeNull();
  });
});

describe('keyboard focus map', () => {
  const shape = { columns: 8, cells: 4 };
  test('arrows walk rows and jump between them by position', () => {
    expect(neighbour(shape, 'c0', 'right')).toBe('c1');
    expect(neighbour(shape, 'c0', 'left')).toBeNull();
    expect(neighbour(shape, 'c0', 'up')).toBe('f0');
    expect(neighbour(shape, 'c7', 'up')).toBe('h3');
    expect(neighbour(shape, 'h0', 'down')).toBe('c4');
    expect(neighbour(shape, 'f3', 'right')).toBe('h0');
    expect(neighbour({ columns: 8, cells: 2 }, 'c5', 'up')).toBe('h1');
  });
});
