/**
 * Every course a learner can open, for the tests that go through every step: the seed courses, a
 * generated course for every catalogue variant, and three house-rules strings.
 */
import { listVariants, resolveVariant, type Variant } from '@cascade/variants';
import { houseCourse } from '../lessons/house-course.ts';
import { COURSES } from '../lessons/index.ts';
import type { Course } from '../lessons/types.ts';

/** The README's "Two cells, kings only", and two house-rules strings learners tried. */
export const WALK_HOUSE_RULES = [
  'h1.hBgCAAcI.VHdvIGNlbGxzLCBraW5ncyBvbmx5',
  'h1.hBlwkA_w.VXBzaWRlIGFueSBzdWl0',
  'h1.RhiESAd5.T2RkIHRhYmxl',
] as const;

function variantOf(id: string): Variant {
  const v = resolveVariant(id);
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/** [label, course, the rules of a generated course (null: each step's own variant)]. */
export const COURSE_CASES: [string, Course, Variant | null][] = [
  ...COURSES.map((c) => [c.id, c, null] as [string, Course, Variant | null]),
  ...listVariants().map((v) => [`house/${v.id}`, houseCourse(v), v] as [string, Course, Variant | null]),
  ...WALK_HOUSE_RULES.map((code) => {
    const v = variantOf(code);
    return [`house/${v.name}`, houseCourse(v), v] as [string, Course, Variant | null];
  }),
];
