/** Move constraints shared by several steps (patterns: see Allowed in types.ts). */
import type { Allowed } from './types.ts';

/** Free-cell steps keep the empty columns out of it: columns and free cells only, and foundations. */
export const CELLS_NOT_COLUMNS: Allowed = {
  moves: ['#a', '#b', '#c', '#d', '*h', '##', 'a#', 'b#', 'c#', 'd#'],
  why: 'This step is about the free cells: leave the empty columns out of it.',
};

/** The first steps, before building and free cells are taught: cards go home, nowhere else. */
export const FOUNDATIONS_ONLY: Allowed = {
  moves: ['*h'],
  why: 'This step is about the foundations: send cards home (building and free cells come later).',
};

/** Steps on the foundations and building: cards go home or onto a column's card, nowhere else. */
export const HOME_AND_BUILD: Allowed = {
  moves: ['*h', '##'],
  why: 'This step is about the foundations: send cards home or build them on the columns.',
};
