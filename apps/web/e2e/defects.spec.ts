/**
 * The game as players meet it (issue 15's defects): each test here failed before its fix.
 */
import { expect, test, type Page } from '@playwright/test';
import { card, expectMoves, open, pile, QUEEN_OF_HEARTS, shot, topOf } from './helpers.ts';

const live = '[data-announcer]';

test.describe('letting go of a pick (4)', () => {
  test('Escape with the focus on the page, a click on the felt and a second click all let go', async ({
    page,
  }) => {
    await open(page, '/play/freecell/617');
    const queen = card(page, QUEEN_OF_HEARTS, 'c7');
    const selected = page.locator('.card.selected');

    // Escape, the focus on the page itself (after a click, the body has it).
    await queen.click();
    await expect(selected).toHaveCount(1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(selected).toHaveCount(0);
    await expect(page.locator(live)).toHaveText('Queen of hearts let go, still in column 8.');

    // A click on the felt, below the columns.
    await queen.click();
    await expect(selected).toHaveCount(1);
    const board = (await page.locator('.board').boundingBox())!;
    await page.mouse.click(board.x + board.width / 2, board.y + board.height - 6);
    await expect(selected).toHaveCount(0);

    // The card again, at once: lets go, never sends it anywhere.
    await queen.click();
    await queen.click();
    await expect(selected).toHaveCount(0);
    await expectMoves(page, 0);
    await expect(queen).toBeVisible();
    // A real double click still plays the card's best move.
    await queen.dblclick();
    await expectMoves(page, 1);
  });

  test('a refused move keeps the original pick, never the refused pile', async ({ page }) => {
    await open(page, '/play/freecell/617');
    await card(page, QUEEN_OF_HEARTS, 'c7').click();
    // Column 1's top card takes no Queen.
    await topOf(page, 'c0').click();
    await expect(page.locator('.notice')).toBeVisible();
    await expect(page.locator('[data-pile="c7"] .card.selected')).toHaveCount(1);
    await expect(page.locator('[data-pile="c0"] .card.selected')).toHaveCount(0);
    // The pick still plays where it may.
    await topOf(page, 'c2').click();
    await expect(card(page, QUEEN_OF_HEARTS, 'c2')).toBeVisible();
    await expectMoves(page, 1);
  });
});

test.describe('the move counter (7)', () => {
  test("counts the player's moves, not the cards autoplay sent home", async ({ page }) => {
    // Deal 2 is dealt with the A♠ on top of column 1: autoplay sends it home at once.
    await open(page, '/play/freecell/2');
    await expect(card(page, 'Ace of spades', 'h3')).toBeVisible();
    await expectMoves(page, 0);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });
});

test.describe('a deal that cannot be won (5)', () => {
  test('after a move, FreeCell 11982 offers another deal, not an undo that cannot help', async ({ page }) => {
    await open(page, '/play/freecell/11982');
    const lost = page.getByRole('group', { name: 'Game lost' });
    await expect(lost.getByRole('button', { name: 'Try another deal' })).toBeVisible({ timeout: 30_000 });
    await topOf(page, 'c0').click();
    await pile(page, 'Free cell 1').click();
    await expectMoves(page, 1);
    await expect(lost).toContainText('Deal 11982 cannot be won at all', { timeout: 30_000 });
    await expect(lost.getByRole('button', { name: 'Try another deal' })).toBeVisible();
    await expect(lost.getByRole('button', { name: /Undo to the last winnable/ })).toHaveCount(0);
  });
});

test.describe('opening a link (6)', () => {
  const openLink = async (page: Page, text: string) => {
    await open(page, '/');
    await page.getByRole('textbox', { name: 'Game link' }).fill(text);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
  };

  test('the "rules first" link, with or without its origin, opens the rules at that deal', async ({
    page,
    baseURL,
  }) => {
    await openLink(page, '/rules/freecell?deal=5');
    await expect(page).toHaveURL(/\/rules\/freecell\?deal=5$/);
    await openLink(page, `${baseURL}/rules/freecell?deal=5`);
    await expect(page).toHaveURL(/\/rules\/freecell\?deal=5$/);
  });

  test('a house-rules string alone opens its rules; with a deal, the game', async ({ page }) => {
    // Two free cells (the rules travel inside the string).
    await open(page, '/house-rules');
    const code = await page.locator('code').first().textContent();
    expect(code).toMatch(/^h1\./);
    await openLink(page, code!);
    await expect(page).toHaveURL(new RegExp(`/rules/${code!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await openLink(page, `${code!} 12`);
    await expect(page).toHaveURL(/\/play\/h1\.[^/]+\/12$/);
    await shot(page, 'link-house-rules-game');
  });
});

test.describe('restart and new game (3)', () => {
  test('Restart is undone by Undo, and New game asks before leaving a game under way', async ({ page }) => {
    await open(page, '/play/freecell/617');
    await card(page, QUEEN_OF_HEARTS, 'c7').click();
    await topOf(page, 'c2').click();
    await expectMoves(page, 1);
    await page.getByRole('button', { name: 'Restart' }).click();
    await expectMoves(page, 0);
    await expect(card(page, QUEEN_OF_HEARTS, 'c7')).toBeVisible();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeEnabled();
    await undo.click();
    await expectMoves(page, 1);
    await expect(card(page, QUEEN_OF_HEARTS, 'c2')).toBeVisible();
    // Not counted as given up: the game is still the one played.
    const stats = await page.evaluate(() => localStorage.getItem('cascade:v1:stats'));
    expect((JSON.parse(stats!) as Record<string, unknown>).freecell).toMatchObject({
      played: 1,
      currentStreak: 0,
    });

    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Leave this game?' });
    await expect(ask).toBeVisible();
    await shot(page, 'new-game-confirm');
    await ask.getByRole('button', { name: 'Keep playing' }).click();
    await expect(page).toHaveURL(/\/play\/freecell\/617$/);
    await expectMoves(page, 1);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await ask.getByRole('button', { name: 'New game' }).click();
    await expect(page).not.toHaveURL(/\/play\/freecell\/617$/);
  });
});

test.describe('screen readers and the keyboard (8)', () => {
  test('the keys and gestures help: on ?, and from a button', async ({ page }) => {
    await open(page, '/play/freecell/617');
    const help = page.getByRole('dialog', { name: 'Keys and gestures' });
    await page.keyboard.press('?');
    await expect(help).toBeVisible();
    await expect(help).toContainText('Shift+↑');
    await shot(page, 'keys-help');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.getByRole('button', { name: 'Keys and gestures' }).click();
    await expect(help).toBeVisible();
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toBeHidden();
  });

  test('the cards autoplay sends home are named; the lost banner is inside the main landmark', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('cascade:v1:settings', JSON.stringify({ autoplay: false })),
    );
    await open(page, '/play/freecell/2');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel(/Autoplay/).check();
    await expect(page.locator(live)).toContainText('Ace of spades');
    await open(page, '/play/freecell/11982');
    await expect(page.getByRole('main').getByRole('group', { name: 'Game lost' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('the house-rules preview can be reached and scrolled from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await open(page, '/house-rules');
    const preview = page.locator('aside.preview');
    await preview.focus();
    await expect(preview).toBeFocused();
    const scrolls = await preview.evaluate((e) => e.scrollHeight > e.clientHeight);
    if (scrolls) {
      await page.keyboard.press('PageDown');
      await expect.poll(() => preview.evaluate((e) => e.scrollTop)).toBeGreaterThan(0);
    }
    expect(await preview.getAttribute('tabindex')).toBe('0');
  });
});
