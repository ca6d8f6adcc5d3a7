import { DEFAULT_MAX_STATES } from '@cascade/solver';
import { plural } from '@cascade/words';
import { solveRange, type DealResult, type RangeSummary } from '@cascade/solver/node';
import { SingleBar } from 'cli-progress';
import { Option } from 'commander';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { checkOutputPath } from '../bench/output.ts';
import {
  FC_SOLVE_MAX_ITERS,
  fcSolvePlan,
  hasFcSolve,
  PeerFailure,
  runAtomic,
  runBoards,
  runRange,
  type FcSolvePlan,
  type PeerDeal,
  type PeerOptions,
  type PeerRun,
} from '../bench/fc-solve.ts';
import { formatPhases, phaseWork } from '../bench/phases.ts';
import { formatTable, spread, type BenchRow } from '../bench/summary.ts';
import {
  maxStatesOption,
  modeOption,
  positiveInt,
  statesBudgetOption,
  timeoutOption,
} from '../budget-options.ts';
import type { CommandContext } from '../context.ts';
import { EXIT, UsageError } from '../errors.ts';
import { dealNumber } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { SOLVE_WORKER, workerScript } from '../worker-script.ts';
import { examples, type CliCommand } from './command.ts';

interface BenchOptions {
  readonly variant: string;
  readonly from: string;
  readonly to: string;
  readonly mode: 'fast' | 'short';
  readonly jobs?: string;
  readonly maxStates: string;
  readonly timeoutMs?: string;
  readonly compare?: string;
  readonly preset?: string;
  readonly json?: string;
  readonly phases?: boolean;
  readonly progress: boolean;
}

