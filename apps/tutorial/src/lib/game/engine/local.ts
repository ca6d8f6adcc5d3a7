/** The engine in-process (tests): the same service as the worker, the same answers. */
import type { HintRequest, ParRequest, ProofRequest, TutorEngine } from './protocol.ts';
import { TutorService } from './service.ts';

export class LocalTutorEngine implements TutorEngine {
  private readonly service = new TutorService();

  hint(request: HintRequest) {
    return Promise.resolve().then(() => this.service.hint(request));
  }

  par(request: ParRequest) {
    return Promise.resolve().then(() => this.service.par(request));
  }

  prove(request: ProofRequest) {
    return Promise.resolve().then(() => this.service.prove(request));
  }

  dispose(): void {}
}
