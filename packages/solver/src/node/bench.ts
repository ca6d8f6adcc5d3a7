/**
 * The solver bench (results go to BENCHMARKS.md). Run from packages/solver: `pnpm bench [flags]`,
 * which bundles this file and the worker entry to dist/bench/ and runs it.
 *
 *   --runs N          repetitions of the FreeCell range, ours and fc-solve alternating (default 3)
 *   --jobs LIST       thread counts for our side, e.g. 1,2 (default 2)
 *   --from A --to B   FreeCell range (default 1..32000)
 *   --only LIST       sections: fast,short,variants,memory,lengths (default all)
 *   --json FILE       also write every figure as JSON
 *
 * fc-solve is Debian's freecell-solver-bin: `freecell-solver-range-parallel-solve A B 1 -l lg` for the
 * range (one process, one thread), `fc-solve` per board for solution lengths and Challenge deals.
 */
import { deal, FREECELL_RULES, formatLayout, unwrap, type RulesSpec } from '@cascade/core';
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { solveRange, type RangeSummary } from './solve-range.ts';
import { solveDeal, type DealResult } from './solve-deal.ts';

const args = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : dflt;
};
const RUNS = Number(flag('runs', '3'));
const JOBS = flag('jobs', '2').split(',').map(Number);
const FROM = Number(flag('from', '1'));
const TO = Number(flag('to', '32000'));
const ONLY = new Set(flag('only', 'fast,short,variants,memory,lengths').split(','));
const JSON_OUT = flag('json', '');
const WORKER = new URL('./worker-entry.mjs', import.meta.url);

const r = (rules: Partial<RulesSpec>): RulesSpec => ({ ...FREECELL_RULES, ...rules });
const SEED_VARIANTS: [string, RulesSpec][] = [
  ['challenge', r({ deal: 'challenge' })],
  [
    'inverted',
    r({
      foundationDirection: 'down',
      foundationBase: 'king',
      buildDirection: 'up',
      sequenceMove: 'cells-plus-one',
    }),
  ],
  ['ephemeral', r({ emptyColumns: 'kings', cellStay: 'next-move' })],
  ['selective', r({ cellEntry: 'selective' })],
];

const OTHER_RULES: [string, RulesSpec][] = [
  // Any suit, one card at a time, empty columns closed, two cells: huge state spaces.
  [
    'any-suit-one-card',
    r({ buildPolicy: 'any-suit', emptyColumns: 'none', sequenceMove: 'one-card', cells: 2 }),
  ],
];

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? NaN;
};
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const log = (s: string) => process.stderr.write(`${s}\n`);
const out: string[] = [];
const say = (s = '') => {
  out.push(s);
  console.log(s);
};
const figures: Record<string, unknown> = {};

function hasFcSolve(): boolean {
  return (
    spawnSync('freecell-solver-range-parallel-solve', ['1', '1', '1', '-l', 'lg'], { encoding: 'utf8' })
      .status === 0
  );
}

interface FcsRun {
  wallMs: number;
  unsolved: number[];
  perDealMs: number[];
}

/** fc-solve on a range, one process; per-deal times from its progress lines. */
function runFcSolve(from: number, to: number, preset: string): FcsRun {
  const t0 = performance.now();
  const res = spawnSync(
    'freecell-solver-range-parallel-solve',
    [String(from), String(to), '1', '-l', preset],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  const wallMs = performance.now() - t0;
  if (res.status !== 0) throw new Error(`fc-solve failed: ${res.stderr}`);
  const unsolved: number[] = [];
  const perDealMs: number[] = [];
  let last = NaN;
  for (const line of res.stdout.split('\n')) {
    const u = /^Unsolved Board No\. (\d+)/.exec(line);
    if (u) unsolved.push(Number(u[1]));
    const m = /^(?:Started|Reached Board No\. \d+) at ([\d.]+)/.exec(line);
    if (m) {
      const t = Number(m[1]) * 1000;
      if (!Number.isNaN(last) && line.startsWith('Reached')) perDealMs.push(t - last);
      last = t;
    }
  }
  return { wallMs, unsolved, perDealMs };
}

/** fc-solve's solution for one board (null if it finds none): explicit moves, foundation moves included. */
function fcSolveLength(board: string, preset: string): number | null {
  const res = spawnSync('fc-solve', ['-l', preset, '-m', '-sn', '-'], { input: board, encoding: 'utf8' });
  if (!res.stdout.includes('This game is solveable.')) return null;
  return res.stdout
    .split('This game is solveable.')[0]!
    .split(/\s+/)
    .filter((t) => /^[0-9a-k]{2}/.test(t)).length;
}

function summary(results: DealResult[]) {
  const solved = results.filter((x) => x.status === 'solved');
  const lengths = solved.map((x) => x.length!);
  return {
    deals: results.length,
    solved: solved.length,
    unsolvable: results.filter((x) => x.status === 'unsolvable').map((x) => x.deal),
    unknown: results.filter((x) => x.status === 'unknown').map((x) => x.deal),
    medianMs: median(results.map((x) => x.timeMs)),
    p95Ms: pct(
      results.map((x) => x.timeMs),
      0.95,
    ),
    maxMs: Math.max(...results.map((x) => x.timeMs)),
    medianLength: median(lengths),
    meanLength: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length),
    maxLength: Math.max(...lengths),
  };
}

