import {
  FREECELL_RULES,
  parseLayout,
  Position,
  runLimitBreakdown,
  unwrap,
  type RulesSpec,
} from '@cascade/core';
import { RUNS_F1 } from '@cascade/core/testing';
import { describe, expect, test } from 'vitest';
import { runLimitFormula, runLimitRule, runLimitSentence, runLimitWhy } from './run-limit.ts';

/** RUNS_F1: one free cell open (three hold cards), three empty columns. */
const at = (rules: Partial<RulesSpec>) =>
  unwrap(Position.fromSetup(unwrap(parseLayout(RUNS_F1)), { ...FREECELL_RULES, ...rules }));

describe('the run limit in words, from core’s breakdown', () => {
  // [rules, onto a card, into an empty column]
  const CASES: [Partial<RulesSpec>, string, string][] = [
    [{}, '(1 + 1) × 2^3 = 16', '(1 + 1) × 2^2 = 8'],
    // Empty columns take nothing: none counts, and the formula says so by leaving the power out.
    [{ emptyColumns: 'none' }, '1 + 1 = 2', '1 + 1 = 2'],
    [{ emptyColumns: 'kings' }, '(1 + 1) × 2^3 = 16', '(1 + 1) × 2^2 = 8'],
    [{ sequenceMove: 'cells-plus-one' }, '1 + 1 = 2', '1 + 1 = 2'],
    [{ sequenceMove: 'one-card' }, 'one card at a time', 'one card at a time'],
    [{ sequenceMove: 'unlimited' }, 'no limit', 'no limit'],
  ];
  test.each(CASES)('%j', (rules, onto, intoEmpty) => {
    const p = at(rules);
    expect(runLimitFormula(runLimitBreakdown(p, false))).toBe(onto);
    expect(runLimitFormula(runLimitBreakdown(p, true))).toBe(intoEmpty);
  });

  test('the rule without the numbers, for a hint', () => {
    expect(runLimitRule(runLimitBreakdown(at({}), false))).toBe('(free cells + 1) × 2^(empty columns)');
    expect(runLimitRule(runLimitBreakdown(at({}), true))).toBe(
      '(free cells + 1) × 2^(empty columns, not counting the one it moves to)',
    );
    expect(runLimitRule(runLimitBreakdown(at({ emptyColumns: 'none' }), false))).toBe(
      'free cells + 1 (empty columns do not double it in this game)',
    );
    expect(runLimitRule(runLimitBreakdown(at({ sequenceMove: 'cells-plus-one' }), true))).toBe(
      'free cells + 1 (empty columns do not double it in this game)',
    );
    expect(runLimitRule(runLimitBreakdown(at({ sequenceMove: 'one-card' }), false))).toBe(
      'one card at a time',
    );
    expect(runLimitRule(runLimitBreakdown(at({ sequenceMove: 'unlimited' }), false))).toBe(
      'any number of cards',
    );
  });

  test('the rule as a lesson states it: where empty columns take nothing, no power of two', () => {
    const say = (rules: Partial<RulesSpec>) => runLimitSentence(runLimitBreakdown(at(rules), false));
    expect(say({})).toContain('at most (free cells + 1) × 2^(empty columns) cards');
    expect(say({ emptyColumns: 'none' })).toBe(
      'A run moves as one unit only up to free cells + 1 cards: empty columns take nothing here, so they do not double that.',
    );
    expect(say({ sequenceMove: 'cells-plus-one' })).not.toContain('2^');
    expect(say({ sequenceMove: 'unlimited' })).toBe('A run of any length moves as one unit.');
    expect(say({ sequenceMove: 'one-card' })).toMatch(/^Only one card moves at a time/);
  });

  test('a refused run says why, with the same numbers', () => {
    const p = at({});
    expect(runLimitWhy(runLimitBreakdown(p, true))).toBe(
      '(free cells + 1) × 2^(empty columns) = (1 + 1) × 2^2, not counting the empty column it moves to',
    );
    expect(runLimitWhy(runLimitBreakdown(at({ emptyColumns: 'none' }), false))).toBe(
      '(free cells + 1) × 2^(empty columns) = (1 + 1) × 2^0, and empty columns do not count because nothing may enter them',
    );
    expect(runLimitWhy(runLimitBreakdown(at({ sequenceMove: 'one-card' }), false))).toBe(
      'only one card moves at a time in this game',
    );
  });
});
