/**
 * The learner's progress: the best stars (and moves) per step and where they left off, kept in
 * localStorage under one key. Every load is validated and loses nothing: damaged records are left
 * out and the rest is kept, data that cannot be read at all gives fresh progress, and either way a
 * copy of the stored text is kept (`tutorial-progress-damaged@<time>`) before anything overwrites
 * it; when no copy can be kept, the stored text is left as it is and nothing new is saved. The
 * learner is told what happened; it is never trusted and never a crash.
 */
import {
  hasOwn,
  isRecord,
  losesNothing,
  readJson,
  replaceStored,
  type KeyValueStore,
} from '@cascade/play/storage';
import { loadChecked, wholeBy, type Stored } from './stored.ts';
import type { Stars } from './stars.ts';

export const PROGRESS_KEY = 'tutorial-progress';
/** Where the stored text of damaged progress is kept, as it was (a copy a time, `…@<time>`). */
export const DAMAGED_KEY = 'tutorial-progress-damaged';
export const PROGRESS_VERSION = 1;

export interface StepRecord {
  /** 0: done, with nothing to score (the proof of a deal, watched: no stars for a button press). */
  readonly stars: Stars | 0;
  /** Fewest moves the learner solved it in (0 for a step without moves, like a proof). */
  readonly moves: number;
}

export interface Progress {
  readonly v: typeof PROGRESS_VERSION;
  /** Keyed `course/step` (house-rules courses: `house:<rules>/<step>`). */
  readonly steps: Readonly<Record<string, StepRecord>>;
  /** The step opened last, to resume. */
  readonly last: { readonly course: string; readonly step: string } | null;
}

export const freshProgress = (): Progress => ({ v: PROGRESS_VERSION, steps: {}, last: null });

export const stepKey = (course: string, step: string): string => `${course}/${step}`;

/**
 * Steps that moved to another course (their ids are permanent, their course was not): progress
 * saved under the old course is read as the new one's, on every load. "Make and share house rules"
 * was Strategy's and is now the House rules course's.
 */
export const MOVED_STEPS: Readonly<Record<string, { readonly course: string; readonly step: string }>> = {
  'strategy/make-house-rules': { course: 'house-rules', step: 'make-house-rules' },
};

/** Where a step saved under `course`/`step` lives now. */
function movedTo(course: string, step: string): { course: string; step: string } {
  return MOVED_STEPS[stepKey(course, step)] ?? { course, step };
}

/** House-rules courses keep their progress under this prefix and the rules' id (`house:bakers-game`). */
export const HOUSE_COURSE_PREFIX = 'house:';

/** Course ids: catalogue ids, or `house:` and a variant or house-rules string. */
export const COURSE = /^(?:[a-z0-9][a-z0-9-]{0,39}|house:[A-Za-z0-9._-]{1,300})$/;
export const STEP = /^(?:[a-z0-9][a-z0-9-]{0,39})(?:\.[a-z0-9][a-z0-9-]{0,39})?$/;

/** What is said of stored data with fields this version does not know. */
export const NEWER_FIELDS = 'it holds fields this version does not read';

export type LoadResult = { readonly progress: Progress; readonly problem: string | null };

const STORED_PROGRESS: Stored = {
  key: PROGRESS_KEY,
  damagedKey: DAMAGED_KEY,
  words: { whole: 'saved progress', part: 'saved progress', unsaved: 'new progress' },
};

/** One stored step record, checked: the record (only its known fields), or what is wrong with it. */
function readRecord(
  key: string,
  rec: unknown,
): { ok: true; record: StepRecord } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error });
  const slash = key.lastIndexOf('/');
  if (slash < 0 || !COURSE.test(key.slice(0, slash)) || !STEP.test(key.slice(slash + 1)))
    return fail(`"${key.slice(0, 40)}" is not a step`);
  if (!isRecord(rec)) return fail(`the record of ${key} is not an object`);
  const { stars, moves } = rec;
  if (stars !== 0 && stars !== 1 && stars !== 2 && stars !== 3)
    return fail(`${key} has ${JSON.stringify(stars)} stars`);
  if (typeof moves !== 'number' || !Number.isInteger(moves) || moves < 0 || moves > 100_000)
    return fail(`${key} has a bad move count`);
  return { ok: true, record: { stars, moves } };
}

/**
 * Checks a stored value. Not progress at all (not an object, another version, no steps): an error.
 * Otherwise the progress made of its good parts, and what was wrong with the others (`dropped`).
 */
