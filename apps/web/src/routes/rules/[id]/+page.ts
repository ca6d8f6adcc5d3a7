// The rules of one variant. Catalogue variants are prerendered (see entries); house-rules strings
// (/rules/h1.…) are read in the browser from the static fallback page.
import { listVariants, resolveVariant } from '@cascade/variants';
import type { EntryGenerator, PageLoad } from './$types';

export const prerender = 'auto';

export const entries: EntryGenerator = () => listVariants().map((v) => ({ id: v.id }));

export const load: PageLoad = ({ params }) => {
  const r = resolveVariant(params.id);
  return r.ok ? { variant: r.value, error: null } : { variant: null, error: r.error.message };
};
