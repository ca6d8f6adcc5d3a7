// !! BROWSER SAFE !!
/**
 * Work in slices. A search can take seconds, and a Web Worker that runs one must still read its
 * messages in between (a cancel, a newer request). `Sliced<T>` is work that runs until a deadline
 * and pauses there: `step(until)` returns the answer, or null when there is more to do. The
 * solver's `Solver` is one; the hints build theirs from generator functions that `yield` wherever
 * the solver pauses, so the same code serves the one-call API (`runToEnd`) and the worker (a slice at
 * a time). Stepping to the end at once gives exactly the answer of a single call.
 */

export interface Sliced<T> {
  /**
   * Works until the performance.now() time `until` (default: to the end): the answer, or null when
   * there is more to do. Once answered, every later call returns the same answer.
   */
  step(until?: number): T | null;
}

/** A generator that yields to pause; `until()` is the deadline of the slice under way. */
export type SliceBody<T> = (until: () => number) => Generator<void, T, void>;

/** Sliced work from a generator function. */
export function sliced<T>(body: SliceBody<T>): Sliced<T> {
  let until = Infinity;
  let answer: { readonly value: T } | null = null;
  const run = body(() => until);
  return {
    step(deadline = Infinity) {
      if (answer) return answer.value;
      until = deadline;
      const r = run.next();
      if (!r.done) return null;
      answer = { value: r.value };
      return r.value;
    },
  };
}

/** Work whose answer is known already. */
export function answered<T>(value: T): Sliced<T> {
  return { step: () => value };
}

/** Runs sliced work inside a generator body: `const r = yield* within(work, until)`. */
export function* within<T>(work: Sliced<T>, until: () => number): Generator<void, T, void> {
  for (;;) {
    const r = work.step(until());
    if (r !== null) return r;
    yield;
  }
}

/** Sliced work whose answer is `f` of `work`'s answer. */
export function mapSliced<T, U>(work: Sliced<T>, f: (value: T) => U): Sliced<U> {
  return sliced(function* (until) {
    return f(yield* within(work, until));
  });
}

/** Runs sliced work to the end in one call. */
export function runToEnd<T>(work: Sliced<T>): T {
  const r = work.step(Infinity);
  if (r === null) throw new Error('runToEnd: sliced work paused without a deadline');
  return r;
}
