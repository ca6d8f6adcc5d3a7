// The home page, prerendered: the catalogue's other variants come from here (build time).
import { listVariants } from '@cascade/variants';
import { COURSES } from '$lib/lessons/index.ts';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => {
  const seeded = new Set(COURSES.map((c) => c.id));
  return {
    others: listVariants()
      .filter((v) => !seeded.has(v.id))
      .map((v) => ({ id: v.id, name: v.name })),
  };
};
