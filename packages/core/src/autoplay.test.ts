/**
 * Autoplay ("safe" policy) scenarios. A card goes home by itself only when every card that could
 * still be built on it is spare: home, or next on its foundation with every card that could be built
 * on it spare in turn (so whenever a game would put it on the card, it could go home instead).
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  autoplayMoves,
  cardOf,
  deal,
  formatLayout,
  isWon,
  legalMoves,
  type Card,
  type RulesSpec,
  finishMoves,
  formatMoves,
  gameStatus,
  isSafeToFoundation,
  nextAutoplayMove,
  replay,
  unwrap,
  type Position,
} from './index.ts';
import { dealOf, pos, rulesOf, SEED_OVERRIDES } from '../test/helpers/positions.ts';

/**
 * Every position reachable from deal n of a small deck, and which of them can still be won (worked
 * backwards from the won ones over core's own moves: no autoplay, nothing shared with the rule).
 */
function wholeGame(
  rules: RulesSpec,
  n: number,
): { nodes: Position[]; won: boolean[]; at: (p: Position) => number } {
  const key = (p: Position) => formatLayout(p, { full: true });
  const start = unwrap(deal(rules, n));
  const index = new Map<string, number>([[key(start), 0]]);
  const nodes = [start];
  const next: number[][] = [];
  for (let i = 0; i < nodes.length; i++) {
    const out: number[] = [];
    for (const m of legalMoves(nodes[i]!)) {
      const q = applyMove(nodes[i]!, m);
      const k = key(q);
      let j = index.get(k);
      if (j === undefined) {
        j = nodes.length;
        index.set(k, j);
        nodes.push(q);
      }
      out.push(j);
    }
    next.push(out);
  }
  const won = nodes.map((p) => isWon(p));
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < nodes.length; i++)
      if (!won[i] && next[i]!.some((j) => won[j])) won[i] = changed = true;
  }
  return { nodes, won, at: (p) => index.get(key(p))! };
}

const auto = (p: Position): string => formatMoves(p, autoplayMoves(p)).trim().replace(/\n/g, ' ');
const after = (p: Position, tokens: string): Position => unwrap(replay(p, tokens)).position;

/**
 * AH 2H AC AS 2S are home; the 2C lies under the clubs; the AD and 2D are on top of the diamonds.
 * Columns: hearts K→3, clubs 2C then K→3, diamonds K→A, spades K→3 (bottom first).
 */
const SAFE = `Foundations: H-2 C-A D-0 S-2
: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H
: 2C KC QC JC TC 9C 8C 7C 6C 5C 4C 3C
: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD
: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S
`;

