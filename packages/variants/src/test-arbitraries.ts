// Shared fast-check arbitraries for the tests (not part of the public API).
import { rulesArb } from '@cascade/core/testing';
import type { RulesSpec } from '@cascade/core';
import fc from 'fast-check';

/** Every valid RulesSpec (core's arbitrary: every knob, prefilled cells up to cells and deck size). */
export const validRulesArb: fc.Arbitrary<RulesSpec> = rulesArb();

/**
 * Names house rules accept: up to 40 code points from all of Unicode (the empty name too), with no
 * control, bidi or invisible formatting character, not blank, no white space at either end.
 */
export const houseNameArb: fc.Arbitrary<string> = fc
  .string({ unit: 'binary', maxLength: 40 })
  .map((s) => s.replace(/[\p{Cc}\p{Bidi_Control}\p{Zl}\p{Zp}\u200B\u2060-\u2064\uFEFF]/gu, '').trim())
  .filter((s) => s === '' || /[^\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u.test(s))
  .filter((s) => !/^\p{White_Space}|\p{White_Space}$/u.test(s));
