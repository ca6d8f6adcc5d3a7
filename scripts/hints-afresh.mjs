#!/usr/bin/env node
// The hints' acceptance run, as BENCHMARKS.md reports it: for each seed variant, follow the hints of
// `fc hint-bench` (each hint asked afresh: a new walk of the whole history, nothing kept between
// hints) on deals drawn at random from 1–1,000,000 with a fixed seed (FreeCell: deal 19739 too;
// Ephemeral: only its winnable deals, found by solving, about 1 in 100), check that every winnable
// one is won, then check every winning line with `fc verify`, a new process per deal.
//
//   pnpm build
//   node scripts/hints-afresh.mjs [--deals 300] [--seed 19] [--samples 1] [--jobs 2]
//                                 [--variants freecell,challenge,…] [--out DIR] [--report]
//
// --samples: positions off the line per deal (a game that wanders: a random move instead of the
// hint half the time) to follow the hints afresh from as well; Ephemeral takes none (its lines need
// searches of ~25,000 positions, and a walk after moves off the line one such search per move off it,
// for every hint). Variants run --jobs at a time. Prints a Markdown table with the machine's load
// before and after; every figure is in DIR (default test-results/hints-afresh/): <variant>.json
// from fc hint-bench, <variant>/<deal>.txt the winning moves. Exits 1 if a winnable deal is not won,
// a hint differs from a kept Hinter's or grows, or fc verify rejects a line.
//
// --report: no new run; the table of what DIR holds (each finished variant's lines checked by
// fc verify again; a variant still running or cut off is listed with the lines it has written).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FC = join(root, 'packages/cli/dist/fc.mjs');
const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '300' },
    seed: { type: 'string', default: '19' },
    samples: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '2' },
    variants: { type: 'string', default: 'freecell,challenge,inverted,ephemeral,selective' },
    out: { type: 'string', default: join(root, 'test-results/hints-afresh') },
    report: { type: 'boolean', default: false },
  },
});
const whole = (name) => {
  const n = Number(values[name]);
  if (!/^\d+$/.test(values[name]) || !Number.isSafeInteger(n))
    throw new Error(`--${name} takes a whole number`);
  return n;
};
const deals = whole('deals');
const seed = whole('seed');
const samples = whole('samples');
const jobs = Math.max(1, whole('jobs'));
const variants = values.variants.split(',');
const out = values.out;

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const before = load();
if (!values.report) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
}

/** fc hint-bench for one variant, in its own process. */
function bench(variant) {
  const argv = [
    FC,
    'hint-bench',
    '--variant',
    variant,
    ...(variant === 'freecell' ? ['--deals', '19739'] : []),
    '--random',
    String(deals),
    '--from',
    '1',
    '--to',
    '1000000',
    '--seed',
    String(seed),
    ...(variant === 'ephemeral' ? ['--winnable', '--samples', '0'] : ['--samples', String(samples)]),
    '--solutions',
    join(out, variant),
    '--json',
    join(out, `${variant}.json`),
    '--no-progress',
  ];
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('close', (code) => resolve({ variant, code, text, seconds: (performance.now() - t0) / 1000 }));
  });
}

/** Each winning line checked by `fc verify`, a new process per deal. */
function verify(variant) {
  const dir = join(out, variant);
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.txt'));
  } catch {
    // no deal was won
  }
  let ok = 0;
  const rejected = [];
  for (const f of files) {
    const deal = f.replace(/\.txt$/, '');
    const r = spawnSync(
      process.execPath,
      [FC, 'verify', '--variant', variant, '--deal', deal, '--solution', join(dir, f)],
      { encoding: 'utf8' },
    );
    if (r.status === 0 && /^won in \d+ moves$/.test(r.stdout.trim())) ok++;
    else rejected.push(`${deal}: ${r.stdout.trim() || r.stderr.trim()}`);
  }
  return { lines: files.length, ok, rejected };
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const ms = (x) => (x === undefined ? '—' : `${x.toFixed(x < 10 ? 2 : 0)} ms`);
const trio = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? '—'
    : `${ms(quantile(s, 0.5))} / ${ms(quantile(s, 0.95))} / ${ms(quantile(s, 0.99))} / ${ms(s.at(-1))}`;
};

const results = [];
const queue = values.report ? [] : [...variants];
if (values.report) {
  for (const v of variants) {
    if (existsSync(join(out, `${v}.json`)))
      results.push({ variant: v, code: 0, text: '', seconds: NaN, checked: verify(v) });
  }
}
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let v = queue.shift(); v !== undefined; v = queue.shift()) {
      const r = await bench(v);
      process.stderr.write(`${v}: fc hint-bench exit ${r.code} in ${r.seconds.toFixed(0)} s\n`);
      results.push({ ...r, checked: verify(v) });
    }
  }),
);

const head = [
  'variant',
  'deals',
  'winnable',
  'won afresh',
  'fc verify',
  'hints a deal, median / max',
  'a hint afresh, median / p95 / p99 / max',
  'first hint, median / p95 / p99 / max',
  'kept Hinter, median / p95 / p99 / max',
  'differing / grew',
  'off the line: won of winnable',
  'a hint afresh off the line, median / p95 / p99 / max',
  'wall',
];

let failed = false;
const rows = [];
for (const v of variants) {
  const r = results.find((x) => x.variant === v);
  if (!r) {
    // --report on a variant not finished: its lines so far, no figures (fc hint-bench writes them last).
    const lines = existsSync(join(out, v)) ? readdirSync(join(out, v)).length : 0;
    rows.push([v, `not finished: ${lines} deals won so far`, ...head.slice(2).map(() => '—')]);
    failed = true;
    continue;
  }
  const j = JSON.parse(readFileSync(join(out, `${v}.json`), 'utf8'));
  const f = j.figures;
  const winnable = f.filter((d) => d.first === 'winnable');
  const won = f.filter((d) => d.followed === 'won').length;
  const hints = winnable.map((d) => d.hints).sort((a, b) => a - b);
  const sum = (k) => f.reduce((a, d) => a + d[k], 0);
  if (r.code !== 0 || won < winnable.length || r.checked.ok < won) failed = true;
  rows.push([
    v,
    `${f.length}${j.skipped ? ` (of ${j.drawn} drawn)` : ''}`,
    String(winnable.length),
    String(won),
    `${r.checked.ok} of ${r.checked.lines}`,
    hints.length ? `${quantile(hints, 0.5)} / ${hints.at(-1)}` : '—',
    trio(f.flatMap((d) => d.freshMs)),
    trio(f.map((d) => d.firstMs)),
    trio(f.flatMap((d) => d.keptMs)),
    `${sum('mismatches')} / ${sum('grew')}`,
    `${sum('sampledWon')} of ${sum('sampledWinnable')}`,
    trio(f.flatMap((d) => d.sampleMs)),
    Number.isNaN(r.seconds) ? '—' : `${r.seconds.toFixed(0)} s`,
  ]);
  for (const x of r.checked.rejected) process.stderr.write(`fc verify rejected ${v} ${x}\n`);
  if (r.code !== 0) process.stderr.write(r.text);
}

const line = (cells) => `| ${cells.join(' | ')} |`;
console.log(`hints asked afresh: ${deals} deals a variant drawn from 1–1,000,000, seed ${seed}`);
console.log(`load average before: ${before}; after: ${load()}\n`);
console.log(line(head));
console.log(line(head.map(() => '---')));
for (const r of rows) console.log(line(r));
process.exit(failed ? 1 : 0);
