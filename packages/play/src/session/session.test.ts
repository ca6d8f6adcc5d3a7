import {
  applyMove,
  deal,
  FREECELL_RULES,
  legalMoves,
  nextAutoplayMove,
  parseLayout,
  pileKey,
  Position,
  unwrap,
  type Move,
  type RulesSpec,
} from '@cascade/core';
import { lessonMove } from '@cascade/words';
import { describe, expect, test } from 'vitest';
import { SupersededError, type EngineClient } from '../engine/client.ts';
import type { Box, BoxFactory } from './box.ts';
import { GameSession, type ChangeCause, type MoveFilter, type SessionOptions } from './session.ts';

const key = (m: Move) => [pileKey(m.from), pileKey(m.to), m.count] as const;
const dealt = (n: number, rules: RulesSpec = FREECELL_RULES) => unwrap(deal(rules, n));
const board = (text: string, rules: Partial<RulesSpec> = {}) =>
  unwrap(Position.fromSetup(unwrap(parseLayout(text)), { ...FREECELL_RULES, ...rules }));
const session = (options: Partial<SessionOptions<Requests>> = {}) =>
  new GameSession<Requests>({ start: dealt(617), ...options });
/** Lets the announcer's turn end (a sentence said later replaces the one before). */
const nextTurn = () => Promise.resolve();

/** A deal and a first move after which autoplay sends a card home. */
function autoplayOpening(): { start: Position; move: Move } {
  for (let n = 1; n <= 200; n++) {
    const start = dealt(n);
    if (nextAutoplayMove(start)) continue;
    const move = legalMoves(start).find(
      (m) => m.to.kind !== 'foundation' && nextAutoplayMove(applyMove(start, m)) !== null,
    );
    if (move) return { start, move };
  }
  throw new Error('no deal found');
}

