/**
 * Spaced review of the learner's mistakes, Leitner style. Every drill answered wrong (or right with
 * a hint: a partial miss, as the practice record counts it) is kept by its kind, its game and the
 * seed first missed, and comes back as a fresh drill of the same kind and game, made from a new seed
 * (`reviewSeed`): the learner practises the idea, not the one answer. A lesson step where a move of
 * theirs lost the way to the goal (or cost a star) comes back as that step, a fixed lesson. What
 * they answered or played, the right answer and why are kept with the item, and shown only once the
 * item is answered again: the list says what is due and when, never the answer.
 *
 * A miss comes back in ten minutes; each clean answer in review moves it to a longer wait (a day,
 * three, a week, three weeks) and after the last it is learned and leaves the list; a miss in review
 * starts it over. Stored through @cascade/play/storage and read defensively: damaged entries are
 * left out (and said), the stored text copied aside before anything overwrites it. Entries of the
 * first version (a drill named by its kind and seed alone, answer and all) are read as FreeCell
 * drills, with all they held kept.
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
import { copyNote, NEWER_ENTRY, partDamagedNotice, unreadableNotice } from '@cascade/words';
import { isDrillKind, MAX_SEED, type DrillKind } from '../game/practice/drill-kinds.ts';
import { COURSE, STEP } from '../progress.ts';
import { missWeight } from './score.ts';

/** What comes back: a drill, or a lesson step (its course and step; its seed is 0). */
export type ReviewKind = DrillKind | 'step';

/** What a lesson step's mistake cost: the goal (a move after which it could not be reached), or a star. */
export const STEP_COSTS = ['goal', 'star'] as const;
export type StepCost = (typeof STEP_COSTS)[number];

export const REVIEW_KEY = 'tutorial-review';
export const REVIEW_DAMAGED_KEY = 'tutorial-review-damaged';
/** The most mistakes kept (the oldest go first). */
export const REVIEW_MAX = 200;
/** The game of a drill stored before drills had a choice of game (they were FreeCell's, or its family's). */
export const FIRST_VERSION_GAME = 'freecell';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The wait before an item in each box comes back: box 0 is a fresh mistake. */
export const REVIEW_WAITS = [10 * MINUTE, DAY, 3 * DAY, 7 * DAY, 21 * DAY] as const;

export interface ReviewItem {
  readonly kind: ReviewKind;
  /** A drill's seed when it was first missed (with its kind and game, the item's name); 0 for a step. */
  readonly seed: number;
  /** A drill's game (a catalogue variant id). */
  readonly variant?: string;
  /** A lesson step's course id and step id (kind `step`). */
  readonly course?: string;
  readonly step?: string;
  /** What a lesson step's mistake cost (the controller says; absent: the goal). */
  readonly cost?: StepCost;
  /** What the learner answered or played the last time, the right answer or goal, and why: shown only after it is answered again. */
  readonly given: string;
  readonly expected: string;
  readonly why: string;
  /** The mistakes counted on it: 1 a miss, a third of one for each star a hint or a move cost. */
  readonly misses: number;
  readonly box: number;
  /** When it is due again (ms since the epoch). */
  readonly due: number;
  /** When it was first missed. */
  readonly added: number;
}

/** What a mistake brings to the list (a drill's game: FreeCell when not said). */
export type Miss = Pick<ReviewItem, 'kind' | 'seed' | 'given' | 'expected' | 'why'> &
  Partial<Pick<ReviewItem, 'variant' | 'course' | 'step' | 'cost'>> & {
    /** How much of a miss it was (1, or a third per star lost); 1 when not said. */
    readonly weight?: number;
  };

export const itemKey = (i: {
  kind: ReviewKind;
  seed: number;
  variant?: string | undefined;
  course?: string | undefined;
  step?: string | undefined;
}): string =>
  i.kind === 'step'
    ? `step:${i.course ?? ''}/${i.step ?? ''}`
    : `${i.kind}:${i.variant ?? FIRST_VERSION_GAME}:${i.seed}`;

const text = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;
const time = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
/** A catalogue variant id's shape (the catalogue itself stays out of the lesson pages). */
const GAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MISSES_MAX = 1e6;

