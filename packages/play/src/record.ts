/**
 * A game's record, counted one way wherever it is shown: the player's moves (the move counter, the
 * win screen, the fewest moves, the last games, the copied and exported text), autoplay's apart.
 * A move home that autoplay would have made is autoplay's, whoever played it while autoplay was on
 * (the solution player's line lists its moves home one by one; the player's game has autoplay play
 * them): so a game finished by the solution player counts as the player's would.
 */
import { applyMove, isSafeToFoundation, liftedCards, type Move, type Position } from '@cascade/core';

export interface MoveCounts {
  /** The moves that are the player's (or the solution player's): the one count shown. */
  readonly player: number;
  /** The moves autoplay made (cards sent home that could never cost the game). */
  readonly auto: number;
}

/** The counts of a history (each entry marked whether autoplay made it). */
export function countMoves(entries: readonly { readonly auto: boolean }[]): MoveCounts {
  const auto = entries.filter((e) => e.auto).length;
  return { player: entries.length - auto, auto };
}

/** Whether autoplay would make `m` in `p`: one card sent home that can never cost the game. */
export function isAutoplayMove(p: Position, m: Move): boolean {
  if (m.to.kind !== 'foundation' || m.count !== 1) return false;
  const card = liftedCards(p, m)[0];
  return card !== undefined && isSafeToFoundation(p, card, m.from);
}

/**
 * The counts of a game kept without them (logged before the count was kept): its moves replayed,
 * each safe move home counted as autoplay's, as autoplay (on by default) would have played it.
 */
export function countReplayed(start: Position, moves: readonly Move[]): MoveCounts {
  let p = start;
  let auto = 0;
  for (const m of moves) {
    if (isAutoplayMove(p, m)) auto++;
    p = applyMove(p, m);
  }
  return { player: moves.length - auto, auto };
}
