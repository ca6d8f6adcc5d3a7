/**
 * House rules: making FreeCell's rules your own and sharing them, an exercise in the rules editor
 * (a course of its own after Strategy; its step was Strategy's, and progress saved under
 * `strategy/make-house-rules` is read as this course's: progress.ts MOVED_STEPS).
 */
import type { Course, Lesson } from './types.ts';

const makeLesson: Lesson = {
  id: 'house-rules',
  title: 'Making and sharing house rules',
  summary: 'Change a rule of the game, and share your rules as a short code or a link.',
  steps: [
    {
      kind: 'house-rules',
      id: 'make-house-rules',
      title: 'Make and share house rules',
      variant: 'freecell',
      change: { cells: 3 },
      text:
        'Every rule you have met is a setting you can change, and a set of rules travels as a short code. ' +
        'Make FreeCell with three free cells instead of four: set the free cells, give your rules a name, and make the code. ' +
        'The code and its links carry your rules: a course for them here, and deals by them in the game.',
    },
  ],
};

export const houseRulesCourse: Course = {
  id: 'house-rules',
  title: 'House rules',
  summary: 'Change a rule of FreeCell, and share your rules as a short code or a link.',
  variant: 'freecell',
  realDeal: 1,
  basics: {
    course: 'freecell',
    why: 'House rules change FreeCell’s rules, one setting at a time. New to them? The FreeCell course teaches them, step by step.',
  },
  lessons: [makeLesson],
};
