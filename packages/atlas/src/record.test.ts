import { describe, expect, it } from 'vitest';
import { moveCount, parseRecord } from './record.ts';

const solved = {
  deal: 7,
  verdict: 'solved',
  states: 120,
  timeMs: 3.5,
  fast: '6a 6b 6h 15v3',
  short: '6a 6h',
  grade: {
    minFreeCells: 2,
    exact: true,
    effort: 88,
    tries: [
      { cells: 3, verdict: 'solved', states: 50 },
      { cells: 2, verdict: 'solved', states: 88 },
      { cells: 1, verdict: 'unsolvable', states: 9000 },
    ],
    moves: '6a 6h',
  },
};

describe('parseRecord', () => {
  it('reads back what the atlas writes', () => {
    expect(parseRecord(JSON.parse(JSON.stringify(solved)))).toEqual({ ok: true, value: solved });
    const lost = { deal: 11982, verdict: 'unsolvable', states: 93667, timeMs: 200 };
    expect(parseRecord(lost)).toEqual({ ok: true, value: lost });
  });

  it.each([
    ['not an object', [], 'a record is not an object'],
    ['no deal', { ...solved, deal: 0 }, 'deal must be a whole number ≥ 1'],
    [
      'a bad verdict',
      { ...solved, verdict: 'won' },
      'deal 7: verdict must be one of solved, unsolvable, unknown',
    ],
    ['negative states', { ...solved, states: -1 }, 'deal 7: states must be a count'],
    [
      'moves that are not notation',
      { ...solved, fast: '6a; drop table' },
      'deal 7: fast must be moves in standard notation',
    ],
    [
      'a solved deal without its solution',
      { ...solved, fast: undefined },
      'deal 7: a solved deal needs its fast solution',
    ],
    [
      'a lost deal with a solution',
      { ...solved, verdict: 'unsolvable' },
      'deal 7: a deal unsolvable has no solution and no grade',
    ],
    [
      'a grade of 9 cells',
      { ...solved, grade: { ...solved.grade, minFreeCells: 9 } },
      'deal 7: grade.minFreeCells must be 0..8',
    ],
    [
      'a try without a verdict',
      { ...solved, grade: { ...solved.grade, tries: [{ cells: 1, states: 3 }] } },
      'deal 7: grade.tries[0].verdict must be one of solved, unsolvable, unknown',
    ],
  ])('refuses %s, saying where', (_, input, message) => {
    expect(parseRecord(input)).toEqual({ ok: false, error: message });
  });

  it('counts explicit moves', () => {
    expect(moveCount(solved.fast)).toBe(4);
    expect(moveCount(undefined)).toBe(0);
  });
});
