/**
 * FreeCell with one knob changed, as house-rules strings, for the house-rules lessons whose rules no
 * catalogue variant has; courses.test.ts decodes each and checks that it differs from FreeCell in
 * exactly the knob named here.
 */
import type { RulesSpec } from '@cascade/core';
import type { HouseRulesCode } from './types.ts';

export const HOUSE_RULES = {
  /** buildPolicy: 'any-suit' */
  anySuit: 'h1.iBgQAA00',
  /** foundationsRemovable: true */
  removable: 'h1.iBgACAzU',
  /** sequenceMove: 'one-card' */
  oneCard: 'h1.iBgBAAzL',
  /** emptyColumns: 'none' */
  noEmptyColumns: 'h1.iBgEAAzg',
} as const satisfies Record<string, HouseRulesCode>;

/** What HOUSE_RULES hold, knob by knob (checked against the strings by courses.test.ts). */
export const HOUSE_RULES_CHANGES = {
  anySuit: { buildPolicy: 'any-suit' },
  removable: { foundationsRemovable: true },
  oneCard: { sequenceMove: 'one-card' },
  noEmptyColumns: { emptyColumns: 'none' },
} as const satisfies Record<keyof typeof HOUSE_RULES, Partial<RulesSpec>>;
