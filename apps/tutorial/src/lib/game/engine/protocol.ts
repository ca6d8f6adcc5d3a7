/**
 * The tutor engine's requests and answers: plain JSON, carried by @cascade/play/engine. A step is its rules, its
 * board text, its goal and allowed moves, and the moves played since the start.
 */
import type { Move, RulesSpec } from '@cascade/core';
import type { Allowed, LessonGoal } from '../../lessons/types.ts';

export interface StepSnapshot {
  readonly rules: RulesSpec;
  readonly board: string;
  readonly goal: LessonGoal;
  readonly allowed?: Allowed;
}

export interface HintRequest extends StepSnapshot {
  readonly moves: readonly Move[];
}

export type HintAnswer =
  | {
      readonly status: 'move';
      readonly move: Move;
      /** "Move the 7♥ from column 3 onto the 8♠ in column 5." */
      readonly sentence: string;
      /** "It uncovers the A♣, which can then go home." */
      readonly reason: string;
      readonly cards: readonly number[];
      readonly movesLeft: number;
    }
  | { readonly status: 'reached' }
  | { readonly status: 'lost' | 'unknown'; readonly summary: string };

/**
 * Can the step's goal still be reached after these moves? The goal check the controller makes after
 * every move: exhaustive on a lesson's small board, so its answer is never `unknown` there (tested).
 */
export interface CheckRequest extends HintRequest {
  /** The step's par: the answer says whether the last move lost it. */
  readonly par?: number;
}

export type CheckAnswer =
  | { readonly status: 'reached' }
  /**
   * The fewest moves still needed from here (`moves`); `parLost`: with them the par can no longer be
   * met, and it could before the last move (that move cost a star). `states`: the positions searched.
   */
  | {
      readonly status: 'reachable';
      readonly moves: number;
      readonly parLost: boolean;
      readonly states: number;
    }
  /** `byLastMove`: the goal could still be reached before the last move (that move lost it). */
  | { readonly status: 'unreachable'; readonly byLastMove: boolean; readonly states: number }
  /** Only for a board far bigger than a lesson's: the search ran out of room. */
  | { readonly status: 'unknown'; readonly states: number };

/** A whole deal under way (a checkpoint step): its rules, its start as board text, every move since. */
export interface DealHintRequest {
  readonly rules: RulesSpec;
  readonly board: string;
  readonly moves: readonly Move[];
  /** Overrides of the hint budget (tests give positions only, no clock). */
  readonly budget?: { readonly maxStates?: number; readonly timeoutMs?: number };
}

export interface ParRequest extends StepSnapshot {
  /** Give up (status too-big) after this many positions; default 300 000. */
  readonly maxStates?: number;
}

/** `ok`: the fewest moves; `unreachable`: proven impossible; `invalid`: the step does not fit these rules. */
export type ParAnswer =
  | { readonly status: 'ok'; readonly par: number }
  | { readonly status: 'unreachable' | 'too-big' }
  | { readonly status: 'invalid'; readonly reason: string };

export interface ProofRequest {
  readonly rules: RulesSpec;
  readonly deal: number;
  /** Overrides of the proof budget (tests). */
  readonly budget?: { readonly maxStates?: number; readonly timeoutMs?: number };
}

export type ProofAnswer =
  | { readonly status: 'unsolvable' | 'unknown'; readonly states: number; readonly ms: number }
  | { readonly status: 'solved'; readonly moves: number; readonly states: number; readonly ms: number };

/** A deal to end a course on: the first, from `from`, that the solver wins under these rules. */
export interface DealRequest {
  readonly rules: RulesSpec;
  readonly from?: number;
}

/** `found`: the deal and the solver's win (its moves, in core's terms); `none`: no deal in the range was won. */
export type DealAnswer =
  | { readonly status: 'found'; readonly deal: number; readonly moves: readonly Move[] }
  | { readonly status: 'none'; readonly tried: number };

/** Each request: what the page sends, what the worker answers (a Requests map for @cascade/play/engine). */
export type TutorRequests = {
  hint: { request: HintRequest; answer: HintAnswer };
  dealHint: { request: DealHintRequest; answer: HintAnswer };
  par: { request: ParRequest; answer: ParAnswer };
  check: { request: CheckRequest; answer: CheckAnswer };
  prove: { request: ProofRequest; answer: ProofAnswer };
  deal: { request: DealRequest; answer: DealAnswer };
};

/** Which worker answers each request: hints, reachability checks and proofs each have their own. */
export const TUTOR_ROUTE = {
  hint: 'hints',
  dealHint: 'hints',
  par: 'checks',
  check: 'checks',
  prove: 'proofs',
  deal: 'proofs',
} as const;
