/**
 * The page's side of the tutor engine: requests go to a module Web Worker, created on first use.
 * Each kind of request has its own channel (worker); a newer request on a channel supersedes the
 * one in flight, whose worker is terminated (the only way to stop a search at once).
 */
import {
  SupersededError,
  type HintRequest,
  type ParRequest,
  type ProofRequest,
  type TutorEngine,
  type TutorRequestKind,
  type TutorRequestMessage,
  type TutorRequests,
  type TutorResponseMessage,
} from './protocol.ts';

export type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./tutor.worker.ts', import.meta.url), { type: 'module', name: 'cascade-tutor' });

interface Pending {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** One worker and the request it is working on. */
class Channel {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly factory: WorkerFactory;

  constructor(factory: WorkerFactory) {
    this.factory = factory;
  }

  request<K extends TutorRequestKind>(
    kind: K,
    request: TutorRequests[K]['request'],
  ): Promise<TutorRequests[K]['answer']> {
    if (this.pending.size > 0) this.terminate();
    const worker = this.ensure();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      // Structured clone of plain data only (Svelte state proxies are unwrapped by JSON).
      const msg = JSON.parse(JSON.stringify({ id, kind, request })) as TutorRequestMessage<K>;
      worker.postMessage(msg);
    });
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.factory();
    w.onmessage = (e: MessageEvent<TutorResponseMessage>) => {
      const p = this.pending.get(e.data.id);
      if (!p) return;
      this.pending.delete(e.data.id);
      if (e.data.ok) p.resolve(e.data.answer);
      else p.reject(new Error(e.data.error));
    };
    w.onerror = (e) => {
      e.preventDefault();
      this.fail(new Error(e.message || 'the tutor engine stopped'));
    };
    this.worker = w;
    return w;
  }

  private fail(err: Error): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  terminate(): void {
    this.fail(new SupersededError());
  }
}

/** The tutor engine in Web Workers: hints, reachability checks and proofs each on their own. */
export class WorkerTutorEngine implements TutorEngine {
  private readonly hints: Channel;
  private readonly checks: Channel;
  private readonly proofs: Channel;

  constructor(factory: WorkerFactory = defaultFactory) {
    this.hints = new Channel(factory);
    this.checks = new Channel(factory);
    this.proofs = new Channel(factory);
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
    this.hints.terminate();
    this.checks.terminate();
    this.proofs.terminate();
  }
}
