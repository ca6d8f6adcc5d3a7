/**
 * The board as players see it as players see it: the longest column a deal allows fits
 * every screen with every card's rank and suit showing, messages never cover a pile nor move the
 * board, large screens get large cards, a phone on its side shows the game's name whole. Each
 * screen size saves a screenshot.
 */
import { expect, test, type Page } from '@playwright/test';
import { card, drag, expectMoves, open, pile, pressOn, shot } from './helpers.ts';

/**
 * FreeCell deal 8, autoplay off: 19 moves build column 2 into the longest column FreeCell allows,
 * 19 cards (its 7 dealt cards, the 5♥ at the bottom, then a run from the Q♣ down to the A♦).
 */
const LONG_LINE = '1a 12 42 5b 54 52 52 32 1c 1d 12 a2 42 1a 12 d1 71 72 82'.split(' ');
const CELLS = 'abcd';

const key = (c: string): string => (CELLS.includes(c) ? `f${CELLS.indexOf(c)}` : `c${Number(c) - 1}`);

async function openLongColumn(page: Page): Promise<void> {
  const moves = LONG_LINE.map((t, i) => [key(t[0]!), key(t[1]!), i === LONG_LINE.length - 1 ? 2 : 1, 0]);
  const game = {
    v: 1,
    variant: 'freecell',
    deal: 8,
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
    localStorage.setItem('cascade:v1:games', JSON.stringify({ 'freecell/8': g }));
  }, game);
  await open(page, '/play/freecell/8');
  await expect(page.locator('[data-pile="c1"] > [data-card]')).toHaveCount(19);
}

/** Every card of the column shows its index (the fan at least the index strip), and the top one whole. */
async function expectColumnReadable(page: Page): Promise<void> {
  const m = await page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-pile="c1"] > [data-card]')];
    const tops = cards.map((c) => c.getBoundingClientRect().top);
    const last = cards[cards.length - 1]!.getBoundingClientRect();
    const area = document.querySelector('.board-area')!;
    const areaBox = area.getBoundingClientRect();
    const dock = document.querySelector('.dock')!.getBoundingClientRect();
    const fans = tops.slice(1).map((t, i) => t - tops[i]!);
    return {
      cardH: last.height,
      cardW: last.width,
      minFan: Math.min(...fans),
      last: { left: last.left, right: last.right, top: last.top, bottom: last.bottom },
      lastBottom: last.bottom,
      areaBottom: areaBox.bottom,
      dock: { left: dock.left, right: dock.right, top: dock.top, bottom: dock.bottom },
      // The board area, or the board inside it (its overflow-x makes it a scroller of its own).
      scrolls: [area, document.querySelector('.board')!].some((e) => e.scrollHeight > e.clientHeight + 1),
    };
  });
  // The top card: whole, clear of the controls (a bar below, or a rail beside it on a phone on its
  // side), with nothing to scroll.
  expect(m.lastBottom).toBeLessThanOrEqual(m.areaBottom + 0.5);
  const overlapX = Math.min(m.last.right, m.dock.right) - Math.max(m.last.left, m.dock.left);
  const overlapY = Math.min(m.last.bottom, m.dock.bottom) - Math.max(m.last.top, m.dock.top);
  expect(overlapX > 0.5 && overlapY > 0.5, 'the top card is under the controls').toBe(false);
  expect(m.scrolls).toBe(false);
  // Each covered card shows its rank and suit whole (Card.svelte's index strip: 25% of the card's
  // height, 32% for the small cards' larger index).
  const strip = m.cardW < 64 ? 0.32 : 0.25;
  expect(m.minFan).toBeGreaterThanOrEqual(m.cardH * strip - 0.5);
}

const SCREENS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone-landscape', width: 667, height: 375 },
  { name: 'phone', width: 375, height: 667 },
  { name: 'large', width: 1920, height: 1080 },
  { name: 'small-phone-landscape', width: 568, height: 320 },
  { name: 'phone-landscape-640', width: 640, height: 360 },
  { name: 'phone-landscape-844', width: 844, height: 390 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

test.describe('the longest column a deal allows (1)', () => {
  for (const screen of SCREENS) {
    test(`fits ${screen.width}×${screen.height}, every card readable`, async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await openLongColumn(page);
      await expectColumnReadable(page);
      await shot(page, `long-column-${screen.name}`);
    });
  }
});

