import { deal, isWon, replayMoves, unwrap, type RulesSpec } from '@cascade/core';
import { solveRange, unpackMoves, type DealResult } from '@cascade/solver/node';
import { SingleBar } from 'cli-progress';
import { Option } from 'commander';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import {
  fcSolvePlan,
  hasFcSolve,
  PeerFailure,
  runAtomic,
  runBoards,
  runRange,
  type PeerDeal,
  type PeerRun,
} from '../bench/fc-solve.ts';
import { formatTable, spread, type BenchRow } from '../bench/summary.ts';
import { maxStatesOption, modeOption, positiveInt, timeoutOption } from '../budget-options.ts';
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
  readonly json?: string;
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
          'the same run (freecell-solver-range-parallel-solve A B 1 -l lg, or fc-solve board by board for ' +
          'Challenge deals and for Inverted with ranks mirrored) and both rows print with their ratios; any ' +
          'deal the two disagree on is listed. Exits 1 if a solution fails its replay or the solvers disagree.',
      )
      .addOption(variantOption())
      .requiredOption('--from <n>', 'first deal')
      .requiredOption('--to <n>', 'last deal (inclusive)')
      .addOption(modeOption())
      .option('--jobs <n>', `worker threads (default: ${availableParallelism()}, the cores here)`)
      .addOption(maxStatesOption('8000000'))
      .addOption(timeoutOption())
      .addOption(
        new Option('--compare <solver>', 'also run this solver on the same deals').choices(['fc-solve']),
      )
      .option('--json <file>', 'also write every figure (and each disagreement) to this JSON file')
      .option('--no-progress', 'no progress bar on standard error')
      .addHelpText(
        'after',
        examples([
          ['fc bench --from 1 --to 32000 --compare fc-solve', 'the FreeCell benchmark'],
          ['fc bench --from 1 --to 1000 --mode short', 'solution lengths of the short mode'],
          [
            'fc bench --variant inverted --from 1 --to 1000 --compare fc-solve --json inverted.json',
            'a seed variant',
          ],
        ]),
      )
      .action(async (opts: BenchOptions) => {
        const variant = variantFrom(opts.variant);
        const from = dealNumber(opts.from, '--from', variant.rules);
        const to = dealNumber(opts.to, '--to', variant.rules);
        if (to < from)
          throw new UsageError(`--from and --to must give a range of deals, from ≤ to; got ${from}..${to}`);
        const jobs = opts.jobs === undefined ? availableParallelism() : positiveInt('--jobs', opts.jobs);
        const maxStates = positiveInt('--max-states', opts.maxStates);
        const timeoutMs =
          opts.timeoutMs === undefined ? undefined : positiveInt('--timeout-ms', opts.timeoutMs);
        const plan = opts.compare === 'fc-solve' ? fcSolvePlan(variant.rules) : undefined;
        if (typeof plan === 'string')
          throw new UsageError(`--compare fc-solve: ${variant.name} cannot be compared: ${plan}`);
        if (plan && !hasFcSolve())
          throw new UsageError(
            '--compare fc-solve: fc-solve is not installed (Debian package freecell-solver-bin; bash scripts/setup.sh installs it)',
          );
        const worker = workerScript(SOLVE_WORKER);
        if (jobs > 1 && worker === undefined)
          throw new UsageError('the solver worker is not built: run pnpm build first, or pass --jobs 1');

        const total = to - from + 1;
        const bar = opts.progress
          ? new SingleBar({
              stream: process.stderr,
              format: 'ours   [{bar}] {value}/{total} deals  {eta_formatted} left',
              hideCursor: true,
              noTTYOutput: false,
            })
          : null;
        bar?.start(total, 0);
        const summary = await solveRange({
          rules: variant.rules,
          from,
          to,
          jobs,
          mode: opts.mode,
          maxStates,
          ...(timeoutMs !== undefined ? { timeoutMs } : {}),
          keepMoves: true,
          ...(worker !== undefined ? { workerUrl: worker } : {}),
          onProgress: (done) => bar?.update(done),
        });
        bar?.stop();
        const badReplays = verifySolutions(variant.rules, summary.results);
        const ours = ourRow(
          `cascade (${opts.mode}, ${summary.jobs} thread${summary.jobs === 1 ? '' : 's'})`,
          summary.results,
          summary.wallMs,
          summary.peakRssBytes,
        );
        const rows: BenchRow[] = [ours];
        let peer: PeerRun | undefined;
        let peerFailure: string | undefined;
        if (plan) {
          ctx.note(`fc-solve: solving ${total} deals…`);
          try {
            peer = plan.via === 'range' ? runRange(from, to, plan) : runBoards(variant.rules, from, to, plan);
            rows.push(peerRow(peer));
          } catch (e) {
            if (!(e instanceof PeerFailure)) throw e;
            peerFailure = e.message;
          }
        }
        ctx.out(`${variant.name}, deals ${from}–${to}\n\n`);
        ctx.out(formatTable(rows));
        if (peer) ctx.out(`\nfc-solve ran: ${peer.command}\n`);
        let disagreements = peer ? disagreementsOf(summary.results, peer.results) : [];
        // fc-solve's meta-moves preset may give up on a board that can be won: where we have a
        // checked solution, ask its atomic-moves preset, whose verdict is exact, before calling
        // it a disagreement.
        const gaveUp = disagreements.filter((d) => d.ours === 'solved').map((d) => d.deal);
        const settledByAtomic: number[] = [];
        if (plan && gaveUp.length > 0) {
          ctx.note(
            `fc-solve: ${gaveUp.length} "could not solve" verdicts checked with its atomic preset (-l cn)…`,
          );
          const atomic = runAtomic(variant.rules, gaveUp, plan);
          for (const r of atomic.results) if (r.status === 'solved') settledByAtomic.push(r.deal);
          disagreements = disagreements.filter((d) => !settledByAtomic.includes(d.deal));
          ctx.out(
            `\nfc-solve -l lg could not solve ${gaveUp.length} deal${gaveUp.length === 1 ? '' : 's'} we solved; its atomic-moves preset (-l cn, an exact verdict) ` +
              `solves ${settledByAtomic.length === gaveUp.length ? 'all of them' : `${settledByAtomic.length} of them`}` +
              `${settledByAtomic.length > 0 ? `: ${settledByAtomic.slice(0, 20).join(' ')}${settledByAtomic.length > 20 ? ' …' : ''}` : ''}\n`,
          );
        }
        reportProblems(ctx, summary.results, badReplays, disagreements);
        if (peerFailure !== undefined) ctx.out(`\n${peerFailure}: nothing to compare with\n`);
        if (opts.json !== undefined) {
          writeFileSync(
            opts.json,
            `${JSON.stringify({ variant: variant.id, from, to, mode: opts.mode, jobs: summary.jobs, rows, disagreements, fcSolveGaveUp: settledByAtomic, badReplays, fcSolveCommand: peer?.command ?? null }, null, 2)}\n`,
          );
        }
        ctx.exitCode =
          badReplays.length > 0 || disagreements.length > 0 || peerFailure !== undefined
            ? EXIT.failed
            : EXIT.ok;
      });
  },
};

