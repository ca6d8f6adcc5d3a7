#!/usr/bin/env node
// Frame timing while dragging on the game page: a card, then a run of two, dragged slowly across
// the board and back by the mouse (a move every 8 ms, as a 125 Hz mouse reports), on the built app
// served by `vite preview`. The page records the requestAnimationFrame timestamps during each drag
// and the long animation frames (LoAF) it saw, and a Chrome trace of each drag gives the main thread's
// busy time per frame drawn, the pointermove handlers' times and the compositor's dropped frames. It
// prints frames, the median and p95 frame interval and the share of intervals over 16.7 ms (a frame
// missed) and over 33 ms (two or more), per drag and in total, with the machine's load average (a
// loaded machine misses frames on its own).
//
//   pnpm --filter @cascade/web build
//   node apps/web/scripts/drag-fps.mjs [--runs 3] [--cpu 1] [--port 4188] [--json out.json]
//
// --cpu N slows the page's CPU N times (Chrome's CPU throttling, as Lighthouse's mobile profile does
// with 4). Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium) with the repository's flags;
// a 1280×800 window; deal 617, where the Q♥ (column 8) goes onto the K♣ (column 3), and that run of two
// is then dragged in turn. Each drag ends where it started, so nothing is played.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '@cascade/testkit/chromium';
import { startPreview } from '@cascade/testkit/preview';
import { chromium } from 'playwright';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Number(opt('runs', '3'));
const cpu = Number(opt('cpu', '1'));
const port = Number(opt('port', '4188'));
const jsonOut = opt('json', '');
const FRAME = 1000 / 60;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const loadBefore = load();

const { origin, stop: stopPreview } = await startPreview(app, port);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs, q) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))];
};

/** Drags from the centre of `from` across the board to the far right, to the far left, and back. */
async function slowDrag(page, from) {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const board = await page.locator('section.board').boundingBox();
  const x0 = box.x + box.width / 2;
  const y0 = box.y + Math.min(12, box.height / 2);
  const y1 = board.y + board.height * 0.55;
  const path = [
    [x0, y0],
    [board.x + board.width - 40, y1],
    [board.x + 40, y1 - board.height * 0.25],
    [x0, y0],
  ];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.context().browser().startTracing(page, { categories: TRACE_CATEGORIES });
  await page.evaluate(() => window.__fps.start());
  for (let leg = 1; leg < path.length; leg++) {
    const [ax, ay] = path[leg - 1];
    const [bx, by] = path[leg];
    const steps = Math.max(30, Math.round(Math.hypot(bx - ax, by - ay) / 4));
    for (let i = 1; i <= steps; i++) {
      const t0 = Date.now();
      await page.mouse.move(ax + ((bx - ax) * i) / steps, ay + ((by - ay) * i) / steps);
      const left = 8 - (Date.now() - t0);
      if (left > 0) await sleep(left);
    }
  }
  const result = await page.evaluate(() => window.__fps.stop());
  const trace = JSON.parse((await page.context().browser().stopTracing()).toString());
  await page.mouse.up();
  return { ...result, ...mainThread(trace.traceEvents) };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];

/**
 * From a Chrome trace of one drag: the page's main thread, busy time per frame drawn, the pointermove
 * handlers' times, and the frames the compositor drew and dropped.
 */
function mainThread(events) {
  const move = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove');
  if (!move) return { busyPerFrame: NaN, pointermove: [], drawn: 0, dropped: 0 };
  const onMain = events.filter((e) => e.pid === move.pid && e.tid === move.tid && e.ph === 'X');
  const busy = onMain.filter((e) => e.name === 'RunTask').reduce((n, e) => n + (e.dur ?? 0) / 1000, 0);
  const pointermove = onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove')
    .map((e) => (e.dur ?? 0) / 1000);
  const inPage = events.filter((e) => e.pid === move.pid);
  const drawn = inPage.filter((e) => e.name === 'DrawFrame').length;
  const dropped = inPage.filter((e) => e.name === 'DroppedFrame').length;
  return { busyPerFrame: drawn ? busy / drawn : NaN, pointermove, drawn, dropped };
}

