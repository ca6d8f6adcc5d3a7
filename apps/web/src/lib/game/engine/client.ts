/**
 * The page's side of the engine: two module Web Workers reached through @cascade/play/engine
 * (comlink), one for analysis (hints, winnability, the last winnable point), one for solutions. A
 * newer request on a worker supersedes the one in flight, which is cancelled between two of its
 * slices; the worker stays, warm, with the hint line it keeps.
 *
 * The page's workers outlive a game: each game view has a WorkerEngine, and every WorkerEngine made
 * with the default workers shares the same two (`EngineWorkers.shared()`), so a new game, a deal
 * opened from a link or a variant switched in the page starts its check on a worker that has
 * already started and compiled the solver (the worker's service starts afresh when the deal
 * changes). A view that goes away cancels its own requests only.
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

/** The two workers: analysis and solutions, each created on its first request. */
export class EngineWorkers {
  readonly analysis: Channel<EngineRequests>;
  readonly solver: Channel<EngineRequests>;

  constructor(factory: WorkerFactory = defaultFactory) {
    this.analysis = new Channel(factory);
    this.solver = new Channel(factory);
  }

  static #shared: EngineWorkers | null = null;

  /** The page's own, kept from game to game. */
  static shared(): EngineWorkers {
    return (EngineWorkers.#shared ??= new EngineWorkers());
  }

  /** Terminates both workers (the next request starts fresh ones). */
  close(): void {
    this.analysis.close();
    this.solver.close();
  }
}

export class WorkerEngine implements Engine {
  private readonly workers: EngineWorkers;
  /** Workers of this engine alone (a factory was given), closed with it. */
  private readonly own: boolean;
  private readonly settled: Promise<void>;
  private woken!: () => void;
  private disposed = false;

  /**
   * `workers`: the page's shared workers by default; a factory gives this engine workers of its
   * own, terminated by `dispose` (tests).
   */
  constructor(
    workers: EngineWorkers | WorkerFactory = EngineWorkers.shared(),
    settle: Promise<void> = afterPaint(),
  ) {
    this.own = typeof workers === 'function';
    this.workers = typeof workers === 'function' ? new EngineWorkers(workers) : workers;
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
    return this.ready().then(() => this.workers.analysis.request('analyze', game, this));
  }

  lastWinnable(game: GameSnapshot) {
    this.wake();
    return this.ready().then(() => this.workers.analysis.request('lastWinnable', game, this));
  }

  solve(game: GameSnapshot) {
    this.wake();
    if (this.disposed) return Promise.reject(new SupersededError());
    return this.workers.solver.request('solve', game, this);
  }

  cancelSolve(): void {
    this.workers.solver.cancel(this);
  }

  dispose(): void {
    this.disposed = true;
    this.wake();
    if (this.own) this.workers.close();
    else {
      this.workers.analysis.cancel(this);
      this.workers.solver.cancel(this);
    }
  }
}
