// The atlas as a service, each against a private redis-server (Debian's) on a free port:
// `fc atlas status`, a worker's Prometheus metrics scraped while it solves, a stop (SIGTERM) whose
// grace runs out handing the chunk back, and the dashboard (bull-board) in Chromium, screenshotted.
import { CHROMIUM_ARGS, chromiumPath } from '@cascade/testkit/chromium';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import type { Proc } from '../test-processes.ts';
import { fcProcess, freePort, TestRedis } from '../test-processes.ts';
import { fc } from '../test-io.ts';

const procs: Proc[] = [];
const servers: TestRedis[] = [];
afterEach(async () => {
  await Promise.all(procs.splice(0).map((p) => p.stop('SIGKILL')));
  await Promise.all(servers.splice(0).map((r) => r.stop()));
});
const redis = async () => {
  const r = await TestRedis.start();
  servers.push(r);
  return r;
};
const started = (args: readonly string[], env?: NodeJS.ProcessEnv) => {
  const p = fcProcess(args, env);
  procs.push(p);
  return p;
};
const newStore = () => mkdtempSync(join(tmpdir(), 'atlas-service-'));
const run = (url: string, store: string, from: number, to: number, ...extra: string[]) =>
  started([
    'atlas',
    'run',
    '--from',
    String(from),
    '--to',
    String(to),
    ...extra,
    '--no-progress',
    '--store',
    store,
    '--queue',
    url,
  ]);

/** One metric's value from Prometheus's text format (0 when absent). */
const metric = (text: string, name: string): number => {
  const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
};
const scrape = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();

describe('fc atlas status', { timeout: 180_000 }, () => {
  it('an empty queue: no chunks, no workers, nothing left', async () => {
    const r = await redis();
    const out = await fc(['atlas', 'status', '--queue', r.url]);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(
      'chunks: 0 queued, 0 active, 0 waiting to be retried, 0 done, 0 failed\n' +
        'ranges: none on the queue\nworkers: none connected\nleft: nothing\n',
    );
  });

  it('Redis not there: exit 5 and why', async () => {
    const port = await freePort();
    const out = await fc(['atlas', 'status', '--queue', `redis://127.0.0.1:${port}`]);
    expect(out.code).toBe(5);
    expect(out.stderr).toMatch(/connection refused/);
  });

  it('chunks queued with no worker, then a worker with metrics: counters move while it solves; the status follows', async () => {
    const r = await redis();
    const store = newStore();
    const runner = run(r.url, store, 1, 120, '--no-grades', '--chunk', '10');
    // Nothing takes the chunks yet: all 12 queued, 120 deals left, no rate, so no estimate.
    for (let i = 0; i < 100; i++) {
      const s = await fc(['atlas', 'status', '--queue', r.url, '--json']);
      if (s.code === 0 && (JSON.parse(s.stdout) as { counts: { waiting: number } }).counts.waiting === 12)
        break;
      await new Promise((res) => setTimeout(res, 200));
    }
    const before = await fc(['atlas', 'status', '--queue', r.url]);
    expect(before.stdout).toMatch(
      /^chunks: 12 queued, 0 active, 0 waiting to be retried, 0 done, 0 failed$/m,
    );
    expect(before.stdout).toMatch(/^freecell 1-120: 0 of 120 deals solved \(0\.0%\)$/m);
    expect(before.stdout).toMatch(/^workers: none connected$/m);
    expect(before.stdout).toMatch(/^left: 120 deals; no worker has a rate yet/m);

    const port = await freePort();
    const worker = started([
      'atlas',
      'worker',
      '--queue',
      r.url,
      '--jobs',
      '1',
      '--metrics-port',
      String(port),
    ]);
    await worker.waitFor(/metrics at http:\/\/127\.0\.0\.1:\d+\/metrics/);
    const first = await scrape(port);
    expect(first).toMatch(/^# TYPE cascade_atlas_deal_solve_seconds histogram$/m);
    expect(first).toMatch(/^cascade_atlas_worker_threads 1$/m);
    // Scraped while it solves: the chunks and deals done only go up, and reach all of them.
    const seen: number[] = [];
    for (let i = 0; i < 600; i++) {
      const text = await scrape(port);
      seen.push(metric(text, 'cascade_atlas_deals_done_total'));
      if (seen.at(-1) === 120) {
        expect(metric(text, 'cascade_atlas_chunks_done_total')).toBe(12);
        expect(metric(text, 'cascade_atlas_deal_solve_seconds_count')).toBe(120);
        expect(metric(text, 'cascade_atlas_chunk_failures_total')).toBe(0);
        expect(metric(text, 'cascade_atlas_chunks_active')).toBe(0);
        break;
      }
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(seen.at(-1)).toBe(120);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBeGreaterThan(2);
    expect(await runner.exited).toBe(0);

    const after = await fc(['atlas', 'status', '--queue', r.url]);
    expect(after.stdout).toMatch(/^chunks: 0 queued, 0 active, 0 waiting to be retried, 12 done, 0 failed$/m);
    expect(after.stdout).toMatch(/^freecell 1-120: 120 of 120 deals solved \(100\.0%\)$/m);
    expect(after.stdout).toMatch(/^workers: 1 connected, [\d,]+ deals a minute together$/m);
    expect(after.stdout).toMatch(
      /^ {2}\S+ pid \d+: 1 thread, 12 chunks and 120 deals done, [\d,]+ deals a minute, up \d+ s, idle$/m,
    );
    expect(after.stdout).toMatch(/^left: nothing$/m);
    // A worker stopped says so at once: its heartbeat goes with it.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const gone = await fc(['atlas', 'status', '--queue', r.url]);
    expect(gone.stdout).toMatch(/^workers: none connected$/m);
  });
});

describe('a worker stopped with SIGTERM whose grace runs out', { timeout: 180_000 }, () => {
  it('hands the chunk under way back at once, exits 0, and another worker solves it; the run stores every deal', async () => {
    const r = await redis();
    const store = newStore();
    const port = await freePort();
    const w1 = started([
      'atlas',
      'worker',
      '--queue',
      r.url,
      '--jobs',
      '1',
      '--grace-ms',
      '300',
      '--metrics-port',
      String(port),
    ]);
    await w1.waitFor(/working for/);
    // One graded chunk of 20 deals: seconds of work, far more than the grace.
    const runner = run(r.url, store, 301, 320, '--chunk', '20');
    await w1.waitFor(/freecell 301-320: solving/);
    w1.child.kill('SIGTERM');
    expect(await w1.exited).toBe(0);
    expect(w1.stderr).toMatch(
      /finishing the chunks under way for up to 0 s, then handing them back[^]*freecell 301-320: handed back to the queue\nstopped \(1 chunk handed back\)\n$/,
    );
    expect(w1.stderr).not.toMatch(/301-320: 20 deals in/);
    const st = await fc(['atlas', 'status', '--queue', r.url]);
    expect(st.stdout).toMatch(/^chunks: 1 queued, 0 active, 0 waiting to be retried, 0 done, 0 failed$/m);
    const w2 = started(['atlas', 'worker', '--queue', r.url, '--jobs', '1']);
    await w2.waitFor(/freecell 301-320: 20 deals in/, 150_000);
    expect(await runner.exited).toBe(0);
    expect(runner.stdout).toMatch(/^FreeCell, deals 301–320: 20 in the store/);
  });

  it('--help says the grace period and the hand-back', async () => {
    const out = await fc(['atlas', 'worker', '--help']);
    expect(out.stdout).toMatch(/--grace-ms <ms>/);
    expect(out.stdout.replace(/\s+/g, ' ')).toMatch(
      /SIGTERM stops taking chunks and lets those under way finish for the grace period \(--grace-ms, default 60 s\); those still under way then are handed back to the queue at once/,
    );
  });
});

describe('fc atlas dashboard', { timeout: 180_000 }, () => {
  it('serves bull-board over the queue; Chromium shows the chunks (screenshot in test-results/)', async () => {
    const r = await redis();
    const store = newStore();
    const w = started(['atlas', 'worker', '--queue', r.url, '--jobs', '1']);
    await w.waitFor(/working for/);
    const runner = run(r.url, store, 1, 60, '--no-grades', '--chunk', '20');
    expect(await runner.exited).toBe(0);
    const port = await freePort();
    const board = started(['atlas', 'dashboard', '--queue', r.url, '--port', String(port)]);
    await board.waitFor(/is at http:\/\/127\.0\.0\.1:\d+\/; Ctrl\+C to stop/);
    const api = (await (await fetch(`http://127.0.0.1:${port}/api/queues`)).json()) as {
      queues: { name: string; counts: Record<string, number> }[];
    };
    expect(api.queues.map((q) => [q.name, q.counts.completed])).toEqual([['cascade-atlas', 3]]);

    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://127.0.0.1:${port}/queue/cascade-atlas?status=completed`);
      await expect.poll(() => page.title()).toBe('Cascade atlas');
      // Each chunk's job id names its variant and range (freecell-<rules key>_1-20_…).
      await page
        .getByText(/freecell-\w+_1-20_/)
        .first()
        .waitFor({ timeout: 30_000 });
      const dir = fileURLToPath(new URL('../../test-results/', import.meta.url));
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, 'atlas-dashboard.png'), fullPage: true });
    } finally {
      await browser.close();
    }
    expect(await board.stop('SIGTERM')).toBe(0);
    expect(board.stderr).toMatch(/stopped\n$/);
  });
});

