/** Test helper: runs `fc` in-process against in-memory files and standard input. */
import { readTextFile, readTextLimited, type CliIo } from './io.ts';
import { run } from './main.ts';

export interface FcResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface FcOptions {
  /** Files by path; any other path fails with ENOENT (unless `disk`). */
  readonly files?: Readonly<Record<string, string>>;
  /** Paths not in `files` are read from the real file system (devices such as /dev/zero too). */
  readonly disk?: boolean;
  readonly stdin?: string;
}

/** `fc(['deal', '1'])` or `fc('deal 1')` (split on spaces: use the array form for arguments with spaces). */
export async function fc(args: string | readonly string[], options: FcOptions = {}): Promise<FcResult> {
  let stdout = '';
  let stderr = '';
  let stdinReads = 0;
  const io: CliIo = {
    cwd: process.cwd(),
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (maxBytes) => {
      stdinReads++;
      if (stdinReads > 1) throw new Error('standard input read twice');
      return readTextLimited(options.stdin ?? '', maxBytes);
    },
    readFile: (path, maxBytes) => {
      const text = options.files?.[path];
      if (text !== undefined) return readTextLimited(text, maxBytes);
      if (options.disk) return readTextFile(path, maxBytes);
      return Promise.reject(
        Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' }),
      );
    },
  };
  const argv = typeof args === 'string' ? args.split(/\s+/).filter(Boolean) : args;
  const code = await run(argv, io);
  return { code, stdout, stderr };
}
