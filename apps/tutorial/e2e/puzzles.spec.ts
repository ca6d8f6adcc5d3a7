// The puzzles in the browser: one solved and one failed (the rating change shown), the answer
// stepped through, a streak ended by a mistake, the daily puzzle the same on reload, and twenty
// puzzles solved and failed with the stored rating checked against Glicko-2 computed here, with the
// same library, from the same results and puzzle ratings. Moves are played by clicking the board.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  legalMoves,
  formatMove,
  parsePosition,
  pileKey,
  replay,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import { resolveVariant } from '@cascade/variants';
import glicko2 from 'glicko2';
import { dailyPuzzle, utcDay } from '../src/lib/puzzles/choose.ts';
import type { Puzzle } from '../src/lib/puzzles/types.ts';
import { cspSuite } from '@cascade/testkit/csp';
import { clickCard, open, shot } from './helpers.ts';

// The puzzles the app ships (static/puzzles/, one file a seed variant), as the pages load them.
const ALL: readonly Puzzle[] = ['freecell', 'challenge', 'inverted', 'ephemeral', 'selective'].flatMap(
  (v) =>
    (
      JSON.parse(readFileSync(new URL(`../static/puzzles/${v}.json`, import.meta.url), 'utf8')) as {
        puzzles: Puzzle[];
      }
    ).puzzles,
);
const byId = (id: string): Puzzle => {
  const p = ALL.find((q) => q.id === id);
  if (!p) throw new Error(`no shipped puzzle ${id}`);
  return p;
};
/** The first shipped puzzle (in file order) that fits. */
const pick = (what: string, fits: (p: Puzzle) => boolean): Puzzle => {
  const p = ALL.find(fits);
  if (!p) throw new Error(`no shipped puzzle: ${what}`);
  return p;
};
const variantOf = (p: Puzzle) => {
  const v = resolveVariant(p.variant);
  if (!v.ok) throw new Error(`${p.id}: ${v.error.message}`);
  return v.value;
};
const rulesOf = (p: Puzzle): RulesSpec => variantOf(p).rules;
const startOf = (p: Puzzle): Position => {
  const r = parsePosition(p.board, rulesOf(p));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const emptyColumnPuzzle = (p: Puzzle) =>
  p.variant === 'freecell' && p.themes[0] === 'empty-column' && p.task.kind === 'play' && p.task.par <= 3;
const SOLVE_ME = pick('a FreeCell empty-column puzzle of par 3 or less', emptyColumnPuzzle);
const FAIL_ME = pick(
  'another FreeCell empty-column puzzle with a wrong first move',
  (p) =>
    emptyColumnPuzzle(p) &&
    p.id !== SOLVE_ME.id &&
    p.task.kind === 'play' &&
    legalMoves(startOf(p)).length > p.task.firstMoves.length,
);
const LOST = pick(
  'a FreeCell position lost with moves left',
  (p) => p.variant === 'freecell' && p.task.kind === 'verdict' && !p.task.winnable,
);
const DIG = pick('a FreeCell dig puzzle', (p) => p.variant === 'freecell' && p.themes[0] === 'dig');

/** Plays moves (standard notation) from the puzzle's start by clicking: the card, then the pile. */
async function playMoves(page: Page, p: Puzzle, tokens: readonly string[]): Promise<void> {
  let pos = startOf(p);
  for (const token of tokens) {
    const r = replay(pos, [token]);
    if (!r.ok) throw new Error(`${p.id}: ${token}`);
    const m = r.value.moves[0]!;
    const from = page.locator(`[data-pile="${pileKey(m.from)}"]`).getByRole('img');
    const n = m.from.kind === 'column' ? (pos.columns[m.from.index]?.length ?? 0) : 1;
    await clickCard(from.nth(n - m.count));
    await page
      .locator(`[data-pile="${pileKey(m.to)}"] .slot`)
      .first()
      .click({ force: true });
    pos = r.value.position;
  }
}

const result = (page: Page) => page.getByTestId('result');
const heading = (page: Page) => page.locator('#puzzle-title');
/** The puzzle on the page (its heading names the deal, not the id, which names the theme). */
const shownId = async (page: Page): Promise<string> => {
  await expect(heading(page)).toHaveAttribute('data-puzzle', /./);
  return (await heading(page).getAttribute('data-puzzle')) ?? '';
};
const titleOf = (p: Puzzle) =>
  `${variantOf(p).name}, deal ${p.source.deal}, after ${p.source.ply} move${p.source.ply === 1 ? '' : 's'}`;

test('a puzzle solved: the rating goes up, the answer is stepped through', async ({ page }) => {
  const p = SOLVE_ME;
  await open(page, `/puzzles/${p.id}`);
  await expect(heading(page)).toHaveText(titleOf(p));
  // Nothing on the page names the theme before the end: not the title, not the breadcrumb.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A puzzle');
  expect(await page.title()).not.toContain(p.themes[0]);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).not.toContainText(p.themes[0]!);
  await expect(page.getByTestId('puzzle-meta')).toHaveCount(0);
  await expect(page.getByTestId('task')).toContainText('Empty a column.');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'puzzle-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'puzzle-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await playMoves(page, p, p.solution);
  await expect(result(page)).toHaveAttribute('data-phase', 'solved');
  const par = p.task.kind === 'play' ? p.task.par : 0;
  const n = p.solution.length;
  await expect(result(page)).toContainText(
    `Goal reached in ${n} move${n === 1 ? '' : 's'}, within the par of ${par}.`,
  );
  await expect(page.getByTestId('rating-change')).toContainText(/Your rating: 1500 → \d+ \(\+\d+\)/);
  await page.getByRole('button', { name: 'Show the answer' }).click();
  await expect(page.getByTestId('answer-at')).toHaveText(`0 of ${n}`);
  await page.keyboard.press(']');
  await expect(page.getByTestId('answer-at')).toHaveText(`1 of ${n}`);
  await expect(page.getByRole('listitem').filter({ hasText: `(${p.solution[0]})` })).toContainText(
    'Move the',
  );
  await shot(page, 'puzzle-solved-answer');
  // Played again: not rated.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /Give up/ }).click();
  await expect(page.getByTestId('rating-change')).toHaveText('Played before: this attempt is not rated.');
});

