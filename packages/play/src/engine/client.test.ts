import { LoopbackWorker } from '@cascade/testkit/loopback-worker';
import { afterEach, describe, expect, test } from 'vitest';
import { answered, sliced } from '@cascade/hints';
import { EnginePool, SupersededError, WorkerClient, type WorkerClientOptions } from './client.ts';
import { engineHost, localClient, type Handlers } from './host.ts';

/** Two kinds share the `analysis` worker; `solve` has one of its own. */
type Requests = {
  analyze: { request: { moves: unknown[] }; answer: { status: string } };
  lastWinnable: { request: { moves: unknown[] }; answer: { status: string } };
  solve: { request: { moves: unknown[] }; answer: { status: string } };
};
const ROUTE = { analyze: 'analysis', lastWinnable: 'analysis', solve: 'solver' } as const;

/** Answers the test gives out by hand: a request's work runs (in slices) until its answer is set. */
let answers: unknown[] = [];
let received: unknown[] = [];
function held(request: unknown) {
  received.push(request);
  const slot = answers.push(undefined) - 1;
  return sliced(function* () {
    while (answers[slot] === undefined) yield;
    return answers[slot] as { status: string };
  });
}
const HANDLERS: Handlers<Requests> = {
  analyze: held,
  lastWinnable: () => answered({ status: 'not-lost' }),
  solve: held,
};

let made: LoopbackWorker[] = [];
const factory = (): Worker => {
  const w = new LoopbackWorker(engineHost(HANDLERS));
  made.push(w);
  return w.asWorker();
};
const game = { moves: [] };
const options = (o: Partial<WorkerClientOptions<Requests>> = {}): WorkerClientOptions<Requests> => ({
  route: ROUTE,
  urgent: ['lastWinnable', 'solve'],
  ...o,
});
/** A client on workers of its own whose page has already settled. */
const client = (settle: Promise<void> = Promise.resolve()) =>
  new WorkerClient<Requests>(factory, options({ settle }));
const flush = () => new Promise((r) => setTimeout(r, 10));
/** Answers the latest request so far. */
const answer = (value: unknown) => (answers[answers.length - 1] = value);

afterEach(() => {
  for (const w of made) w.terminate();
  made = [];
  answers = [];
  received = [];
});

describe('WorkerClient', () => {
  test('a newer request on the same worker supersedes the one in flight; the worker stays', async () => {
    const e = client();
    const first = e.request('analyze', game).catch((err: unknown) => err);
    await flush();
    const second = e.request('lastWinnable', game);
    expect(await first).toBeInstanceOf(SupersededError);
    await expect(second).resolves.toEqual({ status: 'not-lost' });
    expect(made).toHaveLength(1);
    expect(made[0]!.calls).toEqual(['run 1 analyze', 'cancel 1', 'run 2 lastWinnable']);
    e.dispose();
  });

  test('each route has its worker; cancel(kind) stops only that worker’s request', async () => {
    const e = client();
    const a = e.request('analyze', game);
    await flush();
    const s = e.request('solve', game);
    await flush();
    expect(made).toHaveLength(2);
    e.cancel('solve');
    await expect(s).rejects.toBeInstanceOf(SupersededError);
    await flush();
    expect(made[1]!.calls).toEqual(['run 1 solve', 'cancel 1']);
    answers[0] = { status: 'won' };
    await expect(a).resolves.toEqual({ status: 'won' });
    e.dispose();
    expect(made.every((w) => w.terminated)).toBe(true);
  });

  test('no worker starts before the page has settled, unless the player asks (urgent kinds, wake)', async () => {
    let painted!: () => void;
    const e = client(new Promise<void>((r) => (painted = r)));
    const a = e.request('analyze', game);
    await flush();
    expect(made).toHaveLength(0);
    painted();
    await flush();
    expect(made).toHaveLength(1);
    answer({ status: 'winnable' });
    await expect(a).resolves.toEqual({ status: 'winnable' });
    e.dispose();

    // An urgent kind wakes the client: it goes at once, and so do the requests waiting.
    const waiting = client(new Promise<void>(() => {}));
    const b = waiting.request('analyze', game).catch((err: unknown) => err);
    await flush();
    expect(made).toHaveLength(1);
    const c = waiting.request('lastWinnable', game);
    await expect(c).resolves.toEqual({ status: 'not-lost' });
    expect(await b).toBeInstanceOf(SupersededError); // the same worker: c replaced it
    waiting.dispose();

    const woken = client(new Promise<void>(() => {}));
    const d = woken.request('analyze', game);
    woken.wake();
    await flush();
    expect(made.length).toBeGreaterThan(2);
    woken.dispose();
    await expect(d).rejects.toBeInstanceOf(SupersededError);
    await expect(woken.request('analyze', game)).rejects.toBeInstanceOf(SupersededError);
  });

  test('clients on a shared pool (one game view after another): leaving cancels only your own', async () => {
    const pool = new EnginePool<Requests>(factory);
    const old = new WorkerClient(pool, options());
    const a = old.request('analyze', game).catch((err: unknown) => err);
    await flush();
    // The next view comes before the old one is gone.
    const next = new WorkerClient(pool, options());
    const b = next.request('analyze', game);
    expect(await a).toBeInstanceOf(SupersededError);
    old.dispose();
    await flush();
    expect(made).toHaveLength(1);
    expect(made[0]!.calls).toEqual(['run 1 analyze', 'cancel 1', 'run 2 analyze']);
    answer({ status: 'winnable' });
    await expect(b).resolves.toEqual({ status: 'winnable' });
    await expect(old.request('analyze', game)).rejects.toBeInstanceOf(SupersededError);
    const c = next.request('analyze', game);
    await flush();
    next.dispose();
    await expect(c).rejects.toBeInstanceOf(SupersededError);
    await flush();
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(false);
    expect(made[0]!.calls.at(-1)).toBe('cancel 3');
    pool.close();
    expect(made[0]!.terminated).toBe(true);
  });

  test('requests reach the worker as plain data', async () => {
    const e = client();
    const moves = [{ from: { kind: 'column', index: 0 }, to: { kind: 'cell', index: 0 }, count: 1 }];
    void e.request('analyze', { moves: new Proxy(moves, {}) }).catch(() => {});
    await flush();
    expect(structuredClone(received[0])).toEqual({ moves });
    e.dispose();
  });
});

describe('localClient', () => {
  test('the same handlers in-process, each request run to its end', async () => {
    const local = localClient<Requests>({
      analyze: () => answered({ status: 'winnable' }),
      lastWinnable: () =>
        sliced(function* (until) {
          for (let i = 0; i < 3; i++) if (performance.now() > until()) yield;
          return { status: 'found' };
        }),
      solve: () => answered({ status: 'solved' }),
    });
    await expect(local.request('analyze', game)).resolves.toEqual({ status: 'winnable' });
    await expect(local.request('lastWinnable', game)).resolves.toEqual({ status: 'found' });
  });
});
