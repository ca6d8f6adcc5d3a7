import { describe, expect, test } from 'vitest';
import { suitSymbolOfName } from './phrases.ts';

describe('suitSymbolOfName', () => {
  test('the four suits by their names, any case; nothing for other words', () => {
    expect(['clubs', 'Diamonds', 'HEARTS', 'spades'].map(suitSymbolOfName)).toEqual(['♣', '♦', '♥', '♠']);
    expect(suitSymbolOfName('heart')).toBeUndefined();
    expect(suitSymbolOfName('')).toBeUndefined();
  });
});
