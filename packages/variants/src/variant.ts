// !! BROWSER SAFE !!
/**
 * A variant: an id, a display name, fully resolved rules and presentation data. Built only by
 * `defineVariant` (the catalogue, which throws on a bad built-in) or by validating constructors that
 * return Results (`parseVariantDefinition`, `decodeHouseRules`).
 */
import { err, FREECELL_RULES, ok, type Result, type RulesSpec } from '@cascade/core';
import * as v from 'valibot';
import {
  describeValue,
  errorWithIssues,
  joinPath,
  VARIANT_ERRORS,
  type VariantError,
  type VariantIssue,
} from './errors.ts';
import { rulesIssues } from './schema.ts';
import { nameProblem } from './names.ts';

/** A rough guide for players choosing a game. */
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
/** One of DIFFICULTIES. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Presentation data: core and the solver never read it. */
export interface VariantMeta {
  /** One line for menus. */
  readonly short: string;
  /** A paragraph for the variant picker and the tutorial. */
  readonly description: string;
  readonly difficulty?: Difficulty;
  /** Where the rules come from. */
  readonly source?: string;
}

/** A variant: its id, name, rules (a RulesSpec for core) and what players read about it. */
export interface Variant {
  /** Catalogue id (kebab-case, permanent), or the encoded string for house rules. */
  readonly id: string;
  readonly name: string;
  readonly rules: RulesSpec;
  readonly meta: VariantMeta;
  readonly houseRules: boolean;
}

/** Sparse rule overrides: only the knobs a variant changes from its parent. */
export type RulesOverrides = Partial<RulesSpec>;

/** What a catalogue file declares. `extends` is the parent variant itself; without it, FreeCell's rules. */
export interface VariantDefinition<Id extends string = string> {
  readonly id: Id;
  readonly extends?: Variant;
  readonly name: string;
  readonly rules: RulesOverrides;
  readonly meta: VariantMeta;
}

/** Ids are kebab-case: lower-case letters and digits in words joined by single hyphens. */
export const VARIANT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_MAX = 40;
const NAME_MAX = 60;
const SHORT_MAX = 120;
const TEXT_MAX = 2000;

const text = (key: string, min: number, max: number, description: string) => {
  const message = (issue: v.BaseIssue<unknown>) =>
    `${key} must be ${min > 0 ? 'a non-empty' : 'a'} string of at most ${max} characters, got ${typeof issue.input === 'string' ? `${issue.input.length} characters` : describeValue(issue.input)}`;
  return v.pipe(
    v.string(message),
    v.minLength(min, message),
    v.maxLength(max, message),
    v.description(description),
  );
};

const MetaSchema = v.strictObject(
  {
    short: text('short', 1, SHORT_MAX, 'One line for menus.'),
    description: text('description', 1, TEXT_MAX, 'A paragraph for the variant picker and the tutorial.'),
    difficulty: v.optional(
      v.pipe(
        v.picklist(
          DIFFICULTIES,
          (issue) =>
            `difficulty must be one of ${DIFFICULTIES.join(', ')}, got ${describeValue(issue.input)}`,
        ),
        v.description('A rough guide for players.'),
      ),
    ),
    source: v.optional(text('source', 1, SHORT_MAX, 'Where the rules come from.')),
  },
  (issue) =>
    issue.expected === 'never'
      ? `unknown key ${describeValue(issue.input)} (meta takes short, description, difficulty, source)`
      : issue.path?.[0]?.origin === 'key'
        ? `${String(issue.path[0].key)} is missing`
        : `meta must be an object, got ${describeValue(issue.input)}`,
);

/**
 * A variant definition as JSON (a file, a link): `extends` names a catalogue variant. `rules` is
 * checked separately, after merging onto the parent's rules.
 */
