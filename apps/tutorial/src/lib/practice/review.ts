/**
 * Spaced review: every drill the learner gets wrong is kept (its kind and seed: the same drill comes
 * back), and every lesson step where a move of theirs lost the way to the goal (the step comes back),
 * with what they answered or played, the right answer or the goal, and why, offered again later, Leitner style:
 * a miss comes back in ten minutes; each right answer in review moves it to a longer wait (a day,
 * three, a week, three weeks) and after the last it is learned and leaves the list; a miss in review
 * starts it over. Stored through @cascade/play/storage and read defensively: damaged entries are
 * left out (and said), the stored text copied aside before anything overwrites it.
 */
import {
  isRecord,
  losesNothing,
  readJson,
  readList,
  replaceStored,
  setAside,
  type KeyValueStore,
} from '@cascade/play/storage';
import { droppedNote } from '@cascade/words';
import { isDrillKind, MAX_SEED, type DrillKind } from '../game/practice/drill-kinds.ts';
import { COURSE, STEP } from '../progress.ts';

/** What comes back: a drill, or a lesson step (its course and step; its seed is 0). */
export type ReviewKind = DrillKind | 'step';

export const REVIEW_KEY = 'tutorial-review';
export const REVIEW_DAMAGED_KEY = 'tutorial-review-damaged';
/** The most mistakes kept (the oldest go first). */
export const REVIEW_MAX = 200;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The wait before an item in each box comes back: box 0 is a fresh mistake. */
export const REVIEW_WAITS = [10 * MINUTE, DAY, 3 * DAY, 7 * DAY, 21 * DAY] as const;

export interface ReviewItem {
  readonly kind: ReviewKind;
  readonly seed: number;
  /** A lesson step's course id and step id (kind `step`). */
  readonly course?: string;
  readonly step?: string;
  /** What the learner answered the last time they got it wrong, and the right answer. */
  readonly given: string;
  readonly expected: string;
  /** Why (the engine's words): for a lost move, which move lost and why. */
  readonly why: string;
  /**
   * A lesson step's mistake: what the move cost, the goal (a dead end) or a star (the par could no
   * longer be met). Absent on drills and on entries stored before it was kept.
   */
  readonly cost?: 'goal' | 'star';
  readonly box: number;
  /** When it is due again (ms since the epoch). */
  readonly due: number;
  /** When it was first missed. */
  readonly added: number;
}

export const itemKey = (i: {
  kind: ReviewKind;
  seed: number;
  course?: string | undefined;
  step?: string | undefined;
}): string => (i.kind === 'step' ? `step:${i.course ?? ''}/${i.step ?? ''}` : `${i.kind}:${i.seed}`);

const text = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;
const time = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

export function readItem(x: unknown): { ok: true; value: ReviewItem } | { ok: false; error: string } {
  if (!isRecord(x)) return { ok: false, error: 'an entry is not an object' };
  const { kind, seed, given, expected, why, box, due, added, course, step, cost } = x;
  let place: { course: string; step: string } | null = null;
  if (kind === 'step') {
    if (typeof course !== 'string' || !COURSE.test(course) || typeof step !== 'string' || !STEP.test(step))
      return { ok: false, error: 'a lesson step in review is not a step' };
    if (seed !== 0) return { ok: false, error: `the step ${course}/${step} has a seed` };
    place = { course, step };
  } else if (!isDrillKind(kind)) {
    return { ok: false, error: `${String(JSON.stringify(kind)).slice(0, 30)} is not a drill` };
  } else if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 1 || seed > MAX_SEED)
    return { ok: false, error: `a ${kind} drill has a bad seed` };
  if (!text(given, 500) || !text(expected, 500) || !text(why, 2000))
    return { ok: false, error: `the ${kind} drill ${seed} has bad text` };
  if (typeof box !== 'number' || !Number.isInteger(box) || box < 0 || box >= REVIEW_WAITS.length)
    return { ok: false, error: `the ${kind} drill ${seed} has a bad box` };
  if (!time(due) || !time(added)) return { ok: false, error: `the ${kind} drill ${seed} has a bad date` };
  if (cost !== undefined && (kind !== 'step' || (cost !== 'goal' && cost !== 'star')))
    return { ok: false, error: `the ${kind} drill ${seed} has a bad cost` };
  return {
    ok: true,
    value: { kind, seed, given, expected, why, box, due, added, ...place, ...(cost ? { cost } : {}) },
  };
}

export interface ReviewLoad {
  readonly items: ReviewItem[];
  /** What was wrong with the stored list, for the learner; null when all was well. */
  readonly problem: string | null;
}

