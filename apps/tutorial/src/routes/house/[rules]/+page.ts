// Any rule set (a catalogue id or a house-rules code): rendered in the browser from the fallback page.
import { error, redirect } from '@sveltejs/kit';
import { resolve } from '$app/paths';
import { seedCourseFor } from '$lib/house.ts';
import { resolveVariant } from '@cascade/variants';
import type { PageLoad } from './$types';

export const prerender = false;
export const ssr = false;

export const load: PageLoad = ({ params }) => {
  const v = resolveVariant(params.rules);
  if (!v.ok) error(404, `These rules cannot be read: ${v.error.message}.`);
  // Rules with a course of their own (FreeCell's): that course, with its progress, not a copy.
  const seed = seedCourseFor(v.value.rules);
  if (seed !== null) redirect(307, resolve('/learn/[course]', { course: seed }));
  return { variantId: v.value.id };
};
