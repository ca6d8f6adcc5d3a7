/**
 * Stars for a solved step: 3 at par (or better), 2 within two moves of par, 1 otherwise; and moves
 * shown by the hints cost stars, as in the drills: with any move shown at most 2, with as many moves
 * shown as the par (the whole way shown) 1.
 */
export type Stars = 1 | 2 | 3;

export function starsFor(moves: number, par: number, shown = 0): Stars {
  const byMoves: Stars = moves <= par ? 3 : moves <= par + 2 ? 2 : 1;
  if (shown === 0) return byMoves;
  return Math.min(byMoves, shown >= par ? 1 : 2) as Stars;
}

export const starLabel = (stars: number): string => `${stars} star${stars === 1 ? '' : 's'} of 3`;
