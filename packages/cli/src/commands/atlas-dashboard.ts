import type { Command } from 'commander';
import { passwordFileOption, queueOption, queueUrl } from '../atlas-options.ts';
import { positiveInt } from '../budget-options.ts';
import type { CommandContext } from '../context.ts';
import { EXIT, UsageError } from '../errors.ts';
import { examples } from './command.ts';

interface AtlasDashboardOptions {
  readonly queue: string | true;
  readonly passwordFile?: string;
  readonly port: string;
  readonly host: string;
  readonly readOnly?: boolean;
}

export function registerAtlasDashboard(atlas: Command, ctx: CommandContext): void {
  atlas
    .command('dashboard')
    .summary("the queue's web dashboard (bull-board), until stopped")
    .description(
      "Serve bull-board, BullMQ's dashboard, for the atlas queue at http://HOST:PORT/ until Ctrl+C or " +
        'SIGTERM: the chunks by state, each with its data, progress, attempts and error, and buttons to ' +
        'retry, promote or remove them (none with --read-only). It has no login of its own: it listens on ' +
        '127.0.0.1 unless --host says otherwise; reach it from elsewhere through an SSH tunnel or a proxy ' +
        'that asks for one. Exits 5 if Redis cannot be reached, 2 if it cannot hold the queue safely.',
    )
    .addOption(queueOption('the Redis of the queue').makeOptionMandatory())
    .addOption(passwordFileOption())
    .option('--port <port>', 'the port to serve on', '3000')
    .option('--host <host>', 'the address to serve on', '127.0.0.1')
    .option('--read-only', 'show the queue without the buttons that change it')
    .addHelpText(
      'after',
      examples([
        [
          'fc atlas dashboard --queue redis://atlas@10.0.0.5:6379 --port 3000',
          'then open http://127.0.0.1:3000/',
        ],
        ['ssh -L 3000:127.0.0.1:3000 atlas-host', 'from your machine, to the dashboard on atlas-host'],
      ]),
    )
    .action(async (opts: AtlasDashboardOptions) => {
      const port = positiveInt('--port', opts.port);
      if (port > 65535) throw new UsageError(`--port ${port}: a port is at most 65535`);
      const url = await queueUrl(ctx, opts.queue, opts.passwordFile);
      const { probeRedis } = await import('@cascade/atlas');
      const probe = await probeRedis(url);
      if (!probe.ok) {
        ctx.note(probe.error.message);
        ctx.exitCode = probe.error.kind === 'refused' ? EXIT.usage : EXIT.queue;
        return;
      }
      const { startDashboard } = await import('../atlas-dashboard.ts');
      let board;
      try {
        board = await startDashboard(url, port, opts.host, opts.readOnly === true);
      } catch (e) {
        throw new UsageError(
          `--port ${port}: cannot serve on ${opts.host}: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      ctx.note(`the dashboard of ${url.shown} is at ${board.url}; Ctrl+C to stop`);
      let stop = () => undefined as void;
      await new Promise<void>((resolve) => {
        stop = () => resolve();
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      process.off('SIGINT', stop).off('SIGTERM', stop);
      await board.close();
      ctx.note('stopped');
      ctx.exitCode = EXIT.ok;
    });
}