export function readItem(x: unknown): { ok: true; value: ReviewItem } | { ok: false; error: string } {
  if (!isRecord(x)) return { ok: false, error: 'an entry is not an object' };
  const { kind, seed, given, expected, why, box, due, added, course, step, variant, cost, misses } = x;
  let place: { course: string; step: string; cost?: StepCost } | { variant: string };
  if (kind === 'step') {
    if (typeof course !== 'string' || !COURSE.test(course) || typeof step !== 'string' || !STEP.test(step))
      return { ok: false, error: 'a lesson step in review is not a step' };
    if (seed !== 0) return { ok: false, error: `the step ${course}/${step} has a seed` };
    if (cost !== undefined && !STEP_COSTS.includes(cost as StepCost))
      return { ok: false, error: `the step ${course}/${step} has a bad cost` };
    place = { course, step, ...(cost === undefined ? {} : { cost: cost as StepCost }) };
  } else if (!isDrillKind(kind)) {
    return { ok: false, error: `${String(JSON.stringify(kind)).slice(0, 30)} is not a drill` };
  } else if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 1 || seed > MAX_SEED)
    return { ok: false, error: `a ${kind} drill has a bad seed` };
  else if (variant !== undefined && (typeof variant !== 'string' || !GAME.test(variant)))
    return { ok: false, error: `the ${kind} drill ${seed} has a bad game` };
  else place = { variant: variant ?? FIRST_VERSION_GAME };
  if (!text(given, 500) || !text(expected, 500) || !text(why, 2000))
    return { ok: false, error: `the ${kind} drill ${seed} has bad text` };
  if (typeof box !== 'number' || !Number.isInteger(box) || box < 0 || box >= REVIEW_WAITS.length)
    return { ok: false, error: `the ${kind} drill ${seed} has a bad box` };
  if (!time(due) || !time(added)) return { ok: false, error: `the ${kind} drill ${seed} has a bad date` };
  if (misses !== undefined && !(time(misses) && misses <= MISSES_MAX))
    return { ok: false, error: `the ${kind} drill ${seed} has a bad count of misses` };
  return {
    ok: true,
    value: { kind, seed, ...place, given, expected, why, misses: misses ?? 1, box, due, added },
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
  const aside = (): string => copyNote(setAside(store, REVIEW_KEY, REVIEW_DAMAGED_KEY));
  if (!raw.ok) return { items: [], problem: unreadableNotice('Your review list', raw.error, aside()) };
  const list = readList(raw.value, { max: REVIEW_MAX, read: readItem, key: itemKey });
  const { items } = list;
  const left = [...list.left];
  // A newer version's fields on an entry would be dropped by the next save: said, and a copy kept.
  if (left.length === 0 && Array.isArray(raw.value) && !whole(raw.value)) left.push(NEWER_ENTRY);
  if (left.length === 0) return { items, problem: null };
  return { items, problem: partDamagedNotice('your review list', left, aside()) };
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

/**
 * A mistake into review (again from the first box), newest first: a drill answered wrong or with a
 * hint, or a step whose goal a move lost. Its misses add up; when it was first missed is kept.
 */
export function recordMiss(items: readonly ReviewItem[], miss: Miss, now: number): ReviewItem[] {
  const { weight = 1, ...rest } = miss;
  const named: Omit<ReviewItem, 'box' | 'due' | 'added' | 'misses'> =
    rest.kind === 'step' ? rest : { ...rest, variant: rest.variant ?? FIRST_VERSION_GAME };
  const key = itemKey(named);
  const old = items.find((i) => itemKey(i) === key);
  const misses = Math.min(MISSES_MAX, (old ? old.misses : 0) + Math.max(0, weight));
  const item: ReviewItem = {
    ...named,
    misses,
    box: 0,
    due: now + REVIEW_WAITS[0],
    added: old?.added ?? now,
  };
  return [item, ...items.filter((i) => itemKey(i) !== key)].slice(0, REVIEW_MAX);
}

/**
 * A drill answered, into the review list: on a drill's page (`reviewing` null) a miss or a partial
 * one (a hint taken) goes in; in review (`reviewing`: the item's key) three stars move the item on
 * and anything less starts it over, adding what it cost. Stars as score.ts gives them.
 */
export function recordAnswer(
  items: readonly ReviewItem[],
  answer: {
    readonly kind: DrillKind;
    readonly variant: string;
    readonly seed: number;
    readonly stars: number;
    readonly given: string;
    readonly expected: string;
    readonly why: string;
  },
  now: number,
  reviewing: ReviewItem | null = null,
): ReviewItem[] {
  const weight = missWeight(answer.stars);
  if (reviewing) {
    if (weight === 0) return recordReviewed(items, itemKey(reviewing), now);
    const { given, expected, why } = answer;
    return recordMiss(
      items,
      {
        kind: reviewing.kind,
        seed: reviewing.seed,
        variant: reviewing.variant,
        given,
        expected,
        why,
        weight,
      },
      now,
    );
  }
  if (weight === 0) return [...items];
  const { stars: _stars, ...miss } = answer;
  return recordMiss(items, { ...miss, weight }, now);
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
 * A lesson step's mistake, for review: the move that lost the way to the goal or cost a star (said
 * as the lessons say moves), the goal, and why.
 */
export function recordStepMistake(
  store: KeyValueStore | null,
  mistake: {
    course: string;
    step: string;
    given: string;
    expected: string;
    why: string;
    /** What it cost (absent: the goal); a star counts as a third of a miss. */
    cost?: StepCost | undefined;
  },
  now: number,
): void {
  if (!store) return;
  const { items } = loadReview(store);
  const { cost, ...rest } = mistake;
  saveReview(
    store,
    recordMiss(
      items,
      { kind: 'step', seed: 0, ...rest, ...(cost ? { cost } : {}), weight: cost === 'star' ? 1 / 3 : 1 },
      now,
    ),
  );
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

/** A kind of mistake and how often it was made: a drill's kind in one game, or a course's lesson steps. */
export interface MissedKind {
  readonly kind: ReviewKind;
  /** The drills' game (null for lesson steps). */
  readonly variant: string | null;
  /** The lesson steps' course (null for drills). */
  readonly course: string | null;
  /** The misses counted on its items (hints and stars as parts of one). */
  readonly misses: number;
  /** Its items in the list. */
  readonly items: number;
}

/**
 * The learner's most-missed kinds, most misses first (then most items, then by name): what the
 * review may add fresh material of (puzzles of the themes failed most draw on this).
 */
export function mostMissed(items: readonly ReviewItem[]): MissedKind[] {
  const groups = new Map<string, MissedKind>();
  for (const i of items) {
    const variant = i.kind === 'step' ? null : (i.variant ?? FIRST_VERSION_GAME);
    const course = i.kind === 'step' ? (i.course ?? '') : null;
    const key = `${i.kind}:${variant ?? ''}:${course ?? ''}`;
    const g = groups.get(key);
    groups.set(key, {
      kind: i.kind,
      variant,
      course,
      misses: (g?.misses ?? 0) + i.misses,
      items: (g?.items ?? 0) + 1,
    });
  }
  const name = (g: MissedKind) => `${g.kind}:${g.variant ?? ''}:${g.course ?? ''}`;
  return [...groups.values()].sort(
    (a, b) => b.misses - a.misses || b.items - a.items || name(a).localeCompare(name(b)),
  );
}

/** How many drills and how many lesson steps are in the list (the practice page's card says both). */
export function countKinds(items: readonly ReviewItem[]): { drills: number; steps: number } {
  const steps = items.filter((i) => i.kind === 'step').length;
  return { drills: items.length - steps, steps };
}

/** A 32-bit mix (murmur3's finalizer). */
function mix32(x: number): number {
  let h = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The seed of the fresh drill a drill item comes back as: new each time it comes back (it follows
 * the item's box and misses), never the seed first missed, the same on every machine and reload.
 */
export function reviewSeed(item: ReviewItem): number {
  let h = mix32(item.seed);
  h = mix32(h ^ Math.imul(item.box + 1, 0x9e3779b1));
  h = mix32(h ^ Math.round(item.misses * 3));
  h = mix32(h ^ (item.added % 0x7fffffff));
  const seed = 1 + (h % MAX_SEED);
  return seed === item.seed ? (seed % MAX_SEED) + 1 : seed;
}
