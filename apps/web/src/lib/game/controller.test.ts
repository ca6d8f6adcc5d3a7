import {
  applyMove,
  deal,
  gameStatus,
  legalMoves,
  nextAutoplayMove,
  pileKey,
  unwrap,
  type Move,
} from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import type { EngineClient } from '@cascade/play/engine';
import { localClient } from '@cascade/play/engine/host';
import { asideCopies, memoryStore, STORAGE_PREFIX, type KeyValueStore } from '@cascade/play/storage';
import { GameController } from './controller.svelte.ts';
import type { EngineRequests } from './engine/protocol.ts';
import {
  ANALYSIS_BUDGET,
  engineHandlers,
  EngineService,
  LAST_WINNABLE_BUDGET,
  SOLUTION_BUDGET,
} from './engine/service.ts';
import { loadStats } from './stats.ts';
import { countReplayed } from '@cascade/play/record';
import { winScore } from '@cascade/play/score';
import { solve } from '@cascade/solver';

/** The texts of the copies of one kind set aside, oldest first. */
const copiesOf = (store: KeyValueStore, aside: string) =>
  asideCopies(store, aside).map((c) => store.getItem(`${STORAGE_PREFIX}${c.key}`));

/** The engine in-process: the worker's service, without the worker. */
/**
 * The app's engine in-process, with its budgets in positions only: what a test sees must not depend
 * on how loaded the machine is (the app's time limits are for people waiting).
 */
const localEngine = () =>
  localClient(
    engineHandlers(
      new EngineService({
        analysis: { maxStates: ANALYSIS_BUDGET.maxStates, timeoutMs: Infinity },
        lastWinnable: { maxStates: LAST_WINNABLE_BUDGET.maxStates, timeoutMs: Infinity },
        solution: { maxStates: SOLUTION_BUDGET.maxStates, timeoutMs: Infinity },
      }),
    ),
  );

const freecell = getVariant('freecell');
const key = (m: Move) => [pileKey(m.from), pileKey(m.to), m.count] as const;

function game(options: Partial<ConstructorParameters<typeof GameController>[0]> = {}) {
  return new GameController({ variant: freecell, deal: 617, store: memoryStore(), ...options });
}

/** A deal and a first move after which autoplay sends a card home. */
function autoplayOpening(): { deal: number; move: Move } {
  for (let n = 1; n <= 200; n++) {
    const start = unwrap(deal(freecell.rules, n));
    if (nextAutoplayMove(start)) continue;
    const move = legalMoves(start).find(
      (m) => m.to.kind !== 'foundation' && nextAutoplayMove(applyMove(start, m)) !== null,
    );
    if (move) return { deal: n, move };
  }
  throw new Error('no deal found');
}

describe('the game on the session', () => {
  test('the board gets the session’s state: core’s legal moves, the deal laid out', () => {
    const g = game({ restore: false });
    const flat = [...g.targets].flatMap(([from, ts]) => ts.map((t) => `${from}>${t.to}x${t.count}`));
    expect(flat.sort()).toEqual(
      legalMoves(g.position)
        .map((m) => `${pileKey(m.from)}>${pileKey(m.to)}x${m.count}`)
        .sort(),
    );
    expect(g.layout.foundations.map((f) => f.name)).toEqual([
      'Clubs foundation',
      'Diamonds foundation',
      'Hearts foundation',
      'Spades foundation',
    ]);
  });

  test('autoplay follows the setting: on at the deal, off, on again with what is waiting', () => {
    const { deal: dealNo, move } = autoplayOpening();
    const g = new GameController({ variant: freecell, deal: dealNo, store: null });
    g.requestMove(...key(move));
    expect(g.history.some((e) => e.auto)).toBe(true);
    const off = new GameController({ variant: freecell, deal: dealNo, store: null, autoplay: false });
    off.requestMove(...key(move));
    expect(off.history.every((e) => !e.auto)).toBe(true);
    off.setAutoplay(true);
    expect(off.history.some((e) => e.auto)).toBe(true);
  });
});

