import { FREECELL_RULES } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { WorkerEngine } from './client.ts';
import { SupersededError, type EngineRequestMessage, type GameSnapshot } from './protocol.ts';

/** A stand-in worker: records messages and answers when told to. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  sent: EngineRequestMessage[] = [];
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(msg: EngineRequestMessage) {
    this.sent.push(msg);
  }
  terminate() {
    this.terminated = true;
  }
  answer(answer: unknown) {
    const last = this.sent[this.sent.length - 1]!;
    this.onmessage?.({ data: { id: last.id, ok: true, answer } } as MessageEvent);
  }
}

const game: GameSnapshot = { rules: FREECELL_RULES, start: ': AS\n', moves: [] };
/** An engine whose page has already settled (requests start after a microtask or two). */
const engine = (settle: Promise<void> = Promise.resolve()) => {
  FakeWorker.made = [];
  return new WorkerEngine(() => new FakeWorker() as unknown as Worker, settle);
};
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('WorkerEngine', () => {
  test('a newer request supersedes the one in flight: its worker is terminated', async () => {
    const e = engine();
    const first = e.analyze(game).catch((err: unknown) => err);
    const second = e.analyze(game);
    await flush();
    expect(await first).toBeInstanceOf(SupersededError);
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    FakeWorker.made[1]!.answer({ status: 'winnable' });
    await expect(second).resolves.toEqual({ status: 'winnable' });
  });

  test('an idle worker is kept for the next request; solutions have their own worker', async () => {
    const e = engine();
    const a = e.analyze(game);
    await flush();
    FakeWorker.made[0]!.answer({ status: 'lost' });
    await a;
    const b = e.analyze(game);
    await flush();
    expect(FakeWorker.made).toHaveLength(1);
    const s = e.solve(game);
    expect(FakeWorker.made).toHaveLength(2);
    e.cancelSolve();
    await expect(s).rejects.toBeInstanceOf(SupersededError);
    FakeWorker.made[0]!.answer({ status: 'won' });
    await expect(b).resolves.toEqual({ status: 'won' });
    e.dispose();
    expect(FakeWorker.made.every((w) => w.terminated)).toBe(true);
  });

  test('no worker starts before the page settles, unless the player asks for something', async () => {
    let settle!: () => void;
    const e = engine(new Promise<void>((r) => (settle = r)));
    const a = e.analyze(game);
    await flush();
    expect(FakeWorker.made).toHaveLength(0);
    settle();
    await flush();
    expect(FakeWorker.made).toHaveLength(1);
    FakeWorker.made[0]!.answer({ status: 'winnable' });
    await expect(a).resolves.toEqual({ status: 'winnable' });

    const woken = engine(new Promise<void>(() => {}));
    const b = woken.analyze(game);
    await flush();
    expect(FakeWorker.made).toHaveLength(0);
    woken.wake();
    await flush();
    expect(FakeWorker.made).toHaveLength(1);
    woken.dispose();
    await expect(b).rejects.toBeInstanceOf(SupersededError);
    const late = woken.analyze(game);
    await expect(late).rejects.toBeInstanceOf(SupersededError);
    expect(FakeWorker.made).toHaveLength(1);
  });

  test('messages are plain data: rules, board text, moves', async () => {
    const e = engine();
    void e
      .analyze({
        ...game,
        moves: [{ from: { kind: 'column', index: 0 }, to: { kind: 'cell', index: 0 }, count: 1 }],
      })
      .catch(() => {});
    await flush();
    const msg = FakeWorker.made[0]!.sent[0]!;
    expect(structuredClone(msg)).toEqual(msg);
    expect(msg.kind).toBe('analyze');
    e.dispose();
  });
});
