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
  RULES_KEYS,
  rulesSpecProblem,
  SEQUENCE_MOVE_RULES,
  type RulesSpec,
} from '@cascade/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { validateRules } from './index.ts';
import { RULES_ENTRIES } from './schema.ts';
import { validRulesArb } from './test-arbitraries.ts';

const fail = (input: unknown) => {
  const r = validateRules(input);
  if (r.ok) throw new Error(`expected invalid rules, got ${JSON.stringify(r.value)}`);
  return r.error;
};
const withKnob = (key: string, value: unknown): Record<string, unknown> => ({
  ...FREECELL_RULES,
  [key]: value,
});

describe('RulesSchema', () => {
  test('has exactly core’s knobs, in core’s order, each with a description', () => {
    expect(Object.keys(RULES_ENTRIES)).toEqual([...RULES_KEYS]);
    for (const [key, schema] of Object.entries(RULES_ENTRIES)) {
      const text = v.getDescription(schema);
      expect(text, key).toMatch(/\w{3,}.*\./);
    }
  });

  test('its vocabularies are core’s as-const tuples themselves, not copies', () => {
    const options = (schema: { pipe: readonly unknown[] }) =>
      (schema.pipe[0] as { options: readonly string[] }).options;
    expect(options(RULES_ENTRIES.foundationDirection)).toBe(FOUNDATION_DIRECTIONS);
    expect(options(RULES_ENTRIES.foundationBase)).toBe(FOUNDATION_BASES);
    expect(options(RULES_ENTRIES.buildDirection)).toBe(BUILD_DIRECTIONS);
    expect(options(RULES_ENTRIES.buildPolicy)).toBe(BUILD_POLICIES);
    expect(options(RULES_ENTRIES.emptyColumns)).toBe(EMPTY_COLUMN_POLICIES);
    expect(options(RULES_ENTRIES.sequenceMove)).toBe(SEQUENCE_MOVE_RULES);
    expect(options(RULES_ENTRIES.cellEntry)).toBe(CELL_ENTRY_RULES);
    expect(options(RULES_ENTRIES.cellStay)).toBe(CELL_STAY_RULES);
    expect(options(RULES_ENTRIES.deal)).toBe(DEAL_KINDS);
  });
});

describe('validateRules: valid input', () => {
  test('accepts FreeCell and returns a frozen copy with core’s key order', () => {
    const r = validateRules({ ...FREECELL_RULES });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual(FREECELL_RULES);
    expect(Object.keys(r.value)).toEqual([...RULES_KEYS]);
    expect(Object.isFrozen(r.value)).toBe(true);
  });

  test('accepts every boundary value of every numeric knob', () => {
    for (const [key, lo, hi] of [
      ['columns', 4, 10],
      ['cells', 0, 8],
      ['maxRank', 1, 13],
    ] as const) {
      expect(validateRules(withKnob(key, lo)).ok, `${key}=${lo}`).toBe(true);
      expect(validateRules(withKnob(key, hi)).ok, `${key}=${hi}`).toBe(true);
    }
    expect(validateRules({ ...FREECELL_RULES, cells: 8, prefilledCells: 8 }).ok).toBe(true);
    expect(validateRules({ ...FREECELL_RULES, cells: 8, prefilledCells: 8, maxRank: 2 }).ok).toBe(true); // all 8 cards in cells
  });

  test('property: agrees with core’s rulesSpecProblem on every valid spec', () => {
    fc.assert(
      fc.property(validRulesArb, (rules) => {
        const r = validateRules(rules);
        expect(r.ok).toBe(true);
        expect(rulesSpecProblem(rules)).toBeNull();
      }),
      { seed: 20240601, numRuns: 500 },
    );
  });
});

