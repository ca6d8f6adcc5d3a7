/**
 * Every course, in the order the home page shows them, and lookups. House rules (and catalogue
 * variants without a course of their own) get a generated course: the steps whose knobs match.
 */
import { differencesFrom, getVariant, type Variant } from '@cascade/variants';
import { challengeCourse } from './challenge.ts';
import { ephemeralCourse } from './ephemeral.ts';
import { freecellCourse } from './freecell.ts';
import { invertedCourse } from './inverted.ts';
import { selectiveCourse } from './selective.ts';
import { strategyCourse } from './strategy.ts';
import type { Course, Lesson, PlayStep, Step } from './types.ts';

export type * from './types.ts';

export const COURSES: readonly Course[] = [
  freecellCourse,
  challengeCourse,
  invertedCourse,
  ephemeralCourse,
  selectiveCourse,
  strategyCourse,
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

// ---- generated courses for house rules ---------------------------------------------------------------

/** The course id of a house-rules course (progress is kept under it). */
export const houseCourseId = (variant: Variant): string => `house:${variant.id}`;

/**
 * A short course for any rules: from the catalogue courses, each play step whose knobs (the rules it
 * teaches or relies on) have the same values in these rules as in the step's own. Step ids become
 * `course.step`. The steps still have to be checked under these rules (the board must fit, the goal
 * be reachable): the tutor's engine does that and works out each par.
 */
export function houseCourse(variant: Variant): Course {
  const rules = variant.rules;
  const lessons: Lesson[] = [];
  for (const course of COURSES) {
    for (const lesson of course.lessons) {
      const steps = lesson.steps.filter(
        (s): s is PlayStep =>
          s.kind === 'play' && s.knobs.every((k) => getVariant(s.variant).rules[k] === rules[k]),
      );
      if (steps.length === 0) continue;
      lessons.push({
        id: `${course.id}.${lesson.id}`,
        title: lesson.title,
        summary: `${lesson.summary} (from the ${course.title} course)`,
        steps: steps.map((s) => ({ ...s, id: `${course.id}.${s.id}` })),
      });
    }
  }
  const changes = differencesFrom(getVariant('freecell').rules, rules);
  return {
    id: houseCourseId(variant),
    title: variant.name,
    summary:
      changes.length === 0
        ? 'These are the FreeCell rules: the FreeCell steps, played as they are.'
        : `A short course for these rules: the steps that still hold under them (${changes.length} change${changes.length === 1 ? '' : 's'} from FreeCell).`,
    variant: variant.id,
    realDeal: 1,
    lessons,
  };
}