function summarize(intervals) {
  const n = intervals.length;
  return {
    frames: n,
    medianMs: quantile(intervals, 0.5),
    p95Ms: quantile(intervals, 0.95),
    maxMs: n ? Math.max(...intervals) : NaN,
    // A frame slot is missed when two rAF callbacks are more than one refresh apart (with 1 ms for timer jitter).
    over16: n ? intervals.filter((d) => d > FRAME + 1).length / n : NaN,
    over33: n ? intervals.filter((d) => d > 2 * FRAME + 1).length / n : NaN,
  };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
const all = { card: [], run: [] };
const loafs = { card: [], run: [] };
const traces = { card: [], run: [] };
try {
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Frame timing: rAF timestamps while recording, and long animation frames (over 50 ms).
      let frames = [];
      let loaf = [];
      let on = false;
      const tick = (t) => {
        if (!on) return;
        frames.push(t);
        requestAnimationFrame(tick);
      };
      if (typeof PerformanceObserver === 'function') {
        try {
          new PerformanceObserver((list) => {
            if (on) for (const e of list.getEntries()) loaf.push(Math.round(e.duration));
          }).observe({ type: 'long-animation-frame', buffered: false });
        } catch {
          // no LoAF in this browser
        }
      }
      window.__fps = {
        start() {
          frames = [];
          loaf = [];
          on = true;
          requestAnimationFrame(tick);
        },
        stop() {
          on = false;
          return { frames, loaf };
        },
      };
    });
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto(`${origin}/play/freecell/617`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Let the engine worker start and check the deal first: a drag competes with nothing else.
    await page.locator('[data-winnability="winnable"]').waitFor({ timeout: 30_000 });
    await sleep(300);

    const queen = page.locator('[data-pile="c7"] > [data-card]').last();
    const card = await slowDrag(page, queen);
    // Now play Q♥ onto K♣ (click, click) and drag that run of two.
    await queen.click();
    await page.locator('[data-pile="c2"] > [data-card]').last().click();
    await page.locator('[data-moves="1"]').waitFor();
    await sleep(500);
    const run = await slowDrag(page, page.locator('[data-pile="c2"] > [data-card]').nth(-2));
    for (const [kind, res] of [
      ['card', card],
      ['run', run],
    ]) {
      const d = res.frames.slice(1).map((t, i) => t - res.frames[i]);
      all[kind].push(...d);
      loafs[kind].push(...res.loaf);
      traces[kind].push(res);
      const s = summarize(d);
      console.error(
        `run ${r + 1} ${kind}: ${s.frames} frames, median ${s.medianMs.toFixed(1)} ms, p95 ${s.p95Ms.toFixed(1)} ms, max ${s.maxMs.toFixed(1)} ms, over 16.7 ms ${(s.over16 * 100).toFixed(1)}%, over 33 ms ${(s.over33 * 100).toFixed(1)}%; long animation frames: ${res.loaf.length ? res.loaf.join(' ') : 'none'}; main thread ${res.busyPerFrame.toFixed(1)} ms a frame, pointermove median ${quantile(res.pointermove, 0.5).toFixed(2)} ms; compositor drew ${res.drawn}, dropped ${res.dropped}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  stopPreview();
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
console.log(
  `Dragging on /play/freecell/617, ${runs} runs, CPU ${cpu === 1 ? 'not throttled' : `throttled ${cpu}×`} (Debian Chromium, 1280×800, software rendering); load average ${loadBefore} before, ${load()} after\n`,
);
console.log(
  '| drag | frames | median interval | p95 interval | max | over 16.7 ms | over 33 ms | long animation frames | main thread a frame | pointermove median / p95 | compositor frames dropped |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
const out = {};
for (const kind of ['card', 'run']) {
  const s = summarize(all[kind]);
  const t = traces[kind];
  const moves = t.flatMap((x) => x.pointermove);
  const drawn = t.reduce((n, x) => n + x.drawn, 0);
  const dropped = t.reduce((n, x) => n + x.dropped, 0);
  const busy = quantile(
    t.map((x) => x.busyPerFrame),
    0.5,
  );
  out[kind] = {
    ...s,
    longAnimationFrames: loafs[kind],
    mainThreadMsPerFrame: busy,
    pointermoveMs: { median: quantile(moves, 0.5), p95: quantile(moves, 0.95) },
    compositor: { drawn, dropped },
  };
  console.log(
    `| ${kind === 'card' ? 'one card (Q♥)' : 'a run of two (K♣ Q♥)'} | ${s.frames} | ${s.medianMs.toFixed(1)} ms | ${s.p95Ms.toFixed(1)} ms | ${s.maxMs.toFixed(1)} ms | ${pct(s.over16)} | ${pct(s.over33)} | ${loafs[kind].length} | ${busy.toFixed(1)} ms | ${quantile(moves, 0.5).toFixed(2)} / ${quantile(moves, 0.95).toFixed(2)} ms | ${dropped} of ${drawn + dropped} |`,
  );
}
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify({ runs, cpu, load: { before: loadBefore, after: load() }, ...out }, null, 2),
  );
