/**
 * One game (and the statistics, the game log) open in two tabs of one browser: a tab
 * never writes an older state over a newer one. The one behind follows along (the storage event),
 * or, having missed the other's saves, is told and offered to continue; a game is counted once and
 * a win logged once, whatever undo and redo do.
 */
import {
  applyMove,
  deal,
  legalMoves,
  nextAutoplayMove,
  pileKey,
  type Move,
  type Position,
} from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { pileLabel } from '@cascade/words';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { nearlyWon } from './fx-helpers.ts';
import { expectMoves, open, pile, topOf } from './helpers.ts';

const FREECELL = getVariant('freecell').rules;

/** Safe moves home, as the app's autoplay plays them. */
function autoplay(p: Position): Position {
  for (let m = nextAutoplayMove(p); m !== null; m = nextAutoplayMove(p)) p = applyMove(p, m);
  return p;
}

/**
 * A line of single-card moves (none to a foundation, none taking the last one back) from a
 * position, each followed by autoplay as the app plays it: the moves, and the position after each.
 */
function line(from: Position, n: number): { moves: Move[]; after: Position[] } {
  const moves: Move[] = [];
  const after: Position[] = [];
  let p = from;
  for (let i = 0; i < n; i++) {
    const last = moves[moves.length - 1];
    const m = legalMoves(p).find(
      (x) =>
        x.count === 1 &&
        x.to.kind !== 'foundation' &&
        !(last && pileKey(x.from) === pileKey(last.to) && pileKey(x.to) === pileKey(last.from)),
    );
    if (!m) throw new Error(`no move after ${i}`);
    p = autoplay(applyMove(p, m));
    moves.push(m);
    after.push(p);
  }
  return { moves, after };
}

/** The deal as the app opens it (autoplay at the deal). */
const opening = (n: number): Position => {
  const d = deal(FREECELL, n);
  if (!d.ok) throw new Error(d.error.message);
  return autoplay(d.value);
};

/** Plays one move by clicks: the source's top card, then the destination's (or the empty pile). */
async function play(page: Page, p: Position, m: Move): Promise<void> {
  await topOf(page, pileKey(m.from)).click();
  const to = pileKey(m.to);
  const empty = m.to.kind === 'cell' ? p.cells[m.to.index] === null : p.columns[m.to.index]?.length === 0;
  await (empty ? pile(page, pileLabel(m.to)) : topOf(page, to)).click();
}

/** Plays moves, the counter checked after each (`done` moves already played). */
async function playLine(page: Page, p: Position, l: { moves: Move[]; after: Position[] }, done: number) {
  for (const [i, m] of l.moves.entries()) {
    await play(page, i === 0 ? p : (l.after[i - 1] as Position), m);
    await expectMoves(page, done + i + 1);
  }
}

async function fresh(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await open(page, path);
  return page;
}

const GAME = '/play/freecell/7';