test('a puzzle failed by a wrong first move, and a verdict failed: the rating goes down', async ({
  page,
}) => {
  const p = FAIL_ME;
  if (p.task.kind !== 'play') throw new Error('a play puzzle');
  const start = startOf(p);
  const task = p.task;
  const wrong = legalMoves(start)
    .map((m) => formatMove(m, start))
    .find((t) => !task.firstMoves.includes(t))!;
  await open(page, `/puzzles/${p.id}`);
  await playMoves(page, p, [wrong]);
  await expect(result(page)).toHaveAttribute('data-phase', 'failed');
  await expect(result(page)).toContainText(`does not reach the goal within ${task.par} moves`);
  await expect(page.getByTestId('rating-change')).toContainText(/Your rating: 1500 → \d+ \(−\d+\)/);

  const v = LOST;
  await open(page, `/puzzles/${v.id}`);
  await expect(page.getByTestId('task')).toHaveText('Can this position still be won?');
  await page.keyboard.press('w');
  await expect(result(page)).toHaveAttribute('data-phase', 'failed');
  await expect(result(page)).toContainText('It cannot be won: the solver searched');
  await expect(page.getByTestId('rating-change')).toContainText('(−');
});

test('a streak: each puzzle harder than the last, ended by a mistake, the best kept', async ({ page }) => {
  const order = [...ALL].sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : 1));
  await open(page, '/puzzles/streak');
  await expect(page.getByTestId('best-streak')).toHaveText('0');
  let last = 0;
  for (let i = 0; i < 3; i++) {
    const id = await shownId(page);
    const p = byId(id);
    if (i === 0) expect(p.id).toBe(order[0]!.id);
    expect(p.rating).toBeGreaterThan(last);
    last = p.rating;
    if (i === 0) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, 'streak-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'streak-390');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const right = p.task.kind === 'verdict' ? p.task.winnable : null;
    if (i < 2) {
      // Solved.
      if (right !== null)
        await page.getByRole('button', { name: right ? 'It can be won' : 'It is lost' }).click();
      else await playMoves(page, p, p.solution);
      await expect(result(page)).toHaveAttribute('data-phase', 'solved');
      await expect(page.getByTestId('streak-count')).toHaveText(String(i + 1));
      await page.getByTestId('next').click();
      await expect(result(page)).toHaveCount(0);
    } else {
      // The mistake.
      if (right !== null)
        await page.getByRole('button', { name: right ? 'It is lost' : 'It can be won' }).click();
      else await page.getByRole('button', { name: /Give up/ }).click();
      await expect(result(page)).toHaveAttribute('data-phase', 'failed');
    }
  }
  await expect(page.getByTestId('streak-ended')).toContainText('Streak over: 2 puzzles solved.');
  await expect(page.getByTestId('best-streak')).toHaveText('2');
  await page.getByTestId('next').click();
  await expect(page.getByTestId('streak-count')).toHaveText('0');
  await expect(heading(page)).toHaveText(titleOf(order[0]!));
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('best-streak')).toHaveText('2');
});

