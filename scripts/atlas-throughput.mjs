#!/usr/bin/env node
// Deals per second of `fc atlas` on the queue with 1 and with 2 worker processes (one thread each),
// beside the embedded run on 1 and 2 threads, each on a fresh store, alternating, --runs times; the
// median and each run, with the machine's load average, and the CPU time the solving processes used
// (from /proc: the figure a machine shared with other work does not blur). A private redis-server on
// a free port, stopped after. After `pnpm build`, from the repository root:
//
//   node scripts/atlas-throughput.mjs [--from 1 --to 2000] [--grades] [--runs 3] [--variant freecell]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: o } = parseArgs({
  options: {
    from: { type: 'string', default: '1' },
    to: { type: 'string', default: '2000' },
    variant: { type: 'string', default: 'freecell' },
    runs: { type: 'string', default: '3' },
    grades: { type: 'boolean', default: false },
    chunk: { type: 'string' },
  },
});
const FC = fileURLToPath(new URL('../packages/cli/dist/fc.mjs', import.meta.url));
const deals = Number(o.to) - Number(o.from) + 1;
const range = ['--variant', o.variant, '--from', o.from, '--to', o.to, '--no-progress'];
if (!o.grades) range.push('--no-grades');
if (o.chunk) range.push('--chunk', o.chunk);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function start(cmd, args, ready) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const seen = new Promise((resolve) => {
    const look = (s) => {
      out += s;
      if (ready && ready.test(out)) resolve();
    };
    child.stdout.setEncoding('utf8').on('data', look);
    child.stderr.setEncoding('utf8').on('data', look);
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, seen, exited, output: () => out };
}

/** CPU seconds a process has used so far, all its threads (utime + stime in /proc/PID/stat). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Runs fc to the end: its wall time and (sampled every 50 ms, so within that) its CPU time. */
async function timed(args) {
  const started = performance.now();
  const p = start(process.execPath, [FC, ...args]);
  let cpu = 0;
  const sampler = setInterval(() => (cpu = cpuSeconds(p.child.pid) ?? cpu), 50);
  const code = await p.exited;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`fc ${args.join(' ')} exited ${code}:\n${p.output()}`);
  return { wall: (performance.now() - started) / 1000, cpu };
}

const port = await freePort();
const redis = start(
  'redis-server',
  ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  /Ready to accept/,
);
await redis.seen;
const url = `redis://127.0.0.1:${port}`;

const setups = [
  {
    name: 'embedded, 1 thread',
    run: (store) => timed(['atlas', 'run', ...range, '--store', store, '--jobs', '1']),
  },
  {
    name: 'embedded, 2 threads',
    run: (store) => timed(['atlas', 'run', ...range, '--store', store, '--jobs', '2']),
  },
  ...[1, 2].map((n) => ({
    name: `queue, ${n} worker process${n > 1 ? 'es' : ''}`,
    run: async (store) => {
      const workers = Array.from({ length: n }, () =>
        start(process.execPath, [FC, 'atlas', 'worker', '--queue', url, '--jobs', '1'], /working for/),
      );
      await Promise.all(workers.map((w) => w.seen));
      try {
        const t = await timed(['atlas', 'run', ...range, '--store', store, '--queue', url]);
        // The solving is the workers' (the run only gathers): their CPU time, now they are idle.
        return { wall: t.wall, cpu: workers.reduce((sum, w) => sum + (cpuSeconds(w.child.pid) ?? 0), 0) };
      } finally {
        for (const w of workers) w.child.kill('SIGKILL');
        await Promise.all(workers.map((w) => w.exited));
      }
    },
  })),
];

const times = new Map(setups.map((s) => [s.name, []]));
const loads = [];
try {
  for (let r = 0; r < Number(o.runs); r++) {
    const order = r % 2 === 0 ? setups : [...setups].reverse();
    for (const s of order) {
      const store = mkdtempSync(join(tmpdir(), 'atlas-throughput-'));
      // A fresh queue each time: its jobs are keyed by range and would otherwise be found done.
      const flush = start('redis-cli', ['-p', String(port), 'flushall']);
      await flush.exited;
      loads.push(loadavg()[0]);
      times.get(s.name).push(await s.run(store));
      rmSync(store, { recursive: true, force: true });
    }
  }
} finally {
  redis.child.kill('SIGTERM');
  await redis.exited;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const walls = (ts) => ts.map((t) => t.wall);
console.log(
  `${o.variant}, deals ${o.from}–${o.to}${o.grades ? ', graded' : ', verdicts only'}; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
);
console.log(
  '| setup | wall s per run | median s | deals/s (median) | CPU s (median) | deals per CPU-second |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, ts] of times) {
  const wall = median(walls(ts));
  const cpu = median(ts.map((t) => t.cpu));
  console.log(
    `| ${name} | ${walls(ts)
      .map((t) => t.toFixed(1))
      .join(
        ', ',
      )} | ${wall.toFixed(1)} | ${(deals / wall).toFixed(1)} | ${cpu.toFixed(1)} | ${(deals / cpu).toFixed(1)} |`,
  );
}
