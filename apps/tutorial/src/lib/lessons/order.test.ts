/**
 * Lessons in order: every course, walked step by step, asks for no kind of move (move-kinds.ts) it
 * has not taught yet. Every shortest line of a step (par moves from its start to its goal, under its
 * allowed moves: a learner can take any of them) may use only the kinds its course's earlier steps
 * taught, or the step itself, or the course it names as its basics. The seed courses, the generated
 * course of every catalogue variant and of three house-rules strings are walked.
 */
import { applyMove, FREECELL_RULES, formatMoves, type Move, type Position } from '@cascade/core';
import { encodeHouseRules, listVariants, resolveVariant, type Variant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { parLineKinds } from '../game/par-lines.ts';
import { openBoard, shortestLine, toGoal } from '../game/steps.ts';
import { houseCourse } from './house-course.ts';
import { HOUSE_RULES } from './house-rules.ts';
import { COURSES, courseSteps, findCourse } from './index.ts';
import { MOVE_KINDS, moveKinds, type MoveKind } from './move-kinds.ts';
import { stepVariant } from './step-rules.ts';
import type { Course, PlayStep } from './types.ts';

/** Three house-rules strings with different knobs changed: runs, the foundations, the cells. */
const ORDER_HOUSE_RULES = [
  HOUSE_RULES.oneCard,
  encodeHouseRules({
    name: 'Removable, by suit',
    rules: { ...FREECELL_RULES, foundationsRemovable: true, buildPolicy: 'same-suit' },
  }),
  encodeHouseRules({
    name: 'Two cells, single use',
    rules: { ...FREECELL_RULES, cells: 2, cellStay: 'single-use' },
  }),
];

function variantOf(id: string): Variant {
  const v = resolveVariant(id);
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/** [label, course, the rules it is played with (null: each step's own)]. */
const CASES: [string, Course, Variant | null][] = [
  ...COURSES.map((c) => [c.id, c, null] as [string, Course, Variant | null]),
  ...listVariants().map((v) => [`house/${v.id}`, houseCourse(v), v] as [string, Course, Variant | null]),
  ...ORDER_HOUSE_RULES.map((code) => {
    const v = variantOf(code);
    return [`house/${v.name}`, houseCourse(v), v] as [string, Course, Variant | null];
  }),
];

/** A step's start and goal under the rules it is played with. */
function opened(step: PlayStep, variant: Variant | null) {
  const rules = variant?.rules ?? stepVariant(step).rules;
  const start = openBoard(step.board, rules);
  if (!start.ok) throw new Error(`${step.id}: ${start.error}`);
  const goal = toGoal(step.goal);
  if (!goal.ok) throw new Error(`${step.id}: ${goal.error}`);
  return { start: start.value, goal: goal.value };
}

/** The kinds of the moves of a line. */
function lineKinds(start: Position, line: readonly Move[]): Set<MoveKind> {
  const out = new Set<MoveKind>();
  let p = start;
  for (const m of line) {
    for (const k of moveKinds(p, m)) out.add(k);
    p = applyMove(p, m);
  }
  return out;
}

/**
 * What a step teaches: its `teaches`; a step without one (the generated steps, the house-rules
 * lessons) teaches the kinds of the line its hints show (the first of its shortest lines in the
 * lessons' order), the other shortest lines being checked like any step's.
 */
function taughtBy(step: PlayStep, variant: Variant | null): Set<MoveKind> {
  if (step.teaches) return new Set(step.teaches);
  const { start, goal } = opened(step, variant);
  const r = shortestLine(start, goal, step.allowed, start.rules);
  return r.status === 'found' ? lineKinds(start, r.moves) : new Set();
}

/** Everything a course teaches (a course named as basics gives all of it). */
function courseTeaches(course: Course): Set<MoveKind> {
  const out = new Set<MoveKind>();
  for (const s of courseSteps(course)) if (s.kind === 'play') for (const k of taughtBy(s, null)) out.add(k);
  return out;
}

describe('move kinds', () => {
  test('a card, a run, a free cell and an empty column are told apart; the turned-around rules get kinds of their own', () => {
    const open = (board: string, id: string) => {
      const p = openBoard(board, variantOf(id).rules);
      if (!p.ok) throw new Error(p.error);
      return p.value;
    };
    const p = open(
      'Foundations: C-9 D-9 H-9 S-8\nFreecells: 9S - - -\n: KC QH JC\n: QD\n: TS\n:\n: TC QC TD JD KD TH JH KH JS QS KS',
      'freecell',
    );
    const col = (i: number) => ({ kind: 'column', index: i }) as const;
    expect(moveKinds(p, { from: col(0), to: col(1), count: 1 })).toEqual(['build']);
    expect(moveKinds(p, { from: col(0), to: col(3), count: 2 })).toEqual(['run', 'to-empty-column']);
    expect(moveKinds(p, { from: col(0), to: { kind: 'cell', index: 1 }, count: 1 })).toEqual(['to-cell']);
    expect(
      moveKinds(p, { from: { kind: 'cell', index: 0 }, to: { kind: 'foundation', index: 3 }, count: 1 }),
    ).toEqual(['from-cell', 'foundation']);
    const inv = open('Foundations: C-A D-A H-5 S-A\n: 3H 4H\n: AH 2H', 'inverted');
    expect(moveKinds(inv, { from: col(0), to: { kind: 'foundation', index: 2 }, count: 1 })).toEqual([
      'foundation-down',
    ]);
    const up = open('Foundations: C-A D-A H-4 S-5\n: 3H 2H\n: 4S 3S\n: AS 2S\n: AH', 'inverted');
    expect(moveKinds(up, { from: col(1), to: col(0), count: 1 })).toEqual(['build-up']);
    expect(new Set(MOVE_KINDS).size).toBe(MOVE_KINDS.length);
  });

  test('every play step of a seed course says what it teaches', () => {
    for (const c of COURSES)
      for (const s of courseSteps(c))
        if (s.kind === 'play') expect([c.id, s.id, s.teaches]).not.toContain(undefined);
  });
});

describe.each(CASES)('lessons in order: %s', (_, course, variant) => {
  test('every shortest line of every step uses only kinds taught by then', () => {
    const basics = course.basics ? findCourse(course.basics.course) : undefined;
    const known = basics ? courseTeaches(basics) : new Set<MoveKind>();
    const problems: string[] = [];
    for (const step of courseSteps(course)) {
      if (step.kind !== 'play') continue;
      const teaches = taughtBy(step, variant);
      const { start, goal } = opened(step, variant);
      // Its par under these rules (a widened knob may change it): the fewest moves.
      const fewest = shortestLine(start, goal, step.allowed, start.rules);
      if (fewest.status !== 'found') {
        problems.push(`${step.id}: no line to the goal (${fewest.status})`);
        continue;
      }
      const lines = parLineKinds(start, goal, step.allowed, fewest.moves.length);
      if (!lines.ok) {
        problems.push(`${step.id}: ${lines.why}`);
        continue;
      }
      for (const [kind, line] of lines.kinds) {
        if (known.has(kind) || teaches.has(kind)) continue;
        problems.push(
          `${step.id}: a shortest line uses "${kind}" before it is taught: ${formatMoves(start, line, 99)}`,
        );
      }
      for (const k of teaches) known.add(k);
    }
    expect(problems).toEqual([]);
  });
});
