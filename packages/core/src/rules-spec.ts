// !! BROWSER SAFE !!
/**
 * The rules knobs. Every variant of the family, and every house rule, is one RulesSpec value.
 * Core interprets these; the variants package validates untrusted ones and holds the catalogue.
 * Types only (plus the default FreeCell values): the runtime schema lives in @cascade/variants.
 */

/** Which way foundations build: `up` A→K (from the base), `down` K→A. */
export const FOUNDATION_DIRECTIONS = ['up', 'down'] as const;
/** Which way the foundations build: up from their base or down. */
export type FoundationDirection = (typeof FOUNDATION_DIRECTIONS)[number];

/**
 * The rank every foundation starts with: `ace`, `king`, or `first-card` (the first card played to
 * any foundation sets the base rank of all four). Foundations wrap round the ends (… Q K A 2 …),
 * so a base other than the end rank of the direction builds round the corner.
 */
export const FOUNDATION_BASES = ['ace', 'king', 'first-card'] as const;
/** Which rank the foundations start from. */
export type FoundationBase = (typeof FOUNDATION_BASES)[number];

/** Which way tableau runs build: `down` (8 on 9) or `up` (9 on 8). Tableau runs never wrap. */
export const BUILD_DIRECTIONS = ['down', 'up'] as const;
/** Which way the columns build: down or up. */
export type BuildDirection = (typeof BUILD_DIRECTIONS)[number];

/** What suit a card needs to go on another in the tableau. */
export const BUILD_POLICIES = ['alternate-color', 'same-suit', 'any-suit'] as const;
/** What a card may be built on in a column: alternating colours, the same suit, any suit. */
export type BuildPolicy = (typeof BUILD_POLICIES)[number];

/**
 * What an empty column takes: `any` card or run; `kings`: only a card of the rank that starts a
 * run (a King when building down, an Ace when building up) or a run led by one; `none`: nothing.
 */
export const EMPTY_COLUMN_POLICIES = ['any', 'kings', 'none'] as const;
/** Which cards may go into an empty column. */
export type EmptyColumnPolicy = (typeof EMPTY_COLUMN_POLICIES)[number];

/**
 * How long a run may move as one unit (empty destination column never counted):
 * `standard` (free cells + 1) · 2^(empty columns); `cells-plus-one` free cells + 1;
 * `one-card` a single card; `unlimited` any run.
 */
export const SEQUENCE_MOVE_RULES = ['standard', 'cells-plus-one', 'one-card', 'unlimited'] as const;
/** How many cards may move at once, as a run. */
export type SequenceMoveRule = (typeof SEQUENCE_MOVE_RULES)[number];

/** Which cards may enter a free cell: `any`, or `selective` (only if no other column's top card has the same rank). */
export const CELL_ENTRY_RULES = ['any', 'selective'] as const;
/** Which cards may go into a free cell. */
export type CellEntryRule = (typeof CELL_ENTRY_RULES)[number];

/**
 * How long a card may stay in a free cell: `unlimited`; `next-move` (a card put into a cell must leave
 * it, to a column or a foundation, on the very next move, else the game is lost); `single-use`
 * (a cell closes for good once its card leaves).
 */
export const CELL_STAY_RULES = ['unlimited', 'next-move', 'single-use'] as const;
/** How long a card may stay in a free cell. */
export type CellStayRule = (typeof CELL_STAY_RULES)[number];

/**
 * How deal numbers become layouts: `ms` Microsoft's shuffle (FreeCell Pro's extension above 2^31);
 * `challenge` the Microsoft deal with the twos and aces moved to the first row; `random` a seeded
 * shuffle of our own (xorshift-based, stable across versions).
 */
export const DEAL_KINDS = ['ms', 'challenge', 'random'] as const;
/** How a deal lays out the deck: Microsoft's deals, Challenge FreeCell's, or seeded random ones. */
export type DealKind = (typeof DEAL_KINDS)[number];

/** Every knob of the FreeCell family: a variant is one of these (FREECELL_RULES is FreeCell's). Only core reads it. */
export interface RulesSpec {
  /** Tableau columns, 4..10. Cards are dealt row by row, so the first (cards mod columns) get one more. */
  readonly columns: number;
  /** Free cells, 0..8. */
  readonly cells: number;
  /** Cards dealt into free cells (the last cards of the deal), 0..cells. */
  readonly prefilledCells: number;
  /** Highest rank in the deck, 1..13: 13 for every real variant; tests shrink it. */
  readonly maxRank: number;
  readonly foundationDirection: FoundationDirection;
  readonly foundationBase: FoundationBase;
  readonly buildDirection: BuildDirection;
  readonly buildPolicy: BuildPolicy;
  readonly emptyColumns: EmptyColumnPolicy;
  readonly sequenceMove: SequenceMoveRule;
  readonly cellEntry: CellEntryRule;
  readonly cellStay: CellStayRule;
  /** Whether a foundation's top card may be played back onto a column. */
  readonly foundationsRemovable: boolean;
  readonly deal: DealKind;
}

