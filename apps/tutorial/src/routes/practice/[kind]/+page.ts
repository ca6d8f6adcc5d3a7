import { quoteInput } from '@cascade/words';
import { error } from '@sveltejs/kit';
import { DRILL_KINDS, isDrillKind } from '$lib/game/practice/drills.ts';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => DRILL_KINDS.map((kind) => ({ kind }));

export const load: PageLoad = ({ params }) => {
  if (!isDrillKind(params.kind)) error(404, `There is no drill ${quoteInput(params.kind)}.`);
  return { kind: params.kind };
};
