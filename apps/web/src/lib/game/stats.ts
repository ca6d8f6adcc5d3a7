/**
 * Statistics per variant, kept in the browser: played, won, streaks, fewest moves, best time.
 * Every stored entry is checked, field by field: one of the wrong type is never read as zero. Data
 * that cannot be read is set aside, as its text, before an update replaces it; when no copy can be
 * kept, nothing is written.
 */
import {
  hasOwn,
  isRecord,
  losesNothing,
  readForUpdate,
  readJson,
  replaceStoredSaying,
  updateNotice,
  writeJson,
  type KeyValueStore,
} from '@cascade/play/storage';

export interface VariantStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Fewest moves of the player's in a won game (autoplay's not counted), or null. */
  readonly fewestMoves: number | null;
  /** Fastest won game, ms, or null. */
  readonly bestTimeMs: number | null;
  /** Best score of a won game (@cascade/play/score); absent until one is set (and in statistics kept before). */
  readonly bestScore?: number;
}

export const EMPTY_STATS: VariantStats = Object.freeze({
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  fewestMoves: null,
  bestTimeMs: null,
});

const KEY = 'stats';
/** Where statistics that could not be read are kept (a copy a time, `stats-unreadable@…`). */
export const DAMAGED_KEY = 'stats-unreadable';

export const winRate = (s: VariantStats): number => (s.played === 0 ? 0 : s.won / s.played);

export const recordStart = (s: VariantStats): VariantStats => ({ ...s, played: s.played + 1 });

/**
 * A win: counted, the streak on; with `records` false (a win with a hint or the solution shown) it
 * sets no record (fewest moves, best time, best score).
 */
export function recordWin(
  s: VariantStats,
  result: { moves: number; timeMs: number; score?: number; records?: boolean },
): VariantStats {
  const currentStreak = s.currentStreak + 1;
  const counted = { ...s, won: s.won + 1, currentStreak, bestStreak: Math.max(s.bestStreak, currentStreak) };
  if (result.records === false) return counted;
  const score = result.score;
  return {
    ...counted,
    fewestMoves: s.fewestMoves === null ? result.moves : Math.min(s.fewestMoves, result.moves),
    bestTimeMs: s.bestTimeMs === null ? result.timeMs : Math.min(s.bestTimeMs, result.timeMs),
    ...(score === undefined && s.bestScore === undefined
      ? {}
      : { bestScore: Math.max(s.bestScore ?? 0, score ?? 0) }),
  };
}

/** A counted game given up (restart, new game) breaks the streak. */
export const recordAbandon = (s: VariantStats): VariantStats => ({ ...s, currentStreak: 0 });

const COUNTS = ['played', 'won', 'currentStreak', 'bestStreak'] as const;
const BESTS = ['fewestMoves', 'bestTimeMs', 'bestScore'] as const;
const shown = (x: unknown): string => (x === undefined ? 'missing' : JSON.stringify(x).slice(0, 24));

/** One stored entry, checked: its statistics, or what is wrong with it. */
export function readStatsEntry(
  raw: unknown,
): { ok: true; value: VariantStats } | { ok: false; error: string } {
  if (!isRecord(raw)) return { ok: false, error: 'not a record of games' };
  for (const k of COUNTS) {
    const v = hasOwn(raw, k) ? raw[k] : undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
      return { ok: false, error: `${k} is ${shown(v)}, not a count` };
  }
  for (const k of BESTS) {
    const v = hasOwn(raw, k) ? raw[k] : null;
    if (v !== null && (typeof v !== 'number' || !Number.isFinite(v) || v < 0))
      return { ok: false, error: `${k} is ${shown(v)}` };
  }
  const s = raw as unknown as VariantStats;
  if (s.won > s.played || s.currentStreak > s.won || s.bestStreak > s.won)
    return { ok: false, error: 'it counts more wins than games' };
  const { played, won, currentStreak, bestStreak } = s;
  return {
    ok: true,
    value: {
      played,
      won,
      currentStreak,
      bestStreak,
      fewestMoves: s.fewestMoves ?? null,
      bestTimeMs: s.bestTimeMs ?? null,
      // A best score of null (or none) stays absent.
      ...(typeof raw.bestScore === 'number' ? { bestScore: raw.bestScore } : {}),
    },
  };
}

