/**
 * What a step says when its goal is out of reach but the game goes on: the moves still open, from
 * core's legal moves on the position under its own rules (cards into empty columns, runs, cards back
 * from the foundations), not the step's allowed moves (a step may allow none of them, and the game
 * still goes on). Moves that differ only by which free cell or which empty column they use are one
 * move to the learner, said once.
 */
import { formatPile, legalMoves, type Move, type Position } from '@cascade/core';
import { movesStillOpen } from '@cascade/words';

/** The position's legal moves, one for each choice: any free cell, or any empty column, alike. */
export function openMoves(pos: Position): Move[] {
  const seen = new Set<string>();
  return legalMoves(pos).filter((m) => {
    const to =
      m.to.kind === 'cell'
        ? 'cell'
        : m.to.kind === 'column' && (pos.columns[m.to.index]?.length ?? 0) === 0
          ? 'empty'
          : formatPile(m.to);
    const key = `${formatPile(m.from, true)}:${m.count}:${to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * "The goal can no longer be reached from here, though the game goes on (3 moves are still open:
 * …)": for a position that is not lost (a position without a legal move is, and says so itself).
 */
export function goalOutOfReach(pos: Position): string {
  return `The goal can no longer be reached from here, though the game goes on (${movesStillOpen(openMoves(pos), pos)}). Take a move back, or retry.`;
}