export const DefinitionSchema = v.strictObject(
  {
    id: v.pipe(
      v.string((issue) => `id must be a string, got ${describeValue(issue.input)}`),
      v.regex(
        VARIANT_ID_PATTERN,
        (issue) => `id must be kebab-case (like "bakers-game"), got ${describeValue(issue.input)}`,
      ),
      v.maxLength(ID_MAX, (issue) => `id must be at most ${ID_MAX} characters, got ${issue.input.length}`),
      v.description('Permanent kebab-case id: never renamed or reused.'),
    ),
    extends: v.optional(
      v.pipe(
        v.string((issue) => `extends must be a variant id, got ${describeValue(issue.input)}`),
        v.description('The parent variant; FreeCell when absent.'),
      ),
    ),
    name: v.pipe(
      text('name', 1, NAME_MAX, 'Display name.'),
      v.check(
        (name) => nameProblem(name, NAME_MAX) === null,
        (issue) => nameProblem(String(issue.input), NAME_MAX) ?? 'the name cannot be used',
      ),
    ),
    rules: v.optional(v.pipe(v.unknown(), v.description('Sparse overrides of the parent rules.'))),
    meta: MetaSchema,
  },
  (issue) =>
    issue.expected === 'never'
      ? `unknown key ${describeValue(issue.input)} (a definition takes id, extends, name, rules, meta)`
      : issue.path?.[0]?.origin === 'key'
        ? `${String(issue.path[0].key)} is missing`
        : `a variant definition must be an object, got ${describeValue(issue.input)}`,
);

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' &&
  x !== null &&
  !Array.isArray(x) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(x) as object | null);

/**
 * Deep-merges `overrides` onto `base` into a new object. Undefined values mean "inherit"; nested
 * plain objects merge key by key. Keys are copied as own data properties (`__proto__` included, so
 * the schema sees and rejects it).
 */
export function deepMerge(
  base: Readonly<Record<string, unknown>>,
  overrides: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) =>
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  for (const key of Object.keys(base)) put(key, base[key]);
  for (const key of Object.keys(overrides)) {
    const value = overrides[key];
    if (value === undefined) continue;
    const prior = Object.prototype.hasOwnProperty.call(out, key) ? out[key] : undefined;
    put(key, isPlainObject(prior) && isPlainObject(value) ? deepMerge(prior, value) : value);
  }
  return out;
}

function freezeMeta(meta: VariantMeta): VariantMeta {
  return Object.freeze({
    short: meta.short,
    description: meta.description,
    ...(meta.difficulty !== undefined ? { difficulty: meta.difficulty } : {}),
    ...(meta.source !== undefined ? { source: meta.source } : {}),
  });
}

/**
 * Checks a definition (id, name, meta; `rules` merged onto `parentRules` and validated in full) and
 * builds the frozen Variant. `extends` is not looked at here: callers resolve it to `parentRules`.
 */
export function buildVariant(input: unknown, parentRules: RulesSpec): Result<Variant, VariantError> {
  const issues: VariantIssue[] = [];
  try {
    const parsed = v.safeParse(DefinitionSchema, input);
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const keys = (issue.path ?? []).map((item) =>
          typeof item.key === 'number' ? item.key : String(item.key),
        );
        const path = joinPath(keys) || '(root)';
        if (!issues.some((i) => i.path === path)) issues.push({ path, message: issue.message });
      }
    }
    const raw = isPlainObject(input) ? input.rules : undefined;
    let rules: RulesSpec | undefined;
    if (raw !== undefined && !isPlainObject(raw)) {
      issues.push({
        path: 'rules',
        message: `rules must be an object of knob overrides, got ${describeValue(raw)}`,
      });
    } else {
      const r = rulesIssues(deepMerge(parentRules as unknown as Record<string, unknown>, raw ?? {}), [
        'rules',
      ]);
      if (r.ok) rules = r.value;
      else issues.push(...r.error);
    }
    if (!parsed.success || rules === undefined || issues.length > 0) {
      return err(errorWithIssues(VARIANT_ERRORS.invalid, 'the variant definition is not valid', issues));
    }
    const def = parsed.output;
    return ok(
      Object.freeze({ id: def.id, name: def.name, rules, meta: freezeMeta(def.meta), houseRules: false }),
    );
  } catch (e) {
    return err({
      code: VARIANT_ERRORS.invalid,
      message: `the variant definition could not be read (${e instanceof Error ? e.message : 'unexpected value'})`,
    });
  }
}

/**
 * Declares a catalogue variant: deep-merges `rules` onto the parent's fully resolved rules (FreeCell's
 * when there is no parent), validates the result with the schema and returns a frozen Variant.
 * Throws on an invalid definition: built-ins are programmer data, checked at module load.
 */
export function defineVariant<const Id extends string>(
  def: VariantDefinition<Id>,
): Variant & { readonly id: Id } {
  const { extends: parent, ...rest } = def;
  const r = buildVariant(rest, parent?.rules ?? FREECELL_RULES);
  if (!r.ok) {
    const detail = (r.error.issues ?? []).map((i) => `${i.path}: ${i.message}`).join('; ');
    throw new Error(`built-in variant ${JSON.stringify(def.id)} is invalid: ${detail || r.error.message}`);
  }
  return r.value as Variant & { readonly id: Id };
}
