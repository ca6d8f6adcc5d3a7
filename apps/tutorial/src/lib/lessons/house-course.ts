/**
 * Courses for house rules (and catalogue variants without a course of their own): the lessons on
 * what these rules change first, then the steps of the catalogue courses that still hold.
 */
import type { RulesSpec } from '@cascade/core';
import { differencesFrom, getVariant, isVariantId, type Variant } from '@cascade/variants';
import { differences } from '@cascade/words';
import { wordsUnderRules } from '../game/claims.ts';
import { HOUSE_COURSE_PREFIX } from '../progress.ts';
import { generatedLesson } from '../game/generated-steps.ts';
import { HOUSE_LESSONS } from './house-lessons.ts';
import { COURSES } from './index.ts';
import { stepHoldsUnder, stepVariant } from './step-rules.ts';
import type { Course, Knob, Lesson, PlayStep } from './types.ts';

/** The course id of a house-rules course (progress is kept under it). */
export const houseCourseId = (variant: Variant): string => `${HOUSE_COURSE_PREFIX}${variant.id}`;

/**
 * The order in which a course teaches what its rules change: the layout, the foundations, building,
 * empty columns, runs, the free cells, the deal. Every knob, once (house-course.test.ts checks).
 */
export const TEACHING_ORDER: readonly Knob[] = [
  'columns',
  'cells',
  'prefilledCells',
  'maxRank',
  'foundationDirection',
  'foundationBase',
  'foundationsRemovable',
  'buildDirection',
  'buildPolicy',
  'emptyColumns',
  'sequenceMove',
  'cellEntry',
  'cellStay',
  'deal',
];

/**
 * Changes taught by a step made from the rules even where a drawn step relies on them: the number of
 * columns and of free cells (every one needed), what an empty column takes (the rule biting: FreeCell
 * would take the card), and the deal; the drawn steps only use them (generated-steps.test.ts checks
 * with the engine that every listed change has a step that needs it).
 */
const MADE_FOR: readonly Knob[] = ['columns', 'cells', 'emptyColumns', 'deal'];

/** Where steps come from: the lessons on rules no catalogue course teaches, then every course. */
const SOURCES: readonly {
  readonly id: string;
  readonly from: string | null;
  readonly lessons: readonly Lesson[];
}[] = [
  { id: 'house', from: null, lessons: HOUSE_LESSONS },
  ...COURSES.map((c) => ({ id: c.id, from: c.title, lessons: c.lessons })),
];

/**
 * A step's board as played under these rules. Under `first-card` rules a board written for a fixed
 * base (a step that does not rely on the base) gets that base in a `Base:` line, as a game under these
 * rules would have once its first card went home.
 */
function boardUnder(step: PlayStep, rules: RulesSpec): string {
  const own = stepVariant(step).rules.foundationBase;
  if (rules.foundationBase !== 'first-card' || own === 'first-card' || /^\s*base\s*:/im.test(step.board))
    return step.board;
  return `Base: ${own === 'ace' ? 'A' : 'K'}\n${step.board}`;
}

/**
 * A step's text (its title, text and nudge) as said in a course for other rules: "In Ephemeral
 * FreeCell …" becomes "Under these rules …" (the house lessons' own wording), so a step drawn from a
 * seed variant's course never names a game the learner is not playing.
 */
function wordsUnder(step: PlayStep, variant: Variant): Pick<PlayStep, 'title' | 'text' | 'nudge'> {
  const own = stepVariant(step);
  if (!isVariantId(step.variant) || own.id === variant.id) return step;
  const say = (t: string) => t.replaceAll(`In ${own.name}`, 'Under these rules');
  return { title: say(step.title), text: say(step.text), ...(step.nudge ? { nudge: say(step.nudge) } : {}) };
}

/**
 * A short course for any rules, from the lessons of house-lessons.ts and of the catalogue courses:
 * each play step whose knobs (the rules it teaches or relies on) hold under these rules, and whose
 * board is a position of these rules (the number of columns and free cells fits) and whose claims
 * (the facts its words state) hold under them, its words said for them (claims.ts). Lessons on what
 * these rules change from FreeCell come first, in TEACHING_ORDER; the rest follow in course order.
 * Lessons of the same title (Kings in empty columns, taught by a house lesson and by Ephemeral's
 * course) become one. Step ids become `source.step` (`house.same-suit`, `freecell.park`). A step may
 * still turn out unplayable under these rules (its goal out of reach): the tutor's engine checks
 * that and works out each par.
 */
