// !! BROWSER SAFE !!
/**
 * House rules as a compact, URL-safe, versioned string:
 *
 *     h1.KKKKKKCC[.NAME]
 *
 * - `h1` is the format version.
 * - `KKKKKK` (6 base64url digits, 36 bits, most significant first) packs every knob in the fixed
 *   order of H1_FIELDS: numbers as (value − minimum), enums as their index in core's `as const`
 *   tuple (tuples are append-only, so indices are stable), booleans as 0/1; the 5 lowest bits are
 *   reserved and must be 0 (a later knob can claim them with 0 as its old behaviour).
 * - `CC` (2 base64url digits) is a checksum: Σ (i+1)·charCode(sᵢ) mod 4093 over the string without
 *   the `CC`. Being a position-weighted sum modulo a prime larger than any character code, it
 *   catches every single mistyped character, every swap of neighbours and every lost last character.
 * - `NAME` is the name as unpadded base64url of its UTF-8 bytes (1–40 characters of visible text:
 *   see names.ts); it is left out, with its dot, for an unnamed rule set.
 *
 * Only `A–Z a–z 0–9 - _ .` appear, all safe in URLs. Decoding checks everything and never throws.
 */
import {
  BUILD_DIRECTIONS,
  BUILD_POLICIES,
  CELL_ENTRY_RULES,
  CELL_STAY_RULES,
  DEAL_KINDS,
  EMPTY_COLUMN_POLICIES,
  err,
  FOUNDATION_BASES,
  FOUNDATION_DIRECTIONS,
  FREECELL_RULES,
  ok,
  type Result,
  type RulesSpec,
  SEQUENCE_MOVE_RULES,
} from '@cascade/core';
import {
  base64Digit,
  decodeBase64url,
  decodeDigits,
  decodeUtf8,
  encodeBase64url,
  encodeDigits,
  encodeUtf8,
} from './codec.ts';
import { differencesFrom } from '@cascade/words';
import { describeValue, errorWithIssues, quote, VARIANT_ERRORS, type VariantError } from './errors.ts';
import { nameProblem } from './names.ts';
import { listVariants } from './registry.ts';
import { KNOB_RANGES, rulesIssues } from './schema.ts';
import type { Variant } from './variant.ts';

/** The version prefix of the house-rules string format (`h1.…`). */
export const HOUSE_RULES_VERSION = 'h1';
/** Longest house-rules string accepted. */
export const HOUSE_RULES_MAX_LENGTH = 256;
/** Longest name, in characters (Unicode code points). */
export const HOUSE_RULES_NAME_MAX = 40;
/** Display name of a rule set saved without one. */
export const UNNAMED_HOUSE_RULES = 'House rules';

const KNOB_DIGITS = 6;
const CHECK_DIGITS = 2;
const RULES_PART = KNOB_DIGITS + CHECK_DIGITS;
const TOTAL_BITS = KNOB_DIGITS * 6;
const CHECK_MOD = 4093; // prime, > every character code used, < 64²

type Field =
  | {
      readonly key: keyof RulesSpec;
      readonly bits: number;
      readonly kind: 'int';
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly key: keyof RulesSpec;
      readonly bits: number;
      readonly kind: 'enum';
      readonly values: readonly string[];
    }
  | { readonly key: keyof RulesSpec; readonly bits: number; readonly kind: 'bool' };

const int = (key: keyof typeof KNOB_RANGES, bits: number) =>
  ({ key, bits, kind: 'int', ...KNOB_RANGES[key] }) as const;
const enm = (key: keyof RulesSpec, bits: number, values: readonly string[]) =>
  ({ key, bits, kind: 'enum', values }) as const;

