/**
 * Move-count tables (our perft) and the independent oracle.
 *
 * Every count below was produced by the oracle in test/helpers/oracle.ts (a separate, deliberately
 * naive reading of the rules that tries every (from, to, count) triple) and only then compared with
 * core's countMoves; the tests check both against the table. The table is also written to
 * /test-fixtures/move-counts.json for the CLI to regenerate and compare.
 */
import { describe, expect, test, vi } from 'vitest';
import { countMoves } from './debug.ts';
import {
  applyMove,
  exposedPile,
  formatLayout,
  formatMove,
  legalMoves,
  parseCard,
  unwrap,
  type Position,
  type RulesSpec,
} from './index.ts';
import { oracleDiff } from '../test/helpers/compare.ts';
import { oPerft, stateOf } from '../test/helpers/oracle.ts';
import {
  dealOf,
  mulberry32,
  pos,
  randomPlay,
  rulesOf,
  SEED_OVERRIDES,
  SEED_VARIANTS,
  seedRules,
  SLOW,
} from '../test/helpers/positions.ts';

// Some tests here take a second or more; under load (other suites running) that can pass the default 5 s.
vi.setConfig({ testTimeout: 120_000 });

const FC = SEED_OVERRIDES.freecell;
const CH = SEED_OVERRIDES.challenge;
const INV = SEED_OVERRIDES.inverted;
const EPH = SEED_OVERRIDES.ephemeral;
const SEL = SEED_OVERRIDES.selective;

// ---------------------------------------------------------------------------------------------
// Hand-made positions. Foundations hold most of the deck so the rest stays readable.

/**
 * Six cards left, four empty columns, three empty cells, no runs.
 * Depth 1 by hand, in FreeCell: 40 =
 *   4 home (KS, QD, KC and QH from the cell; KH waits for QH)
 * + 4 onto kings (QD and QH each onto KS and onto KC; never onto the red KH)
 * + 20 into the 4 empty columns (5 movable cards × 4)
 * + 12 into the 3 empty cells (4 column tops × 3).
 * Ephemeral (kings only): 32 = 4 + 4 + 12 (only KS, KH, KC fill a column: 3 × 4) + 12.
 * Selective: 31 = 4 + 4 + 20 + 3 (only QD may enter a cell: the kings see other kings on top).
 * Single-use (cells `QH # - #`): 32 = 4 + 4 + 20 + 4 (one open cell).
 * Removable foundations: 58 = 40 + 2 (QC and QS back onto KH) + 16 (the 4 foundation tops into 4 empty columns).
 */
const SMALL = `Foundations: H-J C-Q D-J S-Q
Freecells: QH - - -
: KS
: QD
: KD KH
: KC
`;

/** The same, but the QH went into its cell last move (Ephemeral): it must leave now. Depth 1 by
 * hand: 3 = QH home, onto KS, onto KC (it is no King, so no empty column takes it). */
const SMALL_PENDING = SMALL.replace('QH - - -', 'QH* - - -');

/** SMALL with single-use cells, two of them already closed. */
const SMALL_SINGLE_USE = SMALL.replace('QH - - -', 'QH # - #');

/** Long runs (8 and 7 cards), two empty columns, two empty cells: up to 12 cards move onto a
 * card, 6 into an empty column. */
const RUNS = `Foundations: H-5 C-5 D-5 S-5
Freecells: 9C KD - -
: KS QH JS TH 9S 8H 7S 6H
: 8C 7D
: QC JD TC 9D 8S 7H 6S
: KH QS JH TS 9H
: KC QD JC TD
: 6C 8D 7C 6D
:
:
`;

/** Full cells, one empty column: 2 cards move onto a card, 1 into the empty column. */
const FULL = `Foundations: H-6 C-6 D-6 S-6
Freecells: 7H 7S KD 8C
: KS QH JC TD 9S 8D
: QS JD
: KH QC JH TC 9D 8S
: 9H TS
: 7C 8H
: KC QD JS TH 9C
: 7D
:
`;

/**
 * Inverted: foundations build down from the King (H-3 means K…3 are home), columns build up.
 * Depth 1 by hand: 37 =
 *   3 home (AS, 2D, and 2H from the cell; AH and AD wait for their twos)
 * + 2 onto the AS (2D and 2H: red two on a black ace, building up)
 * + 20 into the 4 empty columns (5 movable cards × 4)
 * + 12 into the 3 empty cells (4 column tops × 3).
 */
