/**
 * `fc`, in-process: `run(argv, io)` parses the arguments with commander, runs one command and
 * returns its exit code. Nothing here touches `process`, so tests call it directly; `bin.ts` wires it
 * to the real process.
 */
import { Command, CommanderError } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { COMMANDS } from './commands/index.ts';
import { CommandContext } from './context.ts';
import { EXIT, UsageError } from './errors.ts';
import { terminalSafe, type CliIo } from './io.ts';

export type { CliIo } from './io.ts';
export { EXIT } from './errors.ts';

function buildProgram(ctx: CommandContext): Command {
  const program = new Command('fc')
    .description('Cascade: FreeCell and its family of variants on the command line.')
    .version(pkg.version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'print help')
    .helpCommand('help [command]', 'print help for a command')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => ctx.io.stdout.write(s),
      writeErr: (s) => ctx.io.stderr.write(s),
    })
    .showHelpAfterError("(run 'fc --help' for the list of commands)")
    .showSuggestionAfterError(true)
    .addHelpText(
      'after',
      '\nEvery command has its own help, with examples: fc <command> --help.\n' +
        'Results go to standard output, messages to standard error.\n' +
        'Exit codes: 0 success; 1 a negative answer (verify: an illegal move, a game not won);\n' +
        '2 bad arguments or unreadable input; 3 and 4 solve: unsolvable, unknown;\n' +
        "5 atlas: the queue's Redis cannot be reached (2: it cannot hold the queue safely).\n",
    );
  program.hook('preAction', (_program, action) => {
    // The full name of a subcommand (`atlas run`), for the usage hint.
    const names: string[] = [];
    for (let c: Command | null = action; c && c !== program; c = c.parent) names.unshift(c.name());
    ctx.commandName = names.join(' ');
  });
  for (const command of COMMANDS) {
    command.register(program, ctx);
    const registered = program.commands.find((c) => c.name() === command.name);
    registered?.showHelpAfterError(`(run 'fc ${command.name} --help' for usage and examples)`);
  }
  return program;
}

export async function run(argv: readonly string[], givenIo: CliIo): Promise<number> {
  const io: CliIo = {
    ...givenIo,
    stdout: terminalSafe(givenIo.stdout),
    stderr: terminalSafe(givenIo.stderr),
  };
  const ctx = new CommandContext(io);
  const program = buildProgram(ctx);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ctx.exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Commander has already printed its message (and the help hint).
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return EXIT.ok;
      if (e.code === 'commander.help') return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return EXIT.usage;
    }
    if (e instanceof UsageError) {
      io.stderr.write(`error: ${e.message}\n`);
      if (e.hint)
        io.stderr.write(
          `(run 'fc ${ctx.commandName ? `${ctx.commandName} ` : ''}--help' for usage and examples)\n`,
        );
      return EXIT.usage;
    }
    io.stderr.write(
      `fc: internal error (please report it): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return EXIT.internal;
  }
}
