// !! BROWSER SAFE !!
/**
 * Seeded random deals of our own: a Fisher–Yates shuffle driven by sfc32 seeded through splitmix32
 * from the deal number's two 32-bit halves. Stable across versions: changing it would renumber deals.
 */
import type { Card } from '../card.ts';

/** The largest number of a `random` deal (rules with `deal: 'random'`). */
export const RANDOM_DEAL_MAX = Number.MAX_SAFE_INTEGER;

function splitmix32(a: number): () => number {
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

/** A deterministic generator of 32-bit unsigned integers for a seed 1..2^53−1. */
export function seededRandom(seed: number): () => number {
  const sm = splitmix32((seed % 2 ** 32) ^ Math.floor(seed / 2 ** 32));
  let a = sm(),
    b = sm(),
    c = sm(),
    d = sm();
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** Unbiased integer in [0, n) from a 32-bit generator. */
function below(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/** The order a `random` deal n lays out a deck of `size` cards in (a seeded shuffle); throws RangeError outside 1..RANDOM_DEAL_MAX. */
export function randomDealOrder(n: number, size = 52): Card[] {
  if (!Number.isInteger(n) || n < 1 || n > RANDOM_DEAL_MAX) {
    throw new RangeError(`random deal numbers run from 1 to ${RANDOM_DEAL_MAX}, not ${n}`);
  }
  const next = seededRandom(n);
  const deck: Card[] = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = below(next, i + 1);
    const t = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = t;
  }
  return deck;
}
