// !! BROWSER SAFE !!
/** Pile kinds; indices are 0-based in memory and 1-based (or lettered) only in notation. */
export const PILE_KINDS = ['column', 'cell', 'foundation'] as const;
export type PileKind = (typeof PILE_KINDS)[number];

/**
 * A pile reference. For foundations the index is the suit (0..3, C D H S): a card always goes to
 * its own suit's foundation.
 */
export type Pile =
  | { readonly kind: 'column'; readonly index: number }
  | { readonly kind: 'cell'; readonly index: number }
  | { readonly kind: 'foundation'; readonly index: number };

/**
 * A move: `count` cards from the top of `from` to `to`. `count` > 1 only for a run moved
 * column → column as one unit. Moves never carry cards: the cards follow from the position.
 */
export interface Move {
  readonly from: Pile;
  readonly to: Pile;
  readonly count: number;
}

export const column = (index: number): Pile => ({ kind: 'column', index });
export const cell = (index: number): Pile => ({ kind: 'cell', index });
export const foundation = (suit: number): Pile => ({ kind: 'foundation', index: suit });
export const move = (from: Pile, to: Pile, count = 1): Move => ({ from, to, count });

export const samePile = (a: Pile, b: Pile): boolean => a.kind === b.kind && a.index === b.index;
export const sameMove = (a: Move, b: Move): boolean =>
  samePile(a.from, b.from) && samePile(a.to, b.to) && a.count === b.count;

/** A stable string key for a pile: `c0`, `f2`, `h1` (cell 0 is `f0`: "free cell"; foundation `h`). */
export function pileKey(p: Pile): string {
  return `${p.kind === 'column' ? 'c' : p.kind === 'cell' ? 'f' : 'h'}${p.index}`;
}
