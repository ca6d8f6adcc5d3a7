/// <reference lib="webworker" />
/** The tutor's Web Worker: hints, the shortest-path search and the solver run here, off the page's thread. */
import type { TutorRequestMessage, TutorResponseMessage } from './protocol.ts';
import { TutorService } from './service.ts';

const service = new TutorService();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<TutorRequestMessage>) => {
  const msg = e.data;
  let reply: TutorResponseMessage;
  try {
    const answer =
      msg.kind === 'hint'
        ? service.hint(msg.request as TutorRequestMessage<'hint'>['request'])
        : msg.kind === 'par'
          ? service.par(msg.request as TutorRequestMessage<'par'>['request'])
          : service.prove(msg.request as TutorRequestMessage<'prove'>['request']);
    reply = { id: msg.id, ok: true, answer };
  } catch (err) {
    reply = { id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};
