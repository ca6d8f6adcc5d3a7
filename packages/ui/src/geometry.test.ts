import { describe, expect, test } from 'vitest';
import { boardGeometry, boardPadding, MIN_CARD_WIDTH } from './geometry.ts';

const FREECELL = { columns: 8, cells: 4 };
const EIGHT_OFF = { columns: 8, cells: 8 };

/** The rows' width plus the padding: what must fit in the box. */
const drawnWidth = (shape: typeof FREECELL, width: number, height: number) =>
  boardGeometry(shape, { width, height }).innerW + 2 * boardPadding(width);

describe('board geometry', () => {
  test('cards grow with the box up to the largest width, and leave room for a long column', () => {
    expect(boardGeometry(FREECELL, { width: 1280, height: 700 }).cardW).toBeLessThanOrEqual(120);
    expect(boardGeometry(FREECELL, { width: 3000, height: 3000 }).cardW).toBe(120);
    expect(boardGeometry(FREECELL, { width: 3000, height: 3000 }, 96).cardW).toBe(96);
    const short = boardGeometry(FREECELL, { width: 1280, height: 400 });
    expect(short.cardW).toBeLessThan(boardGeometry(FREECELL, { width: 1280, height: 800 }).cardW);
    // The height alone never makes cards smaller than the floor: the board scrolls instead.
    expect(boardGeometry(FREECELL, { width: 1280, height: 100 }).cardW).toBe(MIN_CARD_WIDTH);
  });

  test('every pile fits the width, even twelve in the top row of a small phone', () => {
    for (const width of [320, 360, 375, 390, 412]) {
      for (const shape of [FREECELL, EIGHT_OFF, { columns: 10, cells: 4 }]) {
        expect(drawnWidth(shape, width, 600)).toBeLessThanOrEqual(width);
      }
    }
    // Eight Off on a 375 px phone: smaller cards than FreeCell's, none off the edge.
    const g = boardGeometry(EIGHT_OFF, { width: 375, height: 600 });
    expect(g.cardW).toBeLessThan(MIN_CARD_WIDTH);
    expect(g.cardW).toBeGreaterThan(20);
  });
});
