/**
 * The tutorial's stored progress (cascade:v1:tutorial-progress): damaged data gives a message and
 * fresh progress (or the good part of it), never a throw, and nothing is lost: a copy of the stored
 * text is kept (one a time, never replaced) before anything overwrites it, and when no copy can be
 * kept nothing is written. The bad-input corpus (deep nesting, data the size of the quota, wrong
 * types, inherited keys) and a property test over any JSON value.
 */
import { asideCopies, memoryStore, STORAGE_PREFIX, type KeyValueStore } from '@cascade/play/storage';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DAMAGED_KEY,
  freshProgress,
  loadProgress,
  MOVED_STEPS,
  PROGRESS_KEY,
  recordResult,
  saveProgress,
  type StepRecord,
} from './progress.ts';
import { resumeAt } from './course-progress.ts';
import { COURSES, courseSteps, type Course, type Step } from './lessons/index.ts';

/** The texts of the copies set aside, oldest first. */
const copiesOf = (store: KeyValueStore) =>
  asideCopies(store, DAMAGED_KEY).map((c) => store.getItem(STORAGE_PREFIX + c.key));
/** Whether `text` is still stored, or kept whole in a copy. */
const kept = (store: KeyValueStore, text: string) =>
  store.getItem(STORAGE_PREFIX + PROGRESS_KEY) === text || copiesOf(store).includes(text);
const deep = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('progress in storage', () => {
  test('two tabs: what one saves keeps what the other saved since (the best stars of each step)', () => {
    const store = memoryStore();
    const one = loadProgress(store).progress;
    const two = loadProgress(store).progress;
    expect(saveProgress(store, recordResult(one, 'freecell', 'a', 3, 10))).toBe(true);
    // Tab two loaded before; it solves another step, and step a with fewer stars.
    const later = recordResult(recordResult(two, 'freecell', 'b', 2, 7), 'freecell', 'a', 1, 30);
    expect(saveProgress(store, later)).toBe(true);
    expect(loadProgress(store).progress.steps).toEqual({
      'freecell/a': { stars: 3, moves: 10 },
      'freecell/b': { stars: 2, moves: 7 },
    });
  });

  test('data that is not progress gives a message and fresh progress, never a crash; a copy is kept', () => {
    const cases: [string, RegExp][] = [
      ['{not json', /not valid JSON/],
      ['[1,2,3]', /not an object/],
      ['{"v":7,"steps":{}}', /version/],
      ['{"v":1}', /steps is missing/],
    ];
    for (const [text, why] of cases) {
      const store = memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: text });
      const r = loadProgress(store);
      expect(r.problem).toMatch(why);
      expect(r.problem).toMatch(/starts afresh\. A copy of it as it was is kept in this browser\.$/);
      expect(r.progress).toEqual({ v: 1, steps: {}, last: null });
      // Nothing is lost: the stored text is kept as it was before anything overwrites it.
      expect(copiesOf(store)).toEqual([text]);
      expect(store.getItem(STORAGE_PREFIX + PROGRESS_KEY)).toBe(text);
    }
  });

  test('damaged records are left out and said, and every good one is kept', () => {
    const cases: [string, RegExp][] = [
      ['{"v":1,"steps":{"freecell/send-home":{"stars":9,"moves":1}}}', /9 stars/],
      ['{"v":1,"steps":{"../../etc":{"stars":1,"moves":1}}}', /is not a step/],
      ['{"v":1,"steps":{"freecell/send-home":{"stars":3,"moves":-4}}}', /bad move count/],
      ['{"v":1,"steps":{},"last":{"course":42}}', /last step/],
    ];
    for (const [text, why] of cases) {
      const store = memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: text });
      const r = loadProgress(store);
      expect(r.problem).toMatch(why);
      expect(r.problem).toMatch(/that part is left out, the rest is kept\. A copy of it as it was is kept/);
      expect(r.progress).toEqual({ v: 1, steps: {}, last: null });
      expect(copiesOf(store)).toEqual([text]);
    }
    // One bad record among good ones: the good ones and where the learner was survive.
    const mixed = JSON.stringify({
      v: 1,
      steps: {
        'freecell/send-home': { stars: 3, moves: 1 },
        'freecell/top-card': { stars: 'lots', moves: 2 },
        'strategy/plan-ahead': { stars: 2, moves: 6, extra: true },
        'nonsense here': 5,
      },
      last: { course: 'strategy', step: 'plan-ahead' },
    });
    const r = loadProgress(memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: mixed }));
    expect(r.progress).toEqual({
      v: 1,
      steps: { 'freecell/send-home': { stars: 3, moves: 1 }, 'strategy/plan-ahead': { stars: 2, moves: 6 } },
      last: { course: 'strategy', step: 'plan-ahead' },
    });
    expect(r.problem).toMatch(
      /^Part of your saved progress was damaged \(freecell\/top-card has "lots" stars and 1 more\)/,
    );
  });

  test('good data loads as saved; storage that throws is survived', () => {
    const good = {
      v: 1,
      steps: {
        'freecell/send-home': { stars: 2, moves: 3 },
        'house:h1.x/freecell.park': { stars: 1, moves: 9 },
      },
      last: { course: 'freecell', step: 'park' },
    };
    const r = loadProgress(memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: JSON.stringify(good) }));
    expect(r).toEqual({ progress: good, problem: null });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(loadProgress(broken).problem).toMatch(
      /could not be read \(storage could not be read \(denied\)\)/,
    );
  });
});

