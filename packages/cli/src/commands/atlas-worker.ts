import type { WorkerEvent } from '@cascade/atlas';
import type { Command } from 'commander';
import { availableParallelism } from 'node:os';
import type { Server } from 'node:http';
import type { WorkerMetrics } from '../atlas-metrics.ts';
import { nonNegativeInt, positiveInt } from '../budget-options.ts';
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
  readonly graceMs: string;
  readonly metricsPort?: string;
  readonly metricsHost: string;
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
    case 'handed-back':
      return `${e.chunk}: handed back to the queue`;
    case 'stalled':
      return `${e.chunk}: its worker stopped answering; put back on the queue`;
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
        'Ctrl+C or SIGTERM stops taking chunks and lets those under way finish for the grace period ' +
        '(--grace-ms, default 60 s); those still under way then are handed back to the queue at once, for ' +
        'another worker, and the worker exits 0 (a second Ctrl+C or SIGTERM hands them back at once). ' +
        'With --metrics-port, Prometheus metrics are served at http://HOST:PORT/metrics. Writes ' +
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
    .option(
      '--grace-ms <ms>',
      'on Ctrl+C or SIGTERM, how long the chunks under way may run on before they are handed back to the queue',
      '60000',
    )
    .option('--metrics-port <port>', 'serve Prometheus metrics at http://HOST:PORT/metrics')
    .option('--metrics-host <host>', 'the address the metrics are served on', '127.0.0.1')
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
        [
          'fc atlas worker --queue --metrics-port 9464 --metrics-host 0.0.0.0',
          'metrics for a Prometheus on another machine',
        ],
        ['fc atlas worker --queue --grace-ms 0', 'on a stop, hand the chunks back at once'],
      ]),
    )
    .action(async (opts: AtlasWorkerOptions) => {
      const { ChunkPool, startQueueWorker } = await import('../atlas-heavy.ts');
      const url = { value: await queueUrl(ctx, opts.queue, opts.passwordFile) };
      const jobs = opts.jobs === undefined ? availableParallelism() : positiveInt('--jobs', opts.jobs);
      const stallMs = positiveInt('--stall-ms', opts.stallMs);
      const graceMs = nonNegativeInt('--grace-ms', opts.graceMs);
      const metricsPort =
        opts.metricsPort === undefined ? undefined : positiveInt('--metrics-port', opts.metricsPort);
      if (metricsPort !== undefined && metricsPort > 65535)
        throw new UsageError(`--metrics-port ${metricsPort}: a port is at most 65535`);
      const script = workerScript(ATLAS_WORKER);
      if (script === undefined) throw new UsageError('the atlas worker is not built: run pnpm build first');
      let metrics: WorkerMetrics | undefined;
      let server: Server | undefined;
      if (metricsPort !== undefined) {
        const { serveMetrics, workerMetrics } = await import('../atlas-metrics.ts');
        metrics = workerMetrics(jobs);
        try {
          server = await serveMetrics(metrics.registry, metricsPort, opts.metricsHost);
        } catch (e) {
          throw new UsageError(
            `--metrics-port ${metricsPort}: cannot serve on ${opts.metricsHost}: ${e instanceof Error ? e.message : String(e)}`,
          );
        }
      }
      const pool = new ChunkPool({ workerUrl: script, threads: jobs });
      const worker = await startQueueWorker({
        url: url.value,
        pool,
        stallMs,
        onEvent: (e) => {
          metrics?.observe(e);
          ctx.note(line(e));
        },
      });
      if (!worker.ok) {
        await pool.close();
        server?.close();
        ctx.note(worker.error.message);
        ctx.exitCode = worker.error.kind === 'refused' ? EXIT.usage : EXIT.queue;
        return;
      }
      ctx.note(
        `working for ${url.value.shown} on ${jobs} thread${jobs === 1 ? '' : 's'}` +
          (server !== undefined ? `; metrics at http://${opts.metricsHost}:${metricsPort}/metrics` : '') +
          '; Ctrl+C to stop',
      );
      let stop = () => undefined as void;
      const stopped = await new Promise<{ handedBack: number }>((resolve) => {
        let signals = 0;
        stop = () => {
          signals++;
          if (signals === 1) {
            ctx.note(
              `finishing the chunks under way for up to ${(graceMs / 1000).toFixed(0)} s, then handing them back ` +
                '(Ctrl+C again to hand them back now)',
            );
          } else ctx.note('handing the chunks under way back to the queue');
          void worker.value.stop(signals === 1 ? graceMs : 0).then(resolve);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      process.off('SIGINT', stop).off('SIGTERM', stop);
      await pool.close();
      server?.close();
      ctx.note(
        stopped.handedBack > 0
          ? `stopped (${stopped.handedBack} chunk${stopped.handedBack === 1 ? '' : 's'} handed back)`
          : 'stopped',
      );
      ctx.exitCode = EXIT.ok;
    });
}