test('the daily puzzle is the one of the UTC day, the same on reload', async ({ page }) => {
  await open(page, '/puzzles/daily');
  const first = await shownId(page);
  const expected = dailyPuzzle(ALL, utcDay(Date.now()));
  expect(first).toBe(expected!.id);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'daily-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'daily-390');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await shownId(page)).toBe(first);
});

test('after 20 puzzles solved and failed, the rating is what Glicko-2 says', async ({ page }) => {
  test.setTimeout(240_000);
  await open(page, '/puzzles');
  const played: { id: string; won: boolean }[] = [];
  for (let i = 0; i < 20; i++) {
    const id = await shownId(page);
    expect(played.map((x) => x.id)).not.toContain(id);
    const p = byId(id);
    const win = i % 3 !== 1 && (p.task.kind === 'verdict' || p.task.par <= 6);
    if (!win) await page.keyboard.press('g');
    else if (p.task.kind === 'verdict')
      await page.getByRole('button', { name: p.task.winnable ? 'It can be won' : 'It is lost' }).click();
    else await playMoves(page, p, p.solution);
    await expect(result(page)).toHaveAttribute('data-phase', win ? 'solved' : 'failed');
    played.push({ id, won: win });
    if (i < 19) {
      await page.getByTestId('next').click();
      await expect(result(page)).toHaveCount(0);
    }
  }
  expect(played.filter((x) => x.won).length).toBeGreaterThan(5);
  expect(played.filter((x) => !x.won).length).toBeGreaterThan(5);

  // Glicko-2 here, with the library: each attempt one rating period, learner against puzzle
  // (its data rating, deviation 200, volatility 0.06), τ 0.75, the learner starting at 1500/350/0.06.
  let me = { rating: 1500, rd: 350, vol: 0.06 };
  for (const { id, won } of played) {
    const system = new glicko2.Glicko2({ tau: 0.75, rating: 1500, rd: 350, vol: 0.06 });
    const a = system.makePlayer(me.rating, me.rd, me.vol);
    const b = system.makePlayer(byId(id).rating, 200, 0.06);
    system.updateRatings([[a, b, won ? 1 : 0]]);
    me = { rating: a.getRating(), rd: a.getRd(), vol: a.getVol() };
  }
  const text = await page.evaluate(() => localStorage.getItem('cascade:v1:puzzle-record') ?? 'null');
  const stored = JSON.parse(text) as { rated: number; learner: { rating: number; rd: number; vol: number } };
  expect(stored.rated).toBe(20);
  expect(stored.learner.rating).toBeCloseTo(me.rating, 6);
  expect(stored.learner.rd).toBeCloseTo(me.rd, 6);
  expect(stored.learner.vol).toBeCloseTo(me.vol, 9);
  await expect(page.getByTestId('rating-after')).toHaveText(String(Math.round(me.rating)));
  await expect(page.getByTestId('rating')).toHaveText(`${Math.round(me.rating)}${me.rd > 110 ? '?' : ''}`);
});