test.describe('messages (2)', () => {
  for (const screen of [SCREENS[1], SCREENS[3]]) {
    test(`never cover a pile nor take its tap, and never move the board (${screen.width}×${screen.height})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await openLongColumn(page);
      const board = page.locator('.board');
      const before = await board.boundingBox();
      const cardBefore = await card(page, 'King of spades', 'c1').boundingBox();
      // The "Welcome back" message is up; an illegal move brings the error message.
      await expect(page.locator('.notice.info')).toContainText('Welcome back');
      await shot(page, `message-welcome-${screen.name}`);
      const piles = page.locator('[data-pile^="f"], [data-pile^="h"]');
      const notice = (await page.locator('.notice').boundingBox())!;
      for (const box of await piles.evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
      )) {
        const overlapX = Math.min(notice.x + notice.width, box.right) - Math.max(notice.x, box.left);
        const overlapY = Math.min(notice.y + notice.height, box.bottom) - Math.max(notice.y, box.top);
        expect(overlapX > 0 && overlapY > 0, 'the message covers a pile').toBe(false);
      }
      // A tap on a free cell lands on the free cell (column 3's top card goes there).
      await page.locator('[data-pile="c2"] > [data-card]').last().click();
      await page.locator('[data-pile="f3"]').click();
      await expect(page.locator('[data-pile="f3"] [data-card]')).toHaveCount(1);
      // The hint and the solution panel open without moving the board or shrinking the cards.
      await page.getByRole('button', { name: 'Hint' }).click();
      await expect(page.getByRole('region', { name: 'Hint', exact: true })).toBeVisible({ timeout: 30_000 });
      expect(await board.boundingBox()).toEqual(before);
      expect((await card(page, 'King of spades', 'c1').boundingBox())!.width).toBe(cardBefore!.width);
      await shot(page, `message-hint-${screen.name}`);
      await page.getByRole('button', { name: 'Solution' }).click();
      await expect(page.getByRole('region', { name: 'Solution' })).toBeVisible();
      expect(await board.boundingBox()).toEqual(before);
    });
  }
});

test.describe('large screens, phones on their side, dragging (10)', () => {
  test('at 1920×1080 the cards grow: the board uses most of the width', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await open(page, '/play/freecell/617');
    const inner = (await page.locator('.board .inner').boundingBox())!;
    expect(inner.width / 1920).toBeGreaterThan(0.65);
    expect((await page.locator('[data-card]').first().boundingBox())!.width).toBeGreaterThan(120);
    await shot(page, 'large-screen');
  });

  test("a phone on its side shows the game's name whole", async ({ page }) => {
    await page.setViewportSize({ width: 667, height: 375 });
    await open(page, '/play/freecell/617');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toContainText('FreeCell');
    expect(await h1.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    // Every control of the bar is on the screen (the settings were cut off at the right edge).
    const settings = (await page.getByRole('button', { name: 'Settings' }).boundingBox())!;
    expect(settings.x + settings.width).toBeLessThanOrEqual(667);
    // The controls are a rail beside the board, not a bar under it.
    const dock = (await page.locator('.dock').boundingBox())!;
    const board = (await page.locator('.board').boundingBox())!;
    expect(dock.x).toBeGreaterThanOrEqual(board.x + board.width - 0.5);
    expect(dock.height).toBeGreaterThan(board.height);
    await shot(page, 'phone-landscape');
  });

  test('a dragged card leaves no see-through copy over the card beneath it', async ({ page }) => {
    await open(page, '/play/freecell/617');
    const q = await pressOn(page, card(page, 'Queen of hearts', 'c7'));
    await page.mouse.move(q.x + q.width / 2 + 40, q.y + 120, { steps: 6 });
    const left = page.locator('[data-pile="c7"] > .card.lifted');
    await expect(left).toHaveCount(1);
    await expect(left).toHaveCSS('visibility', 'hidden');
    await shot(page, 'dragging');
    await page.mouse.up();
  });
});

test.describe('a left-handed layout', () => {
  const leftHanded = (page: Page) =>
    page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cascade:v1:settings', JSON.stringify({ leftHanded: true }));
    });
  /** The top row's piles as they are read (the DOM's order) with their left edges. */
  const topRow = (page: Page) =>
    page
      .locator('.row.top [data-pile] > .slot')
      .evaluateAll((els) =>
        els.map((e) => ({ name: e.getAttribute('aria-label')!, x: e.getBoundingClientRect().left })),
      );

  test('foundations on the left, free cells on the right, read and reached in that order; every way of moving works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await leftHanded(page);
    await open(page, '/play/freecell/617');
    const row = await topRow(page);
    expect(row.map((p) => p.name)).toEqual([
      ...['Clubs', 'Diamonds', 'Hearts', 'Spades'].map((s) => `${s} foundation`),
      ...[1, 2, 3, 4].map((i) => `Free cell ${i}`),
    ]);
    // Read left to right: the order is the order seen.
    expect(row.map((p) => p.x)).toEqual([...row.map((p) => p.x)].sort((a, b) => a - b));
    const board = (await page.locator('.board .inner').boundingBox())!;
    expect(row[0]!.x - board.x).toBeLessThan(2);
    // The controls start at the left.
    const dock = (await page.locator('.dock').boundingBox())!;
    const undo = (await page.getByRole('button', { name: 'Undo' }).boundingBox())!;
    expect(undo.x - dock.x).toBeLessThan(dock.width / 4);
    await shot(page, 'left-handed');

    // Click then click: the Queen of hearts into free cell 1, now on the right.
    await card(page, 'Queen of hearts', 'c7').click();
    await pile(page, 'Free cell 1').click();
    await expect(card(page, 'Queen of hearts', 'f0')).toBeVisible();
    await expectMoves(page, 1);
    // Dragged from there onto the King of clubs (once it has landed: a card in flight takes no press).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    );
    await drag(page, card(page, 'Queen of hearts', 'f0'), card(page, 'King of clubs', 'c2'));
    await expect(card(page, 'Queen of hearts', 'c2')).toBeVisible();
    await expectMoves(page, 2);
    // The keyboard: up from column 1 is the first foundation; right from the last one, free cell 1.
    await pile(page, 'Column 1').focus();
    await page.keyboard.press('ArrowUp');
    await expect(pile(page, 'Clubs foundation')).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(pile(page, 'Free cell 1')).toBeFocused();
    await page.keyboard.press('End');
    await expect(pile(page, 'Free cell 4')).toBeFocused();
    // Column 8's top card (the J of hearts) into free cell 4, by keys alone.
    await page.keyboard.press('ArrowDown');
    await expect(pile(page, 'Column 8')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await expect(pile(page, 'Free cell 4')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-pile="f3"] [data-card]')).toHaveCount(1);
    await expectMoves(page, 3);
    await shot(page, 'left-handed-played');
  });

  test('on a phone on its side, the controls are a rail on the left, read before the board', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 667, height: 375 });
    await leftHanded(page);
    await open(page, '/play/freecell/617');
    const dock = page.locator('.dock');
    const board = page.locator('.board');
    const d = (await dock.boundingBox())!;
    const b = (await board.boundingBox())!;
    expect(d.x + d.width).toBeLessThanOrEqual(b.x + 0.5);
    // The rail comes first in the page's order, as it is seen (Tab reaches it before the board).
    expect(
      await page.evaluate(
        () =>
          !!(
            document.querySelector('.dock')!.compareDocumentPosition(document.querySelector('.board')!) &
            Node.DOCUMENT_POSITION_FOLLOWING
          ),
      ),
    ).toBe(true);
    const row = await topRow(page);
    expect(row[0]!.name).toBe('Clubs foundation');
    // The rail's buttons work: a move, then Undo from the rail.
    await card(page, 'Queen of hearts', 'c7').click();
    await pile(page, 'Free cell 1').click();
    await expectMoves(page, 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectMoves(page, 0);
    await shot(page, 'left-handed-phone-landscape');
  });
});
