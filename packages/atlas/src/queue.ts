/**
 * The atlas on a cluster: BullMQ on Redis. `runQueued` puts the chunks a store lacks on the queue,
 * one job per chunk, its id made of the variant, the rules, the range and the settings (so putting
 * the same range twice adds nothing), and gathers the workers' results into the store as they come.
 * `startQueueWorker` takes chunks off the queue and solves them on a pool of worker threads, so the
 * main thread stays free to renew the job's lock. A worker killed mid-chunk stops renewing its lock;
 * another worker's stalled-job check puts the chunk back on the queue. A chunk that throws is tried
 * again after a back-off (2 s, 4 s, 8 s), four attempts in all.
 */
import { err, ok, type Result, type RulesSpec } from '@cascade/core';
import { validateRules } from '@cascade/variants';
import {
  Job,
  Queue,
  QueueEvents,
  UnrecoverableError,
  WaitingError,
  Worker,
  type ConnectionOptions,
} from 'bullmq';
import { Redis } from 'ioredis';
import { isIP, connect as netConnect } from 'node:net';
import { hostname } from 'node:os';
import { connect as tlsConnect } from 'node:tls';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ChunkPool } from './pool.ts';
import { dealCount, holds, type DealRange } from './ranges.ts';
import { parseRecord, type DealRecord } from './record.ts';
import {
  chunkTask,
  planRun,
  ProgressTally,
  type PlannedChunk,
  type RunOptions,
  type RunReport,
} from './run.ts';
import { ATLAS_FORMAT, type AtlasSettings } from './settings.ts';
import { StoreWriteError, variantDirName, type AtlasVariant } from './store.ts';
import { recordProblem } from './verify.ts';

/** The BullMQ queue's name (its Redis keys start with `bull:cascade-atlas:`). */
export const QUEUE_NAME = 'cascade-atlas';

/** Attempts of a chunk that throws, and the first back-off (doubled at each attempt). */
export const CHUNK_ATTEMPTS = 4;
/** The first back-off of a chunk that failed (ms), doubled at each attempt. */
export const CHUNK_BACKOFF_MS = 2000;

/** A Redis address from `--queue`. */
export interface QueueUrl {
  readonly host: string;
  readonly port: number;
  readonly db: number;
  readonly tls: boolean;
  readonly username?: string;
  readonly password?: string;
  /** The URL without its password, for messages. */
  readonly shown: string;
}

/** Parses `redis://[user:password@]host[:port][/db]` (or `rediss://` for TLS). */
export function parseQueueUrl(text: string): Result<QueueUrl, string> {
  const bad = (why: string) => err(`--queue ${JSON.stringify(text)}: ${why}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return bad('not a URL; give redis://HOST:PORT');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    return bad(`the scheme must be redis:// (or rediss:// for TLS), not ${url.protocol}//`);
  if (url.hostname === '') return bad('no host; give redis://HOST:PORT');
  const port = url.port === '' ? 6379 : Number(url.port);
  const path = url.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d+$/.test(path)) return bad(`the path must be a database number, not /${path}`);
  if (url.search !== '' || url.hash !== '') return bad('no query or fragment, please');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const shown = `${url.protocol}//${username !== '' ? `${username}@` : ''}${url.host}${path !== '' ? `/${path}` : ''}`;
  return ok({
    host,
    port,
    db: path === '' ? 0 : Number(path),
    tls: url.protocol === 'rediss:',
    ...(username !== '' ? { username } : {}),
    ...(password !== '' ? { password } : {}),
    shown,
  });
}

/** ioredis options for a Redis address; `retry` false fails at the first error (the probe). */
function redisOptions(url: QueueUrl, retry: boolean) {
  return {
    host: url.host,
    port: url.port,
    db: url.db,
    ...(url.username !== undefined ? { username: url.username } : {}),
    ...(url.password !== undefined ? { password: url.password } : {}),
    ...(url.tls ? { tls: {} } : {}),
    connectTimeout: 5000,
    retryStrategy: retry ? (times: number) => Math.min(250 * 2 ** Math.min(times, 5), 5000) : () => null,
  };
}

const connection = (url: QueueUrl): ConnectionOptions => ({
  ...redisOptions(url, true),
  maxRetriesPerRequest: null,
});

