import { expect, test, type Page } from '@playwright/test';
import { card, expectMoves, KING_OF_CLUBS, open, pile, QUEEN_OF_HEARTS, shot } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

/** A touch drag through Chromium's touch input (pointer events with pointerType "touch"). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let i = 1; i <= 10; i++) {
    const x = from.x + ((to.x - from.x) * i) / 10;
    const y = from.y + ((to.y - from.y) * i) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * A double tap: both taps sent to Chromium back to back (two separate Playwright taps can drift
 * apart by more than the double-tap window on a loaded machine).
 */
async function doubleTap(page: Page, at: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = [{ x: at.x, y: at.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const start = { type: 'touchStart' as const, touchPoints: point };
  const end = { type: 'touchEnd' as const, touchPoints: [] };
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', start),
    cdp.send('Input.dispatchTouchEvent', end),
    cdp.send('Input.dispatchTouchEvent', start),
    cdp.send('Input.dispatchTouchEvent', end),
  ]);
}

test.describe('on a phone, by touch', () => {
  test('tap-tap, touch drag and double tap', async ({ page }) => {
    await open(page, '/play/freecell/617');
    await shot(page, 'phone-open');

    // Touch drag: Q♥ (column 8) onto K♣ (column 3).
    const q = await card(page, QUEEN_OF_HEARTS, 'c7').boundingBox();
    const k = await card(page, KING_OF_CLUBS, 'c2').boundingBox();
    await touchDrag(page, { x: q!.x + q!.width / 2, y: q!.y + 8 }, { x: k!.x + k!.width / 2, y: k!.y + 12 });
    await expectMoves(page, 1);
    await expect(card(page, QUEEN_OF_HEARTS, 'c2')).toBeVisible();

    // Tap the J♣, then tap the Q♥.
    await card(page, 'Jack of clubs', 'c4').tap();
    await expect(pile(page, 'Column 5')).toHaveAttribute('aria-pressed', 'true');
    await card(page, QUEEN_OF_HEARTS, 'c2').tap();
    await expectMoves(page, 2);

    // Double tap the 2♠ (column 8): the controller sends it to its best place.
    const two = await card(page, '2 of spades', 'c7').boundingBox();
    await doubleTap(page, { x: two!.x + two!.width / 2, y: two!.y + 10 });
    await expectMoves(page, 3);
    await expect(card(page, '2 of spades', 'c7')).toHaveCount(0);
    await shot(page, 'phone-moves');
  });

  test('statistics on a phone: every figure in view, no sideways scrolling', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'cascade:v1:stats',
        JSON.stringify({
          freecell: {
            played: 3,
            won: 2,
            currentStreak: 1,
            bestStreak: 2,
            fewestMoves: 88,
            bestTimeMs: 125000,
          },
        }),
      ),
    );
    await open(page, '/stats');
    const game = page.getByRole('listitem').filter({ hasText: 'FreeCell' });
    for (const [term, value] of [
      ['Played', '3'],
      ['Win rate', '67%'],
      ['Best streak', '2'],
      ['Fewest moves', '88'],
      ['Best time', '2:05'],
    ]) {
      const figure = game.getByRole('definition').filter({ hasText: value }).first();
      await expect(game.getByRole('term').filter({ hasText: term }).first()).toBeInViewport({ ratio: 1 });
      await expect(figure).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'phone-stats');
  });

  test('the home page on a phone', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'phone-home');
  });
});

test.describe('on a narrow phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Eight Off's twelve piles of the top row all fit, and the game's name shows whole", async ({
    page,
  }) => {
    await open(page, '/play/eight-off/5');
    for (const name of ['Free cell 1', 'Free cell 8', 'Clubs foundation', 'Spades foundation', 'Column 8']) {
      await expect(pile(page, name)).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await open(page, '/play/seahaven-towers/3');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seahaven Towers');
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).toBe(true);
    await shot(page, 'phone-eight-off');
  });
});
