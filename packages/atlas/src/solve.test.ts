import { deal, isWon, replay, unwrap, type RulesSpec } from '@cascade/core';
import { solveDeal } from '@cascade/solver/node';
import { getVariant } from '@cascade/variants';
import { describe, expect, it } from 'vitest';
import type { DealRecord } from './record.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { solveAtlasDeal, solveChunk } from './solve.ts';

/** The moves win deal n under these rules, replayed in core. */
function wins(rules: RulesSpec, n: number, moves: string | undefined): boolean {
  const r = replay(unwrap(deal(rules, n)), moves ?? '');
  return r.ok && isWon(r.value.position);
}

function checkGrade(rules: RulesSpec, r: DealRecord) {
  const g = r.grade!;
  // The line with the fewest cells wins under those rules…
  const fewest = { ...rules, cells: g.minFreeCells };
  expect(wins(fewest, r.deal, g.moves ?? r.fast)).toBe(true);
  // …and one cell fewer was proven impossible (or none can be taken away).
  if (g.minFreeCells > rules.prefilledCells)
    expect(g.tries.at(-1)).toMatchObject({ cells: g.minFreeCells - 1 });
  expect(g.tries.map((t) => t.cells)).toEqual(
    Array.from({ length: g.tries.length }, (_, i) => rules.cells - 1 - i),
  );
}

const freecell = getVariant('freecell').rules;

