import { quoteInput } from '@cascade/words';
import { error, redirect } from '@sveltejs/kit';
import { resolve } from '$app/paths';
import { seedCourseFor } from '$lib/house.ts';
import { resolveVariant } from '@cascade/variants';
import { houseCourse } from '$lib/lessons/house-course.ts';
import { findStep } from '$lib/lessons/index.ts';
import type { PageLoad } from './$types';

export const prerender = false;
export const ssr = false;

export const load: PageLoad = ({ params }) => {
  const v = resolveVariant(params.rules);
  if (!v.ok) error(404, `These rules cannot be read: ${v.error.message}.`);
  // Rules with a course of their own (FreeCell's): that course, with its progress, not a copy.
  const seed = seedCourseFor(v.value.rules);
  if (seed !== null) redirect(307, resolve('/learn/[course]', { course: seed }));
  if (!findStep(houseCourse(v.value), params.step))
    error(404, `The course for ${v.value.name} has no step ${quoteInput(params.step)}.`);
  return { variantId: v.value.id, stepId: params.step };
};
