// !! BROWSER SAFE !!
/**
 * Why a move is good, in the terms a player learns. The hints package works out which reason a
 * move has and its facts (`MoveReason`); this says it in one sentence: why the move helps, never the
 * move again (the hint's sentence says the move).
 */
import { cardSymbol, type Card, type Pile } from '@cascade/core';
import { aRank, pileName, plural } from './phrases.ts';

/** A reason and the facts that say it. Cards are core's numbers; columns 0-based. */
export type MoveReason =
  /** The card goes home (null: no card could be named). */
  | { readonly kind: 'sends-home'; readonly card: Card | null }
  /**
   * The move empties `column`. `closed`: empty columns take nothing here; `startRank`: only a card
   * of that rank may go there (kings-only columns); `limit`: the run limit onto a card before and
   * after, where empty columns double it.
   */
  | {
      readonly kind: 'empties-column';
      readonly column: number;
      readonly closed: boolean;
      readonly startRank: number | null;
      readonly limit: { readonly before: number; readonly after: number } | null;
    }
  /**
   * Toward `card`, which the foundations want soon (`next`: it goes home next): with `above` 0 the
   * move uncovers it, else it digs toward it and `above` cards stay on it.
   */
  | { readonly kind: 'frees-card'; readonly card: Card; readonly above: number; readonly next: boolean }
  /** The card comes out of the cell `from`, onto `onto` (null: into an empty column). */
  | {
      readonly kind: 'frees-cell';
      readonly card: Card | null;
      readonly from: Pile;
      readonly onto: Card | null;
    }
  /** The card goes into a free cell, to dig toward `buried` or to open up the column `from`. */
  | {
      readonly kind: 'parks-card';
      readonly card: Card | null;
      readonly from: Pile;
      readonly buried: { readonly card: Card; readonly above: number } | null;
    }
  /** The card goes into the empty column `to`: it `startsRun` there, or makes room toward `buried`. */
  | {
      readonly kind: 'fills-column';
      readonly card: Card | null;
      readonly to: Pile;
      readonly startsRun: boolean;
      readonly buried: Card | null;
    }
  /** A run of `count` cards moves onto `onto` (null: into an empty column). */
  | { readonly kind: 'moves-run'; readonly count: number; readonly onto: Card | null }
  /** The card builds onto `onto`. */
  | { readonly kind: 'builds-run'; readonly card: Card | null; readonly onto: Card | null }
  | { readonly kind: 'only-move' };

/** The kind of a hinted move's reason (`MoveReason['kind']`). */
export type ReasonKind = MoveReason['kind'];

const the = (card: Card | null): string => (card === null ? 'the card' : `the ${cardSymbol(card)}`);

function emptiesText(r: Extract<MoveReason, { kind: 'empties-column' }>): string {
  const name = `column ${r.column + 1}`;
  if (r.closed) return `It clears ${name}.`;
  const only = r.startRank === null ? '' : ` (only ${aRank(r.startRank)} can go there)`;
  if (r.limit !== null) {
    const { before, after } = r.limit;
    if (after === before * 2)
      return `It empties ${name}${only}, which doubles the run you can move (from ${before} to ${after} cards).`;
    if (after > before)
      return `It empties ${name}${only}, so you can move longer runs (up to ${after} cards instead of ${before}).`;
  }
  return `It empties ${name}${only}, giving you room to work.`;
}

/** The reason as one sentence: "It uncovers the A♣, which can then go home." */
export function reasonText(r: MoveReason): string {
  switch (r.kind) {
    case 'sends-home':
      return r.card === null
        ? 'Once home, the card is one fewer to work around.'
        : `Once home, the ${cardSymbol(r.card)} is one card fewer to work around.`;
    case 'empties-column':
      return emptiesText(r);
    case 'frees-card':
      return r.above === 0
        ? `It uncovers the ${cardSymbol(r.card)}, which ${r.next ? 'can then go home' : 'the foundations will need soon'}.`
        : `It digs toward the buried ${cardSymbol(r.card)} (${plural(r.above, 'card')} left above it).`;
    case 'frees-cell':
      return `It empties ${pileName(r.from)}, so you keep a free cell in hand for later.`;
    case 'parks-card':
      return r.buried === null
        ? `It parks ${the(r.card)} in a free cell to open up ${pileName(r.from)}.`
        : `It parks ${the(r.card)} in a free cell to dig toward the buried ${cardSymbol(r.buried.card)}${r.buried.above > 0 ? ` (${plural(r.buried.above, 'card')} still above it)` : ''}.`;
    case 'fills-column':
      return r.startsRun
        ? `Heading an empty column, ${the(r.card)} can carry a long run.`
        : `It uses the empty ${pileName(r.to)} to make room${r.buried === null ? '' : ` toward the ${cardSymbol(r.buried)}`}.`;
    case 'moves-run':
      return r.onto === null
        ? `In the empty column the ${r.count} cards stay in order, and what lay under them is uncovered.`
        : `Joined to the ${cardSymbol(r.onto)}, the ${r.count} cards make one longer run, and what lay under them is uncovered.`;
    case 'builds-run':
      return r.onto === null
        ? `It starts a run with ${the(r.card)}, and what lay under it is uncovered.`
        : `On the ${cardSymbol(r.onto)}, ${the(r.card)} lengthens a run, and what lay under it is uncovered.`;
    case 'only-move':
      return 'It is the only move that keeps the game winnable.';
  }
}
