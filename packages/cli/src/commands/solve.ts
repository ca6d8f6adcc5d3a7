import { formatMoves } from '@cascade/core';
import { solve, type SolveMode } from '@cascade/solver';
import {
  maxStatesOption,
  modeOption,
  positiveInt,
  statesBudgetOption,
  timeoutOption,
} from '../budget-options.ts';
import { EXIT } from '../errors.ts';
import { boardOption, checkStartOptions, dealOption, startPosition, type StartOptions } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples, type CliCommand } from './command.ts';

interface SolveCliOptions extends StartOptions {
  readonly variant: string;
  readonly mode: SolveMode;
  readonly maxStates: string;
  readonly timeoutMs?: string;
  readonly json?: boolean;
}

export const solveCommand: CliCommand = {
  name: 'solve',
  register(program, ctx) {
    program
      .command('solve')
      .summary('solve a deal or a board')
      .description(
        'Solve the starting position (--deal or --board). Prints the solution in standard notation, ten ' +
          'moves a line, every move explicit (foundation moves included), and exits 0; prints ' +
          '"unsolvable" and exits 3 when the whole reachable space was searched without a win; prints ' +
          '"unknown" and exits 4 when a budget ran out. Every solution is replayed in the rules engine ' +
          'before it is printed. --json prints one object with the result, the moves and the statistics.',
      )
      .addOption(variantOption())
      .addOption(dealOption())
      .addOption(boardOption())
      .addOption(modeOption())
      .addOption(maxStatesOption('8000000'))
      .addOption(timeoutOption())
      .option('--json', 'print the result, the moves and the statistics as one JSON object')
      .addHelpText(
        'after',
        examples([
          ['fc solve --deal 1', 'a solution to deal 1'],
          ['fc solve --deal 1 --mode short', 'a shorter one, easier to follow'],
          ['fc solve --deal 11982', 'prints "unsolvable", exits 3'],
          ['fc solve --variant bakers-game --board board.txt --json', 'as JSON'],
        ]),
      )
      .action(async (opts: SolveCliOptions) => {
        const variant = variantFrom(opts.variant);
        checkStartOptions(opts);
        const budget = {
          maxStates: statesBudgetOption('--max-states', opts.maxStates),
          ...(opts.timeoutMs !== undefined ? { timeoutMs: positiveInt('--timeout-ms', opts.timeoutMs) } : {}),
        };
        const start = await startPosition(ctx, opts, variant.rules);
        const result = solve(start, { mode: opts.mode, ...budget });
        if (opts.json) {
          const moves =
            result.status === 'solved'
              ? formatMoves(start, result.moves, Number.MAX_SAFE_INTEGER).trim()
              : '';
          ctx.out(
            `${JSON.stringify({
              variant: variant.id,
              mode: opts.mode,
              result: result.status,
              ...(result.status === 'unknown' ? { reason: result.reason } : {}),
              moves: moves === '' ? [] : moves.split(' '),
              moveCount: result.status === 'solved' ? result.moves.length : null,
              stats: result.stats,
            })}\n`,
          );
        } else if (result.status === 'solved') {
          ctx.out(formatMoves(start, result.moves));
          ctx.note(
            `solved in ${result.moves.length} moves (${result.stats.states} positions, ${Math.round(result.stats.timeMs)} ms)`,
          );
        } else if (result.status === 'unsolvable') {
          ctx.out('unsolvable\n');
          ctx.note(`no solution: all ${result.stats.states} reachable positions searched`);
        } else {
          ctx.out('unknown\n');
          ctx.note(
            `no answer within the budget (${result.reason}, ${result.stats.states} positions, ${Math.round(result.stats.timeMs)} ms)`,
          );
        }
        ctx.exitCode =
          result.status === 'solved'
            ? EXIT.ok
            : result.status === 'unsolvable'
              ? EXIT.unsolvable
              : EXIT.unknown;
      });
  },
};