test.describe('one game in two tabs', () => {
  for (const order of ['tab 2 behind tab 1', 'tab 1 behind tab 2'] as const) {
    test(`${order}: the one behind follows, and its move is played on top of the other's`, async ({
      page,
      context,
    }) => {
      const start = opening(7);
      const first = line(start, 2);
      const then = line(first.after[1] as Position, 10);
      const last = line(then.after[9] as Position, 1);
      const tab1 = page;
      await open(tab1, GAME);
      await playLine(tab1, start, first, 0);
      const tab2 = await fresh(context, GAME);
      await expectMoves(tab2, 2, 'in the second tab');
      const [ahead, behind] = order === 'tab 2 behind tab 1' ? [tab1, tab2] : [tab2, tab1];
      await playLine(ahead, first.after[1] as Position, then, 2);
      // The tab behind follows along, and says so.
      await expectMoves(behind, 12, 'in the tab behind, following');
      await expect(behind.locator('.notice')).toContainText('played on in another tab');
      await playLine(behind, then.after[9] as Position, last, 12);
      const third = await fresh(context, GAME);
      await expectMoves(third, 13, 'in a fresh tab');
      // The tab that was ahead follows that move too.
      await expectMoves(ahead, 13, 'in the tab that was ahead');
    });
  }

  test('a tab that missed the other’s moves is told, saves nothing over them, and can continue', async ({
    page,
    context,
  }) => {
    const start = opening(7);
    const first = line(start, 2);
    const mine = line(first.after[1] as Position, 2);
    const stale = line(first.after[1] as Position, 1);
    await open(page, GAME);
    await playLine(page, start, first, 0);
    const behind = await context.newPage();
    // This tab hears no storage event (as a frozen or busy tab would not, in time).
    await behind.addInitScript(() =>
      window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true),
    );
    await open(behind, GAME);
    await expectMoves(behind, 2);
    await playLine(page, first.after[1] as Position, mine, 2);
    await expectMoves(behind, 2, 'in the tab that heard nothing');
    await playLine(behind, first.after[1] as Position, stale, 2);
    const banner = behind.getByRole('group', { name: 'Played in another tab' });
    await expect(banner).toContainText('This game was played on in another tab');
    await expectMoves(await fresh(context, GAME), 4, 'in a fresh tab: the other tab’s moves kept');
    await banner.getByRole('button', { name: 'Continue here' }).click();
    await expect(banner).toHaveCount(0);
    await expectMoves(behind, 4, 'after Continue here');
    await playLine(behind, mine.after[1] as Position, line(mine.after[1] as Position, 1), 4);
    await expectMoves(await fresh(context, GAME), 5, 'in a fresh tab, after playing on');
  });
});

test('statistics: a game open in two tabs counts once; the statistics page follows along', async ({
  page,
  context,
}) => {
  const start = opening(7);
  const l = line(start, 2);
  await open(page, GAME);
  const tab2 = await fresh(context, GAME);
  const stats = await fresh(context, '/stats');
  await expect(stats.getByText('No games played yet')).toBeVisible();
  await play(page, start, l.moves[0] as Move);
  await expectMoves(page, 1);
  await expectMoves(tab2, 1, 'in the second tab, following');
  await play(tab2, l.after[0] as Position, l.moves[1] as Move);
  await expectMoves(tab2, 2);
  const played = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('cascade:v1:stats') ?? '{}') as { freecell?: { played: number } })
        .freecell?.played,
  );
  expect(played).toBe(1);
  // The statistics page open in a third tab shows the game as it is counted.
  const row = stats.locator('.cards li', { hasText: 'FreeCell' });
  await expect(row.locator('dt:text-is("Played") + dd')).toHaveText('1');
});

test('undo then redo across a win: the game is logged once, and the game before it stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const one = nearlyWon('freecell', 1).saved;
  const three = nearlyWon('freecell', 3).saved;
  await page.addInitScript(
    ([games]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cascade:v1:settings', JSON.stringify({ autoplay: false }));
      localStorage.setItem('cascade:v1:games', games);
      // The two games were counted as played when they were started.
      const stats = {
        played: 2,
        won: 0,
        currentStreak: 0,
        bestStreak: 0,
        fewestMoves: null,
        bestTimeMs: null,
      };
      localStorage.setItem('cascade:v1:stats', JSON.stringify({ freecell: stats }));
    },
    [JSON.stringify({ 'freecell/1': one, 'freecell/3': three })] as const,
  );
  const win = page.getByRole('dialog', { name: 'You won!' });
  const logged = async () =>
    (
      await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('cascade:v1:game-log') ?? '[]') as { deal: number; won: boolean }[],
      )
    ).map((g) => [g.deal, g.won]);
  for (const n of [1, 3]) {
    await open(page, `/play/freecell/${n}`);
    await page.keyboard.press('f');
    await expect(win).toBeVisible({ timeout: 60_000 });
    // (A win of FreeCell is logged once the deal of the day is known: the atlas is read first.)
    await expect.poll(logged, { timeout: 30_000 }).toContainEqual([n, true]);
  }
  for (let i = 0; i < 105; i++) {
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
  }
  await expect(win).toBeVisible();
  // Time for any win logged again to be written.
  await page.waitForTimeout(2000);
  expect(await logged()).toEqual([
    [3, true],
    [1, true],
  ]);
  const stats = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('cascade:v1:stats') ?? '{}') as { freecell?: object }).freecell,
  );
  expect(stats).toMatchObject({ played: 2, won: 2, currentStreak: 2 });
});
