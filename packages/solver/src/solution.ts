// !! BROWSER SAFE !!
/** From what a search found to public moves, checked in core. */
import { isWon, replayMoves, type Move, type Position } from '@cascade/core';
import { replayErrorLine } from '@cascade/words';
import { BOTTOM, BOTTOM_AT, CELL, CELL_AT, FOUND } from './canonical.ts';
import type { Compiled } from './compiled.ts';
import { autoplay } from './autoplay.ts';
import { CELL0, FND0, packMove, toMove } from './codes.ts';
import { apply } from './make.ts';
import { EMPTY_SLOT, SearchState } from './state.ts';

/**
 * A line as the searches give it: moves of the start's real piles (packed), each to be followed by
 * its autoplay, or records (card, support); `explicit` when the search also kept every move it made,
 * autoplay included (then nothing needs replaying to write the solution out).
 */
export type Line =
  | { readonly packed: readonly number[]; readonly explicit?: readonly number[] }
  | { readonly recs: readonly number[] };

/** The packed move that plays record `rec` (card, new support) in `st` (real piles). */
export function recToMove(st: SearchState, rec: number): number {
  const card = rec >> 7;
  const nb = rec & 127;
  const from = st.where[card]!;
  const count = from < CELL0 ? st.len[from]! - st.pos[card]! : 1;
  let to: number;
  if (nb < 52) to = st.where[nb]!;
  else if (nb === BOTTOM) {
    to = 0;
    while (st.len[to] !== 0) to++;
  } else if (nb === CELL) {
    let i = 0;
    while (st.cells[i] !== EMPTY_SLOT) i++;
    to = CELL0 + i;
  } else if (nb === FOUND) to = FND0 + (card & 3);
  else if (nb >= CELL_AT) to = CELL0 + nb - CELL_AT;
  else to = nb - BOTTOM_AT;
  return packMove(from, to, count);
}

/**
 * The public moves of a line from `position`, with the autoplay moves the search made as free
 * moves written out (when `withAutoplay`), as packed moves in the start's real piles.
 */
export function expandLine(c: Compiled, position: Position, line: Line, withAutoplay: boolean): number[] {
  if ('explicit' in line && line.explicit && withAutoplay) return [...line.explicit];
  const st = SearchState.acquire(c, position, false);
  const out: number[] = [];
  if (withAutoplay) autoplay(st, out);
  const steps = 'packed' in line ? line.packed : line.recs;
  for (const step of steps) {
    const m = 'packed' in line ? step : recToMove(st, step);
    out.push(m);
    apply(st, m);
    if (withAutoplay) autoplay(st, out);
  }
  st.release();
  return out;
}

/**
 * The moves of a packed line. Built by a loop, not map(): optimized code's map() makes a holey array
 * where the builtin's is packed, and core's replay would meet both (a deoptimization each time).
 */
export function toMoves(packed: readonly number[]): Move[] {
  const out: Move[] = [];
  for (const m of packed) out.push(toMove(m));
  return out;
}

/** Replays a solution in core and throws unless it is legal and reaches the goal. */
export function verify(position: Position, moves: readonly Move[], target?: (p: Position) => boolean): void {
  const r = replayMoves(position, moves);
  if (!r.ok) throw new Error(`solver bug: illegal ${replayErrorLine(r.error)}`);
  const goal = target ? target(r.value) : isWon(r.value);
  if (!goal)
    throw new Error(
      `solver bug: the solution's ${moves.length} moves do not reach the ${target ? 'target' : 'win'}`,
    );
}
