/**
 * The FreeCell course: every rule of the game, one small position at a time. Its lessons are in
 * freecell-basics.ts (the layout, foundations, building), freecell-space.ts (free cells, empty
 * columns, runs) and freecell-endgame.ts (winning and losing, the checkpoint deal).
 */
import { buildingLesson, foundationsLesson, layoutLesson } from './freecell-basics.ts';
import { checkpointLesson, winningAndLosingLesson } from './freecell-endgame.ts';
import { emptyColumnsLesson, freeCellsLesson, runsLesson } from './freecell-space.ts';
import type { Course } from './types.ts';

export const freecellCourse: Course = {
  id: 'freecell',
  title: 'FreeCell',
  summary:
    'The board, the foundations, building down, free cells, empty columns, moving runs, and how a game ends.',
  variant: 'freecell',
  realDeal: 1,
  lessons: [
    layoutLesson,
    buildingLesson,
    foundationsLesson,
    freeCellsLesson,
    emptyColumnsLesson,
    runsLesson,
    winningAndLosingLesson,
    checkpointLesson,
  ],
};
