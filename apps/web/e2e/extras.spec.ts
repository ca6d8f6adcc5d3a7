/**
 * What players asked for beyond the rules and the deal atlas in the game:
 * winnable random deals and difficulties, measured win rates, play the hint, finish, pause, the
 * move list and its replay, the win (cascade and sounds), the looks. Each saves a screenshot.
 */
import { expect, test, type Page } from '@playwright/test';
import { card, expectMoves, moveCount, open, shot } from './helpers.ts';
import { listenToSounds, nearlyWon, notes, seed, shippedAtlas } from './fx-helpers.ts';
import { dayOf, daySeed } from '../src/lib/game/daily.ts';

/** The finish plays some fifty cards one after another: on a loaded machine, that takes a while. */
const FINISHED = 30_000;

const dealOf = (page: Page): number =>
  Number(/\/play\/[^/]+\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

test.describe('the deal atlas in the game', () => {
  test('the home page shows measured win rates; Random deal of a difficulty deals one of that level', async ({
    page,
  }) => {
    await open(page, '/');
    const freecell = page.locator('label.variant', { hasText: 'FreeCell' }).first();
    const atlas = shippedAtlas('freecell');
    const c = atlas.counts();
    await expect(freecell.locator('[data-win-rate]')).toHaveAttribute(
      'title',
      new RegExp(
        `^${c.solved.toLocaleString('en-US')} of ${c.deals.toLocaleString('en-US')} deals can be won`,
      ),
    );
    await page.getByLabel('Difficulty').selectOption('hard');
    await shot(page, 'atlas-home');
    for (let i = 0; i < 3; i++) {
      await open(page, '/');
      await page.getByRole('button', { name: 'Random deal' }).click();
      await page.waitForURL(/\/play\/freecell\/\d+$/);
      expect(atlas.grade(dealOf(page))?.level).toBe('hard');
    }
  });

  test('Ephemeral: Random deal gives a deal the atlas knows can be won', async ({ page }) => {
    const atlas = shippedAtlas('ephemeral');
    await open(page, '/rules/ephemeral');
    await expect(page.locator('p[data-win-rate]')).toContainText(
      `${atlas.counts().solved.toLocaleString('en-US')} of ${atlas.counts().deals.toLocaleString('en-US')} deals can be won`,
    );
    await shot(page, 'atlas-rules-ephemeral');
    await page.getByRole('button', { name: 'Play a random deal' }).click();
    await page.waitForURL(/\/play\/ephemeral\/\d+$/);
    expect(atlas.isWinnable(dealOf(page))).toBe(true);
  });

  test('no atlas (not found, or corrupt): a deal the engine checked, with a message that says why', async ({
    page,
  }) => {
    await page.route('**/atlas/index.json', (r) => r.fulfill({ status: 404, body: 'gone' }));
    await open(page, '/');
    await expect(page.locator('[data-win-rate]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Random deal' }).click();
    await page.waitForURL(/\/play\/freecell\/\d+$/);
    // Shown for a few seconds, and said (the live region keeps it: a loaded machine may be slower).
    const said = page.locator('.game [data-announcer]');
    await expect(said).toContainText(
      'The deal atlas could not be fetched (HTTP 404), so this deal was checked here instead: it can be won.',
    );
    await shot(page, 'atlas-missing');

    await page.unroute('**/atlas/index.json');
    await page.route('**/atlas/freecell.json', (r) =>
      r.fulfill({ contentType: 'application/json', body: '{"format":1,"variant":"freecell"}' }),
    );
    await open(page, '/');
    await page.getByRole('button', { name: 'Random deal' }).click();
    await page.waitForURL(/\/play\/freecell\/\d+$/);
    await expect(said).toContainText(
      'The deal atlas of FreeCell does not read: the atlas file names no variant, so this deal was checked here instead',
    );
  });
});

test.describe('play the hint, finish, pause', () => {
  test('H shows the hint; pressed again (or Shift+H) it plays it', async ({ page }) => {
    await open(page, '/play/freecell/617');
    await expect(page.locator('[data-winnability]')).toHaveAttribute('data-winnability', 'winnable');
    await page.keyboard.press('h');
    const play = page.getByRole('button', { name: 'Play hint' });
    await expect(play).toBeVisible();
    await shot(page, 'hint-shown');
    await play.click();
    await expectMoves(page, 1);
    await page.keyboard.press('Shift+H');
    await expectMoves(page, 2);
  });

  test('pause hides the cards and stops the clock; P resumes', async ({ page }) => {
    await open(page, '/play/freecell/617');
    await page.keyboard.press('h');
    await page.getByRole('button', { name: 'Play hint' }).click();
    await expectMoves(page, 1);
    await page.getByRole('button', { name: 'Pause the game' }).click();
    await expect(page.locator('[data-card]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
    const time = await page.locator('.stat.time').textContent();
    await page.waitForTimeout(2200);
    await expect(page.locator('.stat.time')).toHaveText(time ?? '');
    await shot(page, 'paused');
    await page.keyboard.press('p');
    await expect(page.locator('[data-card]')).toHaveCount(52);
    await expect(page.getByRole('button', { name: 'Pause the game' })).toBeVisible();
  });

  test('Finish plays the rest home with autoplay off; the win cascades and sounds', async ({ page }) => {
    test.setTimeout(120_000);
    const near = nearlyWon('freecell', 617);
    await seed(page, { game: near, settings: { autoplay: false } });
    await listenToSounds(page);
    await open(page, '/play/freecell/617');
    const before = await moveCount(page);
    const finish = page.getByRole('button', { name: 'Finish' });
    await expect(finish).toBeVisible();
    await shot(page, 'finish-offered');
    await finish.click();
    await expect(page.getByRole('dialog', { name: 'You won!' })).toBeVisible({ timeout: FINISHED });
    expect(await moveCount(page)).toBe(before + near.finishing);
    await expect(page.locator('canvas[data-cascade]')).toBeAttached();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: 'e2e/screenshots/win-cascade.png' });
    // The win's arpeggio (its top note, 1318.5 Hz) after the cards' sounds.
    expect((await notes(page)).some((f) => Math.round(f) === 1319)).toBe(true);
  });

  test('with reduced motion and sounds off: no cascade, no sound', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    test.setTimeout(120_000);
    await seed(page, { game: nearlyWon('freecell', 617), settings: { autoplay: false, sounds: false } });
    await listenToSounds(page);
    await open(page, '/play/freecell/617');
    await page.keyboard.press('f');
    await expect(page.getByRole('dialog', { name: 'You won!' })).toBeVisible({ timeout: FINISHED });
    await page.waitForTimeout(500);
    await expect(page.locator('canvas[data-cascade]')).toHaveCount(0);
    expect(await notes(page)).toEqual([]);
  });
});

