/** Progress, read for a course: stars per step, totals, and where to continue. */
import { courseSteps, type Course, type Step } from './lessons/index.ts';
import { stepKey, type Progress } from './progress.ts';

export interface CourseSummary {
  readonly stars: number;
  readonly maxStars: number;
  readonly done: number;
  readonly total: number;
  /** The first step not yet solved (the course's first when all are). */
  readonly nextStep: Step;
  readonly started: boolean;
}

export function starsOf(progress: Progress, courseId: string, stepId: string): number | null {
  return progress.steps[stepKey(courseId, stepId)]?.stars ?? null;
}

export function summarize(progress: Progress, course: Course): CourseSummary {
  const steps = courseSteps(course);
  let stars = 0;
  let done = 0;
  let next: Step | undefined;
  for (const s of steps) {
    const n = starsOf(progress, course.id, s.id);
    if (n === null) {
      next ??= s;
      continue;
    }
    done++;
    stars += n;
  }
  return {
    stars,
    // Stars are earned in play (a position or a whole deal): a proof or an exercise in making house
    // rules is done or not.
    maxStars: steps.filter((s) => s.kind === 'play' || s.kind === 'deal').length * 3,
    done,
    total: steps.length,
    nextStep: next ?? (steps[0] as Step),
    started: done > 0,
  };
}

/**
 * Where "Continue" leads: the step last opened while it is unsolved; once solved, the next unsolved
 * step of its course (after it, else before it); once the course is done, the first unsolved step
 * of the next course that has one (`nextCourse` says so). Null: nothing left to do, or no last step.
 */
export function resumeAt(
  progress: Progress,
  courses: readonly Course[],
  last: { readonly course: string; readonly step: string },
): { readonly course: Course; readonly step: Step; readonly nextCourse: boolean } | null {
  const at = courses.findIndex((c) => c.id === last.course);
  const course = courses[at];
  if (!course) return null;
  const steps = courseSteps(course);
  const i = steps.findIndex((s) => s.id === last.step);
  if (i < 0) return null;
  const open = (s: Step) => starsOf(progress, course.id, s.id) === null;
  const here = [...steps.slice(i), ...steps.slice(0, i)].find(open);
  if (here) return { course, step: here, nextCourse: false };
  for (const next of [...courses.slice(at + 1), ...courses.slice(0, at)]) {
    const s = courseSteps(next).find((x) => starsOf(progress, next.id, x.id) === null);
    if (s) return { course: next, step: s, nextCourse: true };
  }
  return null;
}
