import { describe, expect, test } from 'vitest';
import { boardGeometry, boardPadding, FAN_BASE, MAX_CARD_WIDTH, MIN_CARD_WIDTH, minFan } from './geometry.ts';

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
      [375, 520],
    ] as const) {
      for (const tallest of [7, 13, 19]) {
        const g = boardGeometry(FREECELL, { width, height }, undefined, tallest);
        const pad = boardPadding(width);
        const used = pad * 2 + g.cardH + g.gap * 1.6 + g.cardH * (1 + (tallest - 1) * minFan(g.cardW));
        if (g.cardW > MIN_CARD_WIDTH) expect(used).toBeLessThanOrEqual(height + 1);
      }
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
});
