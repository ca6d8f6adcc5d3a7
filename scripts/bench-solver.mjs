#!/usr/bin/env node
/**
 * The solver's benchmark table, in one command, ours beside the reference from the same
 * run, medians of --runs runs, as Markdown for BENCHMARKS.md:
 *
 *   node scripts/bench-solver.mjs [--runs 3] [--only fast1,fast2,short,variants] [--to 32000]
 *                                 [--variants-to 32000] [--variants-jobs 2] [--json FILE]
 *
 * - fast1: `pnpm -s fc bench --from 1 --to 32000 --mode fast --jobs 1` against one
 *   `freecell-solver-range-parallel-solve 1 32000 1 -l lg`, each timed as a whole process (what a
 *   user waits for: pnpm, Node's start-up, dealing, the replay of every solution), alternating
 *   which goes first.
 * - fast2: the same with `--jobs 2` against two fc-solve processes on the two halves at once.
 * - short: short mode on deals 1–1000 beside fast mode and fc-solve -l ve (board by board): mean,
 *   median and max explicit moves, time a deal, and the distribution of lengths.
 * - variants: every catalogue variant on deals 1–N (Ephemeral 1–1000): solved, proven unsolvable,
 *   unknown, the win rate beside the published one, time and peak memory.
 *
 * Run after `pnpm install && pnpm build`, from the repository root, on a quiet machine (the load
 * average is printed beside every table).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : dflt;
};
const RUNS = Number(flag('runs', '3'));
const ONLY = new Set(flag('only', 'fast1,fast2,short,variants').split(','));
const TO = Number(flag('to', '32000'));
const VARIANTS_TO = Number(flag('variants-to', '32000'));
const VARIANTS_JOBS = flag('variants-jobs', '2');
const JSON_OUT = flag('json', '');

const tmp = mkdtempSync(join(tmpdir(), 'bench-solver-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
const figures = {};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const log = (s) => process.stderr.write(`${s}\n`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const f2 = (x) => x.toFixed(2);

/** Runs commands at once; resolves with the wall seconds until the last ends (each must exit 0). */
function timed(commands) {
  const started = process.hrtime.bigint();
  return Promise.all(
    commands.map(
      ([cmd, cmdArgs]) =>
        new Promise((resolve, reject) => {
          const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
          child.on('error', reject);
          child.on('close', (code) =>
            code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')}: exit ${code}`)),
          );
        }),
    ),
  ).then(() => Number(process.hrtime.bigint() - started) / 1e9);
}

const fcBench = (extra, json) => [
  'pnpm',
  ['-s', 'fc', 'bench', ...extra, '--no-progress', ...(json ? ['--json', json] : [])],
];

async function fastRow(jobs) {
  const json = join(tmp, `fast${jobs}.json`);
  const ours = [];
  const inside = [];
  const theirs = [];
  const half = Math.floor(TO / 2);
  const peer =
    jobs === 1
      ? [['freecell-solver-range-parallel-solve', ['1', String(TO), '1', '-l', 'lg']]]
      : [
          ['freecell-solver-range-parallel-solve', ['1', String(half), '1', '-l', 'lg']],
          ['freecell-solver-range-parallel-solve', [String(half + 1), String(TO), '1', '-l', 'lg']],
        ];
  let last;
  for (let run = 1; run <= RUNS; run++) {
    const order = run % 2 ? ['peer', 'ours'] : ['ours', 'peer'];
    for (const who of order) {
      log(`fast, ${jobs} thread(s), run ${run}: ${who} (load ${load()})`);
      if (who === 'peer') theirs.push(await timed(peer));
      else {
        ours.push(
          await timed([
            fcBench(['--from', '1', '--to', String(TO), '--mode', 'fast', '--jobs', String(jobs)], json),
          ]),
        );
        last = JSON.parse(readFileSync(json, 'utf8'));
        inside.push(last.rows[0].wallMs / 1000);
      }
    }
  }
  const row = last.rows[0];
  const r = {
    ours,
    inside,
    theirs,
    ratio: median(ours) / median(theirs),
    solved: row.solved,
    unsolvable: row.unsolvable,
    unknown: row.unknown,
    length: row.length,
  };
  figures[`fast${jobs}`] = r;
  return r;
}