describe('FreeCell: the safe rule', () => {
  test('aces and twos go up, and the red 3s: the 2C could only go home; a 4♥ stays while the 3C is in play', () => {
    const p = pos(SAFE);
    // The 2C is buried but next on its foundation, and the red aces are home: wherever a game would
    // put it on a red 3, it could go home instead. So the 3H may go before it (the old rule, "no
    // builder in play", kept the 3H and 3D waiting for the 2C).
    expect(isSafeToFoundation(p, p.columns[0]?.at(-1) as number, { kind: 'column', index: 0 })).toBe(true);
    // AD, 2D, 3H, 3D, 3S, 4S; the 4H and 4D wait for the 3C (not next while the 2C is out), and the
    // 5S for them.
    const moves = auto(p);
    expect(moves).toBe('1h 3h 3h 3h 4h 4h');
    const q = after(p, moves);
    expect(q.foundations).toEqual([1, 3, 3, 4]); // C D H S
    expect(isSafeToFoundation(q, q.columns[0]?.at(-1) as number, { kind: 'column', index: 0 })).toBe(false);
  });

  test('once the black 2 is home, the 3♥ goes', () => {
    // The same, with the 2C in a cell instead of under the clubs.
    const p = pos(
      SAFE.replace(': 2C KC', ': KC').replace(
        'Foundations: H-2 C-A D-0 S-2',
        'Foundations: H-2 C-A D-0 S-2\nFreecells: 2C',
      ),
    );
    const moves = auto(p).split(' ');
    expect(moves.slice(0, 2)).toEqual(['ah', '1h']); // 2C (the AD that could go on it goes home itself), then 3H
    // With nothing buried, everything goes home.
    expect(moves).toHaveLength(47);
  });

  test('a card goes home while the cards that could be built on it are spare', () => {
    // 5H and 5D are in play, but each is next with the black fours home: the 6S may go at once.
    const p = pos(
      [
        'Foundations: H-4 C-6 D-4 S-5',
        ': KH QH JH TH 9H 8H 7H 6H 5H',
        ': KC QC JC TC 9C 8C 7C',
        ': KD QD JD TD 9D 8D 7D 6D 5D',
        ': KS QS JS TS 9S 8S 7S 6S',
      ].join('\n'),
    );
    expect(isSafeToFoundation(p, p.columns[3]?.at(-1) as number, { kind: 'column', index: 3 })).toBe(true);
    expect(nextAutoplayMove(p)?.from).toEqual({ kind: 'column', index: 0 }); // 5H: black fours are home
    expect(auto(p).split(' ')).toHaveLength(9 + 7 + 9 + 8); // everything
  });

  test('a card is not sent home while a card that could be built on it may still need a place', () => {
    // The 5H lies on the 4H: not next, it may need a black 6 to stand on, so the 6S stays (and the
    // 7D, which the 6S could stand on, and the 7C, for the 6H); the 5D and 6D go.
    const p = pos(
      [
        'Foundations: H-3 C-6 D-4 S-5',
        ': KH QH JH TH 9H 8H 7H 6H 4H 5H',
        ': KC QC JC TC 9C 8C 7C',
        ': KD QD JD TD 9D 8D 7D 6D 5D',
        ': KS QS JS TS 9S 8S 7S 6S',
      ].join('\n'),
    );
    expect(isSafeToFoundation(p, p.columns[3]?.at(-1) as number, { kind: 'column', index: 3 })).toBe(false);
    const q = after(p, auto(p));
    expect(q.foundations).toEqual([6, 6, 3, 5]); // C D H S
    expect(isSafeToFoundation(q, q.columns[3]?.at(-1) as number, { kind: 'column', index: 3 })).toBe(false);
    expect(isSafeToFoundation(q, q.columns[2]?.at(-1) as number, { kind: 'column', index: 2 })).toBe(false);
    expect(isSafeToFoundation(q, q.columns[1]?.at(-1) as number, { kind: 'column', index: 1 })).toBe(false);
  });

  test("the 'none' policy never moves", () => {
    expect(autoplayMoves(pos(SAFE), 'none')).toEqual([]);
    expect(nextAutoplayMove(pos(SAFE), 'none')).toBeNull();
  });

  test('Microsoft deal 1 has nothing to autoplay, nor has challenge deal 1 (its aces lie at the bottom)', () => {
    expect(autoplayMoves(dealOf(rulesOf(), 1))).toEqual([]);
    const challenge = dealOf(rulesOf(SEED_OVERRIDES.challenge), 1);
    expect(autoplayMoves(challenge)).toEqual([]); // the aces lie at the bottom of columns 5–8
  });
});

describe('Inverted: the same rule mirrored (K→A)', () => {
  /** KH QH KC KS QS are home; the QC lies under the clubs; KD and QD are on top of the diamonds. */
  const INV_SAFE = `Foundations: H-Q C-K D-0 S-Q
: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH
: QC AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC
: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS
`;

  test('kings and queens go up, and the red jacks: the QC could only go home; a T♥ stays while the JC is in play', () => {
    const p = pos(INV_SAFE, SEED_OVERRIDES.inverted);
    // JH (the buried QC is next, the red kings home), KD, QD, JD, JS, TS; the TH and TD wait for the JC.
    const moves = auto(p);
    expect(moves).toBe('1h 3h 3h 3h 4h 4h');
    expect(after(p, moves).foundations).toEqual([1, 3, 3, 4]); // C D H S: K, K-Q-J, K-Q-J, K-Q-J-T
  });

  test('with the black Q home, the J♥ goes', () => {
    const p = pos(
      INV_SAFE.replace(': QC AC', ': AC').replace(
        'Foundations: H-Q C-K D-0 S-Q',
        'Foundations: H-Q C-K D-0 S-Q\nFreecells: QC',
      ),
      SEED_OVERRIDES.inverted,
    );
    expect(auto(p).split(' ').slice(0, 2)).toEqual(['ah', '1h']);
  });
});