const INV_SMALL = `Foundations: H-3 C-2 D-3 S-2
Freecells: 2H - - -
: AS
: 2D
: AC AH
: AD
`;

/** Inverted with runs built up (7, 5, 6, 7 cards), two empty cells and three empty columns: the
 * limit is still only free cells + 1 = 3. */
const INV_RUNS = `Foundations: H-8 C-8 D-8 S-8
Freecells: 7C 7D - -
: AS 2H 3S 4H 5S 6H 7S
: AH 2S 3H 4S 5H
: AC 2D 3C 4D 5C 6D
: 6S
: AD 2C 3D 4C 5D 6C 7H
:
:
:
`;

/** Inverted with full cells and two empty columns: no run moves at all (limit 0 + 1). */
const INV_FULL = `Foundations: H-7 C-7 D-7 S-7
Freecells: 6H 6S AD 5C
: AS 2H 3C 4D 5S 6D
: 2S 3D
: AH 2C 3H 4C 5D 6C
: 4H 3S
: 5H 4S
: AC 2D
:
:
`;

/** A first-card base of 9, wrapping: hearts 9…Q home, clubs 9…K A 2, diamonds and spades full. */
const FIRST_CARD_MID = `Foundations: H-Q C-2 D-8 S-8
Base: 9
Freecells: KH - - -
: 8H 7C 6H 5C 4H 3C
: AH 2H 3H
: 4C 5H 6C 7H 8C
`;

const EIGHT_OFF_LIKE: Partial<RulesSpec> = {
  cells: 8,
  prefilledCells: 4,
  buildPolicy: 'same-suit',
  emptyColumns: 'kings',
};
const SEAHAVEN_LIKE: Partial<RulesSpec> = {
  columns: 10,
  prefilledCells: 2,
  buildPolicy: 'same-suit',
  emptyColumns: 'kings',
};

// ---------------------------------------------------------------------------------------------

/** [id, rules (overrides of FREECELL_RULES), board text or Microsoft deal number, with runs d1 d2 d3, single cards only s1 s2 s3] */
type Row = readonly [
  id: string,
  rules: Partial<RulesSpec>,
  start: string | number,
  d1: number,
  d2: number,
  d3: number,
  s1: number,
  s2: number,
  s3: number,
];

