import { describe, expect, test } from 'vitest';
import { MOVE_ERRORS } from '@cascade/core';
import { moveErrorText } from './errors.ts';
import { durationWords, plural, quoted, suitSymbolOfName } from './phrases.ts';

describe('suitSymbolOfName', () => {
  test('the four suits by their names, any case; nothing for other words', () => {
    expect(['clubs', 'Diamonds', 'HEARTS', 'spades'].map(suitSymbolOfName)).toEqual(['♣', '♦', '♥', '♠']);
    expect(suitSymbolOfName('heart')).toBeUndefined();
    expect(suitSymbolOfName('')).toBeUndefined();
  });
});

describe('counts in words: 0, 1 and 2 of everything counted', () => {
  test('plural: one for 1, many for 0 and 2', () => {
    expect([0, 1, 2].map((n) => plural(n, 'day'))).toEqual(['0 days', '1 day', '2 days']);
    expect([0, 1, 2].map((n) => plural(n, 'lesson step'))).toEqual([
      '0 lesson steps',
      '1 lesson step',
      '2 lesson steps',
    ]);
  });

  test('a length of time: minutes, hours and days, never "day(s)"', () => {
    const MIN = 60_000;
    const HOUR = 60 * MIN;
    const DAY = 24 * HOUR;
    expect([0, 1, 2].map((n) => durationWords(n * MIN))).toEqual(['0 minutes', '1 minute', '2 minutes']);
    expect([1, 2].map((n) => durationWords(n * HOUR))).toEqual(['1 hour', '2 hours']);
    expect([1, 2, 3, 7, 21].map((n) => durationWords(n * DAY))).toEqual([
      '1 day',
      '2 days',
      '3 days',
      '7 days',
      '21 days',
    ]);
    expect(durationWords(10 * MIN)).toBe('10 minutes');
    expect(durationWords(-5)).toBe('0 minutes');
  });

  test('a pile with too few cards, 0, 1 or 2 of them', () => {
    const col = { kind: 'column' as const, index: 2 };
    const say = (available: number) =>
      moveErrorText({ code: MOVE_ERRORS.badCount, reason: 'too-few', count: 3, pile: col, available });
    expect([0, 1, 2].map(say)).toEqual([
      'column 3 has only 0 cards',
      'column 3 has only 1 card',
      'column 3 has only 2 cards',
    ]);
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
