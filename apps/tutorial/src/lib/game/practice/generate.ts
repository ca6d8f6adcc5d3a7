/**
 * Practice positions, generated from a seed: the same seed gives the same position on every machine
 * (core's `seededRandom`, sfc32). A position is part of a game under way: each suit's foundation
 * built to some height, the other cards dealt at random into the columns, some of them in the free
 * cells, some columns left empty. Core checks it (`Position.fromSetup`); the drills ask core and the
 * solver about it.
 */
import {
  cardOf,
  fixedBase,
  foundationRankAt,
  Position,
  seededRandom,
  type Card,
  type CellSlot,
  type RulesSpec,
} from '@cascade/core';

/** A 32-bit generator's draws as the shapes a generator needs. */
export class Draw {
  readonly #next: () => number;
  constructor(seed: number) {
    this.#next = seededRandom(seed);
  }
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + (this.#next() % (hi - lo + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a;
  }
}

export interface Shape {
  /** Cards left out of the foundations (about: the suits' heights are drawn to reach it). */
  readonly cards: number;
  /** Free cells holding a card, as [fewest, most]. */
  readonly cellsFilled: readonly [number, number];
  /** Empty columns, as [fewest, most]. */
  readonly emptyColumns: readonly [number, number];
}

/** Whether positions can be generated under these rules: foundations by suit from a base the rules fix (an Ace or a King). */
export const canGenerate = (rules: RulesSpec): boolean => fixedBase(rules) !== null && rules.maxRank === 13;

/**
 * A position of a game under way with about `shape.cards` cards off the foundations, each suit's
 * foundation built from the rules' base in their direction (A→K, or K→A in Inverted). Only for
 * rules `canGenerate` accepts (the drills' games).
 */
export function generatePosition(rules: RulesSpec, shape: Shape, draw: Draw): Position {
  const ranks = 13;
  const base = fixedBase(rules);
  if (base === null || rules.maxRank !== ranks)
    throw new RangeError('positions need a fixed foundation base');
  // Each suit's foundation height: lower the heights one at a time, on a random suit, until enough
  // cards are left to deal.
  const heights = [ranks, ranks, ranks, ranks];
  let left = 0;
  while (left < shape.cards) {
    const s = draw.int(0, 3);
    if ((heights[s] as number) > 0) {
      heights[s] = (heights[s] as number) - 1;
      left++;
    }
  }
  const cards: Card[] = [];
  // Each suit's cards above its foundation's height, in the foundation's order (A→K, or K→A).
  for (let s = 0; s < 4; s++)
    for (let i = heights[s] as number; i < ranks; i++)
      cards.push(cardOf(foundationRankAt(rules, base, i), s));
  const deck = draw.shuffle(cards);

  // A card may stay in a free cell only where the rules let it (not where it must leave on the next move).
  const cellsFilled = Math.min(
    rules.cellStay === 'next-move' ? 0 : rules.cells,
    draw.int(shape.cellsFilled[0], shape.cellsFilled[1]),
    deck.length - 1,
  );
  const cells: CellSlot[] = Array.from({ length: rules.cells }, () => null);
  const cellOrder = draw.shuffle(Array.from({ length: rules.cells }, (_, i) => i));
  for (let i = 0; i < cellsFilled; i++) cells[cellOrder[i] as number] = deck.pop() as Card;

  const empty = Math.min(rules.columns - 1, draw.int(shape.emptyColumns[0], shape.emptyColumns[1]));
  const used = draw.shuffle(Array.from({ length: rules.columns }, (_, i) => i)).slice(empty);
  const columns: Card[][] = Array.from({ length: rules.columns }, () => []);
  // Every column in use gets a card; the rest go to random columns in use.
  deck.forEach((c, i) =>
    (columns[i < used.length ? (used[i] as number) : draw.pick(used)] as Card[]).push(c),
  );
  const pos = Position.fromSetup(
    {
      columns,
      cells,
      foundationTops: heights.map((h) => (h === 0 ? 0 : foundationRankAt(rules, base, h - 1))),
      base: null,
      pendingCell: null,
    },
    rules,
  );
  if (!pos.ok) throw new Error(`a generated position was refused: ${pos.error.message}`);
  return pos.value;
}
