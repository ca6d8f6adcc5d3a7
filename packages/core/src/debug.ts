// !! BROWSER SAFE !!
/** Debug helpers: move counting to a depth (our perft). */
import { applyMove, legalMoves } from './legal.ts';
import type { Position } from './position.ts';

/** Options of `countMoves`. */
export interface CountMovesOptions {
  /** Count runs moved as one unit (count > 1) as moves. Default true. */
  readonly runs?: boolean;
}

/**
 * The number of move sequences of length `depth` from `pos` (leaf nodes of the move tree), the
 * FreeCell counterpart of chess perft. depth 0 is 1.
 */
export function countMoves(pos: Position, depth: number, options: CountMovesOptions = {}): number {
  if (depth === 0) return 1;
  const moves = legalMoves(pos, options);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += countMoves(applyMove(pos, m), depth - 1, options);
  return n;
}
