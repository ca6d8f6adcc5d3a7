// Any puzzle by its id: rendered in the browser from the fallback page (the ids come with the data).
import { error } from '@sveltejs/kit';
import { PUZZLE_ID } from '$lib/puzzles/store.ts';
import type { PageLoad } from './$types';

export const prerender = false;
export const ssr = false;

export const load: PageLoad = ({ params }) => {
  if (!PUZZLE_ID.test(params.id)) error(404, `"${params.id.slice(0, 60)}" is not a puzzle id.`);
  return { id: params.id };
};
