/**
 * Practice: the three drills on generated positions, graded by the engine, set in the learner's own
 * games or the one chosen, and the spaced review of the learner's mistakes (a fresh drill of the same
 * kind and game, the answer hidden until answered). A drill's game and seed give the same position
 * on every machine; the answers quoted here are the engine's (drills.test.ts checks them against
 * core and the solver).
 */
import { expect, test, type Page } from '@playwright/test';
import { card, open, pile, shot, solveByHand } from './helpers.ts';

const drill = (page: Page) => page.getByTestId('drill');
const verdict = (page: Page) => page.getByTestId('verdict');

const PROGRESS = 'cascade:v1:tutorial-progress';

async function openDrill(page: Page, kind: string, seed: number, game?: string): Promise<void> {
  await open(page, `/practice/${kind}?${game ? `variant=${game}&` : ''}seed=${seed}`);
  await expect(drill(page)).toHaveAttribute('data-seed', String(seed));
  // The worker makes the drill: the board and the question appear once it is ready.
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(drill(page).locator('.pile').first()).toBeVisible();
}

test('the practice page lists the drills and the review', async ({ page }) => {
  await open(page, '/practice');
  for (const name of ['How many can move?', 'Can this be won?', 'The only move', 'Mistakes to review'])
    await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByTestId('due')).toHaveText('0 drills and 0 lesson steps in your list, 0 due now');
  await shot(page, 'practice');
});