async function ours(
  rules: RulesSpec,
  from: number,
  to: number,
  jobs: number,
  mode: 'fast' | 'short' = 'fast',
): Promise<RangeSummary> {
  let lastShown = 0;
  return solveRange({
    rules,
    from,
    to,
    jobs,
    mode,
    workerUrl: WORKER,
    onProgress: (done, total) => {
      if (done - lastShown >= 2000 || done === total) {
        lastShown = done;
        process.stderr.write(`\r  ${done}/${total}`);
        if (done === total) process.stderr.write('\n');
      }
    },
  });
}

async function fastSection(): Promise<void> {
  const fcs = hasFcSolve();
  say(`## FreeCell ${FROM}–${TO}, fast mode${fcs ? ' vs fc-solve -l lg' : ''}`);
  say();
  const oursWall: Record<number, number[]> = {};
  const fcsWall: number[] = [];
  let lastOurs: Record<number, RangeSummary> = {};
  let lastFcs: FcsRun | null = null;
  for (let run = 1; run <= RUNS; run++) {
    const order = run % 2 === 1 ? ['fcs', 'ours'] : ['ours', 'fcs'];
    for (const who of order) {
      if (who === 'fcs') {
        if (!fcs) continue;
        log(`run ${run}: fc-solve -l lg (load ${loadavg()[0]!.toFixed(1)})`);
        lastFcs = runFcSolve(FROM, TO, 'lg');
        fcsWall.push(lastFcs.wallMs);
        log(`  ${(lastFcs.wallMs / 1000).toFixed(2)} s, unsolved ${lastFcs.unsolved.join(' ')}`);
      } else {
        for (const jobs of JOBS) {
          log(`run ${run}: ours, ${jobs} thread(s) (load ${loadavg()[0]!.toFixed(1)})`);
          const res = await ours(FREECELL_RULES, FROM, TO, jobs);
          (oursWall[jobs] ??= []).push(res.wallMs);
          lastOurs = { ...lastOurs, [jobs]: res };
          const s = summary(res.results);
          log(
            `  ${(res.wallMs / 1000).toFixed(2)} s, solved ${s.solved}, unsolvable ${s.unsolvable.join(' ')}, unknown ${s.unknown.length}`,
          );
        }
      }
    }
  }
  say(
    '| solver | threads | wall s (median of runs) | runs (s) | solved | unsolvable | unknown | deals/s | median ms/deal | p95 ms | max ms | peak RSS MB |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const jobs of JOBS) {
    const res = lastOurs[jobs]!;
    const s = summary(res.results);
    const w = median(oursWall[jobs]!);
    say(
      `| cascade fast | ${jobs} | **${f2(w / 1000)}** | ${oursWall[jobs]!.map((x) => f2(x / 1000)).join(', ')} | ${s.solved} | ${s.unsolvable.join(' ') || 0} | ${s.unknown.length} | ${Math.round((s.deals / w) * 1000)} | ${f2(s.medianMs)} | ${f1(s.p95Ms)} | ${Math.round(s.maxMs)} | ${Math.round(res.peakRssBytes / 2 ** 20)} |`,
    );
    figures[`fast_jobs${jobs}`] = {
      wallMs: oursWall[jobs],
      ...s,
      unsolvable: s.unsolvable,
      unknown: s.unknown,
    };
  }
  if (lastFcs) {
    const w = median(fcsWall);
    const n = TO - FROM + 1;
    say(
      `| fc-solve -l lg | 1 | **${f2(w / 1000)}** | ${fcsWall.map((x) => f2(x / 1000)).join(', ')} | ${n - lastFcs.unsolved.length} | ${lastFcs.unsolved.join(' ')} | 0 | ${Math.round((n / w) * 1000)} | ${f2(median(lastFcs.perDealMs))} | ${f1(pct(lastFcs.perDealMs, 0.95))} | ${Math.round(Math.max(...lastFcs.perDealMs))} | – |`,
    );
    figures.fcsolve_lg = { wallMs: fcsWall, unsolved: lastFcs.unsolved };
    say();
    for (const jobs of JOBS) {
      const ratios = oursWall[jobs]!.map((x, i) => x / fcsWall[i]!);
      say(
        `Ratio ours (${jobs} thread${jobs > 1 ? 's' : ''}) / fc-solve wall time: **${f2(median(oursWall[jobs]!) / w)}** (per run: ${ratios.map(f2).join(', ')}).`,
      );
    }
    const ourUns = summary(lastOurs[JOBS[0]!]!.results).unsolvable;
    const disagree = [...new Set([...ourUns, ...lastFcs.unsolved])].filter(
      (d) => !(ourUns.includes(d) && lastFcs.unsolved.includes(d)),
    );
    say(`Disagreements on solvability: ${disagree.length === 0 ? 'none' : disagree.join(' ')}.`);
  }
  const all = lastOurs[JOBS[0]!]!.results;
  const s = summary(all);
  say(
    `Our solution length (explicit moves): median ${s.medianLength}, mean ${f1(s.meanLength)}, max ${s.maxLength}.`,
  );
  const slow = [...all].sort((a, b) => b.timeMs - a.timeMs).slice(0, 10);
  say(
    `Our slowest deals: ${slow.map((x) => `${x.deal} (${Math.round(x.timeMs)} ms, ${x.states} states)`).join(', ')}.`,
  );
  const total = all.reduce((a, x) => a + x.timeMs, 0);
  const over = (ms: number) => all.filter((x) => x.timeMs > ms).reduce((a, x) => a + x.timeMs, 0) / total;
  say(
    `Share of our solving time in deals over 10 ms: ${(over(10) * 100).toFixed(0)}%; over 100 ms: ${(over(100) * 100).toFixed(0)}%.`,
  );
  say();
}

