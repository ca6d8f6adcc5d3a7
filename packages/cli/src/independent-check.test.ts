/**
 * Every solution the solver prints replays as a legal win in core and in an independent checker.
 * Core's replay runs inside the solver already; this reads what `fc solve` printed with a notation
 * reader of its own and plays it in core's test oracle (a naive reading of the rules, one by one,
 * that shares no code with core's legality), for every catalogue variant and for random house rules.
 */
import { deal, unwrap, type RulesSpec } from '@cascade/core';
import {
  oApply,
  oLegal,
  oSuit,
  rulesArb,
  stateOf,
  type OMove,
  type OPile,
  type OState,
} from '@cascade/core/testing';
import { encodeHouseRules, listVariants } from '@cascade/variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fc as runFc } from './test-io.ts';

const CELL_LETTERS = 'abcdefgk';
const SUIT_LETTERS = 'CDHS';

/** One pile of standard notation (columns 1–9 and 0, cells a–g and k, h); null when it names none. */
function pileOf(ch: string): OPile | 'foundation' | null {
  if (ch === 'h') return 'foundation';
  const cell = CELL_LETTERS.indexOf(ch);
  if (cell >= 0) return { kind: 'cell', index: cell };
  if (/^[0-9]$/.test(ch)) return { kind: 'column', index: ch === '0' ? 9 : Number(ch) - 1 };
  return null;
}

/** Reads one token against the state it is played in; throws on anything it cannot read exactly. */
function readToken(s: OState, token: string): OMove {
  let rest = token;
  let from: OPile;
  if (rest.startsWith('h')) {
    const suit = SUIT_LETTERS.indexOf(rest[1] ?? '');
    if (suit < 0) throw new Error(`${token}: a foundation source needs its suit`);
    from = { kind: 'foundation', index: suit };
    rest = rest.slice(2);
  } else {
    const p = pileOf(rest[0] ?? '');
    if (p === null || p === 'foundation') throw new Error(`${token}: bad source`);
    from = p;
    rest = rest.slice(1);
  }
  const dest = pileOf(rest[0] ?? '');
  if (dest === null) throw new Error(`${token}: bad destination`);
  rest = rest.slice(1);
  let count: number | null = 1;
  if (rest.startsWith('v')) {
    count = Number.parseInt(rest.slice(1), 16);
    rest = '';
  } else if (dest !== 'foundation' && dest.kind === 'column' && from.kind === 'column') {
    count = (s.cols[dest.index]?.length ?? 0) > 0 ? null : 1;
  }
  if (rest !== '') throw new Error(`${token}: trailing characters`);
  const lifted = (n: number): number => {
    if (from.kind === 'column') {
      const col = s.cols[from.index] ?? [];
      return col[col.length - n] ?? -1;
    }
    if (from.kind === 'cell')
      return typeof s.cells[from.index] === 'number' ? (s.cells[from.index] as number) : -1;
    return -1;
  };
  const to: OPile = dest === 'foundation' ? { kind: 'foundation', index: oSuit(lifted(1)) } : dest;
  if (count !== null) return { from, to, count };
  // Onto a non-empty column without a count: the one count the rules allow.
  const fits: OMove[] = [];
  for (let n = 1; n <= (s.cols[from.index]?.length ?? 0); n++) {
    const m = { from, to, count: n };
    if (oLegal(s, m)) fits.push(m);
  }
  if (fits.length !== 1) throw new Error(`${token}: ${fits.length} counts fit`);
  return fits[0] as OMove;
}

const isWonOracle = (s: OState): boolean =>
  s.cols.every((c) => c.length === 0) &&
  s.cells.every((c) => c === null || c === 'closed') &&
  s.found.every((n) => n === s.rules.maxRank);

/** Plays printed solution text in the oracle from deal `n`; returns how many moves it checked. */
function checkPrinted(rules: RulesSpec, n: number, text: string): number {
  let s = stateOf(unwrap(deal(rules, n)));
  const tokens = text.split(/\s+/).filter(Boolean);
  for (const [i, token] of tokens.entries()) {
    const m = readToken(s, token);
    if (!oLegal(s, m)) throw new Error(`move ${i + 1} (${token}) is illegal for the oracle`);
    s = oApply(s, m);
  }
  if (!isWonOracle(s)) throw new Error(`the ${tokens.length} moves do not win`);
  return tokens.length;
}

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
