// The seven published packages used the way another project uses them: each packed with `pnpm pack`
// (its prepack builds dist/), the tarballs installed with plain npm into an empty project in a
// temporary directory outside the workspace, and used there from Node, from TypeScript, through the
// `fc` bin and from a browser bundle in Chromium. Nothing here imports the workspace's packages: a
// broken export, a missing declaration or a broken bin fails one of these tests (README.md says how
// each was broken on purpose and what failed).
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '@cascade/testkit/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONSUMER = fileURLToPath(new URL('../consumer/', import.meta.url));
const PUBLISHED = ['core', 'variants', 'solver', 'hints', 'words', 'atlas', 'cli'] as const;
const GOLDEN_DEAL_1 = readFileSync(join(ROOT, 'packages/cli/test/fixtures/deal-1/expected.txt'), 'utf8');
const require = createRequire(import.meta.url);

let work = '';
let project = '';
const tarballs: string[] = [];

/** Runs a command to its end (asynchronously, so two packs can share the cores); rejects on failure. */
function run(
  cmd: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, NPM_CONFIG_LOGLEVEL: 'error', ...env } });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${out}`)),
    );
  });
}

/** A command in the installed project, as its user types it. */
function inProject(cmd: string, args: readonly string[], input?: string): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, {
    cwd: project,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NPM_CONFIG_LOGLEVEL: 'error' },
    ...(input !== undefined ? { input } : {}),
  });
}

/** The manifest inside a tarball. */
const packedManifest = (tgz: string) =>
  JSON.parse(spawnSync('tar', ['-xzOf', tgz, 'package/package.json'], { encoding: 'utf8' }).stdout) as {
    name: string;
    exports?: Record<string, { types: string; default: string }>;
    bin?: Record<string, string>;
    [k: string]: unknown;
  };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cascade-outside-'));
  const dest = join(work, 'tarballs');
  mkdirSync(dest);
  // Two packs at a time (each builds its dist/ with type declarations). The CLI's dist/ is the
  // workspace build turbo made before this test (test dependsOn @cascade/cli#build): its prepack
  // would rebuild the same files while the CLI's own tests run them.
  const queue = [...PUBLISHED];
  const packer = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const args = ['pack', '--pack-destination', dest];
      await run(
        'pnpm',
        args,
        join(ROOT, 'packages', p),
        p === 'cli' ? { npm_config_ignore_scripts: 'true' } : {},
      );
    }
  };
  await Promise.all([packer(), packer()]);
  tarballs.push(...readdirSync(dest).map((f) => join(dest, f)));

  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'outside-project', version: '1.0.0', private: true, type: 'module' }, null, 2),
  );
  // Plain npm, as a user would; scripts off (bullmq's optional native addon is not needed).
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...tarballs],
    project,
  );
  // consumer.ts is kept as .ts.txt here: it imports the packages as the installed project sees them.
  for (const f of readdirSync(CONSUMER))
    copyFileSync(join(CONSUMER, f), join(project, f.replace(/\.txt$/, '')));
}, 600_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('the seven packages from outside the workspace', () => {
  it('packs all seven, with no workspace: or catalog: specifier left', () => {
    expect(tarballs.map((t) => packedManifest(t).name).sort()).toEqual(
      PUBLISHED.map((p) => `@cascade/${p}`).sort(),
    );
    for (const t of tarballs) {
      const text = JSON.stringify(packedManifest(t));
      expect(text, t).not.toMatch(/workspace:|catalog:/);
      expect(packedManifest(t).license, t).toBe('MIT');
      expect(packedManifest(t).private, t).toBeUndefined();
    }
  });

  it('every entry of every package points at built JavaScript and its declarations, installed', () => {
    for (const p of PUBLISHED.filter((x) => x !== 'cli')) {
      const dir = join(project, 'node_modules/@cascade', p);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as ReturnType<
        typeof packedManifest
      >;
      const entries = Object.entries(manifest.exports ?? {});
      expect(entries.length, p).toBeGreaterThan(0);
      for (const [key, target] of entries) {
        expect(target.default, `${p} ${key}`).toMatch(/^\.\/dist\/.*\.js$/);
        expect(target.types, `${p} ${key}`).toMatch(/^\.\/dist\/.*\.d\.ts$/);
        expect(existsSync(join(dir, target.default)), `${p} ${key}: ${target.default}`).toBe(true);
        expect(existsSync(join(dir, target.types)), `${p} ${key}: ${target.types}`).toBe(true);
      }
      expect(readdirSync(dir).some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toBe(false);
    }
  });

  it('npx fc solve --deal 1 solves deal 1, and npx fc verify accepts the line', () => {
    const solved = inProject('npx', ['fc', 'solve', '--deal', '1']);
    expect(solved.status, solved.stderr).toBe(0);
    expect(solved.stderr).toMatch(/^solved in \d+ moves/m);
    const verified = inProject('npx', ['fc', 'verify', '--deal', '1', '--solution', '-'], solved.stdout);
    expect(verified.stdout.trim(), verified.stderr).toMatch(/^won in \d+ moves$/);
  });

  it('npx fc atlas run --from 1 --to 100 stores the range, and npx fc atlas export writes its files', () => {
    // Verdicts only (--no-grades): the grades' searches would take a minute more and prove nothing more here.
    const r = inProject('npx', [
      'fc',
      'atlas',
      'run',
      '--from',
      '1',
      '--to',
      '100',
      '--jobs',
      '2',
      '--no-grades',
      '--no-progress',
    ]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/100 deals/);
    const e = inProject('npx', ['fc', 'atlas', 'export', '--out', 'atlas-files']);
    expect(e.status, e.stderr + e.stdout).toBe(0);
    expect(existsSync(join(project, 'atlas-files/index.json'))).toBe(true);
  });

  it('from Node: deals FreeCell 1 as the golden file, plays and takes back moves, solves, hints, reads the atlas', () => {
    const r = inProject('node', ['engine.mjs', 'atlas-files']);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(String(out.deal1).trimEnd()).toBe(GOLDEN_DEAL_1.trimEnd());
    expect(out.afterThree).not.toBe(out.deal1);
    expect(out.undoneToStart).toBe(true);
    expect(out.refused).toMatch(/cell/);
    expect(out.perft2).toBeGreaterThan(0);
    expect(out.solved).toBe('solved');
    expect(out.replayedWon).toBe(true);
    expect(out.hint).toMatchObject({ status: 'winnable' });
    expect(out.hintIsLegal).toBe(true);
    expect(out.atlas).toEqual({ range: { from: 1, to: 100 }, deal1: 'solved', deal101: null });
  });

  it("each engine package's README example runs as shown, against the installed package", () => {
    for (const p of PUBLISHED.filter((x) => x !== 'cli')) {
      // The README shipped in the tarball: a `js` block followed by the `text` block it prints.
      const md = readFileSync(join(project, 'node_modules/@cascade', p, 'README.md'), 'utf8');
      const blocks = [...md.matchAll(/```js\n([^]*?)```\s*```text\n([^]*?)```/g)];
      expect(blocks.length, `${p}: README examples`).toBeGreaterThan(0);
      for (const [i, [, code, shown]] of blocks.entries()) {
        const file = join(project, `readme-${p}-${i}.mjs`);
        writeFileSync(file, code ?? '');
        const r = inProject('node', [file]);
        expect(r.stderr, `${p} README example ${i + 1}`).toBe('');
        expect(r.stdout.trimEnd(), `${p} README example ${i + 1}`).toBe((shown ?? '').trimEnd());
      }
    }
  });

  it('from TypeScript: a consumer type-checks against the declarations (module nodenext)', () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = require.resolve('typescript/bin/tsc');
    const r = inProject('node', [tsc, '-p', 'tsconfig.json']);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('in Chromium: a bundle of core, variants, solver and hints built from the tarballs solves a deal', async () => {
    const { build } = await import('vite');
    await build({
      root: project,
      logLevel: 'silent',
      configFile: false,
      build: {
        outDir: join(project, 'bundle'),
        emptyOutDir: true,
        lib: {
          entry: join(project, 'browser.mjs'),
          formats: ['iife'],
          name: 'cascade',
          fileName: () => 'browser.js',
        },
        minify: true,
      },
    });
    const bundle = readFileSync(join(project, 'bundle/browser.js'), 'utf8');
    expect(bundle).not.toMatch(/node:/);
    const { chromium } = await import('playwright');
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setContent('<!doctype html><title>outside</title>');
      await page.addScriptTag({ content: bundle });
      const result = await page.waitForFunction(
        () => (globalThis as { cascadeResult?: unknown }).cascadeResult,
        null,
        {
          timeout: 60_000,
        },
      );
      expect(errors).toEqual([]);
      expect(await result.jsonValue()).toMatchObject({ status: 'solved', won: true, wasm: true });
    } finally {
      await browser.close();
    }
  });
});
