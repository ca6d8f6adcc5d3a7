/**
 * Worker threads for chunks of deals (piscina), shared by the embedded run and the queue's
 * workers: the solving never runs on the main thread, which stays free for progress, the store and
 * (in a queue worker) BullMQ's lock renewal.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { DealRecord } from './record.ts';
import type { ChunkTask } from './solve.ts';
import type { WorkerTask } from './worker.ts';

/** Options of a ChunkPool: the bundled worker script and the threads. */
export interface PoolOptions {
  /** The bundled worker entry (worker.ts built to JS): a path or a file: URL. */
  readonly workerUrl: string | URL;
  /** Worker threads, at least 1. */
  readonly threads: number;
}

/**
 * The workers load their entry with import(), never require(): piscina tries require() first, and
 * Node 20.19+ then loads the ES module through require(esm), where a worker thread once died on a
 * native assertion (`CreateRequiredModuleFacade`, seen in CI); with require(esm) off, that
 * require() fails at once and piscina imports the entry.
 */
const REQUIRE_ESM_OFF = '--no-experimental-require-module';
const workerExecArgv = (): string[] =>
  process.allowedNodeEnvironmentFlags.has(REQUIRE_ESM_OFF)
    ? [...process.execArgv.filter((a) => a !== REQUIRE_ESM_OFF), REQUIRE_ESM_OFF]
    : [...process.execArgv];

/** Worker threads (piscina) that solve chunks of deals, one a thread, so the main thread stays free. */
export class ChunkPool {
  readonly threads: number;
  readonly #pool: Piscina<WorkerTask, DealRecord[]>;

  constructor(o: PoolOptions) {
    this.threads = Math.max(1, Math.floor(o.threads));
    this.#pool = new Piscina({
      filename: o.workerUrl instanceof URL ? o.workerUrl.href : o.workerUrl,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      // A worker is busy for seconds at a time: the spin-wait between tasks buys nothing.
      atomics: 'disabled',
      execArgv: workerExecArgv(),
    });
  }

  /** Solves one chunk on a worker thread; `onDeal` hears each deal finished. */
  async run(task: ChunkTask, onDeal?: (deal: number) => void, signal?: AbortSignal): Promise<DealRecord[]> {
    if (!onDeal) return this.#pool.run(task, signal ? { signal } : {});
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (deal: number) => onDeal(deal));
    try {
      return await this.#pool.run(
        { ...task, progress: port2 },
        { transferList: [port2], ...(signal ? { signal } : {}) },
      );
    } finally {
      port1.close();
    }
  }

  /** Stops the threads (a chunk in progress is abandoned). */
  async close(): Promise<void> {
    await this.#pool.destroy();
  }
}
