/**
 * The controller without a DOM (chessground's headless idea): moves checked by core, the rule
 * named when a move is illegal, legal targets limited to the step, hints, stars, losses. What it
 * keeps (the review list, progress, the proof) and the steps' claims: records.test.ts.
 */
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import type { PlayStep } from '../lessons/types.ts';
import { loadProgress } from '../progress.ts';
import { loadReview } from '../practice/review.ts';
import { memoryStore } from '@cascade/play/storage';
import { StepController } from './controller.svelte.ts';
import { goalMarks, targetPileKey } from './goals.ts';
import { limitView } from './limit.ts';
import { controller, localEngine, settle, step } from './controller-fixture.ts';

describe('moves are checked by the engine', () => {
  test('an illegal move is answered with the rule it breaks, and the position does not change', () => {
    const c = controller('freecell', 'red-on-black');
    const before = c.position;
    // The 9♠ (column 3) onto the 10♣ (column 1): wrong colour.
    expect(c.requestMove('c2', 'c0', 1)).toBe(false);
    expect(c.position).toBe(before);
    expect(c.moveCount).toBe(0);
    expect(c.feedback?.kind).toBe('error');
    expect(c.feedback?.text).toBe(
      'The 9♠ cannot go on the 10♣: it goes on a red 10 (build down, of the other colour).',
    );
    expect(c.announcement).toBe(c.feedback?.text);
  });

  test('the board hears why too, when it finds no target (explainIllegal)', () => {
    const c = controller('freecell', 'red-on-black');
    c.explainIllegal('c2', 'c0', 1, 'auto');
    expect(c.feedback?.text).toMatch(/^The 9♠ cannot go on the 10♣/);
    c.explainIllegal('c1', 'h1', 1, 'auto');
    expect(c.feedback?.text).toBe('The 9♦ cannot go home yet: the diamonds foundation needs the 8♦ next.');
  });

  test('a legal move the step does not allow is refused with the step’s reason', () => {
    const c = controller('freecell', 'park');
    // The K♠ into an empty column: legal in FreeCell, but this step is about free cells.
    expect(c.requestMove('c0', 'c3', 1)).toBe(false);
    expect(c.feedback?.text).toMatch(/free cells/);
    expect(c.moveCount).toBe(0);
    // The board is only offered the allowed moves.
    const targets = [...c.targets].flatMap(([from, ts]) => ts.map((t) => `${from}>${t.to}`));
    expect(targets.some((t) => t.endsWith('>c3'))).toBe(false);
    expect(targets).toContain('c0>f0');
  });

  test('the Ephemeral immediate loss: a card that cannot leave its free cell', () => {
    const c = controller('ephemeral', 'immediate-loss');
    expect(c.requestMove('c0', 'f0', 1)).toBe(true);
    expect(c.phase).toBe('lost');
    expect(c.feedback?.text).toMatch(/^Lost at once: the Q♣ went into a free cell/);
    expect(c.targets.size).toBe(0);
    c.undo();
    expect(c.phase).toBe('playing');
    expect(c.moveCount).toBe(0);
  });

  test('a dead end: no legal move left', () => {
    const c = controller('freecell', 'dead-end');
    // The 10♠ of column 2 into the last cell uncovers the 9♣, which has nowhere to go.
    expect(c.requestMove('c1', 'f3', 1)).toBe(true);
    expect(c.phase).toBe('lost');
    expect(c.feedback?.text).toMatch(/No legal move is left/);
  });
});

