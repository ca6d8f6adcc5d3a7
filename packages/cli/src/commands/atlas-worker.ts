import type { WorkerEvent } from '@cascade/atlas';
import type { Command } from 'commander';
import { availableParallelism } from 'node:os';
import { positiveInt } from '../budget-options.ts';
import { passwordFileOption, queueOption, queueUrl } from '../atlas-options.ts';
import type { CommandContext } from '../context.ts';
import { EXIT, UsageError } from '../errors.ts';
import { ATLAS_WORKER, workerScript } from '../worker-script.ts';
import { examples } from './command.ts';

interface AtlasWorkerOptions {
  readonly queue: string | true;
  readonly passwordFile?: string;
  readonly jobs?: string;
  readonly stallMs: string;
}

const line = (e: WorkerEvent): string => {
  switch (e.kind) {
    case 'start':
      return `${e.chunk}: solving`;
    case 'done':
      return `${e.chunk}: ${e.deals} deal${e.deals === 1 ? '' : 's'} in ${(e.ms / 1000).toFixed(1)} s`;
    case 'failed':
      return `${e.chunk}: failed: ${e.reason}`;
    case 'problem':
      return `problem with the queue: ${e.reason} (retrying; chunks under way are taken over if their lock lapses)`;
    case 'recovered':
      return 'the queue answers again';
  }
};

export function registerAtlasWorker(atlas: Command, ctx: CommandContext): void {
  atlas
    .command('worker')
    .summary('solve chunks from the Redis queue until stopped')
    .description(
      'Take chunks of deals off the Redis queue that `fc atlas run --queue` fills, solve them on worker ' +
        'threads here and hand the results back, until Ctrl+C. Start as many as you like, on any machine ' +
        'that reaches the Redis. A chunk whose worker dies goes back on the queue for another once its ' +
        'lock lapses (--stall-ms); a chunk that fails is tried again after a back-off, four times in all. ' +
        'Ctrl+C lets the chunks under way finish (a second Ctrl+C abandons them to other workers). Writes ' +
        'one line per chunk on standard error; exits 5 if Redis cannot be reached at the start, 2 if it cannot hold the queue safely (it evicts keys, no such database, not Redis).',
    )
    .addOption(queueOption('the Redis of the queue').makeOptionMandatory())
    .addOption(passwordFileOption())
    .option(
      '--jobs <n>',
      `chunks solved at once, one a thread (default: ${availableParallelism()}, the cores)`,
    )
    .option(
      '--stall-ms <ms>',
      "how long a chunk's lock lasts unrenewed: a dead worker's chunk goes to another within about twice this",
      '30000',
    )
    .addHelpText(
      'after',
      examples([
        [
          'fc atlas worker --queue redis://atlas@10.0.0.5:6379',
          'a worker on every core (the password in REDIS_PASSWORD)',
        ],
        [
          'REDIS_URL=rediss://atlas:PASSWORD@10.0.0.5:6380 fc atlas worker --queue',
          'the URL from the environment, over TLS',
        ],
        ['nice -n 10 fc atlas worker --queue --jobs 1', 'one thread, politely'],
      ]),
    )
    .action(async (opts: AtlasWorkerOptions) => {
      const { ChunkPool, startQueueWorker } = await import('../atlas-heavy.ts');
      const url = { value: await queueUrl(ctx, opts.queue, opts.passwordFile) };
      const jobs = opts.jobs === undefined ? availableParallelism() : positiveInt('--jobs', opts.jobs);
      const stallMs = positiveInt('--stall-ms', opts.stallMs);
      const script = workerScript(ATLAS_WORKER);
      if (script === undefined) throw new UsageError('the atlas worker is not built: run pnpm build first');
      const pool = new ChunkPool({ workerUrl: script, threads: jobs });
      const worker = await startQueueWorker({
        url: url.value,
        pool,
        stallMs,
        onEvent: (e) => ctx.note(line(e)),
      });
      if (!worker.ok) {
        await pool.close();
        ctx.note(worker.error.message);
        ctx.exitCode = worker.error.kind === 'refused' ? EXIT.usage : EXIT.queue;
        return;
      }
      ctx.note(`working for ${url.value.shown} on ${jobs} thread${jobs === 1 ? '' : 's'}; Ctrl+C to stop`);
      let stop = () => undefined as void;
      await new Promise<void>((resolve) => {
        let signals = 0;
        stop = () => {
          signals++;
          if (signals === 1) {
            ctx.note('finishing the chunks under way (Ctrl+C again to leave them to other workers)');
            void worker.value.close(false).then(resolve);
          } else {
            ctx.note('leaving the chunks under way to other workers');
            void Promise.allSettled([worker.value.close(true), pool.close()]).then(() => resolve());
          }
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      process.off('SIGINT', stop).off('SIGTERM', stop);
      await pool.close();
      ctx.note('stopped');
      ctx.exitCode = EXIT.ok;
    });
}
