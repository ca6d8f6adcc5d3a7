/**
 * The search work of the fast mode on a range of deals, in this thread: for tuning the portfolio
 * (search.ts). Built beside the bench (`pnpm bench:build`), run from packages/solver:
 *
 *   node dist/bench/work.mjs --from 1 --to 32000 [--config portfolio.json] [--rules '{"cells":3}']
 *                            [--slowest 10] [--cost 10400,32800,76700,30900] [--warmup 2000]
 *
 * It prints the positions each kind of phase expanded (plain scans, scans that also dig home,
 * scans with every macro move, A*), that work weighed by a cost per position (`--cost`:
 * instructions per position of each kind, in that order, measured with `valgrind --tool=callgrind
 * node --single-threaded --predictable` on nine runs of different portfolios over deals 1–2000 and
 * fitted by least squares, residuals within 4%), which phase settled how many deals, and the time.
 * Work counts are exact and repeatable, so portfolios can be compared on a machine other work
 * shares; times here are only a guide.
 *
 * `--config FILE`: a JSON SolverConfig-like object: { "portfolio": [{ "weights": {…overrides of
 * FAST_WEIGHTS}, "noise": 2, "level": 2, "budget": 250, "seed": 1, "macroSteps": 5 }, …],
 * "astars": [{ "weights": {}, "gWeight": 1, "budget": 30000 }] }.
 */
import { deal, FREECELL_RULES, unwrap, type RulesSpec } from '@cascade/core';
import { readFileSync } from 'node:fs';
import type { DfsParams } from '../dfs.ts';
import { FAST_WEIGHTS, type HeuristicWeights } from '../heuristic.ts';
import { Solver, type AStarParams, type PhaseTrace, type SolverConfig } from '../search.ts';

const args = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : dflt;
};
const from = Number(flag('from', '1'));
const to = Number(flag('to', '4000'));
const slowest = Number(flag('slowest', '0'));
const [costScan, costHome, costMacro, costAStar] = flag('cost', '10400,32800,76700,30900')
  .split(',')
  .map(Number) as [number, number, number, number];
const rules: RulesSpec = { ...FREECELL_RULES, ...(JSON.parse(flag('rules', '{}')) as Partial<RulesSpec>) };

interface ConfigFile {
  readonly portfolio?: readonly (Omit<DfsParams, 'weights'> & { weights?: Partial<HeuristicWeights> })[];
  readonly astars?: readonly (Omit<AStarParams, 'weights'> & {
    weights?: Partial<HeuristicWeights>;
    budget: number;
  })[];
}
const configPath = flag('config', '');
const file: ConfigFile = configPath ? (JSON.parse(readFileSync(configPath, 'utf8')) as ConfigFile) : {};
const config: SolverConfig = {
  ...(file.portfolio
    ? { portfolio: file.portfolio.map((p) => ({ ...p, weights: { ...FAST_WEIGHTS, ...p.weights } })) }
    : {}),
  ...(file.astars
    ? { astars: file.astars.map((a) => ({ ...a, weights: { ...FAST_WEIGHTS, ...a.weights } })) }
    : {}),
};

const work: Record<PhaseTrace['kind'], number> = {
  scan: 0,
  'home-scan': 0,
  'macro-scan': 0,
  'a-star': 0,
  target: 0,
};
const settledBy = new Map<string, { deals: number; ms: number; work: number }>();
const status = { solved: 0, unsolvable: 0, unknown: 0 };
const perDeal: { deal: number; ms: number; phases: string }[] = [];
// The first deals pay for the JIT: solve some first, uncounted (--warmup N).
const warmup = Number(flag('warmup', '0'));
for (let n = 1; n <= warmup; n++) new Solver(unwrap(deal(rules, n)), {}, config).step();
const started = performance.now();
for (let n = from; n <= to; n++) {
  const t = performance.now();
  const solver = new Solver(unwrap(deal(rules, n)), {}, config);
  const r = solver.step()!;
  status[r.status]++;
  for (const p of solver.trace) work[p.kind] += p.work;
  const last = solver.trace.at(-1);
  const by = last ? `${last.phase} (${last.kind}) ${last.outcome}` : 'at once';
  const entry = settledBy.get(by) ?? { deals: 0, ms: 0, work: 0 };
  entry.deals++;
  entry.ms += performance.now() - t;
  for (const p of solver.trace) entry.work += p.work;
  settledBy.set(by, entry);
  if (slowest > 0)
    perDeal.push({
      deal: n,
      ms: performance.now() - t,
      phases: solver.trace.map((p) => `${p.phase}:${p.outcome}:${p.work}`).join(' '),
    });
}
const ms = performance.now() - started;
const cost =
  (work.scan * costScan +
    work['home-scan'] * costHome +
    work['macro-scan'] * costMacro +
    work['a-star'] * costAStar) /
  1e9;
console.log(
  `deals ${from}–${to}: ${status.solved} solved, ${status.unsolvable} unsolvable, ${status.unknown} unknown`,
);
console.log(
  `positions expanded: scans ${work.scan}, home scans ${work['home-scan']}, macro scans ${work['macro-scan']}, ` +
    `A* ${work['a-star']}; ` +
    `weighed cost ${cost.toFixed(2)} G instructions; ${(ms / 1000).toFixed(2)} s here`,
);
console.log('settled by (deals, positions expanded in all their phases, time here):');
for (const [k, v] of [...settledBy].sort((a, b) => b[1].deals - a[1].deals))
  console.log(
    `  ${String(v.deals).padStart(6)}  ${k.padEnd(28)} ${String(v.work).padStart(9)}  ${(v.ms / 1000).toFixed(2)} s`,
  );
if (slowest > 0) {
  console.log('slowest:');
  for (const d of perDeal.sort((a, b) => b.ms - a.ms).slice(0, slowest))
    console.log(`  ${d.deal}  ${d.ms.toFixed(1)} ms  ${d.phases}`);
}
