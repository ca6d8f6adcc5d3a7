import { expect, test } from '@playwright/test';
import { expectMoves, open, shot, topOf } from './helpers.ts';

// Works offline after the first visit: the service worker caches the app shell, the prerendered
// pages, the fallback page (for /play/… routes) and the engine worker.
test('offline after the first visit: reload a deal and play a move', async ({ page, context }) => {
  await open(page, '/');
  // Wait until the service worker is installed and active (it caches everything while installing).
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!reg.active) throw new Error('no active service worker');
  });

  await context.setOffline(true);
  await page.goto('/play/freecell/5');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FreeCell');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  // The page really came from the service worker, with no network.
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A move: the top card of column 1 to a free cell.
  await topOf(page, 'c0').click();
  await page.getByRole('button', { name: 'Free cell 1', exact: true }).click({ force: true });
  await expect
    .poll(async () => Number(await page.locator('[data-moves]').getAttribute('data-moves')))
    .toBeGreaterThan(0);
  // The engine worker came from the cache too: the indicator reaches a verdict.
  await expect(page.locator('[data-winnability]')).toHaveAttribute('data-winnability', /winnable|lost/);

  // A reload of the same deal, still offline, keeps the game; prerendered rules pages open too.
  const moves = Number(await page.locator('[data-moves]').getAttribute('data-moves'));
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectMoves(page, moves);
  await shot(page, 'offline-play');
  await page.goto('/rules/inverted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inverted FreeCell');
  await context.setOffline(false);
});
