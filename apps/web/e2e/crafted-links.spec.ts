/**
 * Crafted links: whatever an address holds (markup, script, bidi controls, invisible
 * characters), the page shows it as inert text. No element, no script, no reordered message.
 */
import { expect, test } from '@playwright/test';
import { open } from './helpers.ts';

const MARKUP = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1">',
  'javascript:window.__pwned=1',
  '{@html "<b>x</b>"}',
  '</title><script>window.__pwned=1</script>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>">',
];
const e = encodeURIComponent;

/** Every place an address part is read: the game's variant and deal, the rules, the editor, the replay. */
const LINKS = [
  ...MARKUP.map((m) => `/play/${e(m)}/1`),
  ...MARKUP.map((m) => `/play/freecell/${e(m)}`),
  `/rules/${e(MARKUP[0] ?? '')}`,
  `/rules/freecell?deal=${e(MARKUP[1] ?? '')}`,
  `/house-rules?from=${e(MARKUP[2] ?? '')}`,
  `/house-rules?edit=${e(MARKUP[0] ?? '')}`,
  `/replay?v=freecell&d=1&m=${e(MARKUP[0] ?? '')}`,
  `/replay?v=${e(MARKUP[1] ?? '')}&d=1&m=`,
  `/no/such/${e(MARKUP[0] ?? '')}`,
];

test('21 crafted links: what they hold is shown as text, never run or drawn', async ({ page }) => {
  test.setTimeout(30_000 + LINKS.length * 5_000);
  expect(LINKS).toHaveLength(21);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const link of LINKS) {
    await open(page, link);
    await expect(page.locator('h1').first(), link).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      link,
    ).toBeUndefined();
    await expect(
      page.locator('main img[src="x"], main svg[onload], main iframe[srcdoc], main b'),
      link,
    ).toHaveCount(0);
    expect(await page.locator('main script').count(), link).toBe(0);
  }
  expect(dialogs).toEqual([]);
});

test('a bidi control or an invisible character in the deal segment is shown escaped (12)', async ({
  page,
}) => {
  const controls = ['202a', '202b', '202c', '202d', '202e', '2066', '2067', '2068', '2069', '200e', '200f'];
  for (const hex of controls) {
    const c = String.fromCodePoint(parseInt(hex, 16));
    await open(page, `/play/freecell/${e(`${c}12 is fine`)}`);
    const why = page.getByText('is not a deal number');
    await expect(why, hex).toContainText(`"\\u${hex}12 is fine" is not a deal number`);
    expect(await why.textContent(), hex).not.toContain(c);
  }
  // The variant segment, as before.
  await open(page, `/play/${e('\u202efreecell')}/12`);
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).toContain('\\u202e');
  expect(text).not.toContain('\u202e');
});
