import { expect, test } from '@playwright/test';
import { card, open, pile, shot, solveWithHints } from './helpers.ts';

test('the home page lists every course', async ({ page }) => {
  await open(page, '/');
  for (const id of ['freecell', 'challenge', 'inverted', 'ephemeral', 'selective', 'strategy']) {
    await expect(page.getByTestId(`course-${id}`)).toBeVisible();
  }
  await shot(page, 'home');
});

test('the first FreeCell lesson, with the hint button only', async ({ page }) => {
  await open(page, '/learn/freecell/send-home');
  await expect(page.getByTestId('goal')).toContainText('Send the Q♠ home');
  await shot(page, 'freecell-first-step');
  await solveWithHints(page);
  await expect(page.getByTestId('success')).toContainText(/Perfect/);
  await shot(page, 'freecell-first-step-solved');
  await page.getByRole('link', { name: /Next step/ }).click();
  await expect(page).toHaveURL(/\/learn\/freecell\/top-card$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await solveWithHints(page);
  await expect(page.getByRole('link', { name: /Next lesson: Foundations/ })).toBeVisible();
});

test('an illegal move is answered with the rule it breaks, and not played', async ({ page }) => {
  await open(page, '/learn/freecell/red-on-black');
  await card(page, '9 of spades').click();
  await pile(page, 'Column 1').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText('cannot go on the 10♣');
  await expect(page.getByTestId('feedback')).toContainText('build down');
  await expect(page.getByTestId('moves')).toHaveText('0');
  await shot(page, 'illegal-move');
});