describe('saving and restoring', () => {
  test('round trip: the game, its redo tail and the clock survive a reload', () => {
    const store = memoryStore();
    let t = 1000;
    const now = () => t;
    const a = new GameController({ variant: freecell, deal: 617, store, now, autoplay: false });
    a.requestMove('c0', 'f0', 1);
    t += 5000;
    a.requestMove('c1', 'f1', 1);
    t += 5000;
    a.requestMove('c2', 'f2', 1);
    a.undo();
    const b = new GameController({ variant: freecell, deal: 617, store, now, autoplay: false });
    expect(b.position.columns).toEqual(a.position.columns);
    expect(b.position.cells).toEqual(a.position.cells);
    expect(b.cursor).toBe(2);
    expect(b.canRedo).toBe(true);
    expect(b.elapsed()).toBeGreaterThanOrEqual(5000);
    expect(b.notice?.text).toMatch(/Welcome back/);
    b.redo();
    expect(b.cursor).toBe(3);
  });

  test('two tabs of one game: the one behind follows, or is told; a newer save is never overwritten', () => {
    const store = memoryStore();
    const one = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    one.requestMove('c0', 'f0', 1);
    one.requestMove('c1', 'f1', 1);
    const two = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    expect(two.cursor).toBe(2);
    one.requestMove('c2', 'f2', 1);
    one.requestMove('c3', 'f3', 1);
    // Tab two missed the other's saves (no storage event yet): its move is not written over them.
    expect(two.requestMove('c4', 'f2', 1)).toBe(true);
    expect(two.elsewhere).toBe(true);
    expect(two.announcement).toMatch(/played on in another tab/);
    expect(new GameController({ variant: freecell, deal: 617, store, autoplay: false }).cursor).toBe(4);
    // "Continue here": the game as the other tab left it, saved from here on.
    two.takeOver();
    expect(two.elsewhere).toBe(false);
    expect(two.cursor).toBe(4);
    two.undo();
    // Now tab one is behind; it follows (its storage event), having nothing unsaved.
    one.follow();
    expect(one.cursor).toBe(3);
    expect(one.canRedo).toBe(true);
    expect(one.notice?.text).toMatch(/played on in another tab: it is shown here as it stands there/);
    one.requestMove('c4', 'f3', 1);
    expect(one.elsewhere).toBe(false);
    expect(new GameController({ variant: freecell, deal: 617, store, autoplay: false }).cursor).toBe(4);
  });

  test('two tabs of one game count it once in the statistics', () => {
    const store = memoryStore();
    const one = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    const two = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    one.requestMove('c0', 'f0', 1);
    two.follow();
    two.requestMove('c1', 'f1', 1);
    expect(loadStats(store, 'freecell').played).toBe(1);
    // Even when the other's save was not followed first.
    const s2 = memoryStore();
    const a = new GameController({ variant: freecell, deal: 617, store: s2, autoplay: false });
    const b = new GameController({ variant: freecell, deal: 617, store: s2, autoplay: false });
    a.requestMove('c0', 'f0', 1);
    b.requestMove('c1', 'f1', 1);
    expect(loadStats(s2, 'freecell').played).toBe(1);
    expect(b.elsewhere).toBe(true);
  });

  test('another deal has its own saved game', () => {
    const store = memoryStore();
    const a = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    a.requestMove('c0', 'f0', 1);
    const b = new GameController({ variant: freecell, deal: 1, store, autoplay: false });
    expect(b.cursor).toBe(0);
    b.requestMove('c0', 'f0', 1);
    const c = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    expect(c.cursor).toBe(1);
  });

  test('corrupted storage: a message and a fresh game, never a crash', () => {
    const cases: Record<string, string>[] = [
      { [`${STORAGE_PREFIX}games`]: '{not json' },
      {
        [`${STORAGE_PREFIX}games`]: JSON.stringify({
          'freecell/617': { v: 1, variant: 'freecell', deal: 617, moves: 'x', cursor: 0 },
        }),
      },
      {
        [`${STORAGE_PREFIX}games`]: JSON.stringify({
          'freecell/617': { v: 1, variant: 'freecell', deal: 617, moves: [['c0', 'h0', 1, 0]], cursor: 1 },
        }),
      },
      {
        [`${STORAGE_PREFIX}games`]: JSON.stringify({
          'freecell/617': { v: 1, variant: 'freecell', deal: 617, moves: [['c0', 'f0', 1, 0]], cursor: 9 },
        }),
      },
      { [`${STORAGE_PREFIX}games`]: JSON.stringify({ 'freecell/617': { v: 99 } }) },
      {
        [`${STORAGE_PREFIX}games`]: JSON.stringify({
          'freecell/617': { v: 1, variant: 'freecell', deal: 617, moves: [['q9', 'f0', 1, 0]], cursor: 1 },
        }),
      },
    ];
    for (const initial of cases) {
      const store = memoryStore(initial);
      const g = new GameController({ variant: freecell, deal: 617, store });
      expect(g.notice?.kind).toBe('error');
      expect(g.notice?.text).toMatch(/could not be restored/);
      expect(g.cursor).toBe(g.history.length);
      expect(g.history.every((e) => e.auto)).toBe(true);
      expect(gameStatus(g.position)).toBe('playing');
      // Nothing is thrown away: the record, or the whole unreadable store at the first move, is set aside.
      const text = initial[`${STORAGE_PREFIX}games`] ?? '';
      const record = text.startsWith('{"')
        ? (JSON.parse(text) as Record<string, unknown>)['freecell/617']
        : undefined;
      if (record !== undefined) {
        expect(copiesOf(store, 'games-unrestorable').map((t) => JSON.parse(t ?? '{}') as unknown)).toEqual([
          { 'freecell/617': record },
        ]);
      } else {
        g.requestMove('c0', 'f0', 1);
        expect(copiesOf(store, 'games-unreadable')).toEqual([text]);
      }
    }
  });

  test('statistics: played at the first move; a restart is the same game, undoable, given up only when left', () => {
    const store = memoryStore();
    const g = new GameController({ variant: freecell, deal: 617, store, autoplay: false });
    expect(loadStats(store, 'freecell').played).toBe(0);
    g.requestMove('c0', 'f0', 1);
    g.requestMove('c1', 'f1', 1);
    expect(loadStats(store, 'freecell').played).toBe(1);
    const played = g.position;
    g.restart();
    expect(g.cursor).toBe(0);
    expect(g.announcement).toBe('Deal 617 restarted. Undo brings your 2 moves back.');
    // Undo takes the restart back, the game as it was.
    expect(g.canUndo).toBe(true);
    g.undo();
    expect(g.position).toEqual(played);
    expect(g.moveCount).toBe(2);
    expect(g.announcement).toBe('Restart undone: your 2 moves are back.');
    // Restarted and played on, it is still the one game, not given up.
    g.restart();
    g.requestMove('c0', 'f0', 1);
    expect(loadStats(store, 'freecell')).toMatchObject({ played: 1 });
    g.undo();
    expect(g.canUndo).toBe(false);
  });
});

