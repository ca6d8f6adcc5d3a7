import { expect, test } from '@playwright/test';
import { card, clickCard, open, pile, shot, solveByHand, solveWithHints } from './helpers.ts';

test('the home page lists every course', async ({ page }) => {
  await open(page, '/');
  for (const id of [
    'freecell',
    'challenge',
    'inverted',
    'ephemeral',
    'selective',
    'strategy',
    'house-rules',
  ]) {
    await expect(page.getByTestId(`course-${id}`)).toBeVisible();
  }
  await shot(page, 'home');
});

test('the first FreeCell lesson, with the hint button only', async ({ page }) => {
  await open(page, '/learn/freecell/send-home');
  await expect(page.getByTestId('goal')).toContainText('Send the Q♠ home');
  // The goal's card and pile are marked on the board, and said in the piles' descriptions.
  await expect(page.locator('.pile.marked')).toHaveCount(1);
  await expect(page.locator('.pile.marked')).toHaveAttribute('data-pile', 'h3');
  await expect(pile(page, 'Spades foundation')).toHaveAccessibleDescription(/marked \(goal\)/);
  await expect(card(page, 'Queen of spades').locator('xpath=..')).toHaveClass(/\bmarked\b/);
  await expect(pile(page, 'Column 1')).toHaveAccessibleDescription(/Queen of spades marked \(goal\)/);
  await shot(page, 'freecell-first-step');
  // The first hint names the move in words and marks it on the board.
  await page.getByRole('button', { name: /^Hint$/ }).click();
  await expect(page.getByTestId('feedback')).toContainText(
    'Move the Q♠ from column 1 to the spades foundation',
  );
  await expect(page.locator('.pile .card.hinted')).toHaveCount(1);
  await expect(page.locator('.pile.hint-to')).toHaveAttribute('data-pile', 'h3');
  await solveWithHints(page);
  // The first hint of an attempt is free: three stars, said with the move it showed.
  await expect(page.getByTestId('success')).toContainText(/Perfect!/);
  await expect(page.getByTestId('success').getByRole('img', { name: '3 stars of 3' })).toBeVisible();
  await expect(page.getByTestId('success')).toContainText('with every move shown by the hints');
  await shot(page, 'freecell-first-step-solved');
  await page.getByRole('link', { name: /Next step/ }).click();
  await expect(page).toHaveURL(/\/learn\/freecell\/top-card$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await solveWithHints(page);
  await expect(page.getByRole('link', { name: /Next step/ })).toBeVisible();
});

test('"Show the move" demonstrates the move on the board: the cards glide to their pile', async ({
  page,
}) => {
  await open(page, '/learn/freecell/red-on-black');
  await page.getByRole('button', { name: /^Hint$/ }).click();
  await page.getByRole('button', { name: 'Show the move' }).click();
  const demo = page.getByTestId('demo');
  await expect(demo).toBeAttached();
  // A copy of the 9♦ glides; the card itself stays for the learner to move.
  await expect(demo.locator('.demo-card')).toHaveCount(1);
  // Mid-flight (the shared shot waits for animations to end).
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'e2e/screenshots/show-the-move-demo.png' });
  await expect(demo).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByTestId('moves')).toHaveText('0');
  await expect(page.locator('.pile .card.hinted')).toHaveCount(1);
});

test('with reduced motion, "Show the move" only outlines the move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/learn/freecell/red-on-black');
  await page.getByRole('button', { name: /^Hint$/ }).click();
  await page.getByRole('button', { name: 'Show the move' }).click();
  await expect(page.locator('.pile .card.hinted')).toHaveCount(1);
  await expect(page.getByTestId('demo')).toHaveCount(0);
});

test('an illegal move is answered with the rule it breaks, and not played', async ({ page }) => {
  await open(page, '/learn/freecell/red-on-black');
  await card(page, '9 of spades').click();
  await pile(page, 'Column 1').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText('cannot go on the 10♣');
  await expect(page.getByTestId('feedback')).toContainText('build down');
  await expect(page.getByTestId('moves')).toHaveText('0');
  await shot(page, 'illegal-move');
});

test('progress survives a reload, and the home page offers to continue', async ({ page }) => {
  await open(page, '/learn/freecell/send-home');
  await solveByHand(page);
  await expect(page.getByTestId('success')).toContainText(/Perfect!/);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText('Best:')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Step 1: Send a card home, 3 stars$/ })).toBeVisible();
  await open(page, '/');
  // The step is solved: Continue leads on to the next one, not back to it.
  await expect(page.getByTestId('resume')).toContainText('Continue: FreeCell · Only the top card moves');
  await expect(page.getByTestId('course-freecell')).toContainText('3 of 57 stars');
  await open(page, '/learn/freecell');
  await expect(page.getByTestId('step-send-home').getByRole('img', { name: '3 stars of 3' })).toBeVisible();
  await shot(page, 'course-freecell');
});

