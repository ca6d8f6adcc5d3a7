/**
 * The page's side of the tutor engine: module Web Workers reached through @cascade/play/engine
 * (comlink), created on first use, one each for hints, reachability checks and proofs. A newer
 * request on a worker supersedes the one in flight, which is cancelled between two of its slices.
 *
 * The workers outlive a step: every WorkerTutorEngine made with the default workers shares the same
 * ones (`TutorWorkers.shared()`), so the next step's first hint goes to a worker that has already
 * started and compiled the solver. A step that goes away cancels its own requests only.
 */
import { Channel, SupersededError, type WorkerFactory } from '@cascade/play/engine';
import type { HintRequest, ParRequest, ProofRequest, TutorEngine, TutorRequests } from './protocol.ts';

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./tutor.worker.ts', import.meta.url), { type: 'module', name: 'cascade-tutor' });

/** The three workers, each created on its first request. */
export class TutorWorkers {
  readonly hints: Channel<TutorRequests>;
  readonly checks: Channel<TutorRequests>;
  readonly proofs: Channel<TutorRequests>;

  constructor(factory: WorkerFactory = defaultFactory) {
    this.hints = new Channel(factory, 'the tutor engine');
    this.checks = new Channel(factory, 'the tutor engine');
    this.proofs = new Channel(factory, 'the tutor engine');
  }

  static #shared: TutorWorkers | null = null;

  /** The page's own, kept from step to step. */
  static shared(): TutorWorkers {
    return (TutorWorkers.#shared ??= new TutorWorkers());
  }

  /** Terminates the workers (the next request starts fresh ones). */
  close(): void {
    this.hints.close();
    this.checks.close();
    this.proofs.close();
  }
}

export class WorkerTutorEngine implements TutorEngine {
  private readonly workers: TutorWorkers;
  /** Workers of this engine alone (a factory was given), closed with it. */
  private readonly own: boolean;
  private disposed = false;

  /** `workers`: the page's shared workers by default; a factory gives this engine its own. */
  constructor(workers: TutorWorkers | WorkerFactory = TutorWorkers.shared()) {
    this.own = typeof workers === 'function';
    this.workers = typeof workers === 'function' ? new TutorWorkers(workers) : workers;
  }

  private gone(): Promise<never> {
    return Promise.reject(new SupersededError());
  }

  hint(request: HintRequest) {
    return this.disposed ? this.gone() : this.workers.hints.request('hint', request, this);
  }

  par(request: ParRequest) {
    return this.disposed ? this.gone() : this.workers.checks.request('par', request, this);
  }

  prove(request: ProofRequest) {
    return this.disposed ? this.gone() : this.workers.proofs.request('prove', request, this);
  }

  dispose(): void {
    this.disposed = true;
    if (this.own) this.workers.close();
    else {
      this.workers.hints.cancel(this);
      this.workers.checks.cancel(this);
      this.workers.proofs.cancel(this);
    }
  }
}
