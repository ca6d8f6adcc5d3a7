/**
 * One count of moves (the player's, autoplay's said apart) on the win screen, in the fewest moves,
 * the last games, the copied and exported text and the shared result; and a game the solution player
 * finishes listed in the last games, marked assisted. Screenshots at a phone's two holds and a desktop.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { moveCount, open, shot } from './helpers.ts';
import { nearlyWon, seed } from './fx-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';

const FINISHED = 30_000;
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1440, height: 900 },
] as const;

/** The statistics of a game under way (counted at its first move, as the app does), before the page loads. */
async function seedStarted(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('stats-seeded')) return;
    sessionStorage.setItem('stats-seeded', '1');
    const started = {
      played: 1,
      won: 0,
      currentStreak: 0,
      bestStreak: 0,
      fewestMoves: null,
      bestTimeMs: null,
    };
    localStorage.setItem('cascade:v1:stats', JSON.stringify({ freecell: started }));
  });
}

/** Screenshots of the page at the three sizes, `<name>-<w>x<h>.png`; back to the first size after. */
async function shots(page: Page, name: string): Promise<void> {
  const first = page.viewportSize();
  for (const s of SIZES) {
    await page.setViewportSize(s);
    await shot(page, `${name}-${s.width}x${s.height}`);
  }
  if (first) await page.setViewportSize(first);
}

test('a won game has one count of moves everywhere: the player\u2019s, autoplay\u2019s apart', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        w.__shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const near = nearlyWon('freecell', 617);
  // Autoplay on: Finish plays the first card home, autoplay the rest.
  await seed(page, { game: near, settings: { autoplay: true } });
  await seedStarted(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/play/freecell/617');
  const before = await moveCount(page);
  const mine = before + 1;
  const auto = near.finishing - 1;
  const counted = `${mine} moves (and ${auto} by autoplay)`;
  await page.keyboard.press('f');
  const won = page.getByRole('dialog', { name: 'You won!' });
  await expect(won).toBeVisible({ timeout: FINISHED });
  await expect(page.locator('[data-moves]')).toHaveAttribute('data-moves', String(mine));
  await expect(won).toContainText(`FreeCell, deal 617: ${counted} in `);
  await expect(page.locator('[data-announcer]')).toContainText(`You won deal 617 in ${mine} moves!`);

  // The shared result, the copied text and the exported file say the same.
  await won.getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared[0]?.text).toMatch(
    new RegExp(`^I won FreeCell, deal 617, in ${counted.replace(/[()]/g, '\\$&')} and \\d+:\\d\\d\\.\\n`),
  );
  const list = page.getByRole('complementary', { name: /Moves/ });
  await list.getByRole('button', { name: 'Copy' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toContain(`in ${counted} and`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Export' }).click(),
  ]);
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported.split('\n')[0]).toBe(copied.split('\n')[0]);
  // Every move listed, autoplay's too, so the text replays.
  expect(exported.split('\n').slice(3).join(' ').trim().split(/\s+/)).toHaveLength(mine + auto);
  await expectNoAxeViolations(page, 'the win screen');
  await shots(page, 'one-count-win');

  await open(page, '/stats');
  const table = page.locator('table');
  await expect(table.locator('tr', { hasText: 'FreeCell' }).locator('td').nth(5)).toHaveText(String(mine));
  const recent = page.getByRole('region', { name: 'Your last games' });
  const entry = recent.getByRole('listitem').filter({ hasText: 'FreeCell #617' });
  await expect(entry).toContainText(`Won · ${counted} · `);
  await expectNoAxeViolations(page, 'the statistics page');
  await shots(page, 'one-count-stats');
});

test('a game the solution player finishes is in the last games, marked assisted, with the same count', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seed(page, {
    game: nearlyWon('freecell', 617),
    settings: { autoplay: false, solutionSpeed: 'fast' },
  });
  await seedStarted(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/play/freecell/617');
  // By keyboard: the Solution button, then Play solution.
  const solution = page.getByRole('button', { name: 'Solution', exact: true });
  await solution.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Solution' });
  await expect(panel).toContainText(/Solution: move 0 of \d+/);
  await panel.getByRole('button', { name: 'Play solution' }).focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: 'Solved by the solution player' });
  await expect(done).toBeVisible({ timeout: FINISHED });
  const n = await moveCount(page);
  await expect(done).toContainText(`FreeCell, deal 617: ${n} moves in `);
  await expect(page.locator('[data-announcer]')).toContainText(
    `The solution player finished deal 617 in ${n} moves.`,
  );
  await open(page, '/stats');
  const recent = page.getByRole('region', { name: 'Your last games' });
  const entry = recent.getByRole('listitem').filter({ hasText: 'FreeCell #617' });
  await expect(entry).toContainText('Assisted');
  await expect(entry.locator('[data-result]')).toHaveAttribute('data-result', 'assisted');
  await expect(entry).toContainText(`Finished by the solution player · ${n} moves · `);
  // Played, not won: the last games' win rate counts it as a game without a win.
  await expect(recent).toContainText(/Win rate \(last 1\)\s*0%/);
  await expectNoAxeViolations(page, 'the statistics page with an assisted game');
  await shots(page, 'assisted-in-last-games');
});

test('scores and honest records: a win after a hint is assisted (no record), the scoring explained, the charts drawn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seed(page, { game: nearlyWon('freecell', 617), settings: { autoplay: false } });
  await seedStarted(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/play/freecell/617');
  // By keyboard: H shows a hint (counted), F finishes.
  await page.keyboard.press('h');
  await expect(page.getByRole('region', { name: 'Hint', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('f');
  const won = page.getByRole('dialog', { name: 'You won!' });
  await expect(won).toBeVisible({ timeout: FINISHED });
  await expect(won.locator('[data-score]')).toContainText(
    /^Score [\d,]+ · assisted \(1 hint\): no record set\.$/,
  );
  await expect(page.locator('[data-announcer]')).toContainText('With help, it sets no record.');

  await open(page, '/stats');
  const row = page.locator('table tr', { hasText: 'FreeCell' });
  // Won, but no record: fewest moves and best score stay empty.
  await expect(row.locator('td').nth(1)).toHaveText('1');
  await expect(row.locator('td').nth(5)).toHaveText('—');
  await expect(row.locator('td').nth(6)).toHaveText('—');
  await expect(page.getByRole('region', { name: 'How a game is scored' })).toContainText(
    '10 points for each card sent home, a time bonus of 700,000 ÷ the seconds played',
  );
  const entry = page
    .getByRole('region', { name: 'Your last games' })
    .getByRole('listitem')
    .filter({ hasText: 'FreeCell #617' });
  await expect(entry).toContainText('Assisted');
  await expect(entry).toContainText(/· score [\d,]+ · 1 hint · /);
  const charts = page.getByRole('region', { name: 'Charts' });
  await expect(charts.getByRole('img', { name: 'Wins week by week' })).toBeVisible();
  await expect(charts.getByRole('img', { name: 'Moves and time of your last won games' })).toBeVisible();
  await expect(charts.locator('#chart-moves-desc')).toContainText('deal 617: ');
  await expectNoAxeViolations(page, 'the statistics page with its charts');
  await shots(page, 'scores-and-charts');
});
