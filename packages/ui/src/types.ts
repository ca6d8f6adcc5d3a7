/**
 * The board contract (chessground's, for cards): a plain snapshot of the position and the legal
 * targets come in; selection and move intents go out. Nothing here knows a rule.
 */

/** A pile key, as core's `pileKey` writes it: `c0` column 1, `f0` free cell 1, `h2` the hearts foundation. */
export type PileKey = string;

/** Suit index, C D H S (core's order). */
export type SuitIndex = 0 | 1 | 2 | 3;

/** One card, as the board draws it. */
export interface CardView {
  /** The card's number in core (stable identity for keys and animation). */
  readonly id: number;
  /** 1..13 */
  readonly rank: number;
  readonly suit: SuitIndex;
  /** Accessible name: "7 of hearts", "Ace of spades". */
  readonly name: string;
}

export type CellView = CardView | null | 'closed';

export interface FoundationView {
  readonly suit: SuitIndex;
  /** Cards on it. */
  readonly count: number;
  readonly top: CardView | null;
  /** The card under the top one (drawn while the top one flies in), if any. */
  readonly under?: CardView | null;
  /** Accessible name: "Hearts foundation". */
  readonly name: string;
  /** What an empty foundation starts with ("A", "K"), or "" when the first card sets it. */
  readonly baseLabel: string;
}

/** A plain, serializable snapshot of a position for drawing. */
export interface BoardLayout {
  /** Bottom card first, top card last. */
  readonly columns: readonly (readonly CardView[])[];
  readonly cells: readonly CellView[];
  readonly foundations: readonly FoundationView[];
  /** The free cell whose card must leave on the next move, else null. */
  readonly pendingCell: number | null;
}

/** A legal destination from some source: `count` cards go to `to`. */
export interface Target {
  readonly to: PileKey;
  readonly count: number;
}

/** Source pile → every legal destination (with the number of cards that move). */
export type LegalTargets = ReadonlyMap<PileKey, readonly Target[]>;

/**
 * How many cards a selection means:
 * - `auto`: whatever fits the destination (the longest legal run onto an empty column): the
 *   keyboard's pick;
 * - `exact`: exactly `count` (the player picked a card inside a column);
 * - `prefer`: `count` if it fits, else whatever does (a top card clicked, tapped or dragged: alone
 *   into an empty column, with the cards under it where only its run fits).
 */
export type CountMode = 'auto' | 'exact' | 'prefer';

export interface Selection {
  readonly pile: PileKey;
  readonly count: number;
  readonly mode: CountMode;
}

/** What to highlight (a hint): the cards that move and the piles involved. */
export interface Highlight {
  readonly cards: readonly number[];
  readonly from?: PileKey;
  readonly to?: PileKey;
}

/**
 * Cards and piles to mark on the board, such as a lesson's goal: drawn with a dashed outline (a
 * pile) or a solid one (a card), and said in each pile's accessible description ("marked (goal)",
 * "9 of diamonds marked (goal)"). Marks change nothing the board accepts.
 */
export interface Marks {
  readonly piles?: readonly PileKey[];
  /** Card ids (core's card numbers). */
  readonly cards?: readonly number[];
  /** What the marks stand for, said after "marked" ("goal": "marked (goal)"). */
  readonly label?: string;
}

export interface LastMove {
  readonly from: PileKey;
  readonly to: PileKey;
}

export interface BoardOptions {
  /** Clubs green and diamonds blue. */
  readonly fourColour?: boolean;
  /** Animate cards moving (reduced motion turns it off regardless). */
  readonly animation?: boolean;
  /** Pixels a pointer must travel before a press becomes a drag. */
  readonly dragDistance?: number;
  /** Mark the legal destinations of the selection. */
  readonly showTargets?: boolean;
  /** Largest card width in CSS pixels. */
  readonly maxCardWidth?: number;
  /**
   * The left-handed layout: the foundations on the left of the top row, the free cells on the right
   * (drawn, read and reached by the arrow keys in that order).
   */
  readonly leftHanded?: boolean;
  /**
   * What is picked is what moves: a card picked moves with the cards on it and no more (a lesson,
   * where "the Q♥ alone may not go there" must not quietly move its run). Default: a top card picked
   * takes as much of its run as the destination allows.
   */
  readonly exactPicks?: boolean;
}

/**
 * What every pile (Column, FreeCell, Foundation) takes from the board: its key, the cards marked on
 * it, how it is drawn, and the board's keyboard and pointer handlers.
 */
export interface PileProps {
  pile: PileKey;
  hinted?: ReadonlySet<number>;
  /** Marked cards (a goal): drawn; the pile's note says them. */
  marked?: ReadonlySet<number>;
  /** What the marks add to the pile's accessible description. */
  note?: string;
  fourColour?: boolean;
  compact?: boolean;
  /** Whether the pile takes the board's single tab stop. */
  focusable: boolean;
  /** The pile's state as classes: `target`, `marked`, `hint-from`, `hint-to`, `last-to`, `drop-ok`/`drop-no`. */
  state?: string;
  onkey: (pile: PileKey, event: KeyboardEvent) => void;
  onactivate: (pile: PileKey) => void;
  onfocus: (pile: PileKey) => void;
}

/** The move intent the board emits: only ever a (from, to, count) found in the legal targets. */
export type MoveIntent = (from: PileKey, to: PileKey, count: number) => void;

/** A link of the site header (SiteHeader): resolved by the app. */
export interface SiteLink {
  readonly href: string;
  readonly label: string;
  /** What a phone shows instead of the label. */
  readonly short?: string;
  readonly current?: boolean;
  /** Another site (the game, from the tutorial). */
  readonly external?: boolean;
}
