/**
 * Stored data the game cannot read whole: set aside before it is replaced, and said.
 * The unit tests (src/lib/stored-data.test.ts) hold every key to it; here the player sees it.
 */
import { expect, test } from '@playwright/test';
import { moveCount, open, topOf } from './helpers.ts';

test('settings that cannot be read whole are said on load, kept aside when a setting is saved, and the player is told', async ({
  page,
}) => {
  await open(page, '/');
  const bad = '{"solutionSpeed":"constructor","animations":true}';
  await page.evaluate((text) => localStorage.setItem('cascade:v1:settings', text), bad);
  await open(page, '/play/freecell/5');
  // Said at once, on load: the defaults stand in, nothing is written yet.
  await expect(page.getByRole('status').filter({ hasText: 'could not all be read' })).toContainText(
    'the defaults stand in for them, and nothing stored is changed',
  );
  expect(await page.evaluate(() => localStorage.getItem('cascade:v1:settings'))).toBe(bad);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('checkbox', { name: 'Animate cards' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Your saved settings could not be read' });
  await expect(notice).toContainText('a copy as it was is kept in this browser');
  const copies = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('cascade:v1:settings-unreadable@'))
      .map((k) => localStorage.getItem(k)),
  );
  expect(copies).toEqual([bad]);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('saved games and statistics that cannot be read: a message, a fresh game, and both kept aside as they were', async ({
  page,
}) => {
  await open(page, '/');
  const games = '{"freecell/5": {"v": 1, "moves": [';
  const stats = '{"freecell": {"played": "many"}}';
  await page.evaluate(
    ([g, s]) => {
      localStorage.setItem('cascade:v1:games', g);
      localStorage.setItem('cascade:v1:stats', s);
    },
    [games, stats] as const,
  );
  await open(page, '/play/freecell/5');
  await expect(page.locator('.notice')).toContainText('could not be restored');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  await topOf(page, 'c0').click();
  await page.getByRole('button', { name: 'Free cell 1', exact: true }).click({ force: true });
  await expect.poll(() => moveCount(page)).toBeGreaterThan(0);
  const kept = await page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.includes('-unreadable@'))
        .map((k) => [k.slice('cascade:v1:'.length, k.indexOf('@')), localStorage.getItem(k)]),
    ),
  );
  expect(kept).toEqual({ 'games-unreadable': games, 'stats-unreadable': stats });
});
