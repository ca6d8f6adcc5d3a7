import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREECELL_RULES, type RulesSpec } from '@cascade/core';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import {
  defineVariant,
  getVariant,
  isVariantId,
  listVariants,
  lookupVariantId,
  parseVariantDefinition,
  validateRules,
  VARIANT_ALIASES,
  VARIANT_ID_PATTERN,
  VARIANT_IDS,
  type VariantId,
} from './index.ts';
import { DefinitionSchema } from './variant.ts';

const FIXTURES = join(import.meta.dirname, '../test/fixtures');

describe('every built-in definition', () => {
  test.each(VARIANT_IDS)('%s validates through the schema', (id) => {
    const variant = getVariant(id);
    const rules = validateRules(JSON.parse(JSON.stringify(variant.rules)));
    expect(rules).toEqual({ ok: true, value: variant.rules });
    const def = v.safeParse(DefinitionSchema, {
      id: variant.id,
      name: variant.name,
      rules: variant.rules,
      meta: variant.meta,
    });
    expect(def.issues).toBeUndefined();
  });

  test('resolved rules are pinned by the golden file', async () => {
    const all = Object.fromEntries(listVariants().map((variant) => [variant.id, variant.rules]));
    await expect(`${JSON.stringify(all, null, 2)}\n`).toMatchFileSnapshot(
      '../test/fixtures/resolved-rules.golden.json',
    );
  });

  test('the catalogue is VARIANT_IDS, in order, each under its own id', () => {
    expect(listVariants().map((x) => x.id)).toEqual([...VARIANT_IDS]);
    for (const id of VARIANT_IDS) {
      expect(getVariant(id).id).toBe(id);
      expect(id).toMatch(VARIANT_ID_PATTERN);
      expect(getVariant(id).houseRules).toBe(false);
    }
    expect(new Set(listVariants().map((x) => x.name)).size).toBe(VARIANT_IDS.length);
  });

  test('variants, their rules and meta are frozen', () => {
    for (const variant of listVariants()) {
      expect(Object.isFrozen(variant)).toBe(true);
      expect(Object.isFrozen(variant.rules)).toBe(true);
      expect(Object.isFrozen(variant.meta)).toBe(true);
      expect(() => {
        (variant.rules as { cells: number }).cells = 1;
      }).toThrow(TypeError);
    }
    expect(Object.isFrozen(listVariants())).toBe(true);
  });

  test('every variant has presentation text', () => {
    for (const variant of listVariants()) {
      expect(variant.meta.short.length, variant.id).toBeGreaterThan(10);
      expect(variant.meta.description.length, variant.id).toBeGreaterThan(variant.meta.short.length);
    }
  });

  test('a source, where a variant names one, is public: never a document outside the repository', () => {
    // The rules pages print it ("Source: …"); the seed rules as Cascade states them cite none.
    for (const variant of listVariants()) {
      const source = variant.meta.source;
      if (source !== undefined)
        expect(source, variant.id).toMatch(
          /^(Microsoft FreeCell|fc-solve preset [a-z_]+|Pretty Good Solitaire)/,
        );
    }
  });
});

/**
 * The seed variants: each differs from FreeCell in exactly the knobs of its rule (Challenge deals
 * the twos and aces first; Inverted builds foundations K→A and columns up, runs of free cells + 1;
 * Ephemeral's cell card must leave on the next move, and only Kings fill empty columns; Selective
 * keeps a card out of the cells while another column shows its rank). FreeCell's own knobs are
 * FREECELL_RULES, pinned once, with every resolved variant, in test/fixtures/resolved-rules.golden.json.
 */
describe('the seed variants', () => {
  const changes: [VariantId, Partial<RulesSpec>][] = [
    ['freecell', {}],
    ['challenge', { deal: 'challenge' }],
    [
      'inverted',
      {
        foundationDirection: 'down',
        foundationBase: 'king',
        buildDirection: 'up',
        sequenceMove: 'cells-plus-one',
      },
    ],
    ['ephemeral', { cellStay: 'next-move', emptyColumns: 'kings' }],
    ['selective', { cellEntry: 'selective' }],
  ];
  test.each(changes)('%s', (id, diff) => {
    expect(getVariant(id).rules).toEqual({ ...FREECELL_RULES, ...diff });
  });

  test('names', () => {
    expect(
      ['freecell', 'challenge', 'inverted', 'ephemeral', 'selective'].map(
        (id) => getVariant(id as VariantId).name,
      ),
    ).toEqual([
      'FreeCell',
      'Challenge FreeCell',
      'Inverted FreeCell',
      'Ephemeral FreeCell',
      'Selective FreeCell',
    ]);
  });
});

