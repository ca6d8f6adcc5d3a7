/** The drills' names and what each asks, and their addresses (and the course map's), for the pages. */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';
import type { DrillKind } from '../game/practice/drills.ts';
import type { NodeId } from './map.ts';

export const DRILL_INFO: Readonly<Record<DrillKind, { readonly title: string; readonly blurb: string }>> = {
  limit: {
    title: 'How many can move?',
    blurb:
      'The run limit on a game under way, in the games you have studied or the one you choose: count the free cells and empty columns.',
  },
  winnable: {
    title: 'Can this be won?',
    blurb: 'A position from a game under way: is it still winnable, or already lost? The solver knows.',
  },
  'only-move': {
    title: 'The only move',
    blurb: 'Every move but one loses this game. Find the one that keeps it winnable.',
  },
};

/**
 * The address of a drill page: its kind, the game chosen (none: the learner's own games) and the
 * seed. With a game, the same drill on any machine.
 */
export const drillPath = (kind: DrillKind, seed: number, game: string | null = null): ResolvedPathname =>
  `${resolve('/practice/[kind]', { kind })}?${game === null ? '' : `variant=${encodeURIComponent(game)}&`}seed=${seed}` as ResolvedPathname;

/** The page of a node of the course map: its course, or its drill. */
export const nodePath = (id: NodeId): ResolvedPathname =>
  id === 'puzzles'
    ? resolve('/puzzles')
    : id.startsWith('course:')
      ? resolve('/learn/[course]', { course: id.slice('course:'.length) })
      : resolve('/practice/[kind]', { kind: id.slice('drill:'.length) });
