/**
 * The boards of the generated steps (generated-steps.ts), written for a course's rules rather than
 * FreeCell's: a card is named by its suit and its depth, how many cards of its suit go home after it
 * (depth 0 is a suit's last card, the K♣ under FreeCell's foundations, the A♣ under Inverted's), and
 * core's foundation order gives its rank. The foundations hold every card deeper than those on the
 * board; a card a step needs sits where the step's allowed moves reach it, the other cards of its
 * suit in a column no allowed move takes from. Every board is checked by opening it under the rules.
 */
import {
  RANK_LETTERS,
  SUITS,
  cardOf,
  cardSymbol,
  formatCard,
  foundationRankAt,
  orderBase,
  type Card,
  type RulesSpec,
  type SuitLetter,
} from '@cascade/core';
import { openBoard } from './steps.ts';

export type Suit = SuitLetter;

/** A card by its suit and depth: how many cards of its suit go home after it. */
export interface Pc {
  readonly suit: Suit;
  readonly depth: number;
}

export const word = (n: number): string =>
  ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);

/** The rules as seen by the boards below: the foundation order and which way the columns build. */
export class Table {
  readonly rules: RulesSpec;
  /** The base rank: the rules' own, or (first card sets it) the end rank of the direction, said in a Base line. */
  readonly base: number;
  /**
   * +1: a card goes onto the card one depth shallower (FreeCell: the Q♦, depth 1, on the K♣, depth
   * 0); -1: onto the card one deeper (columns build the way the foundations do).
   */
  readonly step: 1 | -1;

  constructor(rules: RulesSpec) {
    this.rules = rules;
    this.base = orderBase(rules);
    const foundationUp = rules.foundationDirection === 'up';
    const buildDown = rules.buildDirection === 'down';
    this.step = foundationUp === buildDown ? 1 : -1;
  }

  rank(depth: number): number {
    return foundationRankAt(this.rules, this.base, this.rules.maxRank - 1 - depth);
  }
  /** `QS`, as board text writes it. */
  code(c: Pc): string {
    return formatCard(this.card(c));
  }
  /** `Q♠`, as lessons say it. */
  say(c: Pc): string {
    return cardSymbol(this.card(c));
  }
  /** The card itself, core's. */
  card(c: Pc): Card {
    return cardOf(this.rank(c.depth), SUITS.indexOf(c.suit));
  }

  /**
   * The suits of a chain of cards each going onto the one before (the first at the bottom), under
   * these rules' build policy: alternate colours (clubs and diamonds), one suit, or any suit (black
   * on black, clubs and spades, to show the suit does not matter).
   */
  chainSuits(n: number): Suit[] {
    const policy = this.rules.buildPolicy;
    return Array.from({ length: n }, (_, i) =>
      policy === 'same-suit' ? 'C' : i % 2 === 0 ? 'C' : policy === 'any-suit' ? 'S' : 'D',
    );
  }
  /** A chain of n cards, each going onto the one before: depths that fit the deck, or null. */
  chain(n: number): Pc[] | null {
    if (n > this.rules.maxRank) return null;
    const suits = this.chainSuits(n);
    const first = this.step === 1 ? 0 : n - 1;
    return suits.map((suit, i) => ({ suit, depth: first + this.step * i }));
  }

  /**
   * Board text: the columns and cells given, the cards of their suits they need besides (every card
   * of a suit shallower than one on the board, and one card deeper so that no card the step uses is
   * the next to go home, unless the suit is in `nextHome`) in the column `store` (1-based), the
   * rest on the foundations; `onFoundation` names a foundation's top card instead (taken back by the
   * step). Null when the deck is too short for it.
   */
  board(spec: {
    columns: Pc[][];
    cells?: Pc[];
    /** The free cells as a board line's slots instead (`#` closed, `-` empty). */
    cellSlots?: string;
    store: number;
    /** Deal the store's cards round the columns from `store` to this one (1-based), each given one at least. */
    fillTo?: number;
    nextHome?: readonly Suit[];
    onFoundation?: Pc;
  }): string | null {
    const placed = [...spec.columns.flat(), ...(spec.cells ?? [])];
    const columns = spec.columns.map((c) => [...c]);
    while (columns.length < spec.store) columns.push([]);
    // No store: the board must need no other cards.
    const store = spec.store === 0 ? [] : columns[spec.store - 1];
    if (!store) return null;
    const tops: string[] = [];
    for (const suit of SUITS) {
      const mine = placed.filter((c) => c.suit === suit);
      let off = mine.length === 0 ? 0 : Math.max(...mine.map((c) => c.depth)) + 1;
      if (mine.length > 0 && !spec.nextHome?.includes(suit)) off += 1;
      const held = spec.onFoundation?.suit === suit ? spec.onFoundation.depth : null;
      if (held !== null) off = Math.max(off, held);
      if (off > this.rules.maxRank || (held !== null && (off !== held || mine.some((c) => c.depth >= held))))
        return null;
      for (let d = off - 1; d >= 0; d--) if (!mine.some((c) => c.depth === d)) store.push({ suit, depth: d });
      tops.push(`${suit}-${off === this.rules.maxRank ? '0' : RANK_LETTERS[this.rank(off) - 1]}`);
    }
    if (spec.store === 0 && store.length > 0) return null;
    if (spec.fillTo !== undefined) {
      const over = spec.fillTo - spec.store + 1;
      if (store.length < over) return null;
      const cards = store.splice(0);
      while (columns.length < spec.fillTo) columns.push([]);
      cards.forEach((c, i) => (columns[spec.store - 1 + (i % over)] as Pc[]).push(c));
    }
    if (spec.store !== 0 && store.length === 0 && spec.fillTo === undefined) columns.splice(spec.store - 1);
    const base = this.rules.foundationBase === 'first-card' ? `Base: ${RANK_LETTERS[this.base - 1]}\n` : '';
    const cells = spec.cellSlots
      ? `Freecells: ${spec.cellSlots}\n`
      : spec.cells?.length
        ? `Freecells: ${spec.cells.map((c) => this.code(c)).join(' ')}\n`
        : '';
    const text = `${base}Foundations: ${tops.join(' ')}\n${cells}${columns
      .map((c) => `: ${c.map((x) => this.code(x)).join(' ')}`.trimEnd())
      .join('\n')}`;
    return openBoard(text, this.rules).ok ? text : null;
  }
}
