/**
 * Every step is checked here: its board is a valid position for its rules, its goal is not reached
 * at the start but is reachable (an exhaustive breadth-first search over core's legal moves, and the
 * solver with a target), its par is exactly the fewest moves, following the Hint button from the
 * start reaches the goal with allowed moves only, what its words state holds, and its text names
 * only cards that are on the board. Deal 11982 is proven unwinnable; each checkpoint deal is won.
 */
import {
  CLOSED_CELL,
  applyMove,
  deal,
  foundationTop,
  formatCard,
  isLegal,
  parseCard,
  type Card,
  type Move,
  type Position,
} from '@cascade/core';
import { goalReached, runToEnd } from '@cascade/hints';
import { shortestPathToGoal, solve } from '@cascade/solver';
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { TutorService } from '../game/engine/service.ts';
import { checkClaim } from '../game/claims.ts';
import { goalSearchOptions, moveAllowed, openBoard, shortestLine } from '../game/steps.ts';
import { DEAL_SHOWN_FOR_TWO } from '../stars.ts';
import { COURSES, courseSteps, findStep } from './index.ts';
import { goalOf, houseSteps, rulesOf, start } from './lessons-fixture.ts';
import { cardMentions } from './mentions.ts';
import type { Course, DealStep, PlayStep } from './types.ts';

const playSteps: [string, PlayStep][] = [
  ...COURSES.flatMap((c) =>
    courseSteps(c)
      .filter((s): s is PlayStep => s.kind === 'play')
      .map((s) => [`${c.id}/${s.id}`, s] as [string, PlayStep]),
  ),
  ...houseSteps.map((s) => [`house/${s.id}`, s] as [string, PlayStep]),
];

/** Every card a learner can see: in the columns, in the cells, on top of a foundation. */
function visibleCards(p: Position): Set<string> {
  const out = new Set<string>();
  const add = (c: Card) => out.add(formatCard(c));
  for (const col of p.columns) col.forEach(add);
  for (const c of p.cells) if (c !== null && c !== CLOSED_CELL) add(c);
  for (let s = 0; s < 4; s++) {
    const t = foundationTop(p, s);
    if (t !== undefined) add(t);
  }
  return out;
}

/** "7♥" → "7H", through core's card parser. */
function cardCode(text: string): string {
  const c = parseCard(text);
  if (!c.ok) throw new Error(`"${text}" is not a card: ${c.error.message}`);
  return formatCard(c.value);
}

