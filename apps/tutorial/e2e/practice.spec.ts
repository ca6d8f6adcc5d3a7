/**
 * Practice: the three drills on generated positions, graded by the engine, and the spaced review of
 * the learner's mistakes. The drills' seeds give the same positions on every machine; the answers
 * quoted here are the engine's (drills.test.ts checks them against core and the solver).
 */
import { expect, test, type Page } from '@playwright/test';
import { card, open, pile, shot, solveByHand } from './helpers.ts';

const drill = (page: Page) => page.getByTestId('drill');
const verdict = (page: Page) => page.getByTestId('verdict');

async function openDrill(page: Page, kind: string, seed: number): Promise<void> {
  await open(page, `/practice/${kind}?seed=${seed}`);
  await expect(drill(page)).toHaveAttribute('data-seed', String(seed));
  // The worker makes the drill: the board and the question appear once it is ready.
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(drill(page).locator('.pile').first()).toBeVisible();
}

test('the practice page lists the drills and the review', async ({ page }) => {
  await open(page, '/practice');
  for (const name of ['How many can move?', 'Can this be won?', 'The only move', 'Review your mistakes'])
    await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByTestId('due')).toHaveText('0 due now, 0 in your list');
  await shot(page, 'practice');
});

test('run-limit drills: a miss goes to review and comes back ten minutes later; hints cost stars', async ({
  page,
}) => {
  const t0 = new Date('2026-11-25T10:00:00Z').getTime();
  await page.clock.install({ time: t0 });
  await openDrill(page, 'limit', 1);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('how many cards can move as one run');
  await shot(page, 'practice-limit');

  // A wrong answer: the engine's formula and why, and the drill goes into review.
  const choices = page.getByRole('group', { name: 'How many cards' }).getByRole('button');
  const wrong = choices.filter({ hasNotText: /^4$/ }).first();
  await wrong.click();
  await expect(verdict(page)).toHaveAttribute('data-correct', 'false');
  await expect(verdict(page)).toContainText('the answer is 4');
  await expect(page.getByTestId('why')).toContainText('(free cells + 1) × 2^(empty columns)');
  await shot(page, 'practice-limit-wrong');

  // Next drill (endless: the next seed), right after one hint: two stars of three.
  await page.getByRole('button', { name: 'Next drill' }).click();
  await expect(page).toHaveURL(/\?seed=2$/);
  await expect(drill(page)).toHaveAttribute('data-seed', '2');
  await page.getByRole('button', { name: /^Hint/ }).click();
  await expect(page.getByTestId('drill-hint')).toContainText('Count the empty free cells');
  await page
    .getByRole('group', { name: 'How many cards' })
    .getByRole('button', { name: '16', exact: true })
    .click();
  await expect(verdict(page)).toHaveAttribute('data-correct', 'true');
  await expect(verdict(page).getByRole('img', { name: '2 stars of 3' })).toBeVisible();
  await expect(verdict(page)).toContainText('1 hint taken');
  await expect(page.getByTestId('score')).toHaveText('1 of 2 right · 2 ★ · 1 hint taken');

  // The review: nothing due yet, the miss waits ten minutes.
  await open(page, '/practice/review');
  await expect(page.getByTestId('review-summary')).toContainText(
    '0 items due now, 1 waiting (the next in 10 minutes)',
  );
  await expect(page.getByRole('list', { name: 'Your review list' })).toContainText('drill 1 · you answered');
  await shot(page, 'review-waiting');

  await page.clock.setSystemTime(t0 + 11 * 60_000);
  await open(page, '/practice/review');
  await expect(page.getByTestId('review-summary')).toContainText('1 item due now');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(drill(page)).toHaveAttribute('data-seed', '1');
  await expect(drill(page)).toContainText('You missed this one');
  await shot(page, 'review-item');
  await page
    .getByRole('group', { name: 'How many cards' })
    .getByRole('button', { name: '4', exact: true })
    .click();
  await expect(verdict(page)).toHaveAttribute('data-correct', 'true');
  await page.getByRole('button', { name: 'Finish review' }).click();
  // Right in review: back in a day, not gone yet.
  await expect(page.getByTestId('review-summary')).toContainText('0 items due now, 1 waiting');
  await expect(page.getByRole('list', { name: 'Your review list' })).toContainText('Back in 1 day');
});