/** What went wrong talking to Redis, in words. */
export function redisProblem(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  const message = e instanceof Error ? e.message : String(e);
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused (is redis-server running there?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'no such host';
    case 'ETIMEDOUT':
      return 'the connection timed out';
    case 'ECONNRESET':
      return 'the connection was reset';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the host cannot be reached';
    default:
      if (/NOAUTH|WRONGPASS|invalid password/i.test(message)) return 'authentication failed';
      if (
        /Unknown RESP type|Protocol error|Expected CRLF|ParserError/i.test(message) ||
        code === 'ERR_PARSER'
      )
        return "what answers there is not Redis (its reply is not in Redis's protocol: another server on that port?)";
      if (
        /wrong version number|EPROTO|ssl|tls/i.test(message) &&
        /ssl|tls|EPROTO|wrong version/i.test(code + message)
      )
        return `a TLS problem: ${message} (rediss:// needs a Redis with TLS on that port, redis:// one without)`;
      return message;
  }
}

/** The key of the queue's event stream (BullMQ's default prefix, which the queue and its events use). */
export const EVENTS_KEY = `bull:${QUEUE_NAME}:events`;

/** The first bytes a server at `url` answers to an inline PING, or null if none came (refused, closed, timed out). */
function firstReply(url: QueueUrl): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = url.tls
      ? tlsConnect({
          host: url.host,
          port: url.port,
          ...(isIP(url.host) === 0 ? { servername: url.host } : {}),
        })
      : netConnect({ host: url.host, port: url.port });
    let got = '';
    const done = (answer: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done(got || null), 5000);
    socket.once(url.tls ? 'secureConnect' : 'connect', () => socket.write('PING\r\n'));
    socket.on('data', (b: Buffer) => {
      got += b.toString('latin1');
      if (got.length >= 1) done(got);
    });
    socket.once('error', () => done(got || null));
    socket.once('close', () => done(got || null));
  });
}

/** A RESP reply starts with one of these (RESP2 and RESP3 types). */
const RESP_FIRST = new Set('+-:$*_,#!=(|~>%');

/** Why the queue cannot be used: Redis not reached (exit 5: try again later), or refused (exit 2: fix the setup). */
export interface QueueProblem {
  readonly kind: 'unreachable' | 'refused';
  readonly message: string;
}

/** The one eviction policy a queue survives: with any other, Redis drops jobs and results when memory fills. */
export const REQUIRED_POLICY = 'noeviction';

/**
 * Connects once and pings, giving up at the first failure: a clear message instead of endless
 * retries. Refuses a database number the server does not have (Redis would go on in database 0),
 * a server that evicts keys (maxmemory-policy other than noeviction: jobs and results would vanish,
 * and the run wait for ever; BullMQ's own production guidance), and something that is not Redis.
 * Answers the id of the last event on the queue's event stream ('0-0' when it has none): a run
 * listens from there, so no event of a chunk it enqueues is missed (a listener left to start from
 * "now" begins reading a moment after it is made, and a fast worker's first events can come before
 * that).
 */
export async function probeRedis(url: QueueUrl): Promise<Result<{ lastEvent: string }, QueueProblem>> {
  const { db: _db, ...options } = redisOptions(url, false);
  const client = new Redis({ ...options, lazyConnect: true, maxRetriesPerRequest: 0 });
  // The socket's own error (ECONNREFUSED, ENOTFOUND…) says more than the "Connection is closed" that follows.
  // A reply not in Redis's protocol says the most of all: something else answers there.
  let cause: unknown;
  client.on('error', (e) => {
    if (cause === undefined || /is not Redis/.test(redisProblem(e))) cause = e;
  });
  const refused = (why: string) =>
    err({ kind: 'refused' as const, message: `cannot use Redis at ${url.shown}: ${why}` });
  try {
    // Something that answers PING in another protocol (a web server on the port) is not Redis: said
    // so at once, whatever order the client's own errors come in.
    const first = await firstReply(url);
    if (first !== null && !RESP_FIRST.has(first[0] as string))
      return refused(
        `what answers there is not Redis (it answered ${JSON.stringify(first.slice(0, 20))}: another server on that port?)`,
      );
    await client.connect();
    await client.ping();
    try {
      await client.select(url.db);
    } catch (e) {
      if (/DB index is out of range/i.test(e instanceof Error ? e.message : String(e)))
        return refused(
          `it has no database ${url.db} (its databases are numbered from 0, 16 of them unless its config says otherwise)`,
        );
      throw e;
    }
    const memory = await client.info('memory');
    const policy = /^maxmemory_policy:(\S+)/m.exec(memory)?.[1];
    if (policy !== undefined && policy !== REQUIRED_POLICY)
      return refused(
        `its maxmemory-policy is ${policy}: when its memory fills it drops keys, the queue's jobs and results with them. ` +
          `Set it to ${REQUIRED_POLICY}: redis-cli config set maxmemory-policy ${REQUIRED_POLICY} (and maxmemory-policy ${REQUIRED_POLICY} in redis.conf)`,
      );
    const last = await client.xrevrange(EVENTS_KEY, '+', '-', 'COUNT', 1);
    return ok({ lastEvent: last[0]?.[0] ?? '0-0' });
  } catch (e) {
    const problem = /is not Redis/.test(redisProblem(e)) ? redisProblem(e) : redisProblem(cause ?? e);
    const kind = /is not Redis|authentication failed|NOPERM|TLS problem/.test(problem)
      ? 'refused'
      : 'unreachable';
    return err({
      kind,
      message: `cannot ${kind === 'refused' ? 'use' : 'reach'} Redis at ${url.shown}: ${problem}`,
    });
  } finally {
    client.disconnect();
  }
}

