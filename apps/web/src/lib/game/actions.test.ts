/** Play the hint and finish, on a real controller with the engine in-process. */
import { applyMove, deal, finishMoves, formatMove, unwrap, type Move } from '@cascade/core';
import { localClient } from '@cascade/play/engine/host';
import { memoryStore } from '@cascade/play/storage';
import { solve } from '@cascade/solver';
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { finish, finishLine, playHint } from './actions.ts';
import { GameController } from './controller.svelte.ts';
import { engineHandlers } from './engine/service.ts';
import { gameText, listMoves, replayLayouts } from './move-list.ts';

const freecell = getVariant('freecell');

/** Deal 617 played by the solver up to where only safe moves home are left. */
function nearlyWon(autoplay: boolean): { game: GameController; rest: number } {
  const game = new GameController({ variant: freecell, deal: 617, store: memoryStore(), autoplay });
  const r = solve(game.position);
  if (r.status !== 'solved') throw new Error('617 not solved');
  for (const m of r.moves) {
    const rest = finishMoves(game.position);
    if (rest) return { game, rest: rest.length };
    game.play(m);
  }
  throw new Error('no finish');
}

describe('finish', () => {
  test('offered only when core says the safe moves home win', () => {
    const fresh = new GameController({ variant: freecell, deal: 617, store: memoryStore() });
    expect(finishLine(fresh)).toBeNull();
    const { game } = nearlyWon(false);
    expect(finishLine(game)).not.toBeNull();
  });

  test('with autoplay off, plays the rest home as the player\u2019s moves and wins', async () => {
    const { game, rest } = nearlyWon(false);
    const before = game.cursor;
    expect(await finish(game)).toBe(true);
    expect(game.status).toBe('won');
    expect(game.cursor).toBe(before + rest);
    expect(game.stats?.won).toBe(1);
  });

  test('a finish asked too early says why and plays nothing', async () => {
    const game = new GameController({ variant: freecell, deal: 617, store: memoryStore() });
    expect(await finish(game)).toBe(false);
    expect(game.cursor).toBe(0);
    expect(game.notice?.text).toBe('Not yet: some cards still need a move other than going home.');
  });
});

describe('play the hint', () => {
  test('plays the engine\u2019s move (asked for first when none is on show)', async () => {
    const game = new GameController({
      variant: freecell,
      deal: 617,
      store: memoryStore(),
      engine: localClient(engineHandlers()),
    });
    expect(await playHint(game)).toBe(true);
    expect(game.moveCount).toBeGreaterThanOrEqual(1);
    const shown = await game.verdicts.requestHint();
    if (!shown) throw new Error('no hint');
    const at = game.cursor;
    expect(await playHint(game)).toBe(true);
    expect(game.history[at]?.move).toEqual(shown.move);
    game.dispose();
  });
});

describe('the move list', () => {
  test('each move in standard notation, from the position it was played in; the replay\u2019s boards', () => {
    const start = unwrap(deal(freecell.rules, 617));
    const r = solve(start);
    if (r.status !== 'solved') throw new Error('617 not solved');
    const moves: Move[] = r.moves.slice(0, 12);
    const listed = listMoves(
      start,
      moves.map((move) => ({ move, auto: false })),
    );
    let p = start;
    moves.forEach((m, i) => {
      expect(listed[i]?.token).toBe(formatMove(m, p));
      p = applyMove(p, m);
    });
    const boards = replayLayouts(start, moves);
    expect(boards).toHaveLength(13);
    const text = gameText({
      name: 'FreeCell',
      deal: 617,
      url: 'https://example.org/play/freecell/617',
      start,
      // The last two made by autoplay: said apart, listed all the same.
      entries: moves.map((move, i) => ({ move, auto: i >= 10 })),
      elapsedMs: 65_000,
      won: false,
    });
    expect(text.split('\n').slice(0, 3)).toEqual([
      'FreeCell, deal 617: 10 moves (and 2 by autoplay) so far, 1:05.',
      'https://example.org/play/freecell/617',
      '',
    ]);
    expect(text.split('\n').slice(3).join(' ').trim().split(/\s+/)).toEqual(listed.map((l) => l.token));
    const own = gameText({
      name: 'FreeCell',
      deal: 617,
      url: 'https://example.org/play/freecell/617',
      start,
      entries: moves.slice(0, 1).map((move) => ({ move, auto: false })),
      elapsedMs: 5_000,
      won: true,
    });
    expect(own.split('\n')[0]).toBe('I won FreeCell, deal 617, in 1 move and 0:05.');
  });
});
