import { plural } from '@cascade/words';
import {
  dealCount,
  StoreWriteError,
  DEFAULT_SETTINGS,
  defaultChunkSize,
  runEmbedded,
  summarize,
  type AtlasSettings,
  type RunReport,
} from '@cascade/atlas';
import type { Variant } from '@cascade/variants';
import type { Command } from 'commander';
import { availableParallelism } from 'node:os';
import {
  dealRange,
  openStore,
  progressReporter,
  reportStoreProblems,
  storeOption,
} from '../atlas-options.ts';
import { passwordFileOption, queueOption, queueUrl } from '../atlas-options.ts';
import { MAX_STATES_TEXT, positiveInt, statesBudgetOption } from '../budget-options.ts';
import { fileProblem, type CommandContext } from '../context.ts';
import { EXIT, UsageError } from '../errors.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { ATLAS_WORKER, workerScript } from '../worker-script.ts';
import { examples } from './command.ts';

interface AtlasRunOptions {
  readonly variant: string;
  readonly from: string;
  readonly to: string;
  readonly store: string;
  readonly jobs?: string;
  readonly queue?: string | true;
  readonly passwordFile?: string;
  readonly grades: boolean;
  readonly maxStates: string;
  readonly gradeMaxStates: string;
  readonly chunk?: string;
  readonly patienceMs: string;
  readonly redoUnknown?: boolean;
  readonly progress: boolean;
}

const rate = (deals: number, ms: number) => (ms > 0 ? ((deals * 1000) / ms).toFixed(1) : '–');

export function registerAtlasRun(atlas: Command, ctx: CommandContext): void {
  atlas
    .command('run')
    .summary('solve and grade a range of deals into the store')
    .description(
      'Solve deals A..B of a variant and store a record of each: the verdict (solved, unsolvable: proven, ' +
        'or unknown: a budget ran out), the fast and the short solution, the positions searched and the ' +
        'grade (the fewest free cells the deal is won with). Without --queue the deals are solved here on ' +
        'worker threads; with --queue the range is put on the Redis queue in chunks for `fc atlas worker` ' +
        'processes, on any machines, and their results are gathered into the store. Deals already in the ' +
        'store are not solved again, so a run stopped at any moment finishes when started again. Prints ' +
        'the range summed up; exits 1 if a chunk failed on every attempt, 5 if Redis cannot be reached, 2 if it ' +
        'cannot hold the queue safely (it evicts keys, no such database, a wrong password, not Redis).',
    )
    .addOption(variantOption())
    .requiredOption('--from <n>', 'first deal')
    .requiredOption('--to <n>', 'last deal (inclusive)')
    .addOption(storeOption())
    .option('--jobs <n>', `worker threads here (default: ${availableParallelism()}, the cores)`)
    .addOption(queueOption('spread the chunks over `fc atlas worker` processes through this Redis'))
    .addOption(passwordFileOption())
    .option('--no-grades', 'verdicts and solutions only: no searches with fewer free cells')
    .option(
      '--max-states <n>',
      `search budget: positions a search of the full rules may store (at most ${MAX_STATES_TEXT})`,
      String(DEFAULT_SETTINGS.maxStates),
    )
    .option(
      '--grade-max-states <n>',
      'search budget of each search with fewer free cells (beyond it, the grade is an upper bound; at most the same)',
      String(DEFAULT_SETTINGS.gradeMaxStates),
    )
    .option('--chunk <n>', 'deals per chunk (default: 50 graded, 500 without grades)')
    .option(
      '--redo-unknown',
      'also settle what the stored chunks left open: unknown verdicts, and grades that are only upper bounds (settled records are kept and only the open deals of --from..--to searched; a grade goes on from the search that ran out; a verdicts-only run leaves graded chunks to a graded one)',
    )
    .option('--patience-ms <ms>', 'with --queue: how long to wait for a Redis that went away', '30000')
    .option('--no-progress', 'no progress on standard error')
    .addHelpText(
      'after',
      examples([
        ['fc atlas run --from 1 --to 32000', 'FreeCell 1–32000 on this machine, graded'],
        ['fc atlas run --from 1 --to 1000000 --no-grades', 'verdicts and solutions of a million deals'],
        ['fc atlas run --variant ephemeral --from 1 --to 32000 --jobs 1', 'on one thread'],
        [
          'fc atlas run --from 1 --to 32000 --queue redis://atlas@10.0.0.5:6379',
          'on the workers of a cluster',
        ],
        [
          'REDIS_URL=rediss://atlas:PASSWORD@10.0.0.5:6380 fc atlas run --from 1 --to 32000 --queue',
          'the URL and password from the environment, over TLS',
        ],
        [
          'fc atlas run --from 1 --to 32000 --redo-unknown --grade-max-states 20000000',
          'settle what a budget left open',
        ],
      ]),
    )
    .action(async (opts: AtlasRunOptions) => {
      try {
        await runAction(ctx, opts);
      } catch (e) {
        if (e instanceof StoreWriteError)
          throw new UsageError(`--store ${opts.store}: cannot write ${e.path}: ${fileProblem(e.cause)}`);
        throw e;
      }
    });
}

