/**
 * The tutor's engine: module Web Workers reached through @cascade/play/engine (comlink), created on
 * first use, one each for hints, reachability checks and proofs. A newer request on a worker
 * supersedes the one in flight, which is cancelled between two of its slices.
 *
 * The workers outlive a step: every step's client shares the page's pool, so the next step's first
 * hint goes to a worker that has already started and compiled the solver. A step that goes away
 * cancels its own requests only.
 */
import { EnginePool, WorkerClient, type EngineClient } from '@cascade/play/engine';
import { TUTOR_ROUTE, type TutorRequests } from './protocol.ts';

let pool: EnginePool<TutorRequests> | null = null;

/** A step's (or a page's) engine client, on the page's workers. */
export function tutorClient(): EngineClient<TutorRequests> {
  pool ??= new EnginePool(
    () =>
      new Worker(new URL('./tutor.worker.ts', import.meta.url), { type: 'module', name: 'cascade-tutor' }),
    'the tutor engine',
  );
  return new WorkerClient(pool, { route: TUTOR_ROUTE });
}
