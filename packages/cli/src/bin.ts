// The `fc` executable (bundled into dist/fc.mjs).
import { nodeIo } from './io.ts';
import { run } from './main.ts';

// A reader that stops early (`fc atlas summary --json | head -c 200`) closes the pipe: the rest of the
// output is not wanted, so fc stops there quietly, as `head` and `grep -q` expect, not with a stack
// trace. Any other failure to write is still an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

process.exitCode = await run(process.argv.slice(2), nodeIo());
