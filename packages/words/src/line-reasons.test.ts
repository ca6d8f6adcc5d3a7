import { cardOf } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { lineReasonText } from './line-reasons.ts';

const K_SPADES = cardOf(13, 3);
const NINE_HEARTS = cardOf(9, 2);

describe('why a move is next on the shortest line to a goal', () => {
  test.each([
    [{ kind: 'reaches-goal' } as const, 'That reaches the goal.'],
    [
      { kind: 'uncovers', card: NINE_HEARTS, then: 'home', after: 1 } as const,
      'It uncovers the 9♥, which can then go home.',
    ],
    [
      { kind: 'uncovers', card: NINE_HEARTS, then: 'moves', after: 2 } as const,
      'It uncovers the 9♥, which can move in 2 moves.',
    ],
    [
      { kind: 'uncovers', card: NINE_HEARTS, then: 'moves', after: 1 } as const,
      'It uncovers the 9♥, which can move next.',
    ],
    [
      { kind: 'uncovers', card: NINE_HEARTS, then: 'home', after: 3 } as const,
      'It uncovers the 9♥, which can go home in 3 moves.',
    ],
    [
      { kind: 'builds-for', card: K_SPADES, next: NINE_HEARTS } as const,
      'It puts the K♠ where the 9♥ can go onto it.',
    ],
    [
      { kind: 'leads-home', card: K_SPADES, next: NINE_HEARTS } as const,
      'It sends the K♠ home, so the 9♥ can follow it.',
    ],
    [{ kind: 'sends-home', card: K_SPADES } as const, 'It sends the K♠ home: one card fewer to go.'],
    [
      { kind: 'parks', card: K_SPADES, where: 'column', after: 4 } as const,
      'It moves the K♠ out of the way; it moves on in 4 moves.',
    ],
    [{ kind: 'empties-column', column: 2, card: K_SPADES } as const, 'It empties column 3 for the K♠.'],
    [{ kind: 'frees-cell', cell: 0, card: K_SPADES } as const, 'It empties free cell 1 for the K♠.'],
    [
      { kind: 'parks', card: K_SPADES, where: 'cell', after: 1 } as const,
      'It parks the K♠ out of the way; it moves on next.',
    ],
    [{ kind: 'first-of', left: 3 } as const, 'It is the first of 3 moves to the goal.'],
  ])('%o', (reason, text) => {
    expect(lineReasonText(reason)).toBe(text);
  });
});
