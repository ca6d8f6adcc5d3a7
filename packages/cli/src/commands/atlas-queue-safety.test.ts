// The queue against Redis servers that cannot hold it safely, and the operators' recipe (docs/operators.md) for one that
// can: each a private redis-server (Debian's) on 127.0.0.1 and a free port, stopped after.
import { chunkJobId, DEFAULT_SETTINGS, QUEUE_NAME } from '@cascade/atlas';
import { getVariant } from '@cascade/variants';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, fcProcess, freePort, Proc, TestRedis } from '../test-processes.ts';
import { fc } from '../test-io.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const freecell = getVariant('freecell');
const verdicts = { ...DEFAULT_SETTINGS, grades: false };
const newStore = () => mkdtempSync(join(tmpdir(), 'atlas-safety-'));
const chunkFiles = (store: string) => {
  const [dir] = readdirSync(store);
  return dir === undefined ? [] : readdirSync(join(store, dir, 'chunks')).filter((f) => f.endsWith('.gz'));
};
const procs: Proc[] = [];
const servers: TestRedis[] = [];
afterEach(async () => {
  await Promise.all(procs.splice(0).map((p) => p.stop('SIGKILL')));
  await Promise.all(servers.splice(0).map((r) => r.stop()));
});
const redisWith = async (...args: string[]) => {
  const r = await TestRedis.start(undefined, args);
  servers.push(r);
  return r;
};
/**
 * `fc atlas run`'s arguments: deals from–to into the store through the queue (null: `--queue` with
 * no address, read from REDIS_URL), with the extra options first.
 */
const runArgs = (from: number, to: number, store: string, queue: string | null, ...extra: string[]) => [
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
  ...(queue === null ? [] : [queue]),
];
const run = (queue: string, store: string, ...extra: string[]) =>
  fc(runArgs(1, 10, store, queue, '--no-grades', ...extra));

describe('a Redis that cannot hold the queue safely is refused', { timeout: 120_000 }, () => {
  it('one that evicts keys (allkeys-lru): the run and the worker exit 2, saying how to set noeviction', async () => {
    const evicting = await redisWith('--maxmemory', '5mb', '--maxmemory-policy', 'allkeys-lru');
    const store = newStore();
    const why =
      `cannot use Redis at ${evicting.url}: its maxmemory-policy is allkeys-lru: when its memory fills it drops keys, ` +
      "the queue's jobs and results with them. Set it to noeviction: redis-cli config set maxmemory-policy noeviction " +
      '(and maxmemory-policy noeviction in redis.conf)';
    expect(await run(evicting.url, store)).toEqual({
      code: 2,
      stdout: '',
      stderr: `${why}; nothing was put on the queue\n`,
    });
    expect(await fc(['atlas', 'worker', '--queue', evicting.url, '--jobs', '1'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `${why}\n`,
    });
    const client = new Redis({ port: evicting.port });
    expect(await client.dbsize()).toBe(0);
    client.disconnect();
  });

  it('a database number the server does not have (/99): exit 2, nothing written in database 0', async () => {
    const redis = await redisWith();
    const r = await run(`${redis.url}/99`, newStore());
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: `cannot use Redis at ${redis.url}/99: it has no database 99 (its databases are numbered from 0, 16 of them unless its config says otherwise); nothing was put on the queue\n`,
    });
    expect((await fc(['atlas', 'worker', '--queue', `${redis.url}/99`, '--jobs', '1'])).code).toBe(2);
    const client = new Redis({ port: redis.port });
    expect(await client.dbsize()).toBe(0);
    client.disconnect();
  });

  it('a web server where Redis should be: "what answers there is not Redis", exit 2', async () => {
    const port = await freePort();
    const web = createServer((_req, res) => res.end('hello'));
    await new Promise<void>((resolve) => web.listen(port, '127.0.0.1', resolve));
    try {
      for (let i = 0; i < 3; i++) {
        const r = await run(`redis://127.0.0.1:${port}`, newStore());
        expect(r).toEqual({
          code: 2,
          stdout: '',
          stderr: `cannot use Redis at redis://127.0.0.1:${port}: what answers there is not Redis (it answered "HTTP/1.1 400 Bad Req": another server on that port?); nothing was put on the queue\n`,
        });
      }
    } finally {
      web.close();
    }
  });

  it('the password: from REDIS_URL, REDIS_PASSWORD or --password-file; on the command line with a warning; a wrong one exit 2', async () => {
    const redis = await redisWith('--requirepass', 'sesame');
    const store = newStore();
    const env = { ...process.env };
    try {
      expect(await run(redis.url, store)).toMatchObject({
        code: 2,
        stderr: `cannot use Redis at ${redis.url}: authentication failed; nothing was put on the queue\n`,
      });
      const file = join(store, '..', `pass-${redis.port}`);
      writeFileSync(file, 'sesame\n');
      const worker = fcProcess([
        'atlas',
        'worker',
        '--queue',
        redis.url,
        '--password-file',
        file,
        '--jobs',
        '1',
      ]);
      procs.push(worker);
      await worker.waitFor(/working for/);
      process.env.REDIS_PASSWORD = 'sesame';
      const r = await run(redis.url, store);
      expect(r).toMatchObject({ code: 0, stderr: expect.not.stringMatching(/warning/) as string });
      delete process.env.REDIS_PASSWORD;
      process.env.REDIS_URL = `redis://:sesame@127.0.0.1:${redis.port}`;
      expect(await fc(runArgs(1, 10, store, null, '--no-grades'))).toMatchObject({ code: 0, stderr: '' });
      const inArgv = await run(`redis://:sesame@127.0.0.1:${redis.port}`, store);
      expect(inArgv.code).toBe(0);
      expect(inArgv.stderr).toMatch(
        /^warning: the password in --queue can be read by any user of this machine in the process list/,
      );
      delete process.env.REDIS_URL;
      expect(
        await fc(['atlas', 'run', '--from', '1', '--to', '2', '--store', store, '--queue']),
      ).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(
          /^error: --queue without a URL takes it from REDIS_URL, which is not set\n/,
        ) as string,
      });
    } finally {
      process.env = env;
    }
  });
});

