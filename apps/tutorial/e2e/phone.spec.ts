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

test('a refused tap on a card that can be picked picks it, and the next tap is its move', async ({
  page,
}) => {
  await open(page, '/learn/freecell/red-on-black');
  const feedback = page.getByTestId('feedback');
  const selected = (pileKey: string) => page.locator(`[data-pile="${pileKey}"] .card.selected`);
  await card(page, '9 of spades', 'c2').tap();
  await expect(selected('c2')).toHaveCount(1);
  // The 9♠ cannot go on the 9♦: refused with the rule, and the 9♦ is the pick now.
  await card(page, '9 of diamonds', 'c1').tap();
  await expect(feedback).toContainText('cannot go on the 9♦');
  await expect(selected('c2')).toHaveCount(0);
  await expect(selected('c1')).toHaveCount(1);
  // The next tap is the 9♦'s destination, not a second refusal for the 9♠: onto the 10♣.
  await card(page, '10 of clubs', 'c0').tap();
  await expect(card(page, '9 of diamonds', 'c0')).toBeVisible();
  await expect(card(page, '9 of spades', 'c2')).toBeVisible();
  await expect(feedback.filter({ hasText: 'cannot go on' })).toHaveCount(0);
  await expect(page.locator('.card.selected')).toHaveCount(0);
});

test.describe('a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box): boolean =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test("the goal's ring never covers a card's index, its own or a neighbour's", async ({ page }) => {
    for (const path of ['/learn/freecell/send-home', '/learn/freecell/the-deal']) {
      await open(page, path);
      await expect(page.locator('.card.marked, .pile.marked').first()).toBeVisible();
      const found = await page.evaluate(() => {
        const cards = [...document.querySelectorAll<HTMLElement>('.board .card')];
        // How far a mark reaches outside its element: an outline, or a ring drawn by ::after; and
        // whether it is drawn over the cards (a ring beneath them, z-index < 0, covers none).
        const reach = (el: Element): { out: number; over: boolean } => {
          const s = getComputedStyle(el);
          const after = getComputedStyle(el, '::after');
          if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0)
            return { out: parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset), over: true };
          if (after.content !== 'none')
            return { out: -parseFloat(after.top), over: !(parseInt(after.zIndex) < 0) };
          return { out: 0, over: false };
        };
        const hits: string[] = [];
        let marks = 0;
        for (const el of document.querySelectorAll('.board .card.marked, .board .pile.marked')) {
          marks++;
          const { out, over } = reach(el);
          if (!over) continue;
          const r = el.getBoundingClientRect();
          const ring = { x: r.x - out, y: r.y - out, width: r.width + 2 * out, height: r.height + 2 * out };
          for (const c of cards) {
            if (c === el || el.contains(c)) continue;
            const b = c.getBoundingClientRect();
            // The index: the top strip of the card (rank and suit), as a fanned column shows it.
            const index = { x: b.x, y: b.y, width: b.width, height: b.height * 0.3 };
            const hit =
              ring.x < index.x + index.width &&
              index.x < ring.x + ring.width &&
              ring.y < index.y + index.height &&
              index.y < ring.y + ring.height;
            if (hit) hits.push(c.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '?');
          }
        }
        return { marks, hits };
      });
      expect(found.marks, path).toBeGreaterThan(0);
      expect(found.hits, path).toEqual([]);
    }
    await open(page, '/learn/freecell/send-home');
    await page.screenshot({ path: test.info().outputPath('phone-390-goal-ring.png') });
  });

  test('the board is as tall as its cards: no strip of empty felt below them', async ({ page }) => {
    for (const path of [
      '/learn/freecell/send-home',
      '/learn/freecell/top-card',
      '/learn/freecell/the-deal',
    ]) {
      await open(page, path);
      const felt = page.locator('.felt');
      await expect(felt.locator('.card').first()).toBeVisible();
      const m = await felt.evaluate((f) => {
        const b = f.getBoundingClientRect();
        const bottom = Math.max(
          ...[...f.querySelectorAll('.card')].map((c) => c.getBoundingClientRect().bottom),
        );
        const top = f.querySelector('.card')!.getBoundingClientRect();
        return { felt: b.height, cards: bottom - b.top, cardH: top.height };
      });
      // Below the lowest card: the board's padding, not a card's height of felt (it was half the board).
      expect(m.felt - m.cards, `${path}: ${JSON.stringify(m)}`).toBeLessThanOrEqual(12);
      expect(m.felt - m.cards, path).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`phone-390-${path.split('/').pop()}.png`) });
    }
  });

  test("the first lesson's step text and the Hint button are on the first screen", async ({ page }) => {
    for (const path of [
      '/learn/freecell/send-home',
      '/learn/freecell/top-card',
      '/learn/freecell/the-deal',
    ]) {
      await open(page, path);
      await expect(page.locator('.felt .card').first()).toBeVisible();
      const text = (await page.locator('.intro .text').boundingBox())!;
      const hint = (await page.getByRole('button', { name: /^Hint$/ }).boundingBox())!;
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled, path).toBe(0);
      expect(text.y, `${path}: the text's top`).toBeGreaterThanOrEqual(0);
      expect(text.y + text.height, `${path}: the text's bottom`).toBeLessThanOrEqual(844);
      expect(hint.y + hint.height, `${path}: the Hint button's bottom`).toBeLessThanOrEqual(844);
      expect(hint.height, path).toBeGreaterThanOrEqual(44);
    }
  });

  test("the home page's buttons: 44 px tall at least, 8 px apart at least", async ({ page }) => {
    await open(page, '/');
    const boxes: Box[] = [];
    for (const b of await page.locator('main .btn').all()) {
      if (await b.isVisible()) boxes.push((await b.boundingBox())!);
    }
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const b of boxes) expect(b.height).toBeGreaterThanOrEqual(44);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const grown = { x: a.x - 8, y: a.y - 8, width: a.width + 16, height: a.height + 16 };
        // Grown by 8 px on every side, a button touches no other: the gap is 8 px at least.
        const dx = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
        const dy = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
        expect(overlap(grown, b) ? Math.max(dx, dy) : 8, `buttons ${i} and ${j}`).toBeGreaterThanOrEqual(8);
      }
    await page.screenshot({ path: test.info().outputPath('phone-390-home.png'), fullPage: true });
  });
});
