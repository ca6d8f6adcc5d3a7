/**
 * Scenario tests: each seed variant's special rule at its edges, and the rules every variant
 * shares, on hand-made board text (foundations hold most of the deck so the rest stays readable).
 */
import { describe, expect, test } from 'vitest';
import {
  canBuildOn,
  cardOf,
  deal,
  expandRun,
  formatLayout,
  formatMove,
  freeCellCount,
  gameStatus,
  hasLegalMove,
  legalMoves,
  liftedCards,
  maxRunMove,
  MOVE_ERRORS,
  moveError,
  parseMove,
  play,
  replay,
  unwrap,
  type Move,
  type MoveError,
  type Position,
  type RulesSpec,
} from './index.ts';
import { dealOf, pos, rulesOf, RUNS, RUNS_F1, SEED_OVERRIDES, seedRules } from '../test/helpers/positions.ts';

const EPH = SEED_OVERRIDES.ephemeral;
const INV = SEED_OVERRIDES.inverted;
const SEL = SEED_OVERRIDES.selective;

/** The move a token stands for in `p` (throws on bad notation: these tokens are ours). */
const mv = (p: Position, token: string): Move => unwrap(parseMove(token, p));
/** Why the move `token` is illegal in `p`, or null. */
const why = (p: Position, token: string): MoveError | null => moveError(p, mv(p, token));
/** Plays tokens, each checked. */
const after = (p: Position, tokens: string): Position => unwrap(replay(p, tokens)).position;
const tokens = (p: Position): string[] => legalMoves(p).map((m) => formatMove(m, p));

/** No free cell, 3 empty columns. */
const RUNS_F0 = `Foundations: H-6 C-6 D-6 S-6
Freecells: 7C 7H 7D 8C
: QH JS TH 9S 8H 7S
: KS
: KH QC JD TC 9D
: KD QS JH TS 9H 8S
: KC QD JC TD 9C 8D
:
:
:
`;
/** No free cell, 2 empty columns (the 8D fills column 6). */
const RUNS_F0_E2 = `Foundations: H-6 C-6 D-6 S-6
Freecells: 7C 7H 7D 8C
: QH JS TH 9S 8H 7S
: KS
: KH QC JD TC 9D
: KD QS JH TS 9H 8S
: KC QD JC TD 9C
: 8D
:
:
`;

/**
 * Inverted mirror of RUNS: foundations build down from the King (H-7: K…7 home), columns build up.
 * Column 1 holds a 5-card run 2H…6H that fits on the AS of column 2.
 */
const INV_RUNS = `Foundations: H-7 C-7 D-7 S-7
: 2H 3S 4H 5S 6H
: AS
: AH 2C 3D 4C 5D 6C
: AD 2S 3H 4S 5H 6S
: AC 2D 3C 4D 5C 6D
:
:
:
`;

describe('liftedCards: the cards a move lifts, one fact for every caller', () => {
  test('a column gives its top cards, a cell its card, a foundation its top card', () => {
    const p = pos('Foundations: H-6 C-K D-K S-K\nFreecells: KH\n: QH JH TH\n: 9H 8H 7H', {
      foundationsRemovable: true,
    });
    const m = (token: string) => mv(p, token);
    expect(liftedCards(p, { ...m('1a'), count: 1 })).toEqual([cardOf(10, 2)]);
    expect(
      liftedCards(p, { from: { kind: 'column', index: 1 }, to: { kind: 'column', index: 2 }, count: 3 }),
    ).toEqual([cardOf(9, 2), cardOf(8, 2), cardOf(7, 2)]);
    expect(liftedCards(p, m('a3'))).toEqual([cardOf(13, 2)]);
    // A card played back from a foundation: the foundation's top card (the 6♥).
    expect(liftedCards(p, m('hH3'))).toEqual([cardOf(6, 2)]);
    // A source that cannot give them: nothing.
    expect(
      liftedCards(p, { from: { kind: 'column', index: 2 }, to: { kind: 'cell', index: 1 }, count: 1 }),
    ).toEqual([]);
    expect(
      liftedCards(p, { from: { kind: 'column', index: 0 }, to: { kind: 'column', index: 2 }, count: 4 }),
    ).toEqual([]);
  });
});

