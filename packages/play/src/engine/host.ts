/**
 * The worker's side of the engine RPC. An app's worker module hands its handlers to `serveEngine`,
 * which exposes them through comlink as `run(id, kind, request)` and `cancel(id)`. Each handler
 * returns its work in slices (anything with `step(until)`: the solver's Solver, the hints' sliced
 * work); a job runs a slice, then yields a task, so messages that came meanwhile are read: a
 * `cancel(id)` stops that job before its next slice, and a newer request starts at once. Requests
 * and answers are plain JSON.
 */
import { expose, type Endpoint } from 'comlink';
import { CANCELLED, type EngineClient, type EngineHost, type Requests } from './client.ts';

/** How long a job runs before it yields to read messages, ms. */
export const SLICE_MS = 10;

/**
 * Work done in slices: `step(until)` works until the performance.now() time `until` (default: to
 * the end) and returns the answer, or null when there is more to do. The solver's `Solver` and the
 * hints' `Sliced` work have this shape.
 */
export interface SlicedWork<T> {
  step(until?: number): T | null;
}

/** Runs sliced work to its end in one call. */
export function runToEnd<T>(work: SlicedWork<T>): T {
  const r = work.step(Infinity);
  if (r === null) throw new Error('runToEnd: sliced work paused without a deadline');
  return r;
}

/** For each request kind, the work that answers it. */
export type Handlers<R extends Requests> = {
  readonly [K in keyof R]: (request: R[K]['request']) => SlicedWork<R[K]['answer']>;
};

/**
 * The next task: messages that came meanwhile are read first. A message channel where there is
 * one (browsers, workers); setImmediate in Node; a timer as the last resort (browsers slow nested
 * timers down to 4 ms).
 */
function taskQueue(): () => Promise<void> {
  if (typeof setImmediate === 'function') return () => new Promise((resolve) => setImmediate(resolve));
  if (typeof MessageChannel === 'undefined') return () => new Promise((resolve) => setTimeout(resolve, 0));
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
}

/** The host without the transport (tests drive it directly). */
export function engineHost<R extends Requests>(handlers: Handlers<R>): EngineHost {
  const running = new Map<number, AbortController>();
  let nextTask: (() => Promise<void>) | null = null;
  return {
    async run(id, kind, request) {
      const handler = handlers[kind as keyof R];
      if (typeof handler !== 'function') throw new Error(`unknown request kind: ${kind}`);
      const ctl = new AbortController();
      running.set(id, ctl);
      try {
        const work = handler(request);
        for (;;) {
          const answer = work.step(performance.now() + SLICE_MS);
          if (answer !== null) return answer;
          nextTask ??= taskQueue();
          await nextTask();
          if (ctl.signal.aborted) throw new Error(CANCELLED);
        }
      } finally {
        running.delete(id);
      }
    },
    cancel(id) {
      running.get(id)?.abort();
    },
  };
}

/** Serves the handlers to the page, in a worker module (or on another endpoint, in tests). */
export function serveEngine<R extends Requests>(handlers: Handlers<R>, endpoint?: Endpoint): void {
  expose(engineHost(handlers), endpoint);
}

/**
 * The handlers as an EngineClient in-process, each request run to its end at once (unit tests,
 * and pages without workers): the worker's answers, without the worker.
 */
export function localClient<R extends Requests>(handlers: Handlers<R>): EngineClient<R> {
  return {
    request: (kind, request) => Promise.resolve().then(() => runToEnd(handlers[kind](request))),
    cancel: () => {},
    wake: () => {},
    dispose: () => {},
  };
}
