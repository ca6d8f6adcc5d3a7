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
export type VariantErrorCode = (typeof VARIANT_ERRORS)[keyof typeof VARIANT_ERRORS];

/** One problem, located by a JSON path such as `rules.cells` or `meta.short`. */
export interface VariantIssue {
  readonly path: string;
  readonly message: string;
}

export interface VariantError {
  readonly code: VariantErrorCode;
  readonly message: string;
  readonly issues?: readonly VariantIssue[];
}

/** At most this many characters of an offending string are quoted back in a message. */
const QUOTE_MAX = 24;

/** Quotes a string for a message, shortened if long: `"abc"`, `"abcdefghij…"`. */
export function quote(text: string, max = QUOTE_MAX): string {
  const chars = Array.from(text.length > max * 2 + 8 ? text.slice(0, max * 2 + 8) : text);
  return JSON.stringify(chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join(''));
}

/** Describes any value for a message without ever throwing: `9`, `"nine"`, `a list`, `nothing`. */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'nothing';
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'string':
      return quote(value);
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? 'a list' : 'an object';
  }
}

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
