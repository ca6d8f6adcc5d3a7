import { memoryStore } from '@cascade/play/storage';
import { describe, expect, test } from 'vitest';
import {
  countKinds,
  dueItems,
  itemKey,
  loadReview,
  mostMissed,
  nextDue,
  recordAnswer,
  recordMiss,
  recordReviewed,
  recordStepMistake,
  recordStepReviewed,
  stepItemKey,
  REVIEW_KEY,
  REVIEW_WAITS,
  reviewSeed,
  saveReview,
  type ReviewItem,
} from './review.ts';
import { freshScore, loadScore, missWeight, PRACTICE_KEY, recordDrill } from './score.ts';

const miss = {
  kind: 'limit' as const,
  variant: 'freecell',
  seed: 5,
  given: '3',
  expected: '4',
  why: 'because',
};
const KEY = 'limit:freecell:5';
const T = 1_000_000;

describe('review', () => {
  test('a miss is due ten minutes later; each right answer waits longer; after the last box it is learned', () => {
    let items = recordMiss([], miss, T);
    expect(dueItems(items, T + REVIEW_WAITS[0] - 1)).toEqual([]);
    expect(nextDue(items, T)).toBe(T + REVIEW_WAITS[0]);
    let now = T + REVIEW_WAITS[0];
    expect(dueItems(items, now)).toHaveLength(1);
    for (let box = 1; box < REVIEW_WAITS.length; box++) {
      items = recordReviewed(items, KEY, now);
      expect(items[0]?.box).toBe(box);
      expect(items[0]?.due).toBe(now + (REVIEW_WAITS[box] as number));
      now = items[0]?.due ?? 0;
    }
    expect(recordReviewed(items, KEY, now)).toEqual([]);
  });

  test('a miss in review starts it over, keeping when it was first missed', () => {
    const first = recordMiss([], miss, T);
    const later = recordMiss(recordReviewed(first, KEY, T + 1), { ...miss, given: '8' }, T + 99);
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

describe('lesson steps in review', () => {
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

describe('review gives a fresh drill, hides the answer, counts every mistake', () => {
  const answer = { ...miss, stars: 0 };

  test('a drill comes back as a new drill of its kind and game: a new seed each time, the same on every machine', () => {
    let items = recordMiss([], miss, T);
    const first = reviewSeed(items[0] as ReviewItem);
    expect(first).not.toBe(miss.seed);
    expect(reviewSeed(loadReviewOf(items)[0] as ReviewItem)).toBe(first);
    // Answered right in review: it moves on, and comes back as yet another drill.
    items = recordAnswer(items, { ...answer, seed: first, stars: 3 }, T + REVIEW_WAITS[0], items[0] ?? null);
    const second = reviewSeed(items[0] as ReviewItem);
    expect([miss.seed, first]).not.toContain(second);
    // Missed in review: it starts over, still named by the drill first missed, and again a new drill.
    items = recordAnswer(items, { ...answer, seed: second }, T + 2 * REVIEW_WAITS[1], items[0] ?? null);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ seed: 5, variant: 'freecell', box: 0, misses: 2 });
    expect([miss.seed, first, second]).not.toContain(reviewSeed(items[0] as ReviewItem));
    const seeds = new Set(
      Array.from({ length: 50 }, (_, s) => reviewSeed({ ...(items[0] as ReviewItem), seed: s + 1 })),
    );
    expect(seeds.size).toBe(50);
  });

  test('every mistake goes in: a wrong answer whole, a hint as a third of a miss per star; a clean answer not', () => {
    expect([0, 1, 2, 3].map(missWeight)).toEqual([1, 2 / 3, 1 / 3, 0]);
    let items = recordAnswer([], { ...answer, stars: 3 }, T);
    expect(items).toEqual([]);
    items = recordAnswer(items, { ...answer, stars: 2 }, T);
    expect(items[0]).toMatchObject({ misses: 1 / 3, box: 0, due: T + REVIEW_WAITS[0] });
    items = recordAnswer(items, { ...answer, seed: 6 }, T);
    expect(items.map(itemKey)).toEqual(['limit:freecell:6', KEY]);
    // Right in review after a hint: not clean, so it starts over rather than moving on.
    const due = T + REVIEW_WAITS[0];
    const after = recordAnswer(items, { ...answer, seed: 99, stars: 2 }, due, items[1] ?? null);
    expect(after.find((i) => itemKey(i) === KEY)).toMatchObject({
      box: 0,
      misses: 2 / 3,
      due: due + REVIEW_WAITS[0],
    });
  });

  test('the same seed in two games is two mistakes', () => {
    const items = recordMiss(recordMiss([], miss, T), { ...miss, variant: 'bakers-game' }, T);
    expect(items.map(itemKey)).toEqual(['limit:bakers-game:5', KEY]);
  });

  test('entries of the first version (answer and fixed position, no game) are read as FreeCell drills, nothing lost', () => {
    const store = memoryStore();
    const old = [
      { kind: 'limit', seed: 5, given: '3', expected: '4', why: 'because', box: 2, due: T, added: T - 9 },
      {
        kind: 'step',
        seed: 0,
        course: 'freecell',
        step: 'build-a-run',
        given: 'g',
        expected: 'e',
        why: 'w',
        box: 0,
        due: T,
        added: T,
      },
    ];
    const text = JSON.stringify(old);
    store.setItem(`cascade:v1:${REVIEW_KEY}`, text);
    const r = loadReview(store);
    expect(r.problem).toBeNull();
    expect(r.items[0]).toEqual({ ...old[0], variant: 'freecell', misses: 1 });
    expect(r.items[1]).toMatchObject({ kind: 'step', misses: 1 });
    expect(saveReview(store, r.items)).toBe(true);
    const back = JSON.parse(store.getItem(`cascade:v1:${REVIEW_KEY}`) ?? '[]') as Record<string, unknown>[];
    old.forEach((o, i) => expect(back[i]).toMatchObject(o));
  });

  test("a lesson step's cost: a star counts a third of a miss; a bad cost is left out and said", () => {
    const store = memoryStore();
    recordStepMistake(
      store,
      { course: 'freecell', step: 'build-a-run', given: 'g', expected: 'e', why: 'w', cost: 'star' },
      T,
    );
    expect(loadReview(store).items[0]).toMatchObject({ cost: 'star', misses: 1 / 3 });
    store.setItem(
      `cascade:v1:${REVIEW_KEY}`,
      JSON.stringify([
        {
          kind: 'step',
          seed: 0,
          course: 'freecell',
          step: 'x',
          given: 'g',
          expected: 'e',
          why: 'w',
          cost: 'all',
          box: 0,
          due: T,
          added: T,
        },
      ]),
    );
    expect(loadReview(store).problem).toMatch(/bad cost/);
  });

  test('the most-missed kinds, most misses first, drills by game and steps by course; the card counts both', () => {
    let items = recordMiss([], miss, T);
    items = recordMiss(items, { ...miss, seed: 6 }, T);
    items = recordMiss(items, { ...miss, kind: 'winnable', variant: 'inverted', weight: 1 / 3 }, T);
    items = recordMiss(
      items,
      { kind: 'step', seed: 0, course: 'freecell', step: 'a', given: 'g', expected: 'e', why: 'w' },
      T,
    );
    expect(mostMissed(items)).toEqual([
      { kind: 'limit', variant: 'freecell', course: null, misses: 2, items: 2 },
      { kind: 'step', variant: null, course: 'freecell', misses: 1, items: 1 },
      { kind: 'winnable', variant: 'inverted', course: null, misses: 1 / 3, items: 1 },
    ]);
    expect(countKinds(items)).toEqual({ drills: 3, steps: 1 });
  });
});

/** The list as stored and read again (what another machine or a reload sees). */
function loadReviewOf(items: ReviewItem[]): ReviewItem[] {
  const store = memoryStore();
  saveReview(store, items);
  return loadReview(store).items;
}
