/**
 * Every course, in the order the home page shows them, and lookups. (House rules get a generated
 * course: see house-course.ts.) No runtime import of the variants package here: the lesson pages
 * get their rules from their server load, so the catalogue stays out of their JavaScript.
 */
import { challengeCourse } from './challenge.ts';
import { ephemeralCourse } from './ephemeral.ts';
import { freecellCourse } from './freecell.ts';
import { houseRulesCourse } from './house-rules-course.ts';
import { invertedCourse } from './inverted.ts';
import { selectiveCourse } from './selective.ts';
import { strategyCourse } from './strategy.ts';
import type { Course, Lesson, Step } from './types.ts';

export type * from './types.ts';

export const COURSES: readonly Course[] = [
  freecellCourse,
  challengeCourse,
  invertedCourse,
  ephemeralCourse,
  selectiveCourse,
  strategyCourse,
  houseRulesCourse,
];

export function findCourse(id: string): Course | undefined {
  return COURSES.find((c) => c.id === id);
}

/** A step in its course: its lesson, its place, and its neighbours. */
export interface StepPlace {
  readonly course: Course;
  readonly lesson: Lesson;
  readonly step: Step;
  /** 0-based among all the course's steps. */
  readonly index: number;
  readonly total: number;
  /** 0-based within its lesson. */
  readonly inLesson: number;
  readonly prev: Step | null;
  readonly next: Step | null;
}

export function courseSteps(course: Course): Step[] {
  return course.lessons.flatMap((l) => l.steps);
}

export function findStep(course: Course, stepId: string): StepPlace | undefined {
  const all = courseSteps(course);
  const index = all.findIndex((s) => s.id === stepId);
  const step = all[index];
  if (!step) return undefined;
  const lesson = course.lessons.find((l) => l.steps.includes(step)) as Lesson;
  return {
    course,
    lesson,
    step,
    index,
    total: all.length,
    inLesson: lesson.steps.indexOf(step),
    prev: all[index - 1] ?? null,
    next: all[index + 1] ?? null,
  };
}

/** Every [course, step] pair (prerendering). */
export function allStepRoutes(): { course: string; step: string }[] {
  return COURSES.flatMap((c) => courseSteps(c).map((s) => ({ course: c.id, step: s.id })));
}
