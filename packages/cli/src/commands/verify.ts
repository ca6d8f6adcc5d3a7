import { isWon, NOTATION_ERRORS, replay } from '@cascade/core';
import { replayErrorLine } from '@cascade/words';
import { EXIT, UsageError } from '../errors.ts';
import { boardOption, checkStartOptions, dealOption, startPosition, type StartOptions } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples, type CliCommand } from './command.ts';

interface VerifyOptions extends StartOptions {
  readonly variant: string;
  readonly solution: string;
}

export const verifyCommand: CliCommand = {
  name: 'verify',
  register(program, ctx) {
    program
      .command('verify')
      .summary('check that a solution wins')
      .description(
        'Replay a solution, in standard notation with every move explicit (foundation moves included), ' +
          'from the starting position (--deal or --board) and check that it wins. fc-solve output ' +
          '(fc-solve -m -snx) is read as it is.\n\n' +
          'Prints "won in M moves" and exits 0; or prints "illegal move K (TOKEN): REASON" or ' +
          '"not won after M moves" and exits 1. Exits 2 when the input cannot be read.',
      )
      .addOption(variantOption())
      .addOption(dealOption())
      .addOption(boardOption())
      .requiredOption(
        '--solution <file>',
        'the moves, separated by spaces or line breaks; - reads standard input',
      )
      .addHelpText(
        'after',
        examples([
          ['fc verify --deal 1 --solution deal1.sol', 'check a solution to deal 1'],
          [
            'fc-solve -m -snx -p -t board.txt | fc verify --board board.txt --solution -',
            "check fc-solve's solution of a board",
          ],
          ['fc verify --variant inverted --deal 5 --solution -', 'type the moves, end with Ctrl-D'],
        ]),
      )
      .action(async (opts: VerifyOptions) => {
        const variant = variantFrom(opts.variant);
        checkStartOptions(opts);
        ctx.claimStdin('--board', opts.board);
        ctx.claimStdin('--solution', opts.solution);
        const start = await startPosition(ctx, opts, variant.rules);
        const input = await ctx.readInput('--solution', opts.solution);
        const r = replay(start, solutionTokens(input.text));
        if (!r.ok) {
          if (r.error.error.code === NOTATION_ERRORS.syntax) {
            throw new UsageError(`--solution ${input.name}: cannot read ${replayErrorLine(r.error)}`);
          }
          ctx.out(`illegal ${replayErrorLine(r.error)}\n`);
          ctx.exitCode = EXIT.failed;
          return;
        }
        const n = r.value.moves.length;
        const plural = n === 1 ? 'move' : 'moves';
        if (isWon(r.value.position)) {
          ctx.out(`won in ${n} ${plural}\n`);
          ctx.exitCode = EXIT.ok;
        } else {
          ctx.out(`not won after ${n} ${plural}\n`);
          ctx.exitCode = EXIT.failed;
        }
      });
  },
};

/**
 * The move tokens of a solution file. Besides plain token lists (`#` comments allowed), this reads
 * fc-solve's own output as is: its `-=-=-` separator line and its closing report ("This game is
 * solveable.", state counts) are skipped, so `fc-solve -m -snx … | fc verify --solution -` works.
 */
export function solutionTokens(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter(
      (line) =>
        !/^\s*(-=)+-?\s*$/.test(line) &&
        !/^\s*(This game is|Total number of states|This scan generated)/.test(line),
    )
    .join('\n')
    .replace(/#.*$/gm, '')
    .split(/[\s,]+/)
    .filter((t) => t.length > 0);
}
