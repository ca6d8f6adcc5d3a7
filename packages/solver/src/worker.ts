// !! BROWSER SAFE !!
/**
 * Web Worker entry: `new Worker(new URL('@cascade/solver/worker', import.meta.url), { type: 'module' })`.
 * The protocol (requests, cancel, responses) is in protocol.ts.
 */
import { createHandler, type WorkerRequest, type WorkerResponse } from './protocol.ts';

interface WorkerScope {
  onmessage: ((e: { data: WorkerRequest }) => void) | null;
  postMessage(msg: WorkerResponse): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = createHandler((msg) => scope.postMessage(msg));
scope.onmessage = (e) => handle(e.data);