test.describe('the move list', () => {
  test('lists the moves in standard notation; copy, export; a finished game replays step by step', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: ShareData[] };
      w.__shared = [];
      if (location.pathname.endsWith('/617'))
        Object.defineProperty(navigator, 'share', {
          value: (data: ShareData) => {
            w.__shared.push(data);
            return Promise.resolve();
          },
        });
    });
    await seed(page, { game: nearlyWon('freecell', 617), settings: { autoplay: false } });
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, '/play/freecell/617');
    const list = page.getByRole('complementary', { name: /Moves/ });
    await expect(list).toBeVisible();
    const n = await moveCount(page);
    await expect(list.locator('li')).toHaveCount(n);
    await expect(list.locator('li').first()).toHaveText(/^1\.\s*\w+/);

    await list.getByRole('button', { name: 'Copy' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('/play/freecell/617');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('freecell-617.txt');

    await page.keyboard.press('f');
    const won = page.getByRole('dialog', { name: 'You won!' });
    await expect(won).toBeVisible({ timeout: FINISHED });
    const total = await moveCount(page);
    // The win screen shares the result through the share sheet (a phone's; stubbed here).
    await won.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared[0]?.title).toBe('FreeCell, deal 617');
    expect(shared[0]?.text).toMatch(
      new RegExp(
        `^I won FreeCell, deal 617, in ${total} moves and \\d+:\\d\\d\\.\\nhttp.*/play/freecell/617\\n`,
      ),
    );
    await list.getByRole('button', { name: 'Replay' }).click();
    const replay = page.getByRole('dialog', { name: /Replay/ });
    await expect(replay.locator('[data-step]')).toHaveText('The deal');
    await expect(replay.locator('[data-card]')).toHaveCount(52);
    await replay.getByRole('button', { name: 'Forward one move' }).click();
    await expect(replay.locator('[data-step]')).toHaveAttribute('data-step', '1');
    await page.keyboard.press('End');
    await expect(replay.locator('[data-step]')).toContainText(`Move ${total} of ${total}`);
    await shot(page, 'replay');
    await replay.getByRole('button', { name: 'Close the replay' }).click();
    await expect(replay).toHaveCount(0);
    await expect(card(page, 'King of spades')).toBeVisible();
  });
});

