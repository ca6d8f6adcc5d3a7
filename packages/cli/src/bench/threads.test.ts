/**
 * solveRange on more than one thread: the solver package cannot start its worker (Node 20 runs no
 * .ts worker), so it is tested here, on the worker `fc bench` runs (dist/solve-worker.mjs, built
 * before the tests).
 */
import { deal, FREECELL_RULES, isWon, replayMoves, unwrap } from '@cascade/core';
import { solveRange, unpackMoves, type RangeSummary } from '@cascade/solver/node';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WORKER = fileURLToPath(new URL('../../dist/solve-worker.mjs', import.meta.url));

const byDeal = (s: RangeSummary) => s.results.map((r) => [r.deal, r.status, r.length, r.moves]);

describe('solveRange on worker threads and this one', () => {
  it('solves every deal once, as one thread does, each solution a win in core', async () => {
    const range = { rules: FREECELL_RULES, from: 11950, to: 12030, keepMoves: true } as const;
    const progress: number[] = [];
    const three = await solveRange({
      ...range,
      jobs: 3,
      workerUrl: WORKER,
      onProgress: (done, total) => {
        expect(total).toBe(81);
        progress.push(done);
      },
    });
    const one = await solveRange({ ...range, jobs: 1 });
    expect(three.complete).toBe(true);
    expect(three.jobs).toBe(3);
    expect(progress).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    expect(three.results.map((r) => r.deal)).toEqual(Array.from({ length: 81 }, (_, i) => 11950 + i));
    // The same search in every thread: the same verdicts and the same solutions.
    expect(byDeal(three)).toEqual(byDeal(one));
    expect(three.results.find((r) => r.deal === 11982)?.status).toBe('unsolvable');
    for (const r of three.results) {
      if (r.status !== 'solved') continue;
      const played = replayMoves(unwrap(deal(FREECELL_RULES, r.deal)), unpackMoves(r.moves!));
      expect(played.ok && isWon(played.value), `deal ${r.deal}`).toBe(true);
    }
  });

  it('an abort stops every thread and keeps what finished, each deal once', async () => {
    const ctl = new AbortController();
    const r = await solveRange({
      rules: FREECELL_RULES,
      from: 1,
      to: 32000,
      jobs: 2,
      workerUrl: WORKER,
      signal: ctl.signal,
      onProgress: (done) => {
        if (done === 300) ctl.abort();
      },
    });
    expect(r.complete).toBe(false);
    expect(r.results.length).toBeGreaterThanOrEqual(300);
    expect(r.results.length).toBeLessThan(32000);
    const deals = r.results.map((x) => x.deal);
    expect(new Set(deals).size).toBe(deals.length);
  });

  it('a worker that cannot start fails the run with its error', async () => {
    await expect(
      solveRange({
        rules: FREECELL_RULES,
        from: 1,
        to: 100,
        jobs: 2,
        workerUrl: fileURLToPath(new URL('../../dist/no-such-worker.mjs', import.meta.url)),
      }),
    ).rejects.toThrow(/no-such-worker/);
  });
});