export const benchCommand: CliCommand = {
  name: 'bench',
  register(program, ctx) {
    program
      .command('bench')
      .summary('solve a range of deals and report the figures')
      .description(
        'Solve deals A..B of a variant on worker threads and print a table: deals, solved, unsolvable, ' +
          'unknown, wall time, deals per second, median / p95 / max time per deal, solution length ' +
          '(explicit moves) median / mean / max, peak memory. Every solution is replayed in the rules ' +
          "engine before it counts. With --compare fc-solve, Debian's fc-solve solves the same deals in " +
          'the same run, on as many processes as we use threads (equal cores): the range solver ' +
          '(freecell-solver-range-parallel-solve A B 1 -l lg) for Microsoft deals in fast mode, fc-solve ' +
          'board by board otherwise (Challenge deals, Inverted with ranks mirrored, and short mode, whose ' +
          'solution lengths it compares with -l ve); both rows print with their ratios, and any deal the ' +
          "two disagree on is listed. fc-solve's solutions are replayed under our rules too: a win whose " +
          'solution breaks one (fc-solve 5.0 can fill a Kings-only empty column with another card) counts ' +
          'apart as refused, with the move and the rule; a deal the range solver (which prints no ' +
          'solutions) wins and we do not is solved again board by board and its solution replayed. ' +
          'A meta-moves preset\'s "could not solve" is no proof: its row counts it as gave up, and a ' +
          'deal it gives up on that we won is put to its atomic-moves preset (-l cn), whose verdict is exact. ' +
          'Ctrl-C stops the run and prints the table of what finished. Exits 1 ' +
          'if the solvers disagree or fc-solve fails, 130 when interrupted.',
      )
      .addOption(variantOption())
      .requiredOption('--from <n>', 'first deal')
      .requiredOption('--to <n>', 'last deal (inclusive)')
      .addOption(modeOption())
      .option('--jobs <n>', `worker threads (default: ${availableParallelism()}, the cores here)`)
      .addOption(maxStatesOption(String(DEFAULT_MAX_STATES)))
      .addOption(timeoutOption())
      .addOption(
        new Option('--compare <solver>', 'also run this solver on the same deals').choices(['fc-solve']),
      )
      .option('--preset <name>', "fc-solve's preset (-l): default lg in fast mode, ve in short mode")
      .option('--json <file>', 'also write every figure (and each disagreement) to this JSON file')
      .option(
        '--phases',
        'also print the search work by phase: positions expanded, and which phase settled each deal',
      )
      .option('--no-progress', 'no progress bar on standard error')
      .addHelpText(
        'after',
        examples([
          ['fc bench --from 1 --to 32000 --compare fc-solve', 'the FreeCell benchmark'],
          [
            'fc bench --from 1 --to 1000 --mode short --compare fc-solve',
            'solution lengths beside fc-solve -l ve',
          ],
          [
            'fc bench --variant inverted --from 1 --to 1000 --compare fc-solve --json inverted.json',
            'a seed variant',
          ],
          ['fc bench --from 1 --to 4000 --jobs 1 --phases', 'where the search spends its work'],
        ]),
      )
      .action(async (opts: BenchOptions) => {
        const variant = variantFrom(opts.variant);
        const from = dealNumber(opts.from, '--from', variant.rules);
        const to = dealNumber(opts.to, '--to', variant.rules);
        if (to < from)
          throw new UsageError(`--from and --to must give a range of deals, from ≤ to; got ${from}..${to}`);
        const jobs = opts.jobs === undefined ? availableParallelism() : positiveInt('--jobs', opts.jobs);
        const maxStates = statesBudgetOption('--max-states', opts.maxStates);
        const timeoutMs =
          opts.timeoutMs === undefined ? undefined : positiveInt('--timeout-ms', opts.timeoutMs);
        if (opts.preset !== undefined && opts.compare === undefined)
          throw new UsageError('--preset goes with --compare fc-solve', { hint: true });
        if (opts.preset !== undefined && !/^[a-z][a-z0-9-]*$/.test(opts.preset))
          throw new UsageError(
            `--preset: ${JSON.stringify(opts.preset)} is not a preset name (e.g. lg, ve, cn)`,
          );
        const plan =
          opts.compare === 'fc-solve'
            ? fcSolvePlan(variant.rules, {
                preset: opts.preset ?? (opts.mode === 'short' ? 've' : 'lg'),
                lengths: opts.mode === 'short',
              })
            : undefined;
        if (typeof plan === 'string')
          throw new UsageError(`--compare fc-solve: ${variant.name} cannot be compared: ${plan}`);
        if (plan && !hasFcSolve())
          throw new UsageError(
            '--compare fc-solve: fc-solve is not installed (Debian package freecell-solver-bin; bash scripts/setup.sh installs it)',
          );
        // Checked before any work: a bad path must not cost the whole run.
        const jsonPath = opts.json === undefined ? undefined : checkOutputPath('--json', opts.json);
        const worker = workerScript(SOLVE_WORKER);
        if (jobs > 1 && worker === undefined)
          throw new UsageError('the solver worker is not built: run pnpm build first, or pass --jobs 1');

        const interrupt = new AbortController();
        const onSigint = () => interrupt.abort();
        process.on('SIGINT', onSigint);
        try {
          await bench(ctx, {
            variantId: variant.id,
            variantName: variant.name,
            rules: variant.rules,
            from,
            to,
            jobs,
            mode: opts.mode,
            maxStates,
            timeoutMs,
            plan,
            jsonPath,
            phases: opts.phases === true,
            progress: opts.progress,
            worker,
            signal: interrupt.signal,
          });
        } finally {
          process.removeListener('SIGINT', onSigint);
        }
      });
  },
};

interface BenchRun {
  readonly variantId: string;
  readonly variantName: string;
  readonly rules: Parameters<typeof fcSolvePlan>[0];
  readonly from: number;
  readonly to: number;
  readonly jobs: number;
  readonly mode: 'fast' | 'short';
  readonly maxStates: number;
  readonly timeoutMs: number | undefined;
  readonly plan: FcSolvePlan | undefined;
  readonly jsonPath: string | undefined;
  readonly phases: boolean;
  readonly progress: boolean;
  readonly worker: string | undefined;
  readonly signal: AbortSignal;
}

function progressBar(show: boolean, who: string, total: number): SingleBar | null {
  if (!show) return null;
  const bar = new SingleBar({
    stream: process.stderr,
    format: `${who} [{bar}] {value}/{total} deals  {eta_formatted} left`,
    hideCursor: true,
    noTTYOutput: false,
  });
  bar.start(total, 0);
  return bar;
}

