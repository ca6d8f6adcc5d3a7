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
    maxStars: steps.length * 3,
    done,
    total: steps.length,
    nextStep: next ?? (steps[0] as Step),
    started: done > 0,
  };
}