/** What a chunk's job carries: everything a worker needs, nothing it must look up. */
export interface ChunkJobData {
  readonly format: number;
  readonly variant: { readonly id: string; readonly name: string; readonly rules: RulesSpec };
  readonly from: number;
  readonly to: number;
  readonly settings: AtlasSettings;
  /**
   * Records the store holds of these deals: verdicts-only ones (the worker only adds their grades),
   * and a chunk's own when it is solved again (settled ones are kept, the open ones searched).
   */
  readonly known?: readonly DealRecord[];
  /** A chunk solved again for part of its deals: the deals searched (the others' known records are kept). */
  readonly only?: DealRange;
}

/** A chunk's result: its records as gzipped JSON lines in base64 (a tenth of the JSON's size in Redis). */
export interface ChunkJobResult {
  readonly format: number;
  readonly host: string;
  readonly ms: number;
  readonly records: string;
}

/**
 * The job id of a chunk: the same variant, rules, range and settings always give the same id (a
 * chunk solved again names the stored file it replaces, by its time of storing).
 */
export const chunkJobId = (variant: AtlasVariant, range: PlannedChunk, s: AtlasSettings): string =>
  `${variantDirName(variant)}_${range.from}-${range.to}_${s.grades ? 'g' : 'v'}${s.maxStates}-${s.gradeMaxStates}` +
  (range.redo !== undefined ? `_redo${range.redo.replace(/\D/g, '')}` : '') +
  (range.only !== undefined ? `_only${range.only.from}-${range.only.to}` : '');

/** A chunk's records as a job's result: gzipped JSON lines in base64. */
export const encodeRecords = (records: readonly DealRecord[]): string =>
  gzipSync(records.map((r) => JSON.stringify(r)).join('\n')).toString('base64');

/** The records of a chunk's result, checked: deals from..to, one each, in order. */
export function decodeRecords(text: unknown, range: DealRange): Result<DealRecord[], string> {
  if (typeof text !== 'string') return err('the result holds no records');
  let lines: string[];
  try {
    lines = gunzipSync(Buffer.from(text, 'base64')).toString('utf8').split('\n');
  } catch {
    return err('the records are not gzipped base64');
  }
  const out: DealRecord[] = [];
  for (const [i, line] of lines.entries()) {
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      return err(`record ${i + 1} is not JSON`);
    }
    const r = parseRecord(v);
    if (!r.ok) return err(r.error);
    if (r.value.deal !== range.from + i)
      return err(`record ${i + 1} is deal ${r.value.deal}, not ${range.from + i}`);
    out.push(r.value);
  }
  if (out.length !== range.to - range.from + 1)
    return err(`${out.length} records for the ${range.to - range.from + 1} deals ${range.from}-${range.to}`);
  return ok(out);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;

/** Checks a job's data (it comes from Redis: any process could have put it there). */
export function parseJobData(v: unknown): Result<ChunkJobData, string> {
  if (!isObj(v)) return err('the job data is not an object');
  if (v.format !== ATLAS_FORMAT)
    return err(`job format ${String(v.format)}; this worker reads format ${ATLAS_FORMAT}`);
  const variant = v.variant;
  if (!isObj(variant) || typeof variant.id !== 'string' || typeof variant.name !== 'string')
    return err('the job names no variant');
  const rules = validateRules(variant.rules);
  if (!rules.ok) return err(`the job's rules: ${rules.error.message}`);
  if (!isCount(v.from) || !isCount(v.to) || v.to < v.from || v.to - v.from >= 100_000)
    return err('the job has no range of deals (at most 100,000)');
  const s = v.settings;
  if (!isObj(s) || typeof s.grades !== 'boolean' || !isCount(s.maxStates) || !isCount(s.gradeMaxStates))
    return err('the job has no settings');
  const known: DealRecord[] = [];
  if (v.known !== undefined) {
    if (!Array.isArray(v.known)) return err("the job's known records are not a list");
    for (const k of v.known as unknown[]) {
      const r = parseRecord(k);
      if (!r.ok) return err(`the job's known records: ${r.error}`);
      if (r.value.deal < v.from || r.value.deal > v.to)
        return err(`the job's known records: deal ${r.value.deal} is not in the chunk`);
      known.push(r.value);
    }
  }
  let only: DealRange | undefined;
  if (v.only !== undefined) {
    const o = v.only;
    if (!isObj(o) || !isCount(o.from) || !isCount(o.to) || o.from < v.from || o.to > v.to || o.to < o.from)
      return err("the job's deals to search (only) are not a range within the chunk");
    only = { from: o.from, to: o.to };
    // Every deal not searched keeps its known record: each must have one.
    const has = new Set(known.map((r) => r.deal));
    for (let n = v.from; n <= v.to; n++)
      if (!holds(only, n) && !has.has(n))
        return err(`the job keeps deal ${n} as it is but holds no record of it`);
  }
  return ok({
    format: ATLAS_FORMAT,
    variant: { id: variant.id, name: variant.name, rules: rules.value },
    from: v.from,
    to: v.to,
    settings: { grades: s.grades, maxStates: s.maxStates, gradeMaxStates: s.gradeMaxStates },
    ...(known.length > 0 ? { known } : {}),
    ...(only !== undefined ? { only } : {}),
  });
}