async function shortSection(): Promise<void> {
  say('## FreeCell 1–1000, short mode');
  say();
  const res = await ours(FREECELL_RULES, 1, 1000, JOBS[JOBS.length - 1]!, 'short');
  const s = summary(res.results);
  const fast = summary((await ours(FREECELL_RULES, 1, 1000, JOBS[JOBS.length - 1]!, 'fast')).results);
  say(
    '| mode | solved | unsolvable | unknown | median moves | mean moves | max moves | median ms/deal | p95 ms | wall s |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|');
  say(
    `| short | ${s.solved} | ${s.unsolvable.join(' ') || 0} | ${s.unknown.length} | **${s.medianLength}** | ${f1(s.meanLength)} | ${s.maxLength} | **${f1(s.medianMs)}** | ${f1(s.p95Ms)} | ${f2(res.wallMs / 1000)} |`,
  );
  say(
    `| fast | ${fast.solved} | ${fast.unsolvable.join(' ') || 0} | ${fast.unknown.length} | ${fast.medianLength} | ${f1(fast.meanLength)} | ${fast.maxLength} | ${f2(fast.medianMs)} | ${f1(fast.p95Ms)} | – |`,
  );
  figures.short = s;
  say();
}

function lengthsSection(): void {
  if (!spawnSync('fc-solve', ['--version'], { encoding: 'utf8' }).stdout) return;
  say('## Solution lengths beside fc-solve, FreeCell 1–200');
  say();
  const lg: number[] = [];
  const ve: number[] = [];
  let veMs = 0;
  for (let n = 1; n <= 200; n++) {
    const board = formatLayout(unwrap(deal(FREECELL_RULES, n)));
    const a = fcSolveLength(board, 'lg');
    if (a !== null) lg.push(a);
    const t = performance.now();
    const b = fcSolveLength(board, 've');
    veMs += performance.now() - t;
    if (b !== null) ve.push(b);
  }
  const fast: number[] = [];
  const short: number[] = [];
  let shortMs = 0;
  for (let n = 1; n <= 200; n++) {
    const x = solveDeal({ rules: FREECELL_RULES }, n);
    if (x.length !== undefined) fast.push(x.length);
    const y = solveDeal({ rules: FREECELL_RULES, mode: 'short' }, n);
    shortMs += y.timeMs;
    if (y.length !== undefined) short.push(y.length);
  }
  say('| solver | median moves | mean | max | mean ms/deal |');
  say('|---|---|---|---|---|');
  say(
    `| fc-solve -l lg | ${median(lg)} | ${f1(lg.reduce((a, b) => a + b, 0) / lg.length)} | ${Math.max(...lg)} | – |`,
  );
  say(
    `| fc-solve -l ve | ${median(ve)} | ${f1(ve.reduce((a, b) => a + b, 0) / ve.length)} | ${Math.max(...ve)} | ${f1(veMs / 200)} (incl. process start) |`,
  );
  say(
    `| cascade fast | ${median(fast)} | ${f1(fast.reduce((a, b) => a + b, 0) / fast.length)} | ${Math.max(...fast)} | – |`,
  );
  say(
    `| cascade short | ${median(short)} | ${f1(short.reduce((a, b) => a + b, 0) / short.length)} | ${Math.max(...short)} | ${f1(shortMs / 200)} |`,
  );
  figures.lengths = { lg, ve, fast, short };
  say();
}

