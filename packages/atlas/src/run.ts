/**
 * The embedded run: the deals of a range that the store lacks, solved in chunks on this machine's
 * worker threads, each chunk stored as soon as it is done. A run killed at any moment and started
 * again solves only the chunks not yet stored.
 */
import type { Variant } from '@cascade/variants';
import type { ChunkPool } from './pool.ts';
import type { DealRecord } from './record.ts';
import type { ChunkTask } from './solve.ts';
import { chunked, dealCount, holds, type DealRange } from './ranges.ts';
import { defaultChunkSize, type AtlasSettings } from './settings.ts';
import type { AtlasStore } from './store.ts';

/** A run's progress: deals with a record of all, chunks done of all. */
export interface RunProgress {
  /** Deals of the range. */
  readonly total: number;
  /** Deals with a record: those stored before the run, those stored since, and those under way. */
  readonly done: number;
  readonly chunks: number;
  readonly chunksDone: number;
}

/** Options of a run: the store, the variant, the range, the settings, the chunk size and the progress. */
export interface RunOptions {
  readonly store: AtlasStore;
  readonly variant: Variant;
  readonly from: number;
  readonly to: number;
  readonly settings: AtlasSettings;
  /** Deals per chunk (default: defaultChunkSize(settings)). */
  readonly chunkSize?: number;
  /**
   * Also solve again the stored chunks of the range that hold an unknown verdict or a grade that is
   * only an upper bound (after a solver improvement, or with larger budgets).
   */
  readonly redoUnknown?: boolean;
  readonly onProgress?: (p: RunProgress) => void;
  readonly signal?: AbortSignal;
}

/**
 * A chunk to solve; `redo` names the stored file it replaces (its time of storing), if any, and
 * `open` how many of its deals are searched again (the others' settled records are kept). `only`,
 * for a chunk solved again that the run's range covers in part: the deals searched, the range's
 * (the chunk's other deals keep their stored records as they are, open or not).
 */
export interface PlannedChunk extends DealRange {
  readonly redo?: string;
  readonly open?: number;
  readonly only?: DealRange;
}

/** What a run will do: the chunks the store lacks, and those it holds. */
export interface RunPlan {
  readonly total: number;
  /** Deals already stored before the run (those solved again included). */
  readonly stored: number;
  readonly chunks: readonly PlannedChunk[];
}

/**
 * What a chunk's searches may reuse: verdicts-only records stored with this full-rules budget, and,
 * for a chunk solved again, its stored records (settled ones are kept, upper bounds go on). With
 * `redoUnknown`, no unknown verdict is handed over: it is searched again. Of a chunk solved again
 * for part of its deals (`only`), the other deals get their stored records alone, which the chunk
 * keeps as they are (solveChunk).
 *
 * Handed over in a graded run always, in a verdicts-only run only when the chunk is solved again (a
 * fresh verdicts-only chunk has nothing stored to reuse, and looking costs a read of the store's
 * files per chunk).
 */
function knownRecords(o: RunOptions, range: PlannedChunk): DealRecord[] {
  if (!o.settings.grades && range.redo === undefined) return [];
  const only = range.only;
  const searched = (r: DealRecord) => only === undefined || holds(only, r.deal);
  const known = o.store.known(o.variant, range, o.settings.maxStates).filter(searched);
  const stored = range.redo === undefined ? [] : [...o.store.records(o.variant, range)];
  const all = [...known, ...stored];
  return o.redoUnknown || range.redo !== undefined
    ? all.filter((r) => r.verdict !== 'unknown' || !searched(r))
    : all;
}

/**
 * A planned chunk as its task, the same for this machine's threads (runEmbedded) and a queue's
 * workers (runQueued's job data): the deals, the settings, the records they may reuse, and `only`.
 */
export function chunkTask(o: RunOptions, range: PlannedChunk): ChunkTask {
  const known = knownRecords(o, range);
  return {
    rules: o.variant.rules,
    from: range.from,
    to: range.to,
    settings: o.settings,
    ...(known.length > 0 ? { known } : {}),
    ...(range.only ? { only: range.only } : {}),
  };
}