test('a damaged record is set aside with a message, and play goes on', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('cascade:v1:puzzle-record', '{"v":1,"learner":'));
  await open(page, '/puzzles');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your puzzle rating could not be read' }),
  ).toContainText('A copy of it as it was is kept');
  const copies = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('cascade:v1:puzzle-record-damaged@')),
  );
  expect(copies).toHaveLength(1);
  await expect(page.getByTestId('rating')).toHaveText('1500?');
});

// The puzzle pages under the Content-Security-Policy the build ships: a prerendered one, and one
// served by the fallback page; a move on a play puzzle starts the tutor's worker (its check).
test.describe('under the shipped CSP', () => {
  cspSuite(
    new URL('../build', import.meta.url),
    'puzzles are played with no CSP violation',
    async (page, visit) => {
      await visit('/puzzles/daily');
      await page.getByRole('button', { name: /Give up/ }).click();
      await expect(result(page)).toHaveAttribute('data-phase', 'failed');
      const p = DIG;
      await visit(`/puzzles/${p.id}`);
      await playMoves(page, p, p.solution);
      await expect(result(page)).toHaveAttribute('data-phase', 'solved');
    },
    async (page, visit) => {
      const p = DIG;
      await visit(`/puzzles/${p.id}`);
      await playMoves(page, p, p.solution.slice(0, 1));
    },
  );
});

test('the review offers fresh puzzles of the themes missed most', async ({ page }) => {
  await page.goto('/');
  const record = {
    v: 1,
    learner: { rating: 1500, rd: 350, vol: 0.06 },
    puzzles: {},
    attempts: {
      [LOST.id]: { won: false, at: 1, diff: -10, theme: 'lost' },
      [DIG.id]: { won: true, at: 2, diff: 8, theme: 'dig' },
    },
    rated: 2,
    bestStreak: 0,
  };
  await page.evaluate((r) => localStorage.setItem('cascade:v1:puzzle-record', JSON.stringify(r)), record);
  await open(page, '/practice/review');
  const offer = page.getByTestId('review-puzzles');
  await expect(offer.getByRole('link')).toHaveCount(1);
  await offer.getByRole('link', { name: 'Won or lost?' }).click();
  await expect(page).toHaveURL(/\/puzzles\/theme\/lost$/);
  expect(byId(await shownId(page)).themes[0]).toBe('lost');
});

test('a puzzle id does not name its theme; a link of the first ids (which did) opens the puzzle', async ({
  page,
}) => {
  for (const p of [DIG, LOST]) expect(p.id).not.toContain(p.themes[0] as string);
  const old = `${DIG.source.variant}-${DIG.source.deal}-${DIG.source.ply}-dig`;
  await open(page, `/puzzles/${old}`);
  await expect(page).toHaveURL(new RegExp(`/puzzles/${DIG.id}$`));
  expect(await shownId(page)).toBe(DIG.id);
});

test('a damaged puzzle file is said: the file whole, or the puzzle shown', async ({ page }) => {
  const url = new URL('../static/puzzles/freecell.json', import.meta.url);
  const file = JSON.parse(readFileSync(url, 'utf8')) as { puzzles: Puzzle[] };
  // A board that is not FreeCell's (a King of hearts twice): found when the puzzle is shown.
  const board = DIG.board.includes('KS') ? DIG.board.replace('KS', 'KH') : DIG.board.replace('KC', 'KH');
  const damaged = file.puzzles.map((p) => (p.id === DIG.id ? { ...p, board } : p));
  await page.route('**/puzzles/freecell.json', (route) =>
    route.fulfill({ json: { ...file, puzzles: damaged } }),
  );
  await open(page, `/puzzles/${DIG.id}`);
  await expect(page.getByRole('alert')).toContainText(
    `This puzzle cannot be played: puzzle ${DIG.id}.board: `,
  );
  // A puzzle of the wrong shape: the whole file is refused, named with the field.
  await page.unrouteAll();
  await page.route('**/puzzles/freecell.json', (route) =>
    route.fulfill({ json: { ...file, puzzles: [{ ...DIG, rating: 'high' }] } }),
  );
  await open(page, '/puzzles');
  await expect(page.getByRole('alert')).toContainText(
    'the freecell puzzles could not be read: puzzles[0].rating',
  );
});
