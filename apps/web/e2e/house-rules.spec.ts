import { expect, test, type Page } from '@playwright/test';
import { open, pile, shot } from './helpers.ts';

const preview = (page: Page) => page.getByRole('complementary', { name: /.+/ });
const knob = (page: Page, key: string) => page.locator(`[data-knob="${key}"]`);

test.describe('house rules', () => {
  test('the editor round trip: knobs, live rules text, an error in place, save, share, open the link', async ({
    page,
    context,
  }) => {
    await open(page, '/house-rules');
    await expect(page.getByLabel('Start from')).toHaveValue('freecell');
    // The list of games stays in its column: it used to run under the name beside it.
    const list = (await page.getByLabel('Start from').boundingBox())!;
    const nameBox = (await page.getByLabel('Name', { exact: true }).boundingBox())!;
    expect(nameBox.y >= list.y + list.height || nameBox.x >= list.x + list.width).toBe(true);
    await expect(preview(page)).toContainText('There are four free cells');
    await expect(preview(page)).toContainText("Nothing: these are FreeCell's own rules");

    // Two free cells: the layout text and the differences follow at once.
    await page.getByRole('button', { name: 'Free cells: one fewer', exact: true }).click();
    await page.getByRole('button', { name: 'Free cells: one fewer', exact: true }).click();
    await expect(page.getByRole('spinbutton', { name: 'Free cells', exact: true })).toHaveValue('2');
    await expect(preview(page)).toContainText('There are two free cells');
    await expect(preview(page)).toContainText('There are two free cells instead of four.');
    await expect(knob(page, 'cells')).toContainText('changed');

    // Kings only in empty columns.
    await knob(page, 'emptyColumns').getByText('Kings only').click();
    await expect(preview(page)).toContainText(
      'Only a King, or a run led by a King, may fill an empty column.',
    );

    // An invalid combination: three cards dealt into two cells. The schema's issue shows in place.
    const prefilled = page.getByRole('spinbutton', { name: 'Cards dealt into the free cells' });
    await prefilled.fill('3');
    await expect(prefilled).toHaveAttribute('aria-invalid', 'true');
    const error = knob(page, 'prefilledCells').locator('.error');
    await expect(error).toHaveText(
      'Cards dealt into the free cells must be a whole number from 0 to free cells (2), got 3',
    );
    await expect(prefilled).toHaveAttribute('aria-describedby', /knob-prefilledCells-error/);
    await expect(page.getByRole('note')).toContainText('last valid rules');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').first()).toContainText('Not saved');
    await expect(prefilled).toBeFocused();
    await expect(page.getByText('Fix the marked rules above to get a link')).toBeVisible();
    await prefilled.scrollIntoViewIfNeeded();
    await shot(page, 'house-rules-error');

    // Fixed: one card dealt into the cells.
    await prefilled.fill('1');
    await expect(prefilled).toHaveAttribute('aria-invalid', 'false');
    await expect(error).toHaveCount(0);
    await expect(preview(page)).toContainText('The last card goes into the first free cell.');

    // A name, then save.
    await page.getByLabel('Name', { exact: true }).fill('Two Cells Kings');
    await expect(page.getByRole('heading', { name: 'Two Cells Kings', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').first()).toContainText('Saved “Two Cells Kings”');
    const saved = page.getByRole('region', { name: 'Your house rules' });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(saved).toContainText('Two Cells Kings');
    await expect(page).toHaveURL(/\/house-rules\?edit=h1\./);

    // Share deal 7: the rules-first link, the direct link and a QR code with an accessible name.
    await page.getByLabel('Deal', { exact: true }).fill('7');
    const rulesLink = await page.getByLabel('Link that shows the rules first').inputValue();
    const playLink = await page.getByLabel('Link straight to the game').inputValue();
    expect(rulesLink).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/rules\/h1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\?deal=7$/,
    );
    expect(playLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/h1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\/7$/);
    const qr = page.getByRole('img', { name: 'QR code: the rules of Two Cells Kings, then deal 7' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(qr).toHaveAttribute('data-qr-text', rulesLink);
    await page.getByRole('region', { name: 'Share' }).scrollIntoViewIfNeeded();
    await shot(page, 'house-rules-share');

    // A friend opens the link: the rules first, then play.
    const friend = await context.newPage();
    await friend.goto(rulesLink);
    await friend.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Two Cells Kings');
    await expect(friend.locator('.chip.house')).toHaveText('House rules');
    const changes = friend.getByRole('region', { name: 'What changes from FreeCell' });
    await expect(changes).toContainText('There are two free cells instead of four.');
    await expect(changes).toContainText('An empty column takes only a King or a run led by one');
    await shot(friend, 'house-rules-link-rules');
    await friend.getByRole('link', { name: 'Play deal 7' }).click();
    await expect(friend).toHaveURL(playLink);
    await expect(friend.getByRole('heading', { level: 1 })).toContainText('Two Cells Kings');
    await expect(pile(friend, 'Free cell 2')).toBeVisible();
    await expect(pile(friend, 'Free cell 3')).toHaveCount(0);
    await expect(friend.locator('[data-card]')).toHaveCount(52);
    await shot(friend, 'house-rules-link-play');
    await friend.close();

    // Rename, delete, undo.
    await saved.getByRole('button', { name: 'Rename Two Cells Kings' }).click();
    await saved.getByLabel(/New name/).fill('x'.repeat(41));
    await saved.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(saved.getByText(/at most 40 are allowed/)).toBeVisible();
    await saved.getByLabel(/New name/).fill('Duo');
    await saved.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(saved).toContainText('Duo');
    await saved.getByRole('button', { name: 'Delete Duo' }).click();
    await expect(saved.getByRole('listitem')).toHaveCount(0);
    await saved.getByRole('button', { name: 'Undo' }).click();
    await expect(saved.getByRole('listitem')).toHaveCount(1);

    // Saved rules are on the home page, validated on load.
    await open(page, '/');
    await expect(page.getByRole('radiogroup', { name: 'Your house rules' })).toContainText('Duo');
  });

  test('Save with a problem shows the field in question clear of the sticky save bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await open(page, '/house-rules');
    const prefilled = page.getByRole('spinbutton', { name: 'Cards dealt into the free cells' });
    await prefilled.fill('9');
    await expect(prefilled).toHaveAttribute('aria-invalid', 'true');
    // Scroll so that the field sits at the bottom of the window, under the save bar.
    const bar = page.locator('.savebar');
    await prefilled.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - window.innerHeight + 10);
    });
    await bar.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(prefilled).toBeFocused();
    const field = (await prefilled.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(barBox.y);
    await expect(knob(page, 'prefilledCells').locator('.error')).toBeInViewport();
    await shot(page, 'house-rules-save-problem-phone');
  });

  test('a malformed shared link gets the decoder’s message and touches nothing saved', async ({ page }) => {
    await open(page, '/house-rules');
    await page.getByLabel('Name', { exact: true }).fill('Keep me');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').first()).toContainText('Saved');
    const before = await page.evaluate(() => JSON.stringify({ ...localStorage }));

    await open(page, '/rules/h1.hBgCAAcI.VHdvIGNlbGxzLCBraW5ncyBvbmx4?deal=3');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('These rules cannot be opened');
    await expect(alert).toContainText('The checksum does not match');
    await expect(alert).toContainText('untouched');
    await shot(page, 'house-rules-bad-link');
    await open(page, '/play/h1.hBgCAA/3');
    await expect(page.getByRole('alert')).toContainText('The rules part must be 8 characters, got 6');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(before);

    // A corrupted saved entry is skipped (and kept), never trusted.
    await page.evaluate(() => {
      const key = 'cascade:v1:house-rules';
      const list = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
      localStorage.setItem(key, JSON.stringify([...list, { code: 'h1.damaged', savedAt: 1 }]));
    });
    await open(page, '/house-rules');
    const saved = page.getByRole('region', { name: 'Your house rules' });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(saved).toContainText('1 saved rule set could not be read');
  });

  test('two identical saved rule sets: both pages still hydrate, list it once, and a save heals the list', async ({
    page,
  }) => {
    // The repro of the bad-input campaign: it broke both pages for good (each_key_duplicate).
    const code = 'h1.hBgCAAcI.VHdvIGNlbGxzLCBraW5ncyBvbmx5';
    await open(page, '/');
    await page.evaluate((c) => {
      localStorage.setItem(
        'cascade:v1:house-rules',
        JSON.stringify([
          { code: c, savedAt: 1 },
          { code: c, savedAt: 2 },
        ]),
      );
    }, code);
    await open(page, '/');
    await expect(page.getByRole('radio', { name: 'Two cells, kings only' })).toHaveCount(1);
    await open(page, '/house-rules');
    const saved = page.getByRole('region', { name: 'Your house rules' });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await saved.getByRole('button', { name: 'Edit Two cells, kings only' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').first()).toContainText('Saved');
    const stored = await page.evaluate(() => {
      const copies = Object.keys(localStorage).filter((k) =>
        k.startsWith('cascade:v1:house-rules-unreadable@'),
      );
      return { list: localStorage.getItem('cascade:v1:house-rules'), copies: copies.length };
    });
    expect(JSON.parse(stored.list ?? '[]')).toHaveLength(1);
    // Nothing is lost: the list as it was is kept aside.
    expect(stored.copies).toBe(1);

    // A thousand of them (they timed both pages out): each page hydrates and lists it once.
    await page.evaluate((c) => {
      const list = Array.from({ length: 1000 }, (_, i) => ({ code: c, savedAt: i }));
      localStorage.setItem('cascade:v1:house-rules', JSON.stringify(list));
    }, code);
    await open(page, '/');
    await expect(page.getByRole('radio', { name: 'Two cells, kings only' })).toHaveCount(1);
    await open(page, '/house-rules');
    await expect(saved.getByRole('listitem')).toHaveCount(1);
  });
});