test('damaged saved progress is reported and replaced, never a crash', async ({ page }) => {
  await open(page, '/');
  await page.evaluate(() => localStorage.setItem('cascade:v1:tutorial-progress', '{"v":1,"steps":{"x":5}}'));
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('progress-problem')).toContainText('damaged');
  await expect(page.getByTestId('course-freecell')).toContainText('0 of 57 stars');
  await shot(page, 'damaged-progress');
});

test('damaged records are left out and the good ones kept, with a copy of what was saved', async ({
  page,
}) => {
  const saved = JSON.stringify({
    v: 1,
    steps: { 'freecell/send-home': { stars: 3, moves: 1 }, 'freecell/top-card': { stars: 7, moves: 2 } },
    last: { course: 'freecell', step: 'top-card' },
  });
  await open(page, '/');
  await page.evaluate((text) => localStorage.setItem('cascade:v1:tutorial-progress', text), saved);
  // Straight to a step: it says what happened before the visit saves the cleaned progress.
  await open(page, '/learn/freecell/in-order');
  await expect(page.getByTestId('progress-problem')).toContainText('freecell/top-card has 7 stars');
  await expect(page.getByTestId('progress-problem')).toContainText('the rest is kept');
  // The copy has a key of its own (stamped with its time), so a later damage never replaces it.
  const copies = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('cascade:v1:tutorial-progress-damaged@'))
      .map((k) => localStorage.getItem(k)),
  );
  expect(copies).toEqual([saved]);
  await open(page, '/');
  await expect(page.getByTestId('progress-problem')).toHaveCount(0);
  await expect(page.getByTestId('course-freecell')).toContainText('3 of 57 stars');
  await expect(page.getByTestId('resume')).toContainText('One rank at a time');
  await shot(page, 'damaged-records-kept');
});

test('a house-rules course is resumed from the home page', async ({ page }) => {
  await open(page, '/house/bakers-game/house.suited-runs');
  await expect(page.getByTestId('goal')).toContainText('Send the 5♣ home', { timeout: 30_000 });
  await open(page, '/');
  await expect(page.getByTestId('resume')).toContainText("Continue: Baker's Game · Runs of one suit");
  await page.getByTestId('resume').click();
  await expect(page).toHaveURL(/\/house\/bakers-game\/house\.suited-runs$/);
  await expect(page.getByTestId('goal')).toContainText('Send the 5♣ home', { timeout: 30_000 });
  await shot(page, 'house-course-resumed');
});

const COURSES = [
  ['freecell', 'FreeCell', 'send-home'],
  ['challenge', 'Challenge FreeCell', 'dig-for-the-ace'],
  ['inverted', 'Inverted FreeCell', 'kings-first'],
  ['ephemeral', 'Ephemeral FreeCell', 'must-leave'],
  ['selective', 'Selective FreeCell', 'same-rank-blocks'],
  ['strategy', 'Strategy', 'plan-ahead'],
] as const;

for (const [id, title, first] of COURSES) {
  test(`the ${title} course opens, with its first step and a real deal at the end`, async ({ page }) => {
    await open(page, '/');
    await page.getByTestId(`course-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`/learn/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('real-deal')).toHaveAttribute(
      'href',
      /^http:\/\/localhost:4173\/play\/[a-z]+\/\d+$/,
    );
    await page.getByTestId('start').click();
    await expect(page).toHaveURL(new RegExp(`/learn/${id}/${first}$`));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('goal')).not.toBeEmpty();
    await expect(page.getByRole('region', { name: 'Lesson board' })).toBeVisible();
    await shot(page, `course-${id}-first-step`);
  });
}

test('Challenge points back to the FreeCell course for the basics', async ({ page }) => {
  await open(page, '/learn/challenge');
  await expect(page.getByTestId('basics')).toContainText('plays by the FreeCell rules');
  await page
    .getByTestId('basics')
    .getByRole('link', { name: /basics first/ })
    .click();
  await expect(page).toHaveURL(/\/learn\/freecell$/);
});

