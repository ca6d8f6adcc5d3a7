import { listVariants } from '@cascade/variants';
import { EXIT } from '../errors.ts';
import { examples, type CliCommand } from './command.ts';

export const variantsCommand: CliCommand = {
  name: 'variants',
  register(program, ctx) {
    program
      .command('variants')
      .summary('list the variants: id<TAB>name')
      .description('List every variant in the catalogue, one a line: its id, a tab, its name.')
      .addHelpText(
        'after',
        examples([
          ['fc variants', 'all ids and names'],
          ['fc variants | cut -f1', 'ids only'],
        ]),
      )
      .action(() => {
        for (const v of listVariants()) ctx.out(`${v.id}\t${v.name}\n`);
        ctx.exitCode = EXIT.ok;
      });
  },
};