describe('every variant', () => {
  test('an empty destination column never counts in the run limit', () => {
    const p = pos(RUNS_F0_E2);
    // 0 free cells, 2 empty columns: (0+1)·2² = 4 onto a card, (0+1)·2¹ = 2 into an empty column.
    expect(maxRunMove(p, false)).toBe(4);
    expect(maxRunMove(p, true)).toBe(2);
    expect(
      moveError(p, { from: { kind: 'column', index: 0 }, to: { kind: 'column', index: 6 }, count: 2 }),
    ).toBeNull();
    const e = moveError(p, {
      from: { kind: 'column', index: 0 },
      to: { kind: 'column', index: 6 },
      count: 3,
    });
    expect(e).toMatchObject({
      code: MOVE_ERRORS.tooMany,
      count: 3,
      breakdown: { freeCells: 0, emptyColumns: 2, toEmptyColumn: true, counted: 1, limit: 2 },
    });
    // The same holds in Ephemeral (standard formula) and, trivially, in Inverted (no doubling at all).
    expect(maxRunMove(pos(RUNS_F0_E2, EPH), true)).toBe(2);
    expect(maxRunMove(pos(INV_RUNS, INV), true)).toBe(maxRunMove(pos(INV_RUNS, INV), false));
  });

  test('the standard limit (free cells + 1) · 2^(empty columns), at its edges', () => {
    // A 6-card run onto the KS.
    expect(why(pos(RUNS), '12')).toBeNull(); // (4+1)·2³ = 40
    expect(why(pos(RUNS_F1), '12')).toBeNull(); // (1+1)·2³ = 16
    expect(why(pos(RUNS_F0), '12')).toBeNull(); // (0+1)·2³ = 8
    const e = why(pos(RUNS_F0_E2), '12'); // (0+1)·2² = 4 < 6
    expect(e).toMatchObject({
      code: MOVE_ERRORS.tooMany,
      count: 6,
      breakdown: { rule: 'standard', freeCells: 0, emptyColumns: 2, counted: 2, doubles: true, limit: 4 },
    });
    expect([
      maxRunMove(pos(RUNS), false),
      maxRunMove(pos(RUNS_F1), false),
      maxRunMove(pos(RUNS_F0), false),
    ]).toEqual([40, 16, 8]);
  });

  test('empty columns that take nothing never double the limit', () => {
    // The same boards with emptyColumns 'none': the three empty columns cannot hold part of a run.
    const none = { emptyColumns: 'none' as const };
    expect([
      maxRunMove(pos(RUNS, none), false),
      maxRunMove(pos(RUNS_F1, none), false),
      maxRunMove(pos(RUNS_F0, none), false),
    ]).toEqual([5, 2, 1]);
    const e = why(pos(RUNS, none), '12');
    expect(e).toMatchObject({
      code: MOVE_ERRORS.tooMany,
      count: 6,
      breakdown: {
        emptyColumnRule: 'none',
        freeCells: 4,
        emptyColumns: 3,
        counted: 0,
        doubles: false,
        limit: 5,
      },
    });
  });

  test('a card in a cell never moves to another cell', () => {
    const positions = [
      ...[{}, EPH, SEL, { cellStay: 'single-use' as const }].map((rules) => pos(RUNS_F1, rules)),
      after(after(pos(INV_RUNS, INV), '3a'), '4d'),
    ];
    for (const p of positions) {
      const e = moveError(p, { from: { kind: 'cell', index: 0 }, to: { kind: 'cell', index: 1 }, count: 1 });
      expect(e?.code).toBe(MOVE_ERRORS.cellToCell);
      expect(legalMoves(p).some((m) => m.from.kind === 'cell' && m.to.kind === 'cell')).toBe(false);
    }
  });

  test('only the top card of a column or a run within the limit moves', () => {
    const p = pos(RUNS);
    const e = moveError(p, {
      from: { kind: 'column', index: 2 },
      to: { kind: 'column', index: 5 },
      count: 8,
    });
    expect(e).toEqual({
      code: MOVE_ERRORS.badCount,
      reason: 'too-few',
      count: 8,
      pile: { kind: 'column', index: 2 },
      available: 7,
    });
    const notRun = pos('Foundations: H-J C-K D-K S-Q\n: KS KH QH');
    const e2 = moveError(notRun, {
      from: { kind: 'column', index: 0 },
      to: { kind: 'column', index: 1 },
      count: 2,
    });
    expect(e2).toEqual({ code: MOVE_ERRORS.notARun, pile: { kind: 'column', index: 0 }, count: 2, run: 1 });
  });

  test('moveError names the rule a move breaks, with the cards and piles concerned', () => {
    const p = pos(RUNS_F1);
    const col = (index: number) => ({ kind: 'column', index }) as const;
    const cellPile = (index: number) => ({ kind: 'cell', index }) as const;
    const home = (index: number) => ({ kind: 'foundation', index }) as const;
    const cases: [Move, MoveError][] = [
      [
        { from: col(8), to: col(0), count: 1 },
        { code: MOVE_ERRORS.badPile, pile: col(8) },
      ],
      [
        { from: cellPile(4), to: col(0), count: 1 },
        { code: MOVE_ERRORS.badPile, pile: cellPile(4) },
      ],
      [
        { from: col(5), to: col(0), count: 1 },
        { code: MOVE_ERRORS.empty, pile: col(5) },
      ],
      [
        { from: cellPile(3), to: col(0), count: 1 },
        { code: MOVE_ERRORS.empty, pile: cellPile(3) },
      ],
      [{ from: col(0), to: col(0), count: 1 }, { code: MOVE_ERRORS.samePile }],
      [
        { from: col(0), to: col(1), count: 0 },
        { code: MOVE_ERRORS.badCount, reason: 'not-a-count', count: 0, pile: col(0), available: 6 },
      ],
      [
        { from: col(0), to: cellPile(3), count: 2 },
        { code: MOVE_ERRORS.badCount, reason: 'runs-only', count: 2, pile: col(0), available: 6 },
      ],
      [
        { from: col(0), to: col(2), count: 1 },
        {
          code: MOVE_ERRORS.build,
          card: cardOf(7, 3),
          onto: cardOf(8, 0),
          direction: 'down',
          policy: 'alternate-color',
          wanted: { rank: 8, color: 'red', suit: null },
        },
      ],
      [{ from: cellPile(0), to: cellPile(3), count: 1 }, { code: MOVE_ERRORS.cellToCell }],
      [
        { from: col(0), to: cellPile(0), count: 1 },
        { code: MOVE_ERRORS.cellOccupied, pile: cellPile(0) },
      ],
      [
        { from: col(0), to: home(0), count: 1 },
        { code: MOVE_ERRORS.foundation, problem: 'wrong-suit', card: cardOf(7, 3), suit: 3, needed: null },
      ],
      [
        { from: col(1), to: home(3), count: 1 },
        {
          code: MOVE_ERRORS.foundation,
          problem: 'not-next',
          card: cardOf(13, 3),
          suit: 3,
          needed: cardOf(7, 3),
        },
      ],
      [
        { from: home(3), to: col(5), count: 1 },
        { code: MOVE_ERRORS.foundationFixed, removable: false },
      ],
    ];
    for (const [m, expected] of cases) expect(moveError(p, m), JSON.stringify(m)).toEqual(expected);
    const none = pos(RUNS, { emptyColumns: 'none' });
    expect(why(none, '16')).toEqual({ code: MOVE_ERRORS.emptyColumnNone });
    const full = pos('Foundations: H-K C-K D-K S-Q\nFreecells: KS');
    expect(
      moveError(full, { from: { kind: 'cell', index: 0 }, to: { kind: 'foundation', index: 3 }, count: 1 }),
    ).toBeNull();
  });

  test('gameStatus: playing, won, lost', () => {
    expect(gameStatus(pos(RUNS))).toBe('playing');
    const last = pos('Foundations: H-K C-K D-K S-Q\nFreecells: KS');
    expect(gameStatus(last)).toBe('playing');
    expect(gameStatus(after(last, 'ah'))).toBe('won');
  });

  test('regression: a position whose only legal moves are runs is not lost', () => {
    // Ephemeral rules without cells: no single card can move (every top is a Queen that fits
    // nothing and no empty column takes it), but the King-led runs may fill the empty columns.
    const p = pos(
      ['Foundations: H-T C-9 D-9 S-Q', ': KS QH', ':', ':', ': JH TC KD QC', ': TD JC JD KH KC QD'].join(
        '\n',
      ),
      { ...EPH, cells: 0 },
    );
    expect(legalMoves(p, { runs: false })).toEqual([]);
    expect(tokens(p)).toEqual([
      '12v2',
      '13v2',
      '16v2',
      '17v2',
      '18v2',
      '42v2',
      '43v2',
      '46v2',
      '47v2',
      '48v2',
      '52v2',
      '53v2',
      '56v2',
      '57v2',
      '58v2',
    ]);
    expect(hasLegalMove(p)).toBe(true);
    expect(gameStatus(p)).toBe('playing');
  });
});

