/**
 * House-rules courses (house-course.ts): only steps whose knobs hold for the rules, each playable as
 * written; the lessons on what the rules change first, in the teaching order of the knobs; the
 * house-rules lessons drawn where their rules apply; and every change a course lists has a step
 * that teaches it (the engine checks that in generated-steps.test.ts).
 */
import { RULES_KEYS } from '@cascade/core';
import { runToEnd } from '@cascade/hints';
import {
  decodeHouseRules,
  encodeHouseRules,
  getVariant,
  listVariants,
  resolveVariant,
  type Variant,
} from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { checkClaim, claimContext } from '../game/claims.ts';
import { TutorService } from '../game/engine/service.ts';
import { openBoard } from '../game/steps.ts';
import { HOUSE_CHECK_STATES } from '../house.ts';
import { houseCourse, TEACHING_ORDER } from './house-course.ts';
import { HOUSE_RULES, HOUSE_RULES_CHANGES } from './house-rules.ts';
import { COURSES, courseSteps, findStep } from './index.ts';
import { houseSteps, houseVariant, knobHolds, rulesOf, stepIds } from './lessons-fixture.ts';
import type { Course, Lesson, PlayStep } from './types.ts';

describe('house-rules courses', () => {
  test('FreeCell itself gets every FreeCell-rules step', () => {
    const c = houseCourse(getVariant('freecell'));
    const ids = courseSteps(c).map((s) => s.id);
    // Every position step; the checkpoint (a whole deal) is the seed course's own.
    for (const s of courseSteps(COURSES[0] as Course))
      if (s.kind === 'play') expect(ids).toContain(`freecell.${s.id}`);
    expect(c.summary).toMatch(/FreeCell rules/);
    expect(courseSteps(c).length).toBeGreaterThan(10);
  });

  /** The catalogue, the lessons' own house rules, and a few combinations no catalogue variant has. */
  const RULE_SETS: [string, Variant][] = [
    ...listVariants().map((v) => [v.id, v] as [string, Variant]),
    ...(Object.keys(HOUSE_RULES_CHANGES) as (keyof typeof HOUSE_RULES_CHANGES)[]).map(
      (k) => [`house rules ${k}`, houseVariant('', HOUSE_RULES_CHANGES[k])] as [string, Variant],
    ),
    ['removable, any suit', houseVariant('', { foundationsRemovable: true, buildPolicy: 'any-suit' })],
    ['one free cell', houseVariant('', { cells: 1 })],
    ['no free cells', houseVariant('', { cells: 0 })],
    ['six free cells', houseVariant('', { cells: 6 })],
    ['one card dealt into the cells', houseVariant('', { prefilledCells: 1 })],
    ['cells dealt, used once', houseVariant('', { prefilledCells: 4, cellStay: 'single-use' })],
    ['Kings only', houseVariant('', { emptyColumns: 'kings' })],
    ['single-use cells', houseVariant('', { cellStay: 'single-use' })],
    ['next-move cells, any empty column', houseVariant('', { cellStay: 'next-move' })],
    ['selective cells', houseVariant('', { cellEntry: 'selective' })],
    ['first card sets the base', houseVariant('', { foundationBase: 'first-card' })],
    ['free cells + 1', houseVariant('', { sequenceMove: 'cells-plus-one' })],
    ['ten columns', houseVariant('', { columns: 10 })],
    ['six columns', houseVariant('', { columns: 6 })],
    ['challenge deal', houseVariant('', { deal: 'challenge' })],
    ['by suit, no free cells', houseVariant('', { buildPolicy: 'same-suit', cells: 0 })],
    [
      'foundations from the King',
      houseVariant('', { foundationDirection: 'down', foundationBase: 'king', buildDirection: 'up' }),
    ],
  ];

  test.each(RULE_SETS)(
    '%s: only steps whose knobs match, each playable as written (its own par unless a knob was widened)',
    (_, variant) => {
      const c = houseCourse(variant);
      const service = new TutorService();
      for (const s of courseSteps(c)) {
        expect(s.kind).toBe('play');
        if (s.kind !== 'play') continue;
        for (const k of s.knobs) expect([k, knobHolds(s, k, variant.rules[k])]).toEqual([k, true]);
        // What its words state holds under these rules.
        const board = openBoard(s.board, variant.rules);
        for (const claim of s.claims ?? [])
          if (board.ok)
            expect([s.id, checkClaim(claim, board.value, claimContext(s)).ok]).toEqual([s.id, true]);
        const a = runToEnd(
          service.par({
            rules: variant.rules,
            board: s.board,
            goal: s.goal,
            maxStates: HOUSE_CHECK_STATES,
            ...(s.allowed ? { allowed: s.allowed } : {}),
          }),
        );
        // Drawn only where it can be played: its board fits these rules and its goal is in reach.
        expect([s.id, a.status]).toEqual([s.id, 'ok']);
        if (a.status !== 'ok') continue;
        // Where every knob it relies on has its own value, what its text describes is still the
        // shortest way: the same par. (A widened knob, like fewer free cells, may change it.)
        const own = rulesOf(s);
        if (s.knobs.every((k) => variant.rules[k] === own[k])) expect([s.id, a.par]).toEqual([s.id, s.par]);
      }
    },
  );

  test.each(RULE_SETS)('%s: the steps name no other seed game', (_, variant) => {
    const names = ['challenge', 'inverted', 'ephemeral', 'selective']
      .filter((id) => id !== variant.id)
      .map((id) => getVariant(id as 'challenge').name);
    for (const s of courseSteps(houseCourse(variant))) {
      const words = [s.title, s.text, s.kind === 'play' ? (s.nudge ?? '') : ''].join(' ');
      for (const name of names) expect([s.id, words.includes(name)]).toEqual([s.id, false]);
    }
  });

  test('a step from a seed course speaks of "these rules" elsewhere, and of its own game at home', () => {
    const kings = houseCourse(houseVariant('Kings', { emptyColumns: 'kings' }));
    const step = findStep(kings, 'ephemeral.kings-only')?.step;
    expect(step?.text).toMatch(/^Under these rules an empty column takes only a King/);
    const own = findStep(houseCourse(getVariant('ephemeral')), 'ephemeral.kings-only')?.step;
    expect(own?.text).toMatch(/^In Ephemeral FreeCell an empty column/);
  });

  test('lessons of the same title become one', () => {
    const c = houseCourse(houseVariant('Kings', { emptyColumns: 'kings' }));
    const kings = c.lessons.filter((l) => l.title === 'Kings fill empty columns');
    expect(kings).toHaveLength(1);
    expect(kings[0]?.steps.map((s) => s.id)).toEqual(['house.only-a-king', 'ephemeral.kings-only']);
    // After the step made from the rules, which makes the rule bite (FreeCell would take the Queen).
    expect(c.lessons[0]?.steps.map((s) => s.id)).toEqual(['rules.empty-columns']);
    expect(c.lessons[1]).toBe(kings[0]);
  });

  test('steps whose board does not fit the rules are left out', () => {
    // Two free cells: the boards that fill four cells cannot be set up.
    const ids = stepIds(houseCourse(getVariant('two-cell-freecell')));
    expect(ids).not.toContain('freecell.fill-a-column');
    expect(ids).not.toContain('freecell.out-of-a-cell');
    expect(ids).toContain('freecell.red-on-black');
  });

  test.each(Object.entries(HOUSE_RULES))('the house rules %s get the steps written for them', (_, code) => {
    const v = resolveVariant(code);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const ids = stepIds(houseCourse(v.value));
    for (const s of houseSteps) if (s.variant === code) expect(ids).toContain(`house.${s.id}`);
  });

  /** [rules, steps their course must have, steps it must not have]. */
  const CASES: [string, Variant, string[], string[]][] = [
    [
      "Baker's Game",
      getVariant('bakers-game'),
      ['house.same-suit', 'house.suited-runs'],
      ['house.any-suit', 'house.fewer-cells', 'freecell.red-on-black', 'freecell.build-a-run'],
    ],
    [
      'Eight Off',
      getVariant('eight-off'),
      [
        'house.dealt-cells-eight',
        'house.same-suit',
        'house.suited-runs',
        'house.only-a-king',
        'house.eight-cells-plus-one',
      ],
      ['house.dealt-cells', 'house.cells-plus-one', 'house.cells-plus-one-by-suit', 'ephemeral.kings-only'],
    ],
    [
      'Seahaven Towers',
      getVariant('seahaven-towers'),
      ['house.dealt-cells', 'house.same-suit', 'house.only-a-king', 'house.cells-plus-one-by-suit'],
      ['house.dealt-cells-eight', 'house.eight-cells-plus-one', 'house.any-suit'],
    ],
    [
      'Relaxed FreeCell',
      getVariant('relaxed-freecell'),
      ['house.any-length'],
      ['house.one-card', 'house.cells-plus-one', 'freecell.run-limit', 'freecell.empty-columns-double'],
    ],
    [
      'Ephemeral FreeCell (traditional)',
      getVariant('ephemeral-traditional'),
      ['house.cell-closes'],
      ['ephemeral.must-leave', 'ephemeral.immediate-loss'],
    ],
    [
      'Selective FreeCell (traditional)',
      getVariant('selective-traditional'),
      ['house.first-card-home', 'house.round-the-corner', 'freecell.red-on-black'],
      ['freecell.send-home', 'freecell.in-order', 'freecell.win', 'selective.same-rank-blocks'],
    ],
    [
      'removable foundations, any suit',
      houseVariant('Anything goes', { foundationsRemovable: true, buildPolicy: 'any-suit' }),
      ['house.take-it-back', 'house.any-suit'],
      ['house.same-suit', 'house.suited-runs', 'house.stays-empty', 'freecell.red-on-black'],
    ],
    [
      'one card at a time, no empty-column moves',
      houseVariant('Strict', { sequenceMove: 'one-card', emptyColumns: 'none' }),
      ['house.one-card', 'house.stays-empty'],
      ['house.any-length', 'freecell.run-limit', 'freecell.clear-a-column', 'house.only-a-king'],
    ],
  ];

  test.each(CASES)(
    '%s: the lessons on what changed, first; nothing that does not hold',
    (_, v, has, hasNot) => {
      const c = houseCourse(v);
      const ids = stepIds(c);
      for (const id of has) expect(ids).toContain(id);
      for (const id of hasNot) expect(ids).not.toContain(id);
      // What the rules change comes before the steps of the FreeCell course.
      const firstFreecell = ids.findIndex((id) => id.startsWith('freecell.'));
      for (const id of has.filter((x) => x.startsWith('house.')))
        expect(firstFreecell < 0 || ids.indexOf(id) < firstFreecell).toBe(true);
      expect(ids[0]?.startsWith('house.') || ids[0]?.startsWith('rules.')).toBe(true);
    },
  );

  test('lessons on changes come in the order of the knobs, after what they rely on', () => {
    expect([...TEACHING_ORDER].sort()).toEqual([...RULES_KEYS].sort());
    const course = houseCourse(getVariant('eight-off'));
    const lessons = course.lessons.map((l: Lesson) => l.id);
    // First the steps made from the rules (eight cells, every one needed; a King into an empty column
    // where FreeCell would take the Queen; the deal of six cards a column and four in the cells), then
    // the cells, building by suit, Kings in empty columns, then runs (which are built by suit here).
    expect(course.lessons[0]?.steps.map((s) => s.id)).toEqual([
      'rules.free-cells',
      'rules.empty-columns',
      'rules.deal',
    ]);
    expect(lessons.slice(1, 5)).toEqual([
      'house.dealt-cells',
      'house.by-suit',
      'house.kings-only',
      'house.run-rules',
    ]);
  });

  test('under first-card foundations, a step written for Aces gets its base and keeps its par', () => {
    const v = getVariant('selective-traditional');
    const c = houseCourse(v);
    const place = findStep(c, 'freecell.red-on-black');
    expect(place?.step.kind).toBe('play');
    if (place?.step.kind !== 'play') return;
    expect(place.step.board).toMatch(/^Base: A\n/);
    const a = runToEnd(
      new TutorService().par({
        rules: v.rules,
        board: place.step.board,
        goal: place.step.goal,
        maxStates: HOUSE_CHECK_STATES,
      }),
    );
    expect(a).toMatchObject({ status: 'ok', par: 1 });
    // Its own boards (the first card still to come) are left as they are.
    const own = findStep(c, 'house.first-card-home');
    expect(own?.step.kind === 'play' && own.step.board.includes('Base:')).toBe(false);
  });

  test('a house-rules string gets a course named after it, without the steps its knobs rule out', () => {
    const rules = { ...getVariant('freecell').rules, buildPolicy: 'same-suit' as const, cells: 3 };
    const v = decodeHouseRules(encodeHouseRules({ name: 'Suited Three', rules }));
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const c = houseCourse(v.value);
    expect(c.title).toBe('Suited Three');
    expect(c.variant).toBe(v.value.id);
    const steps = courseSteps(c).filter((s): s is PlayStep => s.kind === 'play');
    expect(steps.length).toBeGreaterThan(0);
    // Its three cells are taught first (a step made from the rules), then building by suit; nothing
    // that builds in alternate colours or counts on four cells.
    expect(steps[0]?.id).toBe('rules.free-cells');
    expect(steps[1]?.id).toBe('house.same-suit');
    for (const s of steps) {
      if (s.knobs.includes('buildPolicy')) expect(knobHolds(s, 'buildPolicy', 'same-suit')).toBe(true);
      if (s.knobs.includes('cells')) expect(knobHolds(s, 'cells', 3)).toBe(true);
    }
    expect(stepIds(c)).not.toContain('freecell.red-on-black');
    expect(stepIds(c)).not.toContain('freecell.park');
    expect(c.summary).toMatch(/2 changes from FreeCell/);
  });
});

// Every change a generated course lists has a step that needs it: generated-steps.test.ts sweeps the
// catalogue, these house-rules strings and every knob value with the engine (teaches.ts).
