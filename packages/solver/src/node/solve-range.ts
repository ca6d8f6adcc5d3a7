/**
 * Solves a range of deals in this thread (jobs = 1), or in this thread and jobs − 1 worker threads,
 * each taking small chunks of deals from one shared counter so the threads stay busy to the end. An
 * abort stops it at once: what finished is returned (complete: false).
 */
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import {
  dealResult,
  dealSolver,
  rangeContext,
  type DealResult,
  type RangeContext,
  type RangeSolveOptions,
} from './solve-deal.ts';

/** Options of `solveRange`: the deals, the threads and the worker script, with each deal's options. */
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

/** A range's outcome: each finished deal's result, whether all finished, the time, the threads and the peak memory. */
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

/** Solves a range of deals on worker threads (Node only), reporting each deal as it ends. */
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
  const slices = { yielded: performance.now() };
  const stop = () => o.signal?.aborted === true;
  for (let n = o.from; n <= o.to; n++) {
    if (stop()) return;
    const solved = solveHere(s, n, range, slices, stop, done);
    if (solved !== true && !(await solved)) return;
  }
}

/**
 * Deal n solved in this thread in slices of SLICE_MS, yielding to the event loop between them (and
 * after a deal that ran past one), so an abort and other threads' messages are read meanwhile; its
 * result goes to `done`. True at once when it took no yield (most deals: no promise to wait for);
 * false when `stop()` says so at a yield (the deal unfinished).
 */
function solveHere(
  s: RangeSolveOptions,
  n: number,
  range: RangeContext,
  slices: { yielded: number },
  stop: () => boolean,
  done: (r: DealResult) => void,
): true | Promise<boolean> {
  const solver = dealSolver(s, n, undefined, range);
  const r = solver.step(slices.yielded + SLICE_MS);
  if (r) {
    done(dealResult(s, n, solver, r));
    if (performance.now() - slices.yielded <= SLICE_MS) return true;
  }
  return (async () => {
    await nextTask();
    slices.yielded = performance.now();
    if (r) return true;
    for (;;) {
      if (stop()) return false;
      const next = solver.step(slices.yielded + SLICE_MS);
      if (next) {
        done(dealResult(s, n, solver, next));
        break;
      }
      await nextTask();
      slices.yielded = performance.now();
    }
    if (performance.now() - slices.yielded > SLICE_MS) {
      await nextTask();
      slices.yielded = performance.now();
    }
    return true;
  })();
}

/**
 * What a worker thread is given: the range's options, the counter of the next deal (an Int32Array's
 * SharedArrayBuffer, shared by every thread of the run), the range's end and the chunk a thread
 * takes at a time.
 */
export interface WorkerTask {
  readonly options: RangeSolveOptions;
  readonly counter: SharedArrayBuffer;
  readonly to: number;
  readonly chunk: number;
}

/**
 * V8's inlining budget (bytecode bytes a compile may inline; its default is 920) while a range runs
 * on several threads. Every thread's isolate compiles the solver's JavaScript again, and with as
 * many threads as cores those compiles take the solving threads' time: smaller ones made two threads
 * on two cores 5% faster over FreeCell 1–32000 (whole process 2.56 against 2.70 s, medians of seven;
 * BENCHMARKS.md). One thread, whose compiles run on a spare core, is faster with the default, so it
 * is set only here. V8's flags are the process's: it stays for whatever the process runs next.
 */
const THREADS_INLINING = '--max-inlined-bytecode-size-cumulative=150';

/** The first deal of the next chunk any thread takes (past `to` when none is left). */
export const takeChunk = (counter: Int32Array, task: { readonly chunk: number }): number =>
  Atomics.add(counter, 0, task.chunk);

/**
 * jobs − 1 worker threads and this one, each taking the next chunk of deals from one shared counter
 * as it finishes the last: no thread waits for deals to be handed out, and this thread, which has
 * loaded and warmed the solver already, works instead of waiting (one worker fewer to start and to
 * compile the solver in). This thread solves in slices, as runHere does, so an abort and the
 * workers' results are read while it works.
 */
function runWorkers(
  o: SolveRangeOptions,
  jobs: number,
  total: number,
  done: (r: DealResult) => void,
): Promise<void> {
  setFlagsFromString(THREADS_INLINING);
  const chunk = Math.max(1, Math.min(16, Math.ceil(total / (jobs * 64))));
  const counter = new Int32Array(new SharedArrayBuffer(4));
  counter[0] = o.from;
  const s = settings(o);
  const task: WorkerTask = { options: s, counter: counter.buffer, to: o.to, chunk };
  return new Promise<void>((resolve, reject) => {
    const workers: Worker[] = [];
    let running = 0;
    let mine = true;
    let settled = false;
    const stopAll = () => {
      for (const w of workers) void w.terminate();
    };
    const finish = (e?: Error) => {
      if (settled) return;
      settled = true;
      o.signal?.removeEventListener('abort', abort);
      stopAll();
      if (e === undefined) resolve();
      else reject(e);
    };
    // Read through a call: the loops below must see it change while they await.
    const stopped = () => settled;
    const abort = () => finish();
    const check = () => {
      if (!mine && running === 0) finish();
    };
    if (o.signal?.aborted) return finish();
    o.signal?.addEventListener('abort', abort, { once: true });
    for (let i = 1; i < jobs; i++) {
      const w = new Worker(o.workerUrl!, { workerData: task });
      workers.push(w);
      running++;
      w.on('message', (msg: DealResult[] | { error: string }) => {
        if (settled) return;
        if (!Array.isArray(msg)) return finish(new Error(`a solver worker failed: ${msg.error}`));
        for (const r of msg) done(r);
      });
      w.on('error', finish);
      w.on('exit', (code) => {
        if (settled) return;
        if (code !== 0) return finish(new Error(`a solver worker stopped (exit code ${code})`));
        running--;
        check();
      });
    }
    const range = rangeContext(s);
    const here = async () => {
      const slices = { yielded: performance.now() };
      for (let first = takeChunk(counter, task); first <= o.to; first = takeChunk(counter, task)) {
        for (let n = first, last = Math.min(o.to, first + chunk - 1); n <= last; n++) {
          if (stopped()) return;
          const solved = solveHere(s, n, range, slices, stopped, done);
          if (solved !== true && !(await solved)) return;
        }
      }
    };
    here().then(
      () => {
        mine = false;
        check();
      },
      (e: unknown) => finish(e instanceof Error ? e : new Error(`solving in this thread: ${String(e)}`)),
    );
  });
}
