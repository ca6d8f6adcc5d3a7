// The atlas on a real Redis (Debian's redis-server on a free port, stopped after) with real worker
// processes (dist/fc.mjs: turbo builds it before the tests).
import {
  AtlasStore,
  CHUNK_ATTEMPTS,
  CHUNK_BACKOFF_MS,
  chunkJobId,
  encodeRecords,
  EVENTS_KEY,
  parseQueueUrl,
  probeRedis,
  QUEUE_NAME,
  runQueued,
  solveChunk,
  type ChunkJobData,
  type ChunkJobResult,
  type DealRecord,
  type RunProgress,
} from '@cascade/atlas';
import { unwrap } from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fcProcess, TestRedis, type Proc } from '../test-processes.ts';
import { fc } from '../test-io.ts';

const freecell = getVariant('freecell');
const newStore = () => mkdtempSync(join(tmpdir(), 'atlas-queue-'));
const chunkFiles = (store: string) => {
  const [dir] = readdirSync(store);
  return readdirSync(join(store, dir!, 'chunks')).filter((f) => f.endsWith('.jsonl.gz'));
};
const records = (store: string): DealRecord[] => [...new AtlasStore(store).records(freecell)];
const withoutTime = (r: DealRecord) => ({ ...r, timeMs: 0 });

let redis: TestRedis;
const procs: Proc[] = [];
const worker = (...extra: string[]) => {
  const p = fcProcess([
    'atlas',
    'worker',
    '--queue',
    redis.url,
    '--jobs',
    '1',
    '--stall-ms',
    '1000',
    ...extra,
  ]);
  procs.push(p);
  return p;
};
const runOn = (store: string, from: number, to: number, ...extra: string[]) => {
  const p = fcProcess([
    'atlas',
    'run',
    '--queue',
    redis.url,
    '--store',
    store,
    '--from',
    String(from),
    '--to',
    String(to),
    '--no-progress',
    ...extra,
  ]);
  procs.push(p);
  return p;
};

beforeAll(async () => {
  redis = await TestRedis.start();
});
afterEach(async () => {
  await Promise.all(procs.splice(0).map((p) => p.stop('SIGKILL')));
  // Each test starts from a Redis that runs, with an empty queue.
  if (!redis.running) await redis.restart();
  const q = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: redis.port } });
  await q.obliterate({ force: true });
  await q.close();
}, 30_000);
afterAll(async () => {
  await redis.stop();
});

