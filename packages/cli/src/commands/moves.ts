import { formatMove, gameStatus, legalMoves, replay } from '@cascade/core';
import { replayErrorLine } from '@cascade/words';
import { EXIT, UsageError } from '../errors.ts';
import { boardOption, checkStartOptions, dealOption, startPosition, type StartOptions } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples, type CliCommand } from './command.ts';

interface MovesOptions extends StartOptions {
  readonly variant: string;
  readonly after?: string;
}

export const movesCommand: CliCommand = {
  name: 'moves',
  register(program, ctx) {
    program
      .command('moves')
      .summary('list the legal moves of a position')
      .description(
        'List the legal moves, one a line in standard notation, of the starting position (--deal or ' +
          '--board) after playing the moves in --after. Prints nothing when no move is left.',
      )
      .addOption(variantOption())
      .addOption(dealOption())
      .addOption(boardOption())
      .option('--after <file>', 'play these moves (standard notation) first; - reads standard input')
      .addHelpText(
        'after',
        examples([
          ['fc moves --deal 1', 'the moves at the start of deal 1'],
          ['echo "5a 5b" | fc moves --deal 1 --after -', 'after two moves'],
          ['fc moves --variant inverted --board board.txt', 'from a saved board'],
        ]),
      )
      .action(async (opts: MovesOptions) => {
        const variant = variantFrom(opts.variant);
        checkStartOptions(opts);
        ctx.claimStdin('--board', opts.board);
        ctx.claimStdin('--after', opts.after);
        let position = await startPosition(ctx, opts, variant.rules);
        if (opts.after !== undefined) {
          const input = await ctx.readInput('--after', opts.after);
          const r = replay(position, input.text);
          if (!r.ok) {
            throw new UsageError(`--after ${input.name}: illegal ${replayErrorLine(r.error)}`);
          }
          position = r.value.position;
        }
        const moves = legalMoves(position);
        for (const m of moves) ctx.out(`${formatMove(m, position)}\n`);
        if (moves.length === 0) ctx.note(`no legal moves: the game is ${gameStatus(position)}`);
        ctx.exitCode = EXIT.ok;
      });
  },
};
