// Prerendered for every step of every course. The rules come from here (run at build time), so the
// variants catalogue never ships in the lesson pages' JavaScript.
import { error } from '@sveltejs/kit';
import { getVariant, isVariantId } from '@cascade/variants';
import { allStepRoutes, findCourse, findStep } from '$lib/lessons/index.ts';
import { stepVariant } from '$lib/lessons/step-rules.ts';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => allStepRoutes();

export const load: PageServerLoad = ({ params }) => {
  const course = findCourse(params.course);
  if (!course) error(404, `There is no course "${params.course}".`);
  const place = findStep(course, params.step);
  if (!place) error(404, `The ${course.title} course has no step "${params.step}".`);
  return {
    courseId: course.id,
    stepId: place.step.id,
    rules: stepVariant(place.step).rules,
    variantName: isVariantId(course.variant) ? getVariant(course.variant).name : course.title,
  };
};
