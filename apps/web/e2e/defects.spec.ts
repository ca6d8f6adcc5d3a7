/**
 * The game as players meet it (defects players reported): each test here failed before its fix.
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

  test('a refused destination is let go of: the card tapped is picked instead, and the next tap is its move', async ({
    browser,
  }) => {
    // Touch, as on a phone: the same path serves clicks and Enter.
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await open(page, '/play/freecell/617');
    const notice = page.locator('.notice');
    await card(page, QUEEN_OF_HEARTS, 'c7').tap();
    await expect(page.locator('[data-pile="c7"] .card.selected')).toHaveCount(1);
    // Column 1's top card, the J♦, takes no Queen: the move is refused, with the rule, and the J♦ is picked.
    await topOf(page, 'c0').tap();
    await expect(notice).toContainText('cannot go on the J♦');
    await expect(page.locator('[data-pile="c7"] .card.selected')).toHaveCount(0);
    await expect(page.locator('[data-pile="c0"] .card.selected')).toHaveCount(1);
    await expect(page.locator(live)).toContainText('Jack of diamonds picked up');
    // The next tap is the J♦'s destination (a free cell), not a second refusal for the Q♥.
    await pile(page, 'Free cell 1').tap();
    await expect(
      page.locator('[data-pile="f0"]').getByRole('img', { name: 'Jack of diamonds' }),
    ).toBeVisible();
    await expect(card(page, QUEEN_OF_HEARTS, 'c7')).toBeVisible();
    await expectMoves(page, 1);
    // A refused tap on what cannot be picked (an empty foundation) only lets go.
    await card(page, QUEEN_OF_HEARTS, 'c7').tap();
    await pile(page, 'Hearts foundation').tap();
    await expect(notice).toContainText('Q♥');
    await expect(page.locator('.card.selected')).toHaveCount(0);
    await context.close();
  });
});

/**
 * FreeCell deal 5 after 34 moves (autoplay off): column 6 is empty and column 3 ends in a run of
 * three cards that may all go into it (two free cells are free).
 */
const EMPTY_COLUMN_LINE = [
  'c2f1 c7f3 c3f2 c0c2 c4f0 c7c0 c5c7 c5c4 c5c6 f3c4 c7f3 f2c6 c6f2 f2c6 c2c4:2 c5f2 c7c2',
  'f1c7 c0h0 c6f1 f3c2 c1f3 c3c7 f1c6 c4f1 c5h0 c5c1 c4c5 f3h1 c7f3 f0c7 c1c6 f1c5 c5c4:2',
]
  .join(' ')
  .split(' ')
  .map((t) => {
    const [keys, count] = t.split(':');
    return [keys!.slice(0, 2), keys!.slice(2), Number(count ?? 1), 0];
  });

async function openEmptyColumn(page: Page): Promise<void> {
  const moves = EMPTY_COLUMN_LINE;
  const game = {
    v: 1,
    variant: 'freecell',
    deal: 5,
    moves,
    cursor: moves.length,
    elapsedMs: 60_000,
    counted: true,
    won: false,
    assisted: false,
    updatedAt: Date.now(),
  };
  await page.addInitScript((g) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('cascade:v1:settings', JSON.stringify({ autoplay: false }));
    localStorage.setItem('cascade:v1:games', JSON.stringify({ 'freecell/5': g }));
  }, game);
  await open(page, '/play/freecell/5');
  await expect(page.locator('[data-pile="c5"] > [data-card]')).toHaveCount(0);
}

test.describe('fewer cards than the run into an empty column, by clicks (4)', () => {
  test('the card clicked says how many go: the top card alone, a deeper one its run', async ({ page }) => {
    await openEmptyColumn(page);
    const from = page.locator('[data-pile="c2"] > [data-card]');
    const into = page.locator('[data-pile="c5"] > [data-card]');
    const n = await from.count();
    const selected = page.locator('[data-pile="c2"] > .card.selected');
    const empty = pile(page, 'Column 6');
    // The top card: picked alone, and alone it goes (it took its whole run of three before).
    await from.last().click();
    await expect(selected).toHaveCount(1);
    await expect(page.locator(live)).toContainText('picked up: it can go to');
    await shot(page, 'empty-column-top-card-picked');
    await empty.click();
    await expect(into).toHaveCount(1);
    await expect(from).toHaveCount(n - 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(into).toHaveCount(0);
    // One card deeper: two go; the run's first card: all three.
    for (const count of [2, 3]) {
      await from.nth(n - count).click({ position: { x: 6, y: 4 } });
      await expect(selected).toHaveCount(count);
      await empty.click();
      await expect(into).toHaveCount(count);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(into).toHaveCount(0);
    }
    await expectMoves(page, 34);
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
