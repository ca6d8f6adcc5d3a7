/**
 * The page's engine: two module Web Workers reached through @cascade/play/engine (comlink), one for
 * analysis (hints, winnability, the last winnable point), one for solutions. A newer request on a
 * worker supersedes the one in flight, which is cancelled between two of its slices; the worker
 * stays, warm, with the hint line it keeps.
 *
 * The workers outlive a game: every game view's client shares the page's pool, so a new game, a
 * deal opened from a link or a variant switched in the page starts its check on a worker that has
 * already started and compiled the solver (the worker's service starts afresh when the deal
 * changes). A view that goes away cancels its own requests only.
 *
 * Workers are loaded on demand. The deal's check, the first request, waits only until the page has
 * painted (or until the player asks for something: a hint, the look back, a solution), so the
 * worker starts and checks the deal while the player looks at the board: a Hint pressed after the
 * check is answered from the line it found. (Creating the worker earlier, while the page draws, made
 * Lighthouse's blocking time worse on a 2-core machine; waiting for load and idle left early presses
 * waiting.)
 */
import { afterPaint, EnginePool, WorkerClient, type EngineClient } from '@cascade/play/engine';
import { ENGINE_ROUTE, type EngineRequests } from './protocol.ts';

let pool: EnginePool<EngineRequests> | null = null;

/** A game view's engine client, on the page's workers. */
export function engineClient(): EngineClient<EngineRequests> {
  pool ??= new EnginePool(
    () =>
      new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'cascade-engine' }),
  );
  return new WorkerClient(pool, {
    route: ENGINE_ROUTE,
    settle: afterPaint(),
    urgent: ['lastWinnable', 'solve'],
  });
}
