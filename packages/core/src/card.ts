// !! BROWSER SAFE !!
import { quoteInput } from './quote.ts';
import { err, ok, type Result } from './result.ts';

/** Suits in Microsoft deal order: clubs, diamonds, hearts, spades. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
/** A suit's letter in board text and notation: C, D, H or S. */
export type SuitLetter = (typeof SUITS)[number];
/** Suit index 0..3 (C D H S). */
export type Suit = 0 | 1 | 2 | 3;
/** The suits' names, in suit order (clubs 0, diamonds 1, hearts 2, spades 3). */
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
/** The suits' symbols, in suit order: ♣ ♦ ♥ ♠ (cards are written "K♣", "10♠"). */
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;

/** Rank letters for ranks 1..13: A 2-9 T J Q K. */
export const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
/** The ranks' names, Ace to King, for ranks 1–13. */
export const RANK_NAMES = [
  'Ace',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'Jack',
  'Queen',
  'King',
] as const;
/** The highest rank of a full deck (the King); a variant may play a shorter deck (`RulesSpec.maxRank`). */
export const MAX_RANK = 13;

/**
 * A card is a number: (rank − 1) · 4 + suit, the Microsoft deck order (AC AD AH AS 2C …).
 * Rank is 1..13, suit 0..3 (C D H S).
 */
export type Card = number;

/** The card of a rank (1–13) and a suit (0–3). */
export const cardOf = (rank: number, suit: number): Card => (rank - 1) * 4 + suit;
/** A card's rank, 1 (Ace) to 13 (King). */
export const rankOf = (card: Card): number => (card >> 2) + 1;
/** A card's suit, 0–3 (clubs, diamonds, hearts, spades). */
export const suitOf = (card: Card): Suit => (card & 3) as Suit;
/** Diamonds and hearts are red. */
export const isRed = (card: Card): boolean => {
  const s = card & 3;
  return s === 1 || s === 2;
};

/** A card as board text writes it: rank then suit letter, `TD` for the 10♦, `AS` for the A♠. */
export function formatCard(card: Card): string {
  return `${RANK_LETTERS[rankOf(card) - 1] ?? '?'}${SUITS[suitOf(card)]}`;
}

/** "7 of hearts", "Ace of spades": the accessible name of a card. */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card) - 1] ?? '?'} of ${SUIT_NAMES[suitOf(card)]}`;
}

/** "7", "10", "Q": a rank as sentences write it (a card's short form without its suit). */
export const rankSymbol = (rank: number): string => (rank === 10 ? '10' : (RANK_LETTERS[rank - 1] ?? '?'));

/** "7♥": the short form used in sentences. */
export function cardSymbol(card: Card): string {
  return `${rankSymbol(rankOf(card))}${SUIT_SYMBOLS[suitOf(card)]}`;
}

const SUIT_INPUT: Record<string, Suit> = {
  C: 0,
  D: 1,
  H: 2,
  S: 3,
  '♣': 0,
  '♦': 1,
  '♥': 2,
  '♠': 3,
  '♧': 0,
  '♢': 1,
  '♡': 2,
  '♤': 3,
};

/** Why a card's text could not be read (`parseCard`): a code and a message. */
export interface CardParseError {
  readonly code: 'card/bad-rank' | 'card/bad-suit' | 'card/empty';
  readonly message: string;
}

/** Parses `7H`, `th`, `10c`, `Q♠`. Ranks above `maxRank` are rejected. */
export function parseCard(text: string, maxRank = MAX_RANK): Result<Card, CardParseError> {
  const t = text.trim();
  if (t.length === 0) return err({ code: 'card/empty', message: 'expected a card, found nothing' });
  const suitChar = t.slice(-1).toUpperCase();
  const rankText = t.slice(0, -1).toUpperCase();
  const suit = SUIT_INPUT[suitChar];
  let rank = rankText === '10' ? 10 : RANK_LETTERS.indexOf(rankText as (typeof RANK_LETTERS)[number]) + 1;
  if (rankText === '1') rank = 0; // "1H" is not a card: aces are written A.
  if (rank < 1 || rank > maxRank) {
    return err({
      code: 'card/bad-rank',
      message: `${quoteInput(text)} is not a card: ${quoteInput(rankText)} is not a rank (use A 2-9 T J Q K${maxRank < MAX_RANK ? `, up to ${RANK_LETTERS[maxRank - 1] ?? ''} in this variant` : ''})`,
    });
  }
  if (suit === undefined) {
    return err({
      code: 'card/bad-suit',
      message: `${quoteInput(text)} is not a card: ${quoteInput(t.slice(-1))} is not a suit (use C D H S)`,
    });
  }
  return ok(cardOf(rank, suit));
}
