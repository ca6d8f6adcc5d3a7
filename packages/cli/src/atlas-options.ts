/** What the `fc atlas` commands share: the store option, the deal range, the queue URL, progress. */
import { AtlasStore, DEFAULT_STORE, type RunProgress } from '@cascade/atlas';
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
