import { expect, test } from '@playwright/test';
import {
  card,
  expectMoves,
  KING_OF_CLUBS,
  moveCount,
  open,
  pile,
  QUEEN_OF_HEARTS,
  shot,
  topOf,
} from './helpers.ts';

/** Three free cells, kings only in empty columns, named "Three Cells Kings" (made with encodeHouseRules). */
const HOUSE_RULES = 'h1.hhgCAAnA.VGhyZWUgQ2VsbHMgS2luZ3M';

/** The page's background in the light and the dark palette (tokens.css --bg). */
const LIGHT_BG = 'rgb(245, 242, 234)';
const DARK_BG = 'rgb(18, 20, 23)';

test.describe('choosing games, house-rules links, settings', () => {
  test('choose a variant and a deal on the home page; continue later', async ({ page }) => {
    await open(page, '/');
    await shot(page, 'home');
    await page.getByText("Baker's Game", { exact: true }).click();
    // Each game's radio is named by the game and described by its measured win rate (the atlas
    // ships Baker's Game 1–32000: 24,040 won, 75.1%; the hand-written label only until it loads)
    // and its summary.
    const bakers = page.getByRole('radio', { name: "Baker's Game", exact: true });
    await expect(bakers).toBeChecked();
    await expect(page.locator('label.variant', { has: bakers }).locator('[data-win-rate]')).toBeVisible();
    await expect(bakers).toHaveAccessibleDescription(/^75\.1% winnable FreeCell building by suit/);
    await page.getByLabel('Deal number').fill('5');
    await page.getByRole('button', { name: 'Play this deal' }).click();
    await expect(page).toHaveURL(/\/play\/bakers-game\/5$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText("Baker's Game");
    await topOf(page, 'c0').click();
    await pile(page, 'Free cell 1').click({ force: true });
    await expect.poll(() => moveCount(page)).toBeGreaterThan(0);

    await open(page, '/');
    await expect(page.getByRole('link', { name: /Continue Baker's Game, deal 5/ })).toBeVisible();
    await page.getByLabel('Deal number').fill('abc');
    await page.getByRole('button', { name: 'Play this deal' }).click();
    await expect(page.getByRole('alert')).toContainText('not a deal number');
    await page.getByRole('button', { name: 'Random deal' }).click();
    await expect(page).toHaveURL(/\/play\/freecell\/\d+$/);
  });

  test('a house-rules link opens its rules, and its game survives a reload', async ({ page }) => {
    await open(page, `/play/${HOUSE_RULES}/5`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Three Cells Kings');
    await expect(pile(page, 'Free cell 3')).toBeVisible();
    await expect(pile(page, 'Free cell 4')).toHaveCount(0);
    await topOf(page, 'c0').click();
    await pile(page, 'Free cell 1').click({ force: true });
    await expect.poll(() => moveCount(page)).toBeGreaterThan(0);
    const played = await moveCount(page);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectMoves(page, played);
    await shot(page, 'house-rules');
  });

  test('a saved autoplay-off setting holds from the deal on', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('cascade:v1:settings', JSON.stringify({ autoplay: false })),
    );
    // Deal 2 is dealt with the A♠ on top of column 1: autoplay would send it home at once.
    await open(page, '/play/freecell/2');
    await expect(page.locator('[data-card]')).toHaveCount(52);
    await expect(card(page, 'Ace of spades', 'c0')).toBeVisible();
    await expectMoves(page, 0);
    await shot(page, 'autoplay-off-deal');
    // Turned on, autoplay sends home at once what is waiting.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel(/Autoplay/).check();
    await expect(card(page, 'Ace of spades', 'h3')).toBeVisible();
    await expect(page.locator('[data-announcer]')).toHaveText(
      /^Autoplay on: (?:Ace of spades.* went home\.|\d+ cards went home: Ace of spades)/,
    );
  });

  test('opening other deals without playing them keeps the game to continue', async ({ page }) => {
    await open(page, '/play/freecell/617');
    await card(page, QUEEN_OF_HEARTS, 'c7').click();
    await card(page, KING_OF_CLUBS, 'c2').click();
    await expectMoves(page, 1);
    // Deal 5, looked at and left; Eight Off 5, where only autoplay moved (the A♦ dealt into a cell):
    // no move of the player's.
    await open(page, '/play/freecell/5');
    await expect(page.locator('[data-card]')).toHaveCount(52);
    await open(page, '/play/eight-off/5');
    await expect(card(page, 'Ace of diamonds', 'h1')).toBeVisible();
    await expectMoves(page, 0);
    await open(page, '/');
    const resume = page.getByRole('link', { name: /^Continue / });
    await expect(resume).toHaveText(/Continue FreeCell, deal 617\s*1 move played/);
    await shot(page, 'continue-after-browsing');
    await resume.click();
    await expectMoves(page, 1);
    await expect(card(page, QUEEN_OF_HEARTS, 'c2')).toBeVisible();
  });

  test('settings: dark theme, four-colour suits, autoplay off', async ({ page }) => {
    await open(page, '/play/freecell/617');
    await page.getByRole('button', { name: 'Settings' }).click();
    // The palette follows the theme setting, and the system's scheme when the setting is unset.
    const body = page.locator('body');
    await expect(body).toHaveCSS('background-color', LIGHT_BG);
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(body).toHaveCSS('background-color', DARK_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByLabel('Theme').selectOption('light');
    await expect(body).toHaveCSS('background-color', LIGHT_BG);
    await page.getByLabel('Theme').selectOption('system');
    await expect(body).toHaveCSS('background-color', DARK_BG);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(body).toHaveCSS('background-color', LIGHT_BG);
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel(/Four-colour suits/).check();
    await page.getByLabel(/Autoplay/).uncheck();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Settings' })).toHaveCount(0);
    await card(page, QUEEN_OF_HEARTS, 'c7').click();
    await card(page, KING_OF_CLUBS, 'c2').click();
    await expectMoves(page, 1);
    await shot(page, 'dark-four-colour');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
