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

/** A card by its accessible name, optionally inside one pile (`c2` is column 3). */
export const card = (page: Page, name: string, pileKey?: string): Locator =>
  (pileKey ? page.locator(`[data-pile="${pileKey}"]`) : page).getByRole('img', { name, exact: true });

export const pile = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true });

/** The top card of a pile (the last one drawn). */
export const topOf = (page: Page, pileKey: string): Locator =>
  page.locator(`[data-pile="${pileKey}"] > [data-card]`).last();

export async function expectMoves(page: Page, n: number): Promise<void> {
  await expect(page.locator('[data-moves]')).toHaveAttribute('data-moves', String(n));
}

export async function moveCount(page: Page): Promise<number> {
  return Number(await page.locator('[data-moves]').getAttribute('data-moves'));
}

/** Drags one element onto another with the mouse, in small steps (pointer events, as a player would). */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('cannot drag: element not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + Math.min(12, a.height / 2));
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + 20, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(20, b.height / 2), { steps: 12 });
  await page.mouse.up();
}

/** The deal 617 opening used by several tests: Q♥ from column 8 onto K♣ in column 3. */
export const QUEEN_OF_HEARTS = 'Queen of hearts';
export const KING_OF_CLUBS = 'King of clubs';
