// !! BROWSER SAFE !!
/** Games that wander off the hints: positions off the line, for tests and benches of the hints. */
import { applyMove, legalMoves, type Move, type Position } from '@cascade/core';
import type { HintBudget } from './game.ts';
import { Hinter } from './hint.ts';

/**
 * Up to `length` moves from `start`: at each, a random legal move (`rand`, a seeded source of
 * 32-bit numbers) or, half the time, the hint. Stops early when no move is left or the game is won.
 */
export function wanderingGame(
  start: Position,
  rand: () => number,
  length: number,
  budget: HintBudget = {},
): Move[] {
  const moves: Move[] = [];
  const hinter = new Hinter();
  let p = start;
  while (moves.length < length) {
    const legal = legalMoves(p);
    if (legal.length === 0) break;
    let m = legal[(rand() >>> 0) % legal.length] as Move;
    if ((rand() >>> 0) % 2 === 0) {
      const h = hinter.hint({ start, moves }, budget);
      if (h.status === 'won') break;
      if (h.move) m = h.move;
    }
    moves.push(m);
    p = applyMove(p, m);
  }
  return moves;
}
