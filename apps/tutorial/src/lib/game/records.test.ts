/**
 * What a lesson step keeps and claims, checked through its controller: mistakes into the review
 * list, progress that cannot be written, the proof of deal 11982, and the claims the steps make.
 */
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { COURSES, courseSteps } from '../lessons/index.ts';
import type { ProofStep } from '../lessons/types.ts';
import { loadReview } from '../practice/review.ts';
import { loadProgress } from '../progress.ts';
import { memoryStore } from '@cascade/play/storage';
import { StepController } from './controller.svelte.ts';
import { ProofController } from './proof.svelte.ts';
import { controller, localEngine, settle, step } from './controller-fixture.ts';

/** "A foundation for each suit"'s par line: the K♣, the K♠, the Q♥, the K♥ home (foundations ♣ ♦ ♥ ♠). */
const PAR_LINE = [
  ['c0', 'h0'],
  ['c1', 'h3'],
  ['c1', 'h2'],
  ['c0', 'h2'],
] as const;
describe('lesson mistakes go into the review list', () => {
  test('a move after which the goal cannot be reached is kept, with the move and why', async () => {
    const store = memoryStore();
    const c = new StepController({
      step: step('freecell', 'build-a-run'),
      rules: getVariant('freecell').rules,
      par: step('freecell', 'build-a-run').par,
      engine: localEngine(),
      store,
      courseId: 'freecell',
      now: () => 5_000,
    });
    c.requestMove('c1', 'h2', 1); // the J♥ home: the run can never be built
    await settle();
    expect(c.phase).toBe('stuck');
    const items = loadReview(store).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'step',
      course: 'freecell',
      step: 'build-a-run',
      why: 'After it the goal could no longer be reached.',
      due: 5_000 + 10 * 60_000,
    });
    expect(items[0]?.given).toMatch(/J♥/);
  });
});

describe('every wrong move counts, and is kept for review', () => {
  test('"Into an empty column": the 10♥ home is a dead end, said at once, kept for review; Hint says so too', async () => {
    const store = memoryStore();
    const c = controller('freecell', 'into-an-empty-column', { engine: true, store });
    // Both red 10s home: the run K♠ Q♥ J♣ 10♥ can never be made.
    expect(c.requestMove('c0', 'h2', 1)).toBe(true);
    await settle();
    expect(c.phase).toBe('stuck');
    expect(c.feedback?.kind).toBe('lost');
    expect(c.feedback?.text).toMatch(/^The goal can no longer be reached from here/);
    const items = loadReview(store).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'step', step: 'into-an-empty-column', cost: 'goal' });
    expect(items[0]?.given).toBe('The 10♥ home');
    await c.requestHint();
    expect(c.feedback?.text).not.toMatch(/ran out of room/);
    expect(c.feedback?.text).toMatch(/can no longer be reached/);
  });

  test('a move that loses the par costs a star even once undone, and goes into review with why', async () => {
    const store = memoryStore();
    const c = controller('freecell', 'every-suit', { engine: true, store });
    // The K♠ into a free cell: it has to come out again, so the goal is 4 moves away, 5 in all (par 4).
    c.requestMove('c1', 'f0', 1);
    await settle();
    expect(c.mistake).toBe('star');
    expect(c.feedback?.text).toMatch(/^That move costs a star/);
    const items = loadReview(store).items;
    expect(items[0]).toMatchObject({ kind: 'step', step: 'every-suit', cost: 'star' });
    expect(items[0]?.given).toMatch(/K♠/);
    expect(items[0]?.why).toMatch(/par of 4/);
    c.undo();
    await settle();
    // Then the par line: 4 moves, but the attempt made a wrong move.
    for (const [f, t] of PAR_LINE) expect(c.requestMove(f, t, 1)).toBe(true);
    expect(c.moveCount).toBe(4);
    expect(c.phase).toBe('solved');
    expect(c.stars).toBe(2);
    expect(c.feedback?.text).toMatch(/lost the par: at most 2 stars/);
    // Retry is a new attempt.
    c.retry();
    expect(c.mistake).toBeNull();
  });

  test('a dead end undone caps the stars at one', async () => {
    const c = controller('freecell', 'build-a-run', { engine: true });
    c.requestMove('c1', 'h2', 1); // the J♥ home: the run can never be built
    await settle();
    expect(c.mistake).toBe('goal');
    c.undo();
    await settle();
    for (let i = 0; i < 10 && c.phase !== 'solved'; i++) {
      await c.requestHint();
      const h = c.hint;
      if (!h) throw new Error(c.feedback?.text ?? 'no hint');
      c.requestMove(h.highlight.from ?? '', h.highlight.to ?? '', h.move.count);
    }
    expect(c.phase).toBe('solved');
    expect(c.stars).toBe(1);
  });

  test('the attempt survives a reload: its moves, its hints and its wrong move', async () => {
    const store = memoryStore();
    const c = controller('freecell', 'every-suit', { engine: true, store });
    c.requestMove('c1', 'f0', 1);
    await settle();
    expect(c.mistake).toBe('star');
    c.dispose();
    const again = controller('freecell', 'every-suit', { engine: true, store });
    expect(again.moveCount).toBe(1);
    expect(again.mistake).toBe('star');
    again.undo();
    for (const [f, t] of PAR_LINE) again.requestMove(f, t, 1);
    expect(again.phase).toBe('solved');
    expect(again.stars).toBe(2);
    // Solved: the next visit starts afresh.
    expect(controller('freecell', 'every-suit', { store }).moveCount).toBe(0);
  });
});

