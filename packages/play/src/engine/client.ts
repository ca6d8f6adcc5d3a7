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

/**
 * What a game session asks its engine through, whoever answers (workers, or the handlers
 * in-process): a request of some kind, answered as plain JSON. Generic over the app's requests.
 */
export interface EngineClient<R extends Requests> {
  /** Asks; a newer request of a kind that shares its worker supersedes this one (SupersededError). */
  request<K extends keyof R & string>(kind: K, request: R[K]['request']): Promise<R[K]['answer']>;
  /** Stops this client's request in flight on `kind`'s worker, if any (it rejects with SupersededError). */
  cancel(kind: keyof R & string): void;
  /** The player asked for something: requests waiting for the page to settle go at once. */
  wake(): void;
  /** This client is done: its requests in flight stop, later ones reject with SupersededError. */
  dispose(): void;
}

/**
 * The page's workers, one Channel per name, each created on its first request and kept from game
 * to game (warm, with what its service keeps); several clients share them in turn.
 */
export class EnginePool<R extends Requests> {
  readonly #factory: WorkerFactory;
  readonly #name: string;
  readonly #channels = new Map<string, Channel<R>>();

  /** `name` says whose workers stopped in errors ("the engine stopped"). */
  constructor(factory: WorkerFactory, name = 'the engine') {
    this.#factory = factory;
    this.#name = name;
  }

  channel(name: string): Channel<R> {
    let c = this.#channels.get(name);
    if (!c) this.#channels.set(name, (c = new Channel<R>(this.#factory, this.#name)));
    return c;
  }

  /** Terminates every worker (the next request starts fresh ones). */
  close(): void {
    for (const c of this.#channels.values()) c.close();
  }
}

export interface WorkerClientOptions<R extends Requests> {
  /** Which worker answers each kind: kinds on one worker supersede each other. */
  readonly route: { readonly [K in keyof R]: string };
  /**
   * Requests wait for this first (the page's first paint, so a worker and its first search do
   * not delay what the page is about to show), unless the client is woken. Default: none.
   */
  readonly settle?: Promise<void>;
  /** Kinds the player asks for: they wake the client, and so start at once. */
  readonly urgent?: readonly (keyof R & string)[];
}

/**
 * An EngineClient on an EnginePool's workers. Its requests are marked as its own, so disposing of
 * it (a game view that goes away) cancels only them; a pool of its own (a factory given) is closed
 * with it.
 */
export class WorkerClient<R extends Requests> implements EngineClient<R> {
  readonly #pool: EnginePool<R>;
  readonly #own: boolean;
  readonly #options: WorkerClientOptions<R>;
  readonly #settled: Promise<void>;
  #woken!: () => void;
  #disposed = false;

  constructor(pool: EnginePool<R> | WorkerFactory, options: WorkerClientOptions<R>) {
    this.#own = typeof pool === 'function';
    this.#pool = typeof pool === 'function' ? new EnginePool<R>(pool) : pool;
    this.#options = options;
    const woken = new Promise<void>((resolve) => (this.#woken = resolve));
    this.#settled = options.settle ? Promise.race([options.settle, woken]) : Promise.resolve();
  }

  #channel(kind: keyof R & string): Channel<R> {
    return this.#pool.channel(this.#options.route[kind]);
  }

  async request<K extends keyof R & string>(kind: K, request: R[K]['request']): Promise<R[K]['answer']> {
    if (this.#options.urgent?.includes(kind)) this.wake();
    await this.#settled;
    if (this.#disposed) throw new SupersededError();
    return this.#channel(kind).request(kind, request, this);
  }

  cancel(kind: keyof R & string): void {
    this.#channel(kind).cancel(this);
  }

  wake(): void {
    this.#woken();
  }

  dispose(): void {
    this.#disposed = true;
    this.wake();
    if (this.#own) this.#pool.close();
    else
      for (const name of new Set(Object.values(this.#options.route))) this.#pool.channel(name).cancel(this);
  }
}