describe('goals and stars', () => {
  test('reaching the goal at par gives 3 stars, and the result is saved', () => {
    const store = memoryStore();
    const c = controller('freecell', 'every-suit', { store });
    expect(c.goalText).toBe('Put every card on the foundations.');
    c.requestMove('c0', 'h0', 1); // K♣ home
    c.requestMove('c1', 'h3', 1); // K♠ home
    c.requestMove('c1', 'h2', 1); // Q♥ home
    expect(c.phase).toBe('playing');
    c.requestMove('c0', 'h2', 1); // K♥ home
    expect(c.phase).toBe('solved');
    expect(c.stars).toBe(3);
    expect(c.feedback?.kind).toBe('success');
    expect(c.targets.size).toBe(0);
    const saved = loadProgress(store);
    expect(saved.problem).toBeNull();
    expect(saved.progress.steps['freecell/every-suit']).toEqual({ stars: 3, moves: 4 });
  });

  test('more moves than par: 2 stars within two, 1 beyond; the best result is kept', () => {
    const store = memoryStore();
    // Detours: the K♠ hops between a cell and the empty columns (each hop is a move).
    const c2 = controller('freecell', 'every-suit', { store });
    c2.requestMove('c1', 'f0', 1);
    c2.requestMove('f0', 'f1', 1); // illegal: cell to cell (not counted)
    expect(c2.feedback?.text).toMatch(/never to another cell/);
    c2.requestMove('f0', 'c3', 1);
    c2.requestMove('c3', 'h3', 1);
    c2.requestMove('c0', 'h0', 1);
    c2.requestMove('c1', 'h2', 1);
    c2.requestMove('c0', 'h2', 1);
    expect(c2.moveCount).toBe(6);
    expect(c2.stars).toBe(2);
    const c1 = controller('freecell', 'every-suit', { store });
    for (const [f, t] of [
      ['c1', 'f0'],
      ['f0', 'c3'],
      ['c3', 'f1'],
      ['f1', 'c4'],
      ['c4', 'h3'],
      ['c0', 'h0'],
      ['c1', 'h2'],
      ['c0', 'h2'],
    ] as const)
      c1.requestMove(f, t, 1);
    expect(c1.moveCount).toBe(8);
    expect(c1.stars).toBe(1);
    expect(loadProgress(store).progress.steps['freecell/every-suit']).toEqual({ stars: 2, moves: 6 });
  });

  test('undo takes a move back; retry starts again', () => {
    const c = controller('freecell', 'top-card');
    c.requestMove('c0', 'h1', 1);
    expect(c.moveCount).toBe(1);
    c.undo();
    expect(c.moveCount).toBe(0);
    expect(c.position).toBe(c.start);
    c.requestMove('c0', 'h1', 1);
    c.retry();
    expect(c.position).toBe(c.start);
    expect(c.phase).toBe('playing');
  });

  test('a run goal is said the same way whichever way runs are built', () => {
    expect(controller('freecell', 'run-limit').goalText).toBe(
      'Get a run of 4 cards, led by the J♥, into column 1.',
    );
    expect(controller('inverted', 'smaller-limit').goalText).toBe(
      'Get a run of 3 cards, led by the 2♠, into column 2.',
    );
  });

  test('the goal is marked on the board: its card and its pile', () => {
    const c = controller('freecell', 'send-home');
    expect(c.marks.piles).toEqual(['h3']);
    expect(c.marks.cards).toHaveLength(1);
    expect(goalMarks({ kind: 'empty-column', column: 2 }).piles).toEqual(['c2']);
    expect(targetPileKey('3')).toBe('c2');
    expect(targetPileKey('0')).toBe('c9');
    expect(targetPileKey('b')).toBe('f1');
    expect(targetPileKey('h♥')).toBe('h2');
  });
});

describe('the run limit, live', () => {
  test('it grows as free cells and columns empty', () => {
    const c = controller('freecell', 'run-limit');
    expect(limitView(c.position)).toMatchObject({
      freeCells: 1,
      emptyColumns: 0,
      onto: 2,
      formula: '(1 + 1) × 2^0 = 2',
    });
    // The J♠ (column 7) onto the Q♦ (column 5) empties column 7.
    expect(c.requestMove('c6', 'c4', 1)).toBe(true);
    expect(c.limit).toMatchObject({ emptyColumns: 1, onto: 4, intoEmpty: 2, formula: '(1 + 1) × 2^1 = 4' });
    expect(c.requestMove('c1', 'c0', 4)).toBe(true);
    expect(c.phase).toBe('solved');
  });

  test('Inverted: free cells + 1, empty columns do not count', () => {
    const c = controller('inverted', 'smaller-limit');
    expect(c.limit).toMatchObject({ rule: 'cells-plus-one', onto: 2, formula: '1 + 1 = 2' });
    expect(c.requestMove('c0', 'c1', 3)).toBe(false);
    expect(c.feedback?.text).toMatch(/at most 2 can move now, free cells \+ 1/);
  });
});

