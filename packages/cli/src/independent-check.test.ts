/**
 * Every solution the solver prints replays as a legal win in core and in an independent checker.
 * Core's replay runs inside the solver already; this reads what `fc solve` printed with a notation
 * reader of its own and plays it in core's test oracle (a naive reading of the rules, one by one,
 * that shares no code with core's legality), for every catalogue variant and for random house rules.
 */
import type { RulesSpec } from '@cascade/core';
import { rulesArb } from '@cascade/core/testing';
import { encodeHouseRules, listVariants } from '@cascade/variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fc as runFc } from './test-io.ts';
import { checkPrinted } from './test-oracle.ts';

async function solveAndCheck(variant: string, rules: RulesSpec, n: number, mode: string) {
  const r = await runFc([
    'solve',
    '--variant',
    variant,
    '--deal',
    String(n),
    '--mode',
    mode,
    '--max-states',
    '300000',
  ]);
  if (r.code === 0) return { status: 'solved' as const, moves: checkPrinted(rules, n, r.stdout) };
  expect([3, 4], r.stderr).toContain(r.code);
  return { status: r.code === 3 ? ('unsolvable' as const) : ('unknown' as const), moves: 0 };
}

describe('printed solutions replay as wins in an independent checker', () => {
  for (const v of listVariants()) {
    it(`${v.id}: deals 1–3, fast and short`, async () => {
      let solved = 0;
      for (const n of [1, 2, 3]) {
        for (const mode of ['fast', 'short']) {
          const r = await solveAndCheck(v.id, v.rules, n, mode);
          if (r.status === 'solved') solved++;
        }
      }
      // Every catalogue variant but the strict Ephemeral has winnable deals among 1–3.
      if (v.id !== 'ephemeral') expect(solved).toBeGreaterThan(0);
    });
  }

  it('random house rules (small decks), fast mode', async () => {
    const samples = fc.sample(rulesArb({ maxRank: 5, maxColumns: 8 }), { numRuns: 40, seed: 20261122 });
    let solved = 0;
    for (const rules of samples) {
      const id = encodeHouseRules({ name: '', rules });
      const r = await solveAndCheck(id, rules, 7, 'fast');
      if (r.status === 'solved') solved++;
    }
    expect(solved).toBeGreaterThan(5);
  });

  it('the reader is strict: a wrong move or a short line is refused', () => {
    const rules = listVariants()[0]!.rules;
    expect(() => checkPrinted(rules, 1, '')).toThrow(/do not win/);
    expect(() => checkPrinted(rules, 1, 'zz')).toThrow(/bad source/);
  });
});
