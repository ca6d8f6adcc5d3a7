/** The bundled worker-thread entries (Node 20 runs no TypeScript in a worker): see tsdown.config.ts. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SOLVE_WORKER = 'solve-worker.mjs';
export const ATLAS_WORKER = 'atlas-worker.mjs';

/** A worker script next to dist/fc.mjs, or in dist/ when running from source (tests); undefined if not built. */
export function workerScript(file: string): string | undefined {
  for (const rel of [`./${file}`, `../../dist/${file}`, `../dist/${file}`]) {
    const path = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(path)) return path;
  }
  return undefined;
}
