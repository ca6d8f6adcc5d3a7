/**
 * Lessons for rules the catalogue courses do not teach, for house-rules courses (house-course.ts):
 * building by suit or in any suit, foundations that start where the first card says or give cards
 * back, runs of any length or one card at a time, empty columns that take nothing or only Kings,
 * cards dealt into the free cells, fewer free cells, cells that close once used. A step is drawn
 * into the course of any rules whose knobs hold for it (its `knobs` and `knobValues`); steps.test.ts
 * checks each under its own rules like every other step.
 *
 * The lessons live by the kind of rule they change: house-cells.ts, house-foundations.ts,
 * house-building.ts, house-columns.ts, house-runs.ts. Steps whose rules no catalogue variant has name
 * house-rules strings (HOUSE_RULES, house-rules.ts).
 */
import { anySuitLesson, bySuitLesson } from './house-building.ts';
import { dealtCellsLesson, fewerCellsLesson, singleUseLesson } from './house-cells.ts';
import { kingsOnlyLesson, noEmptyColumnsLesson } from './house-columns.ts';
import { firstCardLesson, removableLesson } from './house-foundations.ts';
import { runRulesLesson } from './house-runs.ts';
import type { Lesson } from './types.ts';

export const HOUSE_LESSONS: readonly Lesson[] = [
  fewerCellsLesson,
  dealtCellsLesson,
  firstCardLesson,
  removableLesson,
  bySuitLesson,
  anySuitLesson,
  noEmptyColumnsLesson,
  kingsOnlyLesson,
  runRulesLesson,
  singleUseLesson,
];
