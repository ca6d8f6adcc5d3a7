/**
 * A session's engine client, per position: a question asked about the position as it is now is
 * answered only while the position is still that one (`version`); a newer question of one kind
 * shares or replaces the older; the session's end drops every answer still on its way.
 */
import { SupersededError, type EngineClient, type Requests } from '../engine/client.ts';

/** An engine answer for the position it was asked about, or why there is none. */
export type Asked<A> =
  | { readonly status: 'answered'; readonly answer: A }
  /** The position changed, a newer request replaced it, the session ended, or there is no engine. */
  | { readonly status: 'stale' }
  | { readonly status: 'failed'; readonly error: Error };

export class EngineAsker<R extends Requests> {
  readonly engine: EngineClient<R> | null;
  #version = 0;
  #asked = new Map<string, { readonly version: number; readonly promise: Promise<Asked<unknown>> }>();
  #disposed = false;

  constructor(engine: EngineClient<R> | null) {
    this.engine = engine;
  }

  /** Changes with every change of the position (an answer is kept only for its own). */
  get version(): number {
    return this.#version;
  }

  get disposed(): boolean {
    return this.#disposed;
  }

  /** The position is another: what was asked about the old one no longer holds. */
  touch(): void {
    this.#version++;
    this.#asked.clear();
  }

  /** Asks the engine about the position as it is now (see GameSession.ask). */
  ask<K extends keyof R & string>(
    kind: K,
    request: R[K]['request'],
    options: { readonly cache?: boolean } = {},
  ): Promise<Asked<R[K]['answer']>> {
    const version = this.#version;
    const cached = options.cache ? this.#asked.get(kind) : undefined;
    if (cached?.version === version) return cached.promise;
    const engine = this.engine;
    const promise: Promise<Asked<R[K]['answer']>> = engine
      ? engine.request(kind, request).then(
          (answer): Asked<R[K]['answer']> =>
            version === this.#version && !this.#disposed
              ? { status: 'answered', answer }
              : { status: 'stale' },
          (e: unknown): Asked<R[K]['answer']> =>
            e instanceof SupersededError || version !== this.#version || this.#disposed
              ? { status: 'stale' }
              : { status: 'failed', error: e instanceof Error ? e : new Error(String(e)) },
        )
      : Promise.resolve({ status: 'stale' });
    if (options.cache) this.#asked.set(kind, { version, promise });
    return promise;
  }

  /** Ends it: engine requests stop, answers still on their way are dropped. */
  dispose(): void {
    this.#disposed = true;
    this.engine?.dispose();
  }
}
