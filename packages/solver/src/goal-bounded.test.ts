import {
  deal,
  FREECELL_RULES,
  isHome,
  isWon,
  parseLayout,
  Position,
  unwrap,
  type Move,
  type RulesSpec,
} from '@cascade/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BoundedGoalSearch, shortestPathByBound } from './goal.ts';
import { shortestPathToGoal, type GoalSearchOptions } from './goal.ts';

/** A shrunken FreeCell: Aces to 3s, 4 columns, 1 free cell. */
const TINY: RulesSpec = { ...FREECELL_RULES, maxRank: 3, columns: 4, cells: 1 };

/** Cards off the foundations: each needs a move of its own to go home. */
const cardsLeft = (p: Position) => p.rules.maxRank * 4 - p.foundations.reduce((a, b) => a + b, 0);

/** The lessons' order: home first, then building, then an empty column, a free cell last. */
const prefer = (p: Position, m: Move) =>
  m.to.kind === 'foundation'
    ? 0
    : m.to.kind === 'cell'
      ? 3
      : (p.columns[m.to.index]?.length ?? 0) > 0
        ? 1
        : 2;

describe('shortestPathByBound', () => {
  test('a win: the same status and the same line as the breadth-first search, on random small deals', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32000 }), fc.boolean(), (n, sym) => {
        const start = unwrap(deal(TINY, n));
        const options: GoalSearchOptions = {
          goal: isWon,
          prefer,
          ...(sym ? { symmetry: { cells: true, columns: true } } : {}),
        };
        const bfs = shortestPathToGoal(start, options);
        const ida = shortestPathByBound(start, { ...options, lowerBound: cardsLeft });
        expect(ida.status).toBe(bfs.status);
        if (bfs.status === 'found' && ida.status === 'found') {
          expect(ida.moves).toEqual(bfs.moves);
          // It keeps fewer positions than the breadth-first search.
          expect(ida.states).toBeLessThan(bfs.states);
          found++;
        }
      }),
      { seed: 0xb0d, numRuns: 25 },
    );
    expect(found).toBeGreaterThan(10);
  });

  test('a card home with no bound (0): iterative deepening, the same line as breadth-first', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32000 }), fc.integer({ min: 0, max: 11 }), (n, card) => {
        const start = unwrap(deal(TINY, n));
        const options: GoalSearchOptions = { goal: (p) => isHome(p, card), prefer };
        const bfs = shortestPathToGoal(start, options);
        const ida = shortestPathByBound(start, { ...options, lowerBound: () => 0 });
        expect(ida.status).toBe(bfs.status);
        if (bfs.status === 'found' && ida.status === 'found') {
          expect(ida.moves).toEqual(bfs.moves);
          found++;
        }
      }),
      { seed: 0x1da, numRuns: 20 },
    );
    expect(found).toBeGreaterThan(10);
  });

  test('out of reach: proven so once a pass cuts nothing', () => {
    // The Q♠ is home for good: no line puts it back in a column.
    const p = unwrap(
      Position.fromSetup(unwrap(parseLayout('Foundations: H-K C-K D-K S-Q\n: KS')), FREECELL_RULES),
    );
    const r = shortestPathByBound(p, {
      goal: (q) => q.columns.some((c) => c.length === 2),
      lowerBound: () => 0,
    });
    expect(r.status).toBe('unreachable');
    expect(shortestPathByBound(p, { goal: isWon, lowerBound: cardsLeft })).toMatchObject({
      status: 'found',
      moves: [{ to: { kind: 'foundation' } }],
    });
  });

  test('the budget bounds the work: positions searched again count too (a whole deal runs out)', () => {
    // Passes search again the positions reached again in fewer moves, keeping no new one: counted
    // only as positions kept, the budget let this search run on and on (it was stopped here by a
    // signal after 64 bound evaluations per position of the budget: a work guard, not a clock).
    const start = unwrap(deal(FREECELL_RULES, 11982));
    const maxStates = 100_000;
    const guard = new AbortController();
    let evaluations = 0;
    const lowerBound = (p: Position) => {
      if (++evaluations > maxStates * 64) guard.abort();
      return cardsLeft(p);
    };
    const symmetry = { cells: true, columns: true };
    const r = shortestPathByBound(start, {
      goal: isWon,
      lowerBound,
      prefer,
      symmetry,
      maxStates,
      signal: guard.signal,
    });
    expect(r).toMatchObject({ status: 'unknown', reason: 'max-states', states: maxStates });
  });

  test('budgets, and the same answer in slices as in one call', () => {
    const start = unwrap(deal(FREECELL_RULES, 1));
    expect(shortestPathByBound(start, { goal: isWon, lowerBound: cardsLeft, maxStates: 500 })).toMatchObject({
      status: 'unknown',
      reason: 'max-states',
    });
    const ctl = new AbortController();
    ctl.abort();
    expect(
      shortestPathByBound(start, { goal: isWon, lowerBound: cardsLeft, signal: ctl.signal }),
    ).toMatchObject({ status: 'unknown', reason: 'aborted' });
    const tiny = unwrap(deal(TINY, 11));
    const options = { goal: isWon, lowerBound: cardsLeft, prefer };
    const whole = shortestPathByBound(tiny, options);
    const search = new BoundedGoalSearch(tiny, options);
    let r = search.step(0);
    while (r === null) r = search.step(0);
    expect(r).toEqual(whole);
  });
});
