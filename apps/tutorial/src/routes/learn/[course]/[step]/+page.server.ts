// Prerendered for every step of every course. The rules come from here (run at build time), so the
// variants catalogue never ships in the lesson pages' JavaScript.
import { quoteInput } from '@cascade/words';
import { error } from '@sveltejs/kit';
import { getVariant, isVariantId } from '@cascade/variants';
import { allStepRoutes, findCourse, findStep } from '$lib/lessons/index.ts';
import { stepVariant } from '$lib/lessons/step-rules.ts';
import { dealBoard } from '$lib/game/deal-board.ts';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => allStepRoutes();

export const load: PageServerLoad = ({ params }) => {
  const course = findCourse(params.course);
  if (!course) error(404, `There is no course ${quoteInput(params.course)}.`);
  const place = findStep(course, params.step);
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
  };
};
