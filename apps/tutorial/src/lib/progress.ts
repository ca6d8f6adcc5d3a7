/**
 * The learner's progress: the best stars (and moves) per step and where they left off, kept in
 * localStorage under one key. Every load is validated: corrupted data is reported and replaced by
 * fresh progress, never trusted and never a crash.
 */
import { isRecord, readJson, writeJson, type KeyValueStore } from '@cascade/play/storage';
import type { Stars } from './stars.ts';

export const PROGRESS_KEY = 'tutorial-progress';
export const PROGRESS_VERSION = 1;

export interface StepRecord {
  readonly stars: Stars;
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

/** Course ids: catalogue ids, or `house:` and a variant or house-rules string. */
const COURSE = /^(?:[a-z0-9][a-z0-9-]{0,39}|house:[A-Za-z0-9._-]{1,300})$/;
const STEP = /^(?:[a-z0-9][a-z0-9-]{0,39})(?:\.[a-z0-9][a-z0-9-]{0,39})?$/;

export type LoadResult = { readonly progress: Progress; readonly problem: string | null };

/** Checks a stored value; the problem names what is wrong. */
export function checkProgress(value: unknown): { ok: true; value: Progress } | { ok: false; error: string } {
  if (!isRecord(value)) return { ok: false, error: 'it is not an object' };
  if (value.v !== PROGRESS_VERSION)
    return {
      ok: false,
      error: `its version is ${value.v === undefined ? 'missing' : JSON.stringify(value.v)}, not ${PROGRESS_VERSION}`,
    };
  if (!isRecord(value.steps)) return { ok: false, error: 'its list of steps is missing' };
  const steps: Record<string, StepRecord> = {};
  for (const [key, rec] of Object.entries(value.steps)) {
    const slash = key.lastIndexOf('/');
    const course = key.slice(0, slash);
    const step = key.slice(slash + 1);
    if (slash < 0 || !COURSE.test(course) || !STEP.test(step))
      return { ok: false, error: `"${key.slice(0, 40)}" is not a step` };
    if (!isRecord(rec)) return { ok: false, error: `the record of ${key} is not an object` };
    const { stars, moves } = rec;
    if (stars !== 1 && stars !== 2 && stars !== 3)
      return { ok: false, error: `${key} has ${JSON.stringify(stars)} stars` };
    if (typeof moves !== 'number' || !Number.isInteger(moves) || moves < 0 || moves > 100_000) {
      return { ok: false, error: `${key} has a bad move count` };
    }
    steps[key] = { stars, moves };
  }
  let last: Progress['last'] = null;
  if (value.last !== null && value.last !== undefined) {
    const l = value.last;
    if (
      !isRecord(l) ||
      typeof l.course !== 'string' ||
      typeof l.step !== 'string' ||
      !COURSE.test(l.course) ||
      !STEP.test(l.step)
    ) {
      return { ok: false, error: 'the last step opened is not a step' };
    }
    last = { course: l.course, step: l.step };
  }
  return { ok: true, value: { v: PROGRESS_VERSION, steps, last } };
}

/** Loads progress; bad data gives fresh progress and a sentence saying what happened. */
export function loadProgress(store: KeyValueStore | null): LoadResult {
  const raw = readJson(store, PROGRESS_KEY);
  if (!raw.ok)
    return {
      progress: freshProgress(),
      problem: `Your saved progress could not be read (${raw.error}), so it starts afresh.`,
    };
  if (raw.value === undefined) return { progress: freshProgress(), problem: null };
  const checked = checkProgress(raw.value);
  if (!checked.ok) {
    return {
      progress: freshProgress(),
      problem: `Your saved progress was damaged (${checked.error}), so it starts afresh.`,
    };
  }
  return { progress: checked.value, problem: null };
}

export function saveProgress(store: KeyValueStore | null, progress: Progress): boolean {
  return writeJson(store, PROGRESS_KEY, progress);
}

/** Records a solved step, keeping the best result. */
export function recordResult(
  p: Progress,
  course: string,
  step: string,
  stars: Stars,
  moves: number,
): Progress {
  const key = stepKey(course, step);
  const old = p.steps[key];
  const best: StepRecord =
    old && (old.stars > stars || (old.stars === stars && old.moves <= moves)) ? old : { stars, moves };
  return { ...p, steps: { ...p.steps, [key]: best } };
}

/** Remembers the step opened last. */
export function recordVisit(p: Progress, course: string, step: string): Progress {
  if (p.last?.course === course && p.last.step === step) return p;
  return { ...p, last: { course, step } };
}
