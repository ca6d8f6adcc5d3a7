import { atlasTodo, todoCommands, type AtlasVariant } from '@cascade/atlas';
import { listVariants } from '@cascade/variants';
import type { Command } from 'commander';
import { resolve } from 'node:path';
import type { CommandContext } from '../context.ts';
import { EXIT } from '../errors.ts';
import { positiveInt } from '../budget-options.ts';
import { variantFrom } from '../variant-option.ts';
import { examples } from './command.ts';

interface AtlasTodoOptions {
  readonly out: string;
  readonly to: string;
  readonly variant?: string[];
  readonly unknown?: boolean;
  readonly json?: boolean;
}

export function registerAtlasTodo(atlas: Command, ctx: CommandContext): void {
  atlas
    .command('todo')
    .summary('what an exported atlas still lacks, as fc atlas run commands')
    .description(
      "Read an exported atlas directory (index.json and the variants' files) and print, one a line, the " +
        '`fc atlas run` commands that fill what it lacks up to deal --to: the deals without a verdict ' +
        '(verdicts only, first: they are cheap), with --unknown the deals it lists unknown (each on its ' +
        'own, graded where the file grades), then the deals without a grade. Run them on any machine, ' +
        'with any store, and `fc atlas export --out DIR` joins their records to the files. A variant with ' +
        'no file there, or one under other rules, lacks everything from deal 1. Exits 1 when the directory ' +
        'holds a file that cannot be read.',
    )
    .option('--out <dir>', 'the exported atlas directory', 'apps/web/static/atlas')
    .option('--to <n>', 'the last deal wanted (verdicts and grades)', '32000')
    .option('--variant <id...>', 'only these variants (default: every catalogue variant)')
    .option(
      '--unknown',
      'also the deals the files list unknown (for a larger --max-states, or a better solver)',
    )
    .option('--json', 'print one object a variant: variant, verdicts, grades (ranges or null), unknown')
    .addHelpText(
      'after',
      examples([
        ['fc atlas todo', "what the game's atlas lacks of deals 1–32000"],
        ['fc atlas todo --variant challenge inverted --unknown', 'two variants, unknown deals too'],
        ["fc atlas todo | sed 's/^fc //' | while read -r c; do pnpm -s fc $c; done", 'do it all here'],
      ]),
    )
    .action((opts: AtlasTodoOptions) => {
      const to = positiveInt('--to', opts.to);
      const variants: readonly AtlasVariant[] = opts.variant
        ? opts.variant.map((v) => variantFrom(v))
        : listVariants();
      const todo = atlasTodo(resolve(ctx.io.cwd, opts.out), variants, to);
      if (!todo.ok) {
        ctx.note(todo.error);
        ctx.exitCode = EXIT.failed;
        return;
      }
      if (opts.json) ctx.out(`${JSON.stringify(todo.value)}\n`);
      else for (const line of todoCommands(todo.value, opts.unknown === true)) ctx.out(`${line}\n`);
      ctx.exitCode = EXIT.ok;
    });
}
