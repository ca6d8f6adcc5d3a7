// !! BROWSER SAFE !!
/** Shortening a solution (short mode). */
import type { Position } from '@cascade/core';
import type { Compiled } from './compiled.ts';

/** A line (packed moves from `position`, autoplay written out) at most as long, still winning. */
export function shortenLine(_c: Compiled, _position: Position, packed: number[]): number[] {
  return packed;
}
