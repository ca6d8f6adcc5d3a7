/**
 * Board geometry: a row of free cells and foundations over a row of columns, on a grid of equal
 * slots. Pure functions, shared by the drawing and the keyboard focus map.
 */
import type { PileKey } from './types.ts';

export interface BoardShape {
  readonly columns: number;
  readonly cells: number;
  /**
   * The left-handed layout: the foundations on the left of the top row and the free cells on the
   * right (the piles a left hand plays to most, under it). Default: cells left, foundations right.
   */
  readonly foundationsLeft?: boolean;
}

/** Extra space between the free cells and the foundations, in slots. */
export const TOP_GAP = 0.3;

/** Slots across the board: the wider of the two rows (top: cells, a gap, four foundations). */
export function slotCount(shape: BoardShape): number {
  return Math.max(shape.columns, shape.cells + 4 + (shape.cells > 0 ? TOP_GAP : 0));
}

/** Card sizes and spacing of a board drawn in a box of `width` × `height` CSS pixels. */
export interface BoardGeometry {
  readonly slots: number;
  /** Distance from one pile's left edge to the next one's. */
  readonly pitch: number;
  readonly gap: number;
  readonly cardW: number;
  readonly cardH: number;
  /** Width of the piles' rows: slots × pitch − gap. */
  readonly innerW: number;
}

/** Padding round the board; a narrow one (a phone upright) or a short one (on its side) gets less. */
export const boardPadding = (width: number, height = 0): number =>
  (width > 0 && width < 520) || (height > 0 && height < 420) ? 3 : 8;

/** The smallest card width the height alone may ask for (a board shorter still scrolls). */
export const MIN_CARD_WIDTH = 20;

/** The largest card width (a very large screen): the height decides before this does. */
export const MAX_CARD_WIDTH = 240;

/** Cards narrower than this are drawn with the larger index (phones): see Card.svelte. */
export const COMPACT_CARD_WIDTH = 64;

/**
 * The least distance between two fanned cards, as a share of the card's height, that shows a covered
 * card's rank and suit whole (a Queen's tail included): the index strip of Card.svelte, normal and
 * compact.
 */
export const MIN_FAN = { normal: 0.25, compact: 0.32 } as const;

/** Columns up to this many cards never shrink the cards: only a longer one does. */
export const FAN_BASE = 11;

/** The least fan of cards `cardW` wide: their rank and suit show whole. */
export const minFan = (cardW: number): number =>
  cardW < COMPACT_CARD_WIDTH ? MIN_FAN.compact : MIN_FAN.normal;

/**
 * Card sizes for a box (0: not measured yet, drawn for 800 px wide): as wide as the slots allow,
 * at most `maxCardWidth`, and short enough that the top row and a column of `tallest` cards (at
 * least FAN_BASE), fanned just enough to show every card's rank and suit, fit the height, though
 * never below MIN_CARD_WIDTH for the height alone. The width always fits: a pile off the edge could
 * not be reached (Eight Off's twelve piles in the top row of a phone).
 */
export function boardGeometry(
  shape: BoardShape,
  box: { readonly width: number; readonly height: number },
  maxCardWidth = MAX_CARD_WIDTH,
  tallest = 0,
): BoardGeometry {
  const slots = slotCount(shape);
  const pad = boardPadding(box.width, box.height);
  const w = Math.max(200, (box.width || 800) - pad * 2);
  const fit = w / slots;
  // A phone's narrow slots keep the least gap, so the cards reach a finger's 44 px (a phone held
  // upright: 44 px cards, 42 with a gap of 8 % of the slot).
  const gap = fit < 50 ? 2 : Math.min(14, Math.max(3, fit * (fit < 60 ? 0.08 : 0.1)));
  const n = Math.max(FAN_BASE, tallest);
  // The top row, the gap below it, then the column: cardH · (1 + 1 + (n − 1) · fan).
  const room = box.height - pad * 2 - gap * 1.6;
  const byHeight = (fan: number): number =>
    box.height > 0 ? Math.max(0, room) / (2 + (n - 1) * fan) / 1.4 : Infinity;
  let tall = byHeight(MIN_FAN.normal);
  if (tall < COMPACT_CARD_WIDTH) tall = byHeight(MIN_FAN.compact);
  const cardW = Math.min(fit - gap, Math.max(MIN_CARD_WIDTH, Math.min(maxCardWidth, tall)));
  const pitch = cardW + gap;
  // The height follows the width drawn (whole pixels), never the unrounded one: a card a fraction
  // taller, times a long column's fan, was enough to put its top card under the edge.
  const drawnW = Math.floor(cardW);
  return {
    slots,
    pitch,
    gap,
    cardW: drawnW,
    cardH: Math.round(drawnW * 1.4),
    innerW: slots * pitch - gap,
  };
}

