// !! BROWSER SAFE !!
/** Deals: a deal number and the rules give the starting position. */
import { cardOf, rankOf, type Card } from '../card.ts';
import { POSITION_ERRORS, type PositionError } from '../errors.ts';
import { fixedBase, Position } from '../position.ts';
import { err, ok, type Result } from '../result.ts';
import { deckSize, rulesSpecProblem, type RulesSpec } from '../rules-spec.ts';
import type { CellSlot, Setup } from '../setup.ts';
import { MS_DEAL_MAX, MS_DEAL_MIN, msDealOrder } from './ms.ts';
import { RANDOM_DEAL_MAX, randomDealOrder } from './random.ts';

export { MS_DEAL_MAX, MS_DEAL_MIN, msDealOrder } from './ms.ts';
export { RANDOM_DEAL_MAX, randomDealOrder, seededRandom } from './random.ts';

/** Challenge FreeCell's first row, in this order: 2♣ 2♠ 2♥ 2♦ A♣ A♠ A♥ A♦. */
const CHALLENGE_FIRST_ROW: readonly [rank: number, suit: number][] = [
  [2, 0],
  [2, 3],
  [2, 2],
  [2, 1],
  [1, 0],
  [1, 3],
  [1, 2],
  [1, 1],
];

/**
 * Challenge deal N: Microsoft deal N with the twos and aces lifted out and dealt first, in the order
 * 2♣ 2♠ 2♥ 2♦ A♣ A♠ A♥ A♦ (the twos at the bottom of columns 1–4, the aces of columns 5–8); the other
 * cards follow in their Microsoft order.
 */
export function challengeDealOrder(n: number, size = 52): Card[] {
  const ms = msDealOrder(n, size);
  return [...challengeFirstRow(size / 4), ...ms.filter((c) => rankOf(c) > 2)];
}

/** The cards a Challenge deal of a deck up to `maxRank` lifts out and deals first, in their order. */
export const challengeFirstRow = (maxRank: number): Card[] =>
  CHALLENGE_FIRST_ROW.filter(([r]) => r <= maxRank).map(([r, s]) => cardOf(r, s));

/** The highest deal number for these rules. */
export const maxDealNumber = (rules: RulesSpec): number =>
  rules.deal === 'random' ? RANDOM_DEAL_MAX : MS_DEAL_MAX;

/** Cards in dealing order for deal `n` under these rules. */
export function dealOrder(rules: RulesSpec, n: number): Card[] {
  const size = deckSize(rules);
  switch (rules.deal) {
    case 'ms':
      return msDealOrder(n, size);
    case 'challenge':
      return challengeDealOrder(n, size);
    case 'random':
      return randomDealOrder(n, size);
  }
}

/**
 * Lays cards out in dealing order: row by row across the columns, the last `prefilledCells`
 * cards into the free cells.
 */
export function layoutDeal(rules: RulesSpec, order: readonly Card[]): Setup {
  const inColumns = order.length - rules.prefilledCells;
  const columns: Card[][] = [];
  for (let i = 0; i < rules.columns; i++) columns.push([]);
  for (let k = 0; k < inColumns; k++) (columns[k % rules.columns] as Card[]).push(order[k] as Card);
  const cells: CellSlot[] = [];
  for (let i = 0; i < rules.cells; i++)
    cells.push(i < rules.prefilledCells ? (order[inColumns + i] as Card) : null);
  return { columns, cells, foundationTops: [0, 0, 0, 0], base: null, pendingCell: null };
}

/** The starting position of deal `n`, or a precise error for a number out of range or invalid rules. */
export function deal(rules: RulesSpec, n: number): Result<Position, PositionError> {
  const problem = rulesSpecProblem(rules);
  if (problem !== null) return rulesError(problem);
  const out = dealNumberError(rules, n);
  if (out) return err(out);
  return Position.fromSetup(layoutDeal(rules, dealOrder(rules, n)), rules);
}

/** The error for rules that are not valid (rulesSpecProblem's `problem`). */
const rulesError = (problem: string) =>
  err({ code: POSITION_ERRORS.rules, message: `the rules are not valid: ${problem}` });

/** The error for a deal number these rules do not have, or null. */
function dealNumberError(rules: RulesSpec, n: number): PositionError | null {
  const lo = rules.deal === 'random' ? 1 : MS_DEAL_MIN;
  const hi = maxDealNumber(rules);
  if (Number.isInteger(n) && n >= lo && n <= hi) return null;
  return {
    code: POSITION_ERRORS.dealNumber,
    message: `deal numbers for this game run from ${lo} to ${hi}; ${n} is out of range`,
  };
}

/**
 * `deal` for many deals of one rule set (a solver's range, an atlas run): the rules are checked
 * once, and each deal's layout, which a deal order lays out card by card (every card of the deck
 * once, in columns and cells these rules have), becomes its position without the check a setup
 * from outside needs (Position.fromSetup). The same positions as `deal` (deal.test.ts compares
 * them), the same error for a number out of range, and the rules' error for every number when
 * they are not valid.
 */
export function dealer(rules: RulesSpec): (n: number) => Result<Position, PositionError> {
  const problem = rulesSpecProblem(rules);
  if (problem !== null) {
    const e = rulesError(problem);
    return () => e;
  }
  const base = fixedBase(rules);
  return (n) => {
    const out = dealNumberError(rules, n);
    if (out) return err(out);
    // The layout's arrays are this call's own: frozen as they are, not copied (nor mapped: optimized
    // code's map() makes holey arrays where the builtin's are packed, two shapes for core to meet).
    const setup = layoutDeal(rules, dealOrder(rules, n));
    for (const col of setup.columns) Object.freeze(col);
    return ok(new Position(rules, setup.columns, setup.cells, [0, 0, 0, 0], base, null));
  };
}
