/**
 * Deployable under a strict Content-Security-Policy: the build served as a static host
 * serves it, with exactly the headers it ships, runs with no CSP violation (the suite is
 * @cascade/testkit's). The game's own part: a deal is played, the engine (a Web Worker) reaches a
 * verdict, the service worker takes over, and the house-rules page draws its QR code (a data: image).
 */
import { expect } from '@playwright/test';
import { cspSuite } from '@cascade/testkit/csp';
import { expectMoves, moveCount, topOf } from './helpers.ts';

cspSuite(
  new URL('../build', import.meta.url),
  'a deal is played, the engine and the service worker run, the QR code draws',
  async (page, visit) => {
    // The prerendered home page, then a deal through the fallback page.
    await visit('/');
    await visit('/play/freecell/5');
    await expect(page.locator('[data-card]')).toHaveCount(52);
    await topOf(page, 'c0').click();
    await page.getByRole('button', { name: 'Free cell 1', exact: true }).click({ force: true });
    // (Safe cards may follow to the foundations by themselves.)
    await expect.poll(() => moveCount(page)).toBeGreaterThan(0);
    await expect(page.locator('[data-winnability]')).toHaveAttribute('data-winnability', /winnable|lost/);
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!reg.active) throw new Error('no active service worker');
    });
    const moves = await moveCount(page);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expectMoves(page, moves);

    await visit('/house-rules');
    const qr = page.locator('img[src^="data:image/svg+xml"]').first();
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  },
  // A deal's page starts the engine to check the deal is winnable.
  (_page, visit) => visit('/play/freecell/5'),
);
