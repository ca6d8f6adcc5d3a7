import { formatLayout } from '@cascade/core';
import { EXIT } from '../errors.ts';
import { dealNumber, dealPosition } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples, type CliCommand } from './command.ts';

export const dealCommand: CliCommand = {
  name: 'deal',
  register(program, ctx) {
    program
      .command('deal')
      .summary("print a deal's starting position as board text")
      .description(
        'Print the starting position of deal NUMBER as board text: one line per column, bottom card ' +
          'first (the fc-solve layout). Deals follow the Microsoft numbering, 1 to 8589934591.',
      )
      .argument('<number>', 'the deal number')
      .addOption(variantOption())
      .addHelpText(
        'after',
        examples([
          ['fc deal 1', 'Microsoft FreeCell deal 1'],
          ['fc deal 617 --variant challenge', 'Challenge FreeCell: twos and aces dealt first'],
          ['fc deal 11982 > board.txt', 'save a board for moves/verify --board'],
        ]),
      )
      .action((number: string, opts: { variant: string }) => {
        const variant = variantFrom(opts.variant);
        const n = dealNumber(number, 'the deal number', variant.rules, 'deal');
        const position = dealPosition(variant.rules, n, `deal ${number}`);
        ctx.out(formatLayout(position));
        ctx.exitCode = EXIT.ok;
      });
  },
};
