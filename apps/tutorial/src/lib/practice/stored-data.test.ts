/**
 * The practice record (cascade:v1:tutorial-practice) and the review list (cascade:v1:tutorial-review)
 * against bad input: data the size of the quota, a second damage, fields a
 * newer version wrote, inherited names, and any JSON value (property tests). Each read gives a
 * message or the data, never a throw, and nothing stored is lost: after a save, the stored text is
 * still under its key, written back whole, or kept in a copy set aside; when no copy fits, nothing
 * is written and the learner is told.
 */
import {
  asideCopies,
  losesNothing,
  memoryStore,
  STORAGE_PREFIX,
  type KeyValueStore,
} from '@cascade/play/storage';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loadReview, recordMiss, REVIEW_DAMAGED_KEY, REVIEW_KEY, saveReview } from './review.ts';
import {
  freshScore,
  loadScore,
  PRACTICE_DAMAGED_KEY,
  PRACTICE_KEY,
  recordDrill,
  saveScore,
} from './score.ts';

const P = STORAGE_PREFIX;
const QUOTA = 5_000_000;
const JUNK = 'x'.repeat(3_000_000);
const T = 1_000_000;
const MISS = {
  kind: 'limit' as const,
  variant: 'freecell',
  seed: 5,
  given: '3',
  expected: '4',
  why: 'because',
};

/** Whether `text`, once stored under `key`, is still there or kept whole in a copy set aside. */
const kept = (store: KeyValueStore, key: string, text: string): boolean =>
  store.getItem(P + key) === text || asideCopies(store).some((c) => store.getItem(P + c.key) === text);
const copiesOf = (store: KeyValueStore, aside: string) =>
  asideCopies(store, aside).map((c) => store.getItem(P + c.key));

describe('the practice record', () => {
  test('junk the size of the quota: no room for a copy, so it is left as it was, nothing is saved, and said', () => {
    const store = memoryStore({ [P + PRACTICE_KEY]: JUNK }, { quota: QUOTA });
    const r = loadScore(store, () => 3);
    expect(r.problem).toMatch(/No copy could be kept .*left as it was and new practice is not saved/);
    expect(saveScore(store, recordDrill(r.score, 'limit', 3, { stars: 3, hints: 0, correct: true }))).toBe(
      false,
    );
    expect(store.getItem(P + PRACTICE_KEY)).toBe(JUNK);
  });

  test('a second damage keeps the first copy', () => {
    const store = memoryStore({ [P + PRACTICE_KEY]: '{not json' });
    loadScore(store, () => 3);
    expect(
      saveScore(
        store,
        freshScore(() => 3),
      ),
    ).toBe(true);
    store.setItem(P + PRACTICE_KEY, '{"limit":"x"}');
    loadScore(store, () => 3);
    expect(copiesOf(store, PRACTICE_DAMAGED_KEY)).toEqual(['{not json', '{"limit":"x"}']);
  });

  test('a field of a newer version is read around, said, and kept aside before the next save', () => {
    const fresh = freshScore(() => 3);
    const text = JSON.stringify({ ...fresh, limit: { ...fresh.limit, streak: 4 }, puzzles: { answered: 1 } });
    const store = memoryStore({ [P + PRACTICE_KEY]: text });
    const r = loadScore(store, () => 9);
    expect(r.score).toEqual(fresh);
    expect(r.problem).toMatch(/this version does not read.*A copy of it as it was is kept/);
    expect(saveScore(store, recordDrill(r.score, 'limit', 3, { stars: 3, hints: 0, correct: true }))).toBe(
      true,
    );
    expect(kept(store, PRACTICE_KEY, text)).toBe(true);
  });

  test('property: any stored JSON loads without a throw, and a save loses nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const store = memoryStore({ [P + PRACTICE_KEY]: text });
        const r = loadScore(store, () => 3);
        expect(
          saveScore(store, recordDrill(r.score, 'limit', 3, { stars: 1, hints: 2, correct: true })),
        ).toBe(true);
        expect(r.problem === null || kept(store, PRACTICE_KEY, text)).toBe(true);
      }),
      { seed: 0x5c0e, numRuns: 200 },
    );
  });
});

describe('the review list', () => {
  const good = recordMiss([], MISS, T);

  test('junk the size of the quota: no room for a copy, so it is left as it was, nothing is saved, and said', () => {
    const store = memoryStore({ [P + REVIEW_KEY]: JUNK }, { quota: QUOTA });
    const r = loadReview(store);
    expect(r.problem).toMatch(/No copy could be kept .*left as it was and nothing new is saved/);
    expect(saveReview(store, good)).toBe(false);
    expect(store.getItem(P + REVIEW_KEY)).toBe(JUNK);
  });

  test('a second damage keeps the first copy', () => {
    const store = memoryStore({ [P + REVIEW_KEY]: '[1]' });
    loadReview(store);
    expect(saveReview(store, good)).toBe(true);
    store.setItem(P + REVIEW_KEY, '[2]');
    loadReview(store);
    expect(copiesOf(store, REVIEW_DAMAGED_KEY)).toEqual(['[1]', '[2]']);
  });

  test('an entry with a field of a newer version is read around, said, and kept aside before the next save', () => {
    const text = JSON.stringify([{ ...good[0], tries: 3 }]);
    const store = memoryStore({ [P + REVIEW_KEY]: text });
    const r = loadReview(store);
    expect(r.items).toEqual(good);
    expect(r.problem).toMatch(/this version does not read.*A copy of it as it was is kept/);
    expect(saveReview(store, recordMiss(r.items, { ...MISS, seed: 6 }, T))).toBe(true);
    expect(kept(store, REVIEW_KEY, text)).toBe(true);
  });

  test('property: any stored JSON loads without a throw, and a save loses nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const store = memoryStore({ [P + REVIEW_KEY]: text });
        const r = loadReview(store);
        expect(saveReview(store, recordMiss(r.items, MISS, T))).toBe(true);
        const now = JSON.parse(store.getItem(P + REVIEW_KEY) ?? '[]') as unknown[];
        // Kept as it was, or every entry it held is in the list written back.
        expect(
          kept(store, REVIEW_KEY, text) ||
            (Array.isArray(value) && value.every((e) => now.some((n) => losesNothing(e, n)))),
        ).toBe(true);
      }),
      { seed: 0x7e71e, numRuns: 200 },
    );
  });
});
