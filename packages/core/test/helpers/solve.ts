/**
 * Brute-force solvability for tiny decks (maxRank 2–3): a depth-first search over every legal move
 * with a visited set. Returns true / false, or null when the node budget runs out (inconclusive).
 */
import { applyMove, isWon, legalMoves, type Position } from '../../src/index.ts';
import { stateKey, stateOf } from './oracle.ts';

export function isSolvable(start: Position, budget = 200_000): boolean | null {
  const seen = new Set<string>();
  const stack: Position[] = [start];
  let nodes = 0;
  while (stack.length > 0) {
    const p = stack.pop() as Position;
    const key = stateKey(stateOf(p));
    if (seen.has(key)) continue;
    seen.add(key);
    if (isWon(p)) return true;
    if (++nodes > budget) return null;
    for (const m of legalMoves(p)) stack.push(applyMove(p, m));
  }
  return false;
}