async function bench(ctx: CommandContext, b: BenchRun): Promise<void> {
  const total = b.to - b.from + 1;
  const bar = progressBar(b.progress, 'ours    ', total);
  const summary = await solveRange({
    rules: b.rules,
    from: b.from,
    to: b.to,
    jobs: b.jobs,
    mode: b.mode,
    maxStates: b.maxStates,
    ...(b.timeoutMs !== undefined ? { timeoutMs: b.timeoutMs } : {}),
    ...(b.phases ? { trace: true } : {}),
    ...(b.worker !== undefined ? { workerUrl: b.worker } : {}),
    signal: b.signal,
    onProgress: (done) => bar?.update(done),
  });
  bar?.stop();
  const rows: BenchRow[] = [
    ourRow(
      `cascade (${b.mode}, ${summary.jobs} thread${summary.jobs === 1 ? '' : 's'})`,
      summary.results,
      summary.wallMs,
      summary.peakRssBytes,
    ),
  ];
  let peer: PeerRun | undefined;
  let peerFailure: string | undefined;
  if (b.plan && !b.signal.aborted) {
    const peerBar = progressBar(b.progress, 'fc-solve', total);
    if (!peerBar) ctx.note(`fc-solve: solving ${total} deals…`);
    const options = { jobs: summary.jobs, signal: b.signal, onDeal: (done: number) => peerBar?.update(done) };
    try {
      if (b.plan.via === 'range') {
        peer = await runRange(b.from, b.to, b.plan, options);
        peer = await checkPeerWins(b.plan, summary.results, peer, { jobs: summary.jobs, signal: b.signal });
      } else peer = await runBoards(range(b.from, b.to), b.plan, options);
      rows.push(peerRow(peer, b.plan));
    } catch (e) {
      if (!(e instanceof PeerFailure)) throw e;
      peerFailure = e.message;
    } finally {
      peerBar?.stop();
    }
  }
  const interrupted = b.signal.aborted;
  ctx.out(`${b.variantName}, deals ${b.from}–${b.to}\n`);
  if (interrupted) {
    const peerPart = b.plan ? `; fc-solve ${peer ? peer.results.length : 0} of ${total}` : '';
    ctx.out(`(interrupted: ours finished ${summary.results.length} of ${total} deals${peerPart})\n`);
  }
  ctx.out('\n');
  ctx.out(formatTable(rows));
  if (peer) ctx.out(`\nfc-solve ran: ${peer.command}\n`);
  const disagreements = peer ? disagreementsOf(summary.results, peer.results) : [];
  // fc-solve's meta-moves presets may give up on a board that can be won (no proof, no verdict):
  // where we have a checked solution, ask its atomic-moves preset, whose verdict is exact. A
  // disagreement stands only where that preset proves the deal lost: its win (replayed), its
  // refused win and its search cut off at the position limit are no proof against ours.
  const solvedHere = new Set(summary.results.filter((r) => r.status === 'solved').map((r) => r.deal));
  const gaveUp = (peer?.results ?? [])
    .filter((p) => p.status === 'gave-up' && solvedHere.has(p.deal))
    .map((p) => p.deal);
  const atomic = new Map<number, PeerDeal['status']>();
  if (b.plan && gaveUp.length > 0 && !interrupted) {
    ctx.note(
      `fc-solve: ${plural(gaveUp.length, 'deal')} -l ${b.plan.preset} gave up on (no proof) put to its atomic preset (-l cn)…`,
    );
    try {
      const run = await runAtomic(gaveUp, b.plan, { jobs: summary.jobs, signal: b.signal });
      for (const r of run.results) atomic.set(r.deal, r.status);
    } catch (e) {
      if (!(e instanceof PeerFailure)) throw e;
      peerFailure = e.message;
    }
    for (const n of gaveUp)
      if (atomic.get(n) === 'unsolvable')
        disagreements.push({ deal: n, ours: 'solved', fcSolve: 'unsolvable' });
    disagreements.sort((a, b) => a.deal - b.deal);
    const which = (status: PeerDeal['status']) => gaveUp.filter((n) => atomic.get(n) === status);
    const parts = [
      ['solves', which('solved')],
      [`runs out of its ${FC_SOLVE_MAX_ITERS.toLocaleString('en-US')} positions on`, which('unknown')],
      ['wins with a solution our rules refuse', which('refused')],
      ['proves lost', which('unsolvable')],
    ] as const;
    ctx.out(
      `\nfc-solve -l ${b.plan.preset} could not solve ${plural(gaveUp.length, 'deal')} we solved; its atomic-moves preset (-l cn, an exact verdict) ` +
        `${
          parts
            .filter(([, xs]) => xs.length > 0)
            .map(
              ([what, xs]) =>
                `${what} ${xs.length === gaveUp.length ? 'all of them' : `${xs.length}`}: ${dealList(xs)}`,
            )
            .join('; ') || 'gives no answer'
        }\n`,
    );
  }
  reportProblems(ctx, summary.results, disagreements);
  if (peer) reportPeerWins(ctx, summary.results, peer.results);
  if (peerFailure !== undefined) ctx.out(`\n${peerFailure}: nothing to compare with\n`);
  const work = b.phases ? phaseWork(summary.results) : undefined;
  if (work) ctx.out(`\n${formatPhases(work)}`);
  if (b.jsonPath !== undefined) {
    writeFileSync(
      b.jsonPath,
      `${JSON.stringify(
        {
          variant: b.variantId,
          from: b.from,
          to: b.to,
          mode: b.mode,
          jobs: summary.jobs,
          interrupted,
          rows,
          disagreements,
          fcSolveGaveUp: gaveUp.filter((n) => atomic.get(n) === 'solved'),
          fcSolveRefused: (peer?.results ?? []).flatMap((p) =>
            p.status === 'refused' ? [{ deal: p.deal, refusal: p.refusal }] : [],
          ),
          fcSolveCommand: peer?.command ?? null,
          ...(work ? { phases: work } : {}),
          deals: perDeal(summary, peer),
        },
        null,
        1,
      )}\n`,
    );
  }
  ctx.exitCode = interrupted
    ? EXIT.interrupted
    : disagreements.length > 0 || peerFailure !== undefined
      ? EXIT.failed
      : EXIT.ok;
}

