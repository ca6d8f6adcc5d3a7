/**
 * Worker-thread entry for solveRange. Node 20 cannot run TypeScript in a worker: bundle this file to
 * JS (the CLI and the bench do) and pass that file to solveRange as `workerUrl`.
 *
 * workerData: a WorkerTask (solve-range.ts). The worker takes chunks of deals from the shared
 * counter itself, nobody handing them out, and posts each chunk's DealResults as one message (or
 * { error } if a deal threw, which would be a solver bug); it ends when the counter passes the
 * range's end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { rangeContext, solveDeal } from './solve-deal.ts';
import { takeChunk, type WorkerTask } from './solve-range.ts';

const task = workerData as WorkerTask;
const port = parentPort;
if (port) {
  const range = rangeContext(task.options);
  const counter = new Int32Array(task.counter);
  try {
    for (let first = takeChunk(counter, task); first <= task.to; first = takeChunk(counter, task)) {
      const results = [];
      for (let n = first, last = Math.min(task.to, first + task.chunk - 1); n <= last; n++)
        results.push(solveDeal(task.options, n, range));
      port.postMessage(results);
    }
  } catch (e) {
    port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
}