/** Rejects after `ms` unless `p` settles first (a Redis that went away leaves commands hanging). */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** Waits for `p`, or `ms` at most (the timer keeps the process alive meanwhile): 'late' if it had to stop waiting. */
async function settled(p: Promise<unknown>, ms: number): Promise<'done' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    return await Promise.race([p.then(() => 'done' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Options of `runQueued`: those of a run, with the queue's address and its patience. */
export interface QueueRunOptions extends RunOptions {
  readonly url: QueueUrl;
  /** How long to wait for a Redis that stopped answering before giving up (ms). */
  readonly patienceMs: number;
  /** How often to look at every pending chunk (ms; default 2000); events bring most news sooner. */
  readonly pollMs?: number;
  /** The first back-off of a failed chunk (ms; default CHUNK_BACKOFF_MS), doubled at each attempt. */
  readonly backoffMs?: number;
  /** Messages for people (a chunk retried, a result re-queued). */
  readonly onNote?: (message: string) => void;
}

export interface QueueRunSummary {
  /** Chunks put on the queue by this run (the others were there already). */
  readonly added: number;
  /** Chunks that failed on every attempt: their range and the last reason. */
  readonly failed: readonly string[];
}

/** How a queued run ended: done, Redis unreachable, Redis refused, or stopped. */
export type QueueRunResult =
  | ({ readonly kind: 'done'; readonly report: RunReport } & QueueRunSummary)
  /** Redis could not be reached, or went away: `message` says so, and what is stored. */
  | { readonly kind: 'unreachable'; readonly message: string }
  /** Redis answers but cannot hold the queue safely (it evicts keys, no such database, not Redis). */
  | { readonly kind: 'refused'; readonly message: string }
  /** `signal` aborted: the chunks not gathered stay on the queue, for workers and the next run. */
  | { readonly kind: 'stopped'; readonly message: string };

/**
 * Puts the chunks the store lacks on the queue and stores each result as it comes, until every
 * chunk is stored or has failed on every attempt. Gives up with `unreachable` when Redis cannot be
 * reached at the start, or stops answering for `patienceMs`: chunks stored until then stay.
 */
export async function runQueued(o: QueueRunOptions): Promise<QueueRunResult> {
  const started = performance.now();
  const probe = await probeRedis(o.url);
  if (!probe.ok)
    return { kind: probe.error.kind, message: `${probe.error.message}; nothing was put on the queue` };
  const plan = planRun(o);
  const tally = new ProgressTally(plan, o.onProgress);
  const report = (): RunReport => ({ ...plan, wallMs: performance.now() - started });
  if (plan.chunks.length === 0) return { kind: 'done', report: report(), added: 0, failed: [] };

  const note = o.onNote ?? (() => undefined);
  const queue = new Queue<ChunkJobData, ChunkJobResult>(QUEUE_NAME, { connection: connection(o.url) });
  const events = new QueueEvents(QUEUE_NAME, {
    connection: connection(o.url),
    lastEventId: probe.value.lastEvent,
  });
  let lastError = '';
  queue.on('error', (e) => (lastError = redisProblem(e)));
  events.on('error', (e) => (lastError = redisProblem(e)));

  const pending = new Map<string, PlannedChunk>();
  for (const range of plan.chunks) pending.set(chunkJobId(o.variant, range, o.settings), range);
  const failed = new Map<string, string>();
  const data = (range: PlannedChunk): ChunkJobData => {
    const { rules, ...task } = chunkTask(o, range);
    return { format: ATLAS_FORMAT, variant: { id: o.variant.id, name: o.variant.name, rules }, ...task };
  };
  const jobOptions = (jobId: string) => ({
    jobId,
    attempts: CHUNK_ATTEMPTS,
    backoff: { type: 'exponential', delay: o.backoffMs ?? CHUNK_BACKOFF_MS },
    // Kept a day after completion: another run of the same range (another store) collects it too.
    removeOnComplete: { age: 86_400 },
    removeOnFail: { age: 7 * 86_400 },
  });

  /** A job's data as this run wrote it: false when it is gone or changed (evicted, or written by another build). */
  const dataWhole = (job: Job<ChunkJobData, ChunkJobResult> | undefined) =>
    job !== undefined && parseJobData(job.data).ok;
  let raw: Redis | undefined;
  /** Takes a job id off the queue, whatever is left of it (a job whose hash is gone leaves its id in a state's set). */
  const forget = async (id: string) => {
    const job = await queue.getJob(id);
    if (job) await job.remove();
    else {
      raw ??= new Redis({ ...redisOptions(o.url, true), maxRetriesPerRequest: 2 });
      const client = raw;
      await Promise.all(
        ['completed', 'failed', 'wait', 'paused', 'delayed', 'prioritized', 'waiting-children'].map(
          (state) =>
            state === 'wait' || state === 'paused'
              ? client.lrem(queue.toKey(state), 0, id)
              : client.zrem(queue.toKey(state), id),
        ),
      );
    }
  };

  const enqueue = async (ids: readonly string[]) => {
    const existing = await Promise.all(ids.map((id) => queue.getJob(id)));
    const fresh: string[] = [];
    for (const [i, job] of existing.entries()) {
      const id = ids[i] as string;
      if (job === undefined) fresh.push(id);
      else if (!dataWhole(job) || (await job.isFailed())) {
        // A chunk that failed every attempt in an earlier run, or whose data is gone: put back afresh,
        // with its attempts and its data (a retry would keep a job that can only fail again).
        if ((await job.getState()) === 'active') continue;
        await forget(id);
        fresh.push(id);
      }
    }
    if (fresh.length > 0)
      await queue.addBulk(
        fresh.map((id) => ({
          name: 'chunk',
          data: data(pending.get(id) as PlannedChunk),
          opts: jobOptions(id),
        })),
      );
    return fresh.length;
  };

  /** A chunk whose job lost its data or its result (a Redis that evicted them): solved again. */
  const requeue = async (id: string, why: string) => {
    const range = pending.get(id) as DealRange;
    note(`chunk ${range.from}-${range.to}: ${why}; putting it on the queue again`);
    await forget(id);
    await enqueue([id]);
  };

  const collecting = new Set<string>();
  /** Results refused so far, by job: a chunk refused every attempt has failed (a bad build somewhere). */
  const refusals = new Map<string, number>();
  const collect = async (id: string): Promise<void> => {
    const range = pending.get(id);
    if (!range || collecting.has(id)) return;
    collecting.add(id);
    try {
      const job = await Job.fromId<ChunkJobData, ChunkJobResult>(queue, id);
      if (!job) {
        // Its id says completed but the job is gone: its result with it.
        if ((await queue.getJobState(id)) === 'completed') await requeue(id, 'its result is gone from Redis');
        return;
      }
      if (!(await job.isCompleted())) return;
      const decoded = decodeRecords(isObj(job.returnvalue) ? job.returnvalue.records : undefined, range);
      const problem = decoded.ok
        ? decoded.value.map((r) => recordProblem(o.variant.rules, r)).find((p) => p !== null)
        : undefined;
      const records: Result<DealRecord[], string> = problem ? err(problem) : decoded;
      if (!records.ok) {
        const times = (refusals.get(id) ?? 0) + 1;
        refusals.set(id, times);
        await job.remove();
        if (times >= CHUNK_ATTEMPTS) {
          failed.set(
            id,
            `chunk ${range.from}-${range.to}: the workers' results were refused ${times} times: ${records.error}`,
          );
          return;
        }
        note(
          `chunk ${range.from}-${range.to}: a worker's result was refused (${records.error}); solving it again`,
        );
        await enqueue([id]);
        return;
      }
      o.store.writeChunk(
        o.variant,
        { from: range.from, to: range.to, settings: o.settings, host: job.returnvalue.host },
        records.value,
      );
      pending.delete(id);
      tally.chunkDone(range);
    } finally {
      collecting.delete(id);
    }
  };

  let wake: () => void = () => undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(t);
        resolve();
      };
    });
  o.signal?.addEventListener('abort', () => wake(), { once: true });
  events.on('completed', ({ jobId }) => {
    if (pending.has(jobId))
      void collect(jobId).then(
        () => wake(),
        () => undefined,
      );
  });
  events.on('progress', ({ jobId, data: p }) => {
    const range = pending.get(jobId);
    if (range && range.redo === undefined && isObj(p) && typeof p.done === 'number')
      tally.deals(range.from, p.done);
  });
  // A failed attempt goes back on the queue after its back-off ('delayed'); the last one is 'failed'.
  events.on('delayed', ({ jobId, delay }) => {
    const range = pending.get(jobId);
    if (!range) return;
    void Job.fromId(queue, jobId).then(
      (job) => {
        if (job?.failedReason)
          note(
            `chunk ${range.from}-${range.to} failed (attempt ${job.attemptsMade} of ${CHUNK_ATTEMPTS}): ${job.failedReason}; ` +
              `trying again in ${Math.max(0, Math.round((Number(delay) - Date.now()) / 1000))} s`,
          );
      },
      () => undefined,
    );
  });
  events.on('failed', ({ jobId, failedReason }) => {
    const range = pending.get(jobId);
    if (range) note(`chunk ${range.from}-${range.to} failed: ${failedReason}`);
  });

  let lastAnswer = performance.now();
  try {
    const added = await within(enqueue([...pending.keys()]), Math.max(o.patienceMs, 10_000));
    note(
      `${plan.chunks.length} chunks (${dealCount(plan.chunks)} deals) on the queue at ${o.url.shown}: ${added} added, ${plan.chunks.length - added} already there`,
    );
    while (pending.size > failed.size) {
      if (o.signal?.aborted) {
        const stored = plan.chunks.length - pending.size;
        return {
          kind: 'stopped',
          message: `stopped: ${stored} of ${plan.chunks.length} chunks are in the store; the others stay on the queue (the workers go on), and the same command gathers them`,
        };
      }
      try {
        const ids = [...pending.keys()].filter((id) => !failed.has(id));
        const states = await within(
          Promise.all(ids.map((id) => queue.getJobState(id))),
          Math.min(5000, o.patienceMs),
        );
        lastAnswer = performance.now();
        const gone: string[] = [];
        for (const [i, state] of states.entries()) {
          const id = ids[i] as string;
          if (state === 'completed') await within(collect(id), 10_000);
          else if (state === 'failed') {
            const job = await Job.fromId<ChunkJobData, ChunkJobResult>(queue, id);
            const range = pending.get(id) as DealRange;
            if (!dataWhole(job)) {
              await within(requeue(id, 'its job lost its data in Redis'), 10_000);
              continue;
            }
            failed.set(
              id,
              `chunk ${range.from}-${range.to} failed ${CHUNK_ATTEMPTS} times: ${job?.failedReason ?? 'no reason given'}`,
            );
          } else if (state === 'unknown') gone.push(id);
        }
        // Removed from Redis (its results kept past their time, or Redis restarted empty): put it back.
        if (gone.length > 0) await within(enqueue(gone), 10_000);
      } catch (e) {
        // The store could not be written: not Redis's fault, and no use waiting.
        if (e instanceof StoreWriteError) throw e;
        const silent = performance.now() - lastAnswer;
        if (silent >= o.patienceMs) {
          const stored = plan.chunks.length - pending.size;
          return {
            kind: 'unreachable',
            message:
              `lost Redis at ${o.url.shown}: ${lastError || redisProblem(e)}; waited ${Math.round(silent / 1000)} s. ` +
              `${stored} of ${plan.chunks.length} chunks are in the store; run the same command again to finish`,
          };
        }
      }
      if (pending.size > failed.size && !o.signal?.aborted) await sleep(o.pollMs ?? 2000);
    }
    return { kind: 'done', report: report(), added, failed: [...failed.values()] };
  } catch (e) {
    if (e instanceof StoreWriteError) throw e;
    return { kind: 'unreachable', message: `lost Redis at ${o.url.shown}: ${lastError || redisProblem(e)}` };
  } finally {
    // A polite close waits for Redis to answer QUIT, forever if it is gone: cut the sockets if it
    // has not closed within two seconds (they would otherwise keep reconnecting, and the process alive).
    raw?.disconnect();
    if ((await settled(Promise.allSettled([events.close(), queue.close()]), 2000)) === 'late')
      await settled(Promise.allSettled([events.disconnect(), queue.disconnect()]), 1000);
  }
}

