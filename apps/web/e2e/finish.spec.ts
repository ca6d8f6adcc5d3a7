/**
 * Issue 49's finish: the controls always fit, messages never cover each other, the phone's bottom
 * bar and top navigation, the smaller points and touch targets, at the sizes the issue names.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectMoves, open, shot, topOf } from './helpers.ts';
import { nearlyWon, seed } from './fx-helpers.ts';

const PHONE = { width: 390, height: 844 };
const SIDEWAYS = { width: 844, height: 390 };
const SMALL_SIDEWAYS = { width: 667, height: 375 };

const noAutoplay = (page: Page) =>
  page.addInitScript(() => {
    if (localStorage.getItem('cascade:v1:settings') === null)
      localStorage.setItem('cascade:v1:settings', JSON.stringify({ autoplay: false }));
  });

/** Every one of `items` lies wholly inside the window. */
async function expectAllInView(page: Page, items: Locator, what: string): Promise<void> {
  const vw = page.viewportSize()!;
  const boxes = await items.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        name: el.textContent.trim(),
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
      };
    }),
  );
  expect(boxes.length, what).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.left, `${what}: ${b.name} left`).toBeGreaterThanOrEqual(-0.5);
    expect(b.top, `${what}: ${b.name} top`).toBeGreaterThanOrEqual(-0.5);
    expect(b.right, `${what}: ${b.name} right`).toBeLessThanOrEqual(vw.width + 0.5);
    expect(b.bottom, `${what}: ${b.name} bottom`).toBeLessThanOrEqual(vw.height + 0.5);
  }
}

/** The messages drawn in the strip above the board (visible ones only). */
const shownMessages = (page: Page) =>
  page.locator('.messages > *').evaluateAll((els) =>
    els
      .filter((el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return s.display !== 'none' && s.visibility !== 'hidden' && r.width > 0 && r.height > 0;
      })
      .map((el) => el.textContent.trim().replace(/\s+/g, ' ')),
  );

/** Plays a move by clicks: the top card of `from`, then `to` (a column's top card or an empty slot). */
async function play(page: Page, from: string, to: string): Promise<void> {
  const n = Number(await page.locator('[data-moves]').getAttribute('data-moves'));
  await topOf(page, from).click({ position: { x: 10, y: 6 } });
  const dest = page.locator(`[data-pile="${to}"] > [data-card]`);
  if ((await dest.count()) > 0 && to.startsWith('c')) await dest.last().click({ position: { x: 10, y: 6 } });
  else await page.locator(`[data-slot="${to}"]`).click({ force: true });
  await expectMoves(page, n + 1);
}

/** Deal 1 after `7a 5c 6d 6b 87 18 52`: lost. */
async function loseDeal1(page: Page): Promise<void> {
  await open(page, '/play/freecell/1');
  for (const [from, to] of [
    ['c6', 'f0'],
    ['c4', 'f2'],
    ['c5', 'f3'],
    ['c5', 'f1'],
    ['c7', 'c6'],
    ['c0', 'c7'],
    ['c4', 'c1'],
  ] as const)
    await play(page, from, to);
  await expect(page.getByRole('group', { name: 'Game lost' })).toBeVisible({ timeout: 30_000 });
}