function fastTable(rows) {
  const out = [
    `| measure | ours, whole process (median of ${RUNS}) | runs (s) | inside | reference, same run | runs (s) | ratio |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const [jobs, r] of rows) {
    const what =
      jobs === 1
        ? `\`pnpm -s fc bench --from 1 --to ${TO} --mode fast --jobs 1\``
        : `the same with \`--jobs 2\``;
    const ref =
      jobs === 1
        ? `\`freecell-solver-range-parallel-solve 1 ${TO} 1 -l lg\``
        : 'two fc-solve processes on the halves at once';
    out.push(
      `| ${what} | **${f2(median(r.ours))} s** | ${r.ours.map(f2).join(', ')} | ${f2(median(r.inside))} s | ${ref}: **${f2(median(r.theirs))} s** | ${r.theirs.map(f2).join(', ')} | **${f2(r.ratio)}×** |`,
    );
  }
  const any = rows[0][1];
  out.push(
    '',
    `Verdicts: ${any.solved} solved, ${any.unsolvable} proven unsolvable, ${any.unknown} unknown; solution length median ${any.length.median}, mean ${any.length.mean.toFixed(1)}, max ${any.length.max} explicit moves.`,
  );
  const p = pnpmStart();
  const without = rows.map(
    ([jobs, r]) =>
      `${jobs} thread${jobs > 1 ? 's' : ''} ${f2(median(r.ours) - p.extra)} s (${f2((median(r.ours) - p.extra) / median(r.theirs))}×)`,
  );
  out.push(
    '',
    `Of our whole process, pnpm's own start-up: \`pnpm -s fc --version\` ${f2(p.pnpm)} s against \`node packages/cli/dist/fc.mjs --version\` ${f2(p.node)} s (medians of ${PNPM_RUNS}), **${f2(p.extra)} s**; without it, run as \`node packages/cli/dist/fc.mjs bench …\`: ${without.join(', ')}.`,
  );
  return out.join('\n');
}

const PNPM_RUNS = 5;

/** What `pnpm -s fc` adds to a run of the CLI: its own start-up (seconds, medians of PNPM_RUNS). */
function pnpmStart() {
  const once = (cmd, cmdArgs) => {
    const started = process.hrtime.bigint();
    execFileSync(cmd, cmdArgs, { stdio: 'ignore' });
    return Number(process.hrtime.bigint() - started) / 1e9;
  };
  const pnpm = [];
  const node = [];
  for (let i = 0; i < PNPM_RUNS; i++) {
    pnpm.push(once('pnpm', ['-s', 'fc', '--version']));
    node.push(once('node', ['packages/cli/dist/fc.mjs', '--version']));
  }
  const r = { pnpm: median(pnpm), node: median(node) };
  figures.pnpmStart = { ...r, extra: r.pnpm - r.node };
  return figures.pnpmStart;
}

function histogram(named) {
  const all = named.flatMap(([, xs]) => xs);
  const lo = Math.floor(Math.min(...all) / 5) * 5;
  const hi = Math.ceil((Math.max(...all) + 1) / 5) * 5;
  const out = [
    `| moves | ${named.map(([n]) => n).join(' | ')} |`,
    `|---|${named.map(() => '---').join('|')}|`,
  ];
  for (let b = lo; b < hi; b += 5) {
    const counts = named.map(([, xs]) => xs.filter((x) => x >= b && x < b + 5).length);
    if (counts.some((c) => c > 0)) out.push(`| ${b}–${b + 4} | ${counts.join(' | ')} |`);
  }
  return out.join('\n');
}

