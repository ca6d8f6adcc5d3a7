/** Stars for a solved step: 3 at par (or better), 2 within two moves of par, 1 otherwise. */
export type Stars = 1 | 2 | 3;

export function starsFor(moves: number, par: number): Stars {
  if (moves <= par) return 3;
  if (moves <= par + 2) return 2;
  return 1;
}

export const starLabel = (stars: number): string => `${stars} star${stars === 1 ? '' : 's'} of 3`;