/**
 * The range solver prints no solutions: where it says "solveable" and we did not solve the deal,
 * fc-solve solves that board again one by one (the same preset and limit), its solution is
 * replayed under our rules, and that verdict replaces the range solver's. Deals both solve keep
 * its word: our own solution, replayed, already shows them winnable.
 */
async function checkPeerWins(
  plan: FcSolvePlan,
  ours: readonly DealResult[],
  peer: PeerRun,
  options: Pick<PeerOptions, 'jobs' | 'signal'>,
): Promise<PeerRun> {
  const notOurs = new Set(ours.filter((r) => r.status !== 'solved').map((r) => r.deal));
  const toCheck = peer.results.filter((p) => p.status === 'solved' && notOurs.has(p.deal)).map((p) => p.deal);
  if (toCheck.length === 0 || options.signal?.aborted) return peer;
  const checked = await runBoards(toCheck, plan, options);
  const byDeal = new Map(checked.results.map((p) => [p.deal, p]));
  return { ...peer, results: peer.results.map((p) => byDeal.get(p.deal) ?? p) };
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Per deal, for the JSON file: our verdict, time, states, length, and fc-solve's verdict and length. */
function perDeal(summary: RangeSummary, peer: PeerRun | undefined) {
  const theirs = new Map(peer?.results.map((p) => [p.deal, p]));
  return summary.results.map((r) => {
    const p = theirs.get(r.deal);
    return {
      deal: r.deal,
      status: r.status,
      ms: Math.round(r.timeMs * 1000) / 1000,
      states: r.states,
      bytes: r.bytes,
      ...(r.length !== undefined ? { length: r.length } : {}),
      ...(p
        ? {
            fcSolve: p.status,
            ...(p.length !== undefined ? { fcSolveLength: p.length } : {}),
            ...(p.refusal !== undefined ? { fcSolveRefusal: p.refusal } : {}),
          }
        : {}),
    };
  });
}

function ourRow(
  name: string,
  results: readonly DealResult[],
  wallMs: number,
  peakRssBytes: number,
): BenchRow {
  const times = spread(results.map((r) => r.timeMs));
  const lengths = spread(results.flatMap((r) => (r.length !== undefined ? [r.length] : [])));
  return {
    solver: name,
    deals: results.length,
    solved: results.filter((r) => r.status === 'solved').length,
    unsolvable: results.filter((r) => r.status === 'unsolvable').length,
    unknown: results.filter((r) => r.status === 'unknown').length,
    wallMs,
    dealsPerSecond: results.length / (wallMs / 1000),
    timeMs: times && { median: times.median, p95: times.p95, max: times.max },
    length: lengths && { median: lengths.median, mean: lengths.mean, max: lengths.max },
    peakRssBytes,
    engines: countEngines(results),
  };
}

/** Deals by the implementation that searched them (none: settled without a search). */
function countEngines(results: readonly DealResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) if (r.engine !== null) out[r.engine] = (out[r.engine] ?? 0) + 1;
  return out;
}

