// !! BROWSER SAFE !!
/**
 * Why a move is good, in the terms a player learns: send cards home, dig out the low cards,
 * empty columns (they multiply the run you can move), keep free cells open, build runs.
 */
import {
  applyMove,
  foundationAccepts,
  foundationIndexOf,
  isHome,
  liftedCards,
  maxRunMove,
  orderBase,
  rankOf,
  runLimitBreakdown,
  runStartRank,
  topCard,
  type Card,
  type Move,
  type Position,
} from '@cascade/core';
import { reasonText, type MoveReason, type ReasonKind } from '@cascade/words';

export type { MoveReason, ReasonKind };

/** Why a hinted move is good: its kind and the facts the sentence is made of (@cascade/words' `reasonText` says it). */
export interface Reason {
  readonly kind: ReasonKind;
  /** One sentence, starting with "It …" (@cascade/words' `reasonText`). */
  readonly text: string;
}

/**
 * The card below the moved ones in the source column that the foundations want soonest (next on
 * its foundation, else the lowest rank still to go home), with how many cards cover it after the move.
 */
function buriedTarget(pos: Position, m: Move, after: Position): { card: Card; above: number } | null {
  if (m.from.kind !== 'column') return null;
  const rest = after.columns[m.from.index] ?? [];
  let best: { card: Card; above: number; score: number } | null = null;
  // How soon a card goes home: its place in its foundation's order (core's), from the base, or
  // from the end rank of the direction while the first card home has not set it.
  const base = orderBase(pos.rules, pos.base);
  for (let i = 0; i < rest.length; i++) {
    const card = rest[i] as Card;
    if (isHome(pos, card)) continue;
    const next = foundationAccepts(pos, card);
    const low = foundationIndexOf(pos.rules, base, rankOf(card)) + 1;
    // Only cards that matter soon: next on a foundation, or among the lowest three ranks.
    if (!next && low > 3) continue;
    const score = (next ? 0 : 100) + low * 10 + (rest.length - 1 - i);
    if (!best || score < best.score) best = { card, above: rest.length - 1 - i, score };
  }
  return best ? { card: best.card, above: best.above } : null;
}

/** Why a (good) move is good, as facts: the reason's kind and what it names. */
export function moveReason(pos: Position, m: Move, options: { onlyMove?: boolean } = {}): MoveReason {
  const card = liftedCards(pos, m)[0] ?? null;
  const after = applyMove(pos, m);
  if (m.to.kind === 'foundation') return { kind: 'sends-home', card };
  const emptied = m.from.kind === 'column' && (after.columns[m.from.index]?.length ?? 0) === 0;
  // Emptying a column counts unless the cards only move into another empty one.
  if (emptied && (m.to.kind !== 'column' || (pos.columns[m.to.index]?.length ?? 0) > 0)) {
    const rules = pos.rules;
    return {
      kind: 'empties-column',
      column: m.from.index,
      closed: rules.emptyColumns === 'none',
      startRank: rules.emptyColumns === 'kings' ? runStartRank(rules) : null,
      // Whether empty columns double the limit is core's (runLimitBreakdown's `doubles`).
      limit: runLimitBreakdown(pos, false).doubles
        ? { before: maxRunMove(pos, false), after: maxRunMove(after, false) }
        : null,
    };
  }
  const buried = buriedTarget(pos, m, after);
  if (buried && buried.above === 0)
    return { kind: 'frees-card', card: buried.card, above: 0, next: foundationAccepts(pos, buried.card) };
  if (m.from.kind === 'cell')
    return { kind: 'frees-cell', card, from: m.from, onto: topCard(pos.columns[m.to.index] ?? []) ?? null };
  if (m.to.kind === 'cell') return { kind: 'parks-card', card, from: m.from, buried };
  if ((pos.columns[m.to.index]?.length ?? 0) === 0) {
    return {
      kind: 'fills-column',
      card,
      to: m.to,
      startsRun: card !== null && rankOf(card) === runStartRank(pos.rules),
      buried: buried?.card ?? null,
    };
  }
  if (buried)
    return {
      kind: 'frees-card',
      card: buried.card,
      above: buried.above,
      next: foundationAccepts(pos, buried.card),
    };
  if (options.onlyMove) return { kind: 'only-move' };
  const onto = topCard(pos.columns[m.to.index] ?? []) ?? null;
  return m.count > 1 ? { kind: 'moves-run', count: m.count, onto } : { kind: 'builds-run', card, onto };
}

/** Explains a (good) move in the position it is played from: its kind and the sentence. */
export function explainMove(pos: Position, m: Move, options: { onlyMove?: boolean } = {}): Reason {
  const r = moveReason(pos, m, options);
  return { kind: r.kind, text: reasonText(r) };
}