describe('the engine: hints, winnability, last winnable point, solutions', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));

  test('a hint is a legal move, highlighted, with a sentence and a reason', async () => {
    const g = game({ restore: false, engine: localEngine() });
    const h = await g.verdicts.requestHint();
    expect(h).not.toBeNull();
    expect(legalMoves(g.position).some((m) => JSON.stringify(m) === JSON.stringify(h!.move))).toBe(true);
    expect(h!.sentence).toMatch(/^Move /);
    expect(h!.reason).toMatch(/^[A-Z].+\.$/);
    expect(g.highlight?.from).toBe(pileKey(h!.move.from));
    expect(g.verdicts.winnability.status).toBe('winnable');
    g.requestMove(...key(h!.move));
    expect(g.hint).toBeNull();
  });

  test('deal 11982 is lost, from the start', async () => {
    const g = new GameController({
      variant: freecell,
      deal: 11982,
      store: memoryStore(),
      engine: localEngine(),
    });
    expect(g.verdicts.winnability.status).toBe('checking');
    for (let i = 0; i < 200 && g.verdicts.winnability.status === 'checking'; i++) await settle();
    expect(g.verdicts.winnability.status).toBe('lost');
    // Nothing to undo yet: the advice is another deal, not an undo.
    expect(g.verdicts.spoken).toBe('This deal cannot be won, whatever you play. Try another deal.');
    await g.verdicts.requestHint();
    expect(g.notice?.text).toBe('No hint: deal 11982 cannot be won, whatever you play. Try another deal.');
    await g.verdicts.undoToLastWinnable();
    expect(g.notice?.text).toMatch(/cannot be won at all/);
    // After a move, an undo cannot help either: the deal was never winnable. Said in the verdicts'
    // own live region, so the move's announcement is not replaced.
    g.requestMove(...key(legalMoves(g.position)[0]!));
    const said = g.announcement;
    for (let i = 0; i < 400 && g.verdicts.winnability.status !== 'lost'; i++) await settle();
    for (
      let i = 0;
      i < 400 && !(g.verdicts.winnability.status === 'lost' && g.verdicts.winnability.deal);
      i++
    )
      await settle();
    expect(g.verdicts.winnability).toMatchObject({ status: 'lost', deal: true });
    expect(g.verdicts.spoken).toMatch(/Deal 11982 cannot be won from the start either: try another deal\.$/);
    expect(g.announcement).toBe(said);
    await g.verdicts.requestHint();
    expect(g.notice?.text).toBe('No hint: deal 11982 cannot be won, whatever you play. Try another deal.');
  });

  test('undo to the last winnable position: back to where the engine found it, the rest redoable', async () => {
    // An engine that finds the game winnable after the first of three moves.
    const answers: Record<string, unknown> = {
      analyze: { status: 'lost', summary: 'Lost.', states: 0, ms: 0 },
      lastWinnable: { status: 'found', index: 1 },
    };
    const engine: EngineClient<EngineRequests> = {
      request: <K extends keyof EngineRequests>(kind: K) =>
        kind in answers
          ? Promise.resolve(answers[kind] as EngineRequests[K]['answer'])
          : Promise.reject(new Error('not here')),
      cancel: () => {},
      wake: () => {},
      dispose: () => {},
    };
    const g = new GameController({ variant: freecell, deal: 617, store: null, engine, autoplay: false });
    g.requestMove('c0', 'f0', 1);
    const kept = g.position;
    g.requestMove('c1', 'f1', 1);
    g.requestMove('c2', 'f2', 1);
    g.undo();
    g.redo();
    await g.verdicts.undoToLastWinnable();
    expect(g.cursor).toBe(1);
    expect(g.position).toBe(kept);
    expect(g.canRedo).toBe(true);
    expect(g.notice?.text).toBe('Back 2 moves, to the last position from which the game can be won.');
    g.redo();
    g.redo();
    g.undo();
    await g.verdicts.undoToLastWinnable();
    expect(g.cursor).toBe(1);
    // One move taken back, though the history holds one more beyond it.
    expect(g.notice?.text).toBe('Back 1 move, to the last position from which the game can be won.');
  });

  test('a game the solution player finishes counts as played, not won, and sets no record', async () => {
    const store = memoryStore();
    // A win of the player's first: a streak of one, a best time and fewest moves.
    const mine = new GameController({ variant: freecell, deal: 1, store, engine: localEngine() });
    await mine.player.show();
    const line = mine.player.view?.status === 'ready' ? mine.player.view.moves : [];
    mine.player.close();
    // The player plays the line by hand (autoplay off: the line has its own moves home).
    mine.setAutoplay(false);
    for (const m of line) expect(mine.requestMove(...key(m))).toBe(true);
    expect(mine.status).toBe('won');
    expect(mine.assisted).toBe(false);
    const before = loadStats(store, 'freecell');
    expect(before).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestStreak: 1 });

    const g = new GameController({ variant: freecell, deal: 617, store, engine: localEngine() });
    await g.player.show();
    expect(g.player.view?.status).toBe('ready');
    while (g.player.step());
    expect(g.status).toBe('won');
    expect(g.verdicts.winnability.status).toBe('won');
    expect(g.assisted).toBe(true);
    const s = loadStats(store, 'freecell');
    expect(s).toEqual({ ...before, played: 2, won: 1, currentStreak: 0 });
    expect(g.announcement).toMatch(
      /The solution player finished deal 617 in \d+ moves\. It counts as played, not won\.$/,
    );
    // Reopened (a reload), the game shows its end screen, still assisted, counted once.
    const again = new GameController({ variant: freecell, deal: 617, store });
    expect(again.status).toBe('won');
    expect(again.assisted).toBe(true);
    expect(again.stats).toEqual(s);
    expect(loadStats(store, 'freecell')).toEqual(s);
    // Restarted, it is the player's game again.
    again.restart();
    expect(again.assisted).toBe(false);
  });

  test('a game the solution player finishes counts its moves as the player\u2019s game would (its safe moves home autoplay\u2019s), and is one game solved', async () => {
    const g = new GameController({ variant: freecell, deal: 1, store: memoryStore(), engine: localEngine() });
    await g.player.show();
    const line = g.player.view?.status === 'ready' ? g.player.view.moves : [];
    expect(line.length).toBeGreaterThan(0);
    while (g.player.step());
    expect(g.status).toBe('won');
    const replayed = countReplayed(g.start, line);
    // The line lists every card home; the count is the moves autoplay would not have made.
    expect(replayed.auto).toBeGreaterThan(0);
    expect(g.counts).toEqual(replayed);
    expect(g.moveCount).toBe(replayed.player);
    expect(g.announcement).toContain(`finished deal 1 in ${replayed.player} moves`);
    expect([g.solved, g.wins]).toEqual([1, 0]);
  });

  test('hints and undos are counted in the game\u2019s record and kept through a reload; a win after a hint is assisted: a win, no record', async () => {
    const store = memoryStore();
    const g = new GameController({ variant: freecell, deal: 1, store, engine: localEngine() });
    const h = await g.verdicts.requestHint();
    if (!h) throw new Error('no hint');
    expect(g.hints).toBe(1);
    expect(g.requestMove(...key(h.move))).toBe(true);
    g.undo();
    expect(g.undos).toBe(1);
    const again = new GameController({ variant: freecell, deal: 1, store });
    expect([again.hints, again.undos, again.help]).toEqual([1, 1, { hints: 1, undos: 1, solution: false }]);
    again.setAutoplay(false);
    const line = solve(again.position);
    if (line.status !== 'solved') throw new Error('not solved');
    for (const m of line.moves) expect(again.requestMove(...key(m))).toBe(true);
    expect(again.status).toBe('won');
    expect(again.announcement).toContain('With help, it sets no record.');
    expect(loadStats(store, 'freecell')).toMatchObject({
      won: 1,
      currentStreak: 1,
      fewestMoves: null,
      bestTimeMs: null,
    });
    expect(loadStats(store, 'freecell').bestScore).toBeUndefined();
  });

  test('a win without help scores (time and moves) and sets the best score', () => {
    const store = memoryStore();
    let now = 1_000_000;
    const g = new GameController({ variant: freecell, deal: 617, store, autoplay: false, now: () => now });
    const line = solve(g.position);
    if (line.status !== 'solved') throw new Error('not solved');
    for (const m of line.moves) {
      now += 1000;
      expect(g.requestMove(...key(m))).toBe(true);
    }
    expect(g.status).toBe('won');
    const score = winScore({ cards: 52, moves: g.moveCount, timeMs: g.elapsed() });
    expect(g.score).toBe(score);
    expect(g.announcement).toContain(`Score ${score.toLocaleString('en-US')}.`);
    expect(loadStats(store, 'freecell')).toMatchObject({
      won: 1,
      fewestMoves: g.moveCount,
      bestScore: score,
    });
  });

  test('the win is announced after the winning move, and the solution player gives way to the win screen', async () => {
    const g = new GameController({
      variant: freecell,
      deal: 617,
      store: memoryStore(),
      engine: localEngine(),
    });
    await g.player.show();
    while (g.player.step());
    expect(g.status).toBe('won');
    expect(g.player.view).toBeNull();
    expect(g.announcement).toMatch(
      / to the \w+ foundation\. The solution player finished deal 617 in \d+ moves\./,
    );
  });

  /** The first Ephemeral deal (of 1–50) with a move into a cell that loses at once, that move played. */
  function ephemeralImmediateLoss(): GameController {
    const ephemeral = getVariant('ephemeral');
    for (let n = 1; n <= 50; n++) {
      const start = unwrap(deal(ephemeral.rules, n));
      const m = legalMoves(start).find(
        (mv) => mv.to.kind === 'cell' && gameStatus(applyMove(start, mv)) === 'lost',
      );
      if (!m) continue;
      const g = new GameController({ variant: ephemeral, deal: n, store: null, autoplay: false });
      g.requestMove(...key(m));
      return g;
    }
    throw new Error('no immediate loss found in Ephemeral deals 1–50');
  }

  test("Ephemeral's immediate loss is announced with the move that caused it", () => {
    expect(ephemeralImmediateLoss().announcement).toMatch(
      /^.+ to free cell \d\. Lost at once: the .+ went into a free cell and no move can take it out again\.$/,
    );
  });

  test("Ephemeral's immediate loss is shown as such", () => {
    const g = ephemeralImmediateLoss();
    expect(g.verdicts.winnability).toMatchObject({ status: 'lost', immediate: true });
    expect(g.verdicts.winnability.status === 'lost' && g.verdicts.winnability.summary).toMatch(
      /Lost at once: the .+ went into a free cell and no move can take it out again/,
    );
  });
});
