// Addresses that moved keep working: a step that moved to another course (progress.ts MOVED_STEPS)
// and a puzzle link of the first puzzle files (puzzles.spec.ts checks that one).
import { expect, test } from '@playwright/test';
import { MOVED_STEPS } from '../src/lib/progress.ts';
import { open } from './helpers.ts';

for (const [old, now] of Object.entries(MOVED_STEPS))
  test(`/learn/${old} opens /learn/${now.course}/${now.step}`, async ({ page }) => {
    await open(page, `/learn/${old}`);
    await expect(page).toHaveURL(new RegExp(`/learn/${now.course}/${now.step}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404')).toHaveCount(0);
  });
