import { describe, expect, test } from 'vitest';
import { FLIP_MAX_MS, FLIP_MIN_MS, flightMs, flipSteps } from './flip.ts';

const at = (left: number, top: number) => ({ left, top });

describe('the move animation, planned', () => {
  test('a card drawn elsewhere before flies from there; one that stayed, or is new, does not', () => {
    const before = new Map([
      [1, at(100, 200)],
      [2, at(300, 50)],
      [3, at(10, 10)],
    ]);
    const now = [
      [1, at(100, 200.5)], // moved under a pixel: stays
      [2, at(0, 50)], // 300 px to the left
      [4, at(5, 5)], // not drawn before (a new deal's card)
    ] as const;
    expect(flipSteps(before, now, new Map(), 70)).toEqual([
      { id: 2, dx: 300, dy: 0, duration: flightMs(300), delay: 0 },
    ]);
  });

  test('the moves played at once start one after another, by their place', () => {
    const before = new Map([
      [7, at(0, 0)],
      [8, at(0, 20)],
      [9, at(0, 40)],
    ]);
    const now = [
      [7, at(500, 0)],
      [8, at(600, 0)],
      [9, at(700, 0)],
    ] as const;
    // Card 7 moved first, then 8 and 9 together (a run), with 70 ms between the moves.
    const order = new Map([
      [7, 0],
      [8, 1],
      [9, 1],
    ]);
    expect(flipSteps(before, now, order, 70).map((s) => [s.id, s.dx, s.dy, s.delay])).toEqual([
      [7, -500, 0, 0],
      [8, -600, 20, 70],
      [9, -700, 40, 70],
    ]);
  });

  test('a longer flight takes longer, within its bounds', () => {
    expect(flightMs(0)).toBe(FLIP_MIN_MS);
    expect(flightMs(300)).toBe(FLIP_MIN_MS + 50);
    expect(flightMs(600)).toBeGreaterThan(flightMs(300));
    expect(flightMs(5000)).toBe(FLIP_MAX_MS);
  });
});
