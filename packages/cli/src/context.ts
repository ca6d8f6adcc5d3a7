/** What every command's action gets: the I/O and the input helpers shared by all commands. */
import { showInput } from '@cascade/core';
import { UsageError } from './errors.ts';
import { formatBytes, INPUT_MAX_BYTES, InputTooLarge, type CliIo } from './io.ts';

export interface Input {
  /** The text read. */
  readonly text: string;
  /** How to name it in messages: the file name, or "standard input". */
  readonly name: string;
}

/** At most this many characters of a file name are shown in a message. */
const PATH_SHOWN = 120;

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
   * Reads the file an option names, or standard input for `-` (only one option per run may use it),
   * at most INPUT_MAX_BYTES of it. Unreadable, binary or oversized input becomes a UsageError naming
   * the option and the file.
   */
  async readInput(option: string, path: string): Promise<Input> {
    if (path === '')
      throw new UsageError(`${option} needs a file name (or - for standard input)`, { hint: true });
    const fromStdin = path === '-';
    if (fromStdin) this.claimStdin(option, path);
    // Messages name the file; a file name is shown safely and cut short like any other input.
    const name = fromStdin ? 'standard input' : showInput(path, PATH_SHOWN);
    let text: string;
    try {
      text = fromStdin ? await this.io.stdin(INPUT_MAX_BYTES) : await this.io.readFile(path, INPUT_MAX_BYTES);
    } catch (e) {
      if (e instanceof InputTooLarge)
        throw new UsageError(
          `${option}: ${name} is larger than ${formatBytes(e.maxBytes)}, the most fc reads from one input; nothing was checked`,
        );
      throw new UsageError(`${option}: cannot read ${name}: ${fileProblem(e)}`);
    }
    if (text.includes('\0')) throw new UsageError(`${option}: ${name} is not text (it holds a NUL byte)`);
    return { text, name };
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
    case 'ENAMETOOLONG':
      return 'the file name is too long';
    case 'ELOOP':
      return 'too many symbolic links';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EFBIG':
      return 'the file would pass the size limit (ulimit -f)';
    case 'EIO':
      return 'an input/output error (the disk)';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file is in the way of a directory';
    case 'EROFS':
      return 'read-only file system';
    default:
      // Node's own message repeats the whole path: the code says enough.
      return code !== ''
        ? showInput(code)
        : showInput(e instanceof Error ? e.message : String(e), PATH_SHOWN);
  }
}
