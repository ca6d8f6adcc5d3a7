/**
 * What the lessons' tests share: the house-rules steps, a step's rules, its board and goal opened
 * through the game modules, steps looked up by course, and house-rules variants made from FreeCell.
 */
import type { Position, RulesSpec } from '@cascade/core';
import { decodeHouseRules, encodeHouseRules, getVariant, type Variant } from '@cascade/variants';
import { openBoard, toGoal } from '../game/steps.ts';
import { HOUSE_LESSONS } from './house-lessons.ts';
import { COURSES, courseSteps, findStep } from './index.ts';
import { stepVariant } from './step-rules.ts';
import type { Course, Knob, PlayStep, Step } from './types.ts';

export const houseSteps: PlayStep[] = HOUSE_LESSONS.flatMap((l) =>
  l.steps.filter((s): s is PlayStep => s.kind === 'play'),
);

export const rulesOf = (s: Step) => stepVariant(s).rules;

/**
 * Whether a knob's value under some rules is one the step holds for (written out here again, apart
 * from step-rules.ts): its own rules' value, or one its knobValues list or range allows.
 */
export function knobHolds(s: PlayStep, k: Knob, value: unknown): boolean {
  const allowed = s.knobValues?.[k];
  if (allowed === undefined) return value === rulesOf(s)[k];
  if (Array.isArray(allowed)) return (allowed as readonly unknown[]).includes(value);
  const range = allowed as { min?: number; max?: number };
  return typeof value === 'number' && value >= (range.min ?? 0) && value <= (range.max ?? Infinity);
}

/** A house-rules variant: FreeCell with these changes. */
export function houseVariant(name: string, changes: Partial<RulesSpec>): Variant {
  const freecell = getVariant('freecell').rules;
  const v = decodeHouseRules(encodeHouseRules({ name, rules: { ...freecell, ...changes } }));
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/** The ids of a house course's steps. */
export const stepIds = (c: Course): string[] => courseSteps(c).map((s) => s.id);

export function start(s: PlayStep): Position {
  const p = openBoard(s.board, rulesOf(s));
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

/** A step's board under other rules than its own. */
export function startUnder(s: PlayStep, rules: RulesSpec): Position {
  const p = openBoard(s.board, rules);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

export function goalOf(s: PlayStep) {
  const g = toGoal(s.goal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

/** A play step of a catalogue course. */
export function stepOf(course: string, id: string): PlayStep {
  const s = findStep(COURSES.find((c) => c.id === course) as Course, id)?.step;
  if (s?.kind !== 'play') throw new Error(id);
  return s;
}
