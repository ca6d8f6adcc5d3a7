/**
 * Lessons are data: a course per variant, lessons of a few steps, each step a small prepared
 * position with a goal, a par and a short text. Nothing here runs the rules: the controller
 * (src/lib/game/controller.svelte.ts) reads these with core, and steps.test.ts checks every step
 * (valid board, reachable goal, par = fewest moves, text names only cards on the board).
 *
 * Cards are written as people read them, "7♥", "10♠", "K♣" (core's parseCard reads them).
 */
import type { RulesSpec } from '@cascade/core';
import type { Goal } from '@cascade/hints';
import type { VariantId } from '@cascade/variants';
import type { MoveKind } from './move-kinds.ts';

/** A card as text: rank A 2–10 J Q K, suit ♣ ♦ ♥ ♠ ("7♥", "10♠"). */
export type CardText = string;

/** The hints package's Goal, with cards written as text. */
export type LessonGoal = Goal extends infer G
  ? G extends { readonly card: number }
    ? Omit<G, 'card'> & { readonly card: CardText }
    : G
  : never;

/**
 * A pile in standard notation (1-based for people): `1`–`9` and `0` a column, `a b c d …` a free
 * cell, `h` the foundations (of the card concerned). `*` in a move pattern: any pile.
 */
export type PileRef = string;

/**
 * Which moves a step accepts besides "legal": patterns of two characters, source then destination,
 * each a notation character (`3` column 3, `a` free cell a, `h` the foundations), `*` any pile,
 * `#` a column (as a destination, one that holds cards) or `_` an empty column (destination only):
 * `'*h'` anything to a foundation, `'#a'` a column's top card to free cell a. Other legal moves are
 * refused with `why`.
 */
export interface Allowed {
  readonly moves: readonly string[];
  readonly why: string;
}

/** What to mark on the board besides the goal's own card and pile (derived from the goal). */
export interface Target {
  /** Extra piles to mark, in notation (`3`, `a`, `h♥`). */
  readonly piles?: readonly string[];
  readonly cards?: readonly CardText[];
}

/** The rules knobs a step teaches or relies on: a house-rules course includes it only when they match. */
export type Knob = keyof RulesSpec;

/**
 * The values of some of a step's knobs under which it still holds, when more than its own rules'
 * value: a list of values, or for a number knob a range (`{ min: 1 }`: one card dealt into the
 * cells or more). A knob not given here must have the step's own value.
 */
export type KnobValues = {
  readonly [K in Knob]?: RulesSpec[K] extends number
    ? readonly number[] | { readonly min?: number; readonly max?: number }
    : readonly RulesSpec[K][];
};

/**
 * A house-rules string (`h1.…`, @cascade/variants' format): the rules of a step that no catalogue
 * variant has. courses.test.ts decodes each one and checks what it holds.
 */
export type HouseRulesCode = `h${number}.${string}`;

interface StepBase {
  /** Unique within its course, kebab-case, permanent (progress is saved under it). */
  readonly id: string;
  readonly title: string;
  /**
   * The rules the step is written for: a catalogue variant, or house rules where no catalogue
   * variant has the rules it teaches (steps of the catalogue courses use their course's variant).
   */
  readonly variant: VariantId | HouseRulesCode;
  /** Plain English, a few sentences; names only cards that are on the board. */
  readonly text: string;
}

/**
 * A fact a step's words state about its position, checked by the engine under the rules the step is
 * played with (claims.ts): a house-rules course rewrites the words for its rules, or leaves the step
 * out where the fact is false.
 */
