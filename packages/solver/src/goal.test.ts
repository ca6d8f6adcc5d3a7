import {
  applyMove,
  cardOf,
  deal,
  FREECELL_RULES,
  isHome,
  legalMoves,
  parseLayout,
  Position,
  replayMoves,
  unwrap,
  type Move,
  type RulesSpec,
} from '@cascade/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_GOAL_MAX_STATES,
  GOAL_MAX_STATES_LIMIT,
  goalStatesBudget,
  GoalSearch,
  shortestPathToGoal,
  type GoalSearchOptions,
} from './goal.ts';

const board = (text: string, rules: Partial<RulesSpec> = {}) =>
  unwrap(Position.fromSetup(unwrap(parseLayout(text)), { ...FREECELL_RULES, ...rules }));

/** The fewest moves to the goal by iterative deepening: an independent reading of "shortest". */
function fewestByDeepening(start: Position, options: GoalSearchOptions, maxDepth: number): number | null {
  const reach = (p: Position, depth: number): boolean => {
    if (options.goal(p)) return true;
    if (depth === 0) return false;
    for (const m of legalMoves(p)) {
      if (options.accepts && !options.accepts(p, m)) continue;
      if (reach(applyMove(p, m), depth - 1)) return true;
    }
    return false;
  };
  for (let d = 0; d <= maxDepth; d++) if (reach(start, d)) return d;
  return null;
}

/** A shrunken FreeCell: Aces to 3s, 4 columns, 1 free cell. */
const TINY: RulesSpec = { ...FREECELL_RULES, maxRank: 3, columns: 4, cells: 1 };

