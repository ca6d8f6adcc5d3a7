import { LEVELS, summarize, type AtlasSummary, type DealRange } from '@cascade/atlas';
import type { Command } from 'commander';
import { openStore, reportStoreProblems, storeOption } from '../atlas-options.ts';
import { levelName } from '../atlas-grades.ts';
import type { CommandContext } from '../context.ts';
import { EXIT, UsageError } from '../errors.ts';
import { dealNumber } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples } from './command.ts';

interface AtlasSummaryOptions {
  readonly variant: string;
  readonly store: string;
  readonly from?: string;
  readonly to?: string;
  readonly json?: boolean;
}

const num = (n: number) => n.toLocaleString('en-US');
/** Ranges of deals, the first six of them (a store being filled has many gaps). */
const ranges = (rs: readonly DealRange[]) =>
  rs
    .slice(0, 6)
    .map((r) => (r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`))
    .join(', ') + (rs.length > 6 ? ` … (${num(rs.length)} ranges in all)` : '');
const list = (xs: readonly number[]) =>
  `${xs.slice(0, 20).join(' ')}${xs.length > 20 ? ` … (${num(xs.length)})` : ''}`;
const hours = (ms: number) =>
  ms < 120_000
    ? `${(ms / 1000).toFixed(1)} s`
    : ms < 7_200_000
      ? `${(ms / 60_000).toFixed(1)} min`
      : `${(ms / 3_600_000).toFixed(1)} h`;

/** The summary as a small table for people. */
export function summaryText(name: string, s: AtlasSummary): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, s.deals)).toFixed(3).replace(/\.?0+$/, '')}%`;
  const rows: [string, string][] = [
    ['deals', `${num(s.deals)} (${ranges(s.ranges)})`],
    ['won', `${num(s.won)} (${pct(s.won)})`],
    ['lost', `${num(s.lost)}${s.lost > 0 ? `: ${list(s.lostDeals)}` : ''}`],
    ['unknown', `${num(s.unknown)}${s.unknown > 0 ? `: ${list(s.unknownDeals)}` : ''}`],
  ];
  if (s.gradedRanges.length > 0) {
    rows.push(['graded', `${num(s.graded)} winnable deals of ${ranges(s.gradedRanges)}`]);
    rows.push(['levels', LEVELS.map((l) => `${levelName(l)} ${num(s.levels[l])}`).join(' · ')]);
    const cells = Object.entries(s.minFreeCells)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([c, n]) => `${c}: ${num(n)}`);
    if (s.gradedLost > 0) cells.push(`not with all: ${num(s.gradedLost)}`);
    rows.push([
      'free cells',
      `${cells.join(' · ')}${s.inexact > 0 ? ` (${num(s.inexact)} of these are upper bounds: a search with one cell fewer ran out of budget)` : ''}`,
    ]);
    rows.push([
      'hardest',
      s.hardest
        .map(
          (h) =>
            `${h.deal} (${h.minFreeCells} cell${h.minFreeCells === 1 ? '' : 's'}${h.exact ? '' : ' at most'}, ${num(h.effort)} positions)`,
        )
        .join(', '),
    ]);
  }
  rows.push(['solving time', `${hours(s.timeMs)}, summed over the deals`]);
  const width = Math.max(...rows.map(([k]) => k.length));
  return `${name}\n${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}

export function registerAtlasSummary(atlas: Command, ctx: CommandContext): void {
  atlas
    .command('summary')
    .summary("a variant's records summed up: won, lost, grades, the hardest deals")
    .description(
      "Sum up the store's records of a variant (or of --from..--to): deals, won, lost, unknown, the win " +
        'rate, how many deals each level and each count of free cells has, the hardest deals and the ' +
        'solving time. --json prints one object (deals, won, lost, unknown, winRate, levels, minFreeCells, ' +
        'hardest, lostDeals, unknownDeals and the rest). Exits 1 when the store has no record of the variant.',
    )
    .addOption(variantOption())
    .addOption(storeOption())
    .option('--from <n>', 'first deal to count')
    .option('--to <n>', 'last deal to count')
    .option('--json', 'one JSON object')
    .addHelpText(
      'after',
      examples([
        ['fc atlas summary', 'FreeCell'],
        ['fc atlas summary --variant ephemeral --from 1 --to 32000 --json', 'as JSON'],
      ]),
    )
    .action((opts: AtlasSummaryOptions) => {
      const variant = variantFrom(opts.variant);
      const from = opts.from === undefined ? 1 : dealNumber(opts.from, '--from', variant.rules);
      const to = opts.to === undefined ? Number.MAX_SAFE_INTEGER : dealNumber(opts.to, '--to', variant.rules);
      if (from < 1 || to < from)
        throw new UsageError(`--from and --to must give a range of deals, 1 ≤ from ≤ to`);
      const store = openStore(ctx, opts.store);
      const s = summarize(store.records(variant, { from, to }), { graded: store.coverage(variant, true) });
      reportStoreProblems(ctx, store);
      if (s.deals === 0) {
        ctx.note(
          `the atlas at ${opts.store} has no record of ${variant.name}${opts.from !== undefined || opts.to !== undefined ? ' in that range' : ''}`,
        );
        ctx.exitCode = EXIT.failed;
        return;
      }
      ctx.out(
        opts.json
          ? `${JSON.stringify({ variant: variant.id, name: variant.name, ...s })}\n`
          : summaryText(`${variant.name}, deals ${ranges(s.ranges)}`, s),
      );
      ctx.exitCode = EXIT.ok;
    });
}
