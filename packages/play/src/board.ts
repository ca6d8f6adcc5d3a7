/**
 * What the board draws, from core's positions: plain snapshots (BoardLayout, CardView) and moves as
 * legal targets (source pile → destinations with counts), and the pile keys the board speaks. The
 * session reads it (it calls core); components get the results.
 */
import {
  CLOSED_CELL,
  cardName,
  cardOf,
  foundation,
  foundationRankAt,
  foundationTop,
  pileFromKey,
  pileKey,
  rankOf,
  rankSymbol,
  suitOf,
  type Card,
  type Move,
  type Position,
} from '@cascade/core';
import { pileLabel } from '@cascade/words';
import type { BoardLayout, CardView, LegalTargets, PileKey, SuitIndex, Target } from './types.ts';

const makeView = (c: Card): CardView => ({ id: c, rank: rankOf(c), suit: suitOf(c), name: cardName(c) });
const CARD_VIEWS: readonly CardView[] = Array.from({ length: 52 }, (_, c) => makeView(c));

/** A card as the board draws it (one shared, frozen-in-practice object per card). */
export const cardView = (c: Card): CardView => CARD_VIEWS[c] ?? makeView(c);

/** The plain snapshot the board draws. */
export function boardLayout(pos: Position): BoardLayout {
  return {
    columns: pos.columns.map((col) => col.map(cardView)),
    cells: pos.cells.map((c) => (c === null ? null : c === CLOSED_CELL ? 'closed' : cardView(c))),
    foundations: [0, 1, 2, 3].map((s) => {
      const top = foundationTop(pos, s);
      const count = pos.foundations[s] ?? 0;
      const under =
        count >= 2 && pos.base !== null ? cardOf(foundationRankAt(pos.rules, pos.base, count - 2), s) : null;
      return {
        suit: s as SuitIndex,
        count,
        top: top === undefined ? null : cardView(top),
        under: under === null ? null : cardView(under),
        name: pileLabel(foundation(s)),
        baseLabel: pos.base === null ? '' : rankSymbol(pos.base),
      };
    }),
    pendingCell: pos.pendingCell,
  };
}

/** Moves as the board wants them: source pile → destinations with counts. */
export function targetsOf(moves: Iterable<Move>): LegalTargets {
  const out = new Map<PileKey, Target[]>();
  for (const m of moves) {
    const k = pileKey(m.from);
    let list = out.get(k);
    if (!list) out.set(k, (list = []));
    list.push({ to: pileKey(m.to), count: m.count });
  }
  return out;
}

/** `c3` → column 4 (0-based index 3): core's, here for the apps that read boards. */
export { pileFromKey };

/** A move between two pile keys (a board intent); null if either names no pile. */
export function moveFromKeys(from: PileKey, to: PileKey, count: number): Move | null {
  const f = pileFromKey(from);
  const t = pileFromKey(to);
  return f && t ? { from: f, to: t, count } : null;
}
