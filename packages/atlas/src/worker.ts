/**
 * The worker-thread entry of the atlas's pool (piscina): one chunk of deals a task. Node 20 runs
 * no TypeScript in a worker, so this file is bundled to JS (the atlas's and the CLI's builds do)
 * and its path handed to the pool.
 *
 * A task is a ChunkTask plus an optional MessagePort, on which each finished deal's number is
 * posted (progress); the result is the chunk's records, in deal order.
 */
import type { MessagePort } from 'node:worker_threads';
import type { DealRecord } from './record.ts';
import { solveChunk, type ChunkTask } from './solve.ts';

export interface WorkerTask extends ChunkTask {
  readonly progress?: MessagePort;
}

export default function solveChunkTask(task: WorkerTask): DealRecord[] {
  const { progress, ...chunk } = task;
  try {
    return solveChunk(chunk, progress ? (r) => progress.postMessage(r.deal) : undefined);
  } finally {
    progress?.close();
  }
}
