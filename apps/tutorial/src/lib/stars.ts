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

/** A whole deal won with at most this many moves shown earns 2 stars; with none, 3. */
export const DEAL_SHOWN_FOR_TWO = 10;

/** Stars for a whole deal won (it has no par): 3 with no move shown, 2 with a few, 1 beyond. */
export function dealStars(shown: number): Stars {
  return shown === 0 ? 3 : shown <= DEAL_SHOWN_FOR_TWO ? 2 : 1;
}

export const starLabel = (stars: number): string => `${stars} star${stars === 1 ? '' : 's'} of 3`;
