#!/usr/bin/env node
// Lighthouse on a built app, as BENCHMARKS.md reports it: N runs of each page (default 3), the median
// of each category; plus each page's own JavaScript, gzipped, and whether solver or hints code leaked
// into it. The game (`--app web`, the default): the home page and a FreeCell deal; the tutorial
// (`--app tutorial`): the home page, the first FreeCell lesson and a puzzle (/puzzles).
//
//   pnpm build
//   node scripts/lighthouse.mjs [--app web|tutorial] [--runs 3] [--port N] [--json out.json]
//
// It serves the app's build with `vite preview` on 127.0.0.1 (its own port, so a running preview or
// the e2e server is not disturbed), runs `npx -y lighthouse@12.8.2` against Debian's Chromium
// (CHROMIUM_PATH overrides /usr/bin/chromium) with the default mobile profile and simulated
// throttling, and prints a Markdown table with the machine's load average before and after (the
// load changes the results). Raw reports go to apps/<app>/test-results/lighthouse/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const APPS = {
  web: {
    port: 4185,
    pages: [
      { name: 'home', path: '/' },
      { name: 'game', path: '/play/freecell/1' },
    ],
  },
  tutorial: {
    port: 4187,
    pages: [
      { name: 'home', path: '/' },
      { name: 'lesson', path: '/learn/freecell/send-home' },
      { name: 'puzzle', path: '/puzzles' },
    ],
  },
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const appName = opt('app', 'web');
const config = APPS[appName];
if (!config) {
  console.error(`--app takes ${Object.keys(APPS).join(' or ')}, not "${appName}"`);
  process.exit(2);
}
const app = join(root, 'apps', appName);
const runs = Number(opt('runs', '3'));
const port = Number(opt('port', String(config.port)));
const jsonOut = opt('json', '');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
const client = join(app, '.svelte-kit/output/client');
const outDir = join(app, 'test-results/lighthouse');

const PAGES = config.pages;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
/** Strings that only the solver and the hints contain: they must stay out of the page's own JS. */
const ENGINE_MARKERS = ['gWeight', 'moves remain but the game cannot be won'];
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const loadBefore = load();

if (!existsSync(join(client, '_app'))) {
  console.error(`No build found: run \`pnpm --filter @cascade/${appName} build\` first.`);
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

async function startPreview() {
  const vite = join(app, 'node_modules/.bin/vite');
  const child = spawn(vite, ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: app,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(`${origin}/`);
      if (r.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-child.pid);
  throw new Error(`vite preview did not answer on ${origin}`);
}

function lighthouse(url, file) {
  const r = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      `--chrome-path=${chromium}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NPM_CONFIG_LOGLEVEL: 'error' } },
  );
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${r.status})`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The scripts a page loaded, split into the page's own and the workers', with gzipped sizes of the built files. */
function scripts(report) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const page = [];
  const workers = [];
  for (const item of items) {
    if (item.resourceType !== 'Script' && !/\.js$/.test(new URL(item.url).pathname)) continue;
    const path = new URL(item.url).pathname;
    const file = join(client, path);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    const entry = { path, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, body };
    if (path.includes('/workers/') || path.endsWith('service-worker.js')) workers.push(entry);
    else page.push(entry);
  }
  return { page, workers };
}

const preview = await startPreview();
const results = {};
try {
  for (const { name, path } of PAGES) {
    const reports = [];
    for (let i = 1; i <= runs; i++) {
      const report = lighthouse(`${origin}${path}`, join(outDir, `${name}-${i}.json`));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
      );
      console.error(`${name} run ${i}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}`);
      reports.push({ report, scores });
    }
    const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(reports.map((r) => r.scores[c]))]));
    const metrics = Object.fromEntries(
      METRICS.map((m) => [m, median(reports.map((r) => r.report.audits[m]?.numericValue ?? NaN))]),
    );
    const failing = [
      ...new Set(
        reports.flatMap((r) =>
          Object.values(r.report.audits)
            .filter(
              (a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode),
            )
            .map((a) => a.id),
        ),
      ),
    ];
    const js = scripts(reports[0].report);
    const leaked = ENGINE_MARKERS.filter((m) => js.page.some((s) => s.body.includes(m)));
    results[name] = {
      url: path,
      runs: reports.map((r) => r.scores),
      median: med,
      metrics,
      failingAudits: failing,
      js: {
        pageFiles: js.page.length,
        pageGzip: js.page.reduce((n, s) => n + s.gzip, 0),
        pageRaw: js.page.reduce((n, s) => n + s.bytes, 0),
        workers: js.workers.map(({ path: p, bytes, gzip }) => ({ path: p, bytes, gzip })),
        engineCodeInPage: leaked,
      },
    };
  }
} finally {
  process.kill(-preview.pid);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
console.log(
  `Lighthouse 12.8.2 on apps/${appName}, ${runs} runs per page, median (${chromium}, mobile profile, simulated throttling); load average ${loadBefore} before, ${load()} after\n`,
);
console.log(
  '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | runs (perf) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [name, r] of Object.entries(results)) {
  const m = r.metrics;
  console.log(
    `| ${name} \`${r.url}\` | ${r.median.performance} | ${r.median.accessibility} | ${r.median['best-practices']} | ${r.median.seo} | ${ms(m['first-contentful-paint'])} | ${ms(m['largest-contentful-paint'])} | ${ms(m['total-blocking-time'])} | ${m['cumulative-layout-shift'].toFixed(3)} | ${r.runs.map((x) => x.performance).join(' / ')} |`,
  );
}
console.log('');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name}: page JS ${kb(r.js.pageGzip)} gzipped (${kb(r.js.pageRaw)} raw, ${r.js.pageFiles} files); ` +
      `workers fetched: ${r.js.workers.length === 0 ? 'none' : r.js.workers.map((w) => `${w.path.split('/').pop()} ${kb(w.gzip)} gz`).join(', ')}; ` +
      `solver/hints code in page JS: ${r.js.engineCodeInPage.length === 0 ? 'none' : r.js.engineCodeInPage.join(', ')}` +
      (r.failingAudits.length > 0 ? `; audits below 1: ${r.failingAudits.join(', ')}` : ''),
  );
}
const summary = { app: appName, runs, load: { before: loadBefore, after: load() }, pages: results };
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(summary, null, 2));
writeFileSync(join(outDir, 'summary.json'), JSON.stringify(summary, null, 2));
