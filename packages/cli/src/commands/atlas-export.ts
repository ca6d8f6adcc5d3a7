import { exportAtlas, rangeText, StoreWriteError, type AtlasVariant, type StoreRanges } from '@cascade/atlas';
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { openStore, reportStoreProblems, storeOption } from '../atlas-options.ts';
import { fileProblem, type CommandContext } from '../context.ts';
import { EXIT, UsageError } from '../errors.ts';
import { variantFrom } from '../variant-option.ts';
import { examples } from './command.ts';

interface AtlasExportOptions {
  readonly out: string;
  readonly store: string;
  readonly variant?: string[];
  readonly replace?: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The store's ranges joined: the first three, and how many more. */
const joinedText = (ranges: readonly StoreRanges[]) =>
  ranges
    .slice(0, 3)
    .map((s) => storeText(s))
    .join('; ') + (ranges.length > 3 ? ` and ${ranges.length - 3} more ranges` : '');
const storeText = (s: StoreRanges) =>
  `deals ${rangeText(s.verdicts)}, ${s.grades ? `grades ${rangeText(s.grades)}` : 'no grades'}`;

/** "deal 97" or "deals 4591, 9969" (the first ten, and how many more). */
const ungradedText = (deals: readonly number[]) =>
  `${deals.length === 1 ? 'deal' : 'deals'} ${deals.slice(0, 10).join(', ')}` +
  (deals.length > 10 ? ` and ${deals.length - 10} more` : '');

export function registerAtlasExport(atlas: Command, ctx: CommandContext): void {
  atlas
    .command('export')
    .summary('write the static files the game reads')
    .description(
      'Write the files the game fetches when it needs them: index.json (every variant: its range, how many ' +
        'deals are won, lost and unknown, the count of each level) and one <variant>.json a variant (its ' +
        'verdicts over the first unbroken range of stored deals, its grades over the first unbroken range ' +
        'of graded deals). An export updates the directory: other variants keep their files, and a ' +
        'variant whose file there covers deals or grades the store lacks (an atlas computed elsewhere, ' +
        'or a range at a time) is joined with each range of the store that meets it: the verdicts over both, the grades side ' +
        "by side (the store's placed on the file's level scale). Where the two cannot be joined (a gap " +
        "between them, the store's grades over the file's own) the file is kept, and said why, unless --replace. " +
        'Prints the files written, joined or kept, and names the won deals a file leaves ungraded in its graded range ' +
        '(won at a larger budget than the graded run had: `fc atlas todo` prints the runs that grade them). Exits 1 when the store ' +
        'holds nothing to export or the directory holds an index.json that cannot be read (nothing is written).',
    )
    .requiredOption('--out <dir>', 'the directory to write (created if missing)')
    .addOption(storeOption())
    .option('--variant <id...>', 'only these variants (default: every variant in the store)')
    .option('--replace', "write each variant's file from the store alone, whatever the directory's covers")
    .addHelpText(
      'after',
      examples([
        ['fc atlas export --out apps/web/static/atlas', "the game's files"],
        ['fc atlas export --out /tmp/atlas --variant freecell ephemeral', 'two variants'],
        [
          'fc atlas export --out apps/web/static/atlas --variant forecell',
          "one variant's file updated, the others kept",
        ],
      ]),
    )
    .action((opts: AtlasExportOptions) => {
      const store = openStore(ctx, opts.store);
      const variants: AtlasVariant[] | undefined = opts.variant?.map((v) => variantFrom(v));
      let written;
      try {
        written = exportAtlas({
          store,
          out: resolve(ctx.io.cwd, opts.out),
          ...(variants ? { variants } : {}),
          ...(opts.replace ? { replace: true } : {}),
        });
      } catch (e) {
        if (e instanceof StoreWriteError)
          throw new UsageError(`--out ${opts.out}: cannot write ${e.path}: ${fileProblem(e.cause)}`);
        if (typeof e === 'object' && e !== null && 'code' in e && 'path' in e)
          throw new UsageError(`--out ${opts.out}: cannot write ${String(e.path)}: ${fileProblem(e)}`);
        throw e;
      }
      reportStoreProblems(ctx, store);
      if (!written.ok) {
        ctx.note(written.error);
        ctx.exitCode = EXIT.failed;
        return;
      }
      const files = written.value.filter((f) => f.variant !== '');
      if (files.length === 0) {
        ctx.note(`the atlas at ${opts.store} has no records to export`);
        ctx.exitCode = EXIT.failed;
        return;
      }
      const rows = written.value.map((f) => [
        f.file,
        kb(f.bytes),
        f.variant === '' ? '' : `deals ${rangeText(f.verdicts)}`,
        f.grades ? `grades ${rangeText(f.grades)}` : f.variant === '' ? '' : 'no grades',
        f.kept
          ? `kept: the store has ${storeText(f.kept.store)}: ${f.kept.reason}; --replace writes the store's alone`
          : f.merged
            ? `joined with the file there: the store's ${joinedText(f.merged.store)}` +
              (f.merged.left.length > 0 ? `; left out: ${f.merged.left.join('; ')}` : '')
            : '',
      ]);
      const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
      for (const r of rows)
        ctx.out(
          `${r
            .map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
            .join('  ')
            .trimEnd()}\n`,
        );
      for (const f of files) {
        if (f.ungraded.length === 0) continue;
        const them = f.ungraded.length === 1 ? 'it' : 'them';
        ctx.note(
          `${f.file}: ${ungradedText(f.ungraded)} won but not graded: the graded run that covered ${them} ` +
            `left ${them} unknown at its budget; \`fc atlas todo --out ${opts.out} --variant ${f.variant}\` ` +
            `prints the runs that grade ${them}`,
        );
      }
      ctx.exitCode = EXIT.ok;
    });
}
