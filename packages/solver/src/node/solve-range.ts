/**
 * Solves a range of deals, on worker threads (jobs > 1) or in this thread (jobs = 1), handing deals
 * out in small chunks so the threads stay busy to the end. An abort stops it at once: what finished
 * is returned (complete: false).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  dealResult,
  dealSolver,
  rangeContext,
  type DealResult,
  type RangeSolveOptions,
} from './solve-deal.ts';

export interface SolveRangeOptions extends RangeSolveOptions {
  readonly from: number;
  readonly to: number;
  /** Threads; default: the machine's available parallelism. 1 solves in this thread. */
  readonly jobs?: number;
  /**
   * The worker script, bundled to JS from worker-entry.ts (Node 20 cannot run a .ts worker).
   * Required when jobs > 1.
   */
  readonly workerUrl?: URL | string;
  /** Called after each deal, in completion order. */
  readonly onProgress?: (done: number, total: number, result: DealResult) => void;
  /** Stops the run: the deals that finished are returned, with complete: false. */
  readonly signal?: AbortSignal;
}

export interface RangeSummary {
  /** The deals that finished, by deal number. */
  readonly results: DealResult[];
  /** Whether every deal of the range finished (false after an abort). */
  readonly complete: boolean;
  readonly wallMs: number;
  readonly jobs: number;
  /** Peak resident memory of this process (all threads), in bytes. */
  readonly peakRssBytes: number;
}

const settings = (o: SolveRangeOptions): RangeSolveOptions => ({
  rules: o.rules,
  ...(o.mode !== undefined ? { mode: o.mode } : {}),
  ...(o.maxStates !== undefined ? { maxStates: o.maxStates } : {}),
  ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
  ...(o.keepMoves !== undefined ? { keepMoves: o.keepMoves } : {}),
  ...(o.trace !== undefined ? { trace: o.trace } : {}),
});

/** In this thread, a deal runs in slices this long, so an abort (a signal handler) is read between them. */
const SLICE_MS = 50;
const nextTask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function solveRange(o: SolveRangeOptions): Promise<RangeSummary> {
  const started = performance.now();
  const total = Math.max(0, o.to - o.from + 1);
  const jobs = Math.max(1, Math.min(o.jobs ?? availableParallelism(), total));
  const results: DealResult[] = [];
  const done = (r: DealResult) => {
    results.push(r);
    o.onProgress?.(results.length, total, r);
  };
  if (jobs === 1) await runHere(o, done);
  else {
    if (o.workerUrl === undefined)
      throw new Error('solveRange needs workerUrl (the bundled worker-entry) for jobs > 1');
    await runWorkers(o, jobs, total, done);
  }
  results.sort((a, b) => a.deal - b.deal);
  return {
    results,
    complete: results.length === total,
    wallMs: performance.now() - started,
    jobs,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  };
}

async function runHere(o: SolveRangeOptions, done: (r: DealResult) => void): Promise<void> {
  const s = settings(o);
  const range = rangeContext(s);
  let yielded = performance.now();
  for (let n = o.from; n <= o.to; n++) {
    if (o.signal?.aborted) return;
    const solver = dealSolver(s, n, undefined, range);
    for (;;) {
      const r = solver.step(yielded + SLICE_MS);
      if (r) {
        done(dealResult(s, n, solver, r));
        break;
      }
      await nextTask();
      yielded = performance.now();
      if (o.signal?.aborted) return;
    }
    if (performance.now() - yielded > SLICE_MS) {
      await nextTask();
      yielded = performance.now();
    }
  }
}

function runWorkers(
  o: SolveRangeOptions,
  jobs: number,
  total: number,
  done: (r: DealResult) => void,
): Promise<void> {
  const chunk = Math.max(1, Math.min(32, Math.ceil(total / (jobs * 32))));
  let next = o.from;
  const take = (): number[] => {
    const out: number[] = [];
    while (out.length < chunk && next <= o.to) out.push(next++);
    return out;
  };
  return new Promise<void>((resolve, reject) => {
    const workers: Worker[] = [];
    let live = 0;
    let settled = false;
    const stopAll = () => {
      for (const w of workers) void w.terminate();
    };
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      stopAll();
      reject(e instanceof Error ? e : new Error(String(e)));
    };
    const abort = () => {
      if (settled) return;
      settled = true;
      stopAll();
      resolve();
    };
    if (o.signal?.aborted) return abort();
    o.signal?.addEventListener('abort', abort, { once: true });
    for (let i = 0; i < jobs; i++) {
      const w = new Worker(o.workerUrl!, { workerData: settings(o) });
      workers.push(w);
      live++;
      let retired = false;
      // Two chunks in flight: the worker starts the next one while its last results travel back
      // and the main thread answers, instead of idling for a round trip per chunk.
      let inFlight = 0;
      const feed = () => {
        while (inFlight < 2) {
          const deals = take();
          if (deals.length === 0) break;
          w.postMessage(deals);
          inFlight++;
        }
        if (inFlight === 0) {
          retired = true;
          void w.terminate();
          if (--live === 0 && !settled) {
            settled = true;
            o.signal?.removeEventListener('abort', abort);
            resolve();
          }
        }
      };
      w.on('message', (msg: DealResult[] | { error: string }) => {
        if (settled) return;
        if (!Array.isArray(msg)) return fail(new Error(`a solver worker failed: ${msg.error}`));
        inFlight--;
        for (const r of msg) done(r);
        feed();
      });
      w.on('error', fail);
      w.on('exit', (code) => {
        if (code !== 0 && !retired && !settled)
          fail(new Error(`a solver worker stopped (exit code ${code})`));
      });
      feed();
    }
  });
}