describe('Inverted FreeCell: foundations K→A, build up, run limit free cells + 1', () => {
  const rules = seedRules('inverted');

  test('columns build up in alternate colours', () => {
    const [AS, twoH, twoS] = [cardOf(1, 3), cardOf(2, 2), cardOf(2, 3)];
    expect(canBuildOn(rules, twoH, AS)).toBe(true);
    expect(canBuildOn(rules, twoS, AS)).toBe(false); // same colour
    expect(canBuildOn(rules, AS, twoH)).toBe(false); // that is building down
    const p = pos(INV_RUNS, INV);
    expect(why(p, '12')).toBeNull(); // the 2H…6H run onto the AS
    const e = moveError(p, {
      from: { kind: 'column', index: 2 },
      to: { kind: 'column', index: 3 },
      count: 1,
    });
    expect(e).toEqual({
      code: MOVE_ERRORS.build,
      card: cardOf(6, 0),
      onto: cardOf(6, 3),
      direction: 'up',
      policy: 'alternate-color',
      wanted: { rank: 5, color: 'red', suit: null },
    });
  });

  test('foundations build down from the King and the game is won at the Aces', () => {
    const p = pos(INV_RUNS, INV);
    // H-7 means K…7 are home: the sixes are next, the fives are not.
    expect(why(p, '1h')).toBeNull(); // 6H
    expect(why(p, '3h')).toBeNull(); // 6C
    const five = after(p, '1h');
    expect(why(five, '1h')).toEqual({
      code: MOVE_ERRORS.foundation,
      problem: 'not-next',
      card: cardOf(5, 3),
      suit: 3,
      needed: cardOf(6, 3),
    });
    const end = pos('Foundations: H-2 C-A D-A S-A\nFreecells: AH', INV);
    expect(gameStatus(after(end, 'ah'))).toBe('won');
    const kingFirst = unwrap(deal(rules, 1));
    expect(kingFirst.base).toBe(13);
  });

  test('the run limit is free cells + 1: empty columns do not double it', () => {
    const p = pos(INV_RUNS, INV); // 4 free cells, 3 empty columns
    expect(maxRunMove(p, false)).toBe(5);
    expect(maxRunMove(p, true)).toBe(5);
    expect(why(p, '12')).toBeNull(); // 5 cards: exactly the limit
    const oneCellUsed = after(p, '3a'); // 6C to a cell: 3 free cells, still 3 empty columns
    expect(maxRunMove(oneCellUsed, false)).toBe(4);
    const e = why(oneCellUsed, '12');
    expect(e).toMatchObject({
      code: MOVE_ERRORS.tooMany,
      count: 5,
      breakdown: {
        rule: 'cells-plus-one',
        freeCells: 3,
        emptyColumns: 3,
        doubles: false,
        counted: 0,
        limit: 4,
      },
    });
    // Into an empty column the limit is the same.
    expect(
      moveError(oneCellUsed, {
        from: { kind: 'column', index: 0 },
        to: { kind: 'column', index: 5 },
        count: 4,
      }),
    ).toBeNull();
    expect(
      moveError(oneCellUsed, {
        from: { kind: 'column', index: 0 },
        to: { kind: 'column', index: 5 },
        count: 5,
      })?.code,
    ).toBe(MOVE_ERRORS.tooMany);
  });
});