describe('a job whose data or result Redis lost', { timeout: 180_000 }, () => {
  it('is put on the queue again: a rerun always finishes the range', async () => {
    const redis = await redisWith();
    const connection = { host: '127.0.0.1', port: redis.port };
    const queue = new Queue(QUEUE_NAME, { connection });
    // Chunk 1-10: its data gone (as an evicting Redis leaves it), so a worker failed it for good.
    const lost = chunkJobId(freecell, { from: 1, to: 10 }, verdicts);
    await queue.add('chunk', {}, { jobId: lost, attempts: 1 });
    const worker = fcProcess(['atlas', 'worker', '--queue', redis.url, '--jobs', '1', '--stall-ms', '1000']);
    procs.push(worker);
    await worker.waitFor(/failed: job format undefined/);
    expect(await queue.getJobState(lost)).toBe('failed');
    // Chunk 11-20: its id among the completed ones, its job (and result) gone.
    const client = new Redis(connection);
    await client.zadd(
      `bull:${QUEUE_NAME}:completed`,
      Date.now(),
      chunkJobId(freecell, { from: 11, to: 20 }, verdicts),
    );
    client.disconnect();
    await queue.close();
    const store = newStore();
    const r = fcProcess(runArgs(1, 30, store, redis.url, '--no-grades', '--chunk', '10'));
    procs.push(r);
    // Before, the run waited for ever on 11-20 (or exited 1, 1-10 "failed 4 times"): 90 s is plenty.
    const code = await Promise.race([
      r.exited,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 90_000)),
    ]);
    expect({ code, stdout: r.stdout }).toEqual({
      code: 0,
      stdout: expect.stringMatching(/^FreeCell, deals 1–30: 30 in the store, 30 won /) as string,
    });
    expect(chunkFiles(store)).toHaveLength(3);
  });
});

describe('the attacks that held stay held', { timeout: 180_000 }, () => {
  it('a worker stopped (SIGSTOP) mid-chunk, a second run of the same range at once, Redis killed and restarted with its append-only file: both runs finish, every deal once', async () => {
    const redis = await redisWith('--appendonly', 'yes', '--appendfsync', 'always', '--dir', newStore());
    const worker = () => {
      const w = fcProcess(['atlas', 'worker', '--queue', redis.url, '--jobs', '1', '--stall-ms', '1000']);
      procs.push(w);
      return w;
    };
    const a = worker();
    await a.waitFor(/working for/);
    const runOn = (store: string) => {
      // Deal 90's grade needs a proof with one cell fewer: seconds of work, so the stop lands mid-chunk.
      const r = fcProcess(runArgs(90, 93, store, redis.url, '--chunk', '1'));
      procs.push(r);
      return r;
    };
    const [first, second] = [newStore(), newStore()];
    const one = runOn(first);
    await a.waitFor(/freecell 90-90: solving/);
    a.child.kill('SIGSTOP');
    const two = runOn(second);
    const b = worker();
    await b.waitFor(/freecell 90-90: 1 deal in/);
    await redis.kill();
    await redis.restart();
    expect(await one.exited).toBe(0);
    expect(await two.exited).toBe(0);
    a.child.kill('SIGCONT');
    for (const [store, out] of [
      [first, one.stdout],
      [second, two.stdout],
    ] as const) {
      expect(out).toMatch(/^FreeCell, deals 90–93: 4 in the store, 4 won/);
      expect(chunkFiles(store)).toHaveLength(4);
    }
  });
});

