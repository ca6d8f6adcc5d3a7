// !! BROWSER SAFE !!
/** The run limit in words, from core's breakdown (core works it out; this only says it). */
import type { RunLimitBreakdown } from '@cascade/core';

/** A limit as a number, or "any" when runs move freely. */
export const limitNumber = (n: number): string => (Number.isFinite(n) ? String(n) : 'any');

/**
 * The formula with the position's numbers: "(2 + 1) × 2^1 = 6", "3 + 1 = 4" (free cells + 1: empty
 * columns double nothing), "one card at a time", "no limit". The power is written out, not as a
 * superscript, so a screen reader says it as written.
 */
export function runLimitFormula(b: RunLimitBreakdown): string {
  switch (b.rule) {
    case 'standard':
    case 'cells-plus-one':
      return b.doubles
        ? `(${b.freeCells} + 1) × 2^${b.counted} = ${limitNumber(b.limit)}`
        : `${b.freeCells} + 1 = ${limitNumber(b.limit)}`;
    case 'one-card':
      return 'one card at a time';
    case 'unlimited':
      return 'no limit';
  }
}

/**
 * Why the limit is what it is, as a refused run's message ends: "(free cells + 1) × 2^(empty
 * columns) = (1 + 1) × 2^0, not counting the empty column it moves to".
 */
export function runLimitWhy(b: RunLimitBreakdown): string {
  switch (b.rule) {
    case 'standard': {
      const note =
        b.emptyColumnRule === 'none'
          ? ', and empty columns do not count because nothing may enter them'
          : b.toEmptyColumn
            ? ', not counting the empty column it moves to'
            : '';
      return `(free cells + 1) × 2^(empty columns) = (${b.freeCells} + 1) × 2^${b.counted}${note}`;
    }
    case 'cells-plus-one':
      return `free cells + 1 = ${b.freeCells} + 1; empty columns do not double it in this game`;
    case 'one-card':
      return 'only one card moves at a time in this game';
    case 'unlimited':
      return 'runs of any length move in this game';
  }
}

/**
 * The rule without the position's numbers, for a hint: "(free cells + 1) × 2^(empty columns)",
 * "free cells + 1 (empty columns do not double it in this game)", "one card at a time".
 */
export function runLimitRule(b: RunLimitBreakdown): string {
  if (b.doubles)
    return `(free cells + 1) × 2^(empty columns${b.toEmptyColumn ? ', not counting the one it moves to' : ''})`;
  switch (b.rule) {
    case 'one-card':
      return 'one card at a time';
    case 'unlimited':
      return 'any number of cards';
    case 'standard':
    case 'cells-plus-one':
      return 'free cells + 1 (empty columns do not double it in this game)';
  }
}

/** FreeCell's run limit as a lesson states it (`runLimitSentence` of the standard rule). */
export const STANDARD_RUN_LIMIT_SENTENCE =
  'A run moves as one unit only if it is short enough: at most (free cells + 1) × 2^(empty columns) cards, counting what is empty now.';

/**
 * The rule as a lesson states it: "A run moves as one unit only if it is short enough: at most
 * (free cells + 1) × 2^(empty columns) cards, counting what is empty now." Where empty columns take
 * nothing they double nothing, and the sentence says so.
 */
export function runLimitSentence(b: RunLimitBreakdown): string {
  switch (b.rule) {
    case 'standard':
      return b.doubles
        ? STANDARD_RUN_LIMIT_SENTENCE
        : 'A run moves as one unit only up to free cells + 1 cards: empty columns take nothing here, so they do not double that.';
    case 'cells-plus-one':
      return 'A run moves as one unit only up to free cells + 1 cards, and empty columns do not double that.';
    case 'unlimited':
      return 'A run of any length moves as one unit.';
    case 'one-card':
      return 'Only one card moves at a time: a run is taken apart card by card, through a free cell or an empty column.';
  }
}