/** The stored review list: each entry checked; what cannot be read is left out, said, and its text kept aside. */
export function loadReview(store: KeyValueStore | null): ReviewLoad {
  const raw = readJson(store, REVIEW_KEY);
  const aside = (): string => {
    const kept = setAside(store, REVIEW_KEY, REVIEW_DAMAGED_KEY);
    if (kept === null) return '';
    return kept.ok
      ? ` A copy of it as it was is kept in this browser.${droppedNote(kept.dropped)}`
      : ` No copy could be kept (${kept.error}), so it is left as it was and nothing new is saved.`;
  };
  if (!raw.ok) return { items: [], problem: `Your review list could not be read (${raw.error}).${aside()}` };
  const list = readList(raw.value, { max: REVIEW_MAX, read: readItem, key: itemKey });
  const { items } = list;
  const left = [...list.left];
  // A newer version's fields on an entry would be dropped by the next save: said, and a copy kept.
  if (left.length === 0 && Array.isArray(raw.value) && !whole(raw.value))
    left.push('an entry holds fields this version does not read');
  if (left.length === 0) return { items, problem: null };
  const more = left.length > 1 ? ` and ${left.length - 1} more` : '';
  return {
    items,
    problem: `Part of your review list was damaged (${left[0] ?? ''}${more}): that part is left out, the rest is kept.${aside()}`,
  };
}

/** A stored list written back loses nothing: every entry readable, each once, within the cap, no field dropped. */
function whole(value: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  if (readList(value, { max: REVIEW_MAX, read: readItem, key: itemKey }).left.length !== 0) return false;
  return value.every((e) => {
    const r = readItem(e);
    return r.ok && losesNothing(e, r.value);
  });
}

/** Saves the list (a stored list that cannot be read whole is set aside first); false when nothing could be written. */
export function saveReview(store: KeyValueStore | null, items: readonly ReviewItem[]): boolean {
  return replaceStored(
    store,
    REVIEW_KEY,
    REVIEW_DAMAGED_KEY,
    whole,
    items.slice(0, REVIEW_MAX),
    'it is damaged',
  );
}

/** A drill answered wrongly, or a step whose goal a move lost: into review (again from the first box), newest first. */
export function recordMiss(
  items: readonly ReviewItem[],
  miss: Pick<ReviewItem, 'kind' | 'seed' | 'given' | 'expected' | 'why' | 'course' | 'step' | 'cost'>,
  now: number,
): ReviewItem[] {
  const old = items.find((i) => itemKey(i) === itemKey(miss));
  const item: ReviewItem = { ...miss, box: 0, due: now + REVIEW_WAITS[0], added: old?.added ?? now };
  return [item, ...items.filter((i) => itemKey(i) !== itemKey(miss))].slice(0, REVIEW_MAX);
}

/** A review item answered right: a longer wait, or learned (gone) after the last box. */
export function recordReviewed(items: readonly ReviewItem[], key: string, now: number): ReviewItem[] {
  return items.flatMap((i) => {
    if (itemKey(i) !== key) return [i];
    const box = i.box + 1;
    if (box >= REVIEW_WAITS.length) return [];
    return [{ ...i, box, due: now + (REVIEW_WAITS[box] as number) }];
  });
}

/** The items due now, the longest overdue first. */
export const dueItems = (items: readonly ReviewItem[], now: number): ReviewItem[] =>
  items.filter((i) => i.due <= now).sort((a, b) => a.due - b.due);

/** When the next item not yet due comes back (null: none waiting). */
export function nextDue(items: readonly ReviewItem[], now: number): number | null {
  const later = items.filter((i) => i.due > now).map((i) => i.due);
  return later.length ? Math.min(...later) : null;
}

/** A lesson step's review item key. */
export const stepItemKey = (course: string, step: string): string =>
  itemKey({ kind: 'step', seed: 0, course, step });

/**
 * A lesson step's mistake, for review: the move that lost the way to the goal (said as the lessons
 * say moves), the goal, and why it was lost.
 */
export function recordStepMistake(
  store: KeyValueStore | null,
  mistake: {
    course: string;
    step: string;
    given: string;
    expected: string;
    why: string;
    cost?: 'goal' | 'star';
  },
  now: number,
): void {
  if (!store) return;
  const { items } = loadReview(store);
  saveReview(store, recordMiss(items, { kind: 'step', seed: 0, ...mistake }, now));
}

/** A lesson step solved cleanly (three stars) while due in review: a longer wait, or learned. */
export function recordStepReviewed(
  store: KeyValueStore | null,
  course: string,
  step: string,
  now: number,
): void {
  if (!store) return;
  const { items } = loadReview(store);
  const key = stepItemKey(course, step);
  const item = items.find((i) => itemKey(i) === key);
  if (!item || item.due > now) return;
  saveReview(store, recordReviewed(items, key, now));
}
