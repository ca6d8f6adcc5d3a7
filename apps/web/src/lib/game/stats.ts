/** Statistics per variant, kept in the browser: played, won, streaks, fewest moves, best time. */
import { isRecord, readForUpdate, readJson, writeJson, type KeyValueStore } from '@cascade/play/storage';

export interface VariantStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Fewest moves in a won game (autoplay moves included), or null. */
  readonly fewestMoves: number | null;
  /** Fastest won game, ms, or null. */
  readonly bestTimeMs: number | null;
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
/** Where statistics that could not be read are kept, as they were, before new ones replace them. */
export const DAMAGED_KEY = 'stats-unreadable';

export const winRate = (s: VariantStats): number => (s.played === 0 ? 0 : s.won / s.played);

export const recordStart = (s: VariantStats): VariantStats => ({ ...s, played: s.played + 1 });

export function recordWin(s: VariantStats, result: { moves: number; timeMs: number }): VariantStats {
  const currentStreak = s.currentStreak + 1;
  return {
    ...s,
    won: s.won + 1,
    currentStreak,
    bestStreak: Math.max(s.bestStreak, currentStreak),
    fewestMoves: s.fewestMoves === null ? result.moves : Math.min(s.fewestMoves, result.moves),
    bestTimeMs: s.bestTimeMs === null ? result.timeMs : Math.min(s.bestTimeMs, result.timeMs),
  };
}

/** A counted game given up (restart, new game) breaks the streak. */
export const recordAbandon = (s: VariantStats): VariantStats => ({ ...s, currentStreak: 0 });

const count = (x: unknown): number => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : 0);
const best = (x: unknown): number | null =>
  typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : null;

/** Sanitises one stored entry: anything unreadable counts as zero. */
export function cleanStats(raw: unknown): VariantStats {
  if (!isRecord(raw)) return EMPTY_STATS;
  const played = count(raw.played);
  const won = Math.min(count(raw.won), played);
  return {
    played,
    won,
    currentStreak: Math.min(count(raw.currentStreak), won),
    bestStreak: Math.min(count(raw.bestStreak), won),
    fewestMoves: best(raw.fewestMoves),
    bestTimeMs: best(raw.bestTimeMs),
  };
}

export function loadAllStats(store: KeyValueStore | null): Record<string, VariantStats> {
  const r = readJson(store, KEY);
  if (!r.ok || !isRecord(r.value)) return {};
  const out: Record<string, VariantStats> = {};
  for (const [k, v] of Object.entries(r.value)) out[k] = cleanStats(v);
  return out;
}

/** Why the saved statistics cannot be read (they count as none), or null when they can (or there are none). */
export function statsProblem(store: KeyValueStore | null): string | null {
  const r = readJson(store, KEY);
  if (!r.ok) return r.error;
  return r.value === undefined || isRecord(r.value)
    ? null
    : 'the saved statistics are not in the expected form';
}

/** Before statistics that cannot be read are replaced, their text is put aside under DAMAGED_KEY. */
function keepDamaged(store: KeyValueStore | null): void {
  readForUpdate(store, KEY, DAMAGED_KEY, isRecord);
}

export function loadStats(store: KeyValueStore | null, variant: string): VariantStats {
  return loadAllStats(store)[variant] ?? EMPTY_STATS;
}

export function updateStats(
  store: KeyValueStore | null,
  variant: string,
  f: (s: VariantStats) => VariantStats,
): VariantStats {
  keepDamaged(store);
  const all = loadAllStats(store);
  const next = f(all[variant] ?? EMPTY_STATS);
  all[variant] = next;
  writeJson(store, KEY, all);
  return next;
}

export function clearStats(store: KeyValueStore | null): void {
  keepDamaged(store);
  writeJson(store, KEY, {});
}
