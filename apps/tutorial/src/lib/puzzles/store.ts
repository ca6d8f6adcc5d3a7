/**
 * The learner's puzzle record, kept in localStorage under one key (`cascade:v1:puzzle-record`): their
 * rating, their copy of the ratings of the puzzles they played, each puzzle's first attempt, and the
 * best streak. Read as progress.ts reads lesson progress: every load validated, damaged entries left
 * out (and said), the rest kept, and the stored text copied aside (`puzzle-record-damaged@<time>`)
 * before anything overwrites it; when no copy can be kept, nothing is saved over it.
 */
import { hasOwn, isRecord, losesNothing, replaceStored, type KeyValueStore } from '@cascade/play/storage';
import { loadChecked, wholeBy, type Stored } from '../stored.ts';
import {
  attemptWeight,
  NEW_LEARNER,
  puzzleGlicko,
  rateAttempt,
  RATING_MAX,
  RATING_MIN,
  RD_MAX,
  type Angle,
  type Glicko,
} from './rating.ts';
import { movedPuzzleId } from './ids.ts';
import { PUZZLE_THEMES, type Puzzle, type PuzzleTheme } from './types.ts';

export const RECORD_KEY = 'puzzle-record';
export const RECORD_DAMAGED_KEY = 'puzzle-record-damaged';
export const RECORD_VERSION = 1;

/** A puzzle id as the data writes them (`freecell-1x8k2qf`: ids.ts), or as the first files did (`freecell-4-40-endgame`). */
export const PUZZLE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,399}$/;

export interface Attempt {
  readonly won: boolean;
  /** When (ms since the epoch). */
  readonly at: number;
  /** The learner's rating change (0 for an attempt that was not rated: a streak's). */
  readonly diff: number;
  /** The puzzle's main theme (the review offers more of the themes missed most: missed.ts). */
  readonly theme?: PuzzleTheme;
}

export interface PuzzleRecord {
  readonly v: typeof RECORD_VERSION;
  readonly learner: Glicko;
  /** The learner's copy of each played puzzle's rating (the data's rating until then). */
  readonly puzzles: Readonly<Record<string, Glicko>>;
  /** Each puzzle's first attempt: a puzzle attempted before is a replay, not rated. */
  readonly attempts: Readonly<Record<string, Attempt>>;
  /** Rated attempts so far. */
  readonly rated: number;
  /** The best puzzle streak. */
  readonly bestStreak: number;
}

export const freshRecord = (): PuzzleRecord => ({
  v: RECORD_VERSION,
  learner: NEW_LEARNER,
  puzzles: {},
  attempts: {},
  rated: 0,
  bestStreak: 0,
});

const finite = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;

function readGlicko(x: unknown): Glicko | null {
  if (!isRecord(x)) return null;
  const { rating, rd, vol } = x;
  if (!finite(rating, RATING_MIN, RATING_MAX) || !finite(rd, 0, RD_MAX) || !finite(vol, 0, 1)) return null;
  return { rating, rd, vol };
}

function readAttempt(x: unknown): Attempt | null {
  if (!isRecord(x)) return null;
  const { won, at, diff, theme } = x;
  if (typeof won !== 'boolean' || !finite(at, 0, 8.64e15) || !finite(diff, -RATING_MAX, RATING_MAX))
    return null;
  if (theme === undefined) return { won, at, diff };
  if (!(PUZZLE_THEMES as readonly unknown[]).includes(theme)) return null;
  return { won, at, diff, theme: theme as PuzzleTheme };
}

/**
 * The stored value with the first files' puzzle ids (`freecell-12-40-dig`) renamed to the ids
 * the puzzles have now (ids.ts), each attempt given the theme its old id named; where both are
 * stored, the entry under the new id stays.
 */
function renameOldIds(value: Record<string, unknown>): Record<string, unknown> {
  const rename = (entries: unknown, withTheme: boolean): unknown => {
    if (!isRecord(entries)) return entries;
    const out: Record<string, unknown> = {};
    for (const [id, entry] of Object.entries(entries)) {
      const moved = movedPuzzleId(id);
      if (!moved) {
        out[id] = entry;
        continue;
      }
      if (hasOwn(entries, moved.id)) continue;
      out[moved.id] =
        withTheme && isRecord(entry) && entry.theme === undefined ? { ...entry, theme: moved.theme } : entry;
    }
    return out;
  };
  return { ...value, puzzles: rename(value.puzzles, false), attempts: rename(value.attempts, true) };
}

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1e9;

/**
 * Checks a stored value. Not a record at all (not an object, another version): an error. Otherwise
 * the record made of its good parts, and what was wrong with the others (`dropped`).
 */
