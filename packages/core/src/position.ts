// !! BROWSER SAFE !!
import { cardOf, formatCard, rankOf, type Card } from './card.ts';
import { POSITION_ERRORS, type PositionError } from './errors.ts';
import { err, ok, type Result } from './result.ts';
import { deckSize, rulesSpecProblem, type RulesSpec } from './rules-spec.ts';
import { CLOSED_CELL, type CellSlot, type Setup } from './setup.ts';

/**
 * A checked, immutable position. Built only by `Position.fromSetup` (which validates) or by core's
 * own move application. Arrays are shared between positions and must never be mutated.
 */
export class Position {
  readonly rules: RulesSpec;
  /** Columns, bottom card first, top card last. */
  readonly columns: readonly (readonly Card[])[];
  readonly cells: readonly CellSlot[];
  /** Number of cards on each suit's foundation (C D H S). */
  readonly foundations: readonly number[];
  /** The foundations' base rank; null only while a `first-card` base is not yet set. */
  readonly base: number | null;
  /** The cell whose card must leave on the next move (`next-move` cells), else null. */
  readonly pendingCell: number | null;

  /** @internal Use Position.fromSetup. */
  constructor(
    rules: RulesSpec,
    columns: readonly (readonly Card[])[],
    cells: readonly CellSlot[],
    foundations: readonly number[],
    base: number | null,
    pendingCell: number | null,
  ) {
    this.rules = rules;
    this.columns = columns;
    this.cells = cells;
    this.foundations = foundations;
    this.base = base;
    this.pendingCell = pendingCell;
  }

  /** Validates a setup against the rules: exactly the deck's cards, no duplicates, a layout that fits. */
  static fromSetup(setup: Setup, rules: RulesSpec): Result<Position, PositionError> {
    return checkSetup(setup, rules);
  }

  /** The setup of this position (for board text and serialization). */
  toSetup(): Setup {
    return {
      columns: this.columns,
      cells: this.cells,
      foundationTops: this.foundations.map((n) =>
        n === 0 ? 0 : foundationRankAt(this.rules, orderBase(this.rules, this.base), n - 1),
      ),
      base: this.rules.foundationBase === 'first-card' ? this.base : null,
      pendingCell: this.pendingCell,
    };
  }
}

/** Base rank fixed by the rules, or null for `first-card`. */
export function fixedBase(rules: RulesSpec): number | null {
  return rules.foundationBase === 'ace' ? 1 : rules.foundationBase === 'king' ? rules.maxRank : null;
}

/**
 * The rank a foundation starts from when it does not go round the corner: the Ace when the
 * foundations build up, the top rank (`maxRank`) when they build down.
 */
export function naturalBase(rules: RulesSpec): number {
  return rules.foundationDirection === 'up' ? 1 : rules.maxRank;
}

/**
 * The rank a foundation's order counts from: `base` when the position has one (a `first-card` game
 * once its first card is home: `Position.base`), else the rules' fixed base, else (a `first-card`
 * game before its first card goes home) the natural base. Give it to `foundationRankAt` and
 * `foundationIndexOf` to order cards when a position may have no base yet.
 */
export function orderBase(rules: RulesSpec, base: number | null = null): number {
  return base ?? fixedBase(rules) ?? naturalBase(rules);
}

/** The rank at position i (0-based) of a foundation sequence from `base`, wrapping round the ends. */
export function foundationRankAt(rules: RulesSpec, base: number, i: number): number {
  const n = rules.maxRank;
  const step = rules.foundationDirection === 'up' ? i : -i;
  return ((((base - 1 + step) % n) + n) % n) + 1;
}

/** 1st, 2nd, 3rd, 4th… (for messages). */
const nth = (n: number): string => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

/** How many cards precede `rank` on a foundation that starts at `base`. */
export function foundationIndexOf(rules: RulesSpec, base: number, rank: number): number {
  const n = rules.maxRank;
  const d = rules.foundationDirection === 'up' ? rank - base : base - rank;
  return ((d % n) + n) % n;
}

