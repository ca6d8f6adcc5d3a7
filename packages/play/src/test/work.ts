/** Sliced work for the engine's tests: an answer at once, or a generator that yields to pause. */
import type { SlicedWork } from '../engine/host.ts';

export const answered = <T>(value: T): SlicedWork<T> => ({ step: () => value });

/** Work from a generator: each `yield` pauses until the next slice; `until()` is the slice's deadline. */
export function sliced<T>(body: (until: () => number) => Generator<void, T, void>): SlicedWork<T> {
  let until = Infinity;
  let answer: { readonly value: T } | null = null;
  const run = body(() => until);
  return {
    step(deadline = Infinity) {
      if (answer) return answer.value;
      until = deadline;
      const r = run.next();
      if (r.done) answer = { value: r.value };
      return answer ? answer.value : null;
    },
  };
}
