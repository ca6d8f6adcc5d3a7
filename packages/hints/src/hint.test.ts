import {
  applyMove,
  cardOf,
  deal,
  FREECELL_RULES,
  isWon,
  legalMoves,
  moveError,
  parseCard,
  parseLayout,
  Position,
  seededRandom,
  unwrap,
  type Move,
  type RulesSpec,
} from '@cascade/core';
import { solve } from '@cascade/solver';
import { describe, expect, test } from 'vitest';
import { goalReached, type Goal } from './goals.ts';
import { hint, Hinter, hintToward, lastWinnablePoint, winnability, type Hint } from './hint.ts';
import { SEED_RULES, TINY } from './test-rules.ts';

const SEEDS = SEED_RULES;
/**
 * Budgets in positions only: a wall-clock limit would make the outcome depend on how loaded the
 * machine is. (The apps use a time limit too; these tests check behaviour, not speed.)
 */
const BUDGET = { maxStates: 3_000_000, timeoutMs: 600_000 };
/** Deal 14 of TINY cannot be won (checked by brute force below). */
const TINY_LOST = 14;
/** A small game for goal searches: aces to sixes, 6 columns, 2 cells. */
const SMALL: RulesSpec = { ...FREECELL_RULES, maxRank: 6, columns: 6, cells: 2 };
/** Winnable deals per seed variant (Ephemeral's literal rules make most deals unwinnable: 4 of 1–392). */
const WINNABLE: Record<string, number[]> = {
  freecell: [1, 2, 3],
  challenge: [1, 2, 3],
  inverted: [1, 2, 3],
  ephemeral: [99, 150, 289],
  selective: [1, 2, 3],
};

/** Independent brute force over core's legal moves: can the position be won? */
function bruteWinnable(start: Position): boolean {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const p = stack.pop() as Position;
    if (isWon(p)) return true;
    const key = JSON.stringify([p.columns, p.cells, p.foundations, p.pendingCell]);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const m of legalMoves(p)) stack.push(applyMove(p, m));
  }
  return false;
}

const position = (text: string, rules: RulesSpec = FREECELL_RULES) =>
  unwrap(Position.fromSetup(unwrap(parseLayout(text)), rules));
const card = (t: string) => unwrap(parseCard(t));

/** Follows a hinter's hints from `start` until it stops saying `winnable`; returns the last hint and the moves. */
function follow(
  h: Hinter,
  start: Position,
  goal?: Goal,
  limit = 400,
): { last: Hint; moves: Move[]; allFromLine: boolean } {
  const moves: Move[] = [];
  let p = start;
  let allFromLine = true;
  let last = goal ? h.hintToward({ start, moves }, goal, BUDGET) : h.hint({ start, moves }, BUDGET);
  while (last.status === 'winnable' && moves.length < limit) {
    const m = last.move as Move;
    expect(moveError(p, m)).toBeNull();
    moves.push(m);
    p = applyMove(p, m);
    last = goal ? h.hintToward({ start, moves }, goal, BUDGET) : h.hint({ start, moves }, BUDGET);
    if (last.status === 'winnable' && !last.fromLine) allFromLine = false;
  }
  return { last, moves, allFromLine };
}

