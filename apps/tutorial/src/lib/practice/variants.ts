/**
 * Which games the learner's drills are set in: the ones they have studied (a course of that game
 * with a step done: a seed course counts for its variant, Strategy for FreeCell, a generated course
 * `/house/<variant>` for its variant), and always FreeCell, which the drills' "Best after" names.
 * A game no course of theirs taught comes up only when chosen on the drill's page.
 */
import { drillVariants, isDrillVariant } from '../game/practice/drill-variants.ts';
import type { DrillKind } from '../game/practice/drill-kinds.ts';
import { COURSES, type Course } from '../lessons/index.ts';
import { HOUSE_COURSE_PREFIX, type Progress } from '../progress.ts';

/** The game every drill may be set in: the first course teaches it. */
export const FIRST_VARIANT = 'freecell';

/** The variants of the courses with at least one step done (catalogue ids or house-rules strings). */
export function studiedVariants(progress: Progress, courses: readonly Course[] = COURSES): Set<string> {
  const out = new Set<string>();
  for (const key of Object.keys(progress.steps)) {
    const course = key.slice(0, key.lastIndexOf('/'));
    if (course.startsWith(HOUSE_COURSE_PREFIX)) out.add(course.slice(HOUSE_COURSE_PREFIX.length));
    else {
      const c = courses.find((x) => x.id === course);
      if (c) out.add(c.variant);
    }
  }
  return out;
}

/** The games a drill of this kind is drawn from by default: FreeCell and the ones studied, in catalogue order. */
export function defaultDrillVariants(
  kind: DrillKind,
  progress: Progress,
  courses: readonly Course[] = COURSES,
): string[] {
  const studied = studiedVariants(progress, courses);
  studied.add(FIRST_VARIANT);
  return drillVariants(kind).filter((id) => studied.has(id));
}

/**
 * The games a drill page draws from: the one in its address (`?variant=`) when this kind can be
 * set in it, else the learner's default set. `chosen` is that address's game, or null.
 */
export function drillGames(
  kind: DrillKind,
  asked: string | null,
  progress: Progress,
  courses: readonly Course[] = COURSES,
): { readonly variants: string[]; readonly chosen: string | null } {
  if (asked !== null && isDrillVariant(kind, asked)) return { variants: [asked], chosen: asked };
  return { variants: defaultDrillVariants(kind, progress, courses), chosen: null };
}
