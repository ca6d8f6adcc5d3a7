/**
 * The game's finish: the controls always fit, messages never cover each other, the phone's bottom
 * bar and top navigation, the smaller points and touch targets, at the sizes players use (phones upright and on their side, desktops, 2560×1440).
 */
import AxeBuilder from '@axe-core/playwright';
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
          const clampX = (x: number) => Math.min(innerWidth - 1, Math.max(0, x));
          const points = [
            [clampX(cx - 21), cy],
            [clampX(cx + 21), cy],
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

test.describe('defect 7: the home cards and the rules page', () => {
  for (const size of [PHONE, { width: 1440, height: 900 }, { width: 2560, height: 1440 }]) {
    test(`the win-rate pills stay one line inside their card (${size.width}x${size.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await open(page, '/');
      const pills = page.locator('.variant [data-win-rate]');
      await expect(pills.first()).toBeVisible({ timeout: 20_000 });
      const bad = await pills.evaluateAll((els) =>
        els.flatMap((el) => {
          const r = el.getBoundingClientRect();
          const card = el.closest('.variant')!.getBoundingClientRect();
          const line =
            parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.3;
          const out: string[] = [];
          if (r.height > line * 1.6 + 4) out.push(`${el.textContent}: ${r.height.toFixed(0)} px tall`);
          if (r.right > card.right + 0.5 || r.left < card.left - 0.5)
            out.push(`${el.textContent}: outside its card`);
          return out;
        }),
      );
      expect(bad).toEqual([]);
      await shot(page, `finish-home-${size.width}x${size.height}`);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`the rules page's chips are readable (${scheme}), axe-clean`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, '/rules/freecell');
      await expect(page.locator('[data-win-rate]').first()).toBeVisible({ timeout: 20_000 });
      // axe cannot judge text on the intro's gradient: the chip's text against the chip's own
      // background laid on either end of the felt gradient, at least 4.5:1.
      const ratios = await page.locator('.intro span[data-win-rate]').evaluate((chip) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        const rgba = (c: string): number[] => {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = c;
          ctx.fillRect(0, 0, 1, 1);
          return [...ctx.getImageData(0, 0, 1, 1).data].map((v, i) => (i === 3 ? v / 255 : v));
        };
        const over = (top: number[], under: number[]) =>
          [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!));
        const lum = (c: number[]) =>
          c
            .map((v) => v / 255)
            .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i]!, 0);
        const intro = getComputedStyle(chip.closest('.intro')!);
        const style = getComputedStyle(chip);
        return ['--felt-1', '--felt-2'].map((v) => {
          const felt = rgba(intro.getPropertyValue(v).trim());
          const bg = over(rgba(style.backgroundColor), felt);
          const fg = over(rgba(style.color), bg);
          const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
          return (a! + 0.05) / (b! + 0.05);
        });
      });
      for (const r of ratios) expect(r).toBeGreaterThanOrEqual(4.5);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }

  test('a phone on its side: the home page shows the choices in its first screen, not the hero alone', async ({
    page,
  }) => {
    await page.setViewportSize(SIDEWAYS);
    await open(page, '/');
    const hero = await page.locator('.hero').boundingBox();
    expect(hero!.height).toBeLessThanOrEqual(SIDEWAYS.height * 0.6);
    await expect(page.getByRole('button', { name: 'Play this deal' })).toBeInViewport();
  });

  test('2560x1440: the bar, the controls and the move list grow with the cards', async ({ page }) => {
    const SELECTORS = ['header.bar h1', '.dock .control', 'aside .empty', 'aside h2'];
    const measure = async () => ({
      card: (await page.locator('[data-pile="c0"] > [data-card]').first().boundingBox())!.width,
      undo: (await page.getByRole('button', { name: 'Undo' }).boundingBox())!.height,
      fonts: await Promise.all(
        SELECTORS.map((sel) =>
          page
            .locator(sel)
            .first()
            .evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
        ),
      ),
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/play/freecell/1');
    await expect(page.getByRole('complementary', { name: /Moves/ })).toBeVisible();
    const small = await measure();
    await page.setViewportSize({ width: 2560, height: 1440 });
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('complementary', { name: /Moves/ })).toBeVisible();
    const large = await measure();
    // The cards grow by half or more; the words and buttons by at least 30 %.
    expect(large.card / small.card).toBeGreaterThan(1.5);
    expect(large.undo / small.undo).toBeGreaterThanOrEqual(1.3);
    large.fonts.forEach((f, i) => expect(f / small.fonts[i]!, SELECTORS[i]).toBeGreaterThanOrEqual(1.3));
    await shot(page, 'finish-2560');
  });
});

test.describe('defect 7: the deal on the board', () => {
  for (const size of [PHONE, { width: 1440, height: 900 }]) {
    test(`today's deal of the day is labelled before it is won, and each deal's difficulty shown (${size.width}x${size.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await open(page, '/');
      const daily = page.locator('[data-daily]');
      await expect(daily).not.toHaveAttribute('data-daily', '', { timeout: 20_000 });
      const n = await daily.getAttribute('data-daily');
      await open(page, `/play/freecell/${n}`);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1.locator('[data-daily-deal]')).toHaveText('Deal of the day', { timeout: 20_000 });
      // (Its difficulty shows where the atlas grades it: deals 1 to 32,000 of FreeCell.)
      await expect(h1.locator('[data-daily-deal]')).toBeInViewport({ ratio: 1 });
      await open(page, '/play/freecell/2');
      await expect(h1.locator('[data-level]')).toHaveText(/Difficulty: (Easy|Medium|Hard|Expert)/, {
        timeout: 20_000,
      });
      await expect(h1.locator('[data-daily-deal]')).toHaveCount(0);
      await shot(page, `finish-deal-facts-${size.width}x${size.height}`);
    });
  }
});
