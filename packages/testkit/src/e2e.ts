/** End-to-end helpers both apps' Playwright tests use. */
import type { Locator, Page } from '@playwright/test';

/**
 * Opens a page and waits for hydration: the apps' layouts set `html[data-hydrated]` once mounted.
 * The static build's HTML is prerendered, so a click before hydration would be lost.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Saves `e2e/screenshots/<name>.png` once the cards have stopped moving (endless pulses excepted). */
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

/** A pile's button by its accessible name ("Column 1", "Free cell 2", "Spades foundation"). */
export const pile = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true });
