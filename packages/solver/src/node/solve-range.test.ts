/** The Node adapter in this thread (worker threads need the bundled entry: see the bench). */
import { deal, FREECELL_RULES, isWon, replayMoves, unwrap } from '@cascade/core';
import { describe, expect, it } from 'vitest';
import { unpackMoves } from './solve-deal.ts';
import { TEST_RULES } from '../test-rules.ts';
import { solveRange } from './solve-range.ts';

describe('solveRange', () => {
  it('solves a range in this thread, reporting progress and solutions', async () => {
    const seen: number[] = [];
    const r = await solveRange({
      rules: FREECELL_RULES,
      from: 11980,
      to: 11983,
      jobs: 1,
      keepMoves: true,
      onProgress: (done, total, res) => {
        expect(total).toBe(4);
        seen.push(done);
        expect(res.deal).toBeGreaterThanOrEqual(11980);
      },
    });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(r.results.map((x) => [x.deal, x.status])).toEqual([
      [11980, 'solved'],
      [11981, 'solved'],
      [11982, 'unsolvable'],
      [11983, 'solved'],
    ]);
    const moves = unpackMoves(r.results[0]!.moves!);
    expect(moves.length).toBe(r.results[0]!.length);
    const played = replayMoves(unwrap(deal(FREECELL_RULES, 11980)), moves);
    expect(played.ok && isWon(played.value)).toBe(true);
    expect(r.peakRssBytes).toBeGreaterThan(0);
    expect(r.complete).toBe(true);
  });

  it('an abort stops the run at once and keeps what finished', async () => {
    const ctl = new AbortController();
    const r = await solveRange({
      rules: FREECELL_RULES,
      from: 1,
      to: 1000,
      jobs: 1,
      signal: ctl.signal,
      onProgress: (done) => {
        if (done === 3) ctl.abort();
      },
    });
    expect(r.complete).toBe(false);
    expect(r.results.map((x) => [x.deal, x.status])).toEqual([
      [1, 'solved'],
      [2, 'solved'],
      [3, 'solved'],
    ]);
  });

  it('a deal that takes long is solved in slices, so an abort meanwhile is read', async () => {
    const ctl = new AbortController();
    // Any suit, one card at a time, two cells, empty columns closed: deal 1 fills the budget.
    const run = solveRange({ rules: TEST_RULES.anySuitNone, from: 1, to: 1, jobs: 1, signal: ctl.signal });
    setTimeout(() => ctl.abort(), 0);
    const r = await run;
    expect(r).toMatchObject({ complete: false, results: [] });
  });

  it('needs the bundled worker script for more than one thread', async () => {
    await expect(solveRange({ rules: FREECELL_RULES, from: 1, to: 4, jobs: 2 })).rejects.toThrow(/workerUrl/);
  });
});
