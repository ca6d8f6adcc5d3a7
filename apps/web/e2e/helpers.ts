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

/**
 * Puts the mouse on `from` (12 px below its top edge, inside the strip a fanned card shows) and presses
 * it there, once Playwright finds the element stable and hit by the point (hover's actionability
 * checks: a board still settling after load, or a card in flight, would take the press elsewhere).
 * Returns the element's box as pressed.
 */
export async function pressOn(
  page: Page,
  from: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await from.boundingBox();
  if (!box) throw new Error('cannot press: element not visible');
  const at = { x: box.width / 2, y: Math.min(12, box.height / 2) };
  await from.hover({ position: at });
  const a = (await from.boundingBox())!;
  await page.mouse.down();
  return a;
}

/** Drags one element onto another with the mouse, in small steps (pointer events, as a player would). */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await pressOn(page, from);
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + 20, { steps: 3 });
  const b = await to.boundingBox();
  if (!b) throw new Error('cannot drag: element not visible');
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(20, b.height / 2), { steps: 12 });
  await page.mouse.up();
}

/**
 * Counts the card glides the board starts (Element.animate on a card), however quickly they end;
 * with `hold`, each glide is held at its start as the board starts it (a glide caught after the move
 * instead could end first on a loaded machine). Call before the page opens; returns the count's reader.
 */
export async function watchGlides(page: Page, o: { hold?: boolean } = {}): Promise<() => Promise<number>> {
  await page.addInitScript((hold: boolean) => {
    const proto = Element.prototype;
    const animate = Object.getOwnPropertyDescriptor(proto, 'animate')?.value as typeof proto.animate;
    const w = window as unknown as { glides: number };
    w.glides = 0;
    proto.animate = function (this: Element, ...args: Parameters<typeof proto.animate>) {
      const a = animate.apply(this, args);
      if (this.matches('[data-card]')) {
        w.glides++;
        if (hold) {
          a.pause();
          a.currentTime = 0;
        }
      }
      return a;
    };
  }, o.hold ?? false);
  return () => page.evaluate(() => (window as unknown as { glides: number }).glides);
}

/** The deal 617 opening used by several tests: Q♥ from column 8 onto K♣ in column 3. */
export const QUEEN_OF_HEARTS = 'Queen of hearts';
export const KING_OF_CLUBS = 'King of clubs';
