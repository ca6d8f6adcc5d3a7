/**
 * A shared house-rules link without a deal opens a winnable deal: rules the atlas
 * does not know ("2 cells, Kings only in empty columns", whose deal 1 is lost at move 0) get a deal
 * the engine's worker checked; the editor shares its links without a deal unless one is typed.
 */
import { expect, test, type Page } from '@playwright/test';
import { getVariant, encodeHouseRules } from '@cascade/variants';
import { open, shot } from './helpers.ts';
import { expectNoAxeViolations } from './axe.ts';

const CODE = encodeHouseRules({
  name: 'Two cells, Kings only',
  rules: { ...getVariant('freecell').rules, cells: 2, emptyColumns: 'kings' },
});
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1440, height: 900 },
] as const;

const dealIn = (page: Page): number => Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** The game opened is a deal the engine finds winnable at move 0 (the badge says so; never "Lost"). */
async function expectWinnableGame(page: Page): Promise<void> {
  await page.waitForURL(new RegExp(`/play/${CODE.replace(/\./g, '\\.')}/\\d+$`));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('[data-winnability]')).toHaveAttribute('data-winnability', 'winnable', {
    timeout: 30_000,
  });
  await expect(page.locator('[data-moves]')).toHaveAttribute('data-moves', '0');
}

/**
 * Random draws 0, 1e-6, 2e-6, …: the random deals drawn are 1, 2, 3, … (deal 1 first, the lost one),
 * so a page that opened the first deal drawn, unchecked, would open a lost game.
 */
async function drawFromDealOne(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let k = 0;
    Math.random = () => (k++ * 1e-6) % 1;
  });
}

test('deal 1 of these rules is lost at move 0 (why a deal must be checked)', async ({ page }) => {
  await open(page, `/play/${CODE}/1`);
  await expect(page.locator('[data-winnability]')).toHaveAttribute('data-winnability', 'lost', {
    timeout: 30_000,
  });
});

test('a rules link without a deal: Play a random deal opens a deal checked winnable', async ({ page }) => {
  test.setTimeout(120_000);
  await drawFromDealOne(page);
  await open(page, `/rules/${CODE}`);
  const play = page.getByRole('button', { name: 'Play a random deal' });
  await play.focus();
  await page.keyboard.press('Enter');
  await expectWinnableGame(page);
  expect(dealIn(page)).toBeGreaterThan(1);
});

test('a game link without a deal (/play/RULES) finds a winnable deal and opens it in place of itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await drawFromDealOne(page);
  await page.setViewportSize(SIZES[0]);
  await open(page, `/play/${CODE}`);
  await expectWinnableGame(page);
  expect(dealIn(page)).toBeGreaterThan(1);
  await expect(page.locator('[data-announcer]')).toContainText(
    'so this deal was checked here instead: it can be won.',
  );
  await expectNoAxeViolations(page, 'the game opened from a rules link');
  for (const s of SIZES) {
    await page.setViewportSize(s);
    await shot(page, `shared-rules-winnable-${s.width}x${s.height}`);
  }
  // Back does not return to the page that looked for a deal (it was replaced).
  expect(await page.evaluate(() => history.length)).toBe(2);
});

test('the editor shares without a deal unless one is typed', async ({ page }) => {
  await page.setViewportSize(SIZES[2]);
  await open(page, `/house-rules?from=${CODE}`);
  const rulesLink = page.getByLabel('Link that shows the rules first');
  const playLink = page.getByLabel('Link straight to the game');
  await expect(rulesLink).toHaveValue(/\/rules\/h1\.[A-Za-z0-9_.-]+$/);
  await expect(playLink).toHaveValue(/\/play\/h1\.[A-Za-z0-9_.-]+$/);
  const deal = page.getByLabel('Deal', { exact: true });
  await expect(deal).toHaveAccessibleDescription(
    'No deal: your friend gets a deal the game has checked can be won.',
  );
  await expect(page.getByRole('img', { name: /then a winnable deal$/ })).toBeVisible();
  await page.getByRole('region', { name: 'Share' }).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'the house-rules editor, sharing without a deal');
  await shot(page, 'shared-rules-editor-no-deal');
  await deal.fill('7');
  await expect(rulesLink).toHaveValue(/\?deal=7$/);
  await expect(playLink).toHaveValue(/\/7$/);
  await expect(deal).toHaveAccessibleDescription('Your friend plays deal 7.');
});