export function checkProgress(
  value: unknown,
): { ok: true; value: Progress; dropped: readonly string[] } | { ok: false; error: string } {
  if (!isRecord(value)) return { ok: false, error: 'it is not an object' };
  if (value.v !== PROGRESS_VERSION)
    return {
      ok: false,
      error: `its version is ${value.v === undefined ? 'missing' : JSON.stringify(value.v)}, not ${PROGRESS_VERSION}`,
    };
  if (!isRecord(value.steps)) return { ok: false, error: 'its list of steps is missing' };
  const steps: Record<string, StepRecord> = {};
  const dropped: string[] = [];
  for (const [key, rec] of Object.entries(value.steps)) {
    const r = readRecord(key, rec);
    if (!r.ok) {
      dropped.push(r.error);
      continue;
    }
    const slash = key.lastIndexOf('/');
    const now = movedTo(key.slice(0, slash), key.slice(slash + 1));
    const to = stepKey(now.course, now.step);
    // A step recorded under both its old and its new course keeps the better record.
    const other = hasOwn(steps, to) ? steps[to] : undefined;
    steps[to] = other && better(other, r.record) ? other : r.record;
  }
  let last: Progress['last'] = null;
  if (value.last !== null && value.last !== undefined) {
    const l = value.last;
    if (
      isRecord(l) &&
      typeof l.course === 'string' &&
      typeof l.step === 'string' &&
      COURSE.test(l.course) &&
      STEP.test(l.step)
    )
      last = movedTo(l.course, l.step);
    else dropped.push('the last step opened is not a step');
  }
  const progress: Progress = { v: PROGRESS_VERSION, steps, last };
  // A newer version's fields would be dropped by the next save: said, so a copy is kept first.
  // (A moved step is not lost: it is compared under its old key.)
  if (dropped.length === 0 && !losesNothing(value, unmoved(progress, value))) dropped.push(NEWER_FIELDS);
  return { ok: true, value: progress, dropped };
}

/**
 * Loads progress. Damaged records are left out and the rest kept; data that cannot be read gives
 * fresh progress; either way the stored text is copied aside, and `problem` says so (or that no
 * copy could be kept: then saving is refused until there is room).
 */
export function loadProgress(store: KeyValueStore | null): LoadResult {
  const { value, problem } = loadChecked(store, STORED_PROGRESS, checkProgress, freshProgress);
  return { progress: value, problem };
}

/** Stored progress that writes back losing nothing: every record readable. */
const isWhole = wholeBy(checkProgress);

/**
 * Saves progress over what is stored: stored data that cannot be read whole is set aside first
 * (a copy kept at load is not made twice); false when no copy can be kept (nothing is written).
 */
export function saveProgress(store: KeyValueStore | null, progress: Progress): boolean {
  // Merged with what is stored now: a step another tab solved since this one loaded stays solved.
  const stored = readJson(store, PROGRESS_KEY);
  const merged = stored.ok && isWhole(stored.value) ? mergeProgress(stored.value, progress) : progress;
  return replaceStored(store, PROGRESS_KEY, DAMAGED_KEY, isWhole, merged, 'it is damaged');
}

/** Two tabs' progress as one: the best result of each step (`recordResult`'s order), `mine`'s last step. */
export function mergeProgress(stored: Progress, mine: Progress): Progress {
  let out: Progress = { ...stored, last: mine.last ?? stored.last };
  for (const [key, r] of Object.entries(mine.steps)) {
    const slash = key.lastIndexOf('/');
    out = recordResult(out, key.slice(0, slash), key.slice(slash + 1), r.stars, r.moves);
  }
  return out;
}

/** Whether record `a` is at least as good as `b`: more stars, or as many in no more moves. */
function better(a: StepRecord, b: StepRecord): boolean {
  return a.stars > b.stars || (a.stars === b.stars && a.moves <= b.moves);
}

/**
 * Progress with moved steps back under the keys the stored value has them, to compare the two: what
 * was read from an old key is there again, and a new key the stored value did not have is not.
 */
function unmoved(p: Progress, stored: Record<string, unknown>): Progress {
  const had = isRecord(stored.steps) ? stored.steps : {};
  const steps: Record<string, StepRecord> = { ...p.steps };
  for (const [old, now] of Object.entries(MOVED_STEPS)) {
    if (!hasOwn(had, old)) continue;
    const r = readRecord(old, had[old]);
    if (r.ok) steps[old] = r.record;
    if (!hasOwn(had, stepKey(now.course, now.step))) delete steps[stepKey(now.course, now.step)];
  }
  const l = stored.last;
  const movedLast =
    isRecord(l) &&
    typeof l.course === 'string' &&
    typeof l.step === 'string' &&
    hasOwn(MOVED_STEPS, stepKey(l.course, l.step));
  return { ...p, steps, last: movedLast ? { course: l.course as string, step: l.step as string } : p.last };
}

/** Records a solved step, keeping the best result. */
export function recordResult(
  p: Progress,
  course: string,
  step: string,
  stars: Stars | 0,
  moves: number,
): Progress {
  const key = stepKey(course, step);
  const old = hasOwn(p.steps, key) ? p.steps[key] : undefined;
  const best: StepRecord = old && better(old, { stars, moves }) ? old : { stars, moves };
  return { ...p, steps: { ...p.steps, [key]: best } };
}

/** Remembers the step opened last. */
export function recordVisit(p: Progress, course: string, step: string): Progress {
  if (p.last?.course === course && p.last.step === step) return p;
  return { ...p, last: { course, step } };
}
