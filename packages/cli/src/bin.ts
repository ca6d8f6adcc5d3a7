// The `fc` executable (bundled into dist/fc.mjs).
import { nodeIo } from './io.ts';
import { fileProblem } from './context.ts';
import { EXIT } from './errors.ts';
import { run } from './main.ts';

// A reader that stops early (`fc atlas summary --json | head -c 200`) closes the pipe: the rest of the
// output is not wanted, so fc stops there quietly, as `head` and `grep -q` expect, not with a stack
// trace. Any other failure to write (`fc deal 1 > /dev/full`: a full disk) is one line on standard
// error and exit 2; a standard error that cannot be written either leaves the exit code alone to say it.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(EXIT.ok);
  process.stderr.write(`fc: cannot write the output: ${fileProblem(e)}\n`, () => process.exit(EXIT.usage));
  process.stderr.once('error', () => process.exit(EXIT.usage));
});
process.stderr.on('error', () => process.exit(EXIT.usage));

process.exitCode = await run(process.argv.slice(2), nodeIo());