/** The h1 layout, most significant field first. Fixed forever: a change means a new version. */
const H1_FIELDS = [
  int('columns', 3),
  int('cells', 4),
  int('prefilledCells', 4),
  int('maxRank', 4),
  enm('foundationDirection', 1, FOUNDATION_DIRECTIONS),
  enm('foundationBase', 2, FOUNDATION_BASES),
  enm('buildDirection', 1, BUILD_DIRECTIONS),
  enm('buildPolicy', 2, BUILD_POLICIES),
  enm('emptyColumns', 2, EMPTY_COLUMN_POLICIES),
  enm('sequenceMove', 2, SEQUENCE_MOVE_RULES),
  enm('cellEntry', 1, CELL_ENTRY_RULES),
  enm('cellStay', 2, CELL_STAY_RULES),
  { key: 'foundationsRemovable', bits: 1, kind: 'bool' },
  enm('deal', 2, DEAL_KINDS),
] as const satisfies readonly Field[];

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Every knob has a field. */
const _everyKnobEncoded: Equals<(typeof H1_FIELDS)[number]['key'], keyof RulesSpec> = true;

const USED_BITS = H1_FIELDS.reduce((n, f) => n + f.bits, 0);
const RESERVED_BITS = TOTAL_BITS - USED_BITS;
// Load-time guards (programmer errors): a vocabulary grew past its field, or fields overflow.
for (const f of H1_FIELDS as readonly Field[]) {
  const size = f.kind === 'int' ? f.max - f.min + 1 : f.kind === 'enum' ? f.values.length : 2;
  if (size > 2 ** f.bits)
    throw new Error(`house rules ${HOUSE_RULES_VERSION}: ${f.key} has ${size} values but ${f.bits} bits`);
}
if (RESERVED_BITS < 0)
  throw new Error(`house rules ${HOUSE_RULES_VERSION}: ${USED_BITS} bits do not fit in ${TOTAL_BITS}`);

const URL_SAFE = /^[A-Za-z0-9_.~-]$/;

function checksum(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) sum = (sum + (i + 1) * payload.charCodeAt(i)) % CHECK_MOD;
  return sum;
}

/** Why a name cannot be used for house rules, or null; the empty name is an unnamed rule set. */
export function houseRulesNameProblem(name: string): string | null {
  return name === '' ? null : nameProblem(name, HOUSE_RULES_NAME_MAX);
}

/** Packs knob values into 36 bits. Values are taken as they are: callers validate first. */
function packKnobs(values: Readonly<Record<keyof RulesSpec, unknown>>): number {
  let n = 0;
  for (const f of H1_FIELDS as readonly Field[]) {
    const value = values[f.key];
    const raw =
      f.kind === 'int'
        ? (value as number) - f.min
        : f.kind === 'enum'
          ? f.values.indexOf(value as string)
          : value
            ? 1
            : 0;
    n = n * 2 ** f.bits + raw;
  }
  return n * 2 ** RESERVED_BITS;
}

/** Assembles a string from raw parts (no validation): also how tests build corrupt-but-checksummed input. */
export function assembleHouseRules(knobDigits: string, nameDigits: string): string {
  const payload = `${HOUSE_RULES_VERSION}.${knobDigits}${nameDigits === '' ? '' : `.${nameDigits}`}`;
  const check = encodeDigits(checksum(payload), CHECK_DIGITS);
  return `${HOUSE_RULES_VERSION}.${knobDigits}${check}${nameDigits === '' ? '' : `.${nameDigits}`}`;
}

/** @internal For tests: packs raw field codes (not values) without any range check. */
export function packRawFields(
  codes: Readonly<Partial<Record<keyof RulesSpec, number>>>,
  reserved = 0,
): string {
  let n = 0;
  for (const f of H1_FIELDS as readonly Field[]) n = n * 2 ** f.bits + (codes[f.key] ?? 0);
  return encodeDigits(n * 2 ** RESERVED_BITS + reserved, KNOB_DIGITS);
}

/**
 * Encodes valid rules and a name (may be empty) as a house-rules string. Throws a TypeError for
 * invalid rules or name: validate user input first (validateRules, houseRulesNameProblem).
 */
