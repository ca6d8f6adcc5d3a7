import { cardSymbol, replay, type Move } from '@cascade/core';
import { hint, lastWinnablePoint, type Hint } from '@cascade/hints';
import { replayErrorLine } from '@cascade/words';
import { maxStatesOption, positiveInt, statesBudgetOption, timeoutOption } from '../budget-options.ts';
import { EXIT, UsageError } from '../errors.ts';
import { boardOption, checkStartOptions, dealOption, startPosition, type StartOptions } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples, type CliCommand } from './command.ts';

interface HintOptions extends StartOptions {
  readonly variant: string;
  readonly moves?: string;
  readonly json?: boolean;
  readonly maxStates: string;
  readonly timeoutMs: string;
}

export const hintCommand: CliCommand = {
  name: 'hint',
  register(program, ctx) {
    program
      .command('hint')
      .summary('the next move, why, and whether the game can still be won')
      .description(
        'Suggest the next move of a game: from the starting position (--deal or --board) after the ' +
          'moves played so far (--moves).\n\n' +
          'Prints the move in standard notation on the first line, then the move in words, the reason ' +
          'and the status ("winnable: N moves left on the line found"). A game that can no longer be ' +
          'won prints "lost" first, and with --moves the number of moves to keep to get back to the ' +
          'last winnable position. "unknown" when the budget runs out, and which one. Exit 0 in every ' +
          'one of these cases; 2 when the input cannot be read.\n\n' +
          'The hint depends only on the start and the moves: asked again, here or on any machine, it is ' +
          'the same. Played, the next hint continues the same line, so following the hints (asking ' +
          'afresh each time) wins every winnable game, and the moves left go down by one a move.',
      )
      .addOption(variantOption())
      .addOption(dealOption())
      .addOption(boardOption())
      .option('--moves <file>', 'the moves played so far (standard notation); - reads standard input')
      .option('--json', 'print every field as one JSON object')
      .addOption(maxStatesOption('2000000'))
      .addOption(timeoutOption('10000'))
      .addHelpText(
        'after',
        examples([
          ['fc hint --deal 1', 'the first move of deal 1, and why'],
          ['fc hint --deal 1 --moves played.txt', 'the next move after the moves in played.txt'],
          ['fc hint --variant ephemeral --board board.txt --json', 'every field, as JSON'],
        ]),
      )
      .action(async (opts: HintOptions) => {
        const variant = variantFrom(opts.variant);
        checkStartOptions(opts);
        ctx.claimStdin('--board', opts.board);
        ctx.claimStdin('--moves', opts.moves);
        const budget = {
          maxStates: statesBudgetOption('--max-states', opts.maxStates),
          timeoutMs: positiveInt('--timeout-ms', opts.timeoutMs),
        };
        const start = await startPosition(ctx, opts, variant.rules);
        let moves: readonly Move[] = [];
        if (opts.moves !== undefined) {
          const input = await ctx.readInput('--moves', opts.moves);
          const r = replay(start, input.text);
          if (!r.ok) {
            throw new UsageError(`--moves ${input.name}: illegal ${replayErrorLine(r.error)}`);
          }
          moves = r.value.moves;
        }
        const game = { start, moves };
        const h = hint(game, budget);
        const last = h.status === 'lost' && moves.length > 0 ? lastWinnablePoint(game, budget) : undefined;
        if (opts.json) {
          ctx.out(`${JSON.stringify(hintJson(h, moves, last), null, 2)}\n`);
        } else {
          ctx.out(hintText(h, last));
        }
        ctx.exitCode = EXIT.ok;
      });
  },
};

type LastPoint = ReturnType<typeof lastWinnablePoint>;

const movesLeftText = (n: number): string => `${n} move${n === 1 ? '' : 's'}`;

function hintText(h: Hint, last: LastPoint | undefined): string {
  switch (h.status) {
    case 'winnable':
      return `${h.notation ?? ''}\n${h.sentence ?? ''}\n${h.reason?.text ?? ''}\nwinnable: ${movesLeftText(h.movesLeft ?? 0)} left on the line found\n`;
    case 'lost': {
      let out = `lost\n${h.summary}\n`;
      if (last?.status === 'found')
        out += `last winnable position: after move ${last.index ?? 0} (undo to keep the first ${last.index ?? 0} moves)\n`;
      else if (last?.status === 'never') out += 'the deal could not be won from the start\n';
      else if (last?.status === 'unknown')
        out += 'the last winnable position was not found within the budget\n';
      return out;
    }
    case 'won':
      return `won\n${h.summary}\n`;
    case 'unknown':
      return `unknown\n${h.summary}\n`;
  }
}

function hintJson(h: Hint, moves: readonly Move[], last: LastPoint | undefined) {
  return {
    status: h.status,
    move: h.notation ?? null,
    sentence: h.sentence ?? null,
    reason: h.reason ?? null,
    summary: h.summary,
    movesLeft: h.movesLeft ?? null,
    lostReason: h.lostReason ?? null,
    unknownReason: h.unknownReason ?? null,
    highlight: {
      cards: h.highlight.cards.map(cardSymbol),
      from: h.highlight.from ?? null,
      to: h.highlight.to ?? null,
    },
    lastWinnablePoint: last ? (last.status === 'found' ? (last.index ?? 0) : last.status) : null,
    movesPlayed: moves.length,
    states: h.states,
  };
}
