/** Claims: what a step states is checked under the rules it is played with (game/claims.ts). */
import type { RulesSpec } from '@cascade/core';
import { getVariant, type Variant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { checkClaim, claimContext } from '../game/claims.ts';
import { houseCourse } from './house-course.ts';
import { COURSES, courseSteps, findStep } from './index.ts';
import { houseVariant, start, startUnder, stepOf } from './lessons-fixture.ts';

describe('claims: what a step states is checked under the rules it is played with', () => {
  const drawn = (v: Variant, id: string) => findStep(houseCourse(v), id)?.step;

  test('parks: the places named are those a legal move takes the card to, under each course’s rules', () => {
    const s = stepOf('inverted', 'king-starts');
    const claim = { kind: 'parks', card: 'Q♥', words: 'in a free cell or an empty column' } as const;
    expect(checkClaim(claim, start(s))).toEqual({ ok: true, words: 'in a free cell or an empty column' });
    // Inverted's foundations and columns, with empty columns that take nothing: the nudge no longer
    // sends the Q♥ where it would be refused.
    const upsideDown = {
      foundationDirection: 'down',
      foundationBase: 'king',
      buildDirection: 'up',
      sequenceMove: 'cells-plus-one',
    } as const;
    const none = houseVariant('', { ...upsideDown, emptyColumns: 'none' });
    expect(checkClaim(claim, startUnder(s, none.rules))).toEqual({ ok: true, words: 'in a free cell' });
    const nudge = drawn(none, 'inverted.king-starts');
    expect(nudge?.kind === 'play' && nudge.nudge).toBe(
      'The Q♥ can wait in a free cell while the K♥ goes home.',
    );
    // No free cells: only the empty column.
    const noCells = houseVariant('', { ...upsideDown, cells: 0 });
    expect(checkClaim(claim, startUnder(s, noCells.rules))).toEqual({
      ok: true,
      words: 'in an empty column',
    });
  });

  test('autoplay: the step on safe cards states what core’s safe rule does, here and under house rules', () => {
    const s = stepOf('freecell', 'autoplay');
    expect(checkClaim({ kind: 'autoplay', card: '9♦', goes: true }, start(s))).toEqual({ ok: true });
    expect(checkClaim({ kind: 'autoplay', card: '10♠', goes: false }, start(s))).toEqual({ ok: true });
    // Said the other way round, each is refused, with the reason.
    expect(checkClaim({ kind: 'autoplay', card: '10♠', goes: true }, start(s))).toEqual({
      ok: false,
      why: 'autoplay leaves the 10♠',
    });
    expect(checkClaim({ kind: 'autoplay', card: '8♥', goes: false }, start(s))).toEqual({
      ok: false,
      why: 'the 8♥ is not on top of a pile',
    });
    // Foundations that give cards back: autoplay sends nothing home, so the step is not drawn there.
    const back = houseVariant('', { foundationsRemovable: true });
    expect(checkClaim({ kind: 'autoplay', card: '9♦', goes: true }, startUnder(s, back.rules)).ok).toBe(
      false,
    );
    expect(drawn(back, 'freecell.autoplay')).toBeUndefined();
  });

  test('cell-adds-one: false with single-use cells (the cell closes), so the step is not drawn there', () => {
    const s = stepOf('freecell', 'run-limit');
    expect(checkClaim({ kind: 'cell-adds-one' }, start(s)).ok).toBe(true);
    const once = houseVariant('', { cellStay: 'single-use' });
    expect(checkClaim({ kind: 'cell-adds-one' }, startUnder(s, once.rules))).toEqual({
      ok: false,
      why: 'a free cell emptied does not add one to the run limit',
    });
    expect(drawn(once, 'freecell.run-limit')).toBeUndefined();
    expect(drawn(once, 'freecell.into-an-empty-column')).toBeUndefined();
    expect(drawn(getVariant('freecell'), 'freecell.run-limit')).toBeDefined();
  });

  test('column-doubles: false where empty columns take nothing, or runs move freely', () => {
    const s = stepOf('freecell', 'empty-columns-double');
    expect(checkClaim({ kind: 'column-doubles' }, start(s)).ok).toBe(true);
    for (const changes of [{ emptyColumns: 'none' }, { sequenceMove: 'unlimited' }] as Partial<RulesSpec>[])
      expect(checkClaim({ kind: 'column-doubles' }, startUnder(s, houseVariant('', changes).rules)).ok).toBe(
        false,
      );
  });

  test('wrong-plan: the move warned against costs the goal, or a star; a plan that costs less is refused', () => {
    const home = stepOf('freecell', 'stays-home');
    const at = (s: typeof home) => [start(s), claimContext(s)] as const;
    // The 9♥ home: the 8♠ has nowhere to go, and the 7♦ never gets home.
    expect(checkClaim({ kind: 'wrong-plan', move: '2h', costs: 'goal' }, ...at(home))).toEqual({ ok: true });
    // The right move said to be wrong is refused, with what it costs.
    expect(checkClaim({ kind: 'wrong-plan', move: '12', costs: 'star' }, ...at(home))).toEqual({
      ok: false,
      why: 'after 12 the goal is still reached in 2 moves, par 2',
    });
    // Parking the J♠ in "Plan ahead" costs a move (a star), not the goal.
    const plan = stepOf('strategy', 'plan-ahead');
    expect(checkClaim({ kind: 'wrong-plan', move: '1d', costs: 'star' }, ...at(plan))).toEqual({ ok: true });
    expect(checkClaim({ kind: 'wrong-plan', move: '1d', costs: 'goal' }, ...at(plan))).toEqual({
      ok: false,
      why: 'after 1d the goal is still reached, in 5 moves',
    });
    // Not a move of the step: refused.
    expect(checkClaim({ kind: 'wrong-plan', move: '3h', costs: 'goal' }, ...at(home)).ok).toBe(false);
    expect(checkClaim({ kind: 'wrong-plan', move: '2h', costs: 'goal' }, start(home)).ok).toBe(false);
  });

  test('run-limit: the number the words state is core’s limit, under each variant’s rules', () => {
    const eph = stepOf('ephemeral', 'run-limit');
    const four = { kind: 'run-limit', into: 'card', limit: 4, words: '(1 + 1) × 2 = 4' } as const;
    expect(checkClaim(four, start(eph))).toEqual({ ok: true });
    expect(checkClaim({ ...four, limit: 2 }, start(eph))).toEqual({
      ok: false,
      why: 'the run limit onto a card is 4, not 2',
    });
    // Into the empty column it is 2; under free cells + 1 (Inverted's rule) the column never doubles it.
    expect(checkClaim({ ...four, into: 'empty', limit: 2 }, start(eph))).toEqual({ ok: true });
    const plusOne = houseVariant('', {
      cellStay: 'next-move',
      emptyColumns: 'kings',
      sequenceMove: 'cells-plus-one',
    });
    expect(checkClaim(four, startUnder(eph, plusOne.rules)).ok).toBe(false);
    expect(checkClaim({ ...four, limit: 2 }, start(stepOf('inverted', 'smaller-limit'))).ok).toBe(true);
  });

  test('every step that states a run limit shows the live limit, and says it in its words', () => {
    const stating = COURSES.flatMap((c) => courseSteps(c)).filter(
      (s) => s.kind === 'play' && s.claims?.some((c) => c.kind === 'run-limit'),
    );
    expect(stating.map((s) => s.id)).toEqual(['smaller-limit', 'run-limit', 'run-limit']);
    for (const s of stating)
      if (s.kind === 'play') {
        expect(s.showLimit).toBe(true);
        for (const c of s.claims ?? []) if (c.kind === 'run-limit') expect(s.text).toContain(c.words);
      }
  });
});