export function checkRecord(
  stored: unknown,
): { ok: true; value: PuzzleRecord; dropped: readonly string[] } | { ok: false; error: string } {
  if (!isRecord(stored)) return { ok: false, error: 'it is not an object' };
  const value = renameOldIds(stored);
  if (value.v !== RECORD_VERSION)
    return {
      ok: false,
      error: `its version is ${value.v === undefined ? 'missing' : JSON.stringify(value.v)}, not ${RECORD_VERSION}`,
    };
  const dropped: string[] = [];
  let learner = readGlicko(value.learner);
  if (learner === null) {
    dropped.push('your rating is not a rating');
    learner = NEW_LEARNER;
  }
  const puzzles: Record<string, Glicko> = {};
  if (isRecord(value.puzzles)) {
    for (const [id, g] of Object.entries(value.puzzles)) {
      const r = PUZZLE_ID.test(id) ? readGlicko(g) : null;
      if (r) puzzles[id] = r;
      else dropped.push(`the rating of puzzle "${id.slice(0, 40)}" is damaged`);
    }
  } else dropped.push('the puzzles’ ratings are missing');
  const attempts: Record<string, Attempt> = {};
  if (isRecord(value.attempts)) {
    for (const [id, a] of Object.entries(value.attempts)) {
      const r = PUZZLE_ID.test(id) ? readAttempt(a) : null;
      if (r) attempts[id] = r;
      else dropped.push(`the attempt at puzzle "${id.slice(0, 40)}" is damaged`);
    }
  } else dropped.push('the list of attempts is missing');
  let rated = value.rated;
  if (!count(rated)) {
    dropped.push('the count of rated puzzles is damaged');
    rated = Object.keys(attempts).length;
  }
  let bestStreak = value.bestStreak;
  if (!count(bestStreak)) {
    dropped.push('the best streak is damaged');
    bestStreak = 0;
  }
  const record: PuzzleRecord = {
    v: RECORD_VERSION,
    learner,
    puzzles,
    attempts,
    rated: rated as number,
    bestStreak: bestStreak as number,
  };
  if (dropped.length === 0 && !losesNothing(value, record))
    dropped.push('it holds fields this version does not read');
  return { ok: true, value: record, dropped };
}

export type RecordLoad = { readonly record: PuzzleRecord; readonly problem: string | null };

const STORED_RECORD: Stored = {
  key: RECORD_KEY,
  damagedKey: RECORD_DAMAGED_KEY,
  words: { whole: 'puzzle rating', part: 'puzzle record', unsaved: 'new results' },
};

/**
 * Loads the record. Damaged entries are left out and the rest kept; data that cannot be read gives a
 * fresh record; either way the stored text is copied aside, and `problem` says so (or that no copy
 * could be kept: then saving is refused until there is room).
 */
export function loadRecord(store: KeyValueStore | null): RecordLoad {
  const { value, problem } = loadChecked(store, STORED_RECORD, checkRecord, freshRecord);
  return { record: value, problem };
}

const isWhole = wholeBy(checkRecord);

/** Saves the record; stored data that cannot be read whole is set aside first. False: not saved. */
export function saveRecord(store: KeyValueStore | null, record: PuzzleRecord): boolean {
  return replaceStored(store, RECORD_KEY, RECORD_DAMAGED_KEY, isWhole, record, 'it is damaged');
}

/** The learner's copy of a puzzle's rating. */
export function puzzleRating(record: PuzzleRecord, puzzle: Puzzle): Glicko {
  return hasOwn(record.puzzles, puzzle.id)
    ? (record.puzzles[puzzle.id] as Glicko)
    : puzzleGlicko(puzzle.rating);
}

export const attempted = (record: PuzzleRecord, id: string): boolean => hasOwn(record.attempts, id);

export interface Outcome {
  readonly record: PuzzleRecord;
  /** The learner's rating before and after; null when the attempt was not rated (a replay, a streak). */
  readonly change: { readonly before: number; readonly after: number } | null;
}

/**
 * Records an attempt. The first attempt at a puzzle is rated (see rating.ts), unless it is played
 * in a streak; a replay changes nothing but is not an error.
 */
export function recordAttempt(
  record: PuzzleRecord,
  puzzle: Puzzle,
  won: boolean,
  angle: Angle,
  now: number,
): Outcome {
  if (attempted(record, puzzle.id)) return { record, change: null };
  const theme = puzzle.themes[0] as PuzzleTheme;
  if (angle.kind === 'streak')
    return {
      record: { ...record, attempts: { ...record.attempts, [puzzle.id]: { won, at: now, diff: 0, theme } } },
      change: null,
    };
  const rated = rateAttempt(record.learner, puzzleRating(record, puzzle), won, attemptWeight(angle, won));
  const before = record.learner.rating;
  const after = rated.learner.rating;
  return {
    record: {
      ...record,
      learner: rated.learner,
      puzzles: { ...record.puzzles, [puzzle.id]: rated.puzzle },
      attempts: { ...record.attempts, [puzzle.id]: { won, at: now, diff: after - before, theme } },
      rated: record.rated + 1,
    },
    change: { before, after },
  };
}

/** Keeps the best streak. */
export const recordStreak = (record: PuzzleRecord, streak: number): PuzzleRecord =>
  streak > record.bestStreak ? { ...record, bestStreak: streak } : record;