const ROWS: readonly Row[] = [
  // FreeCell. Deal 1 by hand: no top card fits another and no ace is on top, so 8 tops × 4 cells = 32.
  ['freecell-deal-1', FC, 1, 32, 792, 14004, 32, 792, 13996],
  ['freecell-deal-617', FC, 617, 35, 966, 19964, 35, 964, 19792],
  ['freecell-deal-11982', FC, 11982, 35, 966, 19974, 35, 966, 19974],
  ['freecell-small', FC, SMALL, 40, 1575, 61389, 40, 1557, 59617],
  ['freecell-runs', FC, RUNS, 76, 4110, 180631, 33, 1019, 28960],
  ['freecell-full-cells', FC, FULL, 22, 501, 12659, 21, 417, 8956],
  // Challenge FreeCell: the challenge deal, then FreeCell's rules.
  ['challenge-deal-1', CH, 1, 32, 804, 14780, 32, 804, 14716],
  ['challenge-deal-617', CH, 617, 35, 976, 20772, 35, 974, 20600],
  ['challenge-deal-11982', CH, 11982, 36, 1035, 22781, 36, 1034, 22674],
  ['challenge-runs', CH, RUNS, 76, 4110, 180631, 33, 1019, 28960],
  ['challenge-full-cells', CH, FULL, 22, 501, 12659, 21, 417, 8956],
  // Inverted FreeCell.
  ['inverted-deal-1', INV, 1, 32, 796, 14272, 32, 796, 14264],
  ['inverted-deal-617', INV, 617, 37, 1108, 26074, 37, 1106, 25902],
  ['inverted-deal-11982', INV, 11982, 36, 1037, 23077, 36, 1037, 23077],
  ['inverted-small', INV, INV_SMALL, 37, 1380, 51895, 37, 1371, 51032],
  ['inverted-runs', INV, INV_RUNS, 65, 3901, 214314, 40, 1581, 61266],
  ['inverted-full-cells', INV, INV_FULL, 26, 643, 15351, 26, 583, 12190],
  // Ephemeral FreeCell. Deal 1: the only moves are the 32 into cells, and no card put there can
  // leave on the next move, so every one of them loses at once: d2 = 0.
  ['ephemeral-deal-1', EPH, 1, 32, 0, 0, 32, 0, 0],
  ['ephemeral-deal-617', EPH, 617, 35, 114, 636, 35, 112, 560],
  ['ephemeral-deal-11982', EPH, 11982, 35, 114, 642, 35, 114, 642],
  ['ephemeral-small', EPH, SMALL, 32, 688, 14975, 32, 670, 13903],
  ['ephemeral-small-pending', EPH, SMALL_PENDING, 3, 100, 1925, 3, 92, 1547],
  ['ephemeral-runs', EPH, RUNS, 26, 405, 6479, 19, 173, 1644],
  ['ephemeral-full-cells', EPH, FULL, 12, 189, 2725, 11, 156, 1939],
  // Selective FreeCell.
  ['selective-deal-1', SEL, 1, 20, 248, 2196, 20, 248, 2188],
  ['selective-deal-617', SEL, 617, 15, 202, 2404, 15, 200, 2320],
  ['selective-deal-11982', SEL, 11982, 27, 574, 8890, 27, 574, 8890],
  ['selective-small', SEL, SMALL, 31, 902, 25329, 31, 884, 24043],
  ['selective-runs', SEL, RUNS, 70, 3219, 115540, 27, 616, 12245],
  ['selective-full-cells', SEL, FULL, 22, 466, 10603, 21, 382, 7164],
  // House rules.
  ['single-use-cells-small', { cellStay: 'single-use' }, SMALL_SINGLE_USE, 32, 981, 29003, 32, 963, 27635],
  ['first-card-base-deal-1', { foundationBase: 'first-card' }, 1, 40, 1351, 37084, 40, 1351, 37074],
  [
    'first-card-base-wrapping',
    { foundationBase: 'first-card' },
    FIRST_CARD_MID,
    56,
    2991,
    152423,
    31,
    1056,
    37258,
  ],
  ['removable-foundations-small', { foundationsRemovable: true }, SMALL, 58, 3359, 193864, 58, 3333, 189694],
  ['eight-off-like-deal-1', EIGHT_OFF_LIKE, 1, 33, 845, 15800, 33, 845, 15796],
  ['seahaven-like-deal-1', SEAHAVEN_LIKE, 1, 22, 288, 1636, 22, 287, 1579],
  ['tiny-random-deal-5', { deal: 'random', maxRank: 3, columns: 4, cells: 1 }, 5, 7, 37, 191, 7, 37, 189],
];

const startOf = (rules: Partial<RulesSpec>, start: string | number): Position =>
  typeof start === 'number' ? dealOf(rulesOf(rules), start) : pos(start, rules);

describe('exposedPile', () => {
  const at = (p: Position, card: string) => exposedPile(p, unwrap(parseCard(card)));
  test('a column top or a card in a cell; null when covered or home', () => {
    const p = pos(SMALL);
    expect(at(p, 'KS')).toEqual({ kind: 'column', index: 0 });
    expect(at(p, 'KH')).toEqual({ kind: 'column', index: 2 });
    expect(at(p, 'QH')).toEqual({ kind: 'cell', index: 0 });
    expect(at(p, 'KD')).toBeNull();
    expect(at(p, 'JH')).toBeNull();
  });
  test('an empty and a closed cell hold nothing', () => {
    const p = pos(RUNS);
    expect(at(p, 'KD')).toEqual({ kind: 'cell', index: 1 });
    expect(at(pos(SMALL_SINGLE_USE, { cellStay: 'single-use' }), 'QH')).toEqual({ kind: 'cell', index: 0 });
    expect(at(p, '4H')).toBeNull();
  });
});

