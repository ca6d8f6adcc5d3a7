/**
 * Spaced review: every drill the learner gets wrong is kept (its kind and seed: the same drill comes
 * back), with what they answered, the right answer and why, and offered again later, Leitner style:
 * a miss comes back in ten minutes; each right answer in review moves it to a longer wait (a day,
 * three, a week, three weeks) and after the last it is learned and leaves the list; a miss in review
 * starts it over. Stored through @cascade/play/storage and read defensively: damaged entries are
 * left out (and said), the stored text copied aside before anything overwrites it.
 */
import {
  isRecord,
  readForUpdate,
  readJson,
  readList,
  setAside,
  writeJson,
  type KeyValueStore,
} from '@cascade/play/storage';
import { isDrillKind, MAX_SEED, type DrillKind } from '../game/practice/drills.ts';

export const REVIEW_KEY = 'tutorial-review';
export const REVIEW_DAMAGED_KEY = 'tutorial-review-damaged';
/** The most mistakes kept (the oldest go first). */
export const REVIEW_MAX = 200;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The wait before an item in each box comes back: box 0 is a fresh mistake. */
export const REVIEW_WAITS = [10 * MINUTE, DAY, 3 * DAY, 7 * DAY, 21 * DAY] as const;

export interface ReviewItem {
  readonly kind: DrillKind;
  readonly seed: number;
  /** What the learner answered the last time they got it wrong, and the right answer. */
  readonly given: string;
  readonly expected: string;
  /** Why (the engine's words): for a lost move, which move lost and why. */
  readonly why: string;
  readonly box: number;
  /** When it is due again (ms since the epoch). */
  readonly due: number;
  /** When it was first missed. */
  readonly added: number;
}

export const itemKey = (i: { kind: DrillKind; seed: number }): string => `${i.kind}:${i.seed}`;

const text = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;
const time = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

export function readItem(x: unknown): { ok: true; value: ReviewItem } | { ok: false; error: string } {
  if (!isRecord(x)) return { ok: false, error: 'an entry is not an object' };
  const { kind, seed, given, expected, why, box, due, added } = x;
  if (!isDrillKind(kind))
    return { ok: false, error: `${String(JSON.stringify(kind)).slice(0, 30)} is not a drill` };
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 1 || seed > MAX_SEED)
    return { ok: false, error: `a ${kind} drill has a bad seed` };
  if (!text(given, 500) || !text(expected, 500) || !text(why, 2000))
    return { ok: false, error: `the ${kind} drill ${seed} has bad text` };
  if (typeof box !== 'number' || !Number.isInteger(box) || box < 0 || box >= REVIEW_WAITS.length)
    return { ok: false, error: `the ${kind} drill ${seed} has a bad box` };
  if (!time(due) || !time(added)) return { ok: false, error: `the ${kind} drill ${seed} has a bad date` };
  return { ok: true, value: { kind, seed, given, expected, why, box, due, added } };
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
    return kept === null || kept.ok
      ? ' A copy of it as it was is kept in this browser.'
      : ` No copy could be kept (${kept.error}).`;
  };
  if (!raw.ok) return { items: [], problem: `Your review list could not be read (${raw.error}).${aside()}` };
  const { items, left } = readList(raw.value, { max: REVIEW_MAX, read: readItem, key: itemKey });
  if (left.length === 0) return { items, problem: null };
  const more = left.length > 1 ? ` and ${left.length - 1} more` : '';
  return {
    items,
    problem: `Part of your review list was damaged (${left[0] ?? ''}${more}): that part is left out, the rest is kept.${aside()}`,
  };
}

const whole = (value: unknown): value is unknown[] =>
  readList(value, { max: REVIEW_MAX, read: readItem, key: itemKey }).left.length === 0;

/** Saves the list (a stored list that cannot be read whole is set aside first); false when nothing could be written. */
export function saveReview(store: KeyValueStore | null, items: readonly ReviewItem[]): boolean {
  const before = readForUpdate(store, REVIEW_KEY, REVIEW_DAMAGED_KEY, whole, 'it is damaged');
  if (before.status === 'blocked') return false;
  return writeJson(store, REVIEW_KEY, items.slice(0, REVIEW_MAX)).ok;
}

/** A drill answered wrongly: into review (again from the first box), newest first. */
export function recordMiss(
  items: readonly ReviewItem[],
  miss: Pick<ReviewItem, 'kind' | 'seed' | 'given' | 'expected' | 'why'>,
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
