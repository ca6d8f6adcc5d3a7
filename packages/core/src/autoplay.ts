// !! BROWSER SAFE !!
/**
 * Autoplay policies: which cards go home by themselves. A policy is a named hook (data stays
 * serializable); each produces explicit moves that are recorded in the history like any other.
 */
import { cardOf, rankOf, suitOf, type Card } from './card.ts';
import { applyMove, canBuildOn, foundationAccepts, gameStatus, isHome, topCard } from './legal.ts';
import type { Move, Pile } from './move.ts';
import { foundationIndexOf, type Position } from './position.ts';
import { CLOSED_CELL } from './setup.ts';

/** The autoplay policies: `none` plays nothing by itself, `safe` sends home the cards no other card can need. */
export const AUTOPLAY_POLICIES = ['none', 'safe'] as const;
/** One of AUTOPLAY_POLICIES. */
export type AutoplayPolicy = (typeof AUTOPLAY_POLICIES)[number];

/** Every card of the deck that could be placed on `card` in the tableau. */
function builders(pos: Position, card: Card): Card[] {
  const out: Card[] = [];
  const r = rankOf(card) + (pos.rules.buildDirection === 'down' ? -1 : 1);
  if (r < 1 || r > pos.rules.maxRank) return out;
  for (let s = 0; s < 4; s++) {
    const y = cardOf(r, s);
    if (canBuildOn(pos.rules, y, card)) out.push(y);
  }
  return out;
}

/**
 * Whether card `y` never needs a place in the tableau: it is home, or it is next on its
 * foundation and every card that could be built on it is spare too (`deep`; else no card may be
 * built on it at all). Whenever a game would put such a card on another, it can go home instead, and so
 * can each card a game would put on it later.
 */
function spare(pos: Position, base: number, y: Card, deep: boolean): boolean {
  if (isHome(pos, y)) return true;
  if (foundationIndexOf(pos.rules, base, rankOf(y)) !== pos.foundations[suitOf(y)]) return false;
  const ys = builders(pos, y);
  return deep ? ys.every((z) => spare(pos, base, z, deep)) : ys.length === 0;
}

/**
 * Whether sending `card` (the top of `from`) home now can never cost the game: every card that
 * could ever be built on it is spare (above): home, or next on its foundation with every card that
 * could be built on it spare in turn (in FreeCell a red 5 goes home once both black 3s are home
 * and the other red suit has its 2). Take any winning game from here: each time it
 * puts a spare card on `card` (or on a card so replaced), send that card home instead; every other
 * move stays legal, since the tableau only holds fewer cards (as many free cells and empty columns
 * or more, so runs at least as long). Conservative wherever a knob makes that argument fail:
 * - foundations that give cards back: never (a card sent home could be wanted again);
 * - a base set by the first card: never before the base is set (the choice of base is the player's);
 * - selective cells (which card may enter a cell depends on the columns' top cards, so fewer cards
 *   is not always freer): only when no card that could be built on it is still in play (but one
 *   that could itself only go home, nothing building on it), and from a column only if the card
 *   it uncovers blocks no other card from the cells.
 */
export function isSafeToFoundation(pos: Position, card: Card, from: Pile): boolean {
  const rules = pos.rules;
  if (rules.foundationsRemovable || pos.base === null) return false;
  if (!foundationAccepts(pos, card)) return false;
  if (pos.pendingCell !== null && !(from.kind === 'cell' && from.index === pos.pendingCell)) return false;
  const deep = rules.cellEntry !== 'selective';
  for (const y of builders(pos, card)) if (!spare(pos, pos.base, y, deep)) return false;
  if (rules.cellEntry === 'selective' && from.kind === 'column') {
    const col = pos.columns[from.index] as Card[];
    const uncovered = col[col.length - 2];
    if (uncovered !== undefined) {
      const r = rankOf(uncovered);
      for (let s = 0; s < 4; s++) {
        const other = cardOf(r, s);
        if (other !== uncovered && !isHome(pos, other)) return false;
      }
    }
  }
  return true;
}

/** The next safe move home (cells first, then columns left to right), or null. */
export function nextAutoplayMove(pos: Position, policy: AutoplayPolicy = 'safe'): Move | null {
  if (policy === 'none') return null;
  for (let i = 0; i < pos.cells.length; i++) {
    const c = pos.cells[i];
    if (c === null || c === CLOSED_CELL || c === undefined) continue;
    const from: Pile = { kind: 'cell', index: i };
    if (isSafeToFoundation(pos, c, from))
      return { from, to: { kind: 'foundation', index: suitOf(c) }, count: 1 };
  }
  for (let i = 0; i < pos.columns.length; i++) {
    const c = topCard(pos.columns[i] as Card[]);
    if (c === undefined) continue;
    const from: Pile = { kind: 'column', index: i };
    if (isSafeToFoundation(pos, c, from))
      return { from, to: { kind: 'foundation', index: suitOf(c) }, count: 1 };
  }
  return null;
}

/** All the safe moves home, in order, until none is left. */
export function autoplayMoves(pos: Position, policy: AutoplayPolicy = 'safe'): Move[] {
  const out: Move[] = [];
  let p = pos;
  for (let m = nextAutoplayMove(p, policy); m !== null; m = nextAutoplayMove(p, policy)) {
    out.push(m);
    p = applyMove(p, m);
  }
  return out;
}

/**
 * The moves that finish the game when only safe moves are left: the safe moves home, in order,
 * if they put every card home; null when the game needs any other move (or is over). What a
 * "Finish" button plays, with autoplay on or off.
 */
export function finishMoves(pos: Position): Move[] | null {
  if (pos.rules.foundationsRemovable || pos.base === null) return null;
  let p = pos;
  const out: Move[] = [];
  for (let m = nextAutoplayMove(p, 'safe'); m !== null; m = nextAutoplayMove(p, 'safe')) {
    out.push(m);
    p = applyMove(p, m);
  }
  return out.length > 0 && gameStatus(p) === 'won' ? out : null;
}
