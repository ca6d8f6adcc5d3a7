/**
 * The tutorial in two tabs: what one tab records never undoes what the other recorded;
 * each step keeps its best stars, whichever tab saved last.
 */
import { expect, test, type Page } from '@playwright/test';
import { open, solveByHand, solveWithHints } from './helpers.ts';

/** The steps recorded, as stored. */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('cascade:v1:tutorial-progress') ?? '{}') as {
          steps?: Record<string, { stars: number }>;
        }
      ).steps ?? {},
  );

test('two tabs: each step solved in either keeps its best stars', async ({ page, context }) => {
  test.setTimeout(120_000);
  await open(page, '/learn/freecell/send-home');
  const other = await context.newPage();
  await open(other, '/learn/freecell/red-on-black');
  // Tab one solves its step with three stars; tab two, opened before, solves another.
  await solveByHand(page);
  await solveWithHints(other);
  // Tab two then plays tab one's step again, with the hints (fewer stars).
  await open(other, '/learn/freecell/send-home');
  await solveWithHints(other);
  const fresh = await context.newPage();
  await open(fresh, '/learn/freecell');
  const steps = await stored(fresh);
  expect(steps['freecell/send-home']?.stars).toBe(3);
  expect(steps['freecell/red-on-black']?.stars).toBeGreaterThan(0);
});
