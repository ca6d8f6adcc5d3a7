// Any puzzle by its id: rendered in the browser from the fallback page (the ids come with the data).
// A link of the first puzzle files (`/puzzles/freecell-12-40-dig`, whose id named the theme) is sent
// on to the puzzle's id now.
import { error, redirect } from '@sveltejs/kit';
import { resolve } from '$app/paths';
import { movedPuzzleId } from '$lib/puzzles/ids.ts';
import { PUZZLE_ID } from '$lib/puzzles/store.ts';
import type { PageLoad } from './$types';

export const prerender = false;
export const ssr = false;

export const load: PageLoad = ({ params }) => {
  if (!PUZZLE_ID.test(params.id)) error(404, `"${params.id.slice(0, 60)}" is not a puzzle id.`);
  const moved = movedPuzzleId(params.id);
  if (moved) redirect(308, resolve('/puzzles/[id]', { id: moved.id }));
  return { id: params.id };
};
