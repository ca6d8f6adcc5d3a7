import { error } from '@sveltejs/kit';
import { allStepRoutes, findCourse, findStep } from '$lib/lessons/index.ts';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => allStepRoutes();

export const load: PageLoad = ({ params }) => {
  const course = findCourse(params.course);
  if (!course) error(404, `There is no course "${params.course}".`);
  const place = findStep(course, params.step);
  if (!place) error(404, `The ${course.title} course has no step "${params.step}".`);
  return { courseId: course.id, stepId: place.step.id };
};
