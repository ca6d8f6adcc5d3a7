/**
 * What the game's extra buttons do, through the controller's intents and core's answers: play the
 * hint (the engine's move, checked by core like any move), finish (core's safe moves home, when
 * they win the game). Nothing here decides a rule.
 */
import { finishMoves, pileKey, type Move } from '@cascade/core';
import type { GameController } from './controller.svelte.ts';

/** A move as the board would ask for it (core checks it again). */
const request = (game: GameController, m: Move): boolean =>
  game.requestMove(pileKey(m.from), pileKey(m.to), m.count);

/**
 * Plays the hinted move: the one on show, else the engine is asked for one first. Returns whether
 * a move was played.
 */
export async function playHint(game: GameController): Promise<boolean> {
  if (game.status !== 'playing' || game.player.playing) return false;
  const shown = game.hint ?? (await game.verdicts.requestHint());
  if (!shown) return false;
  return request(game, shown.move);
}

/** Whether the rest can be played home now (only safe moves are left); the moves, or null. */
export const finishLine = (game: GameController): Move[] | null =>
  game.status === 'playing' ? finishMoves(game.position) : null;

/**
 * Plays the rest home, one card after another (`stepMs` apart, 0: at once); each card is the next
 * of core's line from the position as it is then (autoplay may have taken some home meanwhile).
 * Stops if the player changes the game in between. Returns whether the game is won.
 */
export async function finish(game: GameController, stepMs = 0): Promise<boolean> {
  if (!finishLine(game)) {
    game.notify('info', 'Not yet: some cards still need a move other than going home.');
    return false;
  }
  let version = game.version;
  for (let line = finishLine(game); line; line = finishLine(game)) {
    if (game.version !== version || !request(game, line[0] as Move)) return false;
    version = game.version;
    if (stepMs > 0 && game.status === 'playing') await new Promise((r) => setTimeout(r, stepMs));
  }
  return game.status === 'won';
}
