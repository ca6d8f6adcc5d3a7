// !! BROWSER SAFE !!
/**
 * Microsoft FreeCell deals, with FreeCell Pro's extension to 2^33 − 1.
 *
 * seed = N; each step seed = (seed · 214013 + 2531011) mod 2^31, r = seed >> 16 (15 bits).
 * FreeCell Pro: for 2^31 ≤ N < 2^32 the draw is r | 0x8000; for N ≥ 2^32 the seed starts at
 * N − 2^32, runs mod 2^32, and the draw is ((seed >> 16) & 0xffff) + 1. The deck starts AC AD AH AS 2C … (card = (rank − 1) · 4 + suit);
 * for i = 0.. pick j = draw mod (cards left), deal deck[j], move the last remaining card into its place.
 */
import type { Card } from '../card.ts';

/** The first Microsoft deal number (deals run from MS_DEAL_MIN to MS_DEAL_MAX). */
export const MS_DEAL_MIN = 1;
/** FreeCell Pro's highest deal number. */
export const MS_DEAL_MAX = 2 ** 33 - 1;

/** The order in which the cards of a `size`-card deck (0..size−1) are dealt for deal `n`. */
export function msDealOrder(n: number, size = 52): Card[] {
  if (!Number.isInteger(n) || n < MS_DEAL_MIN || n > MS_DEAL_MAX) {
    throw new RangeError(`Microsoft deal numbers run from ${MS_DEAL_MIN} to ${MS_DEAL_MAX}, not ${n}`);
  }
  const extended = n >= 2 ** 32;
  // The LCG step in 32-bit integer arithmetic: Math.imul keeps the low 32 bits of the product,
  // which is all that survives the modulus (2^31, or 2^32 for FreeCell Pro's extended numbers).
  let seed = extended ? n - 2 ** 32 : n;
  const high = n >= 2 ** 31 && !extended ? 0x8000 : 0;
  // Plain loops, no closure or Array.from callback: every deal of a solver's range comes through here.
  const deck: Card[] = [];
  for (let i = 0; i < size; i++) deck.push(i);
  const out: Card[] = [];
  let left = size;
  for (let i = 0; i < size; i++) {
    let r: number;
    if (extended) {
      seed = (Math.imul(seed, 214013) + 2531011) >>> 0;
      r = ((seed >>> 16) & 0xffff) + 1;
    } else {
      seed = (Math.imul(seed, 214013) + 2531011) & 0x7fffffff;
      r = (seed >>> 16) | high;
    }
    const j = r % left;
    out.push(deck[j] as Card);
    left--;
    deck[j] = deck[left] as Card;
  }
  return out;
}
