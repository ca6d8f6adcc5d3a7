/**
 * What a player's gesture means, where the board leaves it open: the move a double click makes, and
 * which count to explain when a dragged run fits nowhere. Controllers call these (they use core).
 */
import {
  canBuildOn,
  runLength,
  topCard,
  type Card,
  type Move,
  type Pile,
  type Position,
} from '@cascade/core';
import type { CountMode } from './types.ts';

/**
 * Double click / double tap: of `moves` (the legal ones, or those a lesson allows), the best from
 * `from`: home if it can, else onto a card (the longest run that fits), then an empty column (the
 * leftmost), then a free cell (the first).
 */
export function bestMoveFrom(
  pos: Position,
  moves: readonly Move[],
  from: Pile,
  count: number,
  mode: CountMode,
): Move | undefined {
  const score = (m: Move): number => {
    if (m.to.kind === 'foundation') return 4000;
    if (m.to.kind === 'column') {
      const empty = (pos.columns[m.to.index]?.length ?? 0) === 0;
      return (empty ? 2000 : 3000) + (empty ? -m.to.index : m.count * 10 - m.to.index / 100);
    }
    return 1000 - m.to.index;
  };
  return moves
    .filter(
      (m) =>
        m.from.kind === from.kind && m.from.index === from.index && (mode !== 'exact' || m.count === count),
    )
    .sort((a, b) => score(b) - score(a))[0];
}

/**
 * The move to explain when the board found no legal target for a gesture. With an exact count, the
 * move itself; with a flexible one, column to column, the count whose rule is the real obstacle:
 * the whole run onto an empty column, else the first card from the top (within the run, or down
 * the whole column) that could go onto the destination card.
 */
export function moveToExplain(pos: Position, m: Move, mode: CountMode, within: 'run' | 'column'): Move {
  if (mode === 'exact' || m.from.kind !== 'column' || m.to.kind !== 'column') return m;
  const col = pos.columns[m.from.index] ?? [];
  const dest = topCard(pos.columns[m.to.index] ?? []);
  const run = runLength(pos.rules, col);
  if (dest === undefined) return { ...m, count: Math.max(m.count, run) };
  const depth = within === 'run' ? run : col.length;
  for (let k = 1; k <= depth; k++) {
    if (canBuildOn(pos.rules, col[col.length - k] as Card, dest)) return { ...m, count: k };
  }
  return m;
}