describe('the proof of deal 11982', () => {
  test('runs in the engine, says how many positions, and is saved as done', async () => {
    const store = memoryStore();
    const s = courseSteps(COURSES.find((c) => c.id === 'strategy')!).find(
      (x) => x.kind === 'proof',
    ) as ProofStep;
    const p = new ProofController({
      step: s,
      rules: getVariant('freecell').rules,
      engine: localEngine(),
      store,
      courseId: 'strategy',
    });
    expect(p.layout.columns.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    const run = p.prove();
    expect(p.state.status).toBe('proving');
    await run;
    expect(p.state.status).toBe('done');
    expect(p.announcement).toMatch(
      /^Proven: deal 11982 cannot be won\. The solver visited all [\d,]+ positions/,
    );
    // Done, but no stars for pressing a button.
    expect(loadProgress(store).progress.steps['strategy/deal-11982']).toEqual({ stars: 0, moves: 0 });
  });
});

describe('progress that cannot be written', () => {
  test('a step is solved all the same when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const c = new StepController({
      step: step('freecell', 'send-home'),
      rules: getVariant('freecell').rules,
      par: 1,
      store: broken,
      courseId: 'freecell',
    });
    expect(c.requestMove('c0', 'h3', 1)).toBe(true);
    expect(c.phase).toBe('solved');
  });
});

describe('claims the steps make, checked by the engine', () => {
  test('FreeCell "Only the top card moves": the covered K♥ has no move, and its refusal speaks of the top card', () => {
    const c = controller('freecell', 'top-card');
    // The K♥ with the card on it cannot go home: said without runs, which come later.
    expect(c.requestMove('c0', 'h2', 2)).toBe(false);
    expect(c.feedback?.text).toMatch(/only the top card can go there/i);
    expect(c.feedback?.text).not.toMatch(/\brun\b/);
    // Stuck indeed: no legal move lifts it (it is no run with the Q♦).
    expect([...(c.targets.get('c0') ?? [])].every((t) => t.count === 1)).toBe(true);
  });

  test('Ephemeral "In and straight out": the card parked must leave on the very next move', () => {
    const c = controller('ephemeral', 'in-and-out');
    expect(c.requestMove('c0', 'f0', 1)).toBe(true);
    // The J♥ is uncovered, but the Q♠ must leave its cell first.
    expect(c.requestMove('c0', 'h2', 1)).toBe(false);
    expect(c.feedback?.text).toMatch(/must leave it now/);
    expect(c.requestMove('f0', 'c1', 1)).toBe(true);
    expect(c.requestMove('c0', 'h2', 1)).toBe(true);
    expect(c.phase).toBe('solved');
    expect(c.stars).toBe(3);
  });
});
