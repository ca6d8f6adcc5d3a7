/**
 * Courses for house rules (and catalogue variants without a course of their own): the steps whose
 * knobs match, from every catalogue course.
 */
import { differencesFrom, getVariant, type Variant } from '@cascade/variants';
import { COURSES } from './index.ts';
import type { Course, Lesson, PlayStep } from './types.ts';

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
