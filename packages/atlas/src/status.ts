/**
 * What the atlas queue is doing, read from Redis: its chunks by state, the workers alive (their
 * heartbeats, `WORKER_KEY_PREFIX`) and their rates, each variant's range and how far it has come,
 * and the time left at the workers' present rate. `fc atlas status` prints it.
 */
import { err, ok, type Result } from '@cascade/core';
import { Queue, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import {
  parseJobData,
  probeRedis,
  QUEUE_NAME,
  WORKER_KEY_PREFIX,
  type ChunkJobData,
  type ChunkJobResult,
  type QueueProblem,
  type QueueUrl,
  type WorkerBeat,
} from './queue.ts';

/** Chunks of the queue by state (completed ones are kept a day, failed ones a week). */
export interface ChunkCounts {
  readonly waiting: number;
  readonly active: number;
  readonly delayed: number;
  readonly completed: number;
  readonly failed: number;
}

/** One variant's part of the queue: the deals its chunks cover and how many are solved. */
export interface RangeProgress {
  readonly variant: string;
  readonly from: number;
  readonly to: number;
  /** Deals in the queue's chunks of this variant (waiting, active, delayed, completed, failed). */
  readonly deals: number;
  /** Deals solved: those of completed chunks and those the active chunks reported. */
  readonly done: number;
  /** Deals of failed chunks (tried on every attempt): a run reports them, they are not solved. */
  readonly failed: number;
}

/** A worker alive (it beat within three heartbeats), with its rate in deals a minute while busy. */
export interface WorkerStatus extends WorkerBeat {
  readonly dealsPerMinute: number;
}

/** The whole picture. */
export interface QueueStatus {
  readonly counts: ChunkCounts;
  readonly ranges: readonly RangeProgress[];
  readonly workers: readonly WorkerStatus[];
  /** Deals still to solve: those of the waiting, delayed and active chunks, less the active ones' progress. */
  readonly dealsLeft: number;
  /** The workers' rates together (deals a minute). */
  readonly dealsPerMinute: number;
  /** At that rate, the time left (ms); null when nothing is left or no worker has a rate yet. */
  readonly msLeft: number | null;
}

const connection = (url: QueueUrl): ConnectionOptions => ({
  host: url.host,
  port: url.port,
  db: url.db,
  ...(url.username !== undefined ? { username: url.username } : {}),
  ...(url.password !== undefined ? { password: url.password } : {}),
  ...(url.tls ? { tls: {} } : {}),
  connectTimeout: 5000,
  maxRetriesPerRequest: 1,
  retryStrategy: () => null,
});

const dealsOf = (d: ChunkJobData) => (d.only ? d.only.to - d.only.from + 1 : d.to - d.from + 1);
const progressOf = (p: unknown): number =>
  typeof p === 'object' && p !== null && 'done' in p && Number.isInteger(p.done) ? Number(p.done) : 0;

/** Reads the queue's state once. Refuses, as a worker would, a Redis that cannot hold the queue. */
export async function queueStatus(url: QueueUrl): Promise<Result<QueueStatus, QueueProblem>> {
  const probe = await probeRedis(url);
  if (!probe.ok) return probe;
  const queue = new Queue<ChunkJobData, ChunkJobResult>(QUEUE_NAME, { connection: connection(url) });
  const redis = new Redis({ ...connection(url), lazyConnect: false });
  redis.on('error', () => undefined);
  queue.on('error', () => undefined);
  try {
    const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed');
    const counts: ChunkCounts = {
      waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
      active: c.active ?? 0,
      delayed: c.delayed ?? 0,
      completed: c.completed ?? 0,
      failed: c.failed ?? 0,
    };
    const byVariant = new Map<
      string,
      { from: number; to: number; deals: number; done: number; failed: number }
    >();
    let dealsLeft = 0;
    for (const state of ['waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed'] as const) {
      for (const job of await queue.getJobs([state], 0, -1)) {
        const parsed = parseJobData(job.data);
        if (!parsed.ok) continue;
        const d = parsed.value;
        const deals = dealsOf(d);
        const v = byVariant.get(d.variant.id) ?? { from: d.from, to: d.to, deals: 0, done: 0, failed: 0 };
        v.from = Math.min(v.from, d.from);
        v.to = Math.max(v.to, d.to);
        v.deals += deals;
        const done =
          state === 'completed' ? deals : state === 'active' ? Math.min(deals, progressOf(job.progress)) : 0;
        v.done += done;
        if (state === 'failed') v.failed += deals;
        else if (state !== 'completed') dealsLeft += deals - done;
        byVariant.set(d.variant.id, v);
      }
    }
    const ranges = [...byVariant.entries()]
      .map(([variant, v]) => ({ variant, ...v }))
      .sort((a, b) => a.variant.localeCompare(b.variant));

    const workers: WorkerStatus[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${WORKER_KEY_PREFIX}*`, 'COUNT', 200);
      cursor = next;
      for (const key of keys) {
        const text = await redis.hget(key, 'beat');
        const beat = parseBeat(text);
        if (beat !== null)
          workers.push({
            ...beat,
            dealsPerMinute: beat.busyMs > 0 ? (beat.deals / beat.busyMs) * 60_000 : 0,
          });
      }
    } while (cursor !== '0');
    workers.sort((a, b) => a.host.localeCompare(b.host) || a.pid - b.pid);
    const dealsPerMinute = workers.reduce((sum, w) => sum + w.dealsPerMinute, 0);
    const msLeft = dealsLeft > 0 && dealsPerMinute > 0 ? (dealsLeft / dealsPerMinute) * 60_000 : null;
    return ok({ counts, ranges, workers, dealsLeft, dealsPerMinute, msLeft });
  } catch (e) {
    return err({
      kind: 'unreachable',
      message: `cannot read the queue at ${url.shown}: ${e instanceof Error ? e.message : String(e)}`,
    });
  } finally {
    redis.disconnect();
    await queue.close().catch(() => undefined);
  }
}

/** A heartbeat read back, checked field by field (another program could write such a key); null if not one. */
export function parseBeat(text: string | null): WorkerBeat | null {
  if (text === null) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const count = (k: string) => Number.isFinite(o[k]) && (o[k] as number) >= 0;
  if (typeof o.id !== 'string' || typeof o.host !== 'string') return null;
  if (!['pid', 'threads', 'started', 'updated', 'chunks', 'deals', 'failed', 'busyMs'].every(count))
    return null;
  if (!Array.isArray(o.active) || !o.active.every((a) => typeof a === 'string')) return null;
  return o as unknown as WorkerBeat;
}