describe('hint on real deals', () => {
  test.each(Object.entries(SEEDS))(
    'following the hints wins three %s deals, each next hint from the kept line',
    (id, rules) => {
      for (const n of WINNABLE[id] ?? []) {
        const start = unwrap(deal(rules, n));
        const first = hint({ start, moves: [] }, BUDGET);
        expect(first.status).toBe('winnable');
        expect(first.notation).toMatch(/^[0-9a-gkh][0-9a-gkh](v[0-9a-f]+)?$/);
        expect(first.sentence).toMatch(/^Move the .+ from .+ (to|onto) .+\.$/);
        // A reason says why, as a sentence, never the move again.
        expect(first.reason?.text).toMatch(/^[A-Z].+\.$/);
        expect(first.reason?.text).not.toMatch(/^It (moves|sends|builds|takes)\b/);
        const { last, moves, allFromLine } = follow(new Hinter(), start);
        expect(last.status).toBe('won');
        expect(allFromLine).toBe(true);
        let p = start;
        for (const m of moves) p = applyMove(p, m);
        expect(isWon(p)).toBe(true);
      }
    },
  );

  test('deal 11982 says at once that it cannot be won', () => {
    const start = unwrap(deal(FREECELL_RULES, 11982));
    const h = hint({ start, moves: [] }, { maxStates: 5_000_000, timeoutMs: 600_000 });
    expect(h.status).toBe('lost');
    expect(h.lostReason).toBe('unwinnable');
    // Nothing was played: the deal itself is lost, not the player's game.
    expect(h.summary).toBe('This deal cannot be won, whatever you play.');
    expect(h.move).toBeUndefined();
    // After a move, the same verdict says the game can no longer be won.
    const after = hint(
      { start, moves: [legalMoves(start)[0]!] },
      { maxStates: 5_000_000, timeoutMs: 600_000 },
    );
    expect(after).toMatchObject({ status: 'lost', lostReason: 'unwinnable' });
    expect(after.summary).toBe('This game can no longer be won, whatever you play.');
  });

  test('after a deviation the hinter repairs or re-plans, and still wins', () => {
    const start = unwrap(deal(FREECELL_RULES, 5));
    const h = new Hinter();
    const moves: Move[] = [];
    let p = start;
    const rand = seededRandom(42);
    for (let i = 0; i < 300; i++) {
      const got = h.hint({ start, moves }, BUDGET);
      if (got.status === 'won') break;
      expect(got.status).toBe('winnable');
      // Every fifth move, play a different legal move that keeps the game winnable.
      let m = got.move as Move;
      if (i % 5 === 4) {
        const others = legalMoves(p).filter((o) => JSON.stringify(o) !== JSON.stringify(m));
        const pick = others[rand() % Math.max(1, others.length)];
        if (pick && solve(applyMove(p, pick), BUDGET).status === 'solved') m = pick;
      }
      moves.push(m);
      p = applyMove(p, m);
    }
    expect(isWon(p)).toBe(true);
  });

  test('hints never turn a winnable position into a lost one (sampled along random play)', () => {
    const rand = seededRandom(7);
    for (const n of [10, 20, 30]) {
      let p = unwrap(deal(FREECELL_RULES, n));
      for (let step = 0; step < 40; step++) {
        const ms = legalMoves(p);
        if (ms.length === 0) break;
        p = applyMove(p, ms[rand() % ms.length] as Move);
        if (step % 10 !== 9) continue;
        const h = hint({ start: p, moves: [] }, BUDGET);
        if (h.status !== 'winnable') continue;
        const next = solve(applyMove(p, h.move as Move), BUDGET);
        expect(next.status).toBe('solved');
      }
    }
  });
});

describe('lost positions', () => {
  test('no legal move left', () => {
    const p = position(': AC 2H\n: AD 2C\n: AH 2S\n: AS 2D\n', {
      ...FREECELL_RULES,
      maxRank: 2,
      columns: 4,
      cells: 0,
    });
    const h = hint({ start: p, moves: [] });
    expect(h).toMatchObject({ status: 'lost', lostReason: 'no-moves' });
    expect(h.summary).toBe('No legal move is left: the game is lost.');
  });

  test('ephemeral: the card put in a cell cannot leave', () => {
    const rules: RulesSpec = { ...SEEDS.ephemeral!, maxRank: 2, columns: 4, cells: 1 };
    const p = position('Freecells: 2S*\n: AC 2H\n: AD 2C\n: AH\n: AS 2D\n', rules);
    expect(hint({ start: p, moves: [] })).toMatchObject({ status: 'lost', lostReason: 'cell-card-stuck' });
  });

  test('moves remain but the game cannot be won', () => {
    const p = unwrap(deal(TINY, TINY_LOST));
    expect(legalMoves(p).length).toBeGreaterThan(0);
    expect(bruteWinnable(p)).toBe(false);
    expect(hint({ start: p, moves: [] }, BUDGET)).toMatchObject({ status: 'lost', lostReason: 'unwinnable' });
    expect(winnability(p, BUDGET).status).toBe('lost');
  });

  test('a won game says so', () => {
    const p = position('Foundations: H-K C-K D-K S-K\n');
    expect(hint({ start: p, moves: [] })).toMatchObject({ status: 'won', summary: 'The game is won.' });
  });

  test('a budget that runs out says unknown, and an aborted hint says cancelled', () => {
    const start = unwrap(deal(FREECELL_RULES, 2));
    expect(hint({ start, moves: [] }, { maxStates: 10 }).status).toBe('unknown');
    const ac = new AbortController();
    ac.abort();
    const h = hint({ start, moves: [] }, { signal: ac.signal });
    expect(h).toMatchObject({ status: 'unknown', summary: 'The hint was cancelled.' });
  });

  test('an illegal history is a programmer error, reported with the move', () => {
    const start = unwrap(deal(FREECELL_RULES, 1));
    const bad: Move = { from: { kind: 'cell', index: 0 }, to: { kind: 'column', index: 0 }, count: 1 };
    expect(() => hint({ start, moves: [bad] })).toThrow(/illegal move 1/);
  });
});

