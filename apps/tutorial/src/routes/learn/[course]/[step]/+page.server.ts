// Prerendered for every step of every course. The rules come from here (run at build time), so the
// variants catalogue never ships in the lesson pages' JavaScript.
import { quoteInput } from '@cascade/words';
import { error } from '@sveltejs/kit';
import { getVariant, isVariantId } from '@cascade/variants';
import { allStepRoutes, findCourse, findStep } from '$lib/lessons/index.ts';
import { stepVariant } from '$lib/lessons/step-rules.ts';
import { dealBoard } from '$lib/game/deal-board.ts';
import { MOVED_STEPS } from '$lib/progress.ts';
import type { EntryGenerator, PageServerLoad } from './$types';

// A step that moved to another course keeps its old address: the same lesson, prerendered there too,
// whose page sends the learner on to the new address (a meta refresh and the router: SvelteKit's
// prerendered redirect is an inline script, which the shipped Content-Security-Policy refuses).
export const entries: EntryGenerator = () => [
  ...allStepRoutes(),
  ...Object.keys(MOVED_STEPS).map((key) => {
    const [course = '', step = ''] = key.split('/');
    return { course, step };
  }),
];

export const load: PageServerLoad = ({ params }) => {
  const moved = MOVED_STEPS[`${params.course}/${params.step}`] ?? null;
  const course = findCourse(moved?.course ?? params.course);
  if (!course) error(404, `There is no course ${quoteInput(params.course)}.`);
  const place = findStep(course, moved?.step ?? params.step);
  if (!place) error(404, `The ${course.title} course has no step ${quoteInput(params.step)}.`);
  const rules = stepVariant(place.step).rules;
  let board: string | null = null;
  if (place.step.kind === 'deal') {
    const dealt = dealBoard(rules, place.step.deal);
    if (!dealt.ok) error(500, `The checkpoint's ${dealt.error}.`);
    board = dealt.value;
  }
  return {
    courseId: course.id,
    stepId: place.step.id,
    rules,
    /** A checkpoint's deal as board text (dealt here, at build time). */
    board,
    variantName: isVariantId(course.variant) ? getVariant(course.variant).name : course.title,
    /** Opened at the address the step had before it moved: where it lives now. */
    moved,
  };
};