describe('conservative cases', () => {
  test('foundations that give cards back: no autoplay at all', () => {
    const p = pos(SAFE, { foundationsRemovable: true });
    expect(autoplayMoves(p)).toEqual([]);
  });

  test('first-card base: nothing before the base is set, the safe rule after', () => {
    const first = rulesOf({ foundationBase: 'first-card' });
    expect(autoplayMoves(dealOf(first, 1))).toEqual([]);
    // A small deck with aces on top: still nothing, the choice of base is the player's.
    const small = pos(': 2S AS\n: 2H AH\n: 2C AC\n: 2D AD', { maxRank: 2, foundationBase: 'first-card' });
    expect(autoplayMoves(small)).toEqual([]);
    // Once the AS has set the base at A, the safe rule applies: the 2S (the red aces that could go
    // on it go home themselves), then AH, 2H, AC, 2C, AD, 2D.
    expect(auto(after(small, '1h'))).toBe('1h 2h 2h 3h 3h 4h 4h');
    // Base 9, wrapping: K then A then 2… all safe once the black queens are home.
    const wrap = pos(
      'Foundations: H-Q C-8 D-8 S-8\nBase: 9\nFreecells: KH AH - -\n: 8H 7H 6H 5H 4H 3H 2H',
      first,
    );
    expect(auto(wrap)).toBe('ah bh 1h 1h 1h 1h 1h 1h 1h');
  });

  test('selective cells: a column card goes only when the card it uncovers blocks nothing', () => {
    const sel = SEED_OVERRIDES.selective;
    // In SAFE the AD would uncover the 2D, which would keep the 2C out of the cells: it stays.
    expect(auto(pos(SAFE))).toBe('1h 3h 3h 3h 4h 4h');
    expect(autoplayMoves(pos(SAFE, sel))).toEqual([]);
    // With the 2C home, the AD uncovers a 2D that blocks nothing: it goes; the 2D would uncover
    // the 3D, which blocks the 3H, 3C and 3S: it stays.
    const twoHome = SAFE.replace('C-A', 'C-2').replace(': 2C KC', ': KC');
    expect(auto(pos(twoHome, sel))).toBe('3h');
    expect(auto(pos(twoHome)).split(' ').length).toBeGreaterThan(1);
    // Nor does a spare builder count with selective cells (fewer cards is not always freer there: a
    // column's top card keeps its rank out of the cells): the 3H in a cell, the 2C buried but next,
    // goes home in FreeCell and stays in Selective FreeCell.
    const threeInCell = SAFE.replace(' 4H 3H', ' 4H')
      .replace(' 2D AD', '')
      .replace('Foundations: H-2 C-A D-0 S-2', 'Foundations: H-2 C-A D-2 S-2\nFreecells: 3H');
    const cell = { kind: 'cell', index: 0 } as const;
    expect(isSafeToFoundation(pos(threeInCell), cardOf(3, 2), cell)).toBe(true);
    expect(isSafeToFoundation(pos(threeInCell, sel), cardOf(3, 2), cell)).toBe(false);
    // A card in a cell uncovers nothing.
    const inCell = pos(
      SAFE.replace(' 2D AD', ' 2D').replace(
        'Foundations: H-2 C-A D-0 S-2',
        'Foundations: H-2 C-A D-0 S-2\nFreecells: AD',
      ),
      sel,
    );
    expect(auto(inCell)).toBe('ah');
  });

  test('Ephemeral: while a card must leave its cell, only that card may go home', () => {
    const eph = SEED_OVERRIDES.ephemeral;
    const p = pos(
      SAFE.replace(' 2D AD', ' 2D').replace(
        'Foundations: H-2 C-A D-0 S-2',
        'Foundations: H-2 C-A D-0 S-2\nFreecells: - AD*',
      ),
      eph,
    );
    expect(nextAutoplayMove(p)).toEqual({
      from: { kind: 'cell', index: 1 },
      to: { kind: 'foundation', index: 1 },
      count: 1,
    });
    expect(auto(p)).toBe('bh 1h 3h 3h 4h 4h'); // the AD first, then as in SAFE
    const stuck = pos(
      SAFE.replace(' 3S', '').replace(
        'Foundations: H-2 C-A D-0 S-2',
        'Foundations: H-2 C-A D-0 S-2\nFreecells: 3S*',
      ),
      eph,
    );
    // The 3S may go home, but the AD on column 3 may not jump the queue.
    expect(isSafeToFoundation(stuck, stuck.columns[2]?.at(-1) as number, { kind: 'column', index: 2 })).toBe(
      false,
    );
  });
});