interface StoredStats {
  readonly stats: Record<string, VariantStats>;
  /** What could not be read: the stored data as a whole, or its first damaged entry (and how many). */
  readonly problem: string | null;
}

/** The statistics stored: every entry that can be read, and what cannot. */
function readStored(store: KeyValueStore | null): StoredStats {
  const r = readJson(store, KEY);
  if (!r.ok) return { stats: {}, problem: r.error };
  if (r.value === undefined) return { stats: {}, problem: null };
  if (!isRecord(r.value)) return { stats: {}, problem: 'the saved statistics are not in the expected form' };
  const read: [string, VariantStats][] = [];
  const bad: string[] = [];
  for (const [id, raw] of Object.entries(r.value)) {
    const e = readStatsEntry(raw);
    if (e.ok) read.push([id, e.value]);
    else bad.push(`the statistics of ${id.slice(0, 40)}: ${e.error}`);
  }
  // fromEntries makes every name an own key: "__proto__" stays an entry, not the object's prototype.
  const stats = Object.fromEntries(read);
  const more = bad.length > 1 ? ` (and ${bad.length - 1} more)` : '';
  return { stats, problem: bad.length === 0 ? null : `${bad[0] ?? ''}${more}` };
}

export const loadAllStats = (store: KeyValueStore | null): Record<string, VariantStats> =>
  readStored(store).stats;

/** Why the saved statistics cannot all be read, or null when they can (or there are none). */
export const statsProblem = (store: KeyValueStore | null): string | null => readStored(store).problem;

export function loadStats(store: KeyValueStore | null, variant: string): VariantStats {
  const all = loadAllStats(store);
  return hasOwn(all, variant) ? (all[variant] ?? EMPTY_STATS) : EMPTY_STATS;
}

/** Stored statistics that write back as they are: every entry readable, with no field it would drop. */
const isClean = (v: unknown): v is Record<string, unknown> =>
  isRecord(v) &&
  Object.values(v).every((e) => {
    const r = readStatsEntry(e);
    return r.ok && losesNothing(e, r.value);
  });

/**
 * Changes the statistics of a variant and saves them. Data that cannot be read is first set aside
 * as it was; when no copy can be kept, nothing is written (the change is returned all the same).
 * Either is told to `say` (with any older copies dropped to make room).
 */
export function updateStats(
  store: KeyValueStore | null,
  variant: string,
  f: (s: VariantStats) => VariantStats,
  say: (notice: string, kind: 'info' | 'error') => void = () => undefined,
): VariantStats {
  const before = readForUpdate(store, KEY, DAMAGED_KEY, isClean);
  const notice = updateNotice(before, 'Your statistics');
  if (notice !== null) say(notice, before.status === 'blocked' ? 'error' : 'info');
  const all = loadAllStats(store);
  const next = f(hasOwn(all, variant) ? (all[variant] ?? EMPTY_STATS) : EMPTY_STATS);
  if (before.status !== 'blocked') writeJson(store, KEY, { ...all, [variant]: next });
  return next;
}

/**
 * Clears every statistic: `cleared` false when nothing could be written; `notice`, for the player, when
 * what was stored could not be read whole (set aside first, and any older copy dropped to make room, named).
 */
export function clearStats(store: KeyValueStore | null): {
  readonly cleared: boolean;
  readonly notice: string | null;
} {
  const r = replaceStoredSaying(store, KEY, DAMAGED_KEY, isClean, {}, 'Your statistics');
  return { cleared: r.saved, notice: r.notice };
}

/**
 * Statistics of several devices added up (this device's own, and copies imported from others):
 * games and wins summed, the best streak and the records the best of any, the current streak this
 * device's own (a streak does not run across devices).
 */
export function combineStats(own: VariantStats, others: readonly VariantStats[]): VariantStats {
  const best = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
  return others.reduce<VariantStats>(
    (t, o) => ({
      ...(t.bestScore === undefined && o.bestScore === undefined
        ? {}
        : { bestScore: Math.max(t.bestScore ?? 0, o.bestScore ?? 0) }),
      played: t.played + o.played,
      won: t.won + o.won,
      currentStreak: t.currentStreak,
      bestStreak: Math.max(t.bestStreak, o.bestStreak),
      fewestMoves: best(t.fewestMoves, o.fewestMoves),
      bestTimeMs: best(t.bestTimeMs, o.bestTimeMs),
    }),
    own,
  );
}