describe('the board gets core’s moves', () => {
  test('targets are exactly the legal moves; the layout is the position’s', () => {
    const s = session();
    const flat = [...s.targets].flatMap(([from, ts]) => ts.map((t) => `${from}>${t.to}x${t.count}`));
    expect(flat.sort()).toEqual(
      legalMoves(s.position)
        .map((m) => `${pileKey(m.from)}>${pileKey(m.to)}x${m.count}`)
        .sort(),
    );
    expect(s.layout.columns.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(s.status).toBe('playing');
  });

  test('derived values are the same objects until the position changes (a pick redraws nothing)', () => {
    const s = session();
    const { layout, targets } = s;
    s.select({ pile: 'c7', count: 1, mode: 'auto' });
    expect(s.layout).toBe(layout);
    expect(s.targets).toBe(targets);
    s.requestMove('c7', 'c2', 1);
    expect(s.layout).not.toBe(layout);
    expect(s.targets).not.toBe(targets);
  });

  test('a move filter limits the targets and refuses the rest with its reason', () => {
    // Only moves into a free cell (a lesson's allowed moves).
    const filter: MoveFilter = {
      accepts: (_p, m) => m.to.kind === 'cell',
      why: 'This step is about the free cells.',
    };
    const s = session({ filter });
    expect(s.legalMoves.length).toBeGreaterThan(0);
    expect(s.legalMoves.every((m) => m.to.kind === 'cell')).toBe(true);
    expect(s.requestMove('c7', 'c2', 1)).toBe(false);
    expect(s.notice).toMatchObject({ kind: 'error', text: 'This step is about the free cells.' });
    expect(s.moveCount).toBe(0);
    // An illegal move is refused by core first, with the rule it breaks.
    expect(s.requestMove('c0', 'c1', 1)).toBe(false);
    expect(s.notice?.text).toMatch(/^The .+ cannot go on the .+\.$/);
    expect(s.requestMove('c7', 'f0', 1)).toBe(true);
    // Nothing fits for a double click: "no move here" (the filter, not the rules, says no).
    expect(s.autoMove('f0')).toBe(false);
    expect(s.notice?.text).toBe('That card has no move here.');
  });

  test('frozen (a step solved or lost): no targets, and intents do nothing', () => {
    const s = session();
    s.freeze(true);
    expect(s.legalMoves).toEqual([]);
    expect(s.targets.size).toBe(0);
    expect(s.requestMove('c7', 'c2', 1)).toBe(false);
    expect(s.autoMove('c7')).toBe(false);
    s.explainIllegal('c0', 'c1', 1, 'auto');
    expect(s.notice).toBeNull();
    s.freeze(false);
    expect(s.requestMove('c7', 'c2', 1)).toBe(true);
  });
});

describe('intents', () => {
  test('a legal move plays; an illegal one changes nothing and names the rule', () => {
    const s = session();
    const start = s.position;
    expect(s.requestMove('c0', 'f0', 1)).toBe(true);
    expect(s.position).not.toBe(start);
    expect(s.moveCount).toBe(1);
    expect(s.lastMove).toEqual({ from: 'c0', to: 'f0' });
    const now = s.position;
    expect(s.requestMove('f0', 'f1', 1)).toBe(false);
    expect(s.position).toBe(now);
    expect(s.notice).toMatchObject({
      kind: 'error',
      text: 'A card in a free cell moves only to a column or a foundation, never to another cell.',
    });
    expect(s.announcement).toBe(s.notice?.text);
    expect(s.requestMove('zz', 'c1', 1)).toBe(false);
  });

  test('explainIllegal: the rule that really stands in the way, looked for in the run or the column', () => {
    // Column 1: K♠ Q♥ J♣ under the J♦; column 2 tops with the Q♦, where the J♣ would go.
    const text = 'Foundations: H-T C-T D-T S-T\n: KS QH JC JD\n: KH QD\n: KD QS JH\n: KC QC JS';
    const p = board(text, { columns: 4, cells: 0 });
    const inRun = new GameSession({ start: p, explainWithin: 'run' });
    inRun.explainIllegal('c0', 'c1', 1, 'auto');
    // Within the run (the J♦ alone), the J♦ is what does not fit.
    expect(inRun.notice?.text).toBe(
      'The J♦ cannot go on the Q♦: it goes on a black Queen (build down, of the other colour).',
    );
    const inColumn = new GameSession({ start: p });
    inColumn.explainIllegal('c0', 'c1', 1, 'auto');
    // Down the column, the J♣ would fit: said after what the J♦ picked cannot do, in words.
    expect(inColumn.notice?.text).toBe(
      'The J♦ cannot go on the Q♦: it goes on a black Queen (build down, of the other colour). ' +
        'The J♣ under it would go on the Q♦, but the card on it is not in sequence with it, so they cannot move together.',
    );
  });

  test('a double click plays the best move from the pile, or says the card has none', () => {
    const s = session();
    // Deal 617: the Q♥ tops column 8 and goes onto the K♠ (column 2) before a free cell.
    expect(s.autoMove('c7')).toBe(true);
    expect(s.lastMove).toEqual({ from: 'c7', to: 'c1' });
    // The 10♥ fits nowhere: no 9♥ home yet, no black Jack on top, no cell, no empty column.
    const stuck = board('Foundations: H-8 C-K D-K S-Q\n: KS TH\n: 9H JH\n: QH\n: KH', {
      columns: 4,
      cells: 0,
    });
    const t = new GameSession({ start: stuck });
    expect(t.autoMove('c0')).toBe(false);
    expect(t.notice?.text).toBe('The 10♥ has no legal move.');
  });
});

describe('history and autoplay', () => {
  test('undo and redo walk the history; a new move drops the redo tail', () => {
    const s = session();
    const p0 = s.position;
    s.requestMove('c0', 'f0', 1);
    const p1 = s.position;
    s.requestMove('c1', 'f1', 1);
    s.undo();
    expect(s.position).toBe(p1);
    s.undo();
    expect(s.position).toBe(p0);
    expect(s.canUndo).toBe(false);
    expect(s.canRedo).toBe(true);
    s.redo();
    expect(s.position).toBe(p1);
    s.requestMove('c2', 'f1', 1);
    expect(s.canRedo).toBe(false);
    expect(s.history).toHaveLength(2);
    s.undoTo(0);
    expect(s.position).toBe(p0);
    expect(s.canRedo).toBe(true);
  });

  test('autoplay moves are recorded, said, and undone with the move that caused them', () => {
    const { start, move } = autoplayOpening();
    const s = new GameSession({ start, autoplay: true });
    s.requestMove(...key(move));
    const home = s.history.filter((e) => e.auto).length;
    expect(home).toBeGreaterThan(0);
    // Which cards: "… Ace of spades went home." (their names, not only how many).
    expect(s.announcement).toMatch(
      /\. (?:[A-Z0-9][a-z0-9]* of [a-z]+(?:, | and )?)+ went home\.$|\d+ cards went home: /,
    );
    expect(s.moved).toHaveLength(home + 1);
    const after = s.position;
    const n = s.cursor;
    s.undo();
    expect(s.cursor).toBe(0);
    s.redo();
    expect(s.position).toBe(after);
    expect(s.cursor).toBe(n);
    // The solution player's moves are played exactly: no autoplay after them.
    const t = new GameSession({ start, autoplay: true });
    t.play(move, 'solution');
    expect(t.history).toEqual([{ move, auto: false }]);
  });

  test('autoplay turned on plays the safe moves waiting at once', () => {
    // Deal 2 is dealt with the A♠ on top of column 1.
    const s = new GameSession({ start: dealt(2) });
    s.requestMove('c1', 'f0', 1);
    s.setAutoplay(true);
    const home = s.history.length - 1;
    expect(home).toBeGreaterThan(0);
    expect(s.history.map((e) => e.auto)).toEqual([false, ...Array<boolean>(home).fill(true)]);
    expect(s.announcement).toMatch(/^Autoplay on: (?:Ace|\d+ cards) .*went home/);
    expect(s.announcement).toContain('Ace of spades');
    s.setAutoplay(false);
    s.setAutoplay(true);
    expect(s.history).toHaveLength(home + 1);
    // The move counter is the player's: autoplay's cards went home by themselves.
    expect(s.moveCount).toBe(1);
  });

  test("the move count counts the player's moves, not what autoplay played at the deal", () => {
    const s = new GameSession({ start: dealt(2), autoplay: true });
    s.autoplayNow();
    expect(s.cursor).toBeGreaterThan(0);
    expect(s.moveCount).toBe(0);
    expect(s.canUndo).toBe(false);
  });

  test('reset starts again, with what autoplay plays at the deal, and says so', () => {
    const s = new GameSession({ start: dealt(2), autoplay: true });
    s.autoplayNow();
    const dealtHome = s.cursor;
    expect(dealtHome).toBeGreaterThan(0);
    s.requestMove('c1', 'f0', 1);
    s.reset('Deal 2 restarted.');
    expect(s.cursor).toBe(dealtHome);
    expect(s.canUndo).toBe(false);
    expect(s.announcement).toBe('Deal 2 restarted.');
  });

  test('restore puts a checked history back, silently; an illegal move leaves everything as it was', () => {
    const start = dealt(617);
    const moves = legalMoves(start).slice(0, 1);
    const first = moves[0] as Move;
    const next = legalMoves(applyMove(start, first))[0] as Move;
    const s = recorder({ start });
    expect(
      s.restore(
        [
          { move: first, auto: false },
          { move: next, auto: false },
        ],
        1,
      ),
    ).toBeNull();
    expect(s.cursor).toBe(1);
    expect(s.canRedo).toBe(true);
    expect(s.lastMove).toEqual({ from: pileKey(first.from), to: pileKey(first.to) });
    expect(s.causes).toEqual([]);
    expect(s.announcement).toBe('');
    const bad = new GameSession({ start });
    expect(bad.restore([{ move: { ...first, count: 9 }, auto: false }], 1)).toMatchObject({
      index: 0,
      error: { code: 'move/bad-count' },
    });
    expect(bad.cursor).toBe(0);
    expect(bad.history).toEqual([]);
  });
});

/** A session composed with a controller's hook: it records the changes it is told of, and says a sentence after each move. */
function recorder(options: { start: Position }): GameSession & { readonly causes: ChangeCause[] } {
  const causes: ChangeCause[] = [];
  const s: GameSession = new GameSession({
    ...options,
    onChange: (cause) => {
      causes.push(cause);
      if (cause === 'move') s.say('And then something.');
    },
  });
  return Object.assign(s, { causes });
}

describe('what the live region says', () => {
  test('a top card picked alone (a click) is said alone, with its run only where the run must go', async () => {
    // Column 2's J♥ alone fits the hearts foundation, the empty column 4 and a free cell; only the
    // Q♠ J♥ run fits the K♦ of column 3.
    const start = board('Foundations: H-T C-K D-Q S-J\n: KS QH\n: KH QS JH\n: KD\n:\n', { columns: 4 });
    const s = new GameSession<Requests>({ start });
    s.select({ pile: 'c1', count: 1, mode: 'prefer' });
    expect(s.announcement).toBe(
      'Jack of hearts picked up: it can go to the hearts foundation, column 4 or a free cell; with the cards under it, to column 3.',
    );
    await nextTurn();
    s.select(null);
    expect(s.announcement).toBe('Jack of hearts let go, still in column 2.');
    await nextTurn();
    // The keyboard's pick (auto) holds the whole run, K♥ Q♠ J♥.
    s.select({ pile: 'c1', count: 1, mode: 'auto' });
    expect(s.announcement).toBe(
      'King of hearts and 2 more cards picked up: they can go to column 4; fewer cards can go to the hearts foundation, column 3, column 4 or a free cell.',
    );
  });

  test('picks, moves, undo and redo', async () => {
    const s = session();
    // Deal 617: the Q♥ tops column 8 and goes on the K♠ (column 2), the K♣ (column 3) or into a free cell.
    s.select({ pile: 'c7', count: 1, mode: 'auto' });
    expect(s.announcement).toBe('Queen of hearts picked up: it can go to column 2, column 3 or a free cell.');
    await nextTurn();
    // Letting go is said as well.
    s.select(null);
    expect(s.announcement).toBe('Queen of hearts let go, still in column 8.');
    s.select({ pile: 'c7', count: 1, mode: 'auto' });
    await nextTurn();
    s.requestMove('c7', 'c2', 1);
    expect(s.announcement).toBe('Queen of hearts to column 3.');
    await nextTurn();
    s.undo();
    expect(s.announcement).toBe('Undone: Queen of hearts back to column 8.');
    await nextTurn();
    s.redo();
    expect(s.announcement).toBe('Redone: Queen of hearts to column 3.');
    await nextTurn();
    // A refused move and the pile the same tap picks are said together, the refusal first.
    s.requestMove('c5', 'c0', 1);
    s.select({ pile: 'c0', count: 1, mode: 'auto' });
    expect(s.announcement).toMatch(
      /^The 6♣ cannot go on the J♦: .+\. Jack of diamonds picked up: it can go to (column \d, )*(column \d or )?a free cell\.$/,
    );
    await nextTurn();
    // A refused tap on what cannot be picked lets go: the letting go follows the refusal.
    s.select({ pile: 'c5', count: 1, mode: 'auto' });
    await nextTurn();
    s.explainIllegal('c5', 'c0', 1, 'auto');
    s.select(null);
    expect(s.announcement).toMatch(/^The 6♣ cannot go on the J♦: .+\. .+ let go, still in column 6\.$/);
    await nextTurn();
    // The same words twice are said twice (varied invisibly).
    s.notify('info', 'Hello.');
    s.notify('info', 'Hello.');
    expect(s.announcement).toBe('Hello.\u00a0');
  });

  test('what a controller says after a move follows the move, in one announcement', () => {
    const s = recorder({ start: dealt(617) });
    s.requestMove('c7', 'c2', 1);
    expect(s.announcement).toBe('Queen of hearts to column 3. And then something.');
    s.undo();
    s.redo();
    s.undoTo(0);
    s.reset('Again.');
    expect(s.causes).toEqual(['move', 'undo', 'redo', 'jump', 'reset']);
  });

  test('the voice says a played move the way its app does', () => {
    const s = session({ voice: lessonMove });
    s.requestMove('c7', 'c2', 1);
    expect(s.announcement).toBe('The Q♥ onto the K♣ in column 3.');
  });

  test('notices: shown and said, dismissed by id', () => {
    const s = session();
    const id = s.notify('info', 'Welcome back.');
    const other = s.notify('hint', 'Think about the aces.', { speak: false });
    expect(s.announcement).toBe('Welcome back.');
    s.dismissNotice(id);
    expect(s.notice?.id).toBe(other);
    s.dismissNotice();
    expect(s.notice).toBeNull();
  });
});

type Requests = {
  analyze: { request: { moves: number }; answer: string };
  solve: { request: null; answer: string };
};

/** An engine the test answers by hand. */
function handEngine() {
  const pending: { kind: string; resolve: (a: string) => void; reject: (e: unknown) => void }[] = [];
  let disposed = false;
  const client: EngineClient<Requests> = {
    request: (kind) => new Promise((resolve, reject) => pending.push({ kind, resolve, reject })),
    cancel: () => {},
    wake: () => {},
    dispose: () => {
      disposed = true;
    },
  };
  return { client, pending, isDisposed: () => disposed };
}

describe('asking the engine', () => {
  test('an answer for the position asked about; stale once it has moved on', async () => {
    const e = handEngine();
    const s = session({ engine: e.client });
    const a = s.ask('analyze', { moves: 0 });
    e.pending[0]!.resolve('winnable');
    await expect(a).resolves.toEqual({ status: 'answered', answer: 'winnable' });
    const b = s.ask('analyze', { moves: 0 });
    s.requestMove('c7', 'c2', 1);
    e.pending[1]!.resolve('old news');
    await expect(b).resolves.toEqual({ status: 'stale' });
  });

  test('a cached request is shared per position; failures and supersessions are told apart', async () => {
    const e = handEngine();
    const s = session({ engine: e.client });
    const a = s.ask('analyze', { moves: 0 }, { cache: true });
    expect(s.ask('analyze', { moves: 0 }, { cache: true })).toBe(a);
    expect(e.pending).toHaveLength(1);
    e.pending[0]!.reject(new Error('the engine stopped'));
    await expect(a).resolves.toMatchObject({ status: 'failed', error: { message: 'the engine stopped' } });
    s.requestMove('c7', 'c2', 1);
    const b = s.ask('analyze', { moves: 1 }, { cache: true });
    expect(b).not.toBe(a);
    e.pending[1]!.reject(new SupersededError());
    await expect(b).resolves.toEqual({ status: 'stale' });
  });

  test('a hint lasts until the next change; dispose drops late answers and ends the engine', async () => {
    const e = handEngine();
    const s = session({ engine: e.client });
    s.showHint({ move: legalMoves(s.position)[0]!, sentence: 's', reason: 'r', highlight: { cards: [1] } });
    expect(s.highlight).toEqual({ cards: [1] });
    s.requestMove('c7', 'c2', 1);
    expect(s.hint).toBeNull();
    const late = s.ask('solve', null);
    s.dispose();
    expect(e.isDisposed()).toBe(true);
    e.pending[0]!.resolve('solved');
    await expect(late).resolves.toEqual({ status: 'stale' });
    await expect(session().ask('solve', null)).resolves.toEqual({ status: 'stale' });
  });

  test('the snapshot the engine is sent: rules, the start as board text, every move', () => {
    const s = session();
    s.requestMove('c7', 'c2', 1);
    const snap = s.snapshot();
    expect(snap.rules).toBe(FREECELL_RULES);
    expect(snap.start).toMatch(/^: /m);
    expect(snap.moves).toEqual(s.moves);
    expect(structuredClone(snap)).toEqual(snap);
  });
});

describe('boxes', () => {
  test('every piece of state lives in a box the app gives (a framework watches them)', () => {
    const sets: unknown[] = [];
    const box: BoxFactory = <T>(initial: T): Box<T> => {
      let v = initial;
      return {
        get: () => v,
        set: (x) => {
          sets.push(x);
          v = x;
        },
      };
    };
    const s = session({ box });
    s.requestMove('c7', 'c2', 1);
    expect(sets).toContain(s.position);
    expect(sets).toContain(s.announcement);
  });
});
