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

describe('lesson mistakes go into the review list (issue 16)', () => {
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
    // Done, but no stars for pressing a button (issue 16, point 8).
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

describe('issue 16: claims the steps make, checked by the engine', () => {
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
