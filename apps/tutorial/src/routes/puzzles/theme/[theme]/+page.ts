import { error } from '@sveltejs/kit';
import { isTheme } from '$lib/puzzles/text.ts';
import { PUZZLE_THEMES } from '$lib/puzzles/types.ts';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => PUZZLE_THEMES.map((theme) => ({ theme }));

export const load: PageLoad = ({ params }) => {
  if (!isTheme(params.theme)) error(404, `There is no puzzle theme "${params.theme}".`);
  return { theme: params.theme };
};
