/** What every command's action gets: the I/O and the input helpers shared by all commands. */
import { UsageError } from './errors.ts';
import type { CliIo } from './io.ts';

export interface Input {
  /** The text read. */
  readonly text: string;
  /** How to name it in messages: the file name, or "standard input". */
  readonly name: string;
}

export class CommandContext {
  readonly io: CliIo;
  /** The exit code the command's action settled on (0 unless it says otherwise). */
  exitCode = 0;
  /** The command being run, for messages (`fc deal --help`). */
  commandName = '';
  #stdinOwner: string | null = null;

  constructor(io: CliIo) {
    this.io = io;
  }

  /** Writes the command's result (stdout). */
  out(text: string): void {
    this.io.stdout.write(text);
  }

  /** Writes a message for people (stderr). */
  note(text: string): void {
    this.io.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /**
   * Reads the file an option names, or standard input for `-` (only one option per run may use it).
   * Unreadable files become a UsageError naming the option and the file.
   */
  async readInput(option: string, path: string): Promise<Input> {
    if (path === '-') {
      this.claimStdin(option, path);
      return { text: await this.io.stdin(), name: 'standard input' };
    }
    if (path === '')
      throw new UsageError(`${option} needs a file name (or - for standard input)`, { hint: true });
    try {
      return { text: await this.io.readFile(path), name: path };
    } catch (e) {
      throw new UsageError(`${option}: cannot read ${path}: ${fileProblem(e)}`);
    }
  }

  /** Reserves standard input for `option` before anything is read, so conflicts are found up front. */
  claimStdin(option: string, path: string | undefined): void {
    if (path !== '-') return;
    if (this.#stdinOwner !== null && this.#stdinOwner !== option) {
      throw new UsageError(
        `${this.#stdinOwner} - and ${option} - cannot both read standard input; put one of them in a file`,
        { hint: true },
      );
    }
    this.#stdinOwner = option;
  }
}

/** What went wrong with a file, in words (a Node error's code, else its message). */
export function fileProblem(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file is in the way of a directory';
    case 'EROFS':
      return 'read-only file system';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}
