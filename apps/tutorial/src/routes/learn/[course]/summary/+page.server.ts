import { quoteInput } from '@cascade/words';
import { error } from '@sveltejs/kit';
import { COURSES, findCourse } from '$lib/lessons/index.ts';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => COURSES.map((c) => ({ course: c.id }));

export const load: PageServerLoad = ({ params }) => {
  const course = findCourse(params.course);
  if (!course) error(404, `There is no course ${quoteInput(params.course)}.`);
  return { courseId: course.id };
};
