import { FREECELL_RULES } from '@cascade/core';
import { answered, sliced } from '@cascade/hints';
import { SupersededError } from '@cascade/play/engine';
import { LoopbackWorker } from '@cascade/play/engine/testing';
import { afterEach, describe, expect, test } from 'vitest';
import { TutorWorkers, WorkerTutorEngine } from './client.ts';
import type { ParRequest, TutorRequests } from './protocol.ts';

/** Par requests are held until the test lets them go (`release`). */
let held = 0;
let made: LoopbackWorker<TutorRequests>[] = [];
const factory = (): Worker => {
  const w = new LoopbackWorker<TutorRequests>({
    hint: () => answered({ status: 'reached' }),
    par: () =>
      sliced(function* () {
        const mine = ++held;
        while (held === mine) yield;
        return { status: 'ok', par: 1 };
      }),
    prove: () => answered({ status: 'unsolvable', states: 1, ms: 0 }),
  });
  made.push(w);
  return w.asWorker();
};
const release = () => held++;
const flush = () => new Promise((r) => setTimeout(r, 10));
const step: ParRequest = { rules: FREECELL_RULES, board: ': AS\n', goal: { kind: 'win' } };

afterEach(() => {
  for (const w of made) w.terminate();
  made = [];
  held = 0;
});

describe('WorkerTutorEngine', () => {
  test("steps share the workers: the next step's requests reuse them, a step that goes cancels only its own", async () => {
    const workers = new TutorWorkers(factory);
    const first = new WorkerTutorEngine(workers);
    await expect(first.hint({ ...step, moves: [] })).resolves.toEqual({ status: 'reached' });
    const checking = first.par(step);
    await flush();
    // The next step opens before the first one is gone.
    const second = new WorkerTutorEngine(workers);
    const next = second.par(step);
    await expect(checking).rejects.toBeInstanceOf(SupersededError);
    first.dispose();
    await flush();
    release();
    await expect(next).resolves.toEqual({ status: 'ok', par: 1 });
    await expect(second.hint({ ...step, moves: [] })).resolves.toEqual({ status: 'reached' });
    await expect(first.hint({ ...step, moves: [] })).rejects.toBeInstanceOf(SupersededError);
    // Two workers so far (hints, checks), neither terminated.
    expect(made).toHaveLength(2);
    expect(made.some((w) => w.terminated)).toBe(false);
    const leaving = second.par(step);
    second.dispose();
    await expect(leaving).rejects.toBeInstanceOf(SupersededError);
    await flush();
    expect(made[1]!.calls.at(-1)).toBe('cancel 3');
    expect(made.some((w) => w.terminated)).toBe(false);
    workers.close();
    expect(made.every((w) => w.terminated)).toBe(true);
  });

  test('an engine made with a factory has workers of its own, closed with it', async () => {
    const e = new WorkerTutorEngine(factory);
    await expect(e.prove({ rules: FREECELL_RULES, deal: 1 })).resolves.toMatchObject({
      status: 'unsolvable',
    });
    e.dispose();
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(true);
  });
});
