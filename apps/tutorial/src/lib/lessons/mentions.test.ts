/** Card mentions: the specific cards a sentence names, by symbol or in words. */
import { describe, expect, test } from 'vitest';
import { cardMentions } from './mentions.ts';

describe('card mentions', () => {
  test('symbols and words, not general phrases', () => {
    expect(cardMentions('Move the 7♥ onto the 8♠, then the 10♦ and K♣.')).toEqual(['7♥', '8♠', '10♦', 'K♣']);
    expect(cardMentions('the Ace of spades, the 7 of hearts and the ten of diamonds')).toEqual([
      'A♠',
      '7♥',
      '10♦',
    ]);
    expect(
      cardMentions('a red 9 on a black 10; the Kings; aces and twos; (free cells + 1) × 2^(empty columns)'),
    ).toEqual([]);
  });
});
