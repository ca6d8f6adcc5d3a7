/**
 * Where a session keeps each piece of its state: a box to get and set. The session is
 * framework-free; an app hands it boxes its framework watches (@cascade/ui's `stateBox`, a Svelte
 * `$state.raw`), so reading `session.position` in a component is reactive, and tests use plain ones.
 */
export interface Box<T> {
  get(): T;
  set(value: T): void;
}

export type BoxFactory = <T>(initial: T) => Box<T>;

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
