// Runs a TypeScript script of this app in Node (Node 20 cannot strip types): Vite's module runner
// loads it with the workspace packages' sources, as vitest does. Usage: node scripts/run-ts.mjs <file.ts> [args…]
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args…]');
  process.exit(2);
}
const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'warn' });
if (typeof module.main !== 'function') {
  console.error(`${file} exports no main(args)`);
  process.exit(2);
}
process.exitCode = await module.main(args);
