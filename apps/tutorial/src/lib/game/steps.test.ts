import { FREECELL_RULES, deal } from '@cascade/core';
import { shortestPathByBound } from '@cascade/solver';
import { describe, expect, test } from 'vitest';
import { cardsLeft, goalSearchOptions, openBoard, shortestLine, WIN_CHECK_STATES } from './steps.ts';

describe('the search for a win', () => {
  test('a lost position is proven lost by the solver, where the bounded search alone runs out', () => {
    // Deal 11982 cannot be won: the solver proves it within its budget of positions.
    const lost = deal(FREECELL_RULES, 11982);
    if (!lost.ok) throw new Error(lost.error.message);
    const r = shortestLine(lost.value, { kind: 'win' }, undefined, FREECELL_RULES);
    expect(r.status).toBe('unreachable');
    expect(r.states).toBeLessThanOrEqual(WIN_CHECK_STATES);
    // The bounded search alone could only prove it by searching every reachable position.
    const alone = shortestPathByBound(lost.value, {
      ...goalSearchOptions({ kind: 'win' }, undefined, FREECELL_RULES, 100_000),
      lowerBound: cardsLeft,
    });
    expect(alone).toMatchObject({ status: 'unknown', reason: 'max-states' });
  });

  test('a winnable position gets the bounded search’s shortest line', () => {
    const p = openBoard('Foundations: C-Q D-K H-J S-K\n: QH KC\n: KH', FREECELL_RULES);
    if (!p.ok) throw new Error(p.error);
    // The K♣ first (it covers the Q♥), then the Q♥ and the K♥: three moves, one a card each.
    expect(shortestLine(p.value, { kind: 'win' }, undefined, FREECELL_RULES)).toMatchObject({
      status: 'found',
      moves: [{ to: { kind: 'foundation' } }, { to: { kind: 'foundation' } }, { to: { kind: 'foundation' } }],
    });
  });
});
