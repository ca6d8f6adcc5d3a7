import { LoopbackWorker } from '@cascade/testkit/loopback-worker';
import { wrap } from 'comlink';
import { afterEach, describe, expect, test } from 'vitest';
import { Channel, SupersededError, type EngineHost } from './client.ts';
import { engineHost, serveEngine, type Handlers } from './host.ts';
import { answered, sliced } from '@cascade/hints';

type TestRequests = {
  echo: { request: { text: string; moves?: unknown[] }; answer: { text: string; moves?: unknown[] } };
  /** Work of `slices` slices, one step of work each; answers how many it ran. */
  long: { request: { slices: number }; answer: { ran: number } };
  fail: { request: { why: string }; answer: never };
};

/** Slices each job has run, by the order jobs started. */
let ran: number[] = [];
/** The slices each cancelled job had run when its cancel reached the worker, by job id. */
let ranAtCancel = new Map<number, number>();

// The work is counted in slices, never in milliseconds: each slice is one step and pauses, so what
// the tests check (a cancel read between two slices, no slice after it) holds on any machine.
const HANDLERS: Handlers<TestRequests> = {
  echo: (request) => answered(request),
  long: ({ slices }) => {
    const job = ran.push(0) - 1;
    return sliced(function* () {
      for (let i = 0; i < slices; i++) {
        ran[job] = (ran[job] ?? 0) + 1;
        if (i < slices - 1) yield;
      }
      return { ran: ran[job] ?? 0 };
    });
  },
  fail: ({ why }) => {
    throw new Error(why);
  },
};

let made: LoopbackWorker[] = [];
const worker = (): Worker => {
  const host = engineHost(HANDLERS);
  const w = new LoopbackWorker({
    run: (id, kind, request) => host.run(id, kind, request),
    cancel: (id) => {
      // Jobs here are numbered from 1 in the order they start, as `ran` is from 0.
      ranAtCancel.set(id, ran[id - 1] ?? 0);
      host.cancel(id);
    },
  });
  made.push(w);
  return w.asWorker();
};
const channel = () => new Channel<TestRequests>(worker);
const settle = () => new Promise((r) => setTimeout(r, 20));
/** Waits (a task at a time, not a time) until job `job` (0-based) has run `n` slices. */
async function slicesRun(job: number, n: number): Promise<void> {
  while ((ran[job] ?? 0) < n) await new Promise((r) => setImmediate(r));
}

afterEach(() => {
  for (const w of made) w.terminate();
  made = [];
  ran = [];
  ranAtCancel = new Map();
});

