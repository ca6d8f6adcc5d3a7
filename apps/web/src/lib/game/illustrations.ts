/**
 * The rules pages' illustrations, worked out by the engine from a rule set: the deal's shape, a
 * legal run and a move the rules refuse (with core's reason, in words), a foundation, and the run
 * limit on a sample position (core's breakdown, in words).
 */
import {
  canBuildOn,
  cardOf,
  columnDealSizes,
  deckSize,
  fixedBase,
  foundationRankAt,
  moveError,
  Position,
  rankOf,
  rankSymbol,
  runLimitBreakdown,
  runLimitIntoEmpty,
  suitOf,
  type Card,
  type RulesSpec,
} from '@cascade/core';
import { cardView } from '@cascade/play/board';
import type { CardView } from '@cascade/ui';
import { getVariant } from '@cascade/variants';
import { moveErrorText, runLimitFormula } from '@cascade/words';

/** The deal's shape: cards per column, cells (and how many start filled), each foundation's first card. */
export interface LayoutSketch {
  readonly columns: readonly number[];
  readonly cells: number;
  readonly prefilled: number;
  /** "A", "K", or "?" when the first card played sets it. */
  readonly foundationStart: string;
}

/** A legal run in the columns and a refused move, with the engine's reason. */
export interface BuildSketch {
  /** Bottom card first. */
  readonly run: readonly CardView[];
  readonly refused: { readonly card: CardView; readonly onto: CardView; readonly why: string } | null;
}

/** The first cards of a foundation and its last one. */
export interface FoundationSketch {
  readonly cards: readonly CardView[];
  readonly last: CardView;
}

/** The run limit at work on a sample position: what may move onto a card and into an empty column. */
export interface RunLimitSketch {
  readonly cells: number;
  /** Free cells empty in the sample position. */
  readonly emptyCells: number;
  readonly columns: number;
  readonly emptyColumns: number;
  readonly ontoCard: number;
  /** Null when an empty column takes no run (empty columns take nothing). */
  readonly intoEmpty: number | null;
  /** The formula with the sample's numbers: "(2 + 1) × 2^1 = 6". */
  readonly ontoFormula: string;
  readonly intoEmptyFormula: string | null;
}

export interface RulesIllustration {
  readonly layout: LayoutSketch;
  readonly build: BuildSketch | null;
  readonly foundation: FoundationSketch;
  readonly runLimit: RunLimitSketch | null;
}

/** FreeCell's rules: what every other rule set is compared with. */
export const FREECELL = getVariant('freecell');

const SUIT_ORDER = [2, 0, 1, 3] as const; // hearts, clubs, diamonds, spades: a red card first
/** The base shown for a foundation whose first card sets it: any rank would do. */
const SAMPLE_BASE = 5;

/** A position holding every card: `columns` as given (bottom first), the rest filling the last columns. */
function samplePosition(
  rules: RulesSpec,
  fixed: readonly (readonly Card[])[],
  cells: readonly (Card | null)[],
  emptyColumns: number,
): Position | null {
  const used = new Set<Card>([...fixed.flat(), ...cells.filter((c): c is Card => c !== null)]);
  const rest: Card[] = [];
  for (let c = 0; c < deckSize(rules); c++) if (!used.has(c)) rest.push(c);
  const fillers = rules.columns - fixed.length - emptyColumns;
  if (fillers < 1 && rest.length > 0) return null;
  const columns: Card[][] = fixed.map((col) => [...col]);
  for (let i = 0; i < fillers; i++) columns.push([]);
  rest.forEach((c, i) => columns[fixed.length + (i % fillers)]?.push(c));
  for (let i = 0; i < emptyColumns; i++) columns.push([]);
  const r = Position.fromSetup(
    { columns, cells, foundationTops: [0, 0, 0, 0], base: null, pendingCell: null },
    rules,
  );
  return r.ok ? r.value : null;
}

function buildSketch(rules: RulesSpec): BuildSketch | null {
  if (rules.maxRank < 4) return null;
  const down = rules.buildDirection === 'down';
  const step = down ? -1 : 1;
  const run: Card[] = [cardOf(down ? 9 : 6, 3)];
  while (run.length < 3) {
    const onto = run[run.length - 1] as Card;
    const next = SUIT_ORDER.map((suit) => cardOf(rankOf(onto) + step, suit)).find(
      (c) => canBuildOn(rules, c, onto) && (rules.buildPolicy !== 'any-suit' || suitOf(c) !== suitOf(onto)),
    );
    if (next === undefined) return null;
    run.push(next);
  }
  const top = run[2] as Card;
  // A card of the right rank the suit rule refuses; with any suit, one of the wrong rank.
  const wrongSuit = SUIT_ORDER.map((suit) => cardOf(rankOf(top) + step, suit)).find(
    (c) => !canBuildOn(rules, c, top),
  );
  const bad = wrongSuit ?? cardOf(rankOf(top) + 2 * step, 2);
  let refused: BuildSketch['refused'] = null;
  const pos = samplePosition(rules, [run, [bad]], [], 0);
  if (pos) {
    const e = moveError(pos, {
      from: { kind: 'column', index: 1 },
      to: { kind: 'column', index: 0 },
      count: 1,
    });
    if (e) refused = { card: cardView(bad), onto: cardView(top), why: moveErrorText(e) };
  }
  return { run: run.map(cardView), refused };
}

function runLimitSketch(rules: RulesSpec): RunLimitSketch | null {
  if (rules.sequenceMove === 'one-card' || rules.sequenceMove === 'unlimited') return null;
  const emptyCells = Math.min(rules.cells, 2);
  const filled = rules.cells - emptyCells;
  const emptyColumns = rules.columns >= 3 ? 1 : 0;
  // Fill the cells that are not meant to be empty with high cards (they are not on a foundation).
  const cells: (Card | null)[] = Array.from({ length: rules.cells }, (_, i) =>
    i < filled ? cardOf(13 - Math.floor(i / 4), i % 4) : null,
  );
  const pos = samplePosition(rules, [], cells, emptyColumns);
  if (!pos) return null;
  const onto = runLimitBreakdown(pos, false);
  const into = runLimitIntoEmpty(pos);
  return {
    cells: rules.cells,
    emptyCells,
    columns: rules.columns,
    emptyColumns,
    ontoCard: onto.limit,
    intoEmpty: into?.limit ?? null,
    ontoFormula: runLimitFormula(onto),
    intoEmptyFormula: into === null ? null : runLimitFormula(into),
  };
}

/** Illustrations of a rule set: the deal's shape, a legal build, a foundation, the run limit at work. */
export function rulesIllustration(rules: RulesSpec): RulesIllustration {
  const fixed = fixedBase(rules);
  const base = fixed ?? SAMPLE_BASE;
  const suit = 2; // hearts
  const at = (i: number) => cardView(cardOf(foundationRankAt(rules, base, i), suit));
  return {
    layout: {
      columns: columnDealSizes(rules),
      cells: rules.cells,
      prefilled: rules.prefilledCells,
      foundationStart: fixed === null ? '?' : rankSymbol(base),
    },
    build: buildSketch(rules),
    foundation: {
      cards: [0, 1, 2].filter((i) => i < rules.maxRank).map(at),
      last: at(rules.maxRank - 1),
    },
    runLimit: runLimitSketch(rules),
  };
}