/** What a queue worker reports: a chunk started, done, failed, handed back or found stalled; a problem with the queue and its end. */
export type WorkerEvent =
  | { readonly kind: 'start'; readonly chunk: string }
  | {
      readonly kind: 'done';
      readonly chunk: string;
      readonly deals: number;
      readonly ms: number;
      /** Each deal's solving time (ms), every search included: the records' `timeMs`. */
      readonly dealMs: readonly number[];
    }
  | { readonly kind: 'failed'; readonly chunk: string; readonly reason: string }
  /** A chunk under way put back on the queue when the worker stopped (its grace period ran out). */
  | { readonly kind: 'handed-back'; readonly chunk: string }
  /** A chunk whose worker stopped renewing its lock, found by this worker and put back on the queue. */
  | { readonly kind: 'stalled'; readonly chunk: string }
  /** An error from the queue (Redis gone, a lock lost); said once until the worker is busy again. */
  | { readonly kind: 'problem'; readonly reason: string }
  /** Busy again after a problem. */
  | { readonly kind: 'recovered' };

/** Options of `startQueueWorker`: the queue, the pool, the lock's duration, the events and the heartbeat. */
export interface QueueWorkerOptions {
  readonly url: QueueUrl;
  readonly pool: ChunkPool;
  /**
   * How long a chunk's lock lasts without renewal, and how often stalled chunks are looked for (ms):
   * a chunk whose worker died goes back on the queue within about twice this.
   */
  readonly stallMs: number;
  readonly onEvent?: (e: WorkerEvent) => void;
  /** How often the worker says in Redis that it is alive and what it has done (ms; default 5000): `queueStatus` reads it. */
  readonly heartbeatMs?: number;
}

