import { expect, test } from '@playwright/test';
import { expectMoves, open, shot, topOf } from './helpers.ts';

// Works offline after the first visit: the service worker caches the app shell, the prerendered
// pages, the fallback page (for /play/… routes) and the engine worker; of the deal atlas, the index
// and the files of the games played.
test('offline after the first visit: reload a deal and play a move', async ({ page, context }) => {
  await open(page, '/');
  // Wait until the service worker is installed and active (it caches everything while installing).
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!reg.active) throw new Error('no active service worker');
  });

  // The deal atlas: its index is installed with the shell, a variant's file only once the game
  // fetches it (the home page's deal of the day fetches FreeCell's; here Challenge's, as a Random
  // deal of Challenge FreeCell would).
  const cached = () =>
    page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys())))
        .flat()
        .map((r) => new URL(r.url).pathname)
        .filter((p) => p.includes('/atlas/') && p !== '/atlas/freecell.json')
        .sort(),
    );
  expect(await cached()).toEqual(['/atlas/index.json']);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await page.evaluate(async () => (await fetch('/atlas/challenge.json')).ok)).toBe(true);
  await expect.poll(cached).toEqual(['/atlas/challenge.json', '/atlas/index.json']);

  await context.setOffline(true);
  const offlineFetch = (path: string) =>
    page.evaluate(
      (p) =>
        fetch(p).then(
          (r) => r.ok,
          () => false,
        ),
      path,
    );
  expect(await offlineFetch('/atlas/challenge.json')).toBe(true);
  expect(await offlineFetch('/atlas/eight-off.json')).toBe(false);
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
