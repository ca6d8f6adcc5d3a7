/**
 * What a command may touch of the outside world. `run()` takes one, so tests drive commands in-process
 * with strings; `bin.ts` passes the real process streams (`nodeIo`).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

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
  /** The whole of standard input; called only when an option is given `-`. */
  readonly stdin: () => Promise<string>;
  /** Reads a UTF-8 text file; rejects with a Node error (`code` ENOENT, EISDIR, …) when it cannot. */
  readonly readFile: (path: string) => Promise<string>;
  /** The directory relative paths are taken from (the atlas's store and export directories). */
  readonly cwd: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

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
    stdin: () => readAll(process.stdin),
    readFile: (path) => readFile(resolve(base, path), 'utf8'),
    cwd: base,
  };
}