function shortSection() {
  log(`short mode, deals 1–1000 (load ${load()})`);
  const shortJson = join(tmp, 'short.json');
  const fastJson = join(tmp, 'fast-lengths.json');
  execFileSync(
    ...fcBench(
      ['--from', '1', '--to', '1000', '--mode', 'short', '--jobs', '1', '--compare', 'fc-solve'],
      shortJson,
    ),
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  execFileSync(...fcBench(['--from', '1', '--to', '1000', '--mode', 'fast', '--jobs', '1'], fastJson), {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const s = JSON.parse(readFileSync(shortJson, 'utf8'));
  const f = JSON.parse(readFileSync(fastJson, 'utf8'));
  const lengths = (deals, key) => deals.flatMap((d) => (d[key] !== undefined ? [d[key]] : []));
  const short = lengths(s.deals, 'length');
  const ve = lengths(s.deals, 'fcSolveLength');
  const fast = lengths(f.deals, 'length');
  const ms = s.deals.map((d) => d.ms);
  const stat = (xs) => ({
    median: median(xs),
    mean: xs.reduce((a, b) => a + b, 0) / xs.length,
    max: Math.max(...xs),
  });
  const r = {
    short: stat(short),
    fast: stat(fast),
    ve: stat(ve),
    medianMs: median(ms),
    unknown: s.rows[0].unknown,
  };
  figures.short = r;
  const row = (name, x, time) => `| ${name} | ${x.median} | ${x.mean.toFixed(1)} | ${x.max} | ${time} |`;
  return [
    '| solver | median moves | mean | max | time a deal |',
    '|---|---|---|---|---|',
    row('cascade short', r.short, `**median ${r.medianMs.toFixed(1)} ms**`),
    row('cascade fast', r.fast, `median ${median(f.deals.map((d) => d.ms)).toFixed(2)} ms`),
    row(
      'fc-solve -l ve (same run, board by board)',
      r.ve,
      `${(s.rows[1].wallMs / s.rows[1].deals).toFixed(0)} ms (process start included)`,
    ),
    '| macroxue/freecell beam 2^10 (published) | 79 | – | – | 40 ms |',
    '| optimal, deals 1–5000 (Paul & Helmert 2016, published) | – | 77 | – | – |',
    '',
    `Short mode: ${r.unknown} unknown. Distribution of solution lengths (explicit moves, foundation moves included):`,
    '',
    histogram([
      ['short', short],
      ['fast', fast],
      ['fc-solve -l ve', ve],
    ]),
  ].join('\n');
}

/** Published win rates (Blake & Gent's Solvitaire tables; FreeCell Pro's 8.6 billion deals). */
const PUBLISHED = {
  freecell: '99.9988% (FreeCell Pro: 102,075 impossible of 8.6 billion)',
  'bakers-game': '75.05%',
  'eight-off': '99.88%',
  'seahaven-towers': '89.33%',
  forecell: '85.62%',
  'three-cell-freecell': '99.36%',
  'two-cell-freecell': '79.54%',
};

function variantsSection() {
  const ids = execFileSync('node', ['packages/cli/dist/fc.mjs', 'variants'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.split('\t')[0]);
  const out = [
    `| variant | deals | solved | proven unsolvable | unknown | win rate | published | wall s | max ms a deal | peak memory |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const id of ids) {
    const to = id === 'ephemeral' ? Math.min(VARIANTS_TO, 1000) : VARIANTS_TO;
    const json = join(tmp, `${id}.json`);
    log(`${id} 1–${to} (load ${load()})`);
    const r = spawnSync(
      'pnpm',
      [
        '-s',
        'fc',
        'bench',
        '--variant',
        id,
        '--from',
        '1',
        '--to',
        String(to),
        '--jobs',
        VARIANTS_JOBS,
        '--no-progress',
        '--json',
        json,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (r.status !== 0) throw new Error(`fc bench --variant ${id}: exit ${r.status}`);
    const row = JSON.parse(readFileSync(json, 'utf8')).rows[0];
    figures[`variant-${id}`] = row;
    out.push(
      `| ${id} | 1–${to} | ${row.solved} | ${row.unsolvable} | **${row.unknown}** | ${((100 * row.solved) / row.deals).toFixed(2)}% | ${PUBLISHED[id] ?? '–'} | ${f2(row.wallMs / 1000)} | ${Math.round(row.timeMs.max)} | ${Math.round(row.peakRssBytes / 2 ** 20)} MB |`,
    );
  }
  return out.join('\n');
}

const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
console.log(
  `Measured ${started}, ${cpus()[0]?.model ?? '?'} × ${cpus().length}, Node ${process.version}, load average at start ${load()}.\n`,
);
const fastRows = [];
if (ONLY.has('fast1')) fastRows.push([1, await fastRow(1)]);
if (ONLY.has('fast2')) fastRows.push([2, await fastRow(2)]);
if (fastRows.length > 0) console.log(`${fastTable(fastRows)}\n`);
if (ONLY.has('short')) console.log(`${shortSection()}\n`);
if (ONLY.has('variants')) console.log(`${variantsSection()}\n`);
console.log(`Load average at the end: ${load()}.`);
if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(figures, null, 1)}\n`);
