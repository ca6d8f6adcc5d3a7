import { expect, test } from '@playwright/test';
import { open, shot, solveWithHints } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a step on a phone: text, goal and board fit, taps play', async ({ page }) => {
  await open(page, '/learn/freecell/in-order');
  await expect(page.getByTestId('goal')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lesson board' })).toBeVisible();
  await shot(page, 'phone-step');
  await solveWithHints(page);
  await page.getByTestId('success').scrollIntoViewIfNeeded();
  await shot(page, 'phone-step-solved');
});

test('the home page on a phone', async ({ page }) => {
  await open(page, '/');
  await shot(page, 'phone-home');
  await expect(page.getByTestId('course-freecell')).toBeVisible();
});