describe('shortestPathToGoal', () => {
  test('the fewest moves, checked against iterative deepening on random small deals', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32000 }), fc.integer({ min: 0, max: 11 }), (n, target) => {
        const start = unwrap(deal(TINY, n));
        const card = target; // one of the twelve cards
        const options: GoalSearchOptions = { goal: (p) => isHome(p, card) };
        const r = shortestPathToGoal(start, options);
        const fewest = fewestByDeepening(start, options, 5);
        if (r.status === 'found') {
          // The line is legal, reaches the goal, and no shorter one exists.
          const end = unwrap(replayMoves(start, r.moves));
          expect(isHome(end, card)).toBe(true);
          if (fewest !== null) {
            expect(r.moves.length).toBe(fewest);
            compared++;
          } else expect(r.moves.length).toBeGreaterThan(5);
        } else {
          expect(r.status).toBe('unreachable');
          expect(fewest).toBeNull();
        }
      }),
      { seed: 0x60a1, numRuns: 30 },
    );
    // Most goals are a few moves away: the comparison is not vacuous.
    expect(compared).toBeGreaterThan(10);
  });

  test('a goal that holds already takes no move; one out of reach is proven so', () => {
    const p = board('Foundations: H-K C-K D-K S-Q\n: KS');
    expect(shortestPathToGoal(p, { goal: () => true })).toEqual({ status: 'found', moves: [], states: 1 });
    // The Q♠ is home, and cards never come back from a foundation here.
    const r = shortestPathToGoal(p, { goal: (q) => q.columns.some((c) => c.includes(cardOf(12, 3))) });
    expect(r.status).toBe('unreachable');
  });

  test('only the moves the filter accepts: a longer way round, or none', () => {
    // The 5♥ alone in column 1 must reach the hearts foundation (H-4).
    const p = board('Foundations: H-4 C-K D-K S-K\n: 5H\n: KH QH JH TH 9H 8H 7H 6H', { columns: 4 });
    const goal = (q: Position) => isHome(q, cardOf(5, 2));
    expect(shortestPathToGoal(p, { goal })).toMatchObject({
      status: 'found',
      moves: [{ to: { kind: 'foundation' } }],
    });
    // Foundations only from a cell: through free cell a first.
    const viaCell = shortestPathToGoal(p, {
      goal,
      accepts: (_q, m) => m.to.kind !== 'foundation' || m.from.kind === 'cell',
    });
    expect(viaCell.status === 'found' && viaCell.moves.map((m) => `${m.from.kind}>${m.to.kind}`)).toEqual([
      'column>cell',
      'cell>foundation',
    ]);
    expect(shortestPathToGoal(p, { goal, accepts: (_q, m) => m.to.kind === 'column' })).toMatchObject({
      status: 'unreachable',
    });
  });

  test('symmetry: the same length, fewer positions kept', () => {
    const start = unwrap(deal(TINY, 7));
    const goal = (p: Position) => p.columns.some((c) => c.length === 0);
    const exact = shortestPathToGoal(start, { goal });
    const sym = shortestPathToGoal(start, { goal, symmetry: { cells: true, columns: true } });
    expect(exact.status).toBe('found');
    expect(sym.status).toBe('found');
    if (exact.status === 'found' && sym.status === 'found') {
      expect(sym.moves.length).toBe(exact.moves.length);
      expect(sym.states).toBeLessThanOrEqual(exact.states);
    }
  });

  test('dead positions are not searched from', () => {
    const start = unwrap(deal(TINY, 3));
    const card = cardOf(3, 0);
    const goal = (p: Position) => p.columns[0]?.includes(card) === true && !isHome(p, card);
    const all = shortestPathToGoal(start, { goal });
    const pruned = shortestPathToGoal(start, { goal, dead: (p) => isHome(p, card) });
    expect(pruned.status).toBe(all.status);
    if (all.status === 'found' && pruned.status === 'found')
      expect(pruned.moves.length).toBe(all.moves.length);
  });

  test('budgets: positions, time, a signal; the same answer in slices as in one call', () => {
    const start = unwrap(deal(FREECELL_RULES, 1));
    const never = { goal: () => false };
    expect(shortestPathToGoal(start, { ...never, maxStates: 500 })).toMatchObject({
      status: 'unknown',
      reason: 'max-states',
    });
    const ctl = new AbortController();
    ctl.abort();
    expect(shortestPathToGoal(start, { ...never, signal: ctl.signal })).toMatchObject({
      status: 'unknown',
      reason: 'aborted',
    });
    expect(shortestPathToGoal(start, { ...never, timeoutMs: 0, maxStates: 1e9 })).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
    });
    // Stepping with deadlines already past pauses between positions and reaches the same answer.
    const tiny = unwrap(deal(TINY, 11));
    const options: GoalSearchOptions = { goal: (p) => isHome(p, cardOf(3, 2)) };
    const whole = shortestPathToGoal(tiny, options);
    const search = new GoalSearch(tiny, options);
    let r = search.step(0);
    while (r === null) r = search.step(0);
    expect(r).toEqual(whole);
    expect(search.step()).toBe(r);
  });

  test('prefer: of the shortest lines, the first in the order asked; its rest is the line from there', () => {
    // Moves to a free cell last, then foundation moves first: a lesson's order.
    const prefer = (_p: Position, m: Move) => (m.to.kind === 'foundation' ? 0 : m.to.kind === 'cell' ? 2 : 1);
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32000 }), fc.integer({ min: 0, max: 11 }), (n, card) => {
        const start = unwrap(deal(TINY, n));
        const options: GoalSearchOptions = { goal: (p) => isHome(p, card) };
        const plain = shortestPathToGoal(start, options);
        const r = shortestPathToGoal(start, { ...options, prefer });
        expect(r.status).toBe(plain.status);
        if (r.status !== 'found' || plain.status !== 'found' || r.moves.length === 0) return;
        expect(r.moves.length).toBe(plain.moves.length);
        // The first move is the first, in the order asked, of those that start a shortest line.
        const d = r.moves.length;
        const starts = legalMoves(start)
          .map((m, i) => ({ m, i }))
          .sort((a, b) => prefer(start, a.m) - prefer(start, b.m) || a.i - b.i)
          .map((x) => x.m)
          .filter((m) => {
            const after = shortestPathToGoal(applyMove(start, m), options);
            return after.status === 'found' && after.moves.length === d - 1;
          });
        expect(r.moves[0]).toEqual(starts[0]);
        // Played, the next search continues the same line.
        const rest = shortestPathToGoal(applyMove(start, r.moves[0] as Move), { ...options, prefer });
        expect(rest.status === 'found' && rest.moves).toEqual(r.moves.slice(1));
        checked++;
      }),
      { seed: 0x9ef, numRuns: 12 },
    );
    expect(checked).toBeGreaterThan(5);
  });

  test('the line is one of moves core plays, runs as one move', () => {
    // The Q♥ J♣ run moves onto the K♣ in one move (card by card it takes three).
    const p = board('Foundations: H-T C-T D-K S-K\n: QH JC\n: KC\n:\n: KH QC JH', { columns: 4 });
    const r = shortestPathToGoal(p, { goal: (q) => q.columns[1]?.length === 3 });
    expect(r).toMatchObject({ status: 'found', moves: [{ count: 2 }] });
    const moves = r.status === 'found' ? r.moves : [];
    expect(replayMoves(p, moves as Move[]).ok).toBe(true);
  });
});

test('a goal search keeps any budget within what a Map holds (2^24 entries): a larger one stops there', () => {
  expect(GOAL_MAX_STATES_LIMIT).toBeLessThan(2 ** 24);
  expect(goalStatesBudget({})).toBe(DEFAULT_GOAL_MAX_STATES);
  expect(goalStatesBudget({ maxStates: 500 })).toBe(500);
  expect(goalStatesBudget({ maxStates: 1e9 })).toBe(GOAL_MAX_STATES_LIMIT);
});
