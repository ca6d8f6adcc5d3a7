/**
 * Your data with you: everything exported to one file on one device, imported on another, merged
 * without losing either side; importing again adds nothing twice; a foreign or corrupt file says why
 * and changes nothing. By keyboard, at a phone's two holds and a desktop, axe-core clean.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { encodeHouseRules, getVariant } from '@cascade/variants';
import { open, shot } from './helpers.ts';
import { expectNoAxeViolations } from './axe.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1440, height: 900 },
] as const;
const RULES = encodeHouseRules({ name: 'Two cells', rules: { ...getVariant('freecell').rules, cells: 2 } });
const stats = (played: number, won: number) => ({
  freecell: {
    played,
    won,
    currentStreak: won,
    bestStreak: won,
    fewestMoves: 70 + played,
    bestTimeMs: 90_000,
  },
});
const logged = (deal: number, at: number) => ({
  variant: 'freecell',
  deal,
  won: true,
  moves: '38',
  played: 1,
  timeMs: 60_000,
  at,
  game: `g${deal}`,
});

/** A device: a browser context whose storage holds these keys (cascade:v1:…) before its first page. */
async function device(browser: Browser, data: Record<string, unknown>): Promise<Page> {
  const context = await browser.newContext({ viewport: SIZES[0] });
  await context.addInitScript(
    (entries) => {
      if (localStorage.getItem('cascade:v1:seeded')) return;
      for (const [k, v] of entries) localStorage.setItem(`cascade:v1:${k}`, v);
      localStorage.setItem('cascade:v1:seeded', '1');
    },
    Object.entries(data).map(([k, v]) => [k, JSON.stringify(v)] as const),
  );
  return context.newPage();
}

/** Everything the game stores on a page (cascade:v1:…), as text. */
const stored = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('cascade:v1:'))
        .map((k) => [k, localStorage.getItem(k)]),
    ),
  );

/** Chooses a file through the page's file field (the keyboard's way is the first import's). */
async function importFile(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
  await page
    .locator('#import-file')
    .setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.buffer });
}

/**
 * Chooses a file with the keyboard: Enter on the import button opens the file field (its click is
 * seen; a headless browser's chooser does not always open), then the file goes in as a chooser gives it.
 */
async function importByKeyboard(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __opened: number };
    w.__opened = 0;
    document.querySelector('#import-file')?.addEventListener('click', (e) => {
      w.__opened++;
      e.preventDefault();
    });
  });
  await page.getByRole('button', { name: 'Choose a file to import' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __opened: number }).__opened)).toBe(1);
  await importFile(page, file);
}

test('export on one device, import on another: both kept, nothing twice; a bad file changes nothing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = await device(browser, {
    stats: stats(3, 2),
    'game-log': [logged(5, 5_000)],
    daily: { won: ['2026-12-01'] },
    'house-rules': [{ code: RULES, savedAt: 7 }],
  });
  await open(phone, '/data');
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('button', { name: 'Export my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cascade-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(phone.locator('[data-exported]')).toContainText('Exported: cascade-data-');
  const file = { name: download.suggestedFilename(), buffer: readFileSync(await download.path()) };

  const laptop = await device(browser, {
    stats: stats(4, 4),
    'game-log': [logged(9, 9_000)],
    daily: { won: ['2026-12-02'] },
  });
  await open(laptop, '/data');
  await importByKeyboard(laptop, file);
  const said = laptop.locator('[data-imported]');
  await expect(said).toContainText(
    'Added: 1 game to your last games, 1 day of the deal of the day, 1 house rule set, the statistics of another device.',
  );
  await expect(said).toHaveRole('status');
  await expectNoAxeViolations(laptop, 'the data page after an import');
  for (const s of SIZES) {
    await laptop.setViewportSize(s);
    await shot(laptop, `data-imported-${s.width}x${s.height}`);
  }

  // Statistics added up (3 + 4 played, 2 + 4 won), both devices' last games listed.
  await open(laptop, '/stats');
  await expect(laptop.locator('main > p.muted').first()).toContainText(
    'with the games of another device you imported',
  );
  const row = laptop.locator('table tr', { hasText: 'FreeCell' });
  await expect(row.locator('td').nth(0)).toHaveText('7');
  await expect(row.locator('td').nth(1)).toHaveText('6');
  const recent = laptop.getByRole('region', { name: 'Your last games' });
  await expect(recent.getByRole('listitem').filter({ hasText: /FreeCell #(5|9)\b/ })).toHaveCount(2);
  await expectNoAxeViolations(laptop, 'the statistics page with another device');
  for (const s of SIZES) {
    await laptop.setViewportSize(s);
    await shot(laptop, `data-stats-${s.width}x${s.height}`);
  }

  // The same file again: nothing new, nothing changed.
  await open(laptop, '/data');
  const before = await stored(laptop);
  await importFile(laptop, file);
  await expect(laptop.locator('[data-imported]')).toContainText(
    'Nothing new: this device already had all of it.',
  );
  expect(await stored(laptop)).toEqual(before);

  // A foreign file and a damaged one: said, as an alert, and nothing changed.
  await importFile(laptop, { name: 'notes.json', buffer: Buffer.from('{"notes": []}') });
  const alert = laptop.getByRole('alert');
  await expect(alert).toHaveText(
    'This file is not a Cascade data file (the game makes one with “Export my data”).',
  );
  const damaged = JSON.parse(file.buffer.toString('utf8')) as Record<string, unknown>;
  damaged.gameLog = [{ variant: 'freecell', deal: 'x' }];
  await importFile(laptop, { name: 'damaged.json', buffer: Buffer.from(JSON.stringify(damaged)) });
  await expect(alert).toContainText("This file cannot be imported: the file's last games");
  await expect(alert).toContainText('Nothing was changed.');
  expect(await stored(laptop)).toEqual(before);
  await laptop.setViewportSize(SIZES[2]);
  await shot(laptop, 'data-refused-1440x900');
  await phone.context().close();
  await laptop.context().close();
});
