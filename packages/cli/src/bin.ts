// The `fc` executable (bundled into dist/fc.mjs).
import { nodeIo } from './io.ts';
import { run } from './main.ts';

process.exitCode = await run(process.argv.slice(2), nodeIo());
