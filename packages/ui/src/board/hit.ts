/**
 * Hit-testing by arithmetic (chessground's way): which pile a point belongs to, from the board's
 * geometry alone, never by asking the DOM what lies under the pointer. Points are in CSS pixels from
 * the top-left corner of the piles' rows (the board's `.inner`).
 */
import { pileNear, slotX, topRow, type BoardGeometry, type BoardShape, type PileBox } from '../geometry.ts';
import type { PileKey } from '../types.ts';

/** The gap between the top row and the columns, as a share of the gap between piles. */
export const ROW_GAP = 1.6;

/** Where the columns start below the top row. */
export const columnsTop = (geo: BoardGeometry): number => geo.cardH + geo.gap * ROW_GAP;

/** Every pile's box: the top row's cards, and the columns, whose bands reach the board's bottom. */
export function pileBoxes(shape: BoardShape, geo: BoardGeometry): PileBox[] {
  const box = (key: PileKey, top: number, column: boolean): PileBox => {
    const left = slotX(shape, key) * geo.pitch;
    return { key, left, right: left + geo.cardW, top, bottom: top + geo.cardH, column };
  };
  const cols = Array.from({ length: shape.columns }, (_, i) => box(`c${i}`, columnsTop(geo), true));
  return [...topRow(shape).map((k) => box(k, 0, false)), ...cols];
}

/**
 * The pile under a point: the pile whose box holds it, or (between piles, below a column's last
 * card) the one whose box grown by half a gap does; null when none.
 */
export function pileAt(shape: BoardShape, geo: BoardGeometry, x: number, y: number): PileKey | null {
  return pileNear(x, y, pileBoxes(shape, geo), geo.gap);
}
