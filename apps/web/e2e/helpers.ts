/** The game's end-to-end helpers, beside the ones both apps share. */
import { expect, type Locator, type Page } from '@playwright/test';

export { card, open, pile, shot } from '@cascade/testkit/e2e';

/** The top card of a pile (the last one drawn). */
export const topOf = (page: Page, pileKey: string): Locator =>
  page.locator(`[data-pile="${pileKey}"] > [data-card]`).last();

/** The move counter shows n; `when` names the moment in a failure's message ("after the reload"). */
export async function expectMoves(page: Page, n: number, when?: string): Promise<void> {
  await expect(page.locator('[data-moves]'), when && `moves ${when}`).toHaveAttribute(
    'data-moves',
    String(n),
  );
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
