import type { BoxFactory } from '@cascade/play/types';

/**
 * A box Svelte watches: `get` reads a `$state.raw`, `set` replaces it (the same value is no change).
 * It is @cascade/play's BoxFactory in Svelte's terms (play is framework-free; the Svelte side of it
 * lives with the Svelte components): a session given these redraws the components that read it.
 */
export const stateBox: BoxFactory = <T>(initial: T) => {
  let value = $state.raw(initial);
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
    },
  };
};