export type Claim =
  /**
   * The card can be parked where `words` (the text's exact phrase, "in a free cell or an empty
   * column") says: each place a legal move from the start takes it. Other rules get the phrase for
   * the places that remain.
   */
  | { readonly kind: 'parks'; readonly card: CardText; readonly words: string }
  /** A free cell the learner empties adds one card to the run limit's free cells (it does not close). */
  | { readonly kind: 'cell-adds-one' }
  /** A column the learner empties doubles the run limit onto a card. */
  | { readonly kind: 'column-doubles' }
  /**
   * The card, on top of a column or in a free cell at the start, goes home by itself (autoplay's
   * safe rule, core's isSafeToFoundation) when `goes`, and stays where it is otherwise.
   */
  | { readonly kind: 'autoplay'; readonly card: CardText; readonly goes: boolean }
  /**
   * A plan the words warn against, played as its first move (standard notation, `2h`, `1a`, `12`,
   * `15v2`) from the start: legal and allowed there, and then the goal is out of reach (`goal`), or
   * at least costs a star (`star`: the fewest moves after it come to more than the par, stars.ts).
   */
  | { readonly kind: 'wrong-plan'; readonly move: string; readonly costs: 'goal' | 'star' }
  /**
   * A number the words state about the run limit: at the start, a run of `limit` cards may move at
   * once onto a card (`into: 'card'`) or into an empty column (`into: 'empty'`), by core's run limit;
   * `words` is the text's exact phrase that says it.
   */
  | {
      readonly kind: 'run-limit';
      readonly into: 'card' | 'empty';
      readonly limit: number;
      readonly words: string;
    };

/** The usual step: a small position, a goal, a par. */
export interface PlayStep extends StepBase {
  readonly kind: 'play';
  /** Board text (fc-solve layout): few cards, the rest on the foundations. */
  readonly board: string;
  readonly goal: LessonGoal;
  /** Marks on the board beyond what the goal implies. */
  readonly target?: Target;
  /** The fewest moves that reach the goal (checked by an exhaustive search). */
  readonly par: number;
  /**
   * The first hint at the step's start, in words, before the move is shown (after moves of the
   * learner's own, the nudge is the reason for the engine's next move).
   */
  readonly nudge?: string;
  readonly allowed?: Allowed;
  /** Show the run limit, live, with its formula (the limit lessons). */
  readonly showLimit?: boolean;
  /** Rules this step teaches or relies on (house-rules courses pick steps by them). */
  readonly knobs: readonly Knob[];
  /**
   * The kinds of move this step teaches (move-kinds.ts): with those its course taught before, every
   * shortest line from its start may use only these (order.test.ts walks every course).
   */
  readonly teaches?: readonly MoveKind[];
  /** Facts its words state, checked under the rules it is played with (see Claim). */
  readonly claims?: readonly Claim[];
  /** Other values of some of those knobs under which the step holds too (see KnobValues). */
  readonly knobValues?: KnobValues;
}

/**
 * A deal the solver proves unwinnable, live, in the worker. The deal is shown to look at; the learner
 * may try it in the game app (a link beside the proof).
 */
export interface ProofStep extends StepBase {
  readonly kind: 'proof';
  readonly deal: number;
}

/**
 * A checkpoint: a whole deal (one the solver wins, tested) played to the win inside the tutorial,
 * with the lessons' hints (the next move of a winning line), Show the move, undo and autoplay. There
 * is no par (the solver's line is not the shortest): the stars count the moves shown (stars.ts).
 */
export interface DealStep extends StepBase {
  readonly kind: 'deal';
  readonly deal: number;
}

/**
 * An exercise in making house rules: the learner changes FreeCell's rules in an editor, makes the
 * house-rules code and its links, and the step checks with @cascade/variants' decoder that the code
 * holds FreeCell with exactly `change` (a code from the game app's own editor is checked alike). Done
 * or not, like a proof: no stars (nothing is played).
 */
export interface HouseRulesStep extends StepBase {
  readonly kind: 'house-rules';
  /** The rules asked for: FreeCell's, with these knobs changed. */
  readonly change: Partial<RulesSpec>;
}

export type Step = PlayStep | ProofStep | DealStep | HouseRulesStep;

export interface Lesson {
  readonly id: string;
  readonly title: string;
  /** One line under the title. */
  readonly summary: string;
  readonly steps: readonly Step[];
}

export interface Course {
  /** A catalogue variant id, or `strategy`. */
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** The variant of "Play a real deal" at the end of the course: a catalogue id or a house-rules string. */
  readonly variant: string;
  /**
   * A deal of that variant to play at the end, won by the solver (tested); null for a generated
   * course, whose deal the tutor's worker finds (the first the solver wins under its rules).
   */
  readonly realDeal: number | null;
  /**
   * A course that teaches the basics this one takes for granted (Challenge FreeCell plays by the
   * FreeCell rules): its id, and why, said on the course page with a link to it.
   */
  readonly basics?: { readonly course: string; readonly why: string };
  readonly lessons: readonly Lesson[];
}
