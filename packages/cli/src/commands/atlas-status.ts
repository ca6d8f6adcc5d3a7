import type { QueueStatus } from '@cascade/atlas';
import type { Command } from 'commander';
import { passwordFileOption, queueOption, queueUrl } from '../atlas-options.ts';
import type { CommandContext } from '../context.ts';
import { EXIT } from '../errors.ts';
import { examples } from './command.ts';

interface AtlasStatusOptions {
  readonly queue: string | true;
  readonly passwordFile?: string;
  readonly json?: boolean;
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const s = (count: number, word: string) => `${n(count)} ${word}${count === 1 ? '' : 's'}`;

/** A duration as people read it: "45 s", "12 min", "3 h 20 min", "2 d 5 h". */
export function duration(ms: number): string {
  const sec = Math.round(ms / 1000);
  if (sec < 60) return `${sec} s`;
  const min = Math.round(sec / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ${min % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** The status as `fc atlas status` prints it. */
export function statusText(st: QueueStatus, now = Date.now()): string {
  const c = st.counts;
  const lines = [
    `chunks: ${n(c.waiting)} queued, ${n(c.active)} active, ${n(c.delayed)} waiting to be retried, ${n(c.completed)} done, ${n(c.failed)} failed`,
  ];
  if (st.ranges.length === 0) lines.push('ranges: none on the queue');
  for (const r of st.ranges) {
    const pct = r.deals === 0 ? 0 : (100 * r.done) / r.deals;
    lines.push(
      `${r.variant} ${r.from}-${r.to}: ${n(r.done)} of ${s(r.deals, 'deal')} solved (${pct.toFixed(1)}%)` +
        (r.failed > 0 ? `, ${s(r.failed, 'deal')} in failed chunks` : ''),
    );
  }
  lines.push(
    st.workers.length === 0
      ? 'workers: none connected'
      : `workers: ${st.workers.length} connected, ${n(st.dealsPerMinute)} deals a minute together`,
  );
  for (const w of st.workers) {
    lines.push(
      `  ${w.host} pid ${w.pid}: ${s(w.threads, 'thread')}, ${s(w.chunks, 'chunk')} and ${s(w.deals, 'deal')} done, ` +
        `${n(w.dealsPerMinute)} deals a minute, up ${duration(now - w.started)}` +
        (w.active.length > 0 ? `, solving ${w.active.join(', ')}` : ', idle') +
        (w.failed > 0 ? `, ${s(w.failed, 'failure')}` : ''),
    );
  }
  lines.push(
    st.dealsLeft === 0
      ? 'left: nothing'
      : st.msLeft === null
        ? `left: ${s(st.dealsLeft, 'deal')}; no worker has a rate yet, so no estimate of the time`
        : `left: ${s(st.dealsLeft, 'deal')}, about ${duration(st.msLeft)} at the present rate`,
  );
  return `${lines.join('\n')}\n`;
}

export function registerAtlasStatus(atlas: Command, ctx: CommandContext): void {
  atlas
    .command('status')
    .summary('what the Redis queue is doing: chunks, workers, progress, time left')
    .description(
      'Read the queue once and print: its chunks queued, active, waiting to be retried, done (kept a ' +
        "day) and failed (kept a week); each variant's range on the queue and how many of its deals are " +
        'solved; the workers connected (those whose heartbeat is under 15 s old), each with its threads, ' +
        'what it has done, its rate in deals a minute while busy and the chunks it is solving; and the ' +
        "deals left with the time they take at the workers' present rate. With --json, the same as one " +
        'JSON object. Exits 5 if Redis cannot be reached, 2 if it cannot hold the queue safely.',
    )
    .addOption(queueOption('the Redis of the queue').makeOptionMandatory())
    .addOption(passwordFileOption())
    .option('--json', 'print the status as JSON')
    .addHelpText(
      'after',
      examples([
        ['fc atlas status --queue redis://atlas@10.0.0.5:6379', 'the queue at a glance'],
        ['watch -n 10 fc atlas status --queue', 'every ten seconds (REDIS_URL)'],
        ['fc atlas status --queue --json | jq .msLeft', 'the time left, in ms'],
      ]),
    )
    .action(async (opts: AtlasStatusOptions) => {
      const { queueStatus } = await import('../atlas-heavy.ts');
      const url = await queueUrl(ctx, opts.queue, opts.passwordFile);
      const st = await queueStatus(url);
      if (!st.ok) {
        ctx.note(st.error.message);
        ctx.exitCode = st.error.kind === 'refused' ? EXIT.usage : EXIT.queue;
        return;
      }
      ctx.out(opts.json === true ? `${JSON.stringify(st.value, null, 2)}\n` : statusText(st.value));
      ctx.exitCode = EXIT.ok;
    });
}
