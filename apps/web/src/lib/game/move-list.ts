/**
 * The game's moves in standard notation (fc-solve's, as core writes them), for the move list, its
 * copy and export, a shared result, and the replay of a finished game.
 */
import { applyMove, formatMove, formatMoves, type Move, type Position } from '@cascade/core';
import { boardLayout } from '@cascade/play/board';
import { countMoves } from '@cascade/play/record';
import { movesPhrase } from '@cascade/words';
import type { BoardLayout } from '@cascade/ui';
import { formatTime } from '$lib/format.ts';

export interface ListedMove {
  /** The move in standard notation (`38`, `3a`, `ah`, `15v3`). */
  readonly token: string;
  /** Played by autoplay (or the finish), not by the player. */
  readonly auto: boolean;
}

/** Each move of `entries` in standard notation, read from the position it was played in. */
export function listMoves(start: Position, entries: readonly { move: Move; auto: boolean }[]): ListedMove[] {
  const out: ListedMove[] = [];
  let p = start;
  for (const e of entries) {
    out.push({ token: formatMove(e.move, p), auto: e.auto });
    p = applyMove(p, e.move);
  }
  return out;
}

/** The moves as a solution file writes them: ten a line. */
export const movesText = (start: Position, moves: readonly Move[]): string => formatMoves(start, moves);

/**
 * The text of a game to keep or send: the game, its link, its moves. The count is the player's
 * moves, autoplay's said apart (the moves listed are all of them, so the text replays).
 */
export function gameText(o: {
  readonly name: string;
  readonly deal: number;
  readonly url: string;
  readonly start: Position;
  readonly entries: readonly { readonly move: Move; readonly auto: boolean }[];
  readonly elapsedMs: number;
  readonly won: boolean;
}): string {
  const n = movesPhrase(countMoves(o.entries));
  const head = o.won
    ? `I won ${o.name}, deal ${o.deal}, in ${n} and ${formatTime(o.elapsedMs)}.`
    : `${o.name}, deal ${o.deal}: ${n} so far, ${formatTime(o.elapsedMs)}.`;
  return `${head}\n${o.url}\n\n${formatMoves(
    o.start,
    o.entries.map((e) => e.move),
  )}`;
}

/** The boards of a replay: the start, then after each move. */
export function replayLayouts(start: Position, moves: readonly Move[]): BoardLayout[] {
  const out = [boardLayout(start)];
  let p = start;
  for (const m of moves) {
    p = applyMove(p, m);
    out.push(boardLayout(p));
  }
  return out;
}
