/** A session's boxes (see types.ts): plain ones for tests and code no framework watches. */
import type { Box, BoxFactory } from '../types.ts';

export type { Box, BoxFactory };

/** A box that is only a variable (tests, and code no framework watches). */
export const plainBox: BoxFactory = <T>(initial: T): Box<T> => {
  let value = initial;
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
  };
};