export function houseCourse(variant: Variant): Course {
  const rules = variant.rules;
  const freecell = getVariant('freecell').rules;
  const changed = TEACHING_ORDER.filter((k) => rules[k] !== freecell[k]);
  /**
   * Where a step comes among the lessons on changes: after every changed knob it was written for
   * (its own rules differ from FreeCell there), so the change it teaches comes after the ones it
   * builds on (a run limit after building by suit). Infinity: it teaches no change (a FreeCell step
   * that merely still holds, like the run limit under Kings-only columns, keeps its course order).
   */
  const changeRank = (step: PlayStep): number => {
    const own = stepVariant(step).rules;
    const ranks = step.knobs
      .filter((k) => changed.includes(k) && own[k] !== freecell[k])
      .map((k) => TEACHING_ORDER.indexOf(k));
    return ranks.length === 0 ? Infinity : Math.max(...ranks);
  };

  const found: { lesson: Lesson; rank: number; order: number }[] = [];
  for (const source of SOURCES) {
    for (const lesson of source.lessons) {
      const steps = lesson.steps
        .filter((s): s is PlayStep => s.kind === 'play' && stepHoldsUnder(s, rules))
        .map((s) => ({
          ...s,
          ...wordsUnder(s, variant),
          id: `${source.id}.${s.id}`,
          board: boardUnder(s, rules),
        }))
        .flatMap((s) => {
          // Its board fits these rules and what its words state holds under them (said for them).
          const said = wordsUnderRules(s, rules, stepVariant(s).rules);
          return said.ok
            ? [{ ...s, text: said.text, ...(said.nudge !== undefined ? { nudge: said.nudge } : {}) }]
            : [];
        });
      if (steps.length === 0) continue;
      const rank = Math.min(...steps.map(changeRank));
      const same = found.find((f) => f.lesson.title === lesson.title);
      if (same) {
        same.lesson = { ...same.lesson, steps: [...same.lesson.steps, ...steps] };
        same.rank = Math.min(same.rank, rank);
        continue;
      }
      found.push({
        order: found.length,
        rank,
        lesson: {
          id: `${source.id}.${lesson.id}`,
          title: lesson.title,
          summary:
            source.from === null ? lesson.summary : `${lesson.summary} (from the ${source.from} course)`,
          steps,
        },
      });
    }
  }
  found.sort((a, b) => a.rank - b.rank || a.order - b.order);

  // Every change these rules make gets a step: where no drawn step teaches one (it relies on the
  // knob and was written for a change of it), a step made from the rules' own value comes first.
  const drawn = found.flatMap((f) => f.lesson.steps).filter((s): s is PlayStep => s.kind === 'play');
  const untaught = changed.filter(
    (k) =>
      MADE_FOR.includes(k) ||
      !drawn.some((s) => s.knobs.includes(k) && stepVariant(s).rules[k] !== freecell[k]),
  );
  // How many cards each column gets is taught by the deal itself.
  const spread = differences(freecell, rules).some((d) => d.topic === 'spread');
  const made = generatedLesson(
    variant,
    spread && !untaught.includes('deal') ? [...untaught, 'deal'] : untaught,
  );
  const lessons = [
    ...(made
      ? [{ ...made, id: `rules.${made.id}`, steps: made.steps.map((s) => ({ ...s, id: `rules.${s.id}` })) }]
      : []),
    ...found.map((f) => f.lesson),
  ];

  const changes = differencesFrom(freecell, rules);
  return {
    id: houseCourseId(variant),
    title: variant.name,
    summary:
      changes.length === 0
        ? 'These are the FreeCell rules: the FreeCell steps, played as they are.'
        : `A short course for these rules: what they change first, then the steps that still hold under them (${changes.length} change${changes.length === 1 ? '' : 's'} from FreeCell).`,
    variant: variant.id,
    realDeal: null,
    // What they change comes first, on moves the FreeCell course teaches (order.test.ts checks).
    ...(changes.length === 0
      ? {}
      : {
          basics: {
            course: 'freecell',
            why: 'This course teaches what these rules change from FreeCell, and takes the rest for granted. New to FreeCell? Its course teaches the moves, step by step.',
          },
        }),
    lessons,
  };
}
