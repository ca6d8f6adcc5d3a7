/**
 * The board's size: the box it is drawn in, the cards' size (geometry.ts), the padding, the fan of
 * each column, and the height of a board that fits its cards. Reactive state; no input, no drawing.
 */
import {
  boardGeometry,
  boardPadding,
  COMPACT_CARD_WIDTH,
  minFan,
  type BoardGeometry,
  type BoardShape,
} from '../geometry.ts';
import type { BoardLayout } from '../types.ts';
import { columnsTop } from './hit.ts';

export interface BoardSize {
  /** The board's measured width and height (bound to its element). */
  width: number;
  measured: number;
  /**
   * A board that fits its cards (its container says `--board-fit: content` in CSS, with a height
   * that follows the board's and a max-height): the cards are sized for that max-height, and the
   * board is as tall as its piles, never a strip of empty felt below them. Null: the board fills
   * its container's height.
   */
  readonly fitMax: number | null;
  readonly pad: number;
  readonly geo: BoardGeometry;
  /** Small cards get the larger index (phones). */
  readonly compact: boolean;
  /** The height of a board that fits its cards: the top row and the longest column as drawn. */
  readonly fittedHeight: number;
  /** Fan offset of a column of n cards. */
  offsetFor(n: number): number;
  /** Reads whether the board fits its cards (`--board-fit: content`) and its container's max-height. */
  readFit(root: HTMLElement | undefined): void;
}

export function boardSize(
  layout: () => BoardLayout,
  shape: () => BoardShape,
  maxCardWidth: () => number | undefined,
): BoardSize {
  let width = $state(0);
  let measured = $state(0);
  let fitMax = $state<number | null>(null);
  const height = $derived(fitMax ?? measured);
  const pad = $derived(boardPadding(width, height));
  /** The longest column: the cards shrink when it would not fit fanned (every rank and suit shown). */
  const tallest = $derived(layout().columns.reduce((n, c) => Math.max(n, c.length), 0));
  const geo = $derived(boardGeometry(shape(), { width, height }, maxCardWidth(), tallest));
  const compact = $derived(geo.cardW < COMPACT_CARD_WIDTH);
  const columnsHeight = $derived(height > 0 ? height - pad * 2 - columnsTop(geo) : 0);

  /**
   * Fan offset of a column of n cards: generous when there is room, tighter as the column grows so
   * that its top card shows whole above the board's bottom edge, never so tight that a covered
   * card's rank or suit is hidden (the cards themselves shrink first: see boardGeometry).
   */
  function offsetFor(n: number): number {
    // A board that fits its cards keeps them close (it grows with the column, so it stays short).
    const roomy = fitMax === null && height > 0 && columnsHeight > geo.cardH * 7;
    const max = geo.cardH * (compact ? (roomy ? 0.4 : 0.34) : roomy ? 0.32 : 0.27);
    const min = geo.cardH * minFan(geo.cardW);
    if (n <= 1) return max;
    const fit = columnsHeight > 0 ? (columnsHeight - geo.cardH - 1) / (n - 1) : max;
    return Math.max(min, Math.min(max, fit));
  }

  const fittedHeight = $derived(
    pad * 2 +
      columnsTop(geo) +
      layout().columns.reduce(
        (h, c) => Math.max(h, geo.cardH + Math.max(0, c.length - 1) * offsetFor(c.length)),
        geo.cardH,
      ),
  );

  return {
    get width() {
      return width;
    },
    set width(v) {
      width = v;
    },
    get measured() {
      return measured;
    },
    set measured(v) {
      measured = v;
    },
    get fitMax() {
      return fitMax;
    },
    get pad() {
      return pad;
    },
    get geo() {
      return geo;
    },
    get compact() {
      return compact;
    },
    get fittedHeight() {
      return fittedHeight;
    },
    offsetFor,
    readFit(root) {
      if (!root) return;
      if (getComputedStyle(root).getPropertyValue('--board-fit').trim() !== 'content') {
        fitMax = null;
        return;
      }
      const max = root.parentElement ? parseFloat(getComputedStyle(root.parentElement).maxHeight) : NaN;
      fitMax = Number.isFinite(max) ? max : 100_000;
    },
  };
}
