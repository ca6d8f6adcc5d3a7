import { describe, expect, test } from 'vitest';
import {
  cardSymbol,
  challengeDealOrder,
  challengeFirstRow,
  columnDealSizes,
  deal,
  dealer,
  dealOrder,
  deckSize,
  formatCard,
  formatLayout,
  layoutDeal,
  msDealOrder,
  POSITION_ERRORS,
  RANDOM_DEAL_MAX,
  randomDealOrder,
  rankOf,
  type RulesSpec,
  unwrap,
} from '../index.ts';
import { rulesOf, SEED_VARIANTS, seedRules } from '../../test/helpers/positions.ts';

const CHALLENGE = rulesOf({ deal: 'challenge' });
/** Eight Off-like: 8 cells with 4 dealt into them, 8×6 columns. */
const EIGHT_OFF = rulesOf({ cells: 8, prefilledCells: 4, buildPolicy: 'same-suit', emptyColumns: 'kings' });
/** Seahaven-like: 10 columns of 5, 2 of the 4 cells dealt into. */
const SEAHAVEN = rulesOf({ columns: 10, prefilledCells: 2, buildPolicy: 'same-suit', emptyColumns: 'kings' });

const golden = (name: string) => `../../test/fixtures/deals/${name}.txt`;
const layoutText = (rules: RulesSpec, n: number) => formatLayout(unwrap(deal(rules, n)));

/** Every card of the deck exactly once, wherever it lies. */
function cardsOf(rules: RulesSpec, n: number): number[] {
  const p = unwrap(deal(rules, n));
  const all = [...p.columns.flat(), ...p.cells.filter((c): c is number => typeof c === 'number')];
  return all.sort((a, b) => a - b);
}

describe('challenge deals', () => {
  test.each([1, 617, 11982])('challenge deal %i matches its golden layout', async (n) => {
    await expect(layoutText(CHALLENGE, n)).toMatchFileSnapshot(golden(`challenge-${n}`));
  });

  test.each([1, 617, 11982, 3000000000])(
    'challenge deal %i: 2C 2S 2H 2D AC AS AH AD, then the rest in Microsoft order',
    (n) => {
      const p = unwrap(deal(CHALLENGE, n));
      expect(p.columns.map((c) => formatCard(c[0] as number)).join(' ')).toBe('2C 2S 2H 2D AC AS AH AD');
      // Row by row after the first row, the other 44 cards in their Microsoft dealing order.
      const rest: number[] = [];
      for (let row = 1; row < 7; row++)
        for (const col of p.columns) if (col[row] !== undefined) rest.push(col[row] as number);
      expect(rest).toEqual(msDealOrder(n).filter((c) => rankOf(c) > 2));
      expect(p.columns.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    },
  );

  test('a shrunken challenge deck still leads with its aces (and twos)', () => {
    expect(challengeDealOrder(5, 4).map(formatCard)).toEqual(['AC', 'AS', 'AH', 'AD']);
    expect(challengeDealOrder(5, 12).slice(0, 8).map(formatCard).join(' ')).toBe('2C 2S 2H 2D AC AS AH AD');
    expect(challengeDealOrder(5, 12)).toHaveLength(12);
  });

  test('the first row a Challenge deal lifts out, as the rules text says it', () => {
    expect(challengeFirstRow(13).map(cardSymbol).join(' ')).toBe('2♣ 2♠ 2♥ 2♦ A♣ A♠ A♥ A♦');
    expect(challengeFirstRow(1).map(cardSymbol).join(' ')).toBe('A♣ A♠ A♥ A♦');
    expect(challengeDealOrder(7).slice(0, 8)).toEqual(challengeFirstRow(13));
  });
});

describe('deals with cards in the free cells', () => {
  test('Eight Off-like: 8 columns of 6, 4 of 8 cells filled (golden)', async () => {
    const p = unwrap(deal(EIGHT_OFF, 1));
    expect(p.columns.map((c) => c.length)).toEqual([6, 6, 6, 6, 6, 6, 6, 6]);
    expect(p.cells.filter((c) => c !== null)).toHaveLength(4);
    expect(p.cells.slice(4)).toEqual([null, null, null, null]);
    // The last four cards dealt go into the cells.
    expect(p.cells.slice(0, 4)).toEqual(msDealOrder(1).slice(48));
    await expect(formatLayout(p)).toMatchFileSnapshot(golden('eight-off-like-1'));
    await expect(layoutText(EIGHT_OFF, 617)).toMatchFileSnapshot(golden('eight-off-like-617'));
  });

  test('Seahaven-like: 10 columns of 5, 2 cells filled (golden)', async () => {
    const p = unwrap(deal(SEAHAVEN, 1));
    expect(p.columns.map((c) => c.length)).toEqual(Array(10).fill(5));
    expect(p.cells).toEqual([...msDealOrder(1).slice(50), null, null]);
    await expect(formatLayout(p)).toMatchFileSnapshot(golden('seahaven-like-1'));
    await expect(layoutText(SEAHAVEN, 617)).toMatchFileSnapshot(golden('seahaven-like-617'));
  });

  test('columnDealSizes agrees with what is dealt', () => {
    for (const rules of [
      EIGHT_OFF,
      SEAHAVEN,
      CHALLENGE,
      rulesOf({ columns: 7, maxRank: 5, cells: 3, prefilledCells: 1 }),
    ]) {
      expect(unwrap(deal(rules, 42)).columns.map((c) => c.length)).toEqual(columnDealSizes(rules));
    }
  });
});

describe('seeded random deals', () => {
  const RANDOM = rulesOf({ deal: 'random' });
  // Stable across versions: changing the generator would renumber every shared random deal.
  test.each([
    ['random-1', RANDOM, 1],
    ['random-2', RANDOM, 2],
    ['random-max', RANDOM, RANDOM_DEAL_MAX],
    ['random-seahaven-like-77', { ...SEAHAVEN, deal: 'random' as const }, 77],
    ['random-eight-off-like-77', { ...EIGHT_OFF, deal: 'random' as const }, 77],
    [
      'random-rank4-5cols-123456789',
      rulesOf({ deal: 'random', maxRank: 4, columns: 5, cells: 2, prefilledCells: 1 }),
      123456789,
    ],
  ] as const)('%s matches its golden layout', async (name, rules, n) => {
    await expect(layoutText(rules, n)).toMatchFileSnapshot(golden(name));
  });

  test('the first numbers of the generator are pinned', () => {
    expect(randomDealOrder(1).slice(0, 10).map(formatCard).join(' ')).toMatchInlineSnapshot(
      `"TC 6C 5H 4D 7S 7C KH KS QH 9S"`,
    );
  });

  test('every layout deals every card exactly once', () => {
    const layouts = [
      rulesOf({ deal: 'random' }),
      { ...EIGHT_OFF, deal: 'random' as const },
      { ...SEAHAVEN, deal: 'random' as const },
      rulesOf({ deal: 'random', columns: 4, cells: 0, maxRank: 1 }),
      rulesOf({ deal: 'random', columns: 9, cells: 8, prefilledCells: 8, maxRank: 13 }),
    ];
    for (const rules of layouts) {
      for (const n of [1, 2, 3, 1000, 2 ** 32 + 5, RANDOM_DEAL_MAX]) {
        expect(cardsOf(rules, n)).toEqual(Array.from({ length: deckSize(rules) }, (_, i) => i));
        expect(unwrap(deal(rules, n)).columns.map((c) => c.length)).toEqual(columnDealSizes(rules));
      }
    }
  });

  test('different numbers give different deals, the same number the same deal', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 200; n++) seen.add(randomDealOrder(n).join(','));
    expect(seen.size).toBe(200);
    expect(randomDealOrder(99)).toEqual(randomDealOrder(99));
    // Numbers that differ only above 2^32 differ too.
    expect(randomDealOrder(5)).not.toEqual(randomDealOrder(2 ** 32 + 5));
  });

  test.each([0, -3, RANDOM_DEAL_MAX + 1, 2.5, Number.NaN])('random deal %d is out of range', (n) => {
    const r = deal(RANDOM, n);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(POSITION_ERRORS.dealNumber);
  });
});

