/**
 * The engine's requests and answers (plain JSON, carried by @cascade/play/engine): a game is its
 * rules, the starting layout as board text and the moves played; answers are moves and sentences.
 */
import type { Card, Move, RulesSpec } from '@cascade/core';
import type { LostReason } from '@cascade/hints';

export interface GameSnapshot {
  readonly rules: RulesSpec;
  /** The starting position as board text (formatLayout). */
  readonly start: string;
  /** Every move since the start, autoplay moves included. */
  readonly moves: readonly Move[];
}

export interface HintAnswer {
  readonly move: Move;
  readonly notation: string;
  /** "Move the 7♥ from column 3 onto the 8♠ in column 5." */
  readonly sentence: string;
  /** "It frees the A♣ …" */
  readonly reason: string;
  readonly cards: readonly Card[];
  readonly movesLeft: number;
}

export interface Analysis {
  readonly status: 'winnable' | 'lost' | 'won' | 'unknown';
  readonly summary: string;
  readonly lostReason?: LostReason;
  readonly hint?: HintAnswer;
  readonly states: number;
  /** Time spent in the worker, ms. */
  readonly ms: number;
}

export interface LastWinnableAnswer {
  readonly status: 'found' | 'not-lost' | 'never' | 'unknown';
  /** Moves of the history to keep (status found). */
  readonly index?: number;
}

export interface SolutionAnswer {
  readonly status: 'solved' | 'unsolvable' | 'unknown';
  /** Moves from the game's current position (status solved). */
  readonly moves?: readonly Move[];
  readonly ms: number;
}

/** Each request: what the page sends, what the worker answers (a Requests map for @cascade/play/engine). */
export type EngineRequests = {
  analyze: { request: GameSnapshot; answer: Analysis };
  lastWinnable: { request: GameSnapshot; answer: LastWinnableAnswer };
  solve: { request: GameSnapshot; answer: SolutionAnswer };
};

/** What the controller needs from the engine (a worker in the app, in-process in tests). */
export interface Engine {
  analyze(game: GameSnapshot): Promise<Analysis>;
  lastWinnable(game: GameSnapshot): Promise<LastWinnableAnswer>;
  solve(game: GameSnapshot): Promise<SolutionAnswer>;
  /** Stops the solution search in flight, if any (its promise rejects with SupersededError). */
  cancelSolve(): void;
  /**
   * The player asked for something (a hint, a solution): start at once rather than waiting for the
   * page to settle. Optional: engines that start at once need not have it.
   */
  wake?(): void;
  dispose(): void;
}
