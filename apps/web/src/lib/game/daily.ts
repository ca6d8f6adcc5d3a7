/**
 * The deal of the day: one winnable FreeCell deal a day (UTC), the same for everyone, drawn from
 * the deal atlas with the day as the seed; and its own streak (days in a row it was won), kept in
 * the browser apart from the variants' statistics.
 */
import {
  hasOwn,
  isRecord,
  readForUpdate,
  readJson,
  updateNotice,
  writeJson,
  type KeyValueStore,
} from '@cascade/play/storage';

export const DAILY_VARIANT = 'freecell';
const KEY = 'daily';
export const UNREADABLE_DAILY_KEY = 'daily-unreadable';
/** Days of wins kept (for the streaks). */
export const KEPT_DAYS = 400;

/** The UTC day of a moment: YYYY-MM-DD. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The day before (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The seed of a day: its text hashed (FNV-1a), so that days next to each other draw far apart. */
export function daySeed(day: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < day.length; i++) {
    h ^= day.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h || 1;
}

/** The days the deal of the day was won, kept as a sorted list of YYYY-MM-DD (and nothing else). */
export const isDays = (v: unknown): v is { won: string[] } =>
  isRecord(v) &&
  Object.keys(v).every((k) => k === 'won') &&
  hasOwn(v, 'won') &&
  Array.isArray(v.won) &&
  v.won.every(
    (d, i, a) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && (i === 0 || a[i - 1] < d),
  );

export function loadDailyWins(store: KeyValueStore | null): string[] {
  const r = readJson(store, KEY);
  return r.ok && isDays(r.value) ? r.value.won : [];
}

/**
 * Records a win of the deal of `day`. Returns the days won, whether they were saved, and what the
 * player should know when the stored days could not be read (set aside first, or left alone).
 */
export function recordDailyWin(
  store: KeyValueStore | null,
  day: string,
): { won: string[]; saved: boolean; notice: string | null } {
  const before = readForUpdate(store, KEY, UNREADABLE_DAILY_KEY, isDays);
  const notice = updateNotice(before, 'Your days of the deal of the day');
  const won = [...new Set([...(before.status === 'ok' ? before.value.won : []), day])]
    .sort()
    .slice(-KEPT_DAYS);
  if (before.status === 'blocked') return { won, saved: false, notice };
  return { won, saved: writeJson(store, KEY, { won }).ok, notice };
}

export interface DailyStreak {
  /** Days in a row up to today (or up to yesterday, while today's is still to play). */
  readonly current: number;
  readonly best: number;
  readonly wonToday: boolean;
}

export function dailyStreak(won: readonly string[], today: string): DailyStreak {
  const set = new Set(won);
  let best = 0;
  let run = 0;
  let prev: string | null = null;
  for (const d of [...set].sort()) {
    run = prev !== null && dayBefore(d) === prev ? run + 1 : 1;
    best = Math.max(best, run);
    prev = d;
  }
  let current = 0;
  for (let d = set.has(today) ? today : dayBefore(today); set.has(d); d = dayBefore(d)) current++;
  return { current, best, wonToday: set.has(today) };
}
