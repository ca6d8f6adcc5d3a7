/**
 * The deal of the day calendar: each day's deal on the month, the days won marked, the month's badge,
 * the streak; and the achievements earned. By keyboard, at three sizes, axe-core clean.
 */
import { expect, test } from '@playwright/test';
import { open, shot } from './helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { shippedAtlas } from './fx-helpers.ts';
import { dayBefore, dayOf, daySeed } from '../src/lib/game/daily.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1440, height: 900 },
] as const;

test('the month\u2019s deals, the days won, the badge, the streak and the achievements', async ({ page }) => {
  test.setTimeout(120_000);
  const today = dayOf(Date.now());
  // Won: the last 7 days up to today (a streak of 7; bronze when they all fall in this month).
  const won: string[] = [];
  for (let d = today, i = 0; i < 7; i++, d = dayBefore(d)) won.unshift(d);
  const inMonth = won.filter((d) => d.slice(0, 7) === today.slice(0, 7)).length;
  const deal = shippedAtlas('freecell').pickDeal({ seed: daySeed(today) });
  const log = [
    {
      variant: 'freecell',
      deal: deal ?? 1,
      won: true,
      moves: '',
      played: 0,
      timeMs: 60_000,
      at: Date.now(),
      daily: today,
      game: 'a1',
    },
  ];
  await page.addInitScript(
    ([days, games]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cascade:v1:daily', days);
      localStorage.setItem('cascade:v1:game-log', games);
      localStorage.setItem(
        'cascade:v1:stats',
        JSON.stringify({
          freecell: { played: 1, won: 1, currentStreak: 1, bestStreak: 1, fewestMoves: 0, bestTimeMs: 60000 },
        }),
      );
    },
    [JSON.stringify({ won }), JSON.stringify(log)] as const,
  );
  await page.setViewportSize(SIZES[2]);
  await open(page, '/calendar');
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '7');
  const todayLink = page.locator(`a[data-day="${today}"]`);
  await expect(todayLink).toHaveAttribute('aria-label', new RegExp(`: deal ${deal}, won$`));
  await expect(todayLink).toHaveAttribute('href', new RegExp(`/play/freecell/${deal}$`));
  await expect(page.locator('[data-badge]')).toContainText(
    `${inMonth} ${inMonth === 1 ? 'day' : 'days'} won this month`,
  );
  if (inMonth === 7) await expect(page.locator('[data-badge]')).toHaveAttribute('data-badge', 'bronze');
  await expect(page.locator('[data-achievement="first-win-freecell"]')).toHaveAttribute('data-done', 'true');
  await expect(page.locator('[data-achievement="ten-in-a-row"]')).toHaveAttribute('data-done', 'false');
  await expectNoAxeViolations(page, 'the calendar');
  for (const s of SIZES) {
    await page.setViewportSize(s);
    await shot(page, `calendar-${s.width}x${s.height}`);
  }
  // By keyboard: the previous month, then its days' deals; Next month comes back.
  await page.getByRole('button', { name: 'Previous month' }).focus();
  await page.keyboard.press('Enter');
  const prev = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))
    .toISOString()
    .slice(0, 7);
  await expect(page.locator('section[data-month]')).toHaveAttribute('data-month', prev);
  await expect(page.locator(`a[data-day="${prev}-01"]`)).toHaveAttribute('aria-label', /: deal \d+/);
  await page.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('section[data-month]')).toHaveAttribute('data-month', today.slice(0, 7));
  await todayLink.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/play/freecell/${deal}$`));
});