/** A running queue worker: closed, or stopped with a grace period. */
export interface QueueWorker {
  /** Stops taking chunks; with `force`, abandons those under way (another worker takes them over). */
  close(force?: boolean): Promise<void>;
  /**
   * Stops taking chunks and lets those under way finish for `graceMs`; then puts those still under
   * way back on the queue at once (for another worker: nothing is lost, no lock has to lapse).
   * Answers how many were handed back. Calling it again shortens the grace to now.
   */
  stop(graceMs: number): Promise<{ readonly handedBack: number }>;
}

/** The Redis key of a worker's heartbeat (a hash, expiring when the worker stops beating). */
export const WORKER_KEY_PREFIX = `bull:${QUEUE_NAME}:cascade-worker:`;

/** What a worker says about itself in Redis every heartbeat (JSON in its key's `beat` field). */
export interface WorkerBeat {
  readonly id: string;
  readonly host: string;
  readonly pid: number;
  readonly threads: number;
  /** When the worker started (ms since the epoch). */
  readonly started: number;
  /** When it last beat (ms since the epoch). */
  readonly updated: number;
  /** Chunks and deals it solved, chunks that failed on it. */
  readonly chunks: number;
  readonly deals: number;
  readonly failed: number;
  /** The chunks under way. */
  readonly active: readonly string[];
  /** Its time spent busy (at least one chunk under way), ms: its rate is deals over this. */
  readonly busyMs: number;
}

