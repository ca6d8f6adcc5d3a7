/** Search budget options shared by solve, hint and bench. */
import { quoteInput } from '@cascade/core';
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

export const maxStatesOption = (fallback: string): Option =>
  new Option('--max-states <n>', 'search budget: positions stored').default(fallback);
export const timeoutOption = (fallback?: string): Option => {
  const o = new Option('--timeout-ms <ms>', 'search budget: milliseconds');
  return fallback === undefined ? o : o.default(fallback);
};
export const modeOption = (): Option =>
  new Option('--mode <mode>', 'fast: any solution, quickly; short: as few moves as the budget allows')
    .choices(['fast', 'short'])
    .default('fast');