describe('solveAtlasDeal', () => {
  it.each([
    // deal, fewest free cells: the win with that many is replayed in core below, the search with one
    // fewer is a proof (the whole space searched)
    [87, 1],
    [84, 2],
    [99, 1],
  ])('FreeCell %i: both solutions win, the grade is proven: %i free cells', (n, cells) => {
    const r = solveAtlasDeal(freecell, n, DEFAULT_SETTINGS);
    expect(r.verdict).toBe('solved');
    expect(wins(freecell, n, r.fast)).toBe(true);
    expect(wins(freecell, n, r.short)).toBe(true);
    expect(r.grade).toMatchObject({ minFreeCells: cells, exact: true });
    expect(r.grade!.tries.at(-1)?.verdict).toBe('unsolvable');
    checkGrade(freecell, r);
  });

  it('where the fast search with fewer cells runs out, the short search is asked before the grade is left an upper bound', () => {
    // Deal 106 with one cell: the fast search runs 50,000 positions out, the short search wins in
    // some 10,000; without it the grade would be left an upper bound (two cells).
    const r = solveAtlasDeal(freecell, 106, { ...DEFAULT_SETTINGS, grades: true, gradeMaxStates: 50_000 });
    checkGrade(freecell, r);
    expect(r.grade).toMatchObject({ minFreeCells: 1, exact: true });
    const one = r.grade!.tries.find((t) => t.cells === 1)!;
    expect(one.verdict).toBe('solved');
    expect(one.states).toBeGreaterThan(50_000); // the fast search's budget spent first
  });

  it('where the fast search of the full rules runs out, the short search is asked before the verdict is left unknown', () => {
    // FreeCell with one cell, deal 106: the fast search runs 50,000 positions out, the short search
    // wins (as in the grade above). Verdicts only: the short win is the record's solution.
    const one = { ...freecell, cells: 1 };
    const r = solveAtlasDeal(one, 106, { ...DEFAULT_SETTINGS, grades: false, maxStates: 50_000 });
    expect(r.verdict).toBe('solved');
    expect(wins(one, 106, r.fast)).toBe(true);
    expect(r.states).toBeGreaterThan(50_000); // the fast search's budget spent first
    expect(r.short).toBeUndefined();
    // Graded, the short win is the short solution as well (not searched for again).
    const g = solveAtlasDeal(one, 106, {
      ...DEFAULT_SETTINGS,
      grades: true,
      maxStates: 50_000,
      gradeMaxStates: 1000,
    });
    expect(g).toMatchObject({ verdict: 'solved', fast: r.fast, short: r.fast, states: r.states });
  });

  it("the verdict is the fast mode's, its last tries (the rescue) included, and no search after them", () => {
    // FreeCell 11982 (lost) under 3,000 positions: the threads, the rescue beam and the rescue's A*
    // all run out; the record's positions are theirs, no short search repeats that A*.
    const r = solveAtlasDeal(freecell, 11982, { ...DEFAULT_SETTINGS, grades: false, maxStates: 3000 });
    expect(r.verdict).toBe('unknown');
    expect(r.states).toBe(solveDeal({ rules: freecell, mode: 'fast', maxStates: 3000 }, 11982).states);
  });

  it("the verdict's fast search ends with its rescue beam where its threads run out; a grade's tries go without it", () => {
    // ForeCell 32 under 3,000 positions: the threads run out and the rescue beam wins, before any
    // short search (the positions are the fast search's two tables only).
    const fore = getVariant('forecell').rules;
    const r = solveAtlasDeal(fore, 32, { ...DEFAULT_SETTINGS, grades: false, maxStates: 3000 });
    expect(r.verdict).toBe('solved');
    expect(wins(fore, 32, r.fast)).toBe(true);
    expect(r.states).toBe(solveDeal({ rules: fore, mode: 'fast', maxStates: 3000 }, 32).states);
    // FreeCell 71 with two cells: the rescue beam would win under 3,000 positions, but the grade's
    // try is the fast search without it and the short search, both run out: an upper bound.
    const two = { ...freecell, cells: 2 };
    expect(solveDeal({ rules: two, mode: 'fast', maxStates: 3000 }, 71).status).toBe('solved');
    const g = solveAtlasDeal(freecell, 71, { ...DEFAULT_SETTINGS, grades: true, gradeMaxStates: 3000 });
    expect(g.grade).toMatchObject({ minFreeCells: 3, exact: false });
    const fast = solveDeal({ rules: two, mode: 'fast', maxStates: 3000, rescue: false }, 71);
    const short = solveDeal({ rules: two, mode: 'short', maxStates: 3000 }, 71);
    expect(g.grade!.tries.at(-1)).toEqual({
      cells: 2,
      verdict: 'unknown',
      states: fast.states + short.states,
    });
  });

  it('solved again with a larger budget, a settled record is kept whole and an upper bound goes on from the search that ran out', () => {
    const small = { ...DEFAULT_SETTINGS, grades: true, gradeMaxStates: 1000 };
    const larger = { ...small, gradeMaxStates: 5000 };
    // Deal 8 settles under the small budget: kept as it is, nothing searched again.
    const settled = solveAtlasDeal(freecell, 8, small);
    expect(settled.grade?.exact).toBe(true);
    expect(solveAtlasDeal(freecell, 8, larger, settled)).toBe(settled);
    // Deal 10: three cells win under the small budget, two run out: an upper bound.
    const bound = solveAtlasDeal(freecell, 10, small);
    expect(bound.grade).toMatchObject({ minFreeCells: 3, exact: false });
    expect(bound.grade!.tries.map((t) => [t.cells, t.verdict])).toEqual([
      [3, 'solved'],
      [2, 'unknown'],
    ]);
    const again = solveAtlasDeal(freecell, 10, larger, bound);
    // The search that won stands as it was; the one that ran out is asked again, and settles.
    expect(again.grade!.tries[0]).toEqual(bound.grade!.tries[0]);
    expect(again.grade).toMatchObject({ minFreeCells: 2, exact: true });
    expect(again.grade!.tries.map((t) => [t.cells, t.verdict])).toEqual([
      [3, 'solved'],
      [2, 'solved'],
      [1, 'unsolvable'],
    ]);
    expect(again).toMatchObject({ fast: bound.fast, short: bound.short, states: bound.states });
    expect(again.timeMs).toBeGreaterThan(bound.timeMs);
    checkGrade(freecell, again);
  });

  it('FreeCell 11982 is proven unsolvable: no solution, no grade', () => {
    const r = solveAtlasDeal(freecell, 11982, DEFAULT_SETTINGS);
    expect(r).toMatchObject({ deal: 11982, verdict: 'unsolvable' });
    expect(r.fast ?? r.short ?? r.grade).toBeUndefined();
  });

  it('a budget too small leaves the verdict unknown', () => {
    const r = solveAtlasDeal(freecell, 11982, { ...DEFAULT_SETTINGS, maxStates: 1000 });
    expect(r.verdict).toBe('unknown');
  });

  it('without grades, the verdict and the fast solution only: no short solution, no search with fewer cells', () => {
    const r = solveAtlasDeal(freecell, 87, { ...DEFAULT_SETTINGS, grades: false });
    expect(r.grade).toBeUndefined();
    expect(r.short).toBeUndefined();
    expect(wins(freecell, 87, r.fast)).toBe(true);
  });

  it('grading a verdicts-only record adds the short solution and the grade, and keeps the fast search', () => {
    const known = solveAtlasDeal(freecell, 87, { ...DEFAULT_SETTINGS, grades: false });
    const r = solveAtlasDeal(freecell, 87, DEFAULT_SETTINGS, known);
    expect(r).toMatchObject({ deal: 87, verdict: 'solved', states: known.states, fast: known.fast });
    expect(wins(freecell, 87, r.short)).toBe(true);
    expect(r.grade).toMatchObject({ minFreeCells: 1, exact: true });
    checkGrade(freecell, r);
  });

  it('cells dealt into are never taken away: ForeCell has no fewer to try, Eight Off goes down to 4', () => {
    const forecell = getVariant('forecell').rules;
    const f = solveAtlasDeal(forecell, 1, DEFAULT_SETTINGS);
    if (f.verdict === 'solved')
      expect(f.grade).toMatchObject({ minFreeCells: 4, exact: true, tries: [], effort: f.states });
    const eightOff = getVariant('eight-off').rules;
    const e = solveAtlasDeal(eightOff, 2, DEFAULT_SETTINGS);
    expect(e.verdict).toBe('solved');
    expect(e.grade!.minFreeCells).toBeGreaterThanOrEqual(4);
    checkGrade(eightOff, e);
  });
});

describe('solveChunk', () => {
  it('of several known records of a deal, keeps the one that says the most, in whatever order they come', () => {
    const verdictsOnly = { ...DEFAULT_SETTINGS, grades: false };
    const proof: DealRecord = { deal: 11982, verdict: 'unsolvable', states: 131_501, timeMs: 900 };
    const unknown: DealRecord = { deal: 11982, verdict: 'unknown', states: 1000, timeMs: 5 };
    const graded = solveAtlasDeal(freecell, 87, DEFAULT_SETTINGS);
    const plain = solveAtlasDeal(freecell, 87, verdictsOnly);
    for (const known of [
      [proof, unknown],
      [unknown, proof],
    ])
      // A settled verdict is never searched again, nor lost to an unknown one.
      expect(solveChunk({ rules: freecell, from: 11982, to: 11982, settings: verdictsOnly, known })).toEqual([
        proof,
      ]);
    for (const known of [
      [graded, plain],
      [plain, graded],
    ])
      expect(solveChunk({ rules: freecell, from: 87, to: 87, settings: DEFAULT_SETTINGS, known })).toEqual([
        graded,
      ]);
  });
});