const chunkName = (d: ChunkJobData) => `${d.variant.id} ${d.from}-${d.to}`;

/** Starts a worker: chunks off the queue, solved on the pool, as many at once as it has threads. */
export async function startQueueWorker(o: QueueWorkerOptions): Promise<Result<QueueWorker, QueueProblem>> {
  const probe = await probeRedis(o.url);
  if (!probe.ok) return probe;
  const emit = o.onEvent ?? (() => undefined);
  const host = hostname();
  const handBack = new AbortController();
  /** Read through a call: TypeScript would keep an earlier check's narrowing of the property. */
  const handingBack = () => handBack.signal.aborted;
  const tally = { chunks: 0, deals: 0, failed: 0, busyMs: 0, busySince: 0 };
  const active = new Map<string, string>();
  const started = Date.now();
  const id = `${host}:${process.pid}:${started.toString(36)}`;
  /** Beats now (set once the heartbeat's connection exists): a chunk started or ended is seen at once. */
  let beatNow = () => undefined as void;
  const worker = new Worker<ChunkJobData, ChunkJobResult>(
    QUEUE_NAME,
    async (job, token) => {
      const parsed = parseJobData(job.data);
      if (!parsed.ok) throw new UnrecoverableError(parsed.error);
      const d = parsed.value;
      const key = job.id ?? chunkName(d);
      if (active.size === 0) tally.busySince = performance.now();
      active.set(key, chunkName(d));
      beatNow();
      try {
        return await solveJob(job, token, d);
      } finally {
        active.delete(key);
        if (active.size === 0) tally.busyMs += performance.now() - tally.busySince;
        beatNow();
      }
    },
    {
      connection: connection(o.url),
      concurrency: o.pool.threads,
      lockDuration: o.stallMs,
      stalledInterval: o.stallMs,
      maxStalledCount: 5,
    },
  );
  async function solveJob(
    job: Job<ChunkJobData, ChunkJobResult>,
    token: string | undefined,
    d: ChunkJobData,
  ): Promise<ChunkJobResult> {
    emit({ kind: 'start', chunk: chunkName(d) });
    const began = performance.now();
    let done = 0;
    let reported = 0;
    // The first deal is reported at once (performance.now() counts from the process's start: a fresh
    // worker's first deals come before 500).
    let last = -Infinity;
    if (handingBack()) return handOver(job, token, d);
    const solving = o.pool.run(
      {
        rules: d.variant.rules,
        from: d.from,
        to: d.to,
        settings: d.settings,
        ...(d.known ? { known: d.known } : {}),
        ...(d.only ? { only: d.only } : {}),
      },
      () => {
        done++;
        const now = performance.now();
        if (now - last >= 500) {
          last = now;
          reported = done;
          void job.updateProgress({ done }).catch(() => undefined);
        }
      },
      handBack.signal,
    );
    let records: DealRecord[];
    try {
      records = await solving;
    } catch (e) {
      if (handingBack()) return handOver(job, token, d);
      throw e;
    }
    if (reported < records.length) await job.updateProgress({ done: records.length }).catch(() => undefined);
    const ms = performance.now() - began;
    tally.chunks++;
    tally.deals += records.length;
    emit({
      kind: 'done',
      chunk: chunkName(d),
      deals: records.length,
      ms,
      dealMs: records.map((r) => r.timeMs),
    });
    return { format: ATLAS_FORMAT, host, ms, records: encodeRecords(records) };
  }
  /** The chunk back on the queue, waiting, for any worker (BullMQ's manual move: the job is not failed). */
  async function handOver(
    job: Job<ChunkJobData, ChunkJobResult>,
    token: string | undefined,
    d: ChunkJobData,
  ): Promise<never> {
    await job.moveToWait(token);
    emit({ kind: 'handed-back', chunk: chunkName(d) });
    throw new WaitingError();
  }
  let troubled = false;
  worker.on('error', (e) => {
    if (troubled) return;
    troubled = true;
    emit({ kind: 'problem', reason: redisProblem(e) });
  });
  const recovered = () => {
    if (!troubled) return;
    troubled = false;
    emit({ kind: 'recovered' });
  };
  worker.on('active', recovered);
  worker.on('drained', recovered);
  worker.on('failed', (job, e) => {
    if (e instanceof WaitingError || e.name === 'WaitingError') return;
    tally.failed++;
    if (job) emit({ kind: 'failed', chunk: `${job.id ?? '?'}`, reason: e.message });
  });
  worker.on('stalled', (jobId) => emit({ kind: 'stalled', chunk: jobId }));
  await worker.waitUntilReady();

  // The heartbeat: what `fc atlas status` shows of this worker; it expires three beats after the last.
  const beatMs = o.heartbeatMs ?? 5000;
  const beats = new Redis({ ...redisOptions(o.url, true), maxRetriesPerRequest: 1 });
  beats.on('error', () => undefined);
  const beatKey = WORKER_KEY_PREFIX + id;
  const beat = async () => {
    const busy = tally.busyMs + (active.size > 0 ? performance.now() - tally.busySince : 0);
    const b: WorkerBeat = {
      id,
      host,
      pid: process.pid,
      threads: o.pool.threads,
      started,
      updated: Date.now(),
      chunks: tally.chunks,
      deals: tally.deals,
      failed: tally.failed,
      active: [...active.values()],
      busyMs: Math.round(busy),
    };
    await beats
      .multi()
      .hset(beatKey, 'beat', JSON.stringify(b))
      .pexpire(beatKey, Math.max(3 * beatMs, 3000))
      .exec()
      .catch(() => undefined);
  };
  await beat();
  beatNow = () => void beat();
  const beating = setInterval(beatNow, beatMs);
  beating.unref();
  const quiet = async () => {
    beatNow = () => undefined;
    clearInterval(beating);
    await settled(beats.del(beatKey), 1000);
    beats.disconnect();
  };

  let closing: Promise<void> | null = null;
  let handedBack = 0;
  return ok({
    close: async (force = false) => {
      await quiet();
      // Chunks under way cannot be handed back to a Redis that is gone: then stop at once, and cut
      // the connections if even that waits on Redis.
      if (!force && !troubled) return worker.close(false);
      if ((await settled(worker.close(true), 2000)) === 'late') await settled(worker.disconnect(), 1000);
    },
    stop: async (graceMs) => {
      const back = () => {
        handedBack = active.size;
        handBack.abort();
      };
      const timer = setTimeout(back, Math.max(0, graceMs));
      if (closing !== null) {
        back();
        await closing;
      } else {
        closing = worker.close(false);
        await closing;
      }
      clearTimeout(timer);
      await quiet();
      return { handedBack };
    },
  });
}
