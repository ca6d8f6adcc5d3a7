import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a page and waits for hydration (a click before it would be lost: toolchain pitfall 5). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Saves a screenshot once the cards have stopped moving (endless pulses excepted). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

/** A card by its accessible name ("Queen of spades"), optionally inside one pile (`c2` is column 3). */
export const card = (page: Page, name: string, pileKey?: string): Locator =>
  (pileKey ? page.locator(`[data-pile="${pileKey}"]`) : page).getByRole('img', { name, exact: true });

/** Clicks a card where it shows in a fanned column: its top strip (rank and suit). */
export async function clickCard(c: Locator): Promise<void> {
  await c.click({ position: { x: 12, y: 10 } });
}

/** A pile's button by its accessible name ("Column 1", "Free cell 2", "Spades foundation"). */
export const pile = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true });

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
