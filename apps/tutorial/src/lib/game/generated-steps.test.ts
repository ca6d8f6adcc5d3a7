/**
 * The steps made from a course's knobs, under a sweep of rules: every value of every knob changed
 * alone from FreeCell, the catalogue, issue 16's house-rules strings, and every way the foundations
 * and columns can face each other (directions, bases, build policies) with removable foundations and
 * cells that close or must be left at once. Each step's board is a position of its rules, its par is
 * the engine's fewest moves within its allowed moves, and it names only cards on its board; and every
 * change a course lists from FreeCell has a step that teaches it.
 */
import {
  BUILD_DIRECTIONS,
  BUILD_POLICIES,
  CELL_ENTRY_RULES,
  CELL_STAY_RULES,
  DEAL_KINDS,
  EMPTY_COLUMN_POLICIES,
  FOUNDATION_BASES,
  FOUNDATION_DIRECTIONS,
  FREECELL_RULES,
  KNOB_RANGES,
  RULES_KEYS,
  SEQUENCE_MOVE_RULES,
  foundationTop,
  formatCard,
  parseCard,
  rulesSpecProblem,
  type RulesSpec,
} from '@cascade/core';
import { runToEnd } from '@cascade/hints';
import {
  decodeHouseRules,
  differencesFrom,
  encodeHouseRules,
  listVariants,
  resolveVariant,
  type Variant,
} from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { houseCourse, TEACHING_ORDER } from '../lessons/house-course.ts';
import { courseSteps } from '../lessons/index.ts';
import { cardMentions } from '../lessons/mentions.ts';
import { stepVariant } from '../lessons/step-rules.ts';
import type { PlayStep } from '../lessons/types.ts';
import { TutorService } from './engine/service.ts';
import { generatedLesson } from './generated-steps.ts';
import { openBoard } from './steps.ts';

function houseVariant(name: string, changes: Partial<RulesSpec>): Variant {
  const v = decodeHouseRules(encodeHouseRules({ name, rules: { ...FREECELL_RULES, ...changes } }));
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

const VALUES: { readonly [K in keyof RulesSpec]: readonly RulesSpec[K][] } = {
  columns: range(KNOB_RANGES.columns),
  cells: range(KNOB_RANGES.cells),
  prefilledCells: range(KNOB_RANGES.prefilledCells),
  maxRank: range(KNOB_RANGES.maxRank),
  foundationDirection: FOUNDATION_DIRECTIONS,
  foundationBase: FOUNDATION_BASES,
  buildDirection: BUILD_DIRECTIONS,
  buildPolicy: BUILD_POLICIES,
  emptyColumns: EMPTY_COLUMN_POLICIES,
  sequenceMove: SEQUENCE_MOVE_RULES,
  cellEntry: CELL_ENTRY_RULES,
  cellStay: CELL_STAY_RULES,
  foundationsRemovable: [false, true],
  deal: DEAL_KINDS,
};
function range({ min, max }: { min: number; max: number }): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Every knob value other than FreeCell's, changed alone (where the rules are valid). */
const SINGLE: [string, Variant][] = RULES_KEYS.flatMap((k) =>
  (VALUES[k] as readonly unknown[])
    .filter((value) => value !== FREECELL_RULES[k])
    .filter((value) => rulesSpecProblem({ ...FREECELL_RULES, [k]: value }) === null)
    .map(
      (value) =>
        [`${k} ${String(value)}`, houseVariant(`${k} ${String(value)}`, { [k]: value })] as [string, Variant],
    ),
);

/** The directions, bases and policies crossed, each with removable foundations and a cell rule. */
const FACING: [string, Variant][] = FOUNDATION_DIRECTIONS.flatMap((foundationDirection) =>
  FOUNDATION_BASES.flatMap((foundationBase) =>
    BUILD_DIRECTIONS.flatMap((buildDirection) =>
      BUILD_POLICIES.map((buildPolicy, i) => {
        const changes: Partial<RulesSpec> = {
          foundationDirection,
          foundationBase,
          buildDirection,
          buildPolicy,
          foundationsRemovable: true,
          cellStay: CELL_STAY_RULES[(i + 1) % 3],
          sequenceMove: SEQUENCE_MOVE_RULES[i],
          cells: i + 1,
          columns: 6 + i,
        };
        const name = Object.values(changes).join(' ');
        return [name, houseVariant(name.slice(0, 40).trim(), changes)] as [string, Variant];
      }),
    ),
  ),
);

const CODES = [
  'h1.hBgCAAcI.VHdvIGNlbGxzLCBraW5ncyBvbmx5',
  'h1.hBlwkA_w.VXBzaWRlIGFueSBzdWl0',
  'h1.RhiESAd5.T2RkIHRhYmxl',
];
const NAMED: [string, Variant][] = [
  ...listVariants().map((v) => [v.id, v] as [string, Variant]),
  ...CODES.map((code) => {
    const v = resolveVariant(code);
    if (!v.ok) throw new Error(v.error.message);
    return [v.value.name, v.value] as [string, Variant];
  }),
];

const SWEEP = [...NAMED, ...SINGLE, ...FACING];

const canonical = (t: string): string => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(t);
  return formatCard(c.value);
};

