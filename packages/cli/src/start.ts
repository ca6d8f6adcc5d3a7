/** The starting position of moves/verify/solve: `--deal N` or `--board FILE|-` (board text or Solvitaire JSON). */
import {
  deal,
  formatLayoutError,
  maxDealNumber,
  parseLayout,
  Position,
  quoteInput,
  type RulesSpec,
} from '@cascade/core';
import { Option } from 'commander';
import type { CommandContext } from './context.ts';
import { UsageError } from './errors.ts';
import { looksLikeJson, parseSolvitaireDeal } from './solvitaire-json.ts';

export interface StartOptions {
  readonly deal?: string;
  readonly board?: string;
}

export const dealOption = (): Option => new Option('--deal <number>', 'start from this deal number');
export const boardOption = (): Option =>
  new Option(
    '--board <file>',
    'start from this board: board text or Solvitaire JSON; - reads standard input',
  );

/**
 * Parses a deal number argument: a whole number in decimal digits, with an optional sign (no
 * exponents or fractions), within the rules' range. A number out of range is named as written
 * (`-1`, `18446744073709551616`), never as JavaScript would round it. `where` names it in that
 * message (`deal 0: …`, `--deal 0: …`).
 */
export function dealNumber(text: string, what: string, rules: RulesSpec, where = what): number {
  const t = text.trim();
  if (!/^[+-]?\d+$/.test(t))
    throw new UsageError(`${what} must be a whole number, not ${quoteInput(text)}`, { hint: true });
  const n = BigInt(t);
  const hi = maxDealNumber(rules);
  if (n < 1n || n > BigInt(hi))
    throw new UsageError(
      `${where} ${t}: deal numbers for this game run from 1 to ${hi}; ${t} is out of range`,
    );
  return Number(n);
}

/** Deal `n` under `rules`, or a UsageError naming the range. */
export function dealPosition(rules: RulesSpec, n: number, what: string): Position {
  const r = deal(rules, n);
  if (!r.ok) throw new UsageError(`${what}: ${r.error.message}`);
  return r.value;
}

/** Checks that exactly one of --deal and --board is given (call before reading any input). */
export function checkStartOptions(opts: StartOptions): void {
  if (opts.deal !== undefined && opts.board !== undefined) {
    throw new UsageError('give either --deal or --board, not both', { hint: true });
  }
  if (opts.deal === undefined && opts.board === undefined) {
    throw new UsageError('give the starting position: --deal N, or --board FILE (- for standard input)', {
      hint: true,
    });
  }
}

/** Board text (or Solvitaire JSON) checked against the rules. `name` is used in messages. */
export function boardPosition(text: string, name: string, rules: RulesSpec): Position {
  let setup;
  if (looksLikeJson(text)) {
    const r = parseSolvitaireDeal(text);
    if (!r.ok) throw new UsageError(`--board ${name}: ${r.error}`);
    setup = r.value;
  } else {
    const r = parseLayout(text);
    if (!r.ok) throw new UsageError(`--board ${name}: ${formatLayoutError(r.error)}`);
    setup = r.value;
  }
  const p = Position.fromSetup(setup, rules);
  if (!p.ok) throw new UsageError(`--board ${name}: ${p.error.message}`);
  return p.value;
}

/** The starting position from --deal or --board (checkStartOptions first). */
export async function startPosition(
  ctx: CommandContext,
  opts: StartOptions,
  rules: RulesSpec,
): Promise<Position> {
  checkStartOptions(opts);
  if (opts.deal !== undefined)
    return dealPosition(rules, dealNumber(opts.deal, '--deal', rules), `--deal ${opts.deal}`);
  const input = await ctx.readInput('--board', opts.board as string);
  return boardPosition(input.text, input.name, rules);
}