/** Piles of the top row, left to right (free cell 1 is always the leftmost cell). */
export function topRow(shape: BoardShape): PileKey[] {
  const cells = Array.from({ length: shape.cells }, (_, i) => `f${i}`);
  const foundations = [0, 1, 2, 3].map((i) => `h${i}`);
  return shape.foundationsLeft ? [...foundations, ...cells] : [...cells, ...foundations];
}

export function columnRow(shape: BoardShape): PileKey[] {
  return Array.from({ length: shape.columns }, (_, i) => `c${i}`);
}

/** Horizontal position of a pile, in slots from the left edge. */
export function slotX(shape: BoardShape, key: PileKey): number {
  const slots = slotCount(shape);
  const i = Number(key.slice(1));
  if (key.startsWith('c')) return (slots - shape.columns) / 2 + i;
  const cell = key.startsWith('f');
  // The group on the left starts at 0, the one on the right ends at the last slot.
  if (cell !== !!shape.foundationsLeft) return i;
  return slots - (cell ? shape.cells : 4) + i;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The pile focus moves to from `key` with an arrow key (null: stay). */
export function neighbour(shape: BoardShape, key: PileKey, dir: Direction): PileKey | null {
  const top = topRow(shape);
  const cols = columnRow(shape);
  const inTop = !key.startsWith('c');
  const row = inTop ? top : cols;
  const i = row.indexOf(key);
  if (i < 0) return null;
  if (dir === 'left') return row[i - 1] ?? null;
  if (dir === 'right') return row[i + 1] ?? null;
  if ((dir === 'up' && !inTop) || (dir === 'down' && inTop)) {
    const other = inTop ? cols : top;
    const x = slotX(shape, key);
    let best: PileKey | null = null;
    let bestD = Infinity;
    for (const k of other) {
      const d = Math.abs(slotX(shape, k) - x);
      if (d < bestD - 1e-9) {
        bestD = d;
        best = k;
      }
    }
    return best;
  }
  return null;
}

/** A pile's box on screen (CSS pixels), for hit-testing. */
export interface PileBox {
  readonly key: PileKey;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** A column's band reaches down to the bottom of the board: a drop below its last card counts. */
  readonly column: boolean;
}

/**
 * The pile a point (a drop, a tap between cards) belongs to when no pile's element lies under it:
 * the pile whose box, grown by half the gap on each side (a column's down to the bottom of the
 * board), holds it, the one whose centre is nearest across where two do. null when none does.
 */
export function pileNear(px: number, py: number, piles: readonly PileBox[], gap: number): PileKey | null {
  let best: PileKey | null = null;
  let bestD = Infinity;
  for (const p of piles) {
    const bottom = p.column ? Infinity : p.bottom + gap / 2;
    if (px < p.left - gap / 2 || px > p.right + gap / 2 || py < p.top - gap / 2 || py > bottom) continue;
    const d = Math.abs(px - (p.left + p.right) / 2);
    if (d < bestD) {
      bestD = d;
      best = p.key;
    }
  }
  return best;
}
