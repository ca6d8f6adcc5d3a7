// !! BROWSER SAFE !!
/**
 * The canonical key of a position, and its hash.
 *
 * The key says, for every card, what it lies on: another card (0..51), the bottom of a column, a
 * free cell, or its foundation; then three bytes: the foundation base, the closed cells, and the card
 * that must leave its cell next (+1, or 0). Columns are chains of "lies on" links, so the key
 * determines the position exactly, and it does not change when columns or cells are permuted: the
 * symmetry of FreeCell's piles comes for free, with no sorting. (When pile identity matters, as for
 * tutorial targets, the bottom and cell codes carry the pile's index instead.) A run move changes one
 * byte of the key; its Zobrist hash is updated by two XORs.
 *
 * The key is stored whole in the solver's table, never just its hash, so "this position was seen"
 * is exact and an unsolvable verdict is a proof.
 */

/** Lies at the bottom of a column (symmetric key). */
export const BOTTOM = 52;
/** In a free cell (symmetric key). */
export const CELL = 53;
/** On its foundation. */
export const FOUND = 54;
/** At the bottom of column i (pile-exact key): BOTTOM_AT + i. */
export const BOTTOM_AT = 64;
/** In free cell i (pile-exact key): CELL_AT + i. */
export const CELL_AT = 80;

/** Bytes of a key for a deck of `deck` cards (cards, then base, closed cells, pending), in whole words. */
export const keyBytesFor = (deck: number): number => Math.ceil((deck + 3) / 4) * 4;

/** Deterministic 32-bit generator (splitmix32) for the Zobrist tables. */
function splitmix(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

const rand = splitmix(0x5eed);
/** ZOBRIST[card * 128 + below]. */
export const ZOBRIST = Uint32Array.from({ length: 64 * 128 }, rand);
/** ZOBRIST_EXTRA[slot * 256 + value] for the three extra key bytes. */
export const ZOBRIST_EXTRA = Uint32Array.from({ length: 3 * 256 }, rand);

/** The full hash of a key from its card hash (the XOR of ZOBRIST over its cards) and extra bytes. */
export function mixKeyHash(cardHash: number, base: number, closed: number, pending: number): number {
  let h = cardHash ^ ZOBRIST_EXTRA[base]! ^ ZOBRIST_EXTRA[256 + closed]! ^ ZOBRIST_EXTRA[512 + pending]!;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The full hash of the key at bytes[off ..] for a deck of `deck` cards (what a search state keeps). */
export function keyHash(bytes: Uint8Array, off: number, deck: number): number {
  let h = 0;
  for (let card = 0; card < deck; card++) h ^= ZOBRIST[card * 128 + bytes[off + card]!]!;
  return mixKeyHash(h, bytes[off + deck]!, bytes[off + deck + 1]!, bytes[off + deck + 2]!);
}
