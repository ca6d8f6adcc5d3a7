/**
 * Why the next move of a lesson's shortest line is played, from the line itself: the move's purpose
 * is the first later move that needs it (the card it uncovers moves, the column it empties is
 * filled, the card it places is built on, the cell it empties is used, its suit's next card follows
 * it home, or the card itself moves on). A reason so made names only cards the line moves: never a
 * card the goal does not need. The words are @cascade/words' `lineReasonText`.
 */
import { applyMove, liftedCards, type Card, type Move, type Position } from '@cascade/core';
import type { LineReason } from '@cascade/words';

/** A move of the line with the cards it lifts and the card it lands on (a column's top), if any. */
interface Played {
  readonly move: Move;
  readonly lifted: readonly Card[];
  readonly onto: Card | null;
}

function playLine(start: Position, line: readonly Move[]): Played[] {
  const out: Played[] = [];
  let pos = start;
  for (const move of line) {
    const dest = move.to.kind === 'column' ? (pos.columns[move.to.index] ?? []) : [];
    out.push({ move, lifted: liftedCards(pos, move), onto: dest[dest.length - 1] ?? null });
    pos = applyMove(pos, move);
  }
  return out;
}

/** The facts of why `line[0]` is played, `line` being a shortest line from `pos` to the goal. */
export function lineReason(pos: Position, line: readonly Move[]): LineReason {
  const m = line[0];
  if (!m) return { kind: 'first-of', left: 0 };
  if (line.length === 1) return { kind: 'reaches-goal' };
  const played = playLine(pos, line);
  const first = played[0] as Played;
  const moved = first.lifted;
  const top = moved[moved.length - 1] ?? null;
  const after = applyMove(pos, m);
  const source = m.from.kind === 'column' ? (after.columns[m.from.index] ?? []) : null;
  const uncovered = source ? (source[source.length - 1] ?? null) : null;
  const emptied = source !== null && source.length === 0 ? m.from : null;

  for (let j = 1; j < played.length; j++) {
    const p = played[j] as Played;
    const card = p.lifted[0] as Card;
    if (uncovered !== null && p.lifted.includes(uncovered))
      return {
        kind: 'uncovers',
        card: uncovered,
        then: p.move.to.kind === 'foundation' ? 'home' : 'moves',
        after: j,
      };
    if (emptied && p.move.to.kind === 'column' && p.move.to.index === emptied.index && p.onto === null)
      return { kind: 'empties-column', column: emptied.index, card };
    if (top !== null && p.onto === top && m.to.kind === 'column')
      return { kind: 'builds-for', card: top, next: card };
    if (m.from.kind === 'cell' && p.move.to.kind === 'cell' && p.move.to.index === m.from.index)
      return { kind: 'frees-cell', cell: m.from.index, card };
    if (
      m.to.kind === 'foundation' &&
      p.move.to.kind === 'foundation' &&
      p.move.to.index === m.to.index &&
      top !== null
    )
      return { kind: 'leads-home', card: top, next: card };
    if (moved.some((c) => p.lifted.includes(c)) && m.to.kind !== 'foundation')
      return {
        kind: 'parks',
        card: moved[0] as Card,
        where: m.to.kind === 'cell' ? 'cell' : 'column',
        after: j,
      };
  }
  if (m.to.kind === 'foundation' && top !== null) return { kind: 'sends-home', card: top };
  return { kind: 'first-of', left: line.length };
}