describe('a step that moved to another course', () => {
  test('progress saved under Strategy for "Make and share house rules" is read as the House rules course’s', () => {
    const stored = {
      v: 1,
      steps: {
        'strategy/make-house-rules': { stars: 0, moves: 0 },
        'strategy/plan-ahead': { stars: 3, moves: 4 },
      },
      last: { course: 'strategy', step: 'make-house-rules' },
    };
    const store = memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: JSON.stringify(stored) });
    const r = loadProgress(store);
    expect(r).toEqual({
      progress: {
        v: 1,
        steps: {
          'house-rules/make-house-rules': { stars: 0, moves: 0 },
          'strategy/plan-ahead': { stars: 3, moves: 4 },
        },
        last: { course: 'house-rules', step: 'make-house-rules' },
      },
      problem: null,
    });
    // The step is where the map says: in the course named, under its id.
    for (const [, now] of Object.entries(MOVED_STEPS)) {
      const course = COURSES.find((c) => c.id === now.course) as Course;
      expect(courseSteps(course).map((s) => s.id)).toContain(now.step);
    }
    // Saved again, it stays under its new course; no copy aside (nothing was damaged).
    expect(saveProgress(store, r.progress)).toBe(true);
    expect(loadProgress(store).progress).toEqual(r.progress);
    expect(asideCopies(store, DAMAGED_KEY)).toEqual([]);
  });

  test('recorded under both courses, the better record is kept', () => {
    const stored = {
      v: 1,
      steps: {
        'strategy/make-house-rules': { stars: 0, moves: 0 },
        'house-rules/make-house-rules': { stars: 0, moves: 0 },
      },
      last: null,
    };
    const r = loadProgress(memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: JSON.stringify(stored) }));
    expect(r.progress.steps).toEqual({ 'house-rules/make-house-rules': { stars: 0, moves: 0 } });
  });
});

describe('the bad-input corpus', () => {
  test('a second damage keeps the first copy; loading again makes no second copy of the same text', () => {
    const store = memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: '{not json' });
    loadProgress(store);
    loadProgress(store);
    expect(copiesOf(store)).toEqual(['{not json']);
    expect(saveProgress(store, freshProgress())).toBe(true);
    store.setItem(STORAGE_PREFIX + PROGRESS_KEY, '[broken]');
    loadProgress(store);
    expect(copiesOf(store)).toEqual(['{not json', '[broken]']);
  });

  test('deep nesting, wrong types and inherited names: a message, the good part, a copy', () => {
    const cases = [
      `{"v":1,"steps":{"freecell/send-home":${deep(20_000)}}}`,
      '{"v":1,"steps":{"freecell/send-home":{"stars":"3","moves":1}}}',
      '{"v":"1","steps":{}}',
      '{"v":1,"steps":{"__proto__":{"stars":3,"moves":1}}}',
    ];
    for (const text of cases) {
      const store = memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: text });
      const r = loadProgress(store);
      expect(r.problem, text.slice(0, 60)).not.toBeNull();
      expect(r.progress.steps).toEqual({});
      const next = recordResult(r.progress, 'freecell', 'send-home', 3, 1);
      expect(saveProgress(store, next)).toBe(true);
      expect(kept(store, text)).toBe(true);
      expect(loadProgress(store).progress.steps['freecell/send-home']).toEqual({ stars: 3, moves: 1 });
    }
  });

  test('junk the size of the quota: no room for a copy, so it is left as it was and nothing is saved', () => {
    const junk = 'x'.repeat(3_000_000);
    const store = memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: junk }, { quota: 5_000_000 });
    const r = loadProgress(store);
    expect(r.problem).toMatch(
      /No copy could be kept .*, so it is left as it was and new progress is not saved\.$/,
    );
    expect(saveProgress(store, recordResult(r.progress, 'freecell', 'send-home', 3, 1))).toBe(false);
    expect(store.getItem(STORAGE_PREFIX + PROGRESS_KEY)).toBe(junk);
  });
});

