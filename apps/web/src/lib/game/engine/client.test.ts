import { FREECELL_RULES } from '@cascade/core';
import { answered, sliced, type Sliced } from '@cascade/hints';
import { SupersededError } from '@cascade/play/engine';
import { LoopbackWorker } from '@cascade/play/engine/testing';
import { afterEach, describe, expect, test } from 'vitest';
import { EngineWorkers, WorkerEngine } from './client.ts';
import type { EngineRequests, GameSnapshot } from './protocol.ts';

/** Answers the test gives out by hand: a request's work runs (in slices) until its answer is set. */
let answers: unknown[] = [];
let received: GameSnapshot[] = [];
function heldAnswer<T>(game: GameSnapshot): Sliced<T> {
  received.push(game);
  const slot = answers.push(undefined) - 1;
  return sliced(function* () {
    while (answers[slot] === undefined) yield;
    return answers[slot] as T;
  });
}

let made: LoopbackWorker<EngineRequests>[] = [];
const factory = (): Worker => {
  const w = new LoopbackWorker<EngineRequests>({
    analyze: (game) => heldAnswer(game),
    lastWinnable: () => answered({ status: 'not-lost' }),
    solve: (game) => heldAnswer(game),
  });
  made.push(w);
  return w.asWorker();
};

const game: GameSnapshot = { rules: FREECELL_RULES, start: ': AS\n', moves: [] };
/** An engine whose page has already settled (requests start after a microtask or two). */
const engine = (settle: Promise<void> = Promise.resolve()) => new WorkerEngine(factory, settle);
const flush = () => new Promise((r) => setTimeout(r, 10));
/** Answers the latest request so far. */
const answer = (value: unknown) => (answers[answers.length - 1] = value);

afterEach(() => {
  for (const w of made) w.terminate();
  made = [];
  answers = [];
  received = [];
});

describe('WorkerEngine', () => {
  test('a newer request supersedes the one in flight: it rejects, its job is cancelled, the worker stays', async () => {
    const e = engine();
    const first = e.analyze(game).catch((err: unknown) => err);
    await flush();
    const second = e.analyze(game);
    expect(await first).toBeInstanceOf(SupersededError);
    await flush();
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(false);
    expect(made[0]!.calls).toEqual(['run 1 analyze', 'cancel 1', 'run 2 analyze']);
    answer({ status: 'winnable' });
    await expect(second).resolves.toEqual({ status: 'winnable' });
    e.dispose();
  });

  test('an idle worker is kept for the next request; solutions have their own worker', async () => {
    const e = engine();
    const a = e.analyze(game);
    await flush();
    answer({ status: 'lost' });
    await a;
    const b = e.analyze(game);
    await flush();
    expect(made).toHaveLength(1);
    const s = e.solve(game);
    expect(made).toHaveLength(2);
    await flush();
    e.cancelSolve();
    await expect(s).rejects.toBeInstanceOf(SupersededError);
    await flush();
    expect(made[1]!.calls).toEqual(['run 1 solve', 'cancel 1']);
    answers[1] = { status: 'won' };
    await expect(b).resolves.toEqual({ status: 'won' });
    await expect(e.lastWinnable(game)).resolves.toEqual({ status: 'not-lost' });
    e.dispose();
    expect(made.every((w) => w.terminated)).toBe(true);
  });

  test('no worker starts before the page has painted, unless the player asks for something', async () => {
    let painted!: () => void;
    const e = engine(new Promise<void>((r) => (painted = r)));
    const a = e.analyze(game);
    await flush();
    expect(made).toHaveLength(0);
    painted();
    await flush();
    expect(made).toHaveLength(1);
    expect(made[0]!.calls).toEqual(['run 1 analyze']);
    answer({ status: 'winnable' });
    await expect(a).resolves.toEqual({ status: 'winnable' });
    e.dispose();

    const woken = engine(new Promise<void>(() => {}));
    const b = woken.analyze(game);
    await flush();
    expect(made).toHaveLength(1);
    woken.wake();
    await flush();
    expect(made).toHaveLength(2);
    woken.dispose();
    await expect(b).rejects.toBeInstanceOf(SupersededError);
    const late = woken.analyze(game);
    await expect(late).rejects.toBeInstanceOf(SupersededError);
    expect(made).toHaveLength(2);
  });

  test('engines on shared workers (one game view after another) reuse them; leaving cancels only your own', async () => {
    const workers = new EngineWorkers(factory);
    const old = new WorkerEngine(workers, Promise.resolve());
    const a = old.analyze(game).catch((err: unknown) => err);
    await flush();
    // The next game's view comes before the old one is gone.
    const next = new WorkerEngine(workers, Promise.resolve());
    const b = next.analyze(game);
    expect(await a).toBeInstanceOf(SupersededError);
    old.dispose();
    await flush();
    expect(made).toHaveLength(1);
    expect(made[0]!.calls).toEqual(['run 1 analyze', 'cancel 1', 'run 2 analyze']);
    answer({ status: 'winnable' });
    await expect(b).resolves.toEqual({ status: 'winnable' });
    await expect(old.solve(game)).rejects.toBeInstanceOf(SupersededError);
    // Leaving with a request in flight cancels it; the workers stay for the next view.
    const c = next.analyze(game);
    await flush();
    next.dispose();
    await expect(c).rejects.toBeInstanceOf(SupersededError);
    await flush();
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(false);
    expect(made[0]!.calls.at(-1)).toBe('cancel 3');
    const third = new WorkerEngine(workers, Promise.resolve());
    const d = third.analyze(game);
    await flush();
    answer({ status: 'lost' });
    await expect(d).resolves.toEqual({ status: 'lost' });
    expect(made).toHaveLength(1);
    workers.close();
    expect(made[0]!.terminated).toBe(true);
  });

  test('requests reach the worker as plain data: rules, board text, moves', async () => {
    const e = engine();
    void e
      .analyze({
        ...game,
        moves: [{ from: { kind: 'column', index: 0 }, to: { kind: 'cell', index: 0 }, count: 1 }],
      })
      .catch(() => {});
    await flush();
    const sent = received[0]!;
    expect(structuredClone(sent)).toEqual(sent);
    expect(sent).toEqual({
      rules: { ...FREECELL_RULES },
      start: ': AS\n',
      moves: [{ from: { kind: 'column', index: 0 }, to: { kind: 'cell', index: 0 }, count: 1 }],
    });
    e.dispose();
  });
});