describe('Ephemeral FreeCell: a card put in a cell must leave on the next move; Kings fill empty columns', () => {
  test('after a card goes into a cell, only that cell moves', () => {
    const p = after(pos(RUNS, EPH), '3a'); // the 7D into cell a
    expect(p.pendingCell).toBe(0);
    expect(formatLayout(p)).toContain('Freecells: 7D* - - -');
    const moves = legalMoves(p);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.from.kind === 'cell' && m.from.index === 0)).toBe(true);
    expect(tokens(p)).toEqual(['ah', 'a3']); // home, or back onto the 8C; no King, so no empty column
    const e = why(p, '12');
    expect(e).toEqual({ code: MOVE_ERRORS.mustLeave, card: cardOf(7, 1), cell: 0 });
    expect(why(p, '4b')?.code).toBe(MOVE_ERRORS.mustLeave);
    // Once it has left, the rule is spent.
    const q = after(p, 'a3');
    expect(q.pendingCell).toBeNull();
    expect(legalMoves(q).length).toBe(legalMoves(pos(RUNS, EPH)).length);
  });

  test('a card that cannot leave its cell loses the game at once', () => {
    // Deal 1: no top card fits anywhere, so whichever goes to a cell is stuck there.
    const start = dealOf(seedRules('ephemeral'), 1);
    expect(gameStatus(start)).toBe('playing');
    const p = after(start, '1a'); // the 6S
    expect(legalMoves(p)).toEqual([]);
    expect(gameStatus(p)).toBe('lost');
    // Same rules, but in FreeCell the game goes on.
    expect(gameStatus(after(dealOf(seedRules('freecell'), 1), '1a'))).toBe('playing');
    // A card dealt into a cell (not put there) may stay.
    const dealt = pos('Foundations: H-Q C-K D-K S-Q\nFreecells: KH\n: KS', EPH);
    expect(dealt.pendingCell).toBeNull();
    expect(tokens(dealt)).toContain('1b');
  });

  test('only a King or a King-led run fills an empty column', () => {
    const p = pos(RUNS, EPH);
    const e = why(p, '16'); // the 7S alone
    expect(e).toEqual({ code: MOVE_ERRORS.emptyColumnKings, rank: 13 });
    expect(
      moveError(p, { from: { kind: 'column', index: 2 }, to: { kind: 'column', index: 5 }, count: 6 })?.code,
    ).toBe(MOVE_ERRORS.emptyColumnKings);
    expect(
      moveError(p, { from: { kind: 'column', index: 2 }, to: { kind: 'column', index: 5 }, count: 7 }),
    ).toBeNull();
    expect(
      tokens(pos('Foundations: H-Q C-K D-K S-Q\n: KS\n: KH', EPH)).filter((t) => t.endsWith('3')),
    ).toEqual(['13', '23']);
    // A King in a cell may fill it too.
    const k = pos('Foundations: H-Q C-K D-K S-Q\nFreecells: KH\n: KS', EPH);
    expect(why(k, 'a2')).toBeNull();
  });

  test('the standard run formula still applies (empty columns double it)', () => {
    const p = pos(RUNS_F0, EPH); // 0 free cells, 3 empty columns: (0+1)·2³ = 8
    expect(maxRunMove(p, false)).toBe(8);
    expect(why(p, '12')).toBeNull(); // 6 cards onto the KS
    expect(why(pos(RUNS_F0_E2, EPH), '12')?.code).toBe(MOVE_ERRORS.tooMany); // (0+1)·2² = 4
    // Into an empty column: (0+1)·2^(3−1) = 4, so the King-led 5-card run KH…9D is one too many.
    const into6 = (q: Position, count: number) =>
      moveError(q, { from: { kind: 'column', index: 2 }, to: { kind: 'column', index: 5 }, count });
    expect(into6(p, 5)?.code).toBe(MOVE_ERRORS.tooMany);
    expect(into6(p, 4)?.code).toBe(MOVE_ERRORS.emptyColumnKings); // QC-led
    // One free cell: (1+1)·2² = 8, and the King-led 6-card run KH…8C fits.
    expect(into6(pos(RUNS_F1, EPH), 6)).toBeNull();
  });
});

