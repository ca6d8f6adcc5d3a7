// The pages' own JavaScript carries no solver or hints code: that code runs in the engine's worker
// (workers/), fetched apart. The lesson and puzzle controllers read a step's board and goal from
// game/step-board.ts; when they took them from game/steps.ts, whose searches import the solver, the
// solver came into the pages' scripts (/puzzles: 115.7 KB gzipped of JS against 82.7 KB, a lesson
// 130.1 against 97.1, Lighthouse performance under 95), which this test catches. Each page is loaded
// and every script it fetches, the workers' aside, is read for strings only the solver and the hints
// contain (as scripts/lighthouse.mjs does).
import { expect, test } from '@playwright/test';

const ENGINE_MARKERS = ['gWeight', 'moves remain but the game cannot be won'];
const PAGES = ['/', '/learn/freecell/send-home', '/puzzles', '/puzzles/daily'];

for (const path of PAGES) {
  test(`${path}: no solver or hints code in the page's own scripts`, async ({ page }) => {
    const bodies: { url: string; body: string }[] = [];
    page.on('response', async (r) => {
      const url = r.url();
      if (!url.endsWith('.js') || url.includes('/workers/') || url.endsWith('service-worker.js')) return;
      bodies.push({ url, body: await r.text().catch(() => '') });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(bodies.length).toBeGreaterThan(0);
    const leaked = bodies.flatMap(({ url, body }) =>
      ENGINE_MARKERS.filter((m) => body.includes(m)).map((m) => `${url.split('/').pop()}: ${m}`),
    );
    expect(leaked).toEqual([]);
  });
}
