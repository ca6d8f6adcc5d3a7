import { decodeHouseRules, getVariant, KNOB_RANGES } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { changedKnobs, checkDraft, draftOf, KNOBS, plainMessage } from './rules-editor.ts';

const freecell = getVariant('freecell').rules;

describe('the house-rules editor model', () => {
  test('every knob but maxRank can be set, with the schema’s ranges and core’s values', () => {
    const keys = KNOBS.map((k) => k.key).sort();
    expect(keys).toEqual(
      Object.keys(freecell)
        .filter((k) => k !== 'maxRank')
        .sort(),
    );
    for (const k of KNOBS) {
      if (k.kind === 'int') expect({ min: k.min, max: k.max }).toEqual(KNOB_RANGES[k.key as 'columns']);
    }
    const choices = Object.fromEntries(
      KNOBS.flatMap((k) => (k.kind === 'choice' ? [[k.key, k.choices.map((c) => c.value)]] : [])),
    );
    expect(choices.sequenceMove).toEqual(['standard', 'cells-plus-one', 'one-card', 'unlimited']);
    expect(choices.cellStay).toEqual(['unlimited', 'next-move', 'single-use']);
    expect(choices.deal).toEqual(['ms', 'challenge', 'random']);
  });

  test('a valid draft gives rules and a house-rules string that decodes back', () => {
    const draft = { ...draftOf(freecell), cells: 2, emptyColumns: 'kings' as const };
    const c = checkDraft(draft, '  Two cells  ');
    expect(c.errors).toEqual({});
    expect(c.rules?.cells).toBe(2);
    const back = decodeHouseRules(c.code ?? '');
    expect(back.ok && back.value.name).toBe('Two cells');
    expect(back.ok && back.value.rules).toEqual(c.rules);
  });

  test('issues are filed under their knob, in players’ words', () => {
    const c = checkDraft({ ...draftOf(freecell), cells: 2, prefilledCells: 3 }, 'x');
    expect(c.rules).toBeNull();
    expect(c.code).toBeNull();
    expect(c.errors.prefilledCells).toBe(
      'Cards dealt into the free cells must be a whole number from 0 to free cells (2), got 3',
    );
    expect(c.issues[0]?.path).toBe('rules.prefilledCells');
    const empty = checkDraft({ ...draftOf(freecell), columns: null }, 'x');
    expect(empty.errors.columns).toBe('Columns must be a whole number from 4 to 10, got nothing');
    const big = checkDraft({ ...draftOf(freecell), columns: 12, cells: 4.5 }, 'x');
    expect(Object.keys(big.errors).sort()).toEqual(['cells', 'columns']);
  });

  test('a bad name is an issue of the name, not of the rules', () => {
    const c = checkDraft(draftOf(freecell), 'x'.repeat(41));
    expect(c.rules).not.toBeNull();
    expect(c.code).toBeNull();
    expect(c.errors.name).toMatch(/at most 40 are allowed/);
  });

  test('changed knobs and plain messages', () => {
    expect([...changedKnobs(freecell, { ...draftOf(freecell), cells: 3, deal: 'random' })]).toEqual([
      'cells',
      'deal',
    ]);
    expect(plainMessage('cellStay must be one of …')).toBe('Free-cell stay rule must be one of …');
  });
});