test.describe('looks', () => {
  test('felt, card backs, card size and the left-handed layout follow the settings', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await seed(page, {
      settings: { felt: 'blue', cardBack: 'red', cardSize: 'small', leftHanded: true, fourColour: true },
    });
    await open(page, '/play/freecell/617');
    const game = page.locator('.game');
    await expect(game).toHaveAttribute('data-felt', 'blue');
    const width = await card(page, 'King of clubs').evaluate((e) => e.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(76);
    const list = page.getByRole('complementary', { name: /Moves/ });
    const board = page.locator('main.table');
    expect((await list.boundingBox())!.x).toBeLessThan((await board.boundingBox())!.x);
    await shot(page, 'looks');
    await page.keyboard.press('p');
    const back = page.locator('.card-back').first();
    await expect(back).toBeVisible();
    expect(await back.evaluate((e) => getComputedStyle(e).getPropertyValue('--back-1').trim())).toBe(
      '#b3262f',
    );
    await shot(page, 'looks-paused');
  });
});

test.describe('the deal of the day and the statistics', () => {
  test('today\u2019s winnable deal for everyone; won, it starts a streak, and the last games replay', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const today = dayOf(Date.now());
    const n = shippedAtlas('freecell').pickDeal({ seed: daySeed(today) });
    if (n === null) throw new Error('no deal of the day');
    expect(shippedAtlas('freecell').isWinnable(n)).toBe(true);
    await seed(page, { game: nearlyWon('freecell', n), settings: { autoplay: false } });
    await open(page, '/');
    const daily = page.getByRole('region', { name: 'Deal of the day' });
    await expect(daily).toHaveAttribute('data-daily', String(n));
    await expect(daily).toContainText('Streak: 0 days');
    await shot(page, 'daily-home');
    await daily.getByRole('link', { name: `Play deal ${n}` }).click();
    await page.waitForURL(new RegExp(`/play/freecell/${n}$`));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.locator('.notice')).toContainText('Deal of the day won! A streak of 1 day.', {
      timeout: FINISHED,
    });
    await shot(page, 'daily-won');

    await open(page, '/');
    await expect(page.getByRole('region', { name: 'Deal of the day' })).toContainText(
      'Won today. Streak: 1 day',
    );
    await open(page, '/stats');
    const recent = page.getByRole('region', { name: 'Your last games' });
    await expect(recent.locator('[data-daily-streak]')).toHaveAttribute('data-daily-streak', '1');
    await expect(recent.getByRole('listitem').filter({ hasText: `FreeCell #${n}` })).toContainText('Won');
    // 61 s saved, plus the seconds the finish took.
    await expect(recent.locator('[data-average]')).toHaveText(/^1:0\d$/);
    await shot(page, 'stats-recent');
    await recent.getByRole('link', { name: new RegExp(`^Replay FreeCell deal ${n}`) }).click();
    await page.waitForURL(/\/replay\?/);
    const replay = page.getByRole('dialog', { name: /Replay/ });
    await expect(replay.locator('[data-card]')).toHaveCount(52);
    await page.keyboard.press('End');
    await expect(replay.locator('[data-step]')).toContainText('Move');
    // Every card home: the foundations show their kings.
    await expect(replay.locator('[data-pile^="h"] [data-card]')).toHaveCount(4);
    await expect(replay.locator('[data-pile^="c"] [data-card]')).toHaveCount(0);
    await shot(page, 'replay-from-stats');
  });

  test('a replay link whose moves do not replay says which move and why', async ({ page }) => {
    await open(page, '/replay?v=freecell&d=617&m=ah');
    await expect(page.getByRole('heading', { name: 'This replay cannot be shown' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Its moves do not replay: move 1 (ah)');
  });
});

test('the game and the rules link to the tutorial', async ({ page }) => {
  await open(page, '/play/ephemeral/3');
  await expect(
    page.getByRole('link', { name: 'Learn Ephemeral FreeCell step by step (tutorial)' }),
  ).toHaveAttribute('href', /\/learn\/ephemeral$/);
  await open(page, '/rules/freecell');
  await expect(page.getByRole('link', { name: 'Learn it step by step' })).toHaveAttribute(
    'href',
    /\/learn\/freecell$/,
  );
});
