/**
 * What a command may touch of the outside world. `run()` takes one, so tests drive commands in-process
 * with strings; `bin.ts` passes the real process streams (`nodeIo`).
 */
import { escapeUnsafe } from '@cascade/core';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';

export interface OutputStream {
  write(chunk: string): unknown;
  /** Set on a terminal: progress bars and colours only go to a TTY. */
  readonly isTTY?: boolean;
}

export interface CliIo {
  /** The result, and nothing else, goes here. */
  readonly stdout: OutputStream;
  /** Messages, warnings, progress. */
  readonly stderr: OutputStream;
  /**
   * The whole of standard input, at most `maxBytes` of it (rejects with InputTooLarge past that);
   * called only when an option is given `-`.
   */
  readonly stdin: (maxBytes: number) => Promise<string>;
  /**
   * Reads a UTF-8 text file of at most `maxBytes` (rejects with InputTooLarge past that, or with a
   * Node error, `code` ENOENT, EISDIR, …, when it cannot read it).
   */
  readonly readFile: (path: string, maxBytes: number) => Promise<string>;
  /** The directory relative paths are taken from (the atlas's store and export directories). */
  readonly cwd: string;
}

/** Text with every unsafe character escaped (core's escapeUnsafe) but its line breaks and tabs kept. */
export const terminalText = (text: string): string =>
  text
    .split(/([\n\t])/)
    .map((part, i) => (i % 2 === 1 ? part : escapeUnsafe(part)))
    .join('');

/**
 * The one place fc's output reaches a terminal: every write goes through terminalText, so nothing fc
 * prints (a message quoting a token, a file name, commander's echo of an unknown option, a name from
 * house rules) can carry an escape sequence, a bidi override or a stray carriage return to it.
 */
export function terminalSafe(stream: OutputStream): OutputStream {
  return {
    write: (chunk: string) => stream.write(terminalText(chunk)),
    get isTTY() {
      return stream.isTTY;
    },
  };
}

/**
 * The most fc reads from one input (a board, a solution, a move list): far beyond any real one
 * (a 1,000-move solution with every position printed by fc-solve is about 300 kB), and small enough
 * that `yes | fc verify --solution -` or `--board /dev/zero` stop at once instead of filling memory.
 */
export const INPUT_MAX_BYTES = 4 * 1024 * 1024;

/** `4 MiB`: a byte count for messages. */
export const formatBytes = (n: number): string =>
  n >= 1024 * 1024 && n % (1024 * 1024) === 0
    ? `${n / (1024 * 1024)} MiB`
    : n >= 1024 && n % 1024 === 0
      ? `${n / 1024} KiB`
      : `${n} bytes`;

/** An input went past the most fc reads; nothing after the limit was read. */
export class InputTooLarge extends Error {
  override readonly name = 'InputTooLarge';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`the input is larger than ${formatBytes(maxBytes)}`);
    this.maxBytes = maxBytes;
  }
}

/**
 * Reads a stream to its end as UTF-8, or rejects with InputTooLarge as soon as it passes `maxBytes`
 * (the stream is then closed: an endless producer, `yes` or /dev/zero, is stopped there).
 */
export async function readLimited(stream: NodeJS.ReadableStream, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > maxBytes) {
      // Leaving the loop closes the stream.
      throw new InputTooLarge(maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a file (a device or a pipe too) through readLimited. */
export const readTextFile = (path: string, maxBytes: number): Promise<string> =>
  readLimited(createReadStream(path), maxBytes);

/** Reads text already in memory through readLimited, as if from a stream (for tests). */
export const readTextLimited = (text: string, maxBytes: number): Promise<string> =>
  readLimited(Readable.from([Buffer.from(text, 'utf8')]), maxBytes);

/**
 * The directory relative file names are read from. Package-manager scripts run in the workspace
 * root, so under the root `pnpm fc …` / `pnpm bench …` scripts the user's own directory is INIT_CWD
 * (set by pnpm and npm to where the command was typed).
 */
export function baseDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const viaScript = env.npm_lifecycle_event === 'fc' || env.npm_lifecycle_event === 'bench';
  return viaScript && env.INIT_CWD ? env.INIT_CWD : process.cwd();
}

/** The real process: stdout, stderr, stdin and the file system. */
export function nodeIo(): CliIo {
  const base = baseDirectory();
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: (maxBytes) => readLimited(process.stdin, maxBytes),
    readFile: (path, maxBytes) => readTextFile(resolve(base, path), maxBytes),
    cwd: base,
  };
}
