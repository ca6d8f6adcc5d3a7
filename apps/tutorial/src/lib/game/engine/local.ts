/** The engine in-process (tests): the same service as the worker, the same answers. */
import { inProcess } from '@cascade/play/engine/host';
import type { HintRequest, ParRequest, ProofRequest, TutorEngine } from './protocol.ts';
import { tutorHandlers } from './service.ts';

export class LocalTutorEngine implements TutorEngine {
  private readonly run = inProcess(tutorHandlers());

  hint(request: HintRequest) {
    return this.run('hint', request);
  }

  par(request: ParRequest) {
    return this.run('par', request);
  }

  prove(request: ProofRequest) {
    return this.run('prove', request);
  }

  dispose(): void {}
}
