/**
 * The engine's requests and answers (plain JSON, carried by @cascade/play/engine): a game is its
 * session's snapshot (the rules, the starting layout as board text and the moves played); answers
 * are moves and sentences.
 */
import type { Card, Move } from '@cascade/core';
import type { LostReason } from '@cascade/hints';
import type { GameSnapshot } from '@cascade/play/session';

export type { GameSnapshot };

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

/** Which worker answers each request: analysis (hints, winnability, the look back) and solutions. */
export const ENGINE_ROUTE = { analyze: 'analysis', lastWinnable: 'analysis', solve: 'solver' } as const;
