/// <reference lib="webworker" />
/** The engine's Web Worker: the solver and hints run here, never on the page's thread. */
import type { EngineRequestMessage, EngineResponseMessage } from './protocol.ts';
import { EngineService } from './service.ts';

const service = new EngineService();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<EngineRequestMessage>) => {
  const { id, kind, game } = e.data;
  let reply: EngineResponseMessage;
  try {
    reply = { id, ok: true, answer: service.handle(kind, game) };
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};
