/**
 * Test helper: reads solution text with a notation reader of its own and plays it in core's test
 * oracle (a naive reading of the rules, as rules-spec.ts's knobs state them, that shares no code
 * with core's legality): an independent checker that every printed solution must pass.
 */
import { deal, unwrap, type RulesSpec } from '@cascade/core';
import { oApply, oLegal, oSuit, stateOf, type OMove, type OPile, type OState } from '@cascade/core/testing';

const CELL_LETTERS = 'abcdefgk';
const SUIT_LETTERS = 'CDHS';

/** One pile letter or digit of the move notation (core's notation.ts); null when it names none. */
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
export function checkPrinted(rules: RulesSpec, n: number, text: string): number {
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