describe('hints: first a nudge, then the move', () => {
  test('the first press gives the nudge in words, the second highlights the move', async () => {
    const c = controller('freecell', 'build-a-run', { engine: true });
    await c.requestHint();
    expect(c.nudged).toBe(true);
    expect(c.feedback).toMatchObject({ kind: 'hint', text: step('freecell', 'build-a-run').nudge });
    expect(c.highlight).toBeNull();
    await c.requestHint();
    expect(c.highlight).not.toBeNull();
    expect(c.feedback?.text).toMatch(/^Move the /);
    const h = c.hint;
    expect(h).not.toBeNull();
    if (!h) return;
    // Playing the highlighted move clears the hint.
    expect(c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count)).toBe(true);
    expect(c.hint).toBeNull();
  });

  test('after a move, Hint nudges again before it shows the move; the written nudge is for the start', async () => {
    const c = controller('freecell', 'build-a-run', { engine: true });
    await c.requestHint();
    expect(c.feedback?.text).toBe(step('freecell', 'build-a-run').nudge);
    // The written plan stays up after a move of the learner's own: the J♥ (column 2) into a cell.
    expect(c.requestMove('c1', 'f0', 1)).toBe(true);
    expect(c.feedback?.text).toBe(step('freecell', 'build-a-run').nudge);
    expect(c.nudged).toBe(false);
    await c.requestHint();
    expect(c.nudged).toBe(true);
    expect(c.highlight).toBeNull();
    expect(c.feedback?.kind).toBe('hint');
    expect(c.feedback?.text).toMatch(/^Think about this move: it /);
    await c.requestHint();
    expect(c.highlight).not.toBeNull();
    expect(c.feedback?.text).toMatch(/^Move the J♥ /);
    // The shown move is answered by playing it: its sentence goes.
    const h = c.hint;
    if (!h) throw new Error('no hint');
    c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count);
    expect(c.feedback).toBeNull();
    // Back at the start, the written nudge again.
    c.undo();
    c.undo();
    expect(c.moveCount).toBe(0);
    await c.requestHint();
    expect(c.feedback?.text).toBe(step('freecell', 'build-a-run').nudge);
  });

  test('a written nudge is not given away from the start, where it may no longer fit', async () => {
    // Ephemeral "Only Kings": the nudge says to move the K♠ and the Q♥ together; once they have moved
    // and the Q♥ sits in a cell, that advice is wrong.
    const c = controller('ephemeral', 'kings-only', { engine: true });
    expect(c.requestMove('c0', 'c3', 2)).toBe(true);
    expect(c.requestMove('c3', 'f0', 1)).toBe(true);
    await c.requestHint();
    expect(c.feedback?.text).not.toBe(step('ephemeral', 'kings-only').nudge);
    expect(c.feedback?.kind).toBe('hint');
  });

  test('following the hints completes a step', async () => {
    const c = controller('challenge', 'then-the-two', { engine: true });
    for (let i = 0; i < 10 && c.phase !== 'solved'; i++) {
      await c.requestHint();
      if (!c.hint) await c.requestHint();
      const h = c.hint;
      if (!h) throw new Error(`no hint: ${c.feedback?.text ?? ''}`);
      c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count);
    }
    expect(c.phase).toBe('solved');
    // Every move was shown: one star, not "Perfect!" (issue 16, point 8).
    expect(c.shown).toBe(c.moveCount);
    expect(c.stars).toBe(1);
    expect(c.feedback?.text).toMatch(/the fewest possible, with every move shown by the hints\. 1 star!/);
  });

  test('a move shown, undone and shown again: the win says every move was shown, not more moves than played', async () => {
    const c = controller('challenge', 'then-the-two', { engine: true });
    const playShown = async () => {
      await c.requestHint();
      if (!c.hint) await c.requestHint();
      const h = c.hint;
      if (!h) throw new Error(`no hint: ${c.feedback?.text ?? ''}`);
      c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count);
    };
    await playShown();
    c.undo();
    for (let i = 0; i < 10 && c.phase !== 'solved'; i++) await playShown();
    expect(c.phase).toBe('solved');
    expect(c.shown).toBe(c.moveCount + 1);
    expect(c.feedback?.text).toMatch(/with every move shown by the hints\. 1 star!/);
  });

  test('stars count the moves the hints showed: one shown, two stars; the nudge in words costs nothing', async () => {
    const store = memoryStore();
    const c = controller('freecell', 'every-suit', { store, engine: true });
    await c.requestHint(); // the nudge, in words
    expect(c.hint).toBeNull();
    expect(c.shown).toBe(0);
    await c.requestHint(); // the move
    await c.requestHint(); // shown again on the same position: counted once
    expect(c.shown).toBe(1);
    const h = c.hint;
    if (!h) throw new Error('no move shown');
    expect(c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count)).toBe(true);
    // The rest by hand: each top card home in turn (a move that does not fit is refused, not counted).
    const solved = (): boolean => c.phase === 'solved';
    for (let i = 0; i < 4 && !solved(); i++)
      for (const from of ['c0', 'c1'])
        for (const to of ['h0', 'h1', 'h2', 'h3']) if (!solved()) c.requestMove(from, to, 1);
    expect(c.phase).toBe('solved');
    expect(c.moveCount).toBe(4);
    expect(c.stars).toBe(2);
    expect(c.feedback?.text).toMatch(/with 1 move shown by the hints\. 2 stars!/);
    expect(loadProgress(store).progress.steps['freecell/every-suit']).toEqual({ stars: 2, moves: 4 });
    // Retry starts the count again.
    c.retry();
    expect(c.shown).toBe(0);
  });

  test('a step without a written nudge gets one from the hint’s reason', async () => {
    const s: PlayStep = { ...step('freecell', 'top-card') };
    delete (s as { nudge?: string }).nudge;
    const c = new StepController({
      step: s,
      rules: getVariant('freecell').rules,
      par: s.par,
      engine: localEngine(),
    });
    await c.requestHint();
    expect(c.feedback?.kind).toBe('hint');
    expect(c.feedback?.text).toMatch(/^Think about this move: it /);
  });

  test('when the goal can no longer be reached, the learner is told', async () => {
    const c = controller('freecell', 'build-a-run', { engine: true });
    // The J♥ goes home, and the run can never be built.
    c.requestMove('c1', 'h2', 1);
    await settle();
    expect(c.phase).toBe('stuck');
    expect(c.feedback?.text).toMatch(/can no longer be reached/);
    c.undo();
    await settle();
    expect(c.phase).toBe('playing');
  });

  test('lost with moves left: the 10♦ home loses the 8♥, and the learner is told which moves still go on', async () => {
    const store = memoryStore();
    const c = controller('strategy', 'lost-with-moves-left', { engine: true, store });
    // Three moves are open; the 10♦ home (the tempting one) leaves the 9♣ nowhere to go.
    expect(c.legalMoves).toHaveLength(3);
    expect(c.requestMove('c1', 'h1', 1)).toBe(true);
    await settle();
    expect(c.phase).toBe('stuck');
    expect(c.feedback?.text).toBe(
      'The goal can no longer be reached from here, though the game goes on (1 move is still open: the 9♥ onto the 10♣ in column 4). Take a move back, or retry.',
    );
    // The game does go on: the 9♥ back and forth, still lost, and the review keeps the move that lost.
    expect(c.requestMove('c2', 'c3', 1)).toBe(true);
    await settle();
    expect(c.phase).toBe('stuck');
    expect(c.feedback?.text).toMatch(/\(1 move is still open: the 9♥ onto the 10♠ in column 3\)/);
    expect(loadReview(store).items.map((i) => i.given)).toEqual(['The 10♦ home']);
    c.undo();
    c.undo();
    await settle();
    expect(c.phase).toBe('playing');
    // The 9♣ onto the 10♦ keeps it, and the 8♥ goes home in the par.
    expect(c.requestMove('c0', 'c1', 1)).toBe(true);
    expect(c.requestMove('c0', 'h2', 1)).toBe(true);
    expect(c.phase).toBe('solved');
    expect(c.stars).toBe(3);
  });

  test('a whole board: the 10♠ sent home, the move that looks best, loses the game at once', async () => {
    const c = controller('strategy', 'plan-a-whole-board', { engine: true });
    expect(c.requestMove('c7', 'h3', 1)).toBe(true);
    await settle();
    expect(c.phase).toBe('lost');
    expect(c.feedback?.text).toBe('No legal move is left: the game is lost. Take the move back, or retry.');
    c.undo();
    await settle();
    expect(c.phase).toBe('playing');
  });
});