describe('lastWinnablePoint', () => {
  test('random play on small deals: the point found is winnable and the next one lost', () => {
    let checked = 0;
    for (let n = 1; n <= 60 && checked < 12; n++) {
      const start = unwrap(deal(TINY, n));
      if (!bruteWinnable(start)) continue;
      const rand = seededRandom(n);
      const moves: Move[] = [];
      let p = start;
      for (let i = 0; i < 30; i++) {
        const ms = legalMoves(p);
        if (ms.length === 0 || isWon(p)) break;
        const m = ms[rand() % ms.length] as Move;
        moves.push(m);
        p = applyMove(p, m);
      }
      if (bruteWinnable(p)) continue;
      const point = lastWinnablePoint({ start, moves }, BUDGET);
      expect(point.status).toBe('found');
      const k = point.index as number;
      let q = start;
      for (const m of moves.slice(0, k)) q = applyMove(q, m);
      expect(bruteWinnable(q)).toBe(true);
      expect(bruteWinnable(applyMove(q, moves[k] as Move))).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  test('a game still winnable is not lost; an unwinnable deal was never winnable', () => {
    const start = unwrap(deal(FREECELL_RULES, 1));
    expect(lastWinnablePoint({ start, moves: [] }, BUDGET).status).toBe('not-lost');
    expect(lastWinnablePoint({ start: unwrap(deal(TINY, TINY_LOST)), moves: [] }, BUDGET).status).toBe(
      'never',
    );
  });
});

describe('goal hints', () => {
  const start = unwrap(deal(SMALL, 3));
  const goals: [string, Goal][] = [
    ['a card reaches its foundation', { kind: 'card-home', card: card('3C') }],
    ['a card reaches a column', { kind: 'card-to-column', card: card('AD'), column: 2, top: true }],
    ['a column is emptied', { kind: 'empty-column' }],
    ['a named column is emptied', { kind: 'empty-column', column: 5 }],
    // 5♥ is under the 2♥ in column 3; the 4♣ tops column 2; the 6♠ tops column 4.
    ['a run is moved', { kind: 'run-moved', card: cardOf(5, 2), column: 3, length: 2 }],
    ['the game is won', { kind: 'win' }],
  ];
  test.each(goals)('%s: following hintToward reaches it', (_name, goal) => {
    const { last, moves } = follow(new Hinter(), start, goal);
    expect(last.status).toBe('won'); // "won" = the goal is reached
    let p = start;
    for (const m of moves) p = applyMove(p, m);
    expect(goalReached(p, goal)).toBe(true);
  });

  test('an unreachable goal is reported lost', () => {
    // The solver searches this small deal's whole space: the bottom card of column 1 never reaches column 2.
    const p = unwrap(deal(TINY, TINY_LOST));
    const bottom = p.columns[0]?.[0] as number;
    expect(
      hintToward({ start: p, moves: [] }, { kind: 'card-to-column', card: bottom, column: 1 }, BUDGET).status,
    ).toBe('lost');
  });
});
