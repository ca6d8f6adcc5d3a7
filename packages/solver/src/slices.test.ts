/** Sliced solving: the task-queue yield runs tasks in order, and lets a cancel in between slices. */
import { deal, unwrap } from '@cascade/core';
import { describe, expect, it } from 'vitest';
import { Solver, type SolveResult } from './index.ts';
import { SLICE_MS, yieldToMessages } from './slices.ts';
import { TEST_RULES } from './test-rules.ts';

describe('slices', () => {
  it('yieldToMessages runs deferred tasks later, in order', async () => {
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
  });

  it('a solve run in slices reads an abort sent by a timer meanwhile', async () => {
    // Any suit, one card at a time, two cells, empty columns closed: deal 1 fills the default
    // budget (5 million positions, seconds of work), so only the abort can end it this soon.
    const ctl = new AbortController();
    const solver = new Solver(unwrap(deal(TEST_RULES.anySuitNone, 1)), { signal: ctl.signal });
    const defer = yieldToMessages();
    setTimeout(() => ctl.abort(), 0);
    let slices = 0;
    const result = await new Promise<SolveResult>((done) => {
      const slice = () => {
        slices++;
        const r = solver.step(performance.now() + SLICE_MS);
        if (r) done(r);
        else defer(slice);
      };
      slice();
    });
    expect(result).toMatchObject({ status: 'unknown', reason: 'aborted' });
    expect(slices).toBeGreaterThan(1);
    expect(slices).toBeLessThan(20);
  });
});