describe('deal plumbing', () => {
  test('invalid rules are an error value', () => {
    const r = deal({ ...rulesOf(), columns: 3 }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(POSITION_ERRORS.rules);
  });

  test('layoutDeal deals row by row and fills cells from the end of the order', () => {
    const rules = rulesOf({ columns: 4, cells: 2, prefilledCells: 2, maxRank: 2 });
    const s = layoutDeal(rules, dealOrder(rulesOf({ maxRank: 2 }), 1));
    const order = dealOrder(rulesOf({ maxRank: 2 }), 1);
    expect(s.columns).toEqual([[order[0], order[4]], [order[1], order[5]], [order[2]], [order[3]]]);
    expect(s.cells).toEqual([order[6], order[7]]);
  });
});

describe('dealer: many deals of one rule set', () => {
  const sets: [string, RulesSpec][] = [
    ...SEED_VARIANTS.map((v): [string, RulesSpec] => [v, seedRules(v)]),
    ['eight off', EIGHT_OFF],
    ['seahaven', SEAHAVEN],
    ['random deals', rulesOf({ deal: 'random' })],
    ['first card home sets the base', rulesOf({ foundationBase: 'first-card' })],
    ['single-use cells, ranks to 9', rulesOf({ cellStay: 'single-use', maxRank: 9 })],
    ['six columns, two cells', rulesOf({ columns: 6, cells: 2 })],
  ];
  test.each(sets)('gives the positions deal gives, frozen alike (%s)', (_name, rules) => {
    const many = dealer(rules);
    for (const n of [
      1,
      2,
      617,
      11982,
      32000,
      1_000_000,
      ...Array.from({ length: 200 }, (_, i) => 3 + i * 97),
    ]) {
      const a = unwrap(many(n));
      const b = unwrap(deal(rules, n));
      expect(a).toEqual(b);
      expect(a.columns.map(Object.isFrozen)).toEqual(b.columns.map(Object.isFrozen));
    }
  });

  test.each([0, -1, 2.5, Number.NaN, 1e12])('deal %d: the same error as deal', (n) => {
    expect(dealer(rulesOf())(n)).toEqual(deal(rulesOf(), n));
    expect(dealer(rulesOf())(n).ok).toBe(false);
  });

  test("invalid rules: the rules' error for every number", () => {
    const bad = rulesOf({ columns: 0 });
    expect(dealer(bad)(1)).toEqual(deal(bad, 1));
    expect(dealer(bad)(1)).toMatchObject({ ok: false, error: { code: POSITION_ERRORS.rules } });
  });
});
