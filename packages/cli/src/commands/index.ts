/**
 * Every `fc` command, in the order `fc --help` lists them. To add one (solve, bench, hint), write
 * `commands/<name>.ts` exporting a CliCommand and add it here (a group of subcommands, like atlas,
 * registers each from its own file).
 */
import type { CliCommand } from './command.ts';
import { atlasCommand } from './atlas.ts';
import { benchCommand } from './bench.ts';
import { dealCommand } from './deal.ts';
import { hintBenchCommand } from './hint-bench.ts';
import { hintCommand } from './hint.ts';
import { movesCommand } from './moves.ts';
import { rulesCommand } from './rules.ts';
import { solveCommand } from './solve.ts';
import { variantsCommand } from './variants.ts';
import { verifyCommand } from './verify.ts';

export const COMMANDS: readonly CliCommand[] = [
  variantsCommand,
  rulesCommand,
  dealCommand,
  movesCommand,
  verifyCommand,
  solveCommand,
  hintCommand,
  benchCommand,
  hintBenchCommand,
  atlasCommand,
];
