/** Sliced solving: the task-queue yield runs tasks in order, and lets a cancel in between slices. */
import { deal, FREECELL_RULES, unwrap } from '@cascade/core';
import { describe, expect, it } from 'vitest';
import { FAST_WEIGHTS } from './heuristic.ts';
import { Solver, type SolveOptions, type SolveResult } from './index.ts';
import type { SolverConfig } from './search.ts';
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

  /**
   * A slice whose time has already passed when it starts (a slow machine, a busy worker): every
   * call must still make progress, and the answer must be the one found in one go. The line test
   * of the hints caught a search that, resumed past its time at the end of a turn, paused again at
   * once, for ever.
   */
  const modes: [string, SolveOptions, SolverConfig?][] = [
    ['fast', { mode: 'fast' }],
    ['short (a beam, then A* where it finds nothing)', { mode: 'short' }],
    ['short, A* alone', { mode: 'short' }, { beam: false }],
    [
      'short with a narrow beam',
      { mode: 'short' },
      { beam: { weights: FAST_WEIGHTS, gWeight: 3, width: 8 } },
    ],
  ];
  it.each(modes)(
    '%s: slices that start past their time still end, with the same answer',
    (_, options, config) => {
      for (const n of [1, 617, 11982]) {
        const p = unwrap(deal(FREECELL_RULES, n));
        const whole = new Solver(p, { ...options, maxStates: 200_000 }, config).step()!;
        const sliced = new Solver(p, { ...options, maxStates: 200_000 }, config);
        let calls = 0;
        let r = sliced.step(0);
        while (!r) {
          if (++calls > whole.stats.states + 10) throw new Error(`deal ${n}: ${calls} slices and no answer`);
          r = sliced.step(0);
        }
        expect(r.status).toBe(whole.status);
        expect(r.status === 'solved' && r.moves).toEqual(whole.status === 'solved' && whole.moves);
      }
    },
  );
});