describe('steps made from the knobs', () => {
  const service = new TutorService();
  test.each(SWEEP)('%s: every step is a position of its rules, its par the fewest moves', (_, v) => {
    const lesson = generatedLesson(v, RULES_KEYS);
    const problems: string[] = [];
    for (const s of (lesson?.steps ?? []) as PlayStep[]) {
      const start = openBoard(s.board, v.rules);
      if (!start.ok) {
        problems.push(`${s.id}: ${start.error}`);
        continue;
      }
      const a = runToEnd(
        service.par({
          rules: v.rules,
          board: s.board,
          goal: s.goal,
          maxStates: 200_000,
          ...(s.allowed ? { allowed: s.allowed } : {}),
        }),
      );
      if (a.status !== 'ok' || a.par !== s.par)
        problems.push(`${s.id}: ${a.status === 'ok' ? `par ${a.par}, said ${s.par}` : a.status}\n${s.board}`);
      // Its words name only cards on its board (a foundation's top card included).
      const p = start.value;
      const onBoard = new Set(
        [
          ...p.columns.flat(),
          ...p.cells.filter((c): c is number => typeof c === 'number'),
          ...[0, 1, 2, 3].flatMap((suit) => foundationTop(p, suit) ?? []),
        ].map((c) => formatCard(c)),
      );
      for (const t of cardMentions(`${s.text} ${s.nudge ?? ''}`).map(canonical))
        if (!onBoard.has(t)) problems.push(`${s.id}: names ${t}, not on the board`);
    }
    expect(problems).toEqual([]);
  });
});

test('the runs step under empty columns that take nothing gives no power of two', () => {
  const v = houseVariant('no empty columns', { emptyColumns: 'none' });
  const runs = generatedLesson(v, ['emptyColumns', 'sequenceMove'])?.steps.find((s) => s.id === 'runs');
  expect(runs?.kind).toBe('play');
  expect((runs as PlayStep).text).toContain('only up to free cells + 1 cards');
  expect((runs as PlayStep).text).not.toContain('2^');
});

describe('every change a generated course lists has a step that teaches it', () => {
  // Each knob value that can be listed comes up in the sweep.
  test('the sweep changes every knob to every other value', () => {
    for (const k of RULES_KEYS)
      for (const value of VALUES[k] as readonly unknown[]) {
        if (value === FREECELL_RULES[k] || rulesSpecProblem({ ...FREECELL_RULES, [k]: value }) !== null)
          continue;
        expect(
          SWEEP.some(([, v]) => v.rules[k] === value),
          `${k} ${String(value)}`,
        ).toBe(true);
      }
  });

  test.each([...NAMED, ...SINGLE, ...FACING])('%s', (_, v) => {
    const freecell = FREECELL_RULES;
    const steps = courseSteps(houseCourse(v)).filter((s): s is PlayStep => s.kind === 'play');
    // A change is listed when differencesFrom says it (entry and stay rules are moot without cells).
    const listed = TEACHING_ORDER.filter(
      (k) =>
        v.rules[k] !== freecell[k] &&
        differencesFrom(freecell, { ...freecell, [k]: v.rules[k] }).length > 0 &&
        !((k === 'cellEntry' || k === 'cellStay') && v.rules.cells === 0),
    );
    // A step teaches a change when it relies on that knob and was written for a change of it.
    const untaught = listed.filter(
      (k) => !steps.some((s) => s.knobs.includes(k) && stepVariant(s).rules[k] !== freecell[k]),
    );
    expect(untaught).toEqual([]);
  });
});
