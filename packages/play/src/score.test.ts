import { describe, expect, test } from 'vitest';
import { isAssisted, SCORING, winScore } from './score.ts';

describe('the score of a won game', () => {
  test('10 a card home, 700,000 ÷ seconds, 5 off a move', () => {
    // 52 cards, 2 minutes, 80 moves: 520 + 5,833 − 400.
    expect(winScore({ cards: 52, moves: 80, timeMs: 120_000 })).toBe(520 + 5833 - 400);
    // Faster and fewer moves score more.
    expect(winScore({ cards: 52, moves: 60, timeMs: 120_000 })).toBeGreaterThan(
      winScore({ cards: 52, moves: 80, timeMs: 120_000 }),
    );
    expect(winScore({ cards: 52, moves: 80, timeMs: 60_000 })).toBeGreaterThan(
      winScore({ cards: 52, moves: 80, timeMs: 120_000 }),
    );
  });

  test('under 30 s counts as 30 s; never below zero', () => {
    expect(winScore({ cards: 52, moves: 0, timeMs: 1_000 })).toBe(520 + Math.round(SCORING.timeBonus / 30));
    expect(winScore({ cards: 52, moves: 0, timeMs: 1_000 })).toBe(
      winScore({ cards: 52, moves: 0, timeMs: 30_000 }),
    );
    expect(winScore({ cards: 4, moves: 10_000, timeMs: 3_600_000 })).toBe(0);
  });

  test('a hint or the solution makes a win assisted; undos alone do not', () => {
    expect(isAssisted({ hints: 0, undos: 12, solution: false })).toBe(false);
    expect(isAssisted({ hints: 1, undos: 0, solution: false })).toBe(true);
    expect(isAssisted({ hints: 0, undos: 0, solution: true })).toBe(true);
  });
});
