/**
 * Worker-thread entry for solveRange. Node 20 cannot run TypeScript in a worker: bundle this file to
 * JS (the CLI and the bench do) and pass that file to solveRange as `workerUrl`.
 *
 * workerData: RangeSolveOptions. Messages in: arrays of deal numbers; out: arrays of DealResult
 * (or { error } if a deal threw, which would be a solver bug).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { rangeContext, solveDeal, type RangeSolveOptions } from './solve-deal.ts';

const options = workerData as RangeSolveOptions;
const range = rangeContext(options);
const port = parentPort;
if (port) {
  port.on('message', (deals: number[]) => {
    try {
      port.postMessage(deals.map((n) => solveDeal(options, n, range)));
    } catch (e) {
      port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  });
}
