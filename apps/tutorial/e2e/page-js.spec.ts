// The pages' own JavaScript carries no solver or hints code: that code runs in the engine's worker
// (workers/), fetched apart. The pages import a few small things from @cascade/solver's and
// @cascade/hints' modules through the lesson code; only the packages' "sideEffects" fields let the
// bundler leave the rest out. Without the solver's, the lesson and puzzle pages loaded its code
// (/puzzles: 115.9 KB gzipped of JS against 82.7 KB, and Lighthouse performance under 95), which this
// test catches. Each page is loaded and every script it fetches, the workers' aside, is read for
// strings only the solver and the hints contain (as scripts/lighthouse.mjs does).
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
