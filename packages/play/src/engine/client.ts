/**
 * The page's side of the engine RPC: a `Channel` is one module Web Worker, created on first use and
 * reached through comlink. A newer request on a channel supersedes the one in flight: that one's
 * promise rejects at once with SupersededError and the worker is told `cancel(id)`, which stops the
 * job between two of its slices (see host.ts); the worker, warm and with whatever it keeps between
 * requests, takes the new request. A worker that fails is dropped and the next request starts a
 * fresh one. Nothing here calls the engine: the apps' worker modules do.
 */
import { wrap, type Remote } from 'comlink';

/** Each request kind: what the page sends and what the worker answers (plain JSON both ways). */
export type Requests = Record<string, { readonly request: unknown; readonly answer: unknown }>;

/** What a worker exposes (host.ts). */
export interface EngineHost {
  /** Runs a job to its answer; rejects if it was cancelled or failed. */
  run(id: number, kind: string, request: unknown): Promise<unknown>;
  /** Stops job `id` before its next slice. */
  cancel(id: number): void;
}

/** The message of a cancelled job's rejection, in the worker (the page has moved on already). */
export const CANCELLED = 'cancelled';

export type WorkerFactory = () => Worker;

/** The rejection of a request that a newer one replaced, or that was cancelled. */
export class SupersededError extends Error {
  constructor() {
    super('superseded by a newer request');
    this.name = 'SupersededError';
  }
}

interface Job {
  readonly id: number;
  readonly reject: (reason: unknown) => void;
  /** Who asked (see `request`), so that one user of a shared channel cancels only its own job. */
  readonly owner: object | undefined;
}

/** One worker and the request it is working on. */
export class Channel<R extends Requests> {
  #worker: Worker | null = null;
  #remote: Remote<EngineHost> | null = null;
  #job: Job | null = null;
  #nextId = 1;
  readonly #factory: WorkerFactory;
  readonly #name: string;

  /** `name` says whose worker stopped in errors ("the engine stopped"). */
  constructor(factory: WorkerFactory, name = 'the engine') {
    this.#factory = factory;
    this.#name = name;
  }

  /**
   * Sends a request; the one in flight, whoever asked it, is superseded. `owner` marks the job as
   * someone's (a game view on a channel several views share in turn), for `cancel(owner)`.
   */
  request<K extends keyof R & string>(
    kind: K,
    request: R[K]['request'],
    owner?: object,
  ): Promise<R[K]['answer']> {
    this.cancel();
    const remote = this.#ensure();
    const id = this.#nextId++;
    // Plain data only: JSON drops what structured clone refuses (Svelte state proxies).
    const plain: unknown = JSON.parse(JSON.stringify(request));
    return new Promise((resolve, reject) => {
      const job: Job = { id, reject, owner };
      this.#job = job;
      remote.run(id, kind, plain).then(
        (answer) => {
          if (this.#job !== job) return;
          this.#job = null;
          resolve(answer);
        },
        (err: unknown) => {
          if (this.#job !== job) return;
          this.#job = null;
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
  }

  /**
   * Stops the request in flight, if any (with `owner`, only if it is that owner's): it rejects with
   * SupersededError; the worker stays.
   */
  cancel(owner?: object): void {
    const job = this.#job;
    if (!job || (owner !== undefined && job.owner !== owner)) return;
    this.#job = null;
    void this.#remote?.cancel(job.id);
    job.reject(new SupersededError());
  }

  /** Stops the worker for good (the request in flight rejects with SupersededError). */
  close(): void {
    this.cancel();
    this.#drop();
  }

  #ensure(): Remote<EngineHost> {
    if (this.#remote) return this.#remote;
    const worker = this.#factory();
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      if (this.#worker !== worker) return;
      const job = this.#job;
      this.#job = null;
      this.#drop();
      job?.reject(new Error(e.message || `${this.#name} stopped`));
    });
    this.#worker = worker;
    this.#remote = wrap<EngineHost>(worker);
    return this.#remote;
  }

  #drop(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#remote = null;
  }
}

/**
 * Resolves once the page has loaded and gone idle (at the latest `timeoutMs` after load), so a
 * worker, its download and its first search do not compete with the first paint.
 */
export function pageSettled(timeoutMs = 1500): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: timeoutMs })
        : setTimeout(resolve, 50);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}

/**
 * Resolves once the page has painted its next frame (at once where there is no window): work
 * started then does not delay what the page is about to show.
 */
export function afterPaint(): Promise<void> {
  if (typeof window === 'undefined' || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
