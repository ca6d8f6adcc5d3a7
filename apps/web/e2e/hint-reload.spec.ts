/**
 * A hint is a function of the game's history. Followed with a reload of the page after
 * every move (a fresh page, a fresh engine worker, the game restored from storage), the hints win,
 * and after each reload the hint is the one the page gave before it.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectMoves, moveCount, open, shot } from './helpers.ts';

/** Asks for a hint; returns its sentence and the piles it lights. */
async function askHint(page: Page): Promise<{ text: string; from: string; to: string }> {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  // The hint itself (not the "Looking for a hint" banner before it).
  const hint = page.getByRole('region', { name: 'Hint', exact: true });
  await expect(hint).toContainText(/Move the /, { timeout: 30_000 });
  const text = (await hint.locator('p').textContent())!.trim();
  const from = (await page.locator('.pile.hint-from').getAttribute('data-pile'))!;
  const to = (await page.locator('.pile.hint-to').getAttribute('data-pile'))!;
  return { text, from, to };
}

/** Plays the hinted move by clicks: the deepest lit card (the run from it), then the destination. */
async function playHint(page: Page, h: { from: string; to: string }): Promise<void> {
  const before = await moveCount(page);
  // On its index strip: the part of a covered card that shows.
  await page
    .locator(`[data-pile="${h.from}"] .card.hinted`)
    .first()
    .click({ position: { x: 8, y: 4 } });
  const dest = page.locator(`[data-pile="${h.to}"] > [data-card]`);
  if ((await dest.count()) > 0 && !h.to.startsWith('h')) await dest.last().click();
  else await page.locator(`[data-slot="${h.to}"]`).click({ force: true });
  await expectMoves(page, before + 1);
}

test('follow Hint, reload the page after every move, and win; the same hint after each reload', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  // Deal 3: one of the shorter lines among the first deals (82 moves, autoplay's included).
  await open(page, '/play/freecell/3');
  let hint = await askHint(page);
  for (let i = 0; i < 200; i++) {
    await playHint(page, hint);
    if ((await page.getByRole('dialog', { name: 'You won!' }).count()) > 0) break;
    // The hint of the page that played the move (its engine worker warm)…
    const before = await askHint(page);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // …and of the page reloaded (a fresh worker, the game from storage): the same.
    hint = await askHint(page);
    expect(hint, `hint after move ${i + 1}`).toEqual(before);
  }
  await expect(page.getByRole('dialog', { name: 'You won!' })).toBeVisible();
  await expect(page.locator('[data-winnability]')).toHaveAttribute('data-winnability', 'won');
  await shot(page, 'hints-with-reloads-won');
});
