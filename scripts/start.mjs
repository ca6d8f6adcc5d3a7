#!/usr/bin/env node
// `pnpm start`: builds the apps with turbo (cached after the first time), then serves both builds
// with `vite preview` until Ctrl+C:
//
//   the game       http://localhost:4173   (PORT overrides the port)
//   the tutorial   http://localhost:4174   (TUTORIAL_PORT overrides it; with PORT alone, PORT + 1)
//
// HOST (default 127.0.0.1) is the address both bind to. The tutorial is built with
// PUBLIC_GAME_URL pointing at the game, so its "play a real deal" links work, and the game with
// PUBLIC_TUTORIAL_URL pointing at the tutorial's port, so its "Learn" link works (start-config.mjs). If an app has no
// build script or fails to build, the others are still served and the reason is printed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shownHost, startConfig } from './start-config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = startConfig(process.env);
if ('error' in config) {
  console.error(`start: ${config.error}`);
  process.exit(2);
}
const { host, gamePort, tutorialPort, gameUrl, tutorialUrl } = config;

const APPS = [
  { name: 'game', pkg: '@cascade/web', dir: 'apps/web', port: gamePort, required: true },
  { name: 'tutorial', pkg: '@cascade/tutorial', dir: 'apps/tutorial', port: tutorialPort, required: false },
];

// Each app is built with the address the other one is served at (turbo keeps a build for each).
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  PUBLIC_GAME_URL: gameUrl,
  PUBLIC_TUTORIAL_URL: tutorialUrl,
};

function canBuild(app) {
  const file = join(root, app.dir, 'package.json');
  if (!existsSync(file)) return `${app.dir} does not exist`;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  return pkg.scripts?.build && pkg.scripts?.preview ? null : `${app.dir} has no build or preview script yet`;
}

const serve = [];
for (const app of APPS) {
  const missing = canBuild(app);
  if (missing) {
    if (app.required) {
      console.error(`start: ${missing}`);
      process.exit(1);
    }
    console.error(`start: not serving the ${app.name}: ${missing}`);
    continue;
  }
  console.error(`start: building the ${app.name} (${app.pkg})…`);
  const r = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', `--filter=${app.pkg}`, '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  if (r.status !== 0) {
    if (app.required) {
      console.error(`start: the ${app.name} did not build (exit ${r.status})`);
      process.exit(r.status ?? 1);
    }
    console.error(`start: the ${app.name} did not build (exit ${r.status}); serving the others`);
    continue;
  }
  serve.push(app);
}

const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 300);
}

/** Prefixes each line of a child's output with the app's name. */
function pipe(stream, name, out) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') out.write(`[${name}] ${line}\n`);
  });
}

for (const app of serve) {
  const cwd = join(root, app.dir);
  const child = spawn(
    join(cwd, 'node_modules/.bin/vite'),
    ['preview', '--host', host, '--port', String(app.port), '--strictPort'],
    { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  pipe(child.stdout, app.name, process.stdout);
  pipe(child.stderr, app.name, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`start: the ${app.name} server stopped (${signal ?? `exit ${code}`}); stopping the others`);
    stop(code ?? 1);
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

// Say where everything is once every server answers.
const shown = shownHost(host);
const waitFor = async (port) => {
  for (let i = 0; i < 120 && !stopping; i++) {
    try {
      if ((await fetch(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
};
const up = await Promise.all(serve.map((app) => waitFor(app.port)));
if (!stopping) {
  console.log('');
  serve.forEach((app, i) =>
    console.log(`  ${app.name.padEnd(9)} http://${shown}:${app.port}${up[i] ? '' : '  (not answering yet)'}`),
  );
  console.log('\n  Ctrl+C stops both.\n');
}
