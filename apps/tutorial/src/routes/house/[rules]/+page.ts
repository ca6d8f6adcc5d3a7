// Any rule set (a catalogue id or a house-rules code): rendered in the browser from the fallback page.
import { error } from '@sveltejs/kit';
import { resolveVariant } from '@cascade/variants';
import type { PageLoad } from './$types';

export const prerender = false;
export const ssr = false;

export const load: PageLoad = ({ params }) => {
  const v = resolveVariant(params.rules);
  if (!v.ok) error(404, `These rules cannot be read: ${v.error.message}.`);
  return { variantId: v.value.id };
};
