/** Move constraints shared by several steps (patterns: see Allowed in types.ts). */
import type { Allowed } from './types.ts';

/** Free-cell steps keep the empty columns out of it: columns and free cells only, and foundations. */
export const CELLS_NOT_COLUMNS: Allowed = {
  moves: ['#a', '#b', '#c', '#d', '*h', '##', 'a#', 'b#', 'c#', 'd#'],
  why: 'This step is about the free cells: leave the empty columns out of it.',
};
