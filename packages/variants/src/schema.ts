// !! BROWSER SAFE !!
/**
 * The runtime schema for RulesSpec: the source of truth for untrusted rules (house rules, links,
 * files). Every knob carries a description; the vocabularies come from core's `as const` tuples.
 */
import {
  BUILD_DIRECTIONS,
  BUILD_POLICIES,
  CELL_ENTRY_RULES,
  CELL_STAY_RULES,
  DEAL_KINDS,
  EMPTY_COLUMN_POLICIES,
  FOUNDATION_BASES,
  FOUNDATION_DIRECTIONS,
  err,
  KNOB_RANGES,
  deckSize,
  ok,
  SEQUENCE_MOVE_RULES,
  type Result,
  type RulesSpec,
} from '@cascade/core';
import * as v from 'valibot';
import {
  describeValue,
  errorWithIssues,
  joinPath,
  quote,
  VARIANT_ERRORS,
  type VariantError,
  type VariantIssue,
} from './errors.ts';

export { KNOB_RANGES };

/** What each knob must be, as a phrase: "a whole number from 4 to 10", `"up" or "down"`. */
const EXPECTED = {} as Record<keyof RulesSpec, string>;

const orList = (values: readonly string[]): string => {
  const q = values.map((x) => JSON.stringify(x));
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1] ?? ''}`;
};

/** A numeric knob: its range is core's (KNOB_RANGES); `description` says it from those numbers. */
function intKnob<K extends keyof typeof KNOB_RANGES>(
  key: K,
  description: (range: (typeof KNOB_RANGES)[K]) => string,
) {
  const { min, max } = KNOB_RANGES[key];
  const expected = `a whole number from ${min} to ${max}`;
  EXPECTED[key] = expected;
  const message = (issue: v.BaseIssue<unknown>) =>
    `${key} must be ${expected}, got ${describeValue(issue.input)}`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
    v.description(description(KNOB_RANGES[key])),
  );
}

function enumKnob<K extends keyof RulesSpec, const T extends readonly string[]>(
  key: K,
  values: T,
  description: string,
) {
  const expected = values.length === 2 ? orList(values) : `one of ${orList(values)}`;
  EXPECTED[key] = expected;
  const message = (issue: v.BaseIssue<unknown>) =>
    `${key} must be ${expected}, got ${describeValue(issue.input)}`;
  return v.pipe(v.picklist(values, message), v.description(description));
}

function boolKnob<K extends keyof RulesSpec>(key: K, description: string) {
  EXPECTED[key] = 'true or false';
  const message = (issue: v.BaseIssue<unknown>) =>
    `${key} must be true or false, got ${describeValue(issue.input)}`;
  return v.pipe(v.boolean(message), v.description(description));
}

/** One schema per knob, in core's key order (exported for tests; not public API). */
export const RULES_ENTRIES = {
  columns: intKnob(
    'columns',
    (r) =>
      `Tableau columns, ${r.min} to ${r.max}. Cards are dealt row by row, so the first (cards mod columns) columns get one card more.`,
  ),
  cells: intKnob('cells', (r) => `Free cells, ${r.min} to ${r.max}. Each holds one card.`),
  prefilledCells: intKnob(
    'prefilledCells',
    (r) => `Cards dealt into the free cells (the last cards of the deal), ${r.min} to the number of cells.`,
  ),
  maxRank: intKnob(
    'maxRank',
    (r) =>
      `Highest rank in the deck, ${r.min} (Aces only) to ${r.max} (Kings): ${r.max} for every real variant; tests shrink it.`,
  ),
  foundationDirection: enumKnob(
    'foundationDirection',
    FOUNDATION_DIRECTIONS,
    'Which way foundations build from their base: up (A→K) or down (K→A).',
  ),
  foundationBase: enumKnob(
    'foundationBase',
    FOUNDATION_BASES,
    'The rank every foundation starts with: ace, king, or first-card (the first card played to any foundation sets the base of all four). Foundations wrap round K→A.',
  ),
  buildDirection: enumKnob(
    'buildDirection',
    BUILD_DIRECTIONS,
    'Which way tableau runs build: down (8 on 9) or up (9 on 8). Runs never wrap.',
  ),
  buildPolicy: enumKnob(
    'buildPolicy',
    BUILD_POLICIES,
    'What suit a card needs to go on another in the tableau: alternate colour, same suit, or any suit.',
  ),
  emptyColumns: enumKnob(
    'emptyColumns',
    EMPTY_COLUMN_POLICIES,
    'What an empty column takes: any card or run; kings (a card of the rank that starts a run, or a run led by one); or none.',
  ),
  sequenceMove: enumKnob(
    'sequenceMove',
    SEQUENCE_MOVE_RULES,
    'How long a run may move as one unit: standard (free cells + 1) · 2^(empty columns); cells-plus-one; one-card; unlimited. An empty destination column never counts.',
  ),
  cellEntry: enumKnob(
    'cellEntry',
    CELL_ENTRY_RULES,
    'Which cards may enter a free cell: any, or selective (only if no other column shows a card of the same rank).',
  ),
  cellStay: enumKnob(
    'cellStay',
    CELL_STAY_RULES,
    'How long a card may stay in a free cell: unlimited; next-move (it must leave on the very next move, else the game is lost); single-use (the cell closes once emptied).',
  ),
  foundationsRemovable: boolKnob(
    'foundationsRemovable',
    "Whether a foundation's top card may be played back onto a column.",
  ),
  deal: enumKnob(
    'deal',
    DEAL_KINDS,
    'How deal numbers become layouts: ms (Microsoft), challenge (twos and aces dealt first), random (our seeded shuffle).',
  ),
} satisfies { readonly [K in keyof RulesSpec]: v.GenericSchema<unknown, RulesSpec[K]> };

const KNOB_KEYS = Object.keys(RULES_ENTRIES) as (keyof RulesSpec)[];
const isKnob = (key: string): key is keyof RulesSpec =>
  Object.prototype.hasOwnProperty.call(RULES_ENTRIES, key);

/** "prefilled_cells" → "prefilledCells": the knob a mistyped key most likely meant, if any. */
function suggestKnob(key: string): keyof RulesSpec | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const k = norm(key);
  return KNOB_KEYS.find((knob) => norm(knob) === k);
}

function unknownKnobMessage(key: string): string {
  const hint = suggestKnob(key);
  return `unknown knob ${quote(key)}${hint === undefined ? ` (the knobs are ${KNOB_KEYS.join(', ')})` : `: did you mean ${hint}?`}`;
}

function objectMessage(issue: v.StrictObjectIssue): string {
  if (issue.expected === 'never') return unknownKnobMessage(String(issue.input));
  const item = issue.path?.[0];
  if (item !== undefined && item.origin === 'key' && typeof item.key === 'string' && isKnob(item.key)) {
    return `${item.key} is missing: it must be ${EXPECTED[item.key]}`;
  }
  return `the rules must be an object of knobs, got ${describeValue(issue.input)}`;
}

const inRange = (key: keyof typeof KNOB_RANGES, n: number): boolean =>
  Number.isInteger(n) && n >= KNOB_RANGES[key].min && n <= KNOB_RANGES[key].max;

/** The full schema: every knob required, unknown keys rejected, cross-field rules checked. */
export const RulesSchema = v.pipe(
  v.strictObject(RULES_ENTRIES, objectMessage),
  v.forward(
    v.partialCheck(
      [['prefilledCells'], ['cells']],
      // Range failures leave the dataset "typed" in valibot, so skip values already reported.
      (r) =>
        !inRange('prefilledCells', r.prefilledCells) ||
        !inRange('cells', r.cells) ||
        r.prefilledCells <= r.cells,
      (issue) =>
        `prefilledCells must be a whole number from 0 to cells (${issue.input.cells}), got ${issue.input.prefilledCells}`,
    ),
    ['prefilledCells'],
  ),
  v.forward(
    v.partialCheck(
      [['prefilledCells'], ['maxRank']],
      // The layout must hold the deck: the cards left for the columns (4·maxRank − prefilledCells)
      // cannot be negative. Columns have no height limit, so any count ≥ 0 fits.
      (r) =>
        !inRange('prefilledCells', r.prefilledCells) ||
        !inRange('maxRank', r.maxRank) ||
        deckSize(r) - r.prefilledCells >= 0,
      (issue) =>
        `prefilledCells must be at most the number of cards in the deck (4 × maxRank = ${deckSize(issue.input)}), got ${issue.input.prefilledCells}`,
    ),
    ['prefilledCells'],
  ),
  v.readonly(),
  v.description('The rules of a FreeCell-family game: one value of every knob core reads.'),
);

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compile-time proof that the schema's output is exactly core's RulesSpec. */
const _schemaMatchesCore: Equals<v.InferOutput<typeof RulesSchema>, RulesSpec> = true;

/** Copies an object's own enumerable keys onto a null-prototype object (inherited keys never count). */
function ownCopy(input: object): Record<string, unknown> {
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    Object.defineProperty(copy, key, {
      value: (input as Record<string, unknown>)[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/** Unknown keys quoted back at most this many times; the rest are counted. */
const MAX_UNKNOWN_REPORTED = 5;

/**
 * Checks untrusted rules against the schema. Issues carry JSON paths under `root` (`rules.cells`).
 * Never throws.
 */
export function rulesIssues(
  input: unknown,
  root: readonly (string | number)[] = ['rules'],
): Result<RulesSpec, VariantIssue[]> {
  const at = (keys: readonly (string | number)[]) => joinPath([...root, ...keys]) || '(root)';
  try {
    if (Array.isArray(input))
      return err([{ path: at([]), message: 'the rules must be an object of knobs, got a list' }]);
    const data = typeof input === 'object' && input !== null ? ownCopy(input) : input;
    const result = v.safeParse(RulesSchema, data);
    if (result.success) {
      const out = {} as Record<keyof RulesSpec, unknown>;
      for (const key of KNOB_KEYS) out[key] = result.output[key];
      return ok(Object.freeze(out) as RulesSpec);
    }
    const issues: VariantIssue[] = [];
    const seen = new Set<string>();
    const add = (path: string, message: string) => {
      if (seen.has(path)) return; // one message per knob: the first is the most basic
      seen.add(path);
      issues.push({ path, message });
    };
    for (const issue of result.issues) {
      if (
        issue.kind === 'schema' &&
        issue.type === 'strict_object' &&
        issue.expected === 'never' &&
        data !== null &&
        typeof data === 'object'
      ) {
        // valibot stops at the first unknown key; report them all (up to a limit).
        const unknown = Object.keys(data).filter((k) => !isKnob(k));
        for (const key of unknown.slice(0, MAX_UNKNOWN_REPORTED)) add(at([key]), unknownKnobMessage(key));
        if (unknown.length > MAX_UNKNOWN_REPORTED)
          add(at(['…']), `and ${unknown.length - MAX_UNKNOWN_REPORTED} more unknown keys`);
        continue;
      }
      const keys = (issue.path ?? []).map((item) =>
        typeof item.key === 'number' ? item.key : String(item.key),
      );
      add(at(keys), issue.message);
    }
    return err(issues);
  } catch (e) {
    // Getters that throw, proxies, revoked objects: report, never throw.
    return err([
      {
        path: at([]),
        message: `the rules could not be read (${e instanceof Error ? e.message : 'unexpected value'})`,
      },
    ]);
  }
}

/**
 * Validates untrusted rules: the full knob set, each in range, no unknown keys, prefilledCells ≤ cells
 * and the deck fitting the layout. Returns a frozen RulesSpec or every problem found. Never throws.
 */
export function validateRules(input: unknown): Result<RulesSpec, VariantError> {
  const r = rulesIssues(input);
  return r.ok ? r : err(errorWithIssues(VARIANT_ERRORS.invalid, 'the rules are not valid', r.error));
}
