/**
 * Deployable under a strict Content-Security-Policy: the build served as a static host
 * serves it, with exactly the headers it ships, runs with no CSP violation (the suite is
 * @cascade/testkit's). The tutorial's own part: a lesson step is completed with the Hint button (the
 * solver runs in the tutor's Web Worker), and a generated course opens through the fallback page.
 */
import { expect } from '@playwright/test';
import { cspSuite } from '@cascade/testkit/csp';
import { solveWithHints } from './helpers.ts';

cspSuite(
  new URL('../build', import.meta.url),
  'a step is completed with hints from the worker',
  async (page, visit) => {
    await visit('/');
    await expect(page.getByTestId('course-freecell')).toBeVisible();
    await visit('/learn/freecell/send-home');
    await solveWithHints(page);
    await expect(page.getByTestId('success')).toContainText('Goal reached in 1 move, the fewest possible');
    await visit('/house/bakers-game');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  // The tutor's worker starts with the first hint.
  async (page, visit) => {
    await visit('/learn/freecell/send-home');
    await page.getByRole('button', { name: 'Hint' }).click();
  },
);
