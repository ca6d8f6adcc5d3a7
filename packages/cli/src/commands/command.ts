/**
 * The shape of a command module. Each command lives in its own file under `commands/` and is listed
 * in `commands/index.ts`; `main.ts` registers them in that order. A new command (solve, bench, hint)
 * is one new file plus one line in the list.
 */
import type { Command } from 'commander';
import type { CommandContext } from '../context.ts';

export interface CliCommand {
  readonly name: string;
  /**
   * Declares the command on `program` (arguments, options, help with examples). Its action sets
   * `ctx.exitCode` and writes the result with `ctx.out`; user errors are thrown as UsageError.
   */
  register(program: Command, ctx: CommandContext): void;
}

/** The "Examples:" block appended to a command's --help. */
export function examples(list: readonly (readonly [command: string, comment: string])[]): string {
  return `\nExamples:\n${list.map(([command, comment]) => `  # ${comment}\n  $ ${command}\n`).join('')}`;
}