describe('a worker told to stop (SIGTERM)', { timeout: 120_000 }, () => {
  it('finishes the chunk under way, hands it back and exits 0; the run stores it', async () => {
    const redis = await redisWith();
    const w = fcProcess(['atlas', 'worker', '--queue', redis.url, '--jobs', '1', '--stall-ms', '1000']);
    procs.push(w);
    await w.waitFor(/working for/);
    const store = newStore();
    const r = fcProcess(runArgs(91, 92, store, redis.url, '--chunk', '2'));
    procs.push(r);
    await w.waitFor(/freecell 91-92: solving/, 30_000).catch((e: unknown) => {
      throw new Error(`${String(e)}\nrun: ${r.stdout} ${r.stderr}`);
    });
    w.child.kill('SIGTERM');
    const code = await Promise.race([
      w.exited,
      new Promise((resolve) => setTimeout(() => resolve(`still running: ${w.stderr}`), 60_000)),
    ]);
    expect(code).toBe(0);
    expect(w.stderr).toMatch(/finishing the chunks under way[^]*freecell 91-92: 2 deals in [^]*stopped\n$/);
    expect(await r.exited).toBe(0);
    expect(r.stdout).toMatch(/^FreeCell, deals 91–92: 2 in the store, 2 won/);
  });
});