test('a lesson done from the keyboard alone', async ({ page }) => {
  await open(page, '/learn/freecell/top-card');
  // The board is one tab stop: focus its first column, then arrows and Enter.
  await pile(page, 'Column 1').focus();
  await page.keyboard.press('Enter'); // pick up the Q♦
  // The pick is announced: what is lifted and where it may go.
  await expect(page.getByTestId('live')).toContainText(
    'The Q♦ picked up: it can go to the diamonds foundation',
  );
  await page.keyboard.press('ArrowUp'); // free cell 1
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight'); // to the diamonds foundation
  await expect(pile(page, 'Diamonds foundation')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('moves')).toHaveText('1');
  await expect(page.getByTestId('live')).toContainText('The Q♦ home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown'); // back to column 1
  await page.keyboard.press('Enter'); // the K♥
  await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight'); // the hearts foundation
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('success')).toBeVisible();
  await expect(page.getByTestId('live')).toContainText('Goal reached');
  // The next step's link takes the focus.
  await expect(page.getByRole('link', { name: /Next step/ })).toBeFocused();
  await shot(page, 'keyboard-lesson-done');
  await page.keyboard.press('h'); // a hint after success explains, and nothing breaks
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/learn\/freecell\/the-deal$/);
});

test('the run limit changes live as a column empties', async ({ page }) => {
  await open(page, '/learn/freecell/run-limit');
  await expect(page.getByTestId('limit-onto')).toHaveText('2');
  // The formula is said as written (a superscript would be read as a plain digit).
  await expect(page.getByTestId('limit')).toContainText('Now: (1 + 1) × 2^0 = 2');
  await clickCard(card(page, 'Jack of spades'));
  await pile(page, 'Column 5').click({ force: true });
  await expect(page.getByTestId('empty-columns')).toHaveText('1');
  await expect(page.getByTestId('limit-onto')).toHaveText('4');
  await expect(page.getByTestId('limit')).toContainText('into an empty column (it does not count itself).');
  await shot(page, 'run-limit');
  await clickCard(card(page, 'Jack of hearts'));
  await pile(page, 'Column 1').click({ force: true });
  await expect(page.getByTestId('success')).toBeVisible();
});

test('an answer below the fold is brought into sight, and the board stays in sight', async ({ page }) => {
  // The run limit's text and panel fill the left column of a 1280 × 800 screen.
  await open(page, '/learn/freecell/run-limit');
  await clickCard(card(page, 'Jack of hearts'));
  await pile(page, 'Column 1').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText('too long');
  await expect(page.getByTestId('feedback')).toBeInViewport({ ratio: 0.95 });
  await expect(page.getByRole('region', { name: 'Lesson board' })).toBeInViewport({ ratio: 0.9 });
  await shot(page, 'answer-in-sight');
});

test('deal 11982 is proven unwinnable by the solver in a worker', async ({ page }) => {
  await open(page, '/learn/strategy/deal-11982');
  await page.getByRole('button', { name: /Prove deal 11982/ }).click();
  const proof = page.getByTestId('proof');
  await expect(proof).toHaveAttribute('data-status', /proving|done/);
  await expect(page.getByTestId('proof-result')).toContainText('Proven: deal 11982 cannot be won', {
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: /Play a real deal of FreeCell/ })).toBeVisible();
  // Done, with no stars: pressing a button earns none.
  await expect(page.getByRole('link', { name: /^Step \d+: The deal nobody wins, done$/ })).toBeVisible();
  await expect(page.getByText('Best:')).toHaveCount(0);
  // The learner may try the deal in the game.
  await expect(page.getByTestId('try-deal')).toHaveAttribute(
    'href',
    'http://localhost:4173/play/freecell/11982',
  );
  await shot(page, 'deal-11982-proven');
});

test('Ephemeral: parking a card that cannot leave loses at once', async ({ page }) => {
  await open(page, '/learn/ephemeral/immediate-loss');
  await card(page, 'Queen of clubs').click();
  await pile(page, 'Free cell 1').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText('Lost at once');
  await shot(page, 'ephemeral-lost');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('moves')).toHaveText('0');
});

test('house rules get a generated course', async ({ page }) => {
  await open(page, '/');
  await page.getByLabel('House rules or variant').fill('nonsense!');
  await page.getByRole('button', { name: 'Open its course' }).click();
  await expect(page.getByRole('alert')).toContainText('unknown variant');
  await page.getByRole('link', { name: "Baker's Game" }).click();
  await expect(page).toHaveURL(/\/house\/bakers-game$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Baker's Game");
  await expect(page.getByRole('heading', { name: 'What changes from FreeCell' })).toBeVisible();
  await expect(page.getByText('Checking each step…')).toBeHidden({ timeout: 30_000 });
  await shot(page, 'house-bakers-game');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('goal')).not.toBeEmpty();
  await solveWithHints(page);
});