// Real processes on a real Redis: on a loaded machine a worker's start-up alone takes seconds.
describe('fc atlas on a Redis queue', { timeout: 180_000 }, () => {
  it('two workers, one killed in the middle of a chunk: every deal once, the same records as here', async () => {
    const store = newStore();
    const a = worker();
    const b = worker();
    await Promise.all([a.waitFor(/working for/), b.waitFor(/working for/)]);
    // Deal 90's grade needs a proof with one cell fewer: seconds of work, so the kill lands mid-chunk.
    const run = runOn(store, 90, 93, '--chunk', '1');
    const [m] = await Promise.race([
      a.waitFor(/freecell 90-90: solving/),
      b.waitFor(/freecell 90-90: solving/),
    ]);
    const victim = a.stderr.includes(m) ? a : b;
    const survivor = victim === a ? b : a;
    await victim.stop('SIGKILL');
    expect(victim.stderr).not.toMatch(/freecell 90-90: \d+ deals? in/);
    expect(await run.exited).toBe(0);
    expect(run.stdout).toMatch(/^FreeCell, deals 90–93: 4 in the store, 4 won/);
    // The survivor took the chunk over once the victim's lock lapsed.
    expect(survivor.stderr).toMatch(/freecell 90-90: 1 deal in/);
    const queued = records(store);
    expect(queued.map((r) => r.deal)).toEqual([90, 91, 92, 93]);
    expect(chunkFiles(store)).toHaveLength(4);
    const here = newStore();
    const embedded = await fc([
      'atlas',
      'run',
      '--store',
      here,
      '--from',
      '90',
      '--to',
      '93',
      '--chunk',
      '1',
      '--no-progress',
    ]);
    expect(embedded.code).toBe(0);
    expect(queued.map(withoutTime)).toEqual(records(here).map(withoutTime));
  });

  it('the same range put on the queue twice adds no work', async () => {
    const first = runOn(newStore(), 1, 30, '--no-grades', '--chunk', '10');
    await first.waitFor(/3 chunks \(30 deals\) on the queue at .*: 3 added, 0 already there/);
    const second = runOn(newStore(), 1, 30, '--no-grades', '--chunk', '10');
    await second.waitFor(/3 chunks \(30 deals\) on the queue at .*: 0 added, 3 already there/);
    const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: redis.port } });
    expect(await queue.getJobCounts('waiting', 'active', 'completed')).toEqual({
      waiting: 3,
      active: 0,
      completed: 0,
    });
    await queue.close();
    const w = worker();
    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
    // Each chunk was solved once, and both stores have every deal.
    expect(w.stderr.match(/deals? in/g)).toHaveLength(3);
  });

  it('progress events from the workers reach the run', async () => {
    worker();
    const seen: RunProgress[] = [];
    const r = await runQueued({
      url: unwrap(parseQueueUrl(redis.url)),
      store: new AtlasStore(newStore()),
      variant: freecell,
      from: 1,
      to: 200,
      settings: { grades: false, maxStates: 5_000_000, gradeMaxStates: 1 },
      chunkSize: 100,
      patienceMs: 10_000,
      pollMs: 5000,
      onProgress: (p) => seen.push(p),
    });
    expect(r.kind).toBe('done');
    expect(seen.at(-1)).toMatchObject({ total: 200, done: 200, chunks: 2, chunksDone: 2 });
    // Deals done inside a chunk were heard before the chunk's result.
    expect(seen.some((p) => p.done % 100 !== 0)).toBe(true);
    expect(seen.every((p, i) => i === 0 || p.done >= seen[i - 1]!.done)).toBe(true);
  });

  it("a run listens from the last event on the queue, so a fast chunk's first events are not missed", async () => {
    // Listening from "now" can lose them: a 100-deal chunk may send its first progress before the
    // listener's first read.
    const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: redis.port } });
    const client = new Redis({ host: '127.0.0.1', port: redis.port });
    try {
      expect(queue.keys.events).toBe(EVENTS_KEY);
      const id = await client.xadd(EVENTS_KEY, '*', 'event', 'test');
      expect(unwrap(await probeRedis(unwrap(parseQueueUrl(redis.url)))).lastEvent).toBe(id);
    } finally {
      client.disconnect();
      await queue.close();
    }
  });

  it('a bad --queue URL or a Redis not there: a clear message, nothing put anywhere', async () => {
    const store = newStore();
    const runWith = (queue: string) =>
      fc(['atlas', 'run', '--from', '1', '--to', '5', '--store', store, '--queue', queue]);
    const bad = await runWith('localhost:6379');
    expect(bad).toMatchObject({ code: 2, stdout: '' });
    expect(bad.stderr).toMatch(/^error: --queue "localhost:6379": the scheme must be redis:\/\//);
    const port = redis.port + 1;
    const none = await runWith(`redis://127.0.0.1:${port}`);
    expect(none).toEqual({
      code: 5,
      stdout: '',
      stderr: `cannot reach Redis at redis://127.0.0.1:${port}: connection refused (is redis-server running there?); nothing was put on the queue\n`,
    });
    // The store was checked (it can be written), nothing more.
    expect(chunkFiles(store)).toEqual([]);
    const w = await fc(['atlas', 'worker', '--queue', `redis://127.0.0.1:${port}`]);
    expect(w.code).toBe(5);
    expect(w.stderr).toMatch(/^cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: connection refused/);
  });

  it('Redis going away: the run stops with a message and keeps what is stored; run again, it finishes the rest', async () => {
    const store = newStore();
    worker();
    // Three chunks: 87-88 grades in a blink, 89-90 takes seconds (deal 90's proof with one cell
    // fewer), so Redis goes away while a chunk is stored and others are not.
    const run = runOn(store, 87, 92, '--chunk', '2', '--patience-ms', '1500');
    for (;;) {
      const stored = (() => {
        try {
          return chunkFiles(store).length;
        } catch {
          return 0;
        }
      })();
      if (stored >= 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await redis.kill();
    expect(await run.exited).toBe(5);
    expect(run.stderr).toMatch(
      /lost Redis at redis:\/\/127\.0\.0\.1:\d+: .*; waited \d+ s\. (\d+) of 3 chunks are in the store; run the same command again to finish/,
    );
    const kept = chunkFiles(store);
    const mtimes = new Map(
      kept.map((f) => [f, statSync(join(store, readdirSync(store)[0]!, 'chunks', f)).mtimeMs]),
    );
    expect(records(store).length).toBe(kept.length * 2);
    await redis.restart();
    const again = runOn(store, 87, 92, '--chunk', '2');
    const left = 3 - kept.length;
    await again.waitFor(
      new RegExp(`${left} chunks \\(${2 * left} deals\\) on the queue at .*: ${left} added`),
    );
    expect(await again.exited).toBe(0);
    for (const [f, t] of mtimes)
      expect(statSync(join(store, readdirSync(store)[0]!, 'chunks', f)).mtimeMs).toBe(t);
    expect(records(store).map((r) => r.deal)).toEqual([87, 88, 89, 90, 91, 92]);
  });

  it('a redo of one deal of a stored chunk searches that deal only, and the chunk keeps the others as they were', async () => {
    const store = newStore();
    // Deals 7-9 graded at a small budget: 7 and 9 are left upper bounds.
    const first = await fc([
      'atlas',
      'run',
      '--store',
      store,
      '--from',
      '7',
      '--to',
      '9',
      '--chunk',
      '3',
      '--grade-max-states',
      '1000',
      '--no-progress',
    ]);
    expect(first.code).toBe(0);
    const before = records(store);
    expect(before.filter((r) => !r.grade!.exact).map((r) => r.deal)).toEqual([7, 9]);
    worker();
    const run = runOn(store, 7, 7, '--redo-unknown', '--grade-max-states', '12000');
    expect(await run.exited).toBe(0);
    expect(run.stdout).toMatch(/1 solved again, 2 other deals of their chunks kept as stored/);
    const after = records(store);
    expect(after.map((r) => r.deal)).toEqual([7, 8, 9]);
    expect(after[0]!.grade!.exact).toBe(true);
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('results that do not replay as wins are refused and solved again, then the chunk is reported', async () => {
    // A worker with a bad build: its fast solutions stop one move short of the win.
    const connection = { host: '127.0.0.1', port: redis.port };
    let served = 0;
    const bad = new Worker<ChunkJobData, ChunkJobResult>(
      QUEUE_NAME,
      (job) => {
        served++;
        const { variant, from, to, settings } = job.data;
        const records = solveChunk({ rules: variant.rules, from, to, settings }).map((r) =>
          r.fast ? { ...r, fast: r.fast.split(' ').slice(0, -1).join(' ') } : r,
        );
        return Promise.resolve({ format: 1, host: 'bad', ms: 0, records: encodeRecords(records) });
      },
      { connection },
    );
    const store = new AtlasStore(newStore());
    const notes: string[] = [];
    const r = await runQueued({
      url: unwrap(parseQueueUrl(redis.url)),
      store,
      variant: freecell,
      from: 87,
      to: 87,
      settings: { grades: false, maxStates: 5_000_000, gradeMaxStates: 1 },
      patienceMs: 10_000,
      pollMs: 200,
      onNote: (m) => notes.push(m),
    });
    await bad.close();
    expect(r).toMatchObject({
      kind: 'done',
      failed: [
        `chunk 87-87: the workers' results were refused ${CHUNK_ATTEMPTS} times: deal 87: the fast solution does not win`,
      ],
    });
    expect(served).toBe(CHUNK_ATTEMPTS);
    expect(notes.filter((n) => n.includes("a worker's result was refused"))).toHaveLength(CHUNK_ATTEMPTS - 1);
    expect([...store.records(freecell)]).toEqual([]);
  });

  it('a chunk that fails is tried again after a back-off, then reported; the other chunks are stored', async () => {
    worker();
    // The last deal of the chunk is past the last Microsoft deal: solving it throws, every time.
    const last = 8_589_934_591;
    const store = new AtlasStore(newStore());
    const settings = { grades: false, maxStates: 5_000_000, gradeMaxStates: 1 };
    const notes: string[] = [];
    const r = await runQueued({
      url: unwrap(parseQueueUrl(redis.url)),
      store,
      variant: freecell,
      from: last - 2,
      to: last + 1,
      settings,
      chunkSize: 2,
      patienceMs: 10_000,
      backoffMs: 20,
      onNote: (m) => notes.push(m),
    });
    expect(r).toMatchObject({
      kind: 'done',
      failed: [
        expect.stringMatching(
          new RegExp(
            `^chunk ${last}-${last + 1} failed ${CHUNK_ATTEMPTS} times: deal numbers for this game run from 1 to ${last}`,
          ),
        ),
      ],
    });
    // The waits are BullMQ's (attempts 2, 3 and 4 wait 20, 40 and 80 ms here): what the run asks of
    // it is checked on the job, not timed. The default's waits are the ones the operators' guide states.
    const waits = Array.from({ length: CHUNK_ATTEMPTS - 1 }, (_, i) => (CHUNK_BACKOFF_MS * 2 ** i) / 1000);
    const guide = readFileSync(
      fileURLToPath(new URL('../../../../docs/operators.md', import.meta.url)),
      'utf8',
    );
    expect(guide).toContain(`tried again after ${waits.slice(0, -1).join(', ')} and ${waits.at(-1)} s`);
    expect(notes.filter((n) => n.startsWith(`chunk ${last}-${last + 1} failed`))).toHaveLength(
      CHUNK_ATTEMPTS,
    );
    expect([...store.records(freecell)].map((x) => x.deal)).toEqual([last - 2, last - 1]);
    const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: redis.port } });
    const job = await queue.getJob(chunkJobId(freecell, { from: last, to: last + 1 }, settings));
    expect(job?.attemptsMade).toBe(CHUNK_ATTEMPTS);
    expect(job?.opts).toMatchObject({
      attempts: CHUNK_ATTEMPTS,
      backoff: { type: 'exponential', delay: 20 },
    });
    await queue.close();
  });
});