test.describe('defect 1: a phone on its side keeps every control on screen with a hint shown', () => {
  for (const size of [SIDEWAYS, SMALL_SIDEWAYS]) {
    test(`${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await open(page, '/play/freecell/1');
      const controls = page.getByRole('toolbar', { name: 'Game controls' }).getByRole('button');
      await expectAllInView(page, controls, 'before the hint');
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Hint', exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Play hint' })).toBeVisible();
      await expectAllInView(page, controls, 'with the hint shown');
      await shot(page, `finish-hint-${size.width}x${size.height}`);
    });
  }
});

test.describe('defect 2: one message at a time in the strip', () => {
  test('a refusal, then H: the hint shows alone', async ({ page }) => {
    await noAutoplay(page);
    await open(page, '/play/freecell/1');
    // 6♠ (column 1) onto 9♣ (column 2): refused.
    await topOf(page, 'c0').click({ position: { x: 10, y: 6 } });
    await topOf(page, 'c1').click({ position: { x: 10, y: 6 } });
    await expect(page.locator('.messages .notice')).toBeVisible();
    await page.keyboard.press('h');
    await expect(page.getByRole('region', { name: 'Hint', exact: true })).toBeVisible({ timeout: 30_000 });
    expect(await shownMessages(page)).toHaveLength(1);
  });

  for (const size of [PHONE, { width: 1440, height: 900 }]) {
    test(`lost, then Hint and a reload: the lost banner and its undo stay readable (${size.width}x${size.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await noAutoplay(page);
      await loseDeal1(page);
      const lost = page.getByRole('group', { name: 'Game lost' });
      const undo = lost.getByRole('button', { name: 'Undo to the last winnable position' });
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.waitForTimeout(1500);
      expect(await shownMessages(page)).toHaveLength(1);
      await expect(undo).toBeInViewport({ ratio: 1 });
      // Every line of the banner shows (none cut off at its top or bottom).
      expect(await lost.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(lost).toBeVisible({ timeout: 30_000 });
      expect(await shownMessages(page)).toHaveLength(1);
      await expect(undo).toBeInViewport({ ratio: 1 });
      await shot(page, `finish-lost-${size.width}x${size.height}`);
    });
  }
});

test.describe('defect 6: a phone held upright', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('every bottom-bar button holds its label inside its border', async ({ page }) => {
    await open(page, '/play/freecell/1');
    const buttons = page.getByRole('toolbar', { name: 'Game controls' }).getByRole('button');
    const spill = await buttons.evaluateAll((els) =>
      els
        .filter((el) => {
          const span = el.querySelector('span');
          if (!span) return false;
          const b = el.getBoundingClientRect();
          const s = span.getBoundingClientRect();
          return span.scrollWidth > span.clientWidth + 1 || s.left < b.left || s.right > b.right;
        })
        .map((el) => el.textContent.trim()),
    );
    expect(spill).toEqual([]);
    await expectAllInView(page, buttons, 'the bottom bar');
    for (const box of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(44);
    await shot(page, 'finish-phone-bar');
  });

  test('every link of the top navigation in sight, none behind a sideways scroll', async ({ page }) => {
    await open(page, '/play/freecell/1');
    await expect(page.getByRole('link', { name: /^Learn / })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: /^Rules of / })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The site's other pages: every link of the navigation in sight, none behind a sideways scroll.
    for (const path of ['/', '/stats', '/rules', '/house-rules']) {
      await open(page, path);
      const nav = page.getByRole('navigation', { name: 'Site' });
      await expectAllInView(page, nav.getByRole('link'), `the navigation of ${path}`);
      expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
    }
    await shot(page, 'finish-phone-nav');
  });
});

test.describe('defect 7: the smaller points', () => {
  test('FreeCell 11982 at 0 moves is an "Unwinnable deal", not "Lost"', async ({ page }) => {
    await open(page, '/play/freecell/11982');
    const badge = page.locator('[data-winnability]');
    await expect(badge).toHaveAttribute('data-winnability', 'lost', { timeout: 30_000 });
    await expect(badge).toContainText('Unwinnable deal');
  });

  for (const size of [PHONE, { width: 1440, height: 900 }]) {
    test(`the keys help names every key, none overlapping its meaning (${size.width}x${size.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await open(page, '/play/freecell/1');
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keys and gestures' });
      await expect(help).toBeVisible();
      const keys = await help.locator('kbd').allTextContents();
      for (const k of ['H', 'H H', 'Shift+H', 'F', 'P', 'M', 'Ctrl+Z', 'Ctrl+Y', 'Ctrl+Shift+Z', '?'])
        expect(keys, k).toContain(k);
      const overlaps = await help.locator('dl > div').evaluateAll((rows) =>
        rows.flatMap((row) => {
          const dt = row.querySelector('dt')!.getBoundingClientRect();
          const dd = row.querySelector('dd')!.getBoundingClientRect();
          const kbds = [...row.querySelectorAll('kbd')].map((k) => k.getBoundingClientRect());
          const bad =
            dt.right > dd.left + 0.5 || kbds.some((k) => k.right > dt.right + 0.5 || k.right > dd.left);
          return bad ? [row.textContent.trim()] : [];
        }),
      );
      expect(overlaps).toEqual([]);
      await shot(page, `finish-keys-${size.width}x${size.height}`);
    });
  }

  for (const size of [PHONE, { width: 1440, height: 900 }]) {
    test(`a win: the board stays where it was; the replay's ends are drawn icons (${size.width}x${size.height})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await seed(page, { game: nearlyWon('freecell', 617), settings: { autoplay: false } });
      await page.setViewportSize(size);
      await open(page, '/play/freecell/617');
      const top = () => page.locator('.board-area').evaluate((el) => el.getBoundingClientRect().top);
      const before = await top();
      await page.keyboard.press('f');
      await expect(page.getByRole('dialog', { name: 'You won!' })).toBeVisible({ timeout: 60_000 });
      expect(await top()).toBeCloseTo(before, 0);
      if (!(await page.getByRole('button', { name: 'Replay' }).isVisible())) await page.keyboard.press('m');
      await page.getByRole('button', { name: 'Replay' }).click();
      const replay = page.getByRole('dialog', { name: /Replay/ });
      for (const name of ['To the deal', 'Back one move', 'Forward one move', 'To the last move']) {
        const b = replay.getByRole('button', { name });
        await expect(b.locator('svg')).toHaveCount(1);
        expect(await b.textContent()).not.toMatch(/[⏮⏭◀▶]/u);
      }
      await replay.getByRole('button', { name: 'To the last move' }).click();
      await expect(replay.locator('[data-step]')).toContainText('Move');
      await replay.getByRole('button', { name: 'To the deal' }).click();
      await expect(replay.locator('[data-step]')).toHaveText('The deal');
    });
  }
});

