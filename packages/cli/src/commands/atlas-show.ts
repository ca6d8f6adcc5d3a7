import { moveCount } from '@cascade/atlas';
import type { Command } from 'commander';
import { openStore, reportStoreProblems, storeOption } from '../atlas-options.ts';
import { cellsSentence, levelName, recordLevel, storedCuts } from '../atlas-grades.ts';
import type { CommandContext } from '../context.ts';
import { EXIT } from '../errors.ts';
import { dealNumber } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples } from './command.ts';

interface AtlasShowOptions {
  readonly variant: string;
  readonly deal: string;
  readonly store: string;
  readonly json?: boolean;
}

/** Ten moves a line, as solutions are printed everywhere else. */
const lines = (moves: string): string =>
  (moves.match(/(?:\S+\s?){1,10}/g) ?? []).map((l) => `  ${l.trim()}`).join('\n');

export function registerAtlasShow(atlas: Command, ctx: CommandContext): void {
  atlas
    .command('show')
    .summary("one deal's record: verdict, grade, solutions")
    .description(
      'Print what the atlas recorded of one deal: the verdict, the grade (level, and the fewest free cells ' +
        'the deal is won with), the positions searched, the win with that few cells, and the fast and short ' +
        'solutions in standard notation. --json prints one object (variant, deal, verdict, moves, grade, ' +
        'minFreeCells and the rest). Exits 1 when the store has no record of the deal.',
    )
    .addOption(variantOption())
    .requiredOption('--deal <n>', 'the deal number')
    .addOption(storeOption())
    .option('--json', 'one JSON object')
    .addHelpText(
      'after',
      examples([
        ['fc atlas show --deal 11982', 'the famous one'],
        ['fc atlas show --variant ephemeral --deal 7 --json', 'as JSON'],
      ]),
    )
    .action((opts: AtlasShowOptions) => {
      const variant = variantFrom(opts.variant);
      const n = dealNumber(opts.deal, '--deal', variant.rules);
      const store = openStore(ctx, opts.store);
      const r = store.record(variant, n);
      reportStoreProblems(ctx, store);
      if (!r) {
        ctx.note(
          `deal ${n} of ${variant.name} is not in the atlas at ${opts.store}; fc atlas run --variant ${opts.variant} --from ${n} --to ${n} adds it`,
        );
        ctx.exitCode = EXIT.failed;
        return;
      }
      const level = recordLevel(r, storedCuts(store, variant));
      const g = r.grade;
      if (opts.json) {
        const tokens = (s: string | undefined) => (s === undefined ? null : s.split(' '));
        ctx.out(
          `${JSON.stringify({
            variant: variant.id,
            name: variant.name,
            deal: n,
            verdict: r.verdict,
            moves: tokens(r.short ?? r.fast) ?? [],
            fastMoves: tokens(r.fast),
            shortMoves: tokens(r.short),
            grade: level,
            minFreeCells: g?.minFreeCells ?? null,
            minFreeCellsExact: g?.exact ?? null,
            // The win with minFreeCells cells (the fast one when that is the rules' own count).
            minFreeCellsMoves: g ? tokens(g.moves ?? r.fast) : null,
            effort: g?.effort ?? null,
            cellTries: g?.tries ?? null,
            positions: r.states,
            timeMs: r.timeMs,
          })}\n`,
        );
        ctx.exitCode = EXIT.ok;
        return;
      }
      const out = [`${variant.name}, deal ${n}`];
      const verdict = {
        solved: 'solved: it can be won',
        unsolvable: 'unsolvable: proven, every position reachable was searched',
        unknown: 'unknown: the search ran out of budget',
      }[r.verdict];
      out.push(`verdict    ${verdict}`);
      if (g && level)
        out.push(
          `grade      ${levelName(level)}: ${cellsSentence(g, variant.rules.prefilledCells)}; ${g.effort.toLocaleString('en-US')} positions to win with that few`,
        );
      else if (r.verdict === 'solved')
        out.push('grade      not graded (run fc atlas run without --no-grades)');
      out.push(`positions  ${r.states.toLocaleString('en-US')} searched by the fast solver`);
      if (g?.moves)
        out.push(
          `${g.minFreeCells} cell${g.minFreeCells === 1 ? ' ' : 's'}    ${moveCount(g.moves)} moves`,
          lines(g.moves),
        );
      if (r.fast) out.push(`fast       ${moveCount(r.fast)} moves`, lines(r.fast));
      if (r.short) out.push(`short      ${moveCount(r.short)} moves`, lines(r.short));
      else if (r.verdict === 'solved')
        out.push(
          g ? 'short      none within the budget' : 'short      not searched (a verdicts-only record)',
        );
      ctx.out(`${out.join('\n')}\n`);
      ctx.exitCode = EXIT.ok;
    });
}