describe("the operator's guide's commands, as written", { timeout: 300_000 }, () => {
  // docs/atlas-service.md's worker and run lines (docs-commands.test.ts checks every command of the
  // docs is run somewhere), with REDIS_URL in the environment as the guide says; only the range, the
  // store's folder and the metrics port are made the test's own.
  const guide = readFileSync(
    fileURLToPath(new URL('../../../../docs/atlas-service.md', import.meta.url)),
    'utf8',
  );
  const line = (start: string) => {
    const found = guide.split('\n').find((l) => l.startsWith(start));
    if (!found) throw new Error(`docs/atlas-service.md has no line starting ${start}`);
    return found.replace(/\s+#.*$/, '').trim();
  };
  const argsOf = (command: string) => command.split(/\s+/).slice(1); // after `fc`

  it('a worker with metrics and a run of the guide solve a range on the queue; SIGTERM stops the worker with exit 0', async () => {
    const r = await redis();
    const env = { ...process.env, REDIS_URL: r.url, FORCE_COLOR: '0' };
    const port = await freePort();
    const workerArgs = argsOf(line('fc atlas worker ')).map((a) => (a === '9464' ? String(port) : a));
    const store = newStore();
    const runArgs = argsOf(line('fc atlas run '))
      .map((a) => (a === '1000000' ? '20' : a === '/var/lib/cascade-atlas/store' ? store : a))
      .concat('--no-progress');
    expect(workerArgs).toContain('--metrics-port');
    expect(runArgs).toContain('--queue');

    const worker = started(workerArgs, env);
    const runner = started(runArgs, env);
    const output = (p: Proc) => p.stdout + p.stderr;
    expect(await runner.exited, output(runner)).toBe(0);
    expect(output(runner)).toMatch(/deals 1–20/);
    const text = await scrape(port);
    expect(metric(text, 'cascade_atlas_deals_done_total')).toBe(20);
    expect(await worker.stop('SIGTERM'), output(worker)).toBe(0);
  });
});
