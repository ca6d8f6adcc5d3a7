#!/usr/bin/env node
// The main thread's CPU time to load a page (thread time from a Chrome trace, so other work on a
// shared machine does not inflate it, unlike Lighthouse's wall-clock task times). Serves the build
// with `vite preview` on its own port, loads the page N times in a phone-sized viewport and prints
// the medians of the total, of the longest task, and of the sum over 50 ms of each task (a CPU-time
// analogue of total blocking time; Lighthouse's simulation multiplies task times by 4 first).
//
//   pnpm --filter @cascade/web build
//   node apps/web/scripts/main-thread.mjs [--runs 7] [--port 4186] [/play/freecell/1 /]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '@cascade/testkit/chromium';
import { startPreview } from '@cascade/testkit/preview';
import { chromium } from 'playwright';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args.splice(i, 2)[1] ?? fallback) : fallback;
};
const runs = Number(opt('runs', '7'));
const port = Number(opt('port', '4186'));
const paths = args.length > 0 ? args : ['/play/freecell/1', '/'];

const { origin, stop: stopPreview } = await startPreview(app, port);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
try {
  for (const path of paths) {
    const cpu = [];
    const over = [];
    const longest = [];
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(`${origin}${path}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForTimeout(2500);
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      let total = 0;
      let blocking = 0;
      let max = 0;
      for (const e of events) {
        if (e.ph !== 'X' || e.name !== 'RunTask') continue;
        if (e.pid !== main?.pid || e.tid !== main.tid) continue;
        const ms = (e.tdur ?? e.dur) / 1000;
        total += ms;
        max = Math.max(max, ms);
        blocking += Math.max(0, ms - 50);
      }
      cpu.push(total);
      over.push(blocking);
      longest.push(max);
      await context.close();
    }
    console.log(
      `${path}: main-thread CPU ${Math.round(median(cpu))} ms, longest task ${Math.round(median(longest))} ms, over 50 ms ${Math.round(median(over))} ms (medians of ${runs}; totals ${cpu.map(Math.round).join(' ')})`,
    );
  }
} finally {
  await browser.close();
  stopPreview();
}
