import { atlasTodo, todoCommands, type AtlasVariant } from '@cascade/atlas';
import { listVariants } from '@cascade/variants';
import type { Command } from 'commander';
import { resolve } from 'node:path';
import type { CommandContext } from '../context.ts';
import { EXIT } from '../errors.ts';
import { MAX_STATES_TEXT, positiveInt, statesBudgetOption } from '../budget-options.ts';
import { variantFrom } from '../variant-option.ts';
import { examples } from './command.ts';

interface AtlasTodoOptions {
  readonly out: string;
  readonly to: string;
  readonly variant?: string[];
  readonly unknown?: boolean;
  readonly maxStates?: string;
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
        'own, graded where the file grades), the won deals a graded run left ungraded (each on its own, at ' +
        `--max-states, default the largest, ${MAX_STATES_TEXT}: the file says each is won), then the deals ` +
        'without a grade. A line of one deal has --redo-unknown: the store the file was made from holds the ' +
        'deal unknown (the run searches that deal alone; its stored chunk keeps its other deals). Run them on any machine, ' +
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
    .option(
      '--max-states <n>',
      `the search budget of the lines for unknown and ungraded deals (ungraded: default ${MAX_STATES_TEXT})`,
    )
    .option(
      '--json',
      'print one object a variant: variant, verdicts, grades (ranges or null), unknown, ungraded',
    )
    .addHelpText(
      'after',
      examples([
        ['fc atlas todo', "what the game's atlas lacks of deals 1–32000"],
        ['fc atlas todo --variant challenge inverted --unknown', 'two variants, unknown deals too'],
        ['fc atlas todo --unknown --max-states 20000000', 'unknown deals too, at a larger budget'],
        ["fc atlas todo | sed 's/^fc //' | while read -r c; do pnpm -s fc $c; done", 'do it all here'],
      ]),
    )
    .action((opts: AtlasTodoOptions) => {
      const to = positiveInt('--to', opts.to);
      const maxStates =
        opts.maxStates === undefined ? undefined : statesBudgetOption('--max-states', opts.maxStates);
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
      else
        for (const line of todoCommands(todo.value, {
          unknown: opts.unknown === true,
          ...(maxStates === undefined ? {} : { maxStates }),
        }))
          ctx.out(`${line}\n`);
      ctx.exitCode = EXIT.ok;
    });
}
