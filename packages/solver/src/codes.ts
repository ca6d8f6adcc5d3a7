// !! BROWSER SAFE !!
/**
 * Pile codes and packed moves: how the search names piles and moves in one number.
 *
 * Piles: columns 0..9, free cells 10..17, foundations 18..21 (one per suit). A packed move is
 * `from | to << 5 | count << 10`; a public Move is written only when a line is handed out.
 */
import type { Move, Pile } from '@cascade/core';

export const CELL0 = 10;
export const FND0 = 18;

export const packMove = (from: number, to: number, count: number): number => from | (to << 5) | (count << 10);
export const moveFrom = (m: number): number => m & 31;
export const moveTo = (m: number): number => (m >> 5) & 31;
export const moveCount = (m: number): number => m >> 10;

/** Rank (1..13) of a card code (rank·4 + suit, ranks from 0). */
export const rankOfCard = (card: number): number => (card >> 2) + 1;

/** A packed move as a public Move. */
export function toMove(m: number): Move {
  return { from: pileOf(m & 31), to: pileOf((m >> 5) & 31), count: m >> 10 };
}

/** Every pile code's Pile, made once and frozen (moves share them). */
const PILES: readonly Pile[] = Array.from({ length: 32 }, (_, code) =>
  Object.freeze(
    code < CELL0
      ? { kind: 'column' as const, index: code }
      : code < FND0
        ? { kind: 'cell' as const, index: code - CELL0 }
        : { kind: 'foundation' as const, index: code - FND0 },
  ),
);

export function pileOf(code: number): Pile {
  return PILES[code]!;
}

export function codeOf(p: Pile): number {
  return p.kind === 'column' ? p.index : p.kind === 'cell' ? CELL0 + p.index : FND0 + p.index;
}

/** A public Move packed. */
export const packed = (m: Move): number => packMove(codeOf(m.from), codeOf(m.to), m.count);
