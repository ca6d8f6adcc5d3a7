/**
 * The steps the courses were once missing are there, and what they claim holds: a whole board
 * to plan, "Lost with moves left" (under every rules a house course draws it for), the checkpoint
 * deal, making house rules, Challenge's pointer back to the FreeCell basics.
 */
import { FREECELL_RULES, applyMove, deal, legalMoves, type Position, type RulesSpec } from '@cascade/core';
import { goalReached } from '@cascade/hints';
import { listVariants } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { openBoard, shortestLine } from '../game/steps.ts';
import { houseCourse } from './house-course.ts';
import { COURSES, findStep } from './index.ts';
import { goalOf, rulesOf, start } from './lessons-fixture.ts';
import type { Course, PlayStep } from './types.ts';

describe('what the courses were once missing', () => {
  // Each a play step with a goal the engine checks (its par and hints are tested above).
  test.each([
    ['freecell', 'stays-home'],
    ['freecell', 'the-deal'],
    ['freecell', 'autoplay'],
    ['inverted', 'king-starts'],
    ['inverted', 'any-card-empty-column'],
    ['selective', 'empty-column-takes-any'],
    ['strategy', 'supermove'],
    ['strategy', 'lost-with-moves-left'],
    ['strategy', 'plan-a-whole-board'],
  ])('%s has the step %s', (course, id) => {
    const c = COURSES.find((x) => x.id === course) as Course;
    expect(findStep(c, id)?.step.kind).toBe('play');
  });

  test('the last three: a whole board to plan, a checkpoint deal, making house rules', () => {
    const strategy = COURSES.find((x) => x.id === 'strategy') as Course;
    const board = findStep(strategy, 'plan-a-whole-board')?.step as PlayStep;
    // A whole board: every column in use, every free cell full, the goal the win, a long plan.
    const p = start(board);
    expect(p.columns.every((c) => c.length > 0)).toBe(true);
    expect(p.cells.every((c) => c !== null)).toBe(true);
    expect(board.goal).toEqual({ kind: 'win' });
    expect(board.par).toBeGreaterThanOrEqual(20);
    // Three moves are open; the one that looks best (the 10♠ home) loses the game, the others keep the par.
    const firsts = legalMoves(p);
    expect(firsts).toHaveLength(3);
    const after = firsts.map((m) => shortestLine(applyMove(p, m), { kind: 'win' }, undefined, p.rules));
    expect(after.map((r) => (r.status === 'found' ? r.moves.length + 1 : r.status))).toEqual([
      'unreachable',
      board.par,
      board.par,
    ]);
    expect(firsts[0]?.to.kind).toBe('foundation');
    expect(findStep(COURSES[0] as Course, 'checkpoint-deal')?.step.kind).toBe('deal');
    // Making house rules is a course of its own, after Strategy.
    const house = COURSES.find((x) => x.id === 'house-rules') as Course;
    expect(findStep(house, 'make-house-rules')?.step.kind).toBe('house-rules');
    expect(findStep(strategy, 'make-house-rules')).toBeUndefined();
    expect(COURSES.indexOf(house)).toBe(COURSES.indexOf(strategy) + 1);
  });

  /**
   * The claim of "Lost with moves left" under some rules: of the open moves exactly one, a card home,
   * makes the goal unreachable (the solver's goal search, breadth-first: every position reachable
   * after it searched) while every position after it still has a legal move; the others keep the goal
   * in reach, the best of them in the par. Returns the number of open moves.
   */
  function expectLostWithMovesLeft(s: PlayStep, rules: RulesSpec): number {
    const board = openBoard(s.board, rules);
    if (!board.ok) throw new Error(board.error);
    const p = board.value;
    const goal = goalOf(s);
    // Every column of the rules holds cards and every free cell is full (an empty column or cell is
    // what rescues a position), and no filter hides a move: the learner chooses.
    expect(s.allowed).toBeUndefined();
    expect(p.columns).toHaveLength(rules.columns);
    expect(p.columns.every((c) => c.length > 0)).toBe(true);
    expect(p.cells).toHaveLength(rules.cells);
    expect(p.cells.every((c) => c !== null)).toBe(true);
    const firsts = legalMoves(p);
    const after = firsts.map((m) => {
      const q = applyMove(p, m);
      return { m, q, r: shortestLine(q, goal, undefined, rules) };
    });
    expect(after.map((a) => a.r.status).filter((x) => x !== 'found' && x !== 'unreachable')).toEqual([]);
    const lost = after.filter((a) => a.r.status === 'unreachable');
    expect(lost).toHaveLength(1);
    const [loser] = lost;
    if (!loser) return firsts.length;
    // The tempting one: a card home.
    expect(loser.m.to.kind).toBe('foundation');
    // The game would go on: every position reachable after it has a legal move, for ever.
    const key = (q: Position) => JSON.stringify([q.columns, q.cells, q.foundations]);
    const seen = new Map<string, Position>([[key(loser.q), loser.q]]);
    for (const q of seen.values()) {
      const next = legalMoves(q);
      expect(next.length).toBeGreaterThan(0);
      expect(goalReached(q, goal)).toBe(false);
      for (const m of next) {
        const r = applyMove(q, m);
        if (!seen.has(key(r))) seen.set(key(r), r);
      }
    }
    // The others keep the goal in reach, the best of them in the par.
    const kept = after
      .filter((a) => a !== loser)
      .map((a) => (a.r.status === 'found' ? a.r.moves.length + 1 : 0));
    expect(kept.every((n) => n >= s.par)).toBe(true);
    expect(Math.min(...kept)).toBe(s.par);
    // The hints' line never starts with the losing move.
    const line = shortestLine(p, goal, undefined, rules);
    expect(line.status === 'found' && line.moves[0]).not.toEqual(loser.m);
    return firsts.length;
  }

  test('lost with moves left: of the open moves one loses the 8♥ for good while the game goes on, the others keep the par', () => {
    const strategy = COURSES.find((x) => x.id === 'strategy') as Course;
    const s = findStep(strategy, 'lost-with-moves-left')?.step as PlayStep;
    expect(s.variant).toBe('freecell');
    const open = expectLostWithMovesLeft(s, rulesOf(s));
    // The text says how many moves are open.
    expect(s.text).toContain(`${['No', 'One', 'Two', 'Three', 'Four', 'Five'][open]} moves are open`);
  });

  test.each(listVariants().map((v) => [v.id, v] as const))(
    'lost with moves left under %s rules: where a house course draws it, its claim holds there too',
    (_, v) => {
      const s = findStep(houseCourse(v), 'strategy.lost-with-moves-left')?.step;
      if (s?.kind === 'play') expectLostWithMovesLeft(s, v.rules);
    },
  );

  test('Challenge points back to the FreeCell course for the basics', () => {
    const c = COURSES.find((x) => x.id === 'challenge') as Course;
    expect(c.basics?.course).toBe('freecell');
    expect(COURSES.some((x) => x.id === c.basics?.course)).toBe(true);
  });

  test('the deal step is a whole deal as dealt: 52 cards, seven in the first four columns, six in the others', () => {
    const s = findStep(COURSES[0] as Course, 'the-deal')?.step as PlayStep;
    const p = start(s);
    expect(p.columns.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    const d = deal(FREECELL_RULES, 3);
    expect(d.ok && d.value.columns).toEqual(p.columns);
  });
});