export function encodeHouseRules(input: { readonly name: string; readonly rules: RulesSpec }): string {
  const checked = rulesIssues(input.rules);
  if (!checked.ok)
    throw new TypeError(
      `cannot encode invalid rules: ${checked.error.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    );
  const problem = houseRulesNameProblem(input.name);
  if (problem !== null) throw new TypeError(`cannot encode house rules: ${problem}`);
  const bytes = encodeUtf8(input.name);
  return assembleHouseRules(
    encodeDigits(packKnobs(checked.value), KNOB_DIGITS),
    bytes.ok ? encodeBase64url(bytes.value) : '',
  );
}

const bad = (message: string): Result<never, VariantError> =>
  err({ code: VARIANT_ERRORS.badHouseRules, message });

const FORMAT = `${HOUSE_RULES_VERSION}.<rules>[.<name>]`;

const rulesEqual = (a: RulesSpec, b: RulesSpec): boolean =>
  (Object.keys(a) as (keyof RulesSpec)[]).every((k) => a[k] === b[k]);

/** Describes house rules: the catalogue variant they equal, if any, and how they differ from FreeCell. */
function describeHouseRules(rules: RulesSpec): string {
  const same = listVariants().find((v) => rulesEqual(v.rules, rules));
  const diffs = differencesFrom(FREECELL_RULES, rules);
  const lead =
    same === undefined
      ? 'House rules based on FreeCell.'
      : `House rules with the same rules as ${same.name}.`;
  return diffs.length === 0 ? lead : `${lead} ${diffs.join(' ')}`;
}

/**
 * Decodes a house-rules string into a Variant (id: the string, name: the given name or "House
 * rules"). Every part is checked: length, characters, version, structure, checksum, each knob's
 * range, the name, then the full schema. Never throws.
 */
export function decodeHouseRules(text: string): Result<Variant, VariantError> {
  try {
    return decode(text);
  } catch (e) {
    return bad(`the house rules could not be read (${e instanceof Error ? e.message : 'unexpected value'})`);
  }
}

function decode(text: unknown): Result<Variant, VariantError> {
  if (typeof text !== 'string') return bad(`house rules must be text, got ${describeValue(text)}`);
  if (text.length === 0) return bad('the house-rules string is empty');
  if (text.length > HOUSE_RULES_MAX_LENGTH) {
    return bad(
      `the house-rules string is ${text.length} characters long; at most ${HOUSE_RULES_MAX_LENGTH} are allowed`,
    );
  }
  for (let i = 0; i < text.length; i++) {
    const c = String.fromCodePoint(text.codePointAt(i) ?? 0);
    if (!URL_SAFE.test(c)) {
      return bad(
        `bad character ${quote(c)} at position ${i + 1}: house-rules strings use only A–Z, a–z, 0–9 and - _ . ~`,
      );
    }
  }
  const parts = text.split('.');
  const version = parts[0] ?? '';
  if (!/^h[0-9]+$/.test(version))
    return bad(`not a house-rules string: it must start with "${HOUSE_RULES_VERSION}." (${FORMAT})`);
  if (version !== HOUSE_RULES_VERSION) {
    return bad(
      `unknown house-rules version ${quote(version)}: this version of Cascade reads ${HOUSE_RULES_VERSION} (a newer Cascade may read it)`,
    );
  }
  if (parts.length < 2) return bad(`the house-rules string stops after its version: expected ${FORMAT}`);
  if (parts.length > 3) return bad(`the house-rules string has ${parts.length - 1} dots; expected ${FORMAT}`);
  const rulesPart = parts[1] ?? '';
  const namePart = parts[2];
  const rulesStart = version.length + 2; // 1-based position of the rules part's first character
  if (rulesPart.length !== RULES_PART) {
    return bad(
      `the rules part must be ${RULES_PART} characters, got ${rulesPart.length}${rulesPart.length < RULES_PART ? ' (the string looks cut short)' : ''}`,
    );
  }
  for (let i = 0; i < rulesPart.length; i++) {
    if (base64Digit(rulesPart[i] ?? '') < 0) {
      return bad(
        `bad character ${JSON.stringify(rulesPart[i])} at position ${rulesStart + i}: the rules part uses only A–Z, a–z, 0–9, - and _`,
      );
    }
  }
  if (namePart !== undefined) {
    if (namePart === '')
      return bad(
        'the name part after the last "." is empty: leave out the final "." for unnamed house rules',
      );
    const nameStart = rulesStart + RULES_PART + 1;
    for (let i = 0; i < namePart.length; i++) {
      if (base64Digit(namePart[i] ?? '') < 0) {
        return bad(
          `bad character ${JSON.stringify(namePart[i])} at position ${nameStart + i}: the name part uses only A–Z, a–z, 0–9, - and _`,
        );
      }
    }
  }
  const knobDigits = rulesPart.slice(0, KNOB_DIGITS);
  const given = decodeDigits(rulesPart.slice(KNOB_DIGITS));
  const payload = `${version}.${knobDigits}${namePart === undefined ? '' : `.${namePart}`}`;
  if (given !== checksum(payload)) {
    return bad('the checksum does not match: the house-rules string was mistyped, altered or cut short');
  }

  // Unpack the fields, least significant (last) first, range-checking each.
  let n = decodeDigits(knobDigits);
  const reserved = n % 2 ** RESERVED_BITS;
  n = Math.floor(n / 2 ** RESERVED_BITS);
  if (reserved !== 0)
    return bad(
      `the rules part sets ${RESERVED_BITS} reserved bits that ${HOUSE_RULES_VERSION} does not use (was it made by a newer Cascade?)`,
    );
  const values = {} as Record<keyof RulesSpec, unknown>;
  const issues: { path: string; message: string }[] = [];
  for (const f of [...(H1_FIELDS as readonly Field[])].reverse()) {
    const raw = n % 2 ** f.bits;
    n = Math.floor(n / 2 ** f.bits);
    if (f.kind === 'int') {
      const value = f.min + raw;
      if (value > f.max)
        issues.push({
          path: `rules.${f.key}`,
          message: `${f.key} is ${value} in these house rules, but must be from ${f.min} to ${f.max}`,
        });
      values[f.key] = value;
    } else if (f.kind === 'enum') {
      const value = f.values[raw];
      if (value === undefined) {
        issues.push({
          path: `rules.${f.key}`,
          message: `${f.key} has code ${raw} in these house rules, but only codes 0–${f.values.length - 1} (${f.values.join(', ')}) exist`,
        });
      }
      values[f.key] = value;
    } else values[f.key] = raw === 1;
  }
  issues.reverse(); // knob order
  if (issues.length > 0)
    return err(
      errorWithIssues(VARIANT_ERRORS.badHouseRules, 'the house rules hold a value out of range', issues),
    );

  let name = '';
  if (namePart !== undefined) {
    const bytes = decodeBase64url(namePart);
    if (!bytes.ok) return bad(`the name part is damaged: ${bytes.error}`);
    const decoded = decodeUtf8(bytes.value);
    if (!decoded.ok) return bad(`the name is not valid UTF-8: ${decoded.error}`);
    const problem = houseRulesNameProblem(decoded.value);
    if (problem !== null) return bad(problem);
    name = decoded.value;
  }
  const checked = rulesIssues(values);
  if (!checked.ok)
    return err(
      errorWithIssues(
        VARIANT_ERRORS.badHouseRules,
        'the house rules are not a valid rule set',
        checked.error,
      ),
    );
  const rules = checked.value;
  const id = encodeHouseRules({ name, rules });
  return ok(
    Object.freeze({
      id,
      name: name === '' ? UNNAMED_HOUSE_RULES : name,
      rules,
      meta: Object.freeze({ short: 'House rules', description: describeHouseRules(rules) }),
      houseRules: true,
    }),
  );
}