/** Standard FreeCell: the full default every variant overrides sparsely. */
export const FREECELL_RULES: RulesSpec = Object.freeze({
  columns: 8,
  cells: 4,
  prefilledCells: 0,
  maxRank: 13,
  foundationDirection: 'up',
  foundationBase: 'ace',
  buildDirection: 'down',
  buildPolicy: 'alternate-color',
  emptyColumns: 'any',
  sequenceMove: 'standard',
  cellEntry: 'any',
  cellStay: 'unlimited',
  foundationsRemovable: false,
  deal: 'ms',
});

/**
 * Inclusive ranges of the numeric knobs: what core accepts and the variants schema checks
 * (`prefilledCells` is further limited to `cells`, and to the deck).
 */
export const KNOB_RANGES = Object.freeze({
  columns: Object.freeze({ min: 4, max: 10 }),
  cells: Object.freeze({ min: 0, max: 8 }),
  prefilledCells: Object.freeze({ min: 0, max: 8 }),
  maxRank: Object.freeze({ min: 1, max: 13 }),
} as const);
/** The name of a numeric knob (columns, cells, maxRank): a key of KNOB_RANGES. */
export type NumericKnob = keyof typeof KNOB_RANGES;

/** Keys of RulesSpec in a fixed order (encoding, rules text, tests). */
export const RULES_KEYS = Object.freeze(Object.keys(FREECELL_RULES)) as readonly (keyof RulesSpec)[];

/** Number of cards in the deck for these rules. */
export const deckSize = (rules: Pick<RulesSpec, 'maxRank'>): number => rules.maxRank * 4;

/** Cards each column gets at the deal (row by row, so the first columns get the extra cards). */
export function columnDealSizes(rules: RulesSpec): number[] {
  const inColumns = deckSize(rules) - rules.prefilledCells;
  return Array.from(
    { length: rules.columns },
    (_, i) => Math.floor(inColumns / rules.columns) + (i < inColumns % rules.columns ? 1 : 0),
  );
}

/**
 * Checks the structural invariants core relies on (ranges, prefilled ≤ cells). Core calls it on
 * every spec it is given; the variants schema reports the same problems with JSON paths.
 * Returns null when valid, else a message.
 */
const ENUM_KNOBS: readonly (readonly [keyof RulesSpec, readonly unknown[]])[] = [
  ['foundationDirection', FOUNDATION_DIRECTIONS],
  ['foundationBase', FOUNDATION_BASES],
  ['buildDirection', BUILD_DIRECTIONS],
  ['buildPolicy', BUILD_POLICIES],
  ['emptyColumns', EMPTY_COLUMN_POLICIES],
  ['sequenceMove', SEQUENCE_MOVE_RULES],
  ['cellEntry', CELL_ENTRY_RULES],
  ['cellStay', CELL_STAY_RULES],
  ['deal', DEAL_KINDS],
];

/** What is wrong with a rules object (a knob out of its range or not one of its values), or null when nothing is. */
export function rulesSpecProblem(rules: RulesSpec): string | null {
  const intIn = (v: unknown, lo: number, hi: number) =>
    Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
  for (const key of ['columns', 'cells', 'maxRank'] as const) {
    const { min, max } = KNOB_RANGES[key];
    if (!intIn(rules[key], min, max))
      return `${key} must be a whole number from ${min} to ${max}, not ${String(rules[key])}`;
  }
  if (!intIn(rules.prefilledCells, 0, rules.cells))
    return `prefilledCells must be from 0 to the number of cells (${rules.cells}), not ${String(rules.prefilledCells)}`;
  if (rules.prefilledCells > deckSize(rules))
    return `prefilledCells (${rules.prefilledCells}) is more than the ${deckSize(rules)} cards in the deck`;
  for (const [key, values] of ENUM_KNOBS) {
    if (!values.includes(rules[key]))
      return `${key} must be one of ${values.join(', ')}, not ${String(rules[key])}`;
  }
  if (typeof rules.foundationsRemovable !== 'boolean') return 'foundationsRemovable must be true or false';
  return null;
}
