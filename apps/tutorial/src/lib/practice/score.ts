/**
 * The learner's practice record per drill kind: drills answered and right, stars earned (3 a drill
 * right without a hint, one fewer for each hint taken, at most two; none when wrong), hints taken, and
 * the next drill's seed (practice goes on where it stopped). Read defensively: a damaged record is
 * replaced by a fresh one, and the stored text kept aside first.
 */
import {
  isRecord,
  losesNothing,
  readJson,
  replaceStored,
  setAside,
  type KeyValueStore,
} from '@cascade/play/storage';
import { copyNote, newerFieldsNotice, unreadableNotice } from '@cascade/words';
import { DRILL_KINDS, MAX_SEED, type DrillKind } from '../game/practice/drill-kinds.ts';

export const PRACTICE_KEY = 'tutorial-practice';
export const PRACTICE_DAMAGED_KEY = 'tutorial-practice-damaged';

export interface KindScore {
  readonly answered: number;
  readonly right: number;
  readonly stars: number;
  readonly hints: number;
  readonly nextSeed: number;
}

export type PracticeScore = Readonly<Record<DrillKind, KindScore>>;

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 1e9;

export function freshScore(firstSeed: (kind: DrillKind) => number): PracticeScore {
  return Object.fromEntries(
    DRILL_KINDS.map((k) => [k, { answered: 0, right: 0, stars: 0, hints: 0, nextSeed: firstSeed(k) }]),
  ) as unknown as PracticeScore;
}

function readKind(x: unknown): KindScore | null {
  if (!isRecord(x)) return null;
  const { answered, right, stars, hints, nextSeed } = x;
  if (!count(answered) || !count(right) || !count(stars) || !count(hints)) return null;
  if (!count(nextSeed) || nextSeed < 1 || nextSeed > MAX_SEED || right > answered || stars > 3 * answered)
    return null;
  return { answered, right, stars, hints, nextSeed };
}

function check(x: unknown): PracticeScore | null {
  if (!isRecord(x)) return null;
  const out: Partial<Record<DrillKind, KindScore>> = {};
  for (const k of DRILL_KINDS) {
    const s = readKind(x[k]);
    if (!s) return null;
    out[k] = s;
  }
  return out as PracticeScore;
}

/** A seed to start practice from, for a learner who has none yet. */
export const randomSeed = (): number => 1 + Math.floor(Math.random() * 1_000_000);

export function loadScore(
  store: KeyValueStore | null,
  firstSeed: (kind: DrillKind) => number = randomSeed,
): { score: PracticeScore; problem: string | null } {
  const raw = readJson(store, PRACTICE_KEY);
  if (raw.ok && raw.value === undefined) return { score: freshScore(firstSeed), problem: null };
  const score = raw.ok ? check(raw.value) : null;
  if (score && raw.ok && losesNothing(raw.value, score)) return { score, problem: null };
  const copy = copyNote(setAside(store, PRACTICE_KEY, PRACTICE_DAMAGED_KEY), 'new practice');
  return score
    ? { score, problem: newerFieldsNotice('Your practice record', copy) }
    : { score: freshScore(firstSeed), problem: unreadableNotice('Your practice record', null, copy) };
}

export function saveScore(store: KeyValueStore | null, score: PracticeScore): boolean {
  const fits = (v: unknown): v is PracticeScore => {
    const stored = check(v);
    return stored !== null && losesNothing(v, stored);
  };
  return replaceStored(store, PRACTICE_KEY, PRACTICE_DAMAGED_KEY, fits, score, 'it is damaged');
}

/**
 * How much of a miss an answer was, for the review list: its stars short of three, a third each
 * (wrong: 1, a whole miss; right after one hint: a third; right at once: none).
 */
export const missWeight = (stars: number): number => (3 - Math.max(0, Math.min(3, stars))) / 3;

/** A drill answered: its stars and hints counted, and practice moves on past its seed. */
export function recordDrill(
  score: PracticeScore,
  kind: DrillKind,
  seed: number,
  result: { readonly stars: number; readonly hints: number; readonly correct: boolean },
): PracticeScore {
  const s = score[kind];
  return {
    ...score,
    [kind]: {
      answered: s.answered + 1,
      right: s.right + (result.correct ? 1 : 0),
      stars: s.stars + result.stars,
      hints: s.hints + result.hints,
      nextSeed: seed >= MAX_SEED ? 1 : Math.max(s.nextSeed, seed + 1),
    },
  };
}
