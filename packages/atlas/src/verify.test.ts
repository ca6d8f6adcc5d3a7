import { getVariant } from '@cascade/variants';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings.ts';
import { solveAtlasDeal } from './solve.ts';
import { recordProblem } from './verify.ts';

describe('recordProblem', () => {
  const rules = getVariant('freecell').rules;
  const r = solveAtlasDeal(rules, 87, DEFAULT_SETTINGS);

  it('a record the solver made passes: every line wins, the grade line with its own cells', () => {
    expect(r.grade?.moves).toBeDefined();
    expect(recordProblem(rules, r)).toBeNull();
  });

  it('a line that breaks a rule, or stops short of the win, is refused with the move', () => {
    const moves = r.fast!.split(' ');
    expect(recordProblem(rules, { ...r, fast: moves.slice(0, -1).join(' ') })).toBe(
      'deal 87: the fast solution does not win',
    );
    expect(recordProblem(rules, { ...r, short: ['1h', ...moves].join(' ') })).toMatch(
      /^deal 87: the short solution's move 1 \(1h\): /,
    );
    // The four-cell line does not win with one cell: the grade's line is played with its own count.
    expect(recordProblem(rules, { ...r, grade: { ...r.grade!, moves: r.fast! } })).toMatch(
      /^deal 87: the grade solution/,
    );
  });
});
