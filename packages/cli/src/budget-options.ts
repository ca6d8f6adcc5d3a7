/** Search budget options shared by solve, hint and bench. */
import { quoteInput } from '@cascade/core';
import { MAX_STATES_LIMIT } from '@cascade/solver';
import { Option } from 'commander';
import { UsageError } from './errors.ts';

/** Parses a whole number of at least 1 given to `option`. */
export function positiveInt(option: string, text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) {
    throw new UsageError(`${option} takes a whole number of at least 1, not ${quoteInput(text)}`, {
      hint: true,
    });
  }
  return Number(text);
}

/** Parses a whole number of at least 0 given to `option` (a time that may be none). */
export function nonNegativeInt(option: string, text: string): number {
  if (!/^\d+$/.test(text.trim())) {
    throw new UsageError(`${option} takes a whole number of at least 0, not ${quoteInput(text)}`, {
      hint: true,
    });
  }
  return Number(text);
}

/** The largest budget, as help and messages write it ("32,000,000"). */
export const MAX_STATES_TEXT = MAX_STATES_LIMIT.toLocaleString('en-US');

/**
 * Parses a search budget in positions given to `option`: a whole number of at least 1, and at most
 * what one search can store (the solver's MAX_STATES_LIMIT), so a larger one is refused here with a
 * clear message rather than cut short inside the search.
 */
export function statesBudgetOption(option: string, text: string): number {
  const n = positiveInt(option, text);
  if (n > MAX_STATES_LIMIT) {
    throw new UsageError(
      `${option} takes at most ${MAX_STATES_TEXT} (the most positions one search can store), not ${quoteInput(text)}`,
      { hint: true },
    );
  }
  return n;
}

export const maxStatesOption = (fallback: string): Option =>
  new Option('--max-states <n>', `search budget: positions stored (at most ${MAX_STATES_TEXT})`).default(
    fallback,
  );
export const timeoutOption = (fallback?: string): Option => {
  const o = new Option('--timeout-ms <ms>', 'search budget: milliseconds');
  return fallback === undefined ? o : o.default(fallback);
};
export const modeOption = (): Option =>
  new Option('--mode <mode>', 'fast: any solution, quickly; short: as few moves as the budget allows')
    .choices(['fast', 'short'])
    .default('fast');
