import { expect, test } from '@playwright/test';
import { card, clickCard, open, pile, shot, solveWithHints } from './helpers.ts';

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

test('no page is wider than the phone', async ({ page }) => {
  for (const path of [
    '/',
    '/learn/freecell',
    '/learn/freecell/run-limit',
    '/learn/strategy/deal-11982',
    '/house/bakers-game',
    '/house/bakers-game/house.same-suit',
  ]) {
    await open(page, path);
    await expect(page.locator('main')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect([path, overflow]).toEqual([path, 0]);
  }
  await shot(page, 'phone-house-step');
});

test('the run limit sits right under the board, in sight while playing', async ({ page }) => {
  await open(page, '/learn/freecell/run-limit');
  const board = page.getByRole('region', { name: 'Lesson board' });
  await board.scrollIntoViewIfNeeded();
  const b = await board.boundingBox();
  const limit = await page.getByTestId('limit').boundingBox();
  expect(b && limit).toBeTruthy();
  if (!b || !limit) return;
  expect(limit.y).toBeGreaterThan(b.y + b.height - 1);
  // Board and limit together fit on the screen.
  expect(limit.y + limit.height - b.y).toBeLessThan(844);
  await page.getByTestId('limit').scrollIntoViewIfNeeded();
  await shot(page, 'phone-run-limit');
});

test('the answer to a move is brought into sight, below the board', async ({ page }) => {
  await open(page, '/learn/freecell/run-limit');
  const board = page.getByRole('region', { name: 'Lesson board' });
  await board.evaluate((e) => e.scrollIntoView({ block: 'start' }));
  // The run of four onto the Q♠: too long for the limit.
  await clickCard(card(page, 'Jack of hearts'));
  await pile(page, 'Column 1').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText('too long');
  await expect(page.getByTestId('feedback')).toBeInViewport({ ratio: 0.95 });
  await expect(board).toBeInViewport();
  await shot(page, 'phone-illegal-move');
});

test.describe('a small phone, 375 × 667', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the goal and the whole board are in view together, and the board stays while the text scrolls', async ({
    page,
  }) => {
    await open(page, '/learn/freecell/run-limit');
    const board = page.getByRole('region', { name: 'Lesson board' });
    const inView = (box: { y: number; height: number } | null) =>
      box !== null && box.y >= 0 && box.y + box.height <= 667;
    expect(inView(await board.boundingBox())).toBe(true);
    expect(inView(await page.getByTestId('goal').boundingBox())).toBe(true);
    await shot(page, 'phone-small-step');
    // Scrolled down to the buttons, the board is still there.
    await page.getByRole('button', { name: /^Hint$/ }).scrollIntoViewIfNeeded();
    expect(inView(await board.boundingBox())).toBe(true);
    await shot(page, 'phone-small-step-scrolled');
  });
});

test('a refused tap on a card that can be picked picks it, and the next tap is its move (issue 46, 8)', async ({
  page,
}) => {
  await open(page, '/learn/freecell/top-card');
  const feedback = page.getByTestId('feedback');
  const selected = (pileKey: string) => page.locator(`[data-pile="${pileKey}"] .card.selected`);
  await card(page, 'Queen of diamonds', 'c0').tap();
  await expect(selected('c0')).toHaveCount(1);
  // The Q♦ cannot go on the K♦ (red on red): refused with the rule, and the K♦ is the pick now.
  await card(page, 'King of diamonds', 'c1').tap();
  await expect(feedback).toContainText('cannot go on the K♦');
  await expect(selected('c0')).toHaveCount(0);
  await expect(selected('c1')).toHaveCount(1);
  // The next tap is the K♦'s destination, not a second refusal for the Q♦.
  await pile(page, 'Free cell 1').tap();
  await expect(card(page, 'King of diamonds', 'f0')).toBeVisible();
  await expect(card(page, 'Queen of diamonds', 'c0')).toBeVisible();
  await expect(feedback.filter({ hasText: 'cannot go on' })).toHaveCount(0);
  await expect(page.locator('.card.selected')).toHaveCount(0);
});
