/** Claims: what a step states is checked under the rules it is played with (game/claims.ts). */
import type { RulesSpec } from '@cascade/core';
import { getVariant, type Variant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { checkClaim } from '../game/claims.ts';
import { houseCourse } from './house-course.ts';
import { findStep } from './index.ts';
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
});
