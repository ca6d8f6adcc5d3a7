/** What the `fc atlas` commands share: the store option, the deal range, the queue URL, progress. */
import { AtlasStore, DEFAULT_STORE, type QueueUrl, type RunProgress } from '@cascade/atlas';
import type { Variant } from '@cascade/variants';
import { SingleBar } from 'cli-progress';
import { Option } from 'commander';
import { resolve } from 'node:path';
import { fileProblem, type CommandContext } from './context.ts';
import { UsageError } from './errors.ts';
import { dealNumber } from './start.ts';

export const storeOption = (): Option =>
  new Option('--store <dir>', 'the atlas directory').default(DEFAULT_STORE);

export const openStore = (ctx: CommandContext, dir: string): AtlasStore =>
  new AtlasStore(resolve(ctx.io.cwd, dir));

/** `--from` / `--to`: a range of deals the variant has. */
export function dealRange(variant: Variant, fromText: string, toText: string): { from: number; to: number } {
  const from = dealNumber(fromText, '--from', variant.rules);
  const to = dealNumber(toText, '--to', variant.rules);
  if (to < from)
    throw new UsageError(`--from and --to must give a range of deals, 1 ≤ from ≤ to; got ${from}..${to}`);
  return { from, to };
}

/**
 * Damaged files met while reading the store, said on standard error once each: set aside (a chunk's
 * deals are solved again by a run, a variant.json written again), or, where the rename failed, why.
 */
export function reportStoreProblems(ctx: CommandContext, store: AtlasStore): void {
  for (const p of store.problems.splice(0)) {
    const next = p.kind === 'chunk' ? 'fc atlas run solves its deals again' : 'fc atlas run writes it again';
    ctx.note(
      p.setAside === true
        ? `warning: ${p.file}: ${p.message}; set aside as .damaged (${next})`
        : `warning: ${p.file}: ${p.message}; it could not be set aside (${fileProblem({ code: p.setAside })}): ${p.kind === 'chunk' ? 'its deals count as missing' : 'its variant is left out'} until it is moved away`,
    );
  }
}

const duration = (s: number): string =>
  s < 90 ? `${Math.round(s)} s` : s < 5400 ? `${Math.round(s / 60)} min` : `${(s / 3600).toFixed(1)} h`;

/**
 * Progress on standard error: a bar on a terminal; elsewhere (a log file) a line every 15 seconds.
 * `stop()` ends it.
 */
export function progressReporter(
  ctx: CommandContext,
  label: string,
  enabled: boolean,
): { update: (p: RunProgress) => void; stop: () => void } {
  if (!enabled) return { update: () => undefined, stop: () => undefined };
  if (ctx.io.stderr.isTTY) {
    const bar = new SingleBar({
      stream: process.stderr,
      format: `${label} [{bar}] {value}/{total} deals  {chunks}  {eta_formatted} left`,
      hideCursor: true,
      etaBuffer: 200,
    });
    let started = false;
    return {
      update: (p) => {
        const chunks = `${p.chunksDone}/${p.chunks} chunks`;
        if (!started) {
          bar.start(p.total, p.done, { chunks });
          started = true;
        } else bar.update(p.done, { chunks });
      },
      stop: () => {
        if (started) bar.stop();
      },
    };
  }
  const began = performance.now();
  let first: RunProgress | undefined;
  let last = began;
  return {
    update: (p) => {
      first ??= p;
      const now = performance.now();
      if (now - last < 15_000) return;
      last = now;
      const rate = (p.done - first.done) / ((now - began) / 1000);
      const left = rate > 0 ? `, ${duration((p.total - p.done) / rate)} left` : '';
      ctx.note(
        `${label}: ${p.done}/${p.total} deals (${((100 * p.done) / p.total).toFixed(1)}%), ${p.chunksDone}/${p.chunks} chunks${left}`,
      );
    },
    stop: () => undefined,
  };
}

/** `--queue [url]`: given without a URL, the URL is taken from REDIS_URL. */
export const queueOption = (what: string): Option =>
  new Option(
    '--queue [url]',
    `${what} (redis://[user@]host:port[/db], rediss:// for TLS); without a URL, the one in REDIS_URL. ` +
      'The password: in REDIS_URL, REDIS_PASSWORD or --password-file, not on the command line, where any ' +
      'user of the machine reads it in the process list',
  );

export const passwordFileOption = (): Option =>
  new Option('--password-file <file>', "the Redis password, read from this file's first line");

/**
 * The queue's address: `--queue URL`, or REDIS_URL for a bare `--queue`; the password from the URL,
 * else REDIS_PASSWORD, else `--password-file`. A password written on the command line is taken,
 * with a warning.
 */
export async function queueUrl(
  ctx: CommandContext,
  given: string | true,
  passwordFile: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<QueueUrl> {
  const text = given === true ? env.REDIS_URL : given;
  if (text === undefined || text === '')
    throw new UsageError('--queue without a URL takes it from REDIS_URL, which is not set', { hint: true });
  const { parseQueueUrl } = await import('./atlas-heavy.ts');
  const parsed = parseQueueUrl(text);
  if (!parsed.ok)
    throw new UsageError(given === true ? parsed.error.replace(/^--queue /, 'REDIS_URL ') : parsed.error, {
      hint: true,
    });
  let url = parsed.value;
  if (url.password !== undefined && given !== true)
    ctx.note(
      'warning: the password in --queue can be read by any user of this machine in the process list; ' +
        'give it in REDIS_PASSWORD, a --password-file or REDIS_URL instead',
    );
  if (url.password === undefined) {
    let password = env.REDIS_PASSWORD;
    if (passwordFile !== undefined)
      password = (await ctx.readInput('--password-file', passwordFile)).text.split(/\r?\n/)[0];
    if (password !== undefined && password !== '') url = { ...url, password };
  }
  return url;
}