describe('the relatives differ from FreeCell exactly as catalogued', () => {
  const changes: [VariantId, Partial<RulesSpec>][] = [
    ['bakers-game', { buildPolicy: 'same-suit' }],
    ['relaxed-freecell', { sequenceMove: 'unlimited' }],
    ['two-cell-freecell', { cells: 2 }],
    ['three-cell-freecell', { cells: 3 }],
    ['super-challenge', { deal: 'challenge', emptyColumns: 'kings', sequenceMove: 'cells-plus-one' }],
    [
      'eight-off',
      {
        cells: 8,
        prefilledCells: 4,
        buildPolicy: 'same-suit',
        emptyColumns: 'kings',
        sequenceMove: 'cells-plus-one',
      },
    ],
    ['forecell', { prefilledCells: 4, emptyColumns: 'kings', sequenceMove: 'cells-plus-one' }],
    [
      'seahaven-towers',
      {
        columns: 10,
        prefilledCells: 2,
        buildPolicy: 'same-suit',
        emptyColumns: 'kings',
        sequenceMove: 'cells-plus-one',
      },
    ],
    ['ephemeral-traditional', { cellStay: 'single-use' }],
    ['selective-traditional', { foundationBase: 'first-card' }],
  ];
  test.each(changes)('%s', (id, diff) => {
    const rules = getVariant(id).rules;
    const changed = Object.fromEntries(
      Object.entries(rules).filter(([k, value]) => FREECELL_RULES[k as keyof RulesSpec] !== value),
    );
    expect(changed).toEqual(diff);
  });
});

describe('aliases', () => {
  test.each([
    ['bakers_game', 'bakers-game'],
    ['eight_off', 'eight-off'],
    ['forecell', 'forecell'],
    ['freecell', 'freecell'],
    ['relaxed_freecell', 'relaxed-freecell'],
    ['seahaven_towers', 'seahaven-towers'],
    ['seahaven', 'seahaven-towers'],
    ['BAKERS_GAME', 'bakers-game'],
    ['  Eight-Off ', 'eight-off'],
    ['Super_Challenge_FreeCell', 'super-challenge'],
    ['two_cell', 'two-cell-freecell'],
  ])('%s → %s', (name, id) => {
    expect(lookupVariantId(name)).toBe(id);
  });

  test.each([
    'ko_bakers_game',
    'relaxed_seahaven',
    'klondike',
    '',
    'free cell',
    'toString',
    '__proto__',
    'constructor',
  ])('%j is not a variant', (name) => {
    expect(lookupVariantId(name)).toBeUndefined();
  });

  test('every alias points at a real id and none shadows an id', () => {
    for (const [alias, id] of Object.entries(VARIANT_ALIASES)) {
      expect(isVariantId(id)).toBe(true);
      expect(isVariantId(alias)).toBe(false);
      expect(alias).toMatch(VARIANT_ID_PATTERN); // stored normalised
    }
  });
});

describe('defineVariant', () => {
  const meta = { short: 'A test variant.', description: 'A variant defined by a test.' };

  test('deep-merges sparse overrides onto the parent’s resolved rules', () => {
    const child = defineVariant({
      id: 'kings-bakers',
      extends: getVariant('bakers-game'),
      name: 'KO Baker',
      rules: { emptyColumns: 'kings' },
      meta,
    });
    expect(child.rules).toEqual({ ...FREECELL_RULES, buildPolicy: 'same-suit', emptyColumns: 'kings' });
    expect(Object.isFrozen(child.rules)).toBe(true);
  });

  test('without a parent, FreeCell is the root; undefined overrides inherit', () => {
    const x = defineVariant({ id: 'plain', name: 'Plain', rules: { cells: undefined }, meta });
    expect(x.rules).toEqual(FREECELL_RULES);
  });

  test('throws at definition time on an invalid built-in, naming the path', () => {
    expect(() => defineVariant({ id: 'broken', name: 'Broken', rules: { cells: 9 }, meta })).toThrow(
      'built-in variant "broken" is invalid: rules.cells: cells must be a whole number from 0 to 8, got 9',
    );
    expect(() => defineVariant({ id: 'Bad Id', name: 'Bad', rules: {}, meta })).toThrow(
      /id: id must be kebab-case/,
    );
    expect(() => defineVariant({ id: 'x', name: 'X', rules: { cells: 1, prefilledCells: 2 }, meta })).toThrow(
      /rules\.prefilledCells/,
    );
  });
});

describe('parseVariantDefinition: a corpus of invalid JSON definitions', () => {
  const dir = join(FIXTURES, 'invalid-definitions');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  test('the corpus is there', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });
  test.each(files)('%s', (file) => {
    const { input, expected } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      input: unknown;
      expected: { code: string; path: string; message?: string };
    };
    const r = parseVariantDefinition(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(expected.code);
    const issue = r.error.issues?.find((i) => i.path === expected.path);
    expect(issue, JSON.stringify(r.error.issues)).toBeDefined();
    if (expected.message !== undefined) expect(issue?.message).toBe(expected.message);
  });

  test('a valid JSON definition resolves onto its parent', () => {
    const r = parseVariantDefinition({
      id: 'kings-only-bakers-game',
      extends: 'bakers_game',
      name: "King's Baker's Game",
      rules: { emptyColumns: 'kings' },
      meta: {
        short: 'Baker’s Game, kings only.',
        description: 'fc-solve’s ko_bakers_game.',
        difficulty: 'hard',
      },
    });
    expect(r.ok && r.value.rules).toEqual({
      ...FREECELL_RULES,
      buildPolicy: 'same-suit',
      emptyColumns: 'kings',
    });
    expect(r.ok && r.value.houseRules).toBe(false);
  });

  test('reports problems in several places at once', () => {
    const r = parseVariantDefinition({
      id: 'X',
      name: '',
      rules: { cells: -1 },
      meta: { short: '', description: 'd' },
    });
    expect(r.ok ? [] : r.error.issues?.map((i) => i.path)).toEqual([
      'id',
      'name',
      'meta.short',
      'rules.cells',
    ]);
  });
});
