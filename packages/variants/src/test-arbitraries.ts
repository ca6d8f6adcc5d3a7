// Shared fast-check arbitraries for the tests (not part of the public API).
import { rulesArb } from '@cascade/core/testing';
import type { RulesSpec } from '@cascade/core';
import fc from 'fast-check';

/** Every valid RulesSpec (core's arbitrary: every knob, prefilled cells up to cells and deck size). */
export const validRulesArb: fc.Arbitrary<RulesSpec> = rulesArb();

/** Names house rules accept: up to 40 code points from all of Unicode, no control characters. */
export const houseNameArb: fc.Arbitrary<string> = fc
  .string({ unit: 'binary', maxLength: 40 })
  .filter((s) => !Array.from(s).some((c) => /\p{Cc}/u.test(c)));
