/**
 * The worker's side of the engine RPC. An app's worker module hands its handlers to `serveEngine`,
 * which exposes them through comlink as `run(id, kind, request)` and `cancel(id)`. Each handler
 * returns its work in slices (hints' `Sliced`, the solver's `Solver`); a job runs a slice, then
 * yields a task, so messages that came meanwhile are read: a `cancel(id)` stops that job before its
 * next slice, and a newer request starts at once. Requests and answers are plain JSON.
 */
import { runToEnd, type Sliced } from '@cascade/hints';
import { SLICE_MS, yieldToMessages } from '@cascade/solver';
import { expose, type Endpoint } from 'comlink';
import { CANCELLED, type EngineHost, type Requests } from './client.ts';

/** How long a job runs before it yields to read messages: the solver's worker protocol's slice. */
export { SLICE_MS } from '@cascade/solver';

/** For each request kind, the work that answers it. */
export type Handlers<R extends Requests> = {
  readonly [K in keyof R]: (request: R[K]['request']) => Sliced<R[K]['answer']>;
};

/** The next task (the solver's task-queue yield: messages that came meanwhile are read first). */
function nextTask(): () => Promise<void> {
  const defer = yieldToMessages();
  return () => new Promise<void>((resolve) => defer(resolve));
}

/** The host without the transport (tests drive it directly). */
export function engineHost<R extends Requests>(handlers: Handlers<R>): EngineHost {
  const running = new Map<number, AbortController>();
  let yieldTask: (() => Promise<void>) | null = null;
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
          yieldTask ??= nextTask();
          await yieldTask();
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
 * The handlers in-process, each request run to its end at once (unit tests, and pages without
 * workers): the worker's answers, without the worker.
 */
export function inProcess<R extends Requests>(
  handlers: Handlers<R>,
): <K extends keyof R & string>(kind: K, request: R[K]['request']) => Promise<R[K]['answer']> {
  return (kind, request) => Promise.resolve().then(() => runToEnd(handlers[kind](request)));
}
