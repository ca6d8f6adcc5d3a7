/**
 * A box Svelte watches: `get` reads a `$state.raw`, `set` replaces it (the same value is no change).
 * @cascade/play's game session keeps its state in boxes an app gives it; given these, a component
 * that reads `session.position` redraws when it changes.
 */
export function stateBox<T>(initial: T): { get(): T; set(value: T): void } {
  let value = $state.raw(initial);
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
  };
}