/** fc-solve's verdict on a board under standard FreeCell rules. */
function fcSolveSolvable(board: string): boolean | null {
  const res = spawnSync('fc-solve', ['-l', 'lg', '-'], { input: board, encoding: 'utf8' });
  if (res.stdout.includes('This game is solveable.')) return true;
  if (res.stdout.includes('I could not solve')) return false;
  return null;
}

async function variantsSection(): Promise<void> {
  say('## Seed variants, deals 1–1000, fast mode');
  say();
  say(
    '| variant | solved | unsolvable | unknown | wall s | median ms | p95 ms | max ms | fc-solve agreement |',
  );
  say('|---|---|---|---|---|---|---|---|---|');
  for (const [name, rules] of SEED_VARIANTS) {
    const res = await ours(rules, 1, 1000, JOBS[JOBS.length - 1]!);
    const s = summary(res.results);
    let agree =
      name === 'inverted'
        ? 'ranks mirrored: `fc bench --variant inverted --compare fc-solve`'
        : 'not expressible';
    if (name === 'challenge' && hasFcSolve()) {
      // Challenge deals are FreeCell boards under the standard rules: fc-solve can judge them.
      const differ: number[] = [];
      for (const x of res.results) {
        const v = fcSolveSolvable(formatLayout(unwrap(deal(rules, x.deal))));
        if (v !== null && v !== (x.status === 'solved')) differ.push(x.deal);
      }
      agree = differ.length === 0 ? 'all 1000 agree' : `differ on ${differ.join(' ')}`;
    }
    say(
      `| ${name} | ${s.solved} | ${s.unsolvable.length} | ${s.unknown.length}${s.unknown.length ? ` (${s.unknown.join(' ')})` : ''} | ${f2(res.wallMs / 1000)} | ${f2(s.medianMs)} | ${f1(s.p95Ms)} | ${Math.round(s.maxMs)} | ${agree} |`,
    );
    figures[`variant_${name}`] = s;
  }
  say();
}

function memorySection(): void {
  say('## Peak memory for single deals (a fresh process each)');
  say();
  say('| deal | result | states | time s | peak RSS MB |');
  say('|---|---|---|---|---|');
  const self = fileURLToPath(import.meta.url);
  for (const [name, n] of [
    ['freecell', 11982],
    ['freecell', 1],
    ['ephemeral', 195],
    // A house rule whose deal 1 runs into the default state budget: the worst case of memory.
    ['any-suit-one-card', 1],
  ] as const) {
    const res = execFileSync(process.execPath, [self, '--single', name, String(n)], { encoding: 'utf8' });
    const x = JSON.parse(res) as { status: string; states: number; rss: number; ms: number };
    say(`| ${name} ${n} | ${x.status} | ${x.states} | ${f1(x.ms / 1000)} | ${Math.round(x.rss / 2 ** 20)} |`);
  }
  say();
}

async function main(): Promise<void> {
  const single = args.indexOf('--single');
  if (single >= 0) {
    const name = args[single + 1];
    const rules = [...SEED_VARIANTS, ...OTHER_RULES].find(([n]) => n === name)?.[1] ?? FREECELL_RULES;
    const x = solveDeal({ rules }, Number(args[single + 2]));
    const rss = process.resourceUsage().maxRSS * 1024;
    console.log(JSON.stringify({ status: x.status, states: x.states, ms: x.timeMs, rss }));
    return;
  }
  say(`# Solver bench, ${new Date().toISOString().slice(0, 10)}`);
  say();
  say(
    `Machine: ${cpus()[0]?.model ?? '?'}, ${availableParallelism()} threads, Node ${process.version}; load average at start ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}.`,
  );
  say();
  if (ONLY.has('fast')) await fastSection();
  if (ONLY.has('short')) await shortSection();
  if (ONLY.has('lengths')) lengthsSection();
  if (ONLY.has('variants')) await variantsSection();
  if (ONLY.has('memory')) memorySection();
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(figures, null, 1));
}

await main();
