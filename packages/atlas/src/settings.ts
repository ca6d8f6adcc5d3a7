// !! BROWSER SAFE !!
/** How the atlas searches each deal: part of every chunk's identity (in the store and the queue). */
import { DEFAULT_MAX_STATES } from '@cascade/solver';

/** How deals are solved: with grades or verdicts only, and the budgets of the searches. */
export interface AtlasSettings {
  /** Grade solved deals by the fewest free cells (searches with fewer cells: the costly part). */
  readonly grades: boolean;
  /** Positions the full rules' searches may store before they give up with `unknown`. */
  readonly maxStates: number;
  /**
   * Positions each search with fewer free cells may store. A search that runs out leaves the grade
   * an upper bound (`exact: false`); proofs with fewer cells are what grading costs.
   */
  readonly gradeMaxStates: number;
}

/** The settings `fc atlas run` uses by default. */
export const DEFAULT_SETTINGS: AtlasSettings = Object.freeze({
  grades: true,
  maxStates: DEFAULT_MAX_STATES,
  gradeMaxStates: 2_000_000,
});

/** Deals per chunk: a chunk is a few seconds of work, so progress moves and a lost chunk costs little. */
export const defaultChunkSize = (settings: AtlasSettings): number => (settings.grades ? 50 : 500);

/** The format of the store's files and of the queue's job data; bumped when either changes. */
export const ATLAS_FORMAT = 1;