test('going from step to step keeps "where you left off" up to date', async ({ page }) => {
  await open(page, '/learn/freecell/send-home');
  await solveWithHints(page);
  await page.getByRole('link', { name: /Next step/ }).click();
  await expect(page).toHaveURL(/\/top-card$/);
  await page.getByRole('link', { name: 'Courses' }).first().click();
  await expect(page.getByTestId('resume')).toContainText('Only the top card moves');
  await shot(page, 'resume-updated');
});

test('a house-rules step that cannot be played there offers the next one', async ({ page }) => {
  // No empty-column moves and selective free cells: "Keep free cells open" has no way to its goal.
  await open(page, '/house/h1.iBgEQAO9.VGlnaHQgc3BhY2Vz/strategy.keep-cells-open');
  await expect(page.getByRole('alert')).toContainText('does not work under the rules of Tight spaces', {
    timeout: 30_000,
  });
  await shot(page, 'house-step-not-playable');
  await page.getByTestId('skip').click();
  // The next step drawn: not "Keep a black 9 for the red 8", whose wrong plan (the 9♠ into a free
  // cell) these rules do not allow, the 9♦ showing.
  await expect(page).toHaveURL(/\/house\/h1\.iBgEQAO9\.VGlnaHQgc3BhY2Vz\/strategy\.lost-with-moves-left$/);
  await expect(page.getByTestId('goal')).toContainText('Send the 8♥ home', { timeout: 30_000 });
});

test('FreeCell’s own rules as house rules lead to the FreeCell course, with its progress', async ({
  page,
}) => {
  await open(page, '/learn/freecell/send-home');
  await solveByHand(page);
  // By id, and by a house-rules string of the same rules: the course, not a copy with its own progress.
  for (const path of ['/house/freecell', '/house/freecell/freecell.send-home', '/house/h1.iBgAAAjR.U2FtZQ']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/learn\/freecell$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FreeCell');
    await expect(page.getByTestId('step-send-home').getByRole('img', { name: '3 stars of 3' })).toBeVisible();
  }
  await shot(page, 'house-freecell-is-the-course');
});

test('a house-rules step reached by Next is checked anew, with its own par', async ({ page }) => {
  await open(page, '/house/bakers-game/house.same-suit');
  await expect(page.getByText('Par: 1 move')).toBeVisible({ timeout: 30_000 });
  await solveWithHints(page);
  await page.getByRole('link', { name: /Next step/ }).click();
  await expect(page).toHaveURL(/\/house\/bakers-game\/house\.suited-runs$/);
  await expect(page.getByTestId('goal')).toContainText('Send the 5♣ home', { timeout: 30_000 });
  await expect(page.getByText('Par: 2 moves')).toBeVisible();
  await shot(page, 'house-next-step-par');
});

test('"Only Kings": the Q♥ picked alone is refused in an empty column, never moved with its King', async ({
  page,
}) => {
  await open(page, '/learn/ephemeral/kings-only');
  await clickCard(card(page, 'Queen of hearts'));
  await pile(page, 'Column 3').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText(/King/);
  await expect(page.getByTestId('moves')).toHaveText('0');
  await expect(pile(page, 'Column 1')).toHaveAccessibleDescription(/Queen of hearts/);
  await shot(page, 'kings-only-queen-refused');
  // The K♠ picked (the Q♥ on it comes along): the pair goes.
  await clickCard(card(page, 'King of spades'));
  await pile(page, 'Column 3').click({ force: true });
  await expect(page.getByTestId('moves')).toHaveText('1');
});

test('"Into an empty column": the 10♥ home is a dead end, said at once, and Hint says so too', async ({
  page,
}) => {
  await open(page, '/learn/freecell/into-an-empty-column');
  await clickCard(card(page, '10 of hearts'));
  await pile(page, 'Hearts foundation').click({ force: true });
  await expect(page.getByTestId('moves')).toHaveText('1');
  await expect(page.getByTestId('feedback')).toHaveAttribute('data-kind', 'lost', { timeout: 5000 });
  await expect(page.getByTestId('feedback')).toContainText('The goal can no longer be reached from here');
  await page.getByRole('button', { name: /^Hint$/ }).click();
  await expect(page.getByTestId('feedback')).toContainText('can no longer be reached');
  await expect(page.getByTestId('feedback')).not.toContainText('ran out of room');
  await shot(page, 'dead-end-said-at-once');
});