describe('Selective FreeCell: a card enters a cell only if no other column shows its rank', () => {
  // Tops: 7S, KS, 7D, 7H, 7C. Every seven is blocked by the other sevens; the KS is alone.
  test('blocked by another column, never by its own', () => {
    const p = pos(RUNS, SEL);
    const e = why(p, '1a');
    expect(e).toEqual({ code: MOVE_ERRORS.selective, card: cardOf(7, 3), blocker: cardOf(7, 1), column: 2 });
    expect(why(p, '2a')).toBeNull(); // the KS: no other King on top
    expect(tokens(p).filter((t) => /[a-d]$/.test(t))).toEqual(['2a', '2b', '2c', '2d']);
  });

  test('once the other columns no longer show the rank, the card may go', () => {
    // Send the 7D, 7H and 7C elsewhere (onto nothing: into empty columns), one by one.
    let p = pos(RUNS, SEL);
    p = after(p, '36 47');
    expect(why(p, '1a')?.code).toBe(MOVE_ERRORS.selective); // the 7C in column 5 still shows
    // Columns 6 and 7 now show the 7D and 7H: other columns, so they block too.
    p = after(p, '58');
    expect(why(p, '1a')).toMatchObject({ blocker: cardOf(7, 1), column: 5 });
    // The only column showing a Queen is the QS's own: it may go.
    const q = pos('Foundations: H-Q C-K D-K S-J\n: KS QS\n: KH', SEL);
    expect(why(q, '1a')).toBeNull();
  });

  test('cards in cells do not block, and cell cards still move to columns', () => {
    const p = pos('Foundations: H-Q C-K D-Q S-Q\nFreecells: KD\n: KS\n: KH', SEL);
    expect(why(p, '1b')?.code).toBe(MOVE_ERRORS.selective); // KH shows in column 2
    const q = pos('Foundations: H-J C-K D-Q S-Q\nFreecells: QH\n: KS\n: KD KH', SEL);
    expect(why(q, 'a1')).toBeNull();
    const r = pos('Foundations: H-K C-K D-Q S-Q\nFreecells: KD\n: KS', SEL);
    expect(why(r, '1b')).toBeNull(); // the KD is in a cell, not on a column
  });
});