describe('Channel (page) and engineHost (worker) over comlink', () => {
  test('a request is answered; the idle worker is kept for the next one', async () => {
    const c = channel();
    await expect(c.request('echo', { text: 'a' })).resolves.toEqual({ text: 'a' });
    await expect(c.request('echo', { text: 'b' })).resolves.toEqual({ text: 'b' });
    expect(made).toHaveLength(1);
    expect(made[0]!.calls).toEqual(['run 1 echo', 'run 2 echo']);
  });

  test('a newer request supersedes the one in flight: it rejects at once and the job is cancelled between slices', async () => {
    const c = channel();
    const first = c.request('long', { slices: 1_000_000 }).catch((err: unknown) => err);
    await slicesRun(0, 3);
    const second = c.request('echo', { text: 'next' });
    expect(await first).toBeInstanceOf(SupersededError);
    await expect(second).resolves.toEqual({ text: 'next' });
    await settle();
    const w = made[0]!;
    expect(made).toHaveLength(1);
    expect(w.terminated).toBe(false);
    expect(w.calls).toEqual(['run 1 long', 'cancel 1', 'run 2 echo']);
    // The job ran no slice after its cancel was read, and stopped far short of its end.
    expect(ranAtCancel.get(1)).toBeGreaterThanOrEqual(3);
    expect(ran[0]).toBe(ranAtCancel.get(1));
    expect(ran[0]).toBeLessThan(1_000_000);
    await settle();
    expect(ran[0]).toBe(ranAtCancel.get(1));
  });

  test('a job runs in slices: a message sent meanwhile is read between two of them', async () => {
    const c = channel();
    const long = c.request('long', { slices: 1_000_000 });
    await slicesRun(0, 1);
    const quick = c.request('echo', { text: 'x' });
    await expect(long).rejects.toBeInstanceOf(SupersededError);
    await expect(quick).resolves.toEqual({ text: 'x' });
    // The cancel was read between two slices: the job stopped there, short of its end.
    expect(ran[0]).toBe(ranAtCancel.get(1));
    expect(ran[0]).toBeLessThan(1_000_000);
    await expect(c.request('long', { slices: 3 })).resolves.toEqual({ ran: 3 });
  });

  test('cancel stops the job in flight and keeps the worker; close terminates it', async () => {
    const c = channel();
    const job = c.request('long', { slices: 1000 });
    c.cancel();
    await expect(job).rejects.toBeInstanceOf(SupersededError);
    await settle();
    expect(made[0]!.calls).toEqual(['run 1 long', 'cancel 1']);
    const next = c.request('long', { slices: 1000 });
    c.close();
    await expect(next).rejects.toBeInstanceOf(SupersededError);
    expect(made[0]!.terminated).toBe(true);
  });

  test("cancel(owner) stops only that owner's job: a channel shared in turn by two users", async () => {
    const c = channel();
    const a = {};
    const b = {};
    const first = c.request('long', { slices: 1000 }, a);
    const second = c.request('echo', { text: 'b' }, b);
    await expect(first).rejects.toBeInstanceOf(SupersededError);
    c.cancel(a); // a leaves after b has asked: b's request goes on
    await expect(second).resolves.toEqual({ text: 'b' });
    const third = c.request('long', { slices: 1000 }, b);
    c.cancel(a);
    c.cancel(b);
    await expect(third).rejects.toBeInstanceOf(SupersededError);
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(false);
    expect(made[0]!.calls).toEqual(['run 1 long', 'cancel 1', 'run 2 echo', 'run 3 long', 'cancel 3']);
  });

  test("a handler's error reaches the page as an Error with its message", async () => {
    const c = channel();
    await expect(c.request('fail', { why: 'bad starting layout' })).rejects.toThrow('bad starting layout');
    await expect(c.request('echo', { text: 'still here' })).resolves.toEqual({ text: 'still here' });
    expect(made).toHaveLength(1);
  });

  test('a worker that crashes is dropped: its job rejects and the next request starts a fresh one', async () => {
    const c = new Channel<TestRequests>(worker, 'the tutor engine');
    const job = c.request('long', { slices: 1000 });
    made[0]!.crash('');
    await expect(job).rejects.toThrow('the tutor engine stopped');
    expect(made[0]!.terminated).toBe(true);
    await expect(c.request('echo', { text: 'again' })).resolves.toEqual({ text: 'again' });
    expect(made).toHaveLength(2);
  });

  test('serveEngine exposes the handlers on an endpoint', async () => {
    const { port1, port2 } = new MessageChannel();
    serveEngine(HANDLERS, port2);
    const remote = wrap<EngineHost>(port1);
    await expect(remote.run(7, 'echo', { text: 'hi' })).resolves.toEqual({ text: 'hi' });
    await expect(remote.run(8, 'nothing', {})).rejects.toThrow('unknown request kind: nothing');
    port1.close();
    port2.close();
  });

  test('requests travel as plain data (state proxies and undefined fields are left behind)', async () => {
    const c = channel();
    const moves = new Proxy([{ from: 'c0', to: 'f0' }], {});
    await expect(c.request('echo', { text: 'p', moves })).resolves.toEqual({
      text: 'p',
      moves: [{ from: 'c0', to: 'f0' }],
    });
  });
});