describe('validateRules: invalid input, each with its path and message', () => {
  const cases: [name: string, input: unknown, path: string, message: string][] = [
    [
      'cells too high',
      withKnob('cells', 9),
      'rules.cells',
      'cells must be a whole number from 0 to 8, got 9',
    ],
    [
      'cells negative',
      withKnob('cells', -1),
      'rules.cells',
      'cells must be a whole number from 0 to 8, got -1',
    ],
    [
      'cells fractional',
      withKnob('cells', 2.5),
      'rules.cells',
      'cells must be a whole number from 0 to 8, got 2.5',
    ],
    [
      'cells as a string',
      withKnob('cells', '4'),
      'rules.cells',
      'cells must be a whole number from 0 to 8, got "4"',
    ],
    ['cells NaN', withKnob('cells', NaN), 'rules.cells', 'cells must be a whole number from 0 to 8, got NaN'],
    [
      'cells Infinity',
      withKnob('cells', Infinity),
      'rules.cells',
      'cells must be a whole number from 0 to 8, got Infinity',
    ],
    [
      'columns 3',
      withKnob('columns', 3),
      'rules.columns',
      'columns must be a whole number from 4 to 10, got 3',
    ],
    [
      'columns 11',
      withKnob('columns', 11),
      'rules.columns',
      'columns must be a whole number from 4 to 10, got 11',
    ],
    [
      'columns null',
      withKnob('columns', null),
      'rules.columns',
      'columns must be a whole number from 4 to 10, got null',
    ],
    [
      'maxRank 0',
      withKnob('maxRank', 0),
      'rules.maxRank',
      'maxRank must be a whole number from 1 to 13, got 0',
    ],
    [
      'maxRank 14',
      withKnob('maxRank', 14),
      'rules.maxRank',
      'maxRank must be a whole number from 1 to 13, got 14',
    ],
    [
      'prefilled 9',
      withKnob('prefilledCells', 9),
      'rules.prefilledCells',
      'prefilledCells must be a whole number from 0 to 8, got 9',
    ],
    [
      'prefilled above cells',
      { ...FREECELL_RULES, cells: 2, prefilledCells: 3 },
      'rules.prefilledCells',
      'prefilledCells must be a whole number from 0 to cells (2), got 3',
    ],
    [
      'prefilled above the deck',
      { ...FREECELL_RULES, cells: 8, prefilledCells: 5, maxRank: 1 },
      'rules.prefilledCells',
      'prefilledCells must be at most the number of cards in the deck (4 × maxRank = 4), got 5',
    ],
    [
      'deal unknown',
      withKnob('deal', 'pysol'),
      'rules.deal',
      'deal must be one of "ms", "challenge" or "random", got "pysol"',
    ],
    [
      'direction unknown',
      withKnob('foundationDirection', 'sideways'),
      'rules.foundationDirection',
      'foundationDirection must be "up" or "down", got "sideways"',
    ],
    [
      'base case-sensitive',
      withKnob('foundationBase', 'Ace'),
      'rules.foundationBase',
      'foundationBase must be one of "ace", "king" or "first-card", got "Ace"',
    ],
    [
      'build policy old name',
      withKnob('buildPolicy', 'none'),
      'rules.buildPolicy',
      'buildPolicy must be one of "alternate-color", "same-suit" or "any-suit", got "none"',
    ],
    [
      'empty columns',
      withKnob('emptyColumns', 'queens'),
      'rules.emptyColumns',
      'emptyColumns must be one of "any", "kings" or "none", got "queens"',
    ],
    [
      'sequence move',
      withKnob('sequenceMove', 'limited'),
      'rules.sequenceMove',
      'sequenceMove must be one of "standard", "cells-plus-one", "one-card" or "unlimited", got "limited"',
    ],
    [
      'cell entry',
      withKnob('cellEntry', 1),
      'rules.cellEntry',
      'cellEntry must be "any" or "selective", got 1',
    ],
    [
      'cell stay',
      withKnob('cellStay', ['next-move']),
      'rules.cellStay',
      'cellStay must be one of "unlimited", "next-move" or "single-use", got a list',
    ],
    [
      'removable as string',
      withKnob('foundationsRemovable', 'yes'),
      'rules.foundationsRemovable',
      'foundationsRemovable must be true or false, got "yes"',
    ],
    [
      'removable as 0',
      withKnob('foundationsRemovable', 0),
      'rules.foundationsRemovable',
      'foundationsRemovable must be true or false, got 0',
    ],
    [
      'missing knob',
      Object.fromEntries(Object.entries(FREECELL_RULES).filter(([k]) => k !== 'cellStay')),
      'rules.cellStay',
      'cellStay is missing: it must be one of "unlimited", "next-move" or "single-use"',
    ],
    [
      'misspelt knob gets a suggestion',
      withKnob('prefilled_cells', 2),
      'rules.prefilled_cells',
      'unknown knob "prefilled_cells": did you mean prefilledCells?',
    ],
    ['a string', 'freecell', 'rules', 'the rules must be an object of knobs, got "freecell"'],
    ['null', null, 'rules', 'the rules must be an object of knobs, got null'],
    ['undefined', undefined, 'rules', 'the rules must be an object of knobs, got nothing'],
    ['a list', [FREECELL_RULES], 'rules', 'the rules must be an object of knobs, got a list'],
    ['a number', 42, 'rules', 'the rules must be an object of knobs, got 42'],
  ];
  test.each(cases)('%s', (_name, input, path, message) => {
    const e = fail(input);
    expect(e.code).toBe('variant/invalid');
    expect(e.issues?.[0]).toEqual({ path, message });
    expect(e.message).toContain(`${path}: ${message}`);
  });

  test('one issue per knob even when several checks fail (9.5 is neither whole nor in range)', () => {
    expect(fail(withKnob('cells', 9.5)).issues).toEqual([
      { path: 'rules.cells', message: 'cells must be a whole number from 0 to 8, got 9.5' },
    ]);
  });

  test('an out-of-range knob is not blamed again by the cross-field checks', () => {
    expect(fail(withKnob('cells', -1)).issues?.map((i) => i.path)).toEqual(['rules.cells']);
    expect(fail({ ...FREECELL_RULES, cells: 12, prefilledCells: 10 }).issues?.map((i) => i.path)).toEqual([
      'rules.cells',
      'rules.prefilledCells',
    ]);
    expect(
      fail({ ...FREECELL_RULES, maxRank: 0, cells: 8, prefilledCells: 8 }).issues?.map((i) => i.path),
    ).toEqual(['rules.maxRank']);
  });

  test('reports every problem at once, knobs in order, then unknown keys', () => {
    const e = fail({ ...FREECELL_RULES, cells: 9, deal: 'x', colour: 'red', extra: 1 });
    expect(e.issues?.map((i) => i.path)).toEqual([
      'rules.cells',
      'rules.deal',
      'rules.colour',
      'rules.extra',
    ]);
    expect(e.message).toBe(
      'the rules are not valid: rules.cells: cells must be a whole number from 0 to 8, got 9 (and 3 more problems)',
    );
  });

  test('unknown keys are counted beyond five', () => {
    const input: Record<string, unknown> = { ...FREECELL_RULES };
    for (let i = 0; i < 20; i++) input[`k${i}`] = i;
    const issues = fail(input).issues ?? [];
    expect(issues).toHaveLength(6);
    expect(issues[5]).toEqual({ path: 'rules["…"]', message: 'and 15 more unknown keys' });
  });

  test('a long string value is quoted back shortened', () => {
    const e = fail(withKnob('deal', 'x'.repeat(100_000)));
    expect(e.issues?.[0]?.message).toBe(
      `deal must be one of "ms", "challenge" or "random", got "${'x'.repeat(24)}…"`,
    );
  });
});

