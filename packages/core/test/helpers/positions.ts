/** Small helpers shared by the core tests: building positions, seeded randomness, random play. */
import type fc from 'fast-check';
import {
  applyMove,
  deal,
  FREECELL_RULES,
  legalMoves,
  parseLayout,
  Position,
  unwrap,
  type Move,
  type RulesSpec,
} from '../../src/index.ts';

/** The five seed variants (FreeCell, Challenge, Inverted, Ephemeral, Selective), as overrides of FREECELL_RULES. */
export const SEED_OVERRIDES = {
  freecell: {},
  challenge: { deal: 'challenge' },
  inverted: {
    foundationDirection: 'down',
    foundationBase: 'king',
    buildDirection: 'up',
    sequenceMove: 'cells-plus-one',
  },
  ephemeral: { cellStay: 'next-move', emptyColumns: 'kings' },
  selective: { cellEntry: 'selective' },
} as const satisfies Record<string, Partial<RulesSpec>>;
export type SeedVariant = keyof typeof SEED_OVERRIDES;
export const SEED_VARIANTS = Object.keys(SEED_OVERRIDES) as SeedVariant[];

export const rulesOf = (overrides: Partial<RulesSpec> = {}): RulesSpec => ({
  ...FREECELL_RULES,
  ...overrides,
});
export const seedRules = (v: SeedVariant): RulesSpec => rulesOf(SEED_OVERRIDES[v]);

/** A position from board text; throws (with the parser's message) on a bad board: for tests only. */
export function pos(text: string, rules: Partial<RulesSpec> = {}): Position {
  return unwrap(Position.fromSetup(unwrap(parseLayout(text)), rulesOf(rules)));
}

export const dealOf = (rules: RulesSpec, n: number): Position => unwrap(deal(rules, n));

/** mulberry32: a tiny seeded generator for test walks (not the deal generator). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Random play from `start`: at each step a random legal move (foundation moves and runs favoured a
 * little so games get somewhere). Returns every position visited, start included, and the moves.
 */
export function randomPlay(
  start: Position,
  steps: number,
  rng: () => number,
): { positions: Position[]; moves: Move[] } {
  const positions = [start];
  const moves: Move[] = [];
  let p = start;
  for (let i = 0; i < steps; i++) {
    const legal = legalMoves(p);
    if (legal.length === 0) break;
    const home = legal.filter((m) => m.to.kind === 'foundation');
    const runs = legal.filter((m) => m.count > 1);
    const r = rng();
    const pool = r < 0.25 && home.length > 0 ? home : r < 0.4 && runs.length > 0 ? runs : legal;
    // Steer away from dead ends (a move after which nothing is legal) when there is a choice, so
    // walks in Ephemeral FreeCell get past the first few moves.
    let m = pool[Math.floor(rng() * pool.length)] as Move;
    let next = applyMove(p, m);
    for (let tries = 0; tries < 4 && legalMoves(next, { runs: false }).length === 0; tries++) {
      m = legal[Math.floor(rng() * legal.length)] as Move;
      next = applyMove(p, m);
    }
    p = next;
    moves.push(m);
    positions.push(p);
  }
  return { positions, moves };
}

/** fast-check parameters: a fixed seed unless FC_SEED says otherwise (fast-check prints the seed and path on failure). */
export function fcParams<T>(numRuns: number): fc.Parameters<T> {
  const env = process.env.FC_SEED;
  const seed =
    env === undefined ? 20261122 : env === 'random' ? Date.now() ^ (Math.random() * 2 ** 31) : Number(env);
  return {
    seed,
    numRuns: Math.max(1, Math.round(numRuns * Number(process.env.FC_RUNS_FACTOR ?? 1))),
    verbose: 1,
  };
}

/** Whether slow tests (big counts, long loops) are enabled: FC_SLOW_TESTS=1. */
export const SLOW = process.env.FC_SLOW_TESTS === '1';

/**
 * Build-down runs: column 1 holds a 6-card run led by the QH that fits on the KS of column 2;
 * columns 3–5 hold King-led 7-card runs; columns 6–8 are empty; so are the cells.
 */
export const RUNS = `Foundations: H-6 C-6 D-6 S-6
: QH JS TH 9S 8H 7S
: KS
: KH QC JD TC 9D 8C 7D
: KD QS JH TS 9H 8S 7H
: KC QD JC TD 9C 8D 7C
:
:
:
`;
/** The same with the three top sevens in cells: 1 free cell, 3 empty columns. */
export const RUNS_F1 = `Foundations: H-6 C-6 D-6 S-6
Freecells: 7C 7H 7D -
: QH JS TH 9S 8H 7S
: KS
: KH QC JD TC 9D 8C
: KD QS JH TS 9H 8S
: KC QD JC TD 9C 8D
:
:
:
`;
