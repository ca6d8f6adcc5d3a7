// !! BROWSER SAFE !!
import type { Card } from './card.ts';

/** A free cell that has closed for good (single-use cells). */
export const CLOSED_CELL = 'closed';
/** A free cell: a card, empty (null), or closed. */
export type CellSlot = Card | null | typeof CLOSED_CELL;

/**
 * An unchecked layout: what board text says, before it is checked against the rules.
 * `Position.fromSetup(setup, rules)` is the only way to a Position.
 */
export interface Setup {
  /** Columns, bottom card first, top card last. */
  readonly columns: readonly (readonly Card[])[];
  readonly cells: readonly CellSlot[];
  /** Top rank on each suit's foundation, indexed by suit (C D H S); 0 for an empty foundation. */
  readonly foundationTops: readonly number[];
  /** The base rank of the foundations when the rules let the first card set it; null if not set yet. */
  readonly base: number | null;
  /** Index of the cell whose card must leave on the next move (`next-move` cells), else null. */
  readonly pendingCell: number | null;
}
