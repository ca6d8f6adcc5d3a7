/**
 * The page's side of the engine: requests go to a module Web Worker, loaded on demand. A newer
 * request on a channel supersedes the one in flight: its worker is terminated (the only way to stop
 * a search at once) and a fresh one takes the new request, so the page never waits on stale work.
 */
import {
  SupersededError,
  type Engine,
  type EngineRequestKind,
  type EngineRequestMessage,
  type EngineRequests,
  type EngineResponseMessage,
  type GameSnapshot,
} from './protocol.ts';

export type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'cascade-engine' });

interface Pending {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** One worker and the request it is working on. */
class Channel {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly factory: WorkerFactory;

  constructor(factory: WorkerFactory) {
    this.factory = factory;
  }

  request<K extends EngineRequestKind>(kind: K, game: GameSnapshot): Promise<EngineRequests[K]['answer']> {
    this.cancel();
    const worker = this.ensure();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      const msg: EngineRequestMessage<K> = {
        id,
        kind,
        game: {
          rules: { ...game.rules },
          start: game.start,
          moves: game.moves.map((m) => ({ from: { ...m.from }, to: { ...m.to }, count: m.count })),
        },
      };
      worker.postMessage(msg);
    });
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.factory();
    w.onmessage = (e: MessageEvent<EngineResponseMessage>) => {
      const p = this.pending.get(e.data.id);
      if (!p) return;
      this.pending.delete(e.data.id);
      if (e.data.ok) p.resolve(e.data.answer);
      else p.reject(new Error(e.data.error));
    };
    w.onerror = (e) => {
      e.preventDefault();
      this.fail(new Error(e.message || 'the engine stopped'));
    };
    this.worker = w;
    return w;
  }

  private fail(err: Error): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  /** Stops the worker if it is busy, rejecting what it was doing (a fresh one takes the next request). */
  cancel(): void {
    if (this.pending.size > 0) this.fail(new SupersededError());
  }

  /** Stops the worker for good. */
  close(): void {
    this.fail(new SupersededError());
  }
}

/**
 * Resolves once the page has loaded and gone idle (at the latest `timeoutMs` after load), so the
 * engine's worker, its download and its first search do not compete with the first paint.
 */
export function pageSettled(timeoutMs = 1500): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: timeoutMs })
        : setTimeout(resolve, 50);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}

/**
 * The engine in Web Workers: one for analysis (hints, winnability), one for solutions. Workers are
 * loaded on demand: the first request waits for the page to settle (or for `wake`, when the player
 * asks for something), then starts the worker.
 */
export class WorkerEngine implements Engine {
  private readonly analysis: Channel;
  private readonly solver: Channel;
  private readonly settled: Promise<void>;
  private woken!: () => void;
  private disposed = false;

  constructor(factory: WorkerFactory = defaultFactory, settle: Promise<void> = pageSettled()) {
    this.analysis = new Channel(factory);
    this.solver = new Channel(factory);
    const woken = new Promise<void>((resolve) => (this.woken = resolve));
    this.settled = Promise.race([settle, woken]);
  }

  wake(): void {
    this.woken();
  }

  /** Waits for the page to settle; a request made meanwhile by a disposed engine is dropped. */
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
