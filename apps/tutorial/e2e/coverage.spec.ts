/**
 * The courses' last coverage steps: a whole board to plan (Strategy), a checkpoint deal played to the
 * win inside the tutorial (the end of the FreeCell course), and an exercise in making house rules.
 */
import { expect, test } from '@playwright/test';
import { card, clickCard, moves, open, pile, shot, solveWithHints } from './helpers.ts';

test('Plan a whole board: the first move from the keyboard, the rest with the hints, in par', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/learn/strategy/plan-a-whole-board');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan a whole board');
  await expect(page.getByText('Par: 24 moves')).toBeVisible();
  await shot(page, 'plan-a-whole-board');
  // The move that looks best, the 10♠ home, loses at once: no move is left.
  await clickCard(card(page, '10 of spades'));
  await pile(page, 'Spades foundation').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText('No legal move is left: the game is lost.');
  await shot(page, 'plan-a-whole-board-lost');
  // Undo would keep the attempt's wrong move (at most one star): Retry starts a new attempt.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => moves(page)).toBe(0);
  // The 10♠ from column 8 onto the J♥ in column 2, by keyboard.
  await pile(page, 'Column 8').focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await expect(pile(page, 'Column 2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => moves(page)).toBe(1);
  await solveWithHints(page, 30);
  await expect(page.getByTestId('success')).toContainText('in 24 moves, the fewest possible');
  await expect(page.getByTestId('success')).toContainText('23 moves shown by the hints');
  await expect(page.getByRole('link', { name: /Step \d+: Plan a whole board, 2 stars/ })).toBeVisible();
  await shot(page, 'plan-a-whole-board-won');
});

test('Lost with moves left: the 10♦ home loses the 8♥ while the 9♥ goes on; the 9♣ onto the 10♦ wins in par', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/learn/strategy/lost-with-moves-left');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lost with moves left');
  await expect(page.getByText('Par: 2 moves')).toBeVisible();
  await shot(page, 'lost-with-moves-left');
  // The tempting move: the 10♦ home. The game goes on, lost, and the message says which move is left.
  await clickCard(card(page, '10 of diamonds'));
  await pile(page, 'Diamonds foundation').click({ force: true });
  await expect(page.getByTestId('feedback')).toContainText(
    'The goal can no longer be reached from here, though the game goes on (1 move is still open: the 9♥ onto the 10♣ in column 4).',
  );
  await shot(page, 'lost-with-moves-left-lost');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => moves(page)).toBe(0);
  // The hint's line: the 9♣ onto the 10♦, then the 8♥ home.
  await solveWithHints(page, 4);
  await expect(page.getByTestId('success')).toContainText('in 2 moves, the fewest possible');
});

test('the checkpoint: a whole deal won inside the tutorial with Show the move, the step done', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/learn/freecell/checkpoint-deal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Win a whole deal');
  await expect(page.getByTestId('shown')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Lesson board' })).toBeVisible();
  await shot(page, 'checkpoint-deal');
  // A hint from the keyboard: the move named in words and marked, then shown (counted once).
  await page.keyboard.press('h');
  await expect(page.getByTestId('feedback')).toContainText(/Hint: Move the .+ from column \d/);
  await page.keyboard.press('h');
  await expect(page.getByTestId('shown')).toHaveText('1');
  // Undo is there as in the lessons: the move shown, played and taken back.
  await clickCard(page.locator('.pile .card.hinted').first());
  await page.locator('.pile.hint-to .slot').click({ force: true });
  await expect.poll(() => moves(page)).toBe(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => moves(page)).toBe(0);
  await solveWithHints(page, 150);
  const success = page.getByTestId('success');
  // One move shown twice (before and after the undo): every move of the win was shown.
  await expect(success).toContainText(/Deal won in \d+ moves, with every move shown by the hints\. 1 star!/);
  await expect(success.getByRole('img', { name: '1 star of 3' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Step \d+: Win a whole deal, 1 star$/ })).toBeVisible();
  // The course's last step: the real deal in the game app comes next.
  await expect(page.getByRole('link', { name: /Play a real deal of FreeCell/ })).toBeVisible();
  await shot(page, 'checkpoint-deal-won');
});

test('making house rules: the code made, checked, and its course opened', async ({ page }) => {
  await open(page, '/learn/house-rules/make-house-rules');
  const cells = page.getByRole('spinbutton', { name: 'Free cells' });
  await expect(cells).toBeVisible();
  // Two free cells: not what the step asks for, and the answer says why.
  await cells.fill('2');
  await page.getByRole('button', { name: 'Make the code and link' }).click();
  await expect(page.getByTestId('feedback')).toContainText(
    'These rules: There are two free cells instead of four.',
  );
  // From the keyboard: the name, three free cells, Enter.
  await page.getByRole('textbox', { name: 'Name' }).fill('Three cells');
  await cells.focus();
  await page.keyboard.press('ArrowUp');
  await expect(cells).toHaveValue('3');
  await page.keyboard.press('Enter');
  const success = page.getByTestId('success');
  await expect(success).toContainText('Done: these are your rules, “Three cells”.');
  const code = await page.getByRole('textbox', { name: 'House-rules code' }).inputValue();
  expect(code).toMatch(/^h1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('house-play')).toHaveAttribute(
    'href',
    `http://localhost:4173/play/${code}/1`,
  );
  await expect(page.getByRole('link', { name: /Step \d+: Make and share house rules, done$/ })).toBeVisible();
  // The course's only step: the real deal in the game app comes next.
  await expect(page.getByRole('link', { name: /Play a real deal of FreeCell/ })).toBeVisible();
  await shot(page, 'make-house-rules');
  // A code from the game's own editor is checked alike: pasted as a link.
  await page
    .getByRole('textbox', { name: /Or paste a code or link/ })
    .fill(`http://localhost:4174/house/${code}`);
  await page.getByRole('button', { name: 'Check it' }).click();
  await expect(success).toBeVisible();
  // The course for these rules opens under their name.
  await page.getByRole('link', { name: 'A course for these rules' }).click();
  await expect(page).toHaveURL(new RegExp(`/house/${code.replaceAll('.', '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Three cells');
});
