/**
 * What a game view keeps for the statistics page and the deal of the day: the game in the log of
 * last games when it is won (and, unfinished, when the player leaves it), and a win of today's deal
 * of the day in its streak, said to the player.
 */
import type { KeyValueStore } from '@cascade/play/storage';
import type { GameController } from './controller.svelte.ts';
import { DAILY_VARIANT, dailyStreak, dayOf, recordDailyWin } from './daily.ts';
import { logGame } from './game-log.ts';
import { listMoves } from './move-list.ts';

function entry(game: GameController, won: boolean, now: number) {
  return {
    game: game.gameId,
    variant: game.variant.id,
    deal: game.deal,
    won,
    moves: listMoves(game.start, game.history.slice(0, game.cursor))
      .map((m) => m.token)
      .join(' '),
    timeMs: Math.round(game.elapsed()),
    at: now,
  };
}

/** What stored data set aside (or left alone for want of room) means, told to the player. */
const say =
  (game: GameController) =>
  (notice: string, kind: 'info' | 'error'): void => {
    game.notify(kind, notice);
  };

/** Call while the game view initialises. */
export function useGameRecords(game: GameController, store: KeyValueStore | null): void {
  // A win of the player's, recorded by the controller once a game (not again when undo and redo
  // cross it, nor when another tab's win is followed).
  let wins = game.wins;

  $effect(() => {
    const now = game.wins;
    if (now > wins) void recordWin(game, store);
    wins = now;
  });

  // Left unfinished, with moves of the player's: kept as it stands.
  $effect(() => () => {
    if (game.status !== 'won' && game.canUndo) logGame(store, entry(game, false, Date.now()), say(game));
  });
}

async function recordWin(game: GameController, store: KeyValueStore | null): Promise<void> {
  const now = Date.now();
  const day = dayOf(now);
  let daily = false;
  if (game.variant.id === DAILY_VARIANT) {
    const [{ pageAtlas }, { dailyDeal }] = await Promise.all([
      import('$lib/game/atlas/page-atlas.ts'),
      import('$lib/game/atlas/daily-deal.ts'),
    ]);
    const today = await dailyDeal(pageAtlas(), day);
    daily = today.ok && today.value === game.deal;
  }
  logGame(store, { ...entry(game, true, now), ...(daily ? { daily: day } : {}) }, say(game));
  if (!daily) return;
  const r = recordDailyWin(store, day);
  const s = dailyStreak(r.won, day);
  game.notify(
    'success',
    `Deal of the day won! ${s.current === 1 ? 'A streak of 1 day' : `${s.current} days in a row`}${s.best > s.current ? ` (best: ${s.best})` : ''}.${r.saved ? '' : ' It could not be saved in this browser.'}${r.notice === null ? '' : ` ${r.notice}`}`,
  );
}