test('run-limit drills in FreeCell by default; a miss and a hint go to review, which brings a new drill and hides the answer', async ({
  page,
}) => {
  const t0 = new Date('2026-11-25T10:00:00Z').getTime();
  await page.clock.install({ time: t0 });
  await openDrill(page, 'limit', 1);
  const games = page.getByRole('combobox', { name: 'Game' });
  await expect(games).toHaveValue('');
  await expect(games.locator('option').first()).toHaveText('Your games (FreeCell)');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(
    'In FreeCell, how many cards can move as one run',
  );
  await shot(page, 'practice-limit');

  // A wrong answer: the engine's formula and why, and the drill goes into review.
  const choices = page.getByRole('group', { name: 'How many cards' }).getByRole('button');
  const wrong = choices.filter({ hasNotText: /^4$/ }).first();
  await wrong.click();
  await expect(verdict(page)).toHaveAttribute('data-correct', 'false');
  await expect(verdict(page)).toContainText('the answer is 4');
  await expect(page.getByTestId('why')).toContainText('(free cells + 1) × 2^(empty columns)');
  await expect(page.getByTestId('review-note')).toContainText('goes into your review');
  await shot(page, 'practice-limit-wrong');

  // Next drill (endless: the next seed), right after one hint: two stars of three, and a partial miss.
  await page.getByRole('button', { name: 'Next drill' }).click();
  await expect(page).toHaveURL(/\?seed=2$/);
  await expect(drill(page)).toHaveAttribute('data-seed', '2');
  await page.getByRole('button', { name: /^Hint/ }).click();
  await expect(page.getByTestId('drill-hint')).toContainText('Count the empty free cells');
  await page
    .getByRole('group', { name: 'How many cards' })
    .getByRole('button', { name: '1', exact: true })
    .click();
  await expect(verdict(page)).toHaveAttribute('data-correct', 'true');
  await expect(verdict(page).getByRole('img', { name: '2 stars of 3' })).toBeVisible();
  await expect(verdict(page)).toContainText('1 hint taken');
  await expect(page.getByTestId('review-note')).toContainText('A hint was taken');
  await expect(page.getByTestId('score')).toHaveText('1 of 2 right · 2 ★ · 1 hint taken');

  // The review: nothing due yet; the list says what and when, never the answer.
  await open(page, '/practice/review');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mistakes to review');
  await expect(page.getByTestId('review-summary')).toContainText(
    'Nothing due now, 2 waiting (the next in 10 minutes)',
  );
  const list = page.getByRole('list', { name: 'Your review list' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toHaveText(
    'How many can move? · FreeCell · a new drill of this kind Back in 10 minutes.',
  );
  await expect(list).not.toContainText('answer');
  await expect(list).not.toContainText('free cells + 1');
  await shot(page, 'review-waiting');

  await page.clock.setSystemTime(t0 + 11 * 60_000);
  await open(page, '/practice/review');
  await expect(page.getByTestId('review-summary')).toContainText('2 drills due now');
  await page.getByRole('button', { name: 'Start review' }).click();
  // A new drill of the same kind and game: another seed, the question only.
  for (const label of ['Next item', 'Finish review']) {
    await expect(page.getByRole('heading', { level: 2 })).toContainText('In FreeCell, how many cards', {
      timeout: 30_000,
    });
    const seed = await drill(page).getAttribute('data-seed');
    expect(['1', '2']).not.toContain(seed);
    await expect(drill(page)).toContainText('You missed a drill of this kind');
    await expect(page.getByTestId('verdict')).toHaveCount(0);
    await expect(drill(page)).not.toContainText('the answer is');
    if (label === 'Next item') await shot(page, 'review-item');
    await page.getByRole('group', { name: 'How many cards' }).getByRole('button').first().click();
    await expect(page.getByTestId('why')).toContainText('(free cells + 1)');
    await page.getByRole('button', { name: label }).click();
  }
  // Each item right (back in a day) or missed again (back in ten minutes): still in the list.
  await expect(page.getByTestId('review-summary')).toContainText('Nothing due now, 2 waiting');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  for (const item of await list.getByRole('listitem').all())
    await expect(item).toContainText(/Back in (1 day|10 minutes)\.$/);
});

test('the game of a drill: chosen in the address or the select, the learner’s own games by default', async ({
  page,
}) => {
  await openDrill(page, 'limit', 3, 'inverted');
  const games = page.getByRole('combobox', { name: 'Game' });
  await expect(games).toHaveValue('inverted');
  await expect(page.getByRole('heading', { level: 2 })).toContainText('In Inverted FreeCell, how many');
  await expect(page.getByTestId('drill-link')).toHaveAttribute(
    'href',
    /\/practice\/limit\?variant=inverted&seed=3$/,
  );

  // Another game, chosen: the same seed in it, in the address.
  await games.selectOption({ label: 'Eight Off' });
  await expect(page).toHaveURL(/\/practice\/limit\?variant=eight-off&seed=3$/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('In Eight Off, how many', {
    timeout: 30_000,
  });
  await shot(page, 'practice-game-choice');

  // Back to the learner's own games: FreeCell only for a new learner.
  await games.selectOption('');
  await expect(page).toHaveURL(/\/practice\/limit\?seed=3$/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('In FreeCell, how many', {
    timeout: 30_000,
  });

  // A learner who has played a step of the Inverted course: their games are FreeCell and Inverted.
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ v: 1, steps: { 'inverted/foundations-down': { stars: 3, moves: 1 } }, last: null }),
      ),
    PROGRESS,
  );
  await openDrill(page, 'limit', 3);
  await expect(games.locator('option').first()).toHaveText('Your games (FreeCell, Inverted FreeCell)');
  const seen = new Set<string>();
  for (let seed = 3; seed <= 10; seed++) {
    await openDrill(page, 'limit', seed);
    const game = (await drill(page).locator('.game').textContent()) ?? '';
    seen.add(game.split('·')[0]?.trim() ?? '');
  }
  expect([...seen].sort()).toEqual(['FreeCell', 'Inverted FreeCell']);
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

test('the only move: a losing move is named in the verdict, never in the review list; the winning move is shown on the board', async ({
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
  // Card names in their suit's colour.
  await expect(page.getByTestId('why').locator('.suit-red', { hasText: 'J♥' }).first()).toBeVisible();
  await expect(page.getByTestId('why').locator('.suit-black', { hasText: '10♣' }).first()).toBeVisible();
  await shot(page, 'practice-only-move-wrong');

  // The demonstration: the J♥ goes to column 8 on the board, and comes back.
  await page.getByRole('button', { name: 'Show the move' }).click();
  await expect(card(page, 'Jack of hearts', 'c7')).toBeVisible();
  await shot(page, 'practice-only-move-shown');
  await expect(card(page, 'Jack of hearts', 'c0')).toBeVisible({ timeout: 5000 });

  // In the list: what and when, not the losing move nor the winning one.
  await open(page, '/practice/review');
  const list = page.getByRole('list', { name: 'Your review list' });
  await expect(list).toContainText('The only move · FreeCell');
  await expect(list).not.toContainText('loses the game');
  await expect(list).not.toContainText('J♥');

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

test('a lesson move that loses goes into the review, and comes back as the step to play again', async ({
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
  await expect(list).not.toContainText('Q♣');
  await expect(page.getByTestId('review-summary')).toContainText('Nothing due now, 1 waiting');

  await page.clock.setSystemTime(t0 + 11 * 60_000);
  await open(page, '/practice/review');
  await page.getByRole('button', { name: 'Start review' }).click();
  // What went wrong last time: hidden until asked for.
  const last = page.getByTestId('last-time');
  await expect(last.getByText('no move can take it out again')).toBeHidden();
  await last.getByText('what went wrong last time').click();
  await expect(last.getByText('no move can take it out again')).toBeVisible();
  await expect(last.locator('.suit-black', { hasText: 'Q♣' }).first()).toBeVisible();
  await shot(page, 'review-lesson-step');
  await page.getByRole('link', { name: 'Play the step again' }).click();
  await expect(page).toHaveURL(/\/learn\/ephemeral\/immediate-loss$/);
});