function checkSetup(setup: Setup, rules: RulesSpec): Result<Position, PositionError> {
  const fail = (code: PositionError['code'], message: string, extra: Partial<PositionError> = {}) =>
    err({ code, message, ...extra });
  const problem = rulesSpecProblem(rules);
  if (problem !== null) return fail(POSITION_ERRORS.rules, `the rules are not valid: ${problem}`);

  if (setup.columns.length > rules.columns) {
    return fail(
      POSITION_ERRORS.columns,
      `the board has ${setup.columns.length} columns but these rules have ${rules.columns}`,
    );
  }
  if (setup.cells.length > rules.cells) {
    const used = setup.cells.filter((c) => c !== null).length;
    // Allow extra trailing empty cells ("Freecells: - - - -" for a two-cell game would be odd but harmless).
    if (used > rules.cells || setup.cells.slice(rules.cells).some((c) => c !== null)) {
      return fail(
        POSITION_ERRORS.cells,
        `the board has ${setup.cells.length} free cells but these rules have ${rules.cells}`,
      );
    }
  }
  // Where each card was seen, as a location code (see `where`), + 1; 0 for not seen. Names are made
  // only for an error message: building one per card made a deal cost several times more.
  const seen = new Uint8Array(52);
  // For a card seen in a column, its place there (1 for the first dealt), for the same message.
  const seenNth = new Uint8Array(52);
  let seenCount = 0;
  const size = deckSize(rules);
  const CELL_LOC = 16;
  const FOUNDATION_LOC = 32;
  const where = (loc: number): string =>
    loc < CELL_LOC
      ? `column ${loc + 1}`
      : loc < FOUNDATION_LOC
        ? `free cell ${loc - CELL_LOC + 1}`
        : `the ${'CDHS'[loc - FOUNDATION_LOC]} foundation`;
  /** `loc`'s card number `n` (a column's, counted from the first dealt), or the cell or foundation. */
  const placeName = (loc: number, n: number): string =>
    loc < CELL_LOC ? `${where(loc)} (its ${nth(n)} card)` : where(loc);
  const place = (card: Card, loc: number, n = 0): PositionError | null => {
    const columnIndex = loc < CELL_LOC ? loc : undefined;
    if (!Number.isInteger(card) || card < 0 || card >= 52) {
      return {
        code: POSITION_ERRORS.rank,
        message: `${where(loc)} holds something that is not a card`,
        ...(columnIndex !== undefined ? { columnIndex } : {}),
      };
    }
    if (rankOf(card) > rules.maxRank) {
      return {
        code: POSITION_ERRORS.rank,
        message: `${formatCard(card)} in ${where(loc)} is not in this deck (ranks up to ${rules.maxRank})`,
        card: formatCard(card),
        ...(columnIndex !== undefined ? { columnIndex } : {}),
      };
    }
    const prior = seen[card]!;
    if (prior !== 0) {
      return {
        code: POSITION_ERRORS.duplicate,
        message:
          prior - 1 === loc
            ? `${formatCard(card)} appears twice in ${where(loc)}: its ${nth(seenNth[card]!)} and ${nth(n)} cards`
            : `${formatCard(card)} appears twice: in ${placeName(prior - 1, seenNth[card]!)} and in ${placeName(loc, n)}`,
        card: formatCard(card),
        ...(columnIndex !== undefined ? { columnIndex } : {}),
      };
    }
    seen[card] = loc + 1;
    seenNth[card] = n;
    seenCount++;
    return null;
  };

  const columns: (readonly Card[])[] = [];
  for (let i = 0; i < rules.columns; i++) {
    const col = setup.columns[i] ?? [];
    for (let k = 0; k < col.length; k++) {
      const e = place(col[k]!, i, k + 1);
      if (e) return err(e);
    }
    columns.push(Object.freeze([...col]));
  }
  const cells: CellSlot[] = [];
  for (let i = 0; i < rules.cells; i++) {
    const c = setup.cells[i] ?? null;
    if (c === CLOSED_CELL) {
      if (rules.cellStay !== 'single-use') {
        return fail(
          POSITION_ERRORS.closedCell,
          `free cell ${i + 1} is marked closed, but only single-use cells close`,
        );
      }
    } else if (c !== null) {
      const e = place(c, CELL_LOC + i);
      if (e) return err(e);
    }
    cells.push(c);
  }

  // Foundations.
  const fixed = fixedBase(rules);
  let base: number | null = fixed;
  const anyHome = setup.foundationTops.some((t) => t !== 0);
  if (setup.base !== null) {
    if (fixed !== null && setup.base !== fixed) {
      return fail(
        POSITION_ERRORS.base,
        `these rules fix the foundation base at ${fixed}; the board says ${setup.base}`,
      );
    }
    if (!Number.isInteger(setup.base) || setup.base < 1 || setup.base > rules.maxRank) {
      return fail(POSITION_ERRORS.base, `the foundation base must be a rank from 1 to ${rules.maxRank}`);
    }
    base = setup.base;
  }
  if (base === null && anyHome) {
    return fail(
      POSITION_ERRORS.base,
      'cards are on the foundations but the base rank is not given (add a "Base:" line)',
    );
  }
  const foundations: number[] = [];
  for (let s = 0; s < 4; s++) {
    const top = setup.foundationTops[s] ?? 0;
    if (top === 0 || base === null) {
      foundations.push(0);
      continue;
    }
    if (!Number.isInteger(top) || top < 1 || top > rules.maxRank) {
      return fail(POSITION_ERRORS.foundation, `foundation ${'CDHS'[s]} has rank ${top}, outside this deck`);
    }
    const count = foundationIndexOf(rules, base, top) + 1;
    for (let i = 0; i < count; i++) {
      const e = place(cardOf(foundationRankAt(rules, base, i), s), FOUNDATION_LOC + s);
      if (e) return err(e);
    }
    foundations.push(count);
  }

  if (seenCount !== size) {
    const missing: string[] = [];
    for (let r = 1; r <= rules.maxRank; r++)
      for (let s = 0; s < 4; s++) if (seen[cardOf(r, s)] === 0) missing.push(formatCard(cardOf(r, s)));
    return fail(
      POSITION_ERRORS.missing,
      `${missing.length} card${missing.length === 1 ? ' is' : 's are'} missing: ${missing.slice(0, 8).join(' ')}${missing.length > 8 ? ' …' : ''}`,
      { card: missing[0] ?? '' },
    );
  }

  let pending: number | null = null;
  if (setup.pendingCell !== null) {
    const c = cells[setup.pendingCell];
    if (rules.cellStay !== 'next-move') {
      return fail(
        POSITION_ERRORS.pending,
        'a card is marked as having to leave its cell, but these rules have no such rule',
      );
    }
    if (c === undefined || c === null || c === CLOSED_CELL) {
      return fail(
        POSITION_ERRORS.pending,
        `free cell ${setup.pendingCell + 1} is marked as pending but holds no card`,
      );
    }
    pending = setup.pendingCell;
  }
  return ok(new Position(rules, columns, cells, foundations, base, pending));
}
