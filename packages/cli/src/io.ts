/**
 * What a command may touch of the outside world. `run()` takes one, so tests drive commands in-process
 * with strings; `bin.ts` passes the real process streams (`nodeIo`).
 */
import { readFile } from 'node:fs/promises';

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
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The real process: stdout, stderr, stdin and the file system. */
export function nodeIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: () => readAll(process.stdin),
    readFile: (path) => readFile(path, 'utf8'),
  };
}