describe('Challenge FreeCell', () => {
  test('the challenge deal lays twos and aces first, then plays by FreeCell rules', () => {
    const challenge = dealOf(seedRules('challenge'), 617);
    expect(
      formatLayout(challenge)
        .split('\n')
        .map((line) => line.slice(2, 4)),
    ).toEqual(['2C', '2S', '2H', '2D', 'AC', 'AS', 'AH', 'AD', '']);
    const asFreeCell = pos(formatLayout(challenge));
    expect(tokens(challenge)).toEqual(tokens(asFreeCell));
  });
});

describe('single-use cells', () => {
  const SU = { cellStay: 'single-use' } as const;

  test('a cell closes once emptied, and stays closed', () => {
    let p = pos(RUNS, SU);
    p = after(p, '3a a3');
    expect(p.cells[0]).toBe('closed');
    expect(formatLayout(p)).toContain('Freecells: # - - -');
    const e = why(p, '3a');
    expect(e).toEqual({ code: MOVE_ERRORS.cellClosed, pile: { kind: 'cell', index: 0 } });
    expect(tokens(p).some((t) => t.endsWith('a'))).toBe(false);
    // A card going home from a cell closes it just the same.
    const q = after(pos('Foundations: H-Q C-K D-K S-Q\nFreecells: - KH\n: KS', SU), 'bh');
    expect(q.cells).toEqual([null, 'closed', null, null]);
  });

  test('closed cells reduce the run limit', () => {
    const p = after(pos(RUNS, SU), '3a a3');
    expect(freeCellCount(p)).toBe(3);
    expect(maxRunMove(p, false)).toBe((3 + 1) * 2 ** 3);
    const closed = pos(
      RUNS_F0.replace('Freecells: 7C 7H 7D 8C', 'Freecells: # # # #').replace(
        ': KC QD JC TD 9C 8D',
        ': KC QD JC TD 9C 8D 7C 7H 7D 8C',
      ),
      SU,
    );
    expect(maxRunMove(closed, false)).toBe(8);
  });

  test('regression: expandRun does not break a run into steps that would close cells', () => {
    const p = pos(RUNS_F1, SU); // one open cell: the 6-card run onto the KS
    const m = mv(p, '12');
    expect(moveError(p, m)).toBeNull();
    const e = expandRun(p, m);
    expect(e.ok).toBe(false);
    if (!e.ok) {
      expect(e.error).toEqual({ code: MOVE_ERRORS.notExpandable, why: 'single-use', step: null });
    }
    // With no cell needed (empty columns only), the expansion stands.
    const noCells = pos(RUNS_F0, SU);
    const e2 = expandRun(noCells, mv(noCells, '12'));
    expect(e2.ok).toBe(true);
  });
});