/**
 * Replays every solution in core from the deal, once more and outside the timed run (the solver
 * already replayed each before returning it): the deals whose solution does not win.
 */
function verifySolutions(rules: RulesSpec, results: readonly DealResult[]): number[] {
  const bad: number[] = [];
  for (const r of results) {
    if (r.status !== 'solved') continue;
    const played = r.moves ? replayMoves(unwrap(deal(rules, r.deal)), unpackMoves(r.moves)) : undefined;
    if (!played?.ok || !isWon(played.value)) bad.push(r.deal);
  }
  return bad;
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
  };
}

function peerRow(peer: PeerRun): BenchRow {
  const lengths = spread(peer.results.flatMap((r) => (r.length !== undefined ? [r.length] : [])));
  return {
    solver: 'fc-solve (-l lg, 1 thread)',
    deals: peer.results.length,
    solved: peer.results.filter((r) => r.status === 'solved').length,
    unsolvable: peer.results.filter((r) => r.status === 'unsolvable').length,
    unknown: peer.results.filter((r) => r.status === 'unknown').length,
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

/** Deals where one solver proved what the other refuted (unknowns are not disagreements). */
export function disagreementsOf(ours: readonly DealResult[], peer: readonly PeerDeal[]): Disagreement[] {
  const byDeal = new Map(peer.map((p) => [p.deal, p.status]));
  const out: Disagreement[] = [];
  for (const r of ours) {
    const p = byDeal.get(r.deal);
    if (p === undefined || p === 'unknown' || r.status === 'unknown') continue;
    if (p !== r.status) out.push({ deal: r.deal, ours: r.status, fcSolve: p });
  }
  return out;
}

function reportProblems(
  ctx: CommandContext,
  results: readonly DealResult[],
  badReplays: readonly number[],
  disagreements: readonly Disagreement[],
): void {
  const unsolvable = results.filter((r) => r.status === 'unsolvable').map((r) => r.deal);
  const unknown = results.filter((r) => r.status === 'unknown').map((r) => r.deal);
  const list = (xs: readonly number[]) =>
    `${xs.slice(0, 20).join(' ')}${xs.length > 20 ? ` … (${xs.length})` : ''}`;
  if (unsolvable.length > 0) ctx.out(`\nproven unsolvable: ${list(unsolvable)}\n`);
  if (unknown.length > 0) ctx.out(`unknown (budget ran out): ${list(unknown)}\n`);
  if (badReplays.length > 0) ctx.out(`SOLUTIONS THAT DO NOT REPLAY AS WINS: ${list(badReplays)}\n`);
  for (const d of disagreements)
    ctx.out(`DISAGREEMENT on deal ${d.deal}: cascade says ${d.ours}, fc-solve says ${d.fcSolve}\n`);
}