async function runAction(ctx: CommandContext, opts: AtlasRunOptions): Promise<void> {
  const variant = variantFrom(opts.variant);
  const { from, to } = dealRange(variant, opts.from, opts.to);
  const settings: AtlasSettings = {
    grades: opts.grades,
    maxStates: statesBudgetOption('--max-states', opts.maxStates),
    gradeMaxStates: statesBudgetOption('--grade-max-states', opts.gradeMaxStates),
  };
  const chunkSize =
    opts.chunk === undefined ? defaultChunkSize(settings) : positiveInt('--chunk', opts.chunk);
  const store = openStore(ctx, opts.store);
  // Before anything is solved or put on a queue: a store that cannot take the records stops here.
  store.checkWritable(variant);
  const progress = progressReporter(ctx, variant.name, opts.progress);
  const common = {
    store,
    variant,
    from,
    to,
    settings,
    chunkSize,
    redoUnknown: opts.redoUnknown === true,
    onProgress: progress.update,
  };
  let report: RunReport;
  let failed: readonly string[] = [];
  if (opts.queue !== undefined) {
    if (opts.jobs !== undefined)
      throw new UsageError('--jobs sets threads here; with --queue, give it to each fc atlas worker', {
        hint: true,
      });
    const { runOnQueue } = await import('../atlas-heavy.ts');
    const url = await queueUrl(ctx, opts.queue, opts.passwordFile);
    const result = await runOnQueue(ctx, {
      ...common,
      url,
      patienceMs: positiveInt('--patience-ms', opts.patienceMs),
    });
    progress.stop();
    if (result.kind !== 'done') {
      ctx.note(result.message);
      ctx.exitCode =
        result.kind === 'unreachable' ? EXIT.queue : result.kind === 'refused' ? EXIT.usage : EXIT.failed;
      return;
    }
    report = result.report;
    failed = result.failed;
  } else {
    const jobs = opts.jobs === undefined ? availableParallelism() : positiveInt('--jobs', opts.jobs);
    const worker = workerScript(ATLAS_WORKER);
    if (worker === undefined) throw new UsageError('the atlas worker is not built: run pnpm build first');
    const { ChunkPool } = await import('../atlas-heavy.ts');
    const pool = new ChunkPool({ workerUrl: worker, threads: jobs });
    const stop = new AbortController();
    const interrupt = () => stop.abort();
    process.once('SIGINT', interrupt);
    try {
      report = await runEmbedded({ ...common, pool, signal: stop.signal });
    } catch (e) {
      progress.stop();
      if (!stop.signal.aborted) throw e;
      ctx.note('stopped: the chunks finished are stored; run the same command again to finish the range');
      ctx.exitCode = EXIT.failed;
      return;
    } finally {
      process.off('SIGINT', interrupt);
      await pool.close();
    }
    progress.stop();
  }
  ctx.out(runText(variant, from, to, report, store, ctx, opts.queue === undefined ? 'here' : 'on the queue'));
  for (const f of failed) ctx.out(`FAILED: ${f}\n`);
  ctx.exitCode = failed.length > 0 ? EXIT.failed : EXIT.ok;
}

function runText(
  variant: Variant,
  from: number,
  to: number,
  report: RunReport,
  store: ReturnType<typeof openStore>,
  ctx: CommandContext,
  where: string,
): string {
  const s = summarize(store.records(variant, { from, to }));
  reportStoreProblems(ctx, store);
  // A chunk solved again searches only its open deals (its settled records are kept).
  const again = report.chunks.filter((c) => c.redo !== undefined);
  const redone = again.reduce((n, c) => n + (c.open ?? c.to - c.from + 1), 0);
  const kept = dealCount(again) - redone;
  const solvedNow = dealCount(report.chunks.filter((c) => c.redo === undefined)) + redone;
  const pct = (n: number) => `${((100 * n) / Math.max(1, s.deals)).toFixed(2)}%`;
  const lines = [
    `${variant.name}, deals ${from}–${to}: ${s.deals} in the store, ${s.won} won (${pct(s.won)}), ${s.lost} lost, ${s.unknown} unknown` +
      (s.graded > 0 ? `; ${s.graded} graded` : ''),
    solvedNow > 0
      ? `solved ${where}: ${plural(solvedNow, 'deal')} in ${plural(report.chunks.length, 'chunk')}${again.length > 0 ? ` (${redone} solved again${kept > 0 ? `, ${plural(kept, 'other deal')} of their chunks kept as stored` : ''})` : ''}, ${(report.wallMs / 1000).toFixed(1)} s (${rate(solvedNow, report.wallMs)} deals/s); ${report.stored} ${report.stored === 1 ? 'was' : 'were'} already stored`
      : report.total === 1
        ? 'nothing to solve: the deal was already stored'
        : `nothing to solve: all ${report.total} deals were already stored`,
  ];
  if (s.deals < report.total)
    lines.push(`${report.total - s.deals} deals have no record (see the warnings above)`);
  return `${lines.join('\n')}\n`;
}
