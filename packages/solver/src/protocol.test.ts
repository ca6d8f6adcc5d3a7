/** The worker protocol, driven directly (no transport): solve, cancel, bad input. */
import { deal, FREECELL_RULES, formatLayout, isWon, replay, unwrap } from '@cascade/core';
import { describe, expect, it } from 'vitest';
import { createHandler, yieldToMessages, type WorkerResponse } from './protocol.ts';

function harness() {
  const out: WorkerResponse[] = [];
  const queue: (() => void)[] = [];
  const handle = createHandler(
    (m) => out.push(m),
    (f) => queue.push(f),
  );
  const drain = (limit = 100_000) => {
    for (let i = 0; i < limit && queue.length > 0; i++) queue.shift()!();
  };
  return { out, handle, drain, queue };
}

describe('worker protocol', () => {
  const start = unwrap(deal(FREECELL_RULES, 1));
  const layout = formatLayout(start);

  it('answers with a solution in standard notation that replays as a win', () => {
    const h = harness();
    h.handle({ id: 7, rules: FREECELL_RULES, layout, moves: '3a 3b', options: { mode: 'fast' } });
    h.drain();
    expect(h.out).toHaveLength(1);
    const msg = h.out[0]!;
    expect(msg.id).toBe(7);
    if (!('result' in msg) || msg.result.status !== 'solved') throw new Error(JSON.stringify(msg));
    const played = unwrap(replay(start, ['3a', '3b', ...msg.result.moves]));
    expect(isWon(played.position)).toBe(true);
  });

  it('a cancel message stops a running job with unknown / aborted', () => {
    const h = harness();
    h.handle({ id: 'a', rules: FREECELL_RULES, layout: formatLayout(unwrap(deal(FREECELL_RULES, 11982))) });
    // One slice runs, then the cancel arrives between slices.
    h.queue.shift()!();
    h.handle({ id: 'a', cancel: true });
    h.drain();
    expect(h.out).toMatchObject([{ id: 'a', result: { status: 'unknown', reason: 'aborted' } }]);
  });

  it('reports bad rules, boards and moves as errors', () => {
    const h = harness();
    h.handle({ id: 1, rules: { ...FREECELL_RULES, columns: 3 }, layout });
    h.handle({ id: 2, rules: FREECELL_RULES, layout: ': 2X' });
    h.handle({ id: 3, rules: FREECELL_RULES, layout: ': AH' });
    h.handle({ id: 4, rules: FREECELL_RULES, layout, moves: ['1h'] });
    h.drain();
    expect(h.out.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    for (const m of h.out) expect('error' in m && m.error.length > 10).toBe(true);
  });

  it('yields through the task queue by default: slices run on their own, in order, and a cancel sent meanwhile is read', async () => {
    const order: number[] = [];
    const defer = yieldToMessages();
    await new Promise<void>((done) => {
      defer(() => order.push(1));
      defer(() => {
        order.push(2);
        done();
      });
      expect(order).toEqual([]);
    });
    expect(order).toEqual([1, 2]);
    const out: WorkerResponse[] = [];
    const handle = createHandler((m) => out.push(m));
    const hard = formatLayout(unwrap(deal(FREECELL_RULES, 11982)));
    handle({ id: 'x', rules: FREECELL_RULES, layout: hard });
    setTimeout(() => handle({ id: 'x', cancel: true }), 30);
    for (let i = 0; i < 200 && out.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(out).toMatchObject([{ id: 'x', result: { status: 'unknown', reason: 'aborted' } }]);
  });
});
