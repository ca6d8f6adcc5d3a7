import { describe, expect, test } from 'vitest';
import {
  cardName,
  cardOf,
  cardSymbol,
  formatCard,
  isRed,
  parseCard,
  rankSymbol,
  rankOf,
  suitOf,
  unwrap,
} from './index.ts';

describe('cards', () => {
  test('a card is (rank − 1) · 4 + suit, in Microsoft deck order', () => {
    expect([0, 1, 2, 3, 4, 51].map(formatCard)).toEqual(['AC', 'AD', 'AH', 'AS', '2C', 'KS']);
    for (let c = 0; c < 52; c++) {
      expect(cardOf(rankOf(c), suitOf(c))).toBe(c);
      expect(unwrap(parseCard(formatCard(c)))).toBe(c);
    }
    expect([0, 1, 2, 3].map(isRed)).toEqual([false, true, true, false]);
  });

  test('input forms: 10 for T, lower case, suit symbols', () => {
    for (const text of ['TH', '10H', 'th', '10h', 'T♥', '10♥', 't♡', ' TH '])
      expect(unwrap(parseCard(text))).toBe(cardOf(10, 2));
    expect(unwrap(parseCard('q♠'))).toBe(cardOf(12, 3));
  });

  test('names for people', () => {
    expect(cardName(cardOf(7, 2))).toBe('7 of hearts');
    expect(cardName(cardOf(1, 3))).toBe('Ace of spades');
    expect(cardSymbol(cardOf(10, 1))).toBe('10♦');
    expect(cardSymbol(cardOf(12, 0))).toBe('Q♣');
    expect([1, 9, 10, 11, 13].map(rankSymbol)).toEqual(['A', '9', '10', 'J', 'K']);
  });

  test.each([
    ['', 'card/empty'],
    ['1H', 'card/bad-rank'],
    ['ZZ', 'card/bad-rank'],
    ['0S', 'card/bad-rank'],
    ['11C', 'card/bad-rank'],
    ['7X', 'card/bad-suit'],
    ['7', 'card/bad-rank'],
    ['♠', 'card/bad-rank'],
  ])('%j is not a card (%s)', (text, code) => {
    const r = parseCard(text);
    expect(!r.ok && r.error.code).toBe(code);
  });

  test('ranks above a shrunken deck are rejected, naming the limit', () => {
    const r = parseCard('5S', 4);
    expect(!r.ok && r.error.message).toBe(
      '"5S" is not a card: "5" is not a rank (use A 2-9 T J Q K, up to 4 in this variant)',
    );
    expect(parseCard('4S', 4).ok).toBe(true);
  });
});
