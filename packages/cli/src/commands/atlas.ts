/**
 * `fc atlas`: ranges of deals solved, graded and stored (run, worker), read back (show, summary)
 * and exported for the game (export), and what an export still lacks (todo). Each subcommand lives in its own file.
 */
import { examples, type CliCommand } from './command.ts';
import { registerAtlasDashboard } from './atlas-dashboard.ts';
import { registerAtlasExport } from './atlas-export.ts';
import { registerAtlasRun } from './atlas-run.ts';
import { registerAtlasShow } from './atlas-show.ts';
import { registerAtlasStatus } from './atlas-status.ts';
import { registerAtlasSummary } from './atlas-summary.ts';
import { registerAtlasTodo } from './atlas-todo.ts';
import { registerAtlasWorker } from './atlas-worker.ts';

export const atlasCommand: CliCommand = {
  name: 'atlas',
  register(program, ctx) {
    const atlas = program
      .command('atlas')
      .summary('solve, grade and store ranges of deals; export them for the game')
      .description(
        'The deal atlas: every deal of a range solved and graded, stored in a directory (default .atlas/), ' +
          'on this machine or spread over many through a Redis queue, and exported as the static files ' +
          'the game reads. A grade is the fewest free cells the deal can be won with; the difficulty ' +
          'levels order the winnable deals by it, then by the search it took.',
      )
      .addHelpText(
        'after',
        examples([
          ['fc atlas run --variant ephemeral --from 1 --to 32000', 'solve and grade 32,000 deals here'],
          ['fc atlas summary --variant ephemeral', 'won, lost, the grades, the hardest deals'],
          ['fc atlas show --variant ephemeral --deal 7', 'one deal'],
          ['fc atlas export --out apps/web/static/atlas', "the game's files"],
        ]),
      );
    for (const register of [
      registerAtlasRun,
      registerAtlasWorker,
      registerAtlasStatus,
      registerAtlasDashboard,
      registerAtlasShow,
      registerAtlasSummary,
      registerAtlasExport,
      registerAtlasTodo,
    ]) {
      register(atlas, ctx);
    }
    for (const sub of atlas.commands)
      sub.showHelpAfterError(`(run 'fc atlas ${sub.name()} --help' for usage and examples)`);
  },
};
