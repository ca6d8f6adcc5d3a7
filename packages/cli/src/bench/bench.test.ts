import { FREECELL_RULES, type RulesSpec } from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { describe, expect, it } from 'vitest';
import { disagreementsOf } from '../commands/bench.ts';
import { fcSolvePlan, peerBoard, runAtomic, runRange } from './fc-solve.ts';
import { formatTable, quantile, spread, type BenchRow } from './summary.ts';

describe('fcSolvePlan: what fc-solve can express', () => {
  it('FreeCell runs on the range solver with -l lg', () => {
    expect(fcSolvePlan(FREECELL_RULES)).toEqual({
      args: [
        '--freecells-num',
        '4',
        '--sequences-are-built-by',
        'alternate_color',
        '--empty-stacks-filled-by',
        'any',
        '--sequence-move',
        'limited',
        '-l',
        'lg',
      ],
      via: 'range',
      mirror: false,
    });
  });
  it.each([
    ['bakers-game', 'range', ['--sequences-are-built-by', 'suit']],
    ['relaxed-freecell', 'range', ['--sequence-move', 'unlimited']],
    ['two-cell-freecell', 'range', ['--freecells-num', '2']],
    ['challenge', 'boards', ['--freecells-num', '4']],
    ['super-challenge', 'boards', ['--empty-stacks-filled-by', 'kings']],
    ['inverted', 'boards', ['--sequences-are-built-by', 'alternate_color']],
  ] as const)('%s', (id, via, fragment) => {
    const plan = fcSolvePlan(getVariant(id).rules);
    if (typeof plan === 'string') throw new Error(plan);
    expect(plan.via).toBe(via);
    expect(plan.mirror).toBe(id === 'inverted');
    const at = plan.args.indexOf(fragment[0]);
    expect(plan.args.slice(at, at + 2)).toEqual(fragment);
  });
  it.each([
    'ephemeral',
    'selective',
    'eight-off',
    'seahaven-towers',
    'forecell',
    'ephemeral-traditional',
    'selective-traditional',
  ] as const)('%s cannot be expressed, and says why', (id) => {
    expect(typeof fcSolvePlan(getVariant(id).rules)).toBe('string');
  });
  it('removable foundations and random deals cannot be expressed', () => {
    const r = (o: Partial<RulesSpec>) => fcSolvePlan({ ...FREECELL_RULES, ...o });
    expect(r({ foundationsRemovable: true })).toMatch(/never takes cards back/);
    expect(r({ deal: 'random' })).toMatch(/random deals/);
  });
});

describe('peerBoard', () => {
  it('mirrors ranks for Inverted: A↔K, 2↔Q, 7 stays 7', () => {
    const board = peerBoard(getVariant('inverted').rules, 1, true);
    // Deal 1's first column is JD KD 2S 4C 3S 6D 6S.
    expect(board.split('\n')[0]).toBe(': 3D AD QS TC JS 8D 8S');
    expect(peerBoard(getVariant('inverted').rules, 1, false).split('\n')[0]).toBe(': JD KD 2S 4C 3S 6D 6S');
  });
});

describe('summary', () => {
  it('quantiles by nearest rank', () => {
    const s = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect([quantile(s, 0.5), quantile(s, 0.95), quantile(s, 1)]).toEqual([5, 10, 10]);
    expect(spread([3, 1, 2])).toEqual({ median: 2, p95: 3, max: 3, mean: 2 });
    expect(spread([])).toBeNull();
  });

  it('a two-row table with ratios', () => {
    const row = (solver: string, wallMs: number, length: number): BenchRow => ({
      solver,
      deals: 10,
      solved: 9,
      unsolvable: 1,
      unknown: 0,
      wallMs,
      dealsPerSecond: 10 / (wallMs / 1000),
      timeMs: null,
      length: { median: length, mean: length, max: length },
      peakRssBytes: null,
    });
    const t = formatTable([row('ours', 500, 90), row('peer', 1000, 120)]);
    expect(t).toMatch(/^ +ours +peer +ratio$/m);
    expect(t).toMatch(/^wall time +0\.50 s +1\.00 s +0\.50×$/m);
    expect(t).toMatch(/^solution length, median +90 +120 +0\.75×$/m);
    expect(t).toMatch(/^unsolvable +1 +1$/m);
  });

  it('disagreements: a proof against a solution, never an unknown', () => {
    const ours = [
      { deal: 1, status: 'solved', states: 1, timeMs: 1 },
      { deal: 2, status: 'unsolvable', states: 1, timeMs: 1 },
      { deal: 3, status: 'unknown', states: 1, timeMs: 1 },
      { deal: 4, status: 'solved', states: 1, timeMs: 1 },
    ] as const;
    const peer = [
      { deal: 1, status: 'solved' },
      { deal: 2, status: 'solved' },
      { deal: 3, status: 'unsolvable' },
      { deal: 4, status: 'unknown' },
    ] as const;
    expect(disagreementsOf([...ours], [...peer])).toEqual([
      { deal: 2, ours: 'unsolvable', fcSolve: 'solved' },
    ]);
  });
});

// fc-solve must be installed (scripts/setup.sh); under CI a missing fc-solve fails, as in interop.test.ts.
describe('fc-solve verdicts', () => {
  it("Baker's Game 276: -l lg gives up, the atomic preset -l cn (an exact verdict) wins it", () => {
    const rules = getVariant('bakers-game').rules;
    const plan = fcSolvePlan(rules);
    if (typeof plan === 'string') throw new Error(plan);
    expect(runRange(276, 276, plan).results).toEqual([{ deal: 276, status: 'unsolvable' }]);
    const atomic = runAtomic(rules, [276], plan);
    expect(atomic.command).toContain('-l cn');
    expect(atomic.results).toMatchObject([{ deal: 276, status: 'solved' }]);
  });
});