describe.each(playSteps)('step %s', (_, step) => {
  test('its goal has a target to mark on the board (a card or a pile)', () => {
    const g = goalOf(step);
    // Every goal without a card is a win (the foundations) or a column to empty.
    const marked = 'card' in g || g.kind === 'win' || g.column !== undefined;
    expect(marked).toBe(true);
  });

  test('the board is a valid position for its rules, and the goal card is on it', () => {
    const p = openBoard(step.board, rulesOf(step));
    expect(p.ok ? 'ok' : p.error).toBe('ok');
    const g = goalOf(step);
    if ('card' in g) {
      const where = [...start(step).columns.flat(), ...start(step).cells];
      expect(where).toContain(g.card);
    }
  });

  test('the goal is not reached at the start, and the par is the fewest moves that reach it', () => {
    const p = start(step);
    const goal = goalOf(step);
    expect(goalReached(p, goal)).toBe(false);
    const r = shortestLine(p, goal, step.allowed, p.rules);
    expect(r.status).toBe('found');
    if (r.status !== 'found') return;
    expect(r.moves.length).toBe(step.par);
    // The line found is legal move by move, allowed, and ends on the goal.
    let q = p;
    for (const m of r.moves) {
      expect(isLegal(q, m)).toBe(true);
      expect(moveAllowed(step.allowed, m, q)).toBe(true);
      q = applyMove(q, m);
    }
    expect(goalReached(q, goal)).toBe(true);
    // A win is searched with a bound (the cards still to go home): where the breadth-first search
    // over every position is small enough to finish, it finds the same line.
    if (goal.kind === 'win') {
      const bfs = shortestPathToGoal(p, goalSearchOptions(goal, step.allowed, p.rules, 100_000));
      if (bfs.status !== 'unknown') expect(bfs).toMatchObject({ status: 'found', moves: r.moves });
    }
  });

  test('the solver reaches the goal too (a target instead of a win)', () => {
    const goal = goalOf(step);
    // As the hints package asks: a target for tutorial goals, the solver's own search for a win.
    const target = goal.kind === 'win' ? {} : { target: (q: Position) => goalReached(q, goal) };
    const r = solve(start(step), { maxStates: 200_000, timeoutMs: 20_000, ...target });
    expect(r.status).toBe('solved');
  });

  test('following the hints from the start reaches the goal in par, with allowed moves only', () => {
    const service = new TutorService();
    const goal = goalOf(step);
    let p = start(step);
    const moves: Move[] = [];
    for (let i = 0; i < step.par && !goalReached(p, goal); i++) {
      const h = runToEnd(
        service.hint({
          rules: rulesOf(step),
          board: step.board,
          goal: step.goal,
          moves,
          ...(step.allowed ? { allowed: step.allowed } : {}),
        }),
      );
      expect(h.status).toBe('move');
      if (h.status !== 'move') return;
      expect(isLegal(p, h.move)).toBe(true);
      expect(moveAllowed(step.allowed, h.move, p)).toBe(true);
      expect(h.sentence).toMatch(/^Move /);
      moves.push(h.move);
      p = applyMove(p, h.move);
    }
    expect(goalReached(p, goal)).toBe(true);
  });

  test('what its words state holds under its own rules (its claims, checked by core)', () => {
    const context = { goal: goalOf(step), ...(step.allowed ? { allowed: step.allowed } : {}) };
    for (const claim of step.claims ?? []) {
      expect([claim.kind, checkClaim(claim, start(step), context)]).toMatchObject([claim.kind, { ok: true }]);
      if (claim.kind === 'parks' || claim.kind === 'run-limit')
        expect(`${step.text} ${step.nudge ?? ''}`).toContain(claim.words);
    }
  });

  test('the text names only cards that are on the board', () => {
    const seen = visibleCards(start(step));
    const named = [step.title, step.text, step.nudge ?? ''].flatMap(cardMentions).map(cardCode);
    const missing = named.filter((c) => !seen.has(c));
    expect(missing).toEqual([]);
  });
});

describe('the proof of deal 11982', () => {
  test('the strategy course proves it unwinnable in the worker service', () => {
    const course = COURSES.find((c) => c.id === 'strategy') as Course;
    const place = findStep(course, 'deal-11982');
    expect(place?.step.kind).toBe('proof');
    const r = runToEnd(new TutorService().prove({ rules: getVariant('freecell').rules, deal: 11982 }));
    expect(r.status).toBe('unsolvable');
    expect(r.states).toBeGreaterThan(1000);
  });

  test('proof steps name only cards of their deal', () => {
    for (const c of COURSES) {
      for (const s of courseSteps(c)) {
        if (s.kind !== 'proof') continue;
        const p = deal(rulesOf(s), s.deal);
        expect(p.ok).toBe(true);
        if (!p.ok) continue;
        const seen = visibleCards(p.value);
        expect(
          [s.title, s.text]
            .flatMap(cardMentions)
            .map(cardCode)
            .filter((x) => !seen.has(x)),
        ).toEqual([]);
      }
    }
  });
});

describe('checkpoints: a whole deal played inside the tutorial', () => {
  const checkpoints = COURSES.flatMap((c) =>
    courseSteps(c)
      .filter((s): s is DealStep => s.kind === 'deal')
      .map((s) => [`${c.id}/${s.id}`, s] as const),
  );

  test('the FreeCell course ends on one, before its real deal in the game app', () => {
    const steps = courseSteps(COURSES[0] as Course);
    expect(steps.at(-1)?.kind).toBe('deal');
    expect(checkpoints.length).toBeGreaterThan(0);
  });

  test.each(checkpoints)('%s: the solver wins the deal, and the text says how stars are earned', (_, s) => {
    const p = deal(rulesOf(s), s.deal);
    if (!p.ok) throw new Error(p.error.message);
    expect(solve(p.value, { maxStates: 2_000_000, timeoutMs: 30_000 }).status).toBe('solved');
    expect(s.text).toContain(`${DEAL_SHOWN_FOR_TWO} moves shown or fewer`);
    expect(s.text).toContain(`deal ${s.deal}`);
    // It names no card that is not in the deal.
    const seen = visibleCards(p.value);
    expect(
      [s.title, s.text]
        .flatMap(cardMentions)
        .map(cardCode)
        .filter((x) => !seen.has(x)),
    ).toEqual([]);
  });
});
