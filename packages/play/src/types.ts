/**
 * The board's vocabulary, shared by the session (which computes it from core) and @cascade/ui
 * (which draws it): plain snapshots of a position, the legal targets, a pick and its count mode.
 * Types only; nothing here knows a rule. Types flow down: ui imports them from here, never the
 * other way (a lint rule keeps play from importing ui).
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

export interface LastMove {
  readonly from: PileKey;
  readonly to: PileKey;
}

/**
 * The move intent a board sends: from, to, how many and in which count mode. The owner (the
 * session) finds the move among core's legal moves, plays it or says why not, and returns whether
 * it was played.
 */
export type MoveIntent = (from: PileKey, to: PileKey, count: number, mode: CountMode) => boolean;

/**
 * Where a session keeps each piece of its state: a box to get and set. The session is
 * framework-free; an app hands it boxes its framework watches (@cascade/ui's `stateBox`, a Svelte
 * `$state.raw`), so reading `session.position` in a component is reactive, and tests use plain ones.
 */
export interface Box<T> {
  get(): T;
  set(value: T): void;
}

export type BoxFactory = <T>(initial: T) => Box<T>;
