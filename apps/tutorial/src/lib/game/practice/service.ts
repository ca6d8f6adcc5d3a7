/** The practice engine's work: each drill made from its seed and answered by core or the solver, in slices. */
import { answered, mapSliced, type Sliced } from '@cascade/hints';
import type { Handlers } from '@cascade/play/engine/host';
import { makeDrill } from './drills.ts';
import type { DrillAnswer, DrillRequest, PracticeRequests } from './protocol.ts';

function drill(req: DrillRequest): Sliced<DrillAnswer> {
  try {
    return mapSliced(makeDrill(req.kind, req.seed, req.variants), (d): DrillAnswer => ({
      status: 'ok',
      drill: d,
    }));
  } catch (e) {
    return answered({ status: 'failed', reason: (e as Error).message });
  }
}

export function practiceHandlers(): Handlers<PracticeRequests> {
  return { drill, ahead: drill };
}
