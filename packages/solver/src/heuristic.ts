// !! BROWSER SAFE !!
/**
 * How far a position looks from won: the estimate that orders the search. It never prunes, so it
 * cannot make a verdict wrong. Rules-generic: "lower" means "goes home earlier", read from the
 * foundation order of these rules (for a base still to be set, the rules' natural one).
 *
 *   h = notHome · (cards not home)
 *     + Σ over column cards above the column's bottom card:
 *         blocker        if a card below it goes home earlier and it is not built on the card below it,
 *         blockerInRun   if a card below it goes home earlier but it is built on the card below it,
 *         notSorted      if the column is not one built run from its bottom card up to it,
 *         notOnParent    if it is not built on the card below it,
 *         buriedKing     if it is a run-starting rank (a King building down), which only an empty
 *                        column can take;
 *     + lowDepth · Σ over columns of the cards above the column's first-to-go-home card
 *     + cell · (occupied free cells) + cellSquared · (occupied free cells)² − emptyColumn · (empty columns)
 *     + nextDepth · (cards above the next card each foundation needs).
 *
 * SearchState keeps it incrementally (per-column prefix sums); the tests check it against a direct
 * computation.
 */

export interface HeuristicWeights {
  readonly notHome: number;
  readonly blocker: number;
  readonly blockerInRun: number;
  readonly notSorted: number;
  readonly notOnParent: number;
  /** Per card of the rank that starts a run (a King building down) not at its column's bottom. */
  readonly buriedKing: number;
  readonly lowDepth: number;
  readonly cell: number;
  readonly cellSquared: number;
  readonly emptyColumn: number;
  readonly nextDepth: number;
}

export const FAST_WEIGHTS: HeuristicWeights = {
  notHome: 2,
  blocker: 1,
  blockerInRun: 0,
  notSorted: 3,
  notOnParent: 0,
  buriedKing: 0,
  lowDepth: 0,
  cell: 4,
  cellSquared: 0,
  emptyColumn: 3,
  nextDepth: 1,
};
