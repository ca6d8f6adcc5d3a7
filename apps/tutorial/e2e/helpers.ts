/** The tutorial's end-to-end helpers, beside the ones both apps share. */
import { expect, type Locator, type Page } from '@playwright/test';

import { card, pile } from '@cascade/testkit/e2e';

export { card, open, pile, shot } from '@cascade/testkit/e2e';

/** Clicks a card where it shows in a fanned column: its top strip (rank and suit). */
export async function clickCard(c: Locator): Promise<void> {
  await c.click({ position: { x: 12, y: 10 } });
}

export const moves = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('moves').textContent());

/**
 * Plays a step to its goal with the Hint button only: press Hint (a second time if the first
 * press gave a nudge in words), then click the first highlighted card and the highlighted target.
 */
export async function solveWithHints(page: Page, maxMoves = 20): Promise<number> {
  const success = page.getByTestId('success');
  for (let i = 0; i < maxMoves; i++) {
    if (await success.isVisible()) return i;
    const hinted = page.locator('.pile .card.hinted');
    await page.getByRole('button', { name: /^(Hint|Show the move)$/ }).click();
    if (
      !(await hinted
        .first()
        .isVisible({ timeout: 1500 })
        .catch(() => false))
    ) {
      await expect(page.getByTestId('feedback')).toHaveAttribute('data-kind', 'hint');
      await page.getByRole('button', { name: 'Show the move' }).click();
    }
    await expect(hinted.first()).toBeVisible();
    const to = page.locator('.pile.hint-to');
    await expect(to).toHaveCount(1);
    const before = await moves(page);
    await clickCard(hinted.first());
    await to.locator('.slot').click({ force: true });
    await expect.poll(() => moves(page)).toBe(before + 1);
  }
  await expect(success).toBeVisible();
  return maxMoves;
}

/** "Send a card home" (the Q♠ home) played by hand, without hints: three stars. */
export async function solveByHand(page: Page): Promise<void> {
  await clickCard(card(page, 'Queen of spades'));
  await pile(page, 'Spades foundation').click({ force: true });
  await expect(page.getByTestId('success')).toBeVisible();
}
