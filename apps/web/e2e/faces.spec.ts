/**
 * Card faces: classic, large index and four-colour, chosen in the settings, each loaded
 * only when chosen, its index readable in every fanned column at the phone's, the phone on its
 * side's and the desktop's sizes; the page clean for axe-core with each face.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { card, open, shot } from './helpers.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1440, height: 900 },
];
const FACES = [
  { id: 'classic', name: 'Classic', chunk: null },
  { id: 'large-index', name: 'Large index (phones)', chunk: 'large-index' },
  { id: 'four-colour', name: 'Four-colour deck', chunk: 'four-colour' },
] as const;

/** The JavaScript the page fetched whose text names a face (the faces' chunks say their class). */
async function faceChunks(page: Page, urls: string[]): Promise<string[]> {
  const named: string[] = [];
  for (const url of urls) {
    const text = await page.evaluate(async (u) => (await fetch(u)).text(), url);
    for (const f of ['large-index', 'four-colour']) if (text.includes(`card-face ${f}`)) named.push(f);
  }
  return named;
}

/**
 * In every column, each covered card's rank shows whole above the card on it (its baseline), and
 * its capitals are at least `min` px tall.
 */
async function indexReadable(page: Page, min: number): Promise<void> {
  const problems = await page.locator('[data-pile^="c"]').evaluateAll((piles, least) => {
    const out: string[] = [];
    for (const pile of piles) {
      const cards = [...pile.querySelectorAll(':scope > [data-card]')];
      cards.forEach((c, i) => {
        const rank = c.querySelector('text.rank');
        if (!rank) return void out.push(`${c.getAttribute('aria-label') ?? '?'}: no index`);
        // The rank's baseline and cap height in the page (the card is drawn 140 units tall).
        const box = c.getBoundingClientRect();
        const unit = box.height / 140;
        const baseline = box.top + Number(rank.getAttribute('y')) * unit;
        const cap = parseFloat(getComputedStyle(rank).fontSize) * 0.7 * unit;
        if (cap < least) out.push(`${rank.textContent}: index ${cap.toFixed(1)} px tall`);
        const next = cards[i + 1];
        if (next && baseline > next.getBoundingClientRect().top + 0.5)
          out.push(`${rank.textContent}: index covered by the next card`);
      });
    }
    return out;
  }, min);
  expect(problems).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`card faces at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('each face chosen in the settings, loaded only then, readable and axe-clean', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await open(page, '/play/freecell/617');
      // The classic face needs nothing more: neither other face was fetched.
      expect(await faceChunks(page, scripts)).toEqual([]);
      for (const face of FACES) {
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.getByLabel('Card faces').selectOption({ label: face.name });
        await page.keyboard.press('Escape');
        const ace = card(page, 'Ace of spades');
        await expect(ace).toBeVisible();
        if (face.chunk) {
          await expect(page.locator(`svg.card-face.${face.chunk}`).first()).toBeVisible();
          expect(await faceChunks(page, scripts)).toContain(face.chunk);
        } else
          await expect(page.locator('svg.card-face.large-index, svg.card-face.four-colour')).toHaveCount(0);
        await expect(page.locator('[data-card] svg.card-face')).toHaveCount(52);
        await indexReadable(page, size.width < 500 || size.height < 500 ? 9 : 14);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
        await shot(page, `faces-${face.id}-${size.width}x${size.height}`);
      }
      // The choice is kept.
      await page.reload();
      await expect(page.locator('svg.card-face.four-colour').first()).toBeVisible();
    });
  });
}