test('inherited names: "__proto__" is no step, and reaches no prototype; "constructor/x" is an own record', () => {
  const text = '{"v":1,"steps":{"__proto__":{"stars":3,"moves":1},"constructor/x":{"stars":3,"moves":1}}}';
  const r = loadProgress(memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: text }));
  expect(r.problem).toMatch(/"__proto__" is not a step/);
  expect(Object.getPrototypeOf(r.progress.steps)).toBe(Object.prototype);
  expect(Object.keys(r.progress.steps)).toEqual(['constructor/x']);
  expect(recordResult(r.progress, 'freecell', 'x', 1, 1).steps['constructor/x']).toEqual({
    stars: 3,
    moves: 1,
  });
});

test('fields of a newer version are said, and kept aside before the next save (they were dropped)', () => {
  const text = JSON.stringify({
    v: 1,
    steps: { 'freecell/send-home': { stars: 2, moves: 5, timeMs: 900 } },
    last: null,
    badges: ['first'],
  });
  const store = memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: text });
  const r = loadProgress(store);
  expect(r.progress.steps).toEqual({ 'freecell/send-home': { stars: 2, moves: 5 } });
  expect(r.problem).toMatch(/this version does not read.*A copy of it as it was is kept/);
  expect(saveProgress(store, recordResult(r.progress, 'freecell', 'send-home', 3, 4))).toBe(true);
  expect(kept(store, text)).toBe(true);
});

describe('property: any stored JSON value', () => {
  test('loads without a throw, and a save loses nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const store = memoryStore({ [STORAGE_PREFIX + PROGRESS_KEY]: text });
        const r = loadProgress(store);
        expect(saveProgress(store, recordResult(r.progress, 'freecell', 'send-home', 2, 4))).toBe(true);
        // Read whole (then written back with the new record), or kept as it was.
        expect(r.problem === null || kept(store, text)).toBe(true);
        if (r.problem === null && value !== null && typeof value === 'object')
          expect(loadProgress(store).progress.steps).toMatchObject(r.progress.steps);
      }),
      { seed: 0x960f, numRuns: 200 },
    );
  });
});

describe('where "Continue" leads', () => {
  const done: StepRecord = { stars: 3, moves: 1 };
  const solvedAll = (course: Course): Record<string, StepRecord> =>
    Object.fromEntries(courseSteps(course).map((s) => [`${course.id}/${s.id}`, done]));
  const freecell = COURSES[0] as Course;
  const [first, second, third] = courseSteps(freecell) as [Step, Step, Step];

  test('the last step while unsolved; once solved, the next unsolved one, not the solved step again', () => {
    const p = { ...freshProgress(), steps: {} };
    expect(resumeAt(p, COURSES, { course: 'freecell', step: second.id })?.step.id).toBe(second.id);
    const solved = { ...p, steps: { [`freecell/${second.id}`]: done } };
    expect(resumeAt(solved, COURSES, { course: 'freecell', step: second.id })).toMatchObject({
      step: { id: third.id },
      nextCourse: false,
    });
    // Everything after it solved too: back to the first one left.
    const steps = { ...solvedAll(freecell) };
    delete steps[`freecell/${first.id}`];
    expect(resumeAt({ ...p, steps }, COURSES, { course: 'freecell', step: second.id })?.step.id).toBe(
      first.id,
    );
  });

  test('a course done suggests the next course', () => {
    const p = { ...freshProgress(), steps: solvedAll(freecell) };
    const at = resumeAt(p, COURSES, { course: 'freecell', step: third.id });
    expect(at?.course.id).toBe('challenge');
    expect(at?.nextCourse).toBe(true);
    const all = {
      ...freshProgress(),
      steps: Object.fromEntries(COURSES.flatMap((c) => Object.entries(solvedAll(c)))),
    };
    expect(resumeAt(all, COURSES, { course: 'freecell', step: third.id })).toBeNull();
  });
});
