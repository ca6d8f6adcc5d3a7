/**
 * What a game view keeps for the statistics page and the deal of the day: the game in the log of
 * last games when it is won or the solution player finishes it (marked assisted), and, unfinished,
 * when the player leaves it; and a win of today's deal
 * of the day in its streak, said to the player.
 */
import { isAssisted } from '@cascade/play/score';
import type { KeyValueStore } from '@cascade/play/storage';
import type { GameController } from './controller.svelte.ts';
import { DAILY_VARIANT, dailyStreak, dayOf, recordDailyWin } from './daily.ts';
import { logGame, type LoggedGame } from './game-log.ts';
import { listMoves } from './move-list.ts';

function entry(game: GameController, won: boolean, now: number): LoggedGame {
  return {
    game: game.gameId,
    variant: game.variant.id,
    deal: game.deal,
    won,
    moves: listMoves(game.start, game.history.slice(0, game.cursor))
      .map((m) => m.token)
      .join(' '),
    played: game.counts.player,
    timeMs: Math.round(game.elapsed()),
    at: now,
    ...(won && game.assisted ? { assisted: true as const } : {}),
    ...(game.hints > 0 ? { hints: game.hints } : {}),
    ...(game.undos > 0 ? { undos: game.undos } : {}),
    ...(won && !game.assisted && isAssisted(game.help) ? { helped: true as const } : {}),
    ...(won && !game.assisted && game.score !== null ? { score: game.score } : {}),
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
  let solved = game.solved;

  $effect(() => {
    const now = game.wins;
    if (now > wins) void recordWin(game, store);
    wins = now;
  });

  // Finished by the solution player: in the last games too, marked assisted (no streak, no record).
  $effect(() => {
    const now = game.solved;
    if (now > solved) logGame(store, entry(game, true, Date.now()), say(game));
    solved = now;
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
