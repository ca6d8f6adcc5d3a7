import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a page and waits for hydration (a click before it would be lost: toolchain pitfall 5). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

export const card = (page: Page, name: string): Locator => page.getByRole('img', { name, exact: true });
export const pile = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true });

/** The number of moves played, from the header. */
export async function moves(page: Page): Promise<number> {
  return Number(await page.locator('[data-moves]').getAttribute('data-moves'));
}

export async function expectMoves(page: Page, n: number): Promise<void> {
  await expect(page.locator('[data-moves]')).toHaveAttribute('data-moves', String(n));
}

/** Clears the browser's saved data (each test starts fresh). */
export async function clearStorage(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
}
