/**
 * The page's side of the engine: two module Web Workers reached through @cascade/play/engine
 * (comlink), one for analysis (hints, winnability, the last winnable point), one for solutions. A
 * newer request on a worker supersedes the one in flight, which is cancelled between two of its
 * slices; the worker stays, warm, with the hint line it keeps.
 *
 * Workers are loaded on demand. The deal's check, the first request, waits only until the page has
 * painted (or for `wake`, when the player asks for something first), so the worker starts and checks
 * the deal while the player looks at the board: a Hint pressed after the check is answered from the
 * line it found. (Creating the worker earlier, while the page draws, made Lighthouse's blocking time
 * worse on a 2-core machine; waiting for load and idle, as before, left early presses waiting.)
 */
import { afterPaint, Channel, SupersededError, type WorkerFactory } from '@cascade/play/engine';
import type { Engine, EngineRequests, GameSnapshot } from './protocol.ts';

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'cascade-engine' });

export class WorkerEngine implements Engine {
  private readonly analysis: Channel<EngineRequests>;
  private readonly solver: Channel<EngineRequests>;
  private readonly settled: Promise<void>;
  private woken!: () => void;
  private disposed = false;

  constructor(factory: WorkerFactory = defaultFactory, settle: Promise<void> = afterPaint()) {
    this.analysis = new Channel(factory);
    this.solver = new Channel(factory);
    const woken = new Promise<void>((resolve) => (this.woken = resolve));
    this.settled = Promise.race([settle, woken]);
  }

  wake(): void {
    this.woken();
  }

  /** Waits for the page to paint; a request made meanwhile by a disposed engine is dropped. */
  private async ready(): Promise<void> {
    await this.settled;
    if (this.disposed) throw new SupersededError();
  }

  analyze(game: GameSnapshot) {
    return this.ready().then(() => this.analysis.request('analyze', game));
  }

  lastWinnable(game: GameSnapshot) {
    this.wake();
    return this.ready().then(() => this.analysis.request('lastWinnable', game));
  }

  solve(game: GameSnapshot) {
    this.wake();
    return this.solver.request('solve', game);
  }

  cancelSolve(): void {
    this.solver.cancel();
  }

  dispose(): void {
    this.disposed = true;
    this.wake();
    this.analysis.close();
    this.solver.close();
  }
}
