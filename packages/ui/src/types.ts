/**
 * The board contract (chessground's, for cards): a plain snapshot of the position, the legal
 * targets and the pick (the session's) come in; picks and move intents go out. Nothing here knows
 * a rule; what a press picks is @cascade/play/pick's.
 */

// The board's vocabulary is @cascade/play's (types flow down: play never imports ui).
export type {
  BoardLayout,
  CardView,
  CellView,
  CountMode,
  FoundationView,
  Highlight,
  LastMove,
  LegalTargets,
  MoveIntent,
  PileKey,
  Selection,
  SuitIndex,
  Target,
} from '@cascade/play/types';
import type { PileKey } from '@cascade/play/types';

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