describe('expandRun', () => {
  test('FreeCell: a 6-card run through 0 cells and 3 empty columns, every step a legal single card', () => {
    const p = pos(RUNS_F0);
    const m = mv(p, '12');
    const steps = unwrap(expandRun(p, m));
    expect(steps.every((s) => s.count === 1)).toBe(true);
    let q = p;
    for (const s of steps) q = unwrap(play(q, s));
    expect(formatLayout(q)).toBe(formatLayout(unwrap(play(p, m))));
    expect(unwrap(expandRun(p, mv(p, '16')))).toEqual([mv(p, '16')]); // a single card expands to itself
  });

  test('kings-only columns: the run still moves as one unit, but cannot be played card by card', () => {
    const p = pos(RUNS_F0, EPH);
    const e = expandRun(p, mv(p, '12'));
    expect(e.ok).toBe(false);
    if (!e.ok)
      expect(e.error).toMatchObject({
        code: MOVE_ERRORS.notExpandable,
        why: 'step',
        step: { code: MOVE_ERRORS.emptyColumnKings },
      });
    // An illegal move is reported as such, not as unexpandable.
    const bad = expandRun(pos(RUNS_F0_E2), mv(pos(RUNS_F0_E2), '12'));
    expect(!bad.ok && bad.error.code).toBe(MOVE_ERRORS.tooMany);
  });
});

describe('first-card base', () => {
  const FIRST = { foundationBase: 'first-card' } as const;

  test('the first card home sets the base of all four foundations', () => {
    const start = dealOf(rulesOf(FIRST), 1);
    expect(start.base).toBeNull();
    // Before a base is set any card may go home: deal 1's eight top cards.
    expect(tokens(start).filter((t) => t.endsWith('h'))).toEqual([
      '1h',
      '2h',
      '3h',
      '4h',
      '5h',
      '6h',
      '7h',
      '8h',
    ]);
    const p = after(start, '1h'); // 6S: every foundation now starts at 6
    expect(p.base).toBe(6);
    expect(formatLayout(p).split('\n').slice(0, 2)).toEqual(['Foundations: H-0 C-0 D-0 S-6', 'Base: 6']);
    expect(why(p, '2h')).toMatchObject({ problem: 'not-next', card: cardOf(9, 0), needed: cardOf(6, 0) });
    expect(why(p, '1h')).toBeNull(); // the 6D, uncovered: diamonds start at 6 too
  });

  test('foundations wrap round from King to Ace', () => {
    const p = pos(
      'Foundations: H-Q C-8 D-8 S-8\nBase: 9\nFreecells: KH AH - -\n: 8H 7H 6H 5H 4H 3H 2H',
      FIRST,
    );
    expect(why(p, 'bh')).toMatchObject({ problem: 'not-next', card: cardOf(1, 2), needed: cardOf(13, 2) });
    const won = after(p, 'ah bh 1h 1h 1h 1h 1h 1h 1h');
    expect(gameStatus(won)).toBe('won');
  });
});

describe('foundations removable', () => {
  test('a foundation top may come back onto a column (hS3)', () => {
    const text = 'Foundations: H-J C-Q D-J S-Q\nFreecells: QH - - -\n: KS\n: QD\n: KD KH\n: KC';
    const p = pos(text, { foundationsRemovable: true });
    const m = mv(p, 'hS3');
    expect(m).toEqual({ from: { kind: 'foundation', index: 3 }, to: { kind: 'column', index: 2 }, count: 1 });
    const q = unwrap(play(p, m));
    expect(q.foundations).toEqual([12, 11, 11, 11]);
    expect(formatLayout(q)).toContain(': KD KH QS');
    expect(formatMove(m, p)).toBe('hS3');
    // Only onto a column, and only where it fits.
    expect(
      moveError(p, { from: { kind: 'foundation', index: 3 }, to: { kind: 'cell', index: 1 }, count: 1 })
        ?.code,
    ).toBe(MOVE_ERRORS.foundationFixed);
    expect(why(p, 'hS1')?.code).toBe(MOVE_ERRORS.build);
    // Not where foundations are fixed.
    const fixed = pos(text);
    expect(why(fixed, 'hS3')).toEqual({ code: MOVE_ERRORS.foundationFixed, removable: false });
  });
});

describe('rules that are data', () => {
  test('legality follows the rules value, not the variant name', () => {
    const r: RulesSpec = { ...rulesOf(), cellEntry: 'selective', sequenceMove: 'cells-plus-one' };
    const p = pos(RUNS, r);
    expect(why(p, '1a')?.code).toBe(MOVE_ERRORS.selective);
    expect(maxRunMove(p, false)).toBe(5);
  });
});
