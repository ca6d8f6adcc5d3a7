import { rulesText } from '@cascade/variants';
import { EXIT } from '../errors.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples, type CliCommand } from './command.ts';

export const rulesCommand: CliCommand = {
  name: 'rules',
  register(program, ctx) {
    program
      .command('rules')
      .summary("print a variant's rules in plain English")
      .description('Print the rules of a variant (or of a house-rules string) in plain English.')
      .addOption(variantOption())
      .addHelpText(
        'after',
        examples([
          ['fc rules', 'FreeCell'],
          ['fc rules --variant inverted', 'Inverted FreeCell'],
        ]),
      )
      .action((opts: { variant: string }) => {
        const variant = variantFrom(opts.variant);
        const text = rulesText(variant.rules, { name: variant.name });
        ctx.out(text.endsWith('\n') ? text : `${text}\n`);
        ctx.exitCode = EXIT.ok;
      });
  },
};
