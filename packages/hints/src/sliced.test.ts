import { applyMove, deal, FREECELL_RULES, legalMoves, seededRandom, unwrap, type Move } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { Hinter, lastWinnablePoint, slicedLastWinnablePoint, type Hint } from './hint.ts';
import { answered, mapSliced, runToEnd, sliced, within, type Sliced } from './sliced.ts';

/** Budgets in positions only, so the outcome does not depend on the machine's load. */
const BUDGET = { maxStates: 3_000_000, timeoutMs: 600_000 };

/** Steps work with deadlines already past (the least work a slice may do); counts the pauses. */
function inSlices<T>(work: Sliced<T>): { value: T; pauses: number } {
  let pauses = 0;
  for (;;) {
    const r = work.step(performance.now() - 1);
    if (r !== null) return { value: r, pauses };
    pauses++;
  }
}

/** A hint without the fields that say how it was found (states may differ only by timing: not here). */
const same = (h: Hint) => ({ ...h, reason: h.reason?.text });

describe('sliced work', () => {
  test('a generator body pauses where it yields and answers once', () => {
    const work = sliced(function* () {
      yield;
      yield;
      return 7;
    });
    expect(work.step()).toBeNull();
    expect(work.step()).toBeNull();
    expect(work.step()).toBe(7);
    expect(work.step()).toBe(7);
    expect(runToEnd(answered('x'))).toBe('x');
  });

  test('within and mapSliced pass the pauses through', () => {
    const inner = sliced(function* () {
      yield;
      return 2;
    });
    const outer = mapSliced(
      sliced(function* (until) {
        return (yield* within(inner, until)) * 10;
      }),
      (n) => n + 1,
    );
    expect(inSlices(outer)).toEqual({ value: 21, pauses: 1 });
  });

  test('runToEnd refuses work that pauses without a deadline', () => {
    const stubborn = sliced(function* () {
      for (;;) yield;
    });
    expect(() => runToEnd(stubborn)).toThrow(/paused without a deadline/);
  });
});

describe('hints in slices give the one-call answers', () => {
  test('the first hint of fresh deals, and the hints along a line', () => {
    for (const n of [1, 2, 617]) {
      const start = unwrap(deal(FREECELL_RULES, n));
      const whole = new Hinter().hint({ start, moves: [] }, BUDGET);
      const inParts = inSlices(new Hinter().slicedHint({ start, moves: [] }, BUDGET));
      expect(same(inParts.value)).toEqual(same(whole));
    }
  });

  test('a hard deal pauses many times on its way to the same answer', () => {
    const start = unwrap(deal(FREECELL_RULES, 11982));
    const budget = { maxStates: 5_000_000, timeoutMs: 600_000 };
    const r = inSlices(new Hinter().slicedHint({ start, moves: [] }, budget));
    expect(r.value.status).toBe('lost');
    expect(r.pauses).toBeGreaterThan(5);
  });

  test('an abort between slices ends the search: the hint says it was cancelled', () => {
    const start = unwrap(deal(FREECELL_RULES, 11982));
    const ac = new AbortController();
    const work = new Hinter().slicedHint({ start, moves: [] }, { ...BUDGET, signal: ac.signal });
    expect(work.step(performance.now() - 1)).toBeNull();
    ac.abort();
    expect(work.step(performance.now() + 60_000)).toMatchObject({
      status: 'unknown',
      summary: 'The hint was cancelled.',
    });
  });

  test('the last winnable point', () => {
    const start = unwrap(deal(FREECELL_RULES, 3));
    const rand = seededRandom(3);
    const moves: Move[] = [];
    let p = start;
    for (let i = 0; i < 40; i++) {
      const ms = legalMoves(p);
      if (ms.length === 0) break;
      const m = ms[rand() % ms.length] as Move;
      moves.push(m);
      p = applyMove(p, m);
    }
    const game = { start, moves };
    expect(inSlices(slicedLastWinnablePoint(game, BUDGET)).value).toEqual(lastWinnablePoint(game, BUDGET));
  });
});
