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

describe('one voice for the cards', () => {
  test('a pick, a move, an undo and a redo name the cards as the lessons write them: "the Q♥", never "Queen of hearts"', async () => {
    const c = controller('freecell', 'in-order');
    const said: string[] = [];
    const next = () => new Promise((r) => setTimeout(r, 0));
    c.select({ pile: 'c0', count: 1, mode: 'auto' });
    said.push(c.announcement);
    await next();
    c.select(null);
    said.push(c.announcement);
    await next();
    c.requestMove('c0', 'f0', 1);
    said.push(c.announcement);
    await next();
    c.undo();
    said.push(c.announcement);
    await next();
    c.redo();
    said.push(c.announcement);
    expect(said[0]).toMatch(/^The K♠ picked up: it can go to /);
    expect(said[1]).toBe('The K♠ let go, still in column 1.');
    expect(said[2]).toBe('The K♠ to free cell 1.');
    expect(said[3]).toBe('Undone: the K♠ back to column 1.');
    expect(said[4]).toBe('Redone: the K♠ to free cell 1.');
    for (const s of said) expect(s).not.toMatch(/ of (clubs|diamonds|hearts|spades)/);
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

/** The hint on the board now (a function: the linter would narrow `c.hint` across awaits). */
const hintOf = (c: StepController) => c.hint;

describe('hints: the move named and marked, then shown', () => {
  test('the first press names the move in words with the written nudge, and marks it; the second shows it', async () => {
    const c = controller('freecell', 'build-a-run', { engine: true });
    await c.requestHint();
    expect(c.hinted).toBe(true);
    expect(c.feedback?.kind).toBe('hint');
    expect(c.feedback?.text).toMatch(/^Move the /);
    expect(c.feedback?.text).toContain(step('freecell', 'build-a-run').nudge);
    // Marked on the board: its cards and where they go.
    expect(c.highlight?.cards.length).toBeGreaterThan(0);
    expect(c.highlight?.to).toBeDefined();
    expect(c.demos).toBe(0);
    await c.requestHint();
    expect(c.demos).toBe(1);
    expect(c.shown).toBe(1);
    const h = c.hint;
    if (!h) throw new Error('no hint');
    // Playing the marked move clears the hint.
    expect(c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count)).toBe(true);
    expect(c.hint).toBeNull();
  });

  test('away from the start, the hint names the move and gives its reason from the line', async () => {
    const c = controller('freecell', 'build-a-run', { engine: true });
    // The J♥ (top of column 2) parked first: the hint takes it from there.
    expect(c.requestMove('c1', 'f0', 1)).toBe(true);
    await c.requestHint();
    expect(c.feedback?.text).toMatch(/^Move the J♥ from free cell 1 onto the Q♠ in column 1: /);
    expect(c.feedback?.text).not.toMatch(/Think about/);
    expect(c.highlight).not.toBeNull();
  });

  test('FreeCell "Cards that go home by themselves": after a move of the learner\'s own, the hint says the move, not only its reason', async () => {
    const c = controller('freecell', 'autoplay', { engine: true });
    // The 9♦ home, as the lesson says: the hint names the 9♥ and where it goes.
    expect(c.requestMove('c0', 'h1', 1)).toBe(true);
    await settle();
    await c.requestHint();
    const text = c.feedback?.text ?? '';
    expect(text).toMatch(/^Move the 9♥ from column 1 onto the 10♠ in column 2/);
    expect(text).not.toMatch(/moves \d+ moves later/);
    // The 10♠ home instead (what the lesson warns against): the goal is gone, and the hint says so.
    const d = controller('freecell', 'autoplay', { engine: true });
    expect(d.requestMove('c1', 'h3', 1)).toBe(true);
    await settle();
    await d.requestHint();
    expect(d.feedback?.text).toMatch(/can no longer be reached/);
  });

  test('following the hints completes a step; the first hint is free', async () => {
    const c = controller('challenge', 'then-the-two', { engine: true });
    for (let i = 0; i < 10 && c.phase !== 'solved'; i++) {
      await c.requestHint();
      const h = c.hint;
      if (!h) throw new Error(`no hint: ${c.feedback?.text ?? ''}`);
      c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count);
    }
    expect(c.phase).toBe('solved');
    // Every move was named by a hint: one star, the first hint free.
    expect(c.shown).toBe(c.moveCount);
    expect(c.stars).toBe(c.shown - 1 >= (c.par ?? 0) ? 1 : 2);
    expect(c.feedback?.text).toMatch(/with every move shown by the hints\. \d stars?!/);
  });

  test('stars: the first hint is free, a second position hinted costs a star; Show the move costs nothing more', async () => {
    const store = memoryStore();
    const c = controller('freecell', 'every-suit', { store, engine: true });
    await c.requestHint(); // the move, named: free
    await c.requestHint(); // shown: nothing more
    expect(c.shown).toBe(1);
    const h = c.hint;
    if (!h) throw new Error('no move shown');
    expect(c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count)).toBe(true);
    await c.requestHint(); // a second position: a move shown
    expect(c.shown).toBe(2);
    const h2 = hintOf(c);
    if (!h2) throw new Error('no move shown');
    expect(c.requestMove(h2.highlight.from ?? '', h2.highlight.to ?? '', h2.move.count)).toBe(true);
    const solved = (): boolean => c.phase === 'solved';
    for (let i = 0; i < 4 && !solved(); i++)
      for (const from of ['c0', 'c1'])
        for (const to of ['h0', 'h1', 'h2', 'h3']) if (!solved()) c.requestMove(from, to, 1);
    expect(c.phase).toBe('solved');
    expect(c.moveCount).toBe(4);
    expect(c.stars).toBe(2);
    expect(loadProgress(store).progress.steps['freecell/every-suit']).toEqual({ stars: 2, moves: 4 });
    c.retry();
    expect(c.shown).toBe(0);
  });

  test('one hint only, the first: still three stars', async () => {
    const c = controller('freecell', 'in-order', { engine: true });
    await c.requestHint();
    const h = c.hint;
    if (!h) throw new Error('no move shown');
    c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count);
    const solved = (): boolean => c.phase === 'solved';
    if (c.position.columns[0]?.length === 2) c.requestMove('c0', 'f0', 1);
    for (let i = 0; i < 4 && !solved(); i++)
      for (const from of ['c1', 'c0', 'f0', 'f1', 'c2', 'c3']) if (!solved()) c.requestMove(from, 'h3', 1);
    expect(c.phase).toBe('solved');
    expect(c.stars).toBe(3);
  });

  test('a step without a written nudge: the move and the reason from the line', async () => {
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
    expect(c.feedback?.text).toMatch(/^Move the .+: (it|that) /);
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
    // In par, but the attempt went into a dead end first: it counts.
    expect(c.stars).toBe(1);
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
