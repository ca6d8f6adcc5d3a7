// An app's static build served by `vite preview` on a port of the script's own, for the measuring
// scripts (apps/web/scripts/*.mjs): started, waited for, and stopped with its process group.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Serves `app` (an app's folder, its build made) on 127.0.0.1:`port`. Resolves once it answers, with
 * its origin and `stop()`; rejects (the server stopped) if it does not answer within 30 s.
 */
export async function startPreview(app, port) {
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn(
    join(app, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: app, stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-preview.pid);
    } catch {
      // already gone
    }
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    if (i > 120) {
      stop();
      throw new Error(`vite preview did not answer on ${origin}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `--name value` from the command line, or the fallback. */
export function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
}
