/**
 * Wrong plans: every step whose words warn against a move says which (a `wrong-plan` claim), and the
 * engine proves what it costs. Checked here apart from claims.ts, by exhaustive search: breadth-first
 * over core's legal moves (the step's allowed ones) for a goal on the board, the solver's proof for a
 * whole win. After the wrong move the goal is out of reach (`goal`), or the fewest moves to it
 * (the wrong move counted) are more than the par, which costs a star (stars.ts).
 */
import { applyMove, parseMove, type Move, type Position } from '@cascade/core';
import { goalReached } from '@cascade/hints';
import { shortestPathByBound, shortestPathToGoal, solve } from '@cascade/solver';
import { describe, expect, test } from 'vitest';
import { cardsLeft, moveAllowed } from '../game/steps.ts';
import { starsFor } from '../stars.ts';
import { COURSES, courseSteps } from './index.ts';
import { goalOf, houseSteps, start } from './lessons-fixture.ts';
import type { PlayStep } from './types.ts';

const playSteps: [string, PlayStep][] = [
  ...COURSES.flatMap((c) =>
    courseSteps(c)
      .filter((s): s is PlayStep => s.kind === 'play')
      .map((s) => [`${c.id}/${s.id}`, s] as [string, PlayStep]),
  ),
  ...houseSteps.map((s) => [`house/${s.id}`, s] as [string, PlayStep]),
];

/**
 * Words that warn against a move: a plan that "looks natural" or "loses", a move "instead of" another,
 * a card that "needs it", "keep it" somewhere, "would lose", "not in the free cell", "don't", moves
 * that leave "no move at all". ("Do not" is left out: the rules' own words, "empty columns do not
 * double it", warn against nothing.)
 */
export const WARNING =
  /\b(?:instead of|looks (?:natural|right|best)|would lose|loses|needs it|keep it|not in the free cell|not into|don't|no move at all)\b/i;

/** The fewest moves from `p` to the step's goal (null: out of reach), by exhaustive search. */
function fewest(step: PlayStep, p: Position): number | null {
  const goal = goalOf(step);
  const options = {
    goal: (q: Position) => goalReached(q, goal),
    ...(step.allowed ? { accepts: (q: Position, m: Move) => moveAllowed(step.allowed, m, q) } : {}),
    maxStates: 4_000_000,
  };
  if (goal.kind === 'win') {
    // The solver proves a lost board lost; a winnable one is searched by iterative deepening with
    // the cards still to go home as its bound (every one needs a move), which misses no shorter line.
    const s = solve(p, { maxStates: 2_000_000 });
    expect(s.status).not.toBe('unknown');
    if (s.status === 'unsolvable') return null;
    const w = shortestPathByBound(p, { ...options, lowerBound: cardsLeft });
    expect(w.status).toBe('found');
    return w.status === 'found' ? w.moves.length : null;
  }
  const r = shortestPathToGoal(p, options);
  expect(r.status).not.toBe('unknown');
  return r.status === 'found' ? r.moves.length : null;
}

const withClaims = playSteps.filter(([, s]) => s.claims?.some((c) => c.kind === 'wrong-plan'));

describe('wrong plans', () => {
  test('the steps that warn against a move', () => {
    expect(withClaims.map(([id]) => id).length).toBeGreaterThanOrEqual(9);
  });

  test.each(playSteps)('%s: its words warn against a move only with a wrong-plan claim', (_, step) => {
    const words = `${step.text} ${step.nudge ?? ''}`;
    const claimed = step.claims?.some((c) => c.kind === 'wrong-plan') ?? false;
    if (WARNING.test(words))
      expect([words.match(WARNING)?.[0], claimed]).toEqual([words.match(WARNING)?.[0], true]);
  });

  test.each(withClaims)('%s: the wrong plan costs what it says (exhaustive search)', (_, step) => {
    const p = start(step);
    const par = fewest(step, p);
    expect(par).toBe(step.par);
    for (const claim of step.claims ?? []) {
      if (claim.kind !== 'wrong-plan') continue;
      const m = parseMove(claim.move, p);
      if (!m.ok) throw new Error(`${claim.move}: ${m.error.code}`);
      expect(moveAllowed(step.allowed, m.value, p)).toBe(true);
      const after = fewest(step, applyMove(p, m.value));
      if (claim.costs === 'goal') expect([claim.move, after]).toEqual([claim.move, null]);
      else if (after !== null) expect([claim.move, starsFor(1 + after, step.par)]).toEqual([claim.move, 2]);
    }
  });
});