describe('validateRules: hostile input', () => {
  test('__proto__ from JSON is an unknown key, and nothing is polluted', () => {
    const input: unknown = JSON.parse(
      `{"__proto__": {"cells": 9, "polluted": true}, ${JSON.stringify(FREECELL_RULES).slice(1)}`,
    );
    const e = fail(input);
    expect(e.issues).toEqual([
      { path: 'rules.__proto__', message: expect.stringContaining('unknown knob "__proto__"') as unknown },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).cells).toBeUndefined();
  });

  test('constructor and prototype are unknown keys too', () => {
    expect(
      fail(JSON.parse(`{"constructor": {"prototype": {"x": 1}}, ${JSON.stringify(FREECELL_RULES).slice(1)}`))
        .issues?.[0]?.path,
    ).toBe('rules.constructor');
  });

  test('inherited knobs do not count: only own properties are read', () => {
    const e = fail(Object.create(FREECELL_RULES) as unknown);
    expect(e.issues).toHaveLength(RULES_KEYS.length);
    expect(e.issues?.[0]).toEqual({
      path: 'rules.columns',
      message: 'columns is missing: it must be a whole number from 4 to 10',
    });
  });

  test('a getter that throws, and a proxy that throws, give an error value', () => {
    const getter = Object.defineProperty({ ...FREECELL_RULES }, 'cells', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(fail(getter).issues).toEqual([{ path: 'rules', message: 'the rules could not be read (boom)' }]);
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(fail(proxy).issues).toEqual([{ path: 'rules', message: 'the rules could not be read (trap)' }]);
  });

  test('the result is a copy: later changes to the input do not leak in', () => {
    const input = { ...FREECELL_RULES } as { -readonly [K in keyof RulesSpec]: RulesSpec[K] };
    const r = validateRules(input);
    input.cells = 0;
    expect(r.ok && r.value.cells).toBe(4);
  });

  test('property: never throws, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withNullPrototype: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withTypedArray: true,
        }),
        (input) => {
          const r = validateRules(input);
          if (!r.ok) {
            expect(r.error.code).toBe('variant/invalid');
            expect(r.error.issues?.length).toBeGreaterThan(0);
          }
        },
      ),
      { seed: 7, numRuns: 1000 },
    );
  });

  test('property: one knob off its range is caught at exactly that path', () => {
    const outOfRange = fc.oneof(
      fc.record({
        key: fc.constant('columns'),
        value: fc.oneof(fc.integer({ max: 3 }), fc.integer({ min: 11 })),
      }),
      fc.record({
        key: fc.constant('cells'),
        value: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 9 })),
      }),
      fc.record({
        key: fc.constant('maxRank'),
        value: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 14 })),
      }),
      fc.record({ key: fc.constantFrom(...RULES_KEYS), value: fc.string() }),
    );
    fc.assert(
      fc.property(outOfRange, ({ key, value }) => {
        const r = validateRules(withKnob(key, value));
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.issues?.map((i) => i.path)).toContain(`rules.${key}`);
      }),
      { seed: 11, numRuns: 500 },
    );
  });
});
