import { FREECELL_RULES } from '@cascade/core';
import { encodeHouseRules } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { checkHouseRules, codeIn, EDITOR_START, makeHouseRules } from './house-exercise.ts';
import { COURSES, courseSteps } from '../lessons/index.ts';
import type { HouseRulesStep } from '../lessons/types.ts';

const code = (name: string, changes: object) =>
  encodeHouseRules({ name, rules: { ...FREECELL_RULES, ...changes } });

describe('the house-rules exercise', () => {
  const three = { cells: 3 };

  test('a code of FreeCell with three free cells is what the step asks for', () => {
    const c = code('Three cells', three);
    expect(checkHouseRules(three, c)).toEqual({ ok: true, code: c, name: 'Three cells' });
  });

  test('a link that holds the code counts too: the tutorial’s course, the game’s deal', () => {
    const c = code('Three cells', three);
    for (const link of [`http://localhost:4174/house/${c}`, `https://example.org/play/${c}/7`, ` ${c} `])
      expect([link, codeIn(link)]).toEqual([link, c]);
    expect(checkHouseRules(three, `http://localhost:4174/house/${c}/house.same-suit`)).toMatchObject({
      ok: true,
    });
  });

  test('other rules are refused, and the answer says what they change and what is asked', () => {
    expect(checkHouseRules(three, code('Two', { cells: 2 }))).toEqual({
      ok: false,
      why: 'These rules: There are two free cells instead of four. The step asks for this change only: There are three free cells instead of four.',
    });
    // The asked change and another one.
    const more = checkHouseRules(three, code('More', { cells: 3, columns: 10 }));
    expect(more.ok).toBe(false);
    expect(!more.ok && more.why).toMatch(
      /^These rules: There are ten columns instead of eight\. There are three free cells/,
    );
    const same = checkHouseRules(three, code('Same', {}));
    expect(!same.ok && same.why).toMatch(/^These are the FreeCell rules, unchanged\./);
  });

  test('the editor: FreeCell at the start; three cells made into the code asked for; bad values said', () => {
    expect(makeHouseRules(three, EDITOR_START)).toMatchObject({ ok: false });
    const made = makeHouseRules(three, { ...EDITOR_START, name: 'Three cells', cells: 3 });
    expect(made).toMatchObject({ ok: true, name: 'Three cells', code: code('Three cells', three) });
    const wrong = makeHouseRules(three, { ...EDITOR_START, cells: 99 });
    expect(!wrong.ok && wrong.why).toMatch(/^These rules cannot be made: .*cells/);
    const unnamed = makeHouseRules(three, { ...EDITOR_START, name: '   ', cells: 3 });
    expect(unnamed.ok).toBe(false);
  });

  test('what is not a code is said so, and nothing is accepted', () => {
    expect(checkHouseRules(three, '')).toEqual({ ok: false, why: 'Make the code first, or paste one.' });
    const bad = checkHouseRules(three, 'h1.AAAAAAAA');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.why).toMatch(/^That is not a house-rules code: /);
    // One character mistyped: the checksum catches it.
    const c = code('Three cells', three);
    const typo = `${c.slice(0, 4)}${c[4] === 'A' ? 'B' : 'A'}${c.slice(5)}`;
    expect(checkHouseRules(three, typo).ok).toBe(false);
  });

  test('every house-rules step of the courses asks for rules that can be made', () => {
    const steps = COURSES.flatMap(courseSteps).filter((s): s is HouseRulesStep => s.kind === 'house-rules');
    expect(steps.map((s) => s.id)).toContain('make-house-rules');
    for (const s of steps) expect(checkHouseRules(s.change, code('Made', s.change)).ok).toBe(true);
  });
});
