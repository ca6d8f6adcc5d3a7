// !! BROWSER SAFE !!
/**
 * Why a move is the next one on the shortest line to a lesson's goal, in words. The facts come from
 * the line itself (the tutorial's engine): the move's purpose is the first later move that needs it,
 * so a reason only ever names cards the line moves or the goal names.
 */
import { cardSymbol, type Card } from '@cascade/core';
import { pileName, plural } from './phrases.ts';

/** Why a move of a tutorial's line is the one to play: it reaches the goal, or what it opens on the way. */
export type LineReason =
  /** The move reaches the goal. */
  | { readonly kind: 'reaches-goal' }
  /** It uncovers `card`, which the line sends home, or moves, `after` moves later (1: next). */
  | {
      readonly kind: 'uncovers';
      readonly card: Card;
      readonly then: 'home' | 'moves';
      readonly after: number;
    }
  /** It empties the column that `card` goes into later. */
  | { readonly kind: 'empties-column'; readonly column: number; readonly card: Card }
  /** The moved `card` is what `next` goes onto later. */
  | { readonly kind: 'builds-for'; readonly card: Card; readonly next: Card }
  /** It empties a free cell that `card` goes into later. */
  | { readonly kind: 'frees-cell'; readonly cell: number; readonly card: Card }
  /** It sends `card` home, so `next` can follow it there. */
  | { readonly kind: 'leads-home'; readonly card: Card; readonly next: Card }
  /** It sends `card` home (the goal is every card home). */
  | { readonly kind: 'sends-home'; readonly card: Card }
  /** It moves `card` out of the way; the card moves again `after` moves later. */
  | { readonly kind: 'parks'; readonly card: Card; readonly where: 'cell' | 'column'; readonly after: number }
  /** Nothing more particular: the first of `left` moves to the goal. */
  | { readonly kind: 'first-of'; readonly left: number };

/** "next", "in 3 moves": when the line uses what the move made ready. */
const when = (n: number): string => (n <= 1 ? 'next' : `in ${plural(n, 'move')}`);

/** One sentence, starting with "It …" or "That …". */
export function lineReasonText(r: LineReason): string {
  switch (r.kind) {
    case 'reaches-goal':
      return 'That reaches the goal.';
    case 'uncovers':
      return r.then === 'home' && r.after <= 1
        ? `It uncovers the ${cardSymbol(r.card)}, which can then go home.`
        : r.then === 'home'
          ? `It uncovers the ${cardSymbol(r.card)}, which can go home ${when(r.after)}.`
          : `It uncovers the ${cardSymbol(r.card)}, which can move ${when(r.after)}.`;
    case 'empties-column':
      return `It empties ${pileName({ kind: 'column', index: r.column })} for the ${cardSymbol(r.card)}.`;
    case 'builds-for':
      return `It puts the ${cardSymbol(r.card)} where the ${cardSymbol(r.next)} can go onto it.`;
    case 'frees-cell':
      return `It empties ${pileName({ kind: 'cell', index: r.cell })} for the ${cardSymbol(r.card)}.`;
    case 'leads-home':
      return `It sends the ${cardSymbol(r.card)} home, so the ${cardSymbol(r.next)} can follow it.`;
    case 'sends-home':
      return `It sends the ${cardSymbol(r.card)} home: one card fewer to go.`;
    case 'parks':
      return `It ${r.where === 'cell' ? 'parks' : 'moves'} the ${cardSymbol(r.card)} out of the way; it moves on ${when(r.after)}.`;
    case 'first-of':
      return `It is the first of ${plural(r.left, 'move')} to the goal.`;
  }
}
