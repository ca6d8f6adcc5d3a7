import { describe, expect, test } from 'vitest';
import { quoted, suitSymbolOfName } from './phrases.ts';

describe('suitSymbolOfName', () => {
  test('the four suits by their names, any case; nothing for other words', () => {
    expect(['clubs', 'Diamonds', 'HEARTS', 'spades'].map(suitSymbolOfName)).toEqual(['♣', '♦', '♥', '♠']);
    expect(suitSymbolOfName('heart')).toBeUndefined();
    expect(suitSymbolOfName('')).toBeUndefined();
  });
});

describe('quoted', () => {
  test('a sentence given as an answer is quoted without its full stop; a number or a word as it is', () => {
    expect(`You answered ${quoted('Move the 5♣ to column 2.')}; the answer is ${quoted('4')}.`).toBe(
      'You answered “Move the 5♣ to column 2”; the answer is 4.',
    );
    expect(quoted(' K♣ ')).toBe('K♣');
  });
});
