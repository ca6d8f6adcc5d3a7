/**
 * Names and links of house rules: a name with a right-to-left override or of spaces only
 * is refused everywhere with the variants package's message (it used to become the page title,
 * `· Deal 5 — Cascade`), and an editor link that cannot be opened keeps the address the user typed.
 */
import { expect, test } from '@playwright/test';
import { open } from './helpers.ts';

// House-rules strings with FreeCell's rules and a crafted name, checksum right (what a tampered
// link holds): "Two cells ‮ylno sgnik" (U+202E before "ylno") and "   ".
const RTL_NAME = 'h1.iBgAAAc_.VHdvIGNlbGxzIOKArnlsbm8gc2duaWs';
const BLANK_NAME = 'h1.iBgAAA3J.ICAg';

test('a game link whose name hides a bidi override or is blank opens nothing, and says why', async ({
  page,
}) => {
  await open(page, `/play/${RTL_NAME}/5`);
  await expect(page.getByRole('heading', { name: 'This link does not open a game' })).toBeVisible();
  await expect(page.getByText(/invisible formatting character \(U\+202E\) at character 11/)).toBeVisible();
  await expect(page).toHaveTitle('Link not found — Cascade');

  await open(page, `/play/${BLANK_NAME}/5`);
  await expect(page.getByText(/the name is blank/i)).toBeVisible();
  await expect(page).toHaveTitle('Link not found — Cascade');
});

test('the editor refuses the same names with the same message', async ({ page }) => {
  await open(page, '/house-rules');
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Two cells \u202eylno sgnik');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#name-error')).toContainText(
    'invisible formatting character (U+202E) at character 11',
  );
  await name.fill('Two cells, kings only');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
});

test('an editor link that cannot be opened keeps the address the user typed until they change something', async ({
  page,
}) => {
  await open(page, `/house-rules?from=${RTL_NAME}`);
  await expect(page.getByRole('status').first()).toContainText('That rule set could not be opened');
  await expect(page.getByRole('status').first()).toContainText('U+202E');
  // The address used to be replaced by FreeCell's rules as soon as the page had started.
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).searchParams.get('from')).toBe(RTL_NAME);
  // A change is the user's own rule set: from then on the address follows it.
  await page.getByLabel('Name', { exact: true }).fill('Mine');
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toMatch(/^h1\.[\w-]{8}\.TWluZQ$/);
});
