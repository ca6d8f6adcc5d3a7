import { expect, test } from '@playwright/test';
import { open, shot } from './helpers.ts';

test.describe('rules pages', () => {
  test('the rules of Inverted FreeCell: text by section, changes from FreeCell, illustrations', async ({
    page,
  }) => {
    await open(page, '/rules/inverted');
    await expect(page).toHaveTitle(/Inverted FreeCell: the rules/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inverted FreeCell');
    const changes = page.getByRole('region', { name: 'What changes from FreeCell' });
    await expect(changes).toContainText('Foundations build down by suit from King to Ace');
    await expect(changes).toContainText('Columns build up');
    for (const title of [
      'Layout',
      'Deals',
      'Foundations',
      'Building',
      'Moving cards',
      'Empty columns',
      'Free cells',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    // The illustrations: the deal's shape, a legal run built up, the King-first foundation, the run limit.
    await expect(page.locator('[data-illustration]')).toHaveCount(4);
    await expect(
      page.getByRole('img', { name: /8 columns dealt 7, 7, 7, 7, 6, 6, 6, 6 cards/ }),
    ).toBeVisible();
    const run = page.getByRole('group', { name: /^A legal run/ });
    await expect(run).toHaveAccessibleName('A legal run: 6 of spades, 7 of hearts, 8 of clubs');
    await expect(run.getByRole('img', { name: '7 of hearts' })).toBeVisible();
    await expect(page.locator('[data-illustration="build"]')).toContainText('cannot go on the 8♣');
    await expect(
      page.getByRole('group', { name: /^A foundation in order: King of hearts, Queen of hearts/ }),
    ).toBeVisible();
    await expect(page.locator('[data-illustration="run"]')).toContainText('2 + 1 = 3');
    await page.locator('[data-illustration="build"]').scrollIntoViewIfNeeded();
    await shot(page, 'rules-inverted');

    // From the rules to a game.
    await page.getByRole('link', { name: 'Deal 1', exact: true }).click();
    await expect(page).toHaveURL(/\/play\/inverted\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Inverted FreeCell');
  });

  test('linked from the home page and the game page', async ({ page }) => {
    await open(page, '/');
    await page.getByText('Eight Off', { exact: true }).click();
    await page.getByRole('link', { name: 'Rules of Eight Off' }).click();
    await expect(page).toHaveURL(/\/rules\/eight-off$/);
    await expect(page.getByRole('img', { name: /4 dealt into/ })).toBeVisible();
    await open(page, '/play/freecell/617');
    await page.getByRole('link', { name: 'Rules of FreeCell' }).click();
    await expect(page).toHaveURL(/\/rules\/freecell\?deal=617$/);
    await expect(page.getByRole('region', { name: 'What changes from FreeCell' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Play deal 617' }).click();
    await expect(page).toHaveURL(/\/play\/freecell\/617$/);
    await shot(page, 'rules-to-game');
  });
});
