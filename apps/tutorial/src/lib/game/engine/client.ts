/**
 * The page's side of the tutor engine: module Web Workers reached through @cascade/play/engine
 * (comlink), created on first use, one each for hints, reachability checks and proofs. A newer
 * request on a worker supersedes the one in flight, which is cancelled between two of its slices.
 */
import { Channel, type WorkerFactory } from '@cascade/play/engine';
import type { HintRequest, ParRequest, ProofRequest, TutorEngine, TutorRequests } from './protocol.ts';

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./tutor.worker.ts', import.meta.url), { type: 'module', name: 'cascade-tutor' });

export class WorkerTutorEngine implements TutorEngine {
  private readonly hints: Channel<TutorRequests>;
  private readonly checks: Channel<TutorRequests>;
  private readonly proofs: Channel<TutorRequests>;

  constructor(factory: WorkerFactory = defaultFactory) {
    this.hints = new Channel(factory, 'the tutor engine');
    this.checks = new Channel(factory, 'the tutor engine');
    this.proofs = new Channel(factory, 'the tutor engine');
  }

  hint(request: HintRequest) {
    return this.hints.request('hint', request);
  }

  par(request: ParRequest) {
    return this.checks.request('par', request);
  }

  prove(request: ProofRequest) {
    return this.proofs.request('prove', request);
  }

  dispose(): void {
    this.hints.close();
    this.checks.close();
    this.proofs.close();
  }
}