test.describe('defect 8: touch targets of 44 px where the board allows', () => {
  test.use({ hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  /** The elements of `sel` narrower or shorter than 44 px, named. */
  const small = (page: Page, sel: string, dims: 'both' | 'width' = 'both') =>
    page.locator(sel).evaluateAll(
      (els, d) =>
        els
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.width < 43.5 || (d === 'both' && r.height < 43.5)))
          .map(
            ({ el, r }) =>
              `${el.getAttribute('aria-label') ?? el.textContent.trim()} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`,
          ),
      dims,
    );

  /** The elements of `sel` that a tap 21 px from their centre (up, down, left, right) misses. */
  const missed = (page: Page, sel: string) =>
    page.locator(sel).evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().width > 0)
        .flatMap((el) => {
          const r = el.getBoundingClientRect();
          const cx = r.left + r.width / 2;
          const cy = r.top + r.height / 2;
          const clampY = (y: number) => Math.min(innerHeight - 1, Math.max(0, y));
          const points = [
            [cx - 21, cy],
            [cx + 21, cy],
            [cx, clampY(cy - 21)],
            [cx, clampY(cy + 21)],
          ] as const;
          const miss = points.filter(
            ([x, y]) => document.elementFromPoint(x, y)?.closest('a, button') !== el,
          );
          return miss.length
            ? [`${el.getAttribute('aria-label') ?? el.textContent.trim()}: ${miss.length} missed`]
            : [];
        }),
    );

  test('a phone held upright (390x844): FreeCell cards and piles, the bar and the controls', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/play/freecell/1');
    expect(await small(page, '[data-pile] > [data-card]', 'width')).toEqual([]);
    expect(await small(page, '[data-slot]', 'width')).toEqual([]);
    expect(await missed(page, 'header.bar a, header.bar button')).toEqual([]);
    expect(await small(page, '.dock button')).toEqual([]);
  });

  for (const size of [SIDEWAYS, SMALL_SIDEWAYS]) {
    test(`a phone on its side (${size.width}x${size.height}): the bar and the rail`, async ({ page }) => {
      await page.setViewportSize(size);
      await open(page, '/play/freecell/1');
      expect(await missed(page, 'header.bar a, header.bar button')).toEqual([]);
      expect(await small(page, '.dock button')).toEqual([]);
    });
  }
});
