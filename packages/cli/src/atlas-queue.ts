/** `fc atlas run --queue`: the range put on the Redis queue, the results gathered into the store. */
import {
  runQueued,
  type AtlasSettings,
  type AtlasStore,
  type RunProgress,
  type RunReport,
} from '@cascade/atlas';
import type { Variant } from '@cascade/variants';
import type { QueueUrl } from '@cascade/atlas';
import type { CommandContext } from './context.ts';

export interface QueueCliRun {
  readonly url: QueueUrl;
  readonly store: AtlasStore;
  readonly variant: Variant;
  readonly from: number;
  readonly to: number;
  readonly settings: AtlasSettings;
  readonly chunkSize: number;
  readonly patienceMs: number;
  readonly redoUnknown: boolean;
  readonly onProgress: (p: RunProgress) => void;
}

export type QueueCliResult =
  | { readonly kind: 'done'; readonly report: RunReport; readonly failed: readonly string[] }
  | { readonly kind: 'unreachable' | 'refused' | 'stopped'; readonly message: string };

/** Runs the range on the queue. */
export async function runOnQueue(ctx: CommandContext, o: QueueCliRun): Promise<QueueCliResult> {
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  process.once('SIGINT', interrupt);
  try {
    const r = await runQueued({
      url: o.url,
      store: o.store,
      variant: o.variant,
      from: o.from,
      to: o.to,
      settings: o.settings,
      chunkSize: o.chunkSize,
      redoUnknown: o.redoUnknown,
      patienceMs: o.patienceMs,
      onProgress: o.onProgress,
      onNote: (m) => ctx.note(m),
      signal: stop.signal,
    });
    return r.kind === 'done' ? { kind: 'done', report: r.report, failed: r.failed } : r;
  } finally {
    process.off('SIGINT', interrupt);
  }
}
