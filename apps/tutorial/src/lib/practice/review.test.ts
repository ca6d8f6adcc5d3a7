import { memoryStore } from '@cascade/play/storage';
import { describe, expect, test } from 'vitest';
import {
  dueItems,
  loadReview,
  nextDue,
  recordMiss,
  recordReviewed,
  recordStepMistake,
  recordStepReviewed,
  stepItemKey,
  REVIEW_KEY,
  REVIEW_WAITS,
  saveReview,
} from './review.ts';
import { freshScore, loadScore, PRACTICE_KEY, recordDrill } from './score.ts';

const miss = { kind: 'limit' as const, seed: 5, given: '3', expected: '4', why: 'because' };
const T = 1_000_000;

describe('review', () => {
  test('a miss is due ten minutes later; each right answer waits longer; after the last box it is learned', () => {
    let items = recordMiss([], miss, T);
    expect(dueItems(items, T + REVIEW_WAITS[0] - 1)).toEqual([]);
    expect(nextDue(items, T)).toBe(T + REVIEW_WAITS[0]);
    let now = T + REVIEW_WAITS[0];
    expect(dueItems(items, now)).toHaveLength(1);
    for (let box = 1; box < REVIEW_WAITS.length; box++) {
      items = recordReviewed(items, 'limit:5', now);
      expect(items[0]?.box).toBe(box);
      expect(items[0]?.due).toBe(now + (REVIEW_WAITS[box] as number));
      now = items[0]?.due ?? 0;
    }
    expect(recordReviewed(items, 'limit:5', now)).toEqual([]);
  });

  test('a miss in review starts it over, keeping when it was first missed', () => {
    const first = recordMiss([], miss, T);
    const later = recordMiss(recordReviewed(first, 'limit:5', T + 1), { ...miss, given: '8' }, T + 99);
    expect(later).toHaveLength(1);
    expect(later[0]).toMatchObject({ box: 0, given: '8', added: T, due: T + 99 + REVIEW_WAITS[0] });
  });

  test('a damaged stored list: bad entries left out and said, good ones kept, the text set aside', () => {
    const store = memoryStore();
    const good = recordMiss([], miss, T)[0];
    store.setItem(
      `cascade:v1:${REVIEW_KEY}`,
      JSON.stringify([good, { kind: 'chess', seed: 1 }, { ...good, seed: -3 }]),
    );
    const r = loadReview(store);
    expect(r.items).toEqual([good]);
    expect(r.problem).toMatch(/"chess" is not a drill and 1 more/);
    const keys = [...store.data.keys()];
    expect(keys.some((k) => k.startsWith('cascade:v1:tutorial-review-damaged@'))).toBe(true);
    expect(saveReview(store, r.items)).toBe(true);
    expect(loadReview(store)).toEqual({ items: [good], problem: null });
  });

  test('text that is not JSON is reported and kept aside, never a crash', () => {
    const store = memoryStore();
    store.setItem(`cascade:v1:${REVIEW_KEY}`, '{oops');
    const r = loadReview(store);
    expect(r.items).toEqual([]);
    expect(r.problem).toMatch(/could not be read/);
  });
});

describe('practice record', () => {
  test('counts answers, stars and hints, and moves past the seed answered', () => {
    let s = freshScore(() => 10);
    s = recordDrill(s, 'limit', 10, { stars: 2, hints: 1, correct: true });
    s = recordDrill(s, 'limit', 11, { stars: 0, hints: 0, correct: false });
    expect(s.limit).toEqual({ answered: 2, right: 1, stars: 2, hints: 1, nextSeed: 12 });
    expect(s.winnable.nextSeed).toBe(10);
  });

  test('a damaged record starts afresh and is kept aside', () => {
    const store = memoryStore();
    store.setItem(`cascade:v1:${PRACTICE_KEY}`, JSON.stringify({ limit: { answered: -1 } }));
    const r = loadScore(store, () => 3);
    expect(r.problem).toMatch(/starts afresh/);
    expect(r.score.limit.nextSeed).toBe(3);
  });
});

describe('lesson steps in review (issue 16)', () => {
  const mistake = {
    course: 'freecell',
    step: 'build-a-run',
    given: 'The J♥ goes home.',
    expected: 'Get the 10♣ onto the J♥.',
    why: 'After it the goal could no longer be reached.',
  };

  test('a step whose goal a move lost comes back in ten minutes; solved with three stars then, it waits longer', () => {
    const store = memoryStore();
    recordStepMistake(store, mistake, T);
    const [item] = loadReview(store).items;
    expect(item).toMatchObject({ kind: 'step', seed: 0, ...mistake, box: 0, due: T + REVIEW_WAITS[0] });
    // Solved before it is due: nothing changes.
    recordStepReviewed(store, 'freecell', 'build-a-run', T + 1);
    expect(loadReview(store).items[0]?.box).toBe(0);
    recordStepReviewed(store, 'freecell', 'build-a-run', T + REVIEW_WAITS[0]);
    expect(loadReview(store).items[0]).toMatchObject({ box: 1 });
    expect(stepItemKey('freecell', 'build-a-run')).toBe('step:freecell/build-a-run');
  });

  test('steps and drills side by side; a damaged step entry is left out and said', () => {
    const store = memoryStore();
    recordStepMistake(store, mistake, T);
    saveReview(store, recordMiss(loadReview(store).items, miss, T));
    const raw = JSON.parse(store.getItem(`cascade:v1:${REVIEW_KEY}`) ?? '[]') as unknown[];
    store.setItem(
      `cascade:v1:${REVIEW_KEY}`,
      JSON.stringify([
        ...raw,
        { ...mistake, kind: 'step', seed: 0, course: '../x', box: 0, due: T, added: T },
      ]),
    );
    const loaded = loadReview(store);
    expect(loaded.items.map((i) => i.kind).sort()).toEqual(['limit', 'step']);
    expect(loaded.problem).toMatch(/a lesson step in review is not a step/);
  });
});