/** The operators' recipe for many machines (docs/operators.md): its `sh` block's commands, the comments dropped. */
function recipe(): string[] {
  const readme = readFileSync(
    fileURLToPath(new URL('../../../../docs/operators.md', import.meta.url)),
    'utf8',
  );
  const at = readme.indexOf('**On many machines**');
  const start = readme.indexOf('```sh\n', at) + '```sh\n'.length;
  return readme
    .slice(start, readme.indexOf('\n```', start))
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

describe("the operators' recipe for many machines", { timeout: 180_000 }, () => {
  it('runs as written on 127.0.0.1: TLS, an ACL user with a password from a file, noeviction, persistence; a run and two workers', async () => {
    const lines = recipe();
    expect(lines.find((l) => /protected-mode no|0\.0\.0\.0/.test(l))).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'atlas-recipe-'));
    const store = join(dir, 'store');
    const port = await freePort();
    // The addresses and the port made local; `pnpm -s fc` the built one; a small range, one thread a worker.
    const local = (l: string) =>
      l
        .replaceAll('10.0.0.5', '127.0.0.1')
        .replaceAll('6380', String(port))
        .replaceAll('pnpm -s fc', `"${process.execPath}" "${BIN}"`)
        .replace('--daemonize yes', '--daemonize yes --pidfile "$PWD/redis.pid"')
        .replace(/ atlas worker (.*)$/, ' atlas worker $1 --jobs 1 --stall-ms 2000')
        .replace(
          '--from 1 --to 32000',
          `--from 1 --to 30 --no-grades --chunk 10 --no-progress --store ${store}`,
        );
    const server = lines.filter((l) => !/ fc atlas | scripts\/atlas\.sh/.test(l)).map(local);
    const workers = lines.filter((l) => / fc atlas worker /.test(l)).map(local);
    const runs = lines.filter((l) => / fc atlas run /.test(l)).map(local);
    // The whole atlas on the queue (scripts/atlas.sh), run from the repository with this folder's
    // files; a `nice` first on PATH runs its steps (nice -n N node … atlas run …) over deals 1–3 and
    // 4–6 of FreeCell alone instead of 1–32000 and the million, verdicts only.
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'nice'),
      `#!/bin/sh\nshift 2\nexec $(echo "$@" | sed -e 's/--from 32001 --to 1000000/--from 4 --to 6/' -e 's/--to 32000/--to 3/')\n`,
    );
    chmodSync(join(bin, 'nice'), 0o755);
    const wholeAtlas = lines
      .filter((l) => /scripts\/atlas\.sh/.test(l))
      .map((l) =>
        local(l)
          .replace(/#.*$/, '')
          .replaceAll('atlas-redis.crt', join(dir, 'atlas-redis.crt'))
          .replaceAll('atlas.pass', join(dir, 'atlas.pass'))
          .replace(
            'bash scripts/atlas.sh',
            `PATH="${bin}:$PATH" VARIANTS=freecell GRADES=0 STORE="${dir}/whole" OUT="${dir}/out" bash "${ROOT}scripts/atlas.sh"`,
          ),
      );
    expect([server.length, workers.length, runs.length, wholeAtlas.length]).toEqual([5, 1, 1, 1]);
    try {
      for (const line of server) {
        const r = spawnSync('bash', ['-c', line], { cwd: dir, encoding: 'utf8' });
        expect({ line, status: r.status, stderr: r.stderr }).toMatchObject({ line, status: 0, stderr: '' });
      }
      for (
        let i = 0;
        !/Ready to accept connections/.test(readFileSync(join(dir, 'redis.log'), 'utf8'));
        i++
      ) {
        if (i > 100) throw new Error(readFileSync(join(dir, 'redis.log'), 'utf8'));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (let i = 0; i < 2; i++) {
        const w = new Proc('bash', [
          '-c',
          `cd "${dir}" && exec ${workers[0]!.replace(/^(\S+=\S+ )/, 'env $1')}`,
        ]);
        procs.push(w);
        await w.waitFor(/working for rediss:\/\/atlas@127\.0\.0\.1:\d+ on 1 thread/);
      }
      const r = spawnSync('bash', ['-c', runs[0]!], { cwd: dir, encoding: 'utf8' });
      expect({ status: r.status, stdout: r.stdout }).toEqual({
        status: 0,
        stdout: expect.stringMatching(
          /^FreeCell, deals 1–30: 30 in the store, 30 won .*\nsolved on the queue: 30 deals in 3 chunks/,
        ) as string,
      });
      expect(r.stderr).not.toMatch(/warning/);
      const whole = spawnSync('bash', ['-c', wholeAtlas[0]!], { cwd: dir, encoding: 'utf8' });
      expect({ status: whole.status, stderr: whole.status === 0 ? '' : whole.stderr }).toEqual({
        status: 0,
        stderr: '',
      });
      expect(whole.stdout).toMatch(/solved on the queue/);
      expect(existsSync(join(dir, 'out', 'freecell.json'))).toBe(true);
      // No one gets in without the password; the atlas user cannot run anything beyond the queue's commands.
      const ca = readFileSync(join(dir, 'atlas-redis.crt'));
      const tls = { ca };
      const anonymous = spawnSync(
        'bash',
        [
          '-c',
          `NODE_EXTRA_CA_CERTS=atlas-redis.crt "${process.execPath}" "${BIN}" atlas run --from 1 --to 2 --no-progress --store s2 --queue rediss://127.0.0.1:${port}`,
        ],
        { cwd: dir, encoding: 'utf8' },
      );
      expect({ status: anonymous.status, stderr: anonymous.stderr }).toEqual({
        status: 2,
        stderr: `cannot use Redis at rediss://127.0.0.1:${port}: authentication failed; nothing was put on the queue\n`,
      });
      const password = readFileSync(join(dir, 'atlas.pass'), 'utf8').trim();
      const atlasUser = new Redis({
        host: '127.0.0.1',
        port,
        tls,
        username: 'atlas',
        password,
        maxRetriesPerRequest: 0,
      });
      await expect(atlasUser.flushall()).rejects.toThrow(/NOPERM/);
      await expect(atlasUser.config('GET', 'dir')).rejects.toThrow(/NOPERM/);
      await expect(atlasUser.set('elsewhere', '1')).rejects.toThrow(/NOPERM/);
      expect(await atlasUser.info('persistence')).toMatch(/aof_enabled:1/);
      expect(await atlasUser.info('memory')).toMatch(/maxmemory_policy:noeviction/);
      atlasUser.disconnect();
      expect(existsSync(join(dir, 'appendonlydir'))).toBe(true);
    } finally {
      const pid = existsSync(join(dir, 'redis.pid'))
        ? Number(readFileSync(join(dir, 'redis.pid'), 'utf8'))
        : 0;
      if (pid > 0) process.kill(pid, 'SIGTERM');
    }
  });
});