/** What a run has to do: the chunks of the range the store lacks (and, with redoUnknown, those to solve again). */
export function planRun(o: RunOptions): RunPlan {
  // Nothing is solved for a store that cannot take it (a full disk, a read-only one, /dev/null/x).
  o.store.checkWritable(o.variant);
  o.store.sweep(o.variant);
  // A damaged chunk (cut short, changed since it was stored) is set aside here: its deals are solved.
  o.store.checkChunks(o.variant, o.from, o.to, o.settings.grades);
  const missing = o.store.missing(o.variant, o.from, o.to, o.settings.grades);
  const total = o.to - o.from + 1;
  // A chunk solved again is handed its stored records (knownRecords): it searches its open deals
  // only, and of a chunk the range covers in part, only those in the range (`fc atlas todo`'s runs
  // of one deal).
  const redo = o.redoUnknown
    ? o.store
        .unsettled(o.variant, o.from, o.to, o.settings.grades)
        .map((c) =>
          c.from < o.from || c.to > o.to
            ? { ...c, only: { from: Math.max(c.from, o.from), to: Math.min(c.to, o.to) } }
            : c,
        )
    : [];
  return {
    total,
    stored: total - dealCount(missing),
    chunks: [...chunked(missing, o.chunkSize ?? defaultChunkSize(o.settings)), ...redo].sort(
      (a, b) => a.from - b.from,
    ),
  };
}

/** What a run did: its plan and the time it took. */
export interface RunReport extends RunPlan {
  readonly wallMs: number;
}

/** Tracks deals done per chunk for progress (a chunk's last messages may arrive after its result). */
export class ProgressTally {
  readonly #perChunk = new Map<number, number>();
  #done: number;
  #chunksDone = 0;
  readonly #plan: RunPlan;
  readonly #report?: (p: RunProgress) => void;

  constructor(plan: RunPlan, report?: (p: RunProgress) => void) {
    this.#plan = plan;
    this.#done = plan.stored;
    this.#report = report;
  }

  /** `count` deals of the chunk starting at `from` are done (a chunk never goes backwards). */
  deals(from: number, count: number): void {
    const before = this.#perChunk.get(from) ?? 0;
    if (count <= before) return;
    this.#perChunk.set(from, count);
    this.#done += count - before;
    this.#emit();
  }

  /** The chunk is stored. */
  chunkDone(range: PlannedChunk): void {
    this.#chunksDone++;
    // A chunk solved again was counted as stored from the start.
    if (range.redo === undefined) this.deals(range.from, range.to - range.from + 1);
    this.#emit();
  }

  #emit(): void {
    this.#report?.({
      total: this.#plan.total,
      done: this.#done,
      chunks: this.#plan.chunks.length,
      chunksDone: this.#chunksDone,
    });
  }
}

/**
 * Runs the plan on `pool`, in deal order, as many chunks at once as the pool has threads (so the
 * store fills from the start of the range, and a run stopped early leaves an unbroken prefix);
 * every chunk is in the store when this resolves. The first chunk that fails stops the others.
 */
export async function runEmbedded(o: RunOptions & { readonly pool: ChunkPool }): Promise<RunReport> {
  const started = performance.now();
  const plan = planRun(o);
  const tally = new ProgressTally(plan, o.onProgress);
  const failure = new AbortController();
  const signal = o.signal ? AbortSignal.any([o.signal, failure.signal]) : failure.signal;
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < plan.chunks.length; i = next++) {
      signal.throwIfAborted();
      const range = plan.chunks[i]!;
      let seen = 0;
      const records = await o.pool.run(
        chunkTask(o, range),
        () => {
          seen++;
          if (range.redo === undefined) tally.deals(range.from, seen);
        },
        signal,
      );
      o.store.writeChunk(o.variant, { from: range.from, to: range.to, settings: o.settings }, records);
      tally.chunkDone(range);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(o.pool.threads, plan.chunks.length) }, () =>
      lane().catch((e: unknown) => {
        failure.abort();
        throw e;
      }),
    ),
  );
  return { ...plan, wallMs: performance.now() - started };
}
