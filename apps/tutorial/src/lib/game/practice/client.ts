/** The page's practice engine: module Web Workers (one for the drill asked for, one making the next ahead). */
import { EnginePool, WorkerClient, type EngineClient } from '@cascade/play/engine';
import { PRACTICE_ROUTE, type PracticeRequests } from './protocol.ts';

let pool: EnginePool<PracticeRequests> | null = null;

export function practiceClient(): EngineClient<PracticeRequests> {
  pool ??= new EnginePool(
    () =>
      new Worker(new URL('./practice.worker.ts', import.meta.url), {
        type: 'module',
        name: 'cascade-practice',
      }),
    'the practice engine',
  );
  return new WorkerClient(pool, { route: PRACTICE_ROUTE });
}