test('"can this be won?": the solver says why', async ({ page }) => {
  await openDrill(page, 'winnable', 1);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Can this position still be won?');
  await shot(page, 'practice-winnable');
  await page.getByRole('button', { name: 'No, it is lost' }).click();
  await expect(verdict(page)).toHaveAttribute('data-correct', 'true');
  await expect(page.getByTestId('why')).toContainText('the solver went through all');
  await expect(verdict(page).getByRole('img', { name: '3 stars of 3' })).toBeVisible();

  await openDrill(page, 'winnable', 3);
  await page.getByRole('button', { name: 'No, it is lost' }).click();
  await expect(verdict(page)).toHaveAttribute('data-correct', 'false');
  await expect(page.getByTestId('why')).toContainText('Yes: the solver wins it in');
  await shot(page, 'practice-winnable-wrong');
});

test('the only move: a losing move is named in review; the winning move is shown on the board', async ({
  page,
}) => {
  await openDrill(page, 'only-move', 1);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    'Only one move keeps this game winnable. Play it.',
  );
  await shot(page, 'practice-only-move');

  // The 10♣ onto the J♥ loses the game.
  await card(page, '10 of clubs').click({ position: { x: 12, y: 10 } });
  await pile(page, 'Column 1').click({ force: true });
  await expect(verdict(page)).toHaveAttribute('data-correct', 'false');
  await expect(page.getByTestId('why')).toContainText('loses the game');
  await expect(page.getByTestId('why')).toContainText('The only move that keeps it winnable: Move the J♥');
  await shot(page, 'practice-only-move-wrong');

  // The demonstration: the J♥ goes to column 8 on the board, and comes back.
  await page.getByRole('button', { name: 'Show the move' }).click();
  await expect(card(page, 'Jack of hearts', 'c7')).toBeVisible();
  await shot(page, 'practice-only-move-shown');
  await expect(card(page, 'Jack of hearts', 'c0')).toBeVisible({ timeout: 5000 });

  await open(page, '/practice/review');
  await expect(page.getByRole('list', { name: 'Your review list' })).toContainText('loses the game');

  // Played right: three stars.
  await openDrill(page, 'only-move', 1);
  await card(page, 'Jack of hearts').click({ position: { x: 12, y: 10 } });
  await pile(page, 'Column 8').click({ force: true });
  await expect(verdict(page)).toHaveAttribute('data-correct', 'true');
  await expect(verdict(page).getByRole('img', { name: '3 stars of 3' })).toBeVisible();
  await shot(page, 'practice-only-move-right');
});

test('the course map recommends the next course; a course ends with its summary', async ({ page }) => {
  await open(page, '/map');
  await expect(page.getByTestId('recommended')).toContainText('Next for you: FreeCell');
  await expect(page.getByTestId('node-course-challenge')).toContainText('Best after FreeCell');
  await expect(page.getByTestId('node-drill-only-move')).toContainText('Best after Strategy');

  await open(page, '/learn/freecell/send-home');
  await solveByHand(page);
  await open(page, '/map');
  await expect(page.getByTestId('node-course-freecell')).toContainText('Under way');
  await expect(page.getByTestId('node-course-freecell')).toContainText(/1 of \d+ steps, 3 of \d+ stars/);
  await shot(page, 'course-map');

  await open(page, '/learn/freecell/summary');
  await expect(page.getByTestId('summary-total')).toContainText(/1 of \d+ steps done: 3 of \d+ stars/);
  await expect(page.getByRole('heading', { name: 'What comes next' })).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Challenge FreeCell' })
      .or(page.getByRole('link', { name: 'Challenge' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drill: how many can move?' })).toBeVisible();
  await shot(page, 'course-summary');
});

test('a lesson move that loses goes into the review, and comes back as the step to play again (issue 16)', async ({
  page,
}) => {
  const t0 = new Date('2026-11-25T10:00:00Z').getTime();
  await page.clock.install({ time: t0 });
  await open(page, '/learn/ephemeral/immediate-loss');
  await card(page, 'Queen of clubs').click();
  await pile(page, 'Free cell 1').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText('Lost at once');

  await open(page, '/practice/review');
  const list = page.getByRole('list', { name: 'Your review list' });
  await expect(list).toContainText('Ephemeral FreeCell · Lost at once');
  await expect(list).toContainText('you played: The Q♣ to free cell 1');
  await expect(page.getByTestId('review-summary')).toContainText('0 items due now, 1 waiting');

  await page.clock.setSystemTime(t0 + 11 * 60_000);
  await open(page, '/practice/review');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByTestId('review-step')).toContainText('no move can take it out again');
  await shot(page, 'review-lesson-step');
  await page.getByRole('link', { name: 'Play the step again' }).click();
  await expect(page).toHaveURL(/\/learn\/ephemeral\/immediate-loss$/);
});
