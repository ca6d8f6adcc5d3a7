/**
 * Challenge a friend: a link with the deal, the result and the moves; the friend's app replays the
 * moves to check the result (a forged one is refused, with why), and the win screen shows both
 * results side by side. By keyboard, at three sizes, axe-core clean.
 */
import { applyMove, deal, formatMove, type Position } from '@cascade/core';
import { countReplayed } from '@cascade/play/record';
import { solve } from '@cascade/solver';
import { getVariant } from '@cascade/variants';
import { expect, test } from '@playwright/test';
import { open, shot } from './helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { nearlyWon, seed } from './fx-helpers.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1440, height: 900 },
] as const;

const line = (() => {
  const start = deal(getVariant('freecell').rules, 617);
  if (!start.ok) throw new Error('no deal');
  const r = solve(start.value);
  if (r.status !== 'solved') throw new Error('617 not solved');
  const tokens: string[] = [];
  let p: Position = start.value;
  for (const m of r.moves) {
    tokens.push(formatMove(m, p));
    p = applyMove(p, m);
  }
  return { tokens, fewest: countReplayed(start.value, r.moves).player };
})();
const link = (n: number) =>
  `/challenge?${new URLSearchParams({ v: 'freecell', d: '617', m: line.tokens.join('.'), n: String(n), t: '95000', h: '0' }).toString()}`;

test('a challenge checked by replaying its moves, played, and both results side by side', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seed(page, { game: nearlyWon('freecell', 617), settings: { autoplay: false } });
  await page.setViewportSize(SIZES[0]);
  await open(page, link(line.fewest));
  await expect(page.locator('[data-challenge]')).toHaveText(
    `FreeCell, deal 617: won in ${line.fewest} moves and 1:35, without a hint.`,
  );
  await expectNoAxeViolations(page, 'the challenge page');
  for (const s of SIZES) {
    await page.setViewportSize(s);
    await shot(page, `challenge-${s.width}x${s.height}`);
  }
  await page.getByRole('button', { name: 'Play deal 617' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/play\/freecell\/617$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.keyboard.press('f');
  const won = page.getByRole('dialog', { name: 'You won!' });
  await expect(won).toBeVisible({ timeout: 30_000 });
  const versus = won.locator('[data-versus]');
  await expect(versus).toContainText("Your result and your friend's");
  await expect(versus.locator('tr', { hasText: 'Moves' }).locator('td').nth(1)).toHaveText(
    String(line.fewest),
  );
  await expect(versus.locator('tr', { hasText: 'Time' }).locator('td').nth(1)).toHaveText('1:35');
  await expectNoAxeViolations(page, 'the win screen with a challenge');
  await shot(page, 'challenge-versus-1440x900');
  // The player's own challenge link: copied, and it reads back as checked.
  await won.getByRole('button', { name: 'Challenge a friend' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/challenge\?v=freecell&d=617&m=[0-9a-z.]+&n=\d+&t=\d+&h=0$/);
  await open(page, new URL(copied).pathname + new URL(copied).search);
  await expect(page.locator('[data-challenge]')).toContainText('FreeCell, deal 617: won in');
});

test('a forged result is refused, with why', async ({ page }) => {
  await open(page, link(line.fewest - 5));
  await expect(page.getByRole('heading', { name: 'This challenge cannot be played' })).toBeVisible();
  await expect(page.locator('main')).toContainText(
    `The result does not match its moves: they win in ${line.fewest} to ${line.tokens.length} moves, not ${line.fewest - 5}.`,
  );
  await open(page, `/challenge?v=freecell&d=617&m=${line.tokens.slice(0, 5).join('.')}&n=5&t=1000&h=0`);
  await expect(page.locator('main')).toContainText('Its moves do not win the deal');
});
