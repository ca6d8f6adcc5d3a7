// !! BROWSER SAFE !!
/** Error values of the variants package: a code from an `as const` table, a message, and issues with JSON paths. */

export const VARIANT_ERRORS = {
  /** The name is not a catalogue id, an alias or a house-rules string. */
  unknown: 'variant/unknown',
  /** A rules spec or variant definition breaks the schema. */
  invalid: 'variant/invalid',
  /** A house-rules string is malformed, corrupted or describes invalid rules. */
  badHouseRules: 'variant/bad-house-rules',
} as const;
/** One of the VARIANT_ERRORS codes (`variant/…`). */
export type VariantErrorCode = (typeof VARIANT_ERRORS)[keyof typeof VARIANT_ERRORS];

/** One problem, located by a JSON path such as `rules.cells` or `meta.short`. */
export interface VariantIssue {
  readonly path: string;
  readonly message: string;
}

/** Why a variant or rules were refused: a code, a message and, where it helps, the issues by JSON path. */
export interface VariantError {
  readonly code: VariantErrorCode;
  readonly message: string;
  readonly issues?: readonly VariantIssue[];
}

/**
 * Quoting what a user gave (shortened, controls and bidi overrides escaped) and describing any
 * value: core's helpers, so every parser's message shows input the same way.
 */
import { describeValue, quoteInput as quote } from '@cascade/core';

export { describeValue, quote };

/** Builds an error whose message leads with the first issue and counts the rest. */
export function errorWithIssues(
  code: VariantErrorCode,
  lead: string,
  issues: readonly VariantIssue[],
): VariantError {
  const first = issues[0];
  const more = issues.length - 1;
  const message =
    first === undefined
      ? lead
      : `${lead}: ${first.path}: ${first.message}${more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''}`;
  return { code, message, issues };
}

/** A JSON path from keys: `rules.cells`, `rules["bad key"]`. */
export function joinPath(keys: readonly (string | number)[]): string {
  let out = '';
  for (const key of keys) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${quote(key)}]`;
  }
  return out;
}