function peerRow(peer: PeerRun, plan: FcSolvePlan): BenchRow {
  const lengths = spread(peer.results.flatMap((r) => (r.length !== undefined ? [r.length] : [])));
  return {
    solver: `fc-solve (-l ${plan.preset}, ${peer.processes} process${peer.processes === 1 ? '' : 'es'})`,
    deals: peer.results.length,
    solved: peer.results.filter((r) => r.status === 'solved').length,
    unsolvable: peer.results.filter((r) => r.status === 'unsolvable').length,
    gaveUp: peer.results.filter((r) => r.status === 'gave-up').length,
    unknown: peer.results.filter((r) => r.status === 'unknown').length,
    refused: peer.results.filter((r) => r.status === 'refused').length,
    wallMs: peer.wallMs,
    dealsPerSecond: peer.results.length / (peer.wallMs / 1000),
    timeMs: null,
    length: lengths && { median: lengths.median, mean: lengths.mean, max: lengths.max },
    peakRssBytes: peer.peakRssBytes ?? null,
  };
}

export interface Disagreement {
  readonly deal: number;
  readonly ours: DealResult['status'];
  readonly fcSolve: PeerDeal['status'];
}

/**
 * Deals where one solver proved what the other refuted (unknowns are not disagreements, nor are
 * fc-solve's solutions that our rules refuse, nor its meta-moves presets giving up: they prove
 * nothing).
 */
export function disagreementsOf(ours: readonly DealResult[], peer: readonly PeerDeal[]): Disagreement[] {
  const byDeal = new Map(peer.map((p) => [p.deal, p.status]));
  const out: Disagreement[] = [];
  for (const r of ours) {
    const p = byDeal.get(r.deal);
    if (p === undefined || p === 'unknown' || p === 'refused' || p === 'gave-up' || r.status === 'unknown')
      continue;
    if (p !== r.status) out.push({ deal: r.deal, ours: r.status, fcSolve: p });
  }
  return out;
}

/** Deal numbers for a line of the report: the first 20, then how many in all. */
const dealList = (xs: readonly number[]): string =>
  `${xs.slice(0, 20).join(' ')}${xs.length > 20 ? ` … (${xs.length})` : ''}`;

/**
 * fc-solve's solutions our rules refuse (each with the first broken rule), and the deals it won
 * with a solution we replayed where ours found none: the deals where a peer answers and we do not.
 */
function reportPeerWins(ctx: CommandContext, ours: readonly DealResult[], peer: readonly PeerDeal[]): void {
  const refused = peer.filter((p) => p.status === 'refused');
  if (refused.length > 0) {
    ctx.out(
      `\nfc-solve's solution refused by our rules (not counted as solved) on ${plural(refused.length, 'deal')}:\n`,
    );
    for (const p of refused.slice(0, 20)) ctx.out(`  deal ${p.deal}: ${p.refusal ?? ''}\n`);
    if (refused.length > 20) ctx.out(`  … and ${refused.length - 20} more (--json lists them all)\n`);
  }
  const unknown = new Set(ours.filter((r) => r.status === 'unknown').map((r) => r.deal));
  const theirs = peer.filter((p) => p.status === 'solved' && unknown.has(p.deal)).map((p) => p.deal);
  if (theirs.length > 0)
    ctx.out(
      `fc-solve won (its solution replayed here) ${plural(theirs.length, 'deal')} we left unknown: ${dealList(theirs)}\n`,
    );
}

function reportProblems(
  ctx: CommandContext,
  results: readonly DealResult[],
  disagreements: readonly Disagreement[],
): void {
  const unsolvable = results.filter((r) => r.status === 'unsolvable').map((r) => r.deal);
  const unknown = results.filter((r) => r.status === 'unknown').map((r) => r.deal);
  if (unsolvable.length > 0) ctx.out(`\nproven unsolvable: ${dealList(unsolvable)}\n`);
  if (unknown.length > 0) ctx.out(`unknown (budget ran out): ${dealList(unknown)}\n`);
  for (const d of disagreements)
    ctx.out(`DISAGREEMENT on deal ${d.deal}: cascade says ${d.ours}, fc-solve says ${d.fcSolve}\n`);
}