describe('move counts (perft)', () => {
  test.each(ROWS)(
    '%s: countMoves with runs and single cards only',
    (_id, rules, start, d1, d2, d3, s1, s2, s3) => {
      const p = startOf(rules, start);
      expect([1, 2, 3].map((d) => countMoves(p, d))).toEqual([d1, d2, d3]);
      expect([1, 2, 3].map((d) => countMoves(p, d, { runs: false }))).toEqual([s1, s2, s3]);
      expect(countMoves(p, 0)).toBe(1);
    },
  );

  test.each(ROWS)(
    `%s: the oracle counts the same (depth 3 only with FC_SLOW_TESTS=1)`,
    (_id, rules, start, d1, d2, d3, s1, s2, s3) => {
      const s = stateOf(startOf(rules, start));
      const depths = SLOW ? [1, 2, 3] : [1, 2];
      expect(depths.map((d) => oPerft(s, d))).toEqual([d1, d2, d3].slice(0, depths.length));
      expect(depths.map((d) => oPerft(s, d, false))).toEqual([s1, s2, s3].slice(0, depths.length));
    },
  );

  test.each(ROWS)(
    '%s: legalMoves, moveError and applyMove agree with the oracle at the start and after every first move',
    (_id, rules, start) => {
      const p = startOf(rules, start);
      expect(oracleDiff(p)).toEqual([]);
      for (const m of legalMoves(p)) expect(oracleDiff(applyMove(p, m), { apply: SLOW })).toEqual([]);
    },
  );

  test('the table is stored as JSON in test-fixtures/move-counts.json', async () => {
    const rows = ROWS.map(([id, overrides, start, d1, d2, d3, s1, s2, s3]) => ({
      id,
      rules: rulesOf(overrides),
      ...(typeof start === 'number' ? { deal: start } : {}),
      layout: formatLayout(startOf(overrides, start)),
      runs: [d1, d2, d3],
      singleCards: [s1, s2, s3],
    }));
    const json = {
      about:
        'Move counts (perft) of @cascade/core: the number of move sequences of length 1, 2, 3 from each position. ' +
        '"runs" counts runs moved as one unit (legalMoves(p)); "singleCards" only single-card moves (legalMoves(p, {runs:false})). ' +
        '"rules" is the full RulesSpec, "layout" the board text (for deals, the dealt layout). Source of truth: packages/core/src/legal.test.ts.',
      rows,
    };
    // One row a block, each value on one line: easy to diff in review, still plain JSON.
    const text = [
      '{',
      `  "about": ${JSON.stringify(json.about)},`,
      '  "rows": [',
      json.rows
        .map(
          (r) =>
            `    {\n${Object.entries(r)
              .map(([k, v]) => `      ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
              .join(',\n')}\n    }`,
        )
        .join(',\n'),
      '  ]',
      '}',
      '',
    ].join('\n');
    expect(JSON.parse(text)).toEqual(json);
    await expect(text).toMatchFileSnapshot('../../../test-fixtures/move-counts.json');
  });

  test('legalMoves lists moves once each, in a fixed order (from columns, cells, foundations; to foundations, columns, cells)', () => {
    const p = pos(SMALL, { foundationsRemovable: true });
    const tokens = legalMoves(p).map((m) => formatMove(m, p));
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.join(' ')).toMatchInlineSnapshot(
      `"1h 15 16 17 18 1b 1c 1d 2h 21 24 25 26 27 28 2b 2c 2d 35 36 37 38 3b 3c 3d 4h 45 46 47 48 4b 4c 4d ah a1 a4 a5 a6 a7 a8 hC3 hC5 hC6 hC7 hC8 hD5 hD6 hD7 hD8 hH5 hH6 hH7 hH8 hS3 hS5 hS6 hS7 hS8"`,
    );
  });
});

describe('legalMoves against the oracle on random play', () => {
  // Thousands of positions in every seed variant, reached by seeded random play from several deals.
  test.each(SEED_VARIANTS)('%s', (variant) => {
    const rules = seedRules(variant);
    const rng = mulberry32(0xc0ffee + variant.length);
    let checked = 0;
    for (let game = 0; checked < (SLOW ? 5000 : 700); game++) {
      const start = dealOf(rules, 1 + Math.floor(rng() * 32000));
      const { positions } = randomPlay(start, 120, rng);
      for (const p of positions) {
        const problems = oracleDiff(p, { apply: checked % 4 === 0 });
        if (problems.length > 0) expect(problems).toEqual([]);
        checked++;
      }
    }
  });
});