describe('the safe rule never costs a game: every position of small decks, searched whole', () => {
  // Each case: rules, deck (ranks to 4 or 5, 4 columns), the deals. Between them: positions where a
  // card goes home with a card that could be built on it still in play (the deeper rule), and deals
  // with lost positions where sending any next card home would cost the game (a rule that forgot
  // the cards built on it fails here).
  const cases: [string, number, number, Partial<RulesSpec>, number[]][] = [
    ['FreeCell', 4, 0, {}, [1, 2, 3, 9, 11]],
    ['FreeCell', 5, 0, {}, [5]],
    ['Inverted', 4, 0, SEED_OVERRIDES.inverted, [2, 5, 8]],
    ['kings only', 4, 0, { emptyColumns: 'kings' }, [2, 3]],
    ['Ephemeral', 4, 1, SEED_OVERRIDES.ephemeral, [1, 2]],
    ['single-use cells', 4, 1, { cellStay: 'single-use' }, [21]],
    ['first-card base', 4, 0, { foundationBase: 'first-card' }, [4]],
  ];
  test.each(cases)(
    '%s, ranks to %i, %i cells: a winnable position stays winnable when a safe card goes home',
    (_, maxRank, cells, o, deals) => {
      const rules = { ...rulesOf(o), maxRank, columns: 4, cells, deal: 'random' as const };
      for (const n of deals) {
        const { nodes, won, at } = wholeGame(rules, n);
        let deeper = 0;
        for (const [i, p] of nodes.entries()) {
          if (!won[i]) continue;
          for (const m of legalMoves(p)) {
            if (m.to.kind !== 'foundation') continue;
            const card = (
              m.from.kind === 'column' ? p.columns[m.from.index]!.at(-1) : p.cells[m.from.index]
            ) as Card;
            if (!isSafeToFoundation(p, card, m.from)) continue;
            expect(
              won[at(applyMove(p, m))],
              `deal ${n}: ${formatLayout(p, { full: true })}, card ${card} home`,
            ).toBe(true);
            if (Math.floor(card / 4) >= 2) deeper++; // rank 3 or more
          }
        }
        expect(deeper, `deal ${n}: safe cards of rank 3 or more`).toBeGreaterThan(0);
      }
    },
  );
});

describe('finishMoves: the rest home when only safe moves are left', () => {
  /** Every card sorted: each column one suit, King at the bottom, a 3♠ and the 2♠ in the cells. */
  const SORTED = `Foundations: H-0 C-0 D-0 S-A
Freecells: 3S 2S - -
: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH
: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD
: KS QS JS TS 9S 8S 7S 6S 5S 4S
`;

  test('a sorted board finishes: every move is safe and the last one wins', () => {
    const p = pos(SORTED);
    const moves = finishMoves(p);
    expect(moves).toHaveLength(51);
    const end = (moves ?? []).reduce(applyMove, p);
    expect(gameStatus(end)).toBe('won');
  });

  test('one card out of order: no finish (another move is needed first)', () => {
    // The 4♠ lies under the 5♠: the spades stop at 3, so the game needs a move that is not home.
    const p = pos(SORTED.replace('6S 5S 4S', '6S 4S 5S'));
    expect(finishMoves(p)).toBeNull();
    expect(autoplayMoves(p).length).toBeGreaterThan(0);
  });

  test('a fresh deal, and foundations that give cards back: no finish', () => {
    expect(finishMoves(dealOf(rulesOf(), 1))).toBeNull();
    expect(finishMoves(pos(SORTED, { foundationsRemovable: true }))).toBeNull();
  });
});
