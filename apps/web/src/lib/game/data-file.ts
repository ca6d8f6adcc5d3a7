/**
 * Your data with you: everything the game stores (statistics, the last games, the deal of the day's
 * days, saved house rules, settings, games under way) in one file, and that file imported on another
 * device, merged without losing either side (@cascade/play/merge):
 * - statistics stay apart by device (`stats-others`, this device's own untouched) and are added up
 *   when shown, so importing a file twice counts nothing twice;
 * - the last games, the days and the rule sets: the union (one entry a game, a day, a rule set);
 * - games under way: the file's added where this device has none of that deal (one here is never
 *   replaced: it may be open in a tab);
 * - settings: this device's kept; the file's taken only where none are stored here.
 * A file that is not JSON, not Cascade's, from a newer version, or with any part that does not read
 * gives a message saying which, and changes nothing; so does data stored here that cannot be read.
 * The writes are undone if one fails (storage full): all or nothing.
 */
import { decodeHouseRules } from '@cascade/variants';
import {
  DATA_FILE_NO_DEVICE,
  DATA_FILE_NO_FORMAT,
  DATA_FILE_NOT_JSON,
  DATA_FILE_NOT_OURS,
  DATA_FILE_TOO_LARGE,
  dataDaysUnreadable,
  dataDeviceCopyUnreadable,
  dataFileNewer,
  dataFileNotImported,
  dataFileNotMade,
  dataNotAList,
  dataNotARuleSet,
  dataNotASavedGame,
  dataNothingImported,
  dataNotInForm,
  dataUnknownSetting,
  exportSetAside,
  IMPORT_NO_STORAGE,
  importSetAside,
  OTHER_DEVICES_STATS,
  type ImportCounts,
} from '@cascade/words';
import { mergeDays, mergeDevices, mergeKeyed, type DeviceCopy } from '@cascade/play/merge';
import {
  hasOwn,
  isRecord,
  readJson,
  STORAGE_PREFIX,
  writeJson,
  type KeyValueStore,
} from '@cascade/play/storage';
import { newTabId } from '@cascade/play/sync';
import { cleanSettings, DEFAULT_SETTINGS, type SettingsData } from '$lib/settings.svelte.ts';
import { MAX_SAVED_HOUSE_RULES } from '$lib/house-rules.ts';
import { isDays, KEPT_DAYS } from './daily.ts';
import { GAME_LOG_MAX, logKey, readLoggedGame, type LoggedGame } from './game-log.ts';
import { checkSavedShape, gameKey, SAVED_GAMES_MAX, type SavedGame } from './saved.ts';
import { readStatsEntry, type VariantStats } from './stats.ts';

export const DATA_FORMAT = 'cascade-data';
export const DATA_VERSION = 1;
/** Larger than any file the game writes (100 games, 400 days, 200 rule sets, 12 games under way). */
export const DATA_MAX_BYTES = 5_000_000;

const K = {
  device: 'device',
  stats: 'stats',
  others: 'stats-others',
  log: 'game-log',
  daily: 'daily',
  rules: 'house-rules',
  settings: 'settings',
  games: 'games',
} as const;

type Stats = Record<string, VariantStats>;
interface RuleSet {
  readonly code: string;
  readonly savedAt: number;
}

/** Everything the game stores, read and checked. */
export interface GameData {
  readonly device: string;
  readonly stats: Stats;
  readonly statsOthers: Record<string, DeviceCopy<Stats>>;
  readonly gameLog: LoggedGame[];
  readonly daily: string[];
  readonly houseRules: RuleSet[];
  /** null: none stored. */
  readonly settings: SettingsData | null;
  readonly games: Record<string, SavedGame>;
}

/** The file: the data, said whose and when. */
export interface DataFile extends GameData {
  readonly format: typeof DATA_FORMAT;
  readonly version: number;
  readonly exportedAt: number;
}

type Read<T> = { ok: true; value: T } | { ok: false; error: string };
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

function readStats(raw: unknown, what: string): Read<Stats> {
  if (raw === undefined) return { ok: true, value: {} };
  if (!isRecord(raw)) return fail(dataNotInForm(what));
  const out: [string, VariantStats][] = [];
  for (const [id, e] of Object.entries(raw)) {
    const r = readStatsEntry(e);
    if (!r.ok) return fail(`${what} of ${id.slice(0, 40)}: ${r.error}`);
    out.push([id, r.value]);
  }
  return { ok: true, value: Object.fromEntries(out) };
}

function readOthers(raw: unknown, what: string): Read<Record<string, DeviceCopy<Stats>>> {
  if (raw === undefined) return { ok: true, value: {} };
  if (!isRecord(raw)) return fail(dataNotInForm(what));
  const out: [string, DeviceCopy<Stats>][] = [];
  for (const [device, c] of Object.entries(raw)) {
    if (
      !/^[0-9a-z]{1,16}$/.test(device) ||
      !isRecord(c) ||
      typeof c.at !== 'number' ||
      !Number.isFinite(c.at)
    )
      return fail(dataDeviceCopyUnreadable(what));
    const s = readStats(hasOwn(c, 'value') ? c.value : undefined, `${what} of another device`);
    if (!s.ok) return s;
    out.push([device, { at: c.at, value: s.value }]);
  }
  return { ok: true, value: Object.fromEntries(out) };
}

function readLog(raw: unknown, what: string): Read<LoggedGame[]> {
  if (raw === undefined) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return fail(dataNotAList(what));
  const out: LoggedGame[] = [];
  for (const e of raw as unknown[]) {
    const r = readLoggedGame(e);
    if (!r.ok) return fail(`${what}: ${r.error}`);
    out.push(r.value);
  }
  return { ok: true, value: out };
}

function readRules(raw: unknown, what: string): Read<RuleSet[]> {
  if (raw === undefined) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return fail(dataNotAList(what));
  const out: RuleSet[] = [];
  for (const e of raw as unknown[]) {
    if (!isRecord(e) || typeof e.code !== 'string' || e.code.length > 1000)
      return fail(dataNotARuleSet(what));
    const v = decodeHouseRules(e.code);
    if (!v.ok) return fail(`${what}: ${v.error.message}`);
    out.push({
      code: v.value.id,
      savedAt: typeof e.savedAt === 'number' && Number.isFinite(e.savedAt) ? e.savedAt : 0,
    });
  }
  return { ok: true, value: out };
}

function readSettings(raw: unknown, what: string): Read<SettingsData | null> {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  if (!isRecord(raw)) return fail(dataNotInForm(what));
  const clean = cleanSettings(raw);
  for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof SettingsData)[])
    if (hasOwn(raw, k) && raw[k] !== clean[k]) return fail(dataUnknownSetting(what, k));
  return { ok: true, value: clean };
}

/** Saved games under way; `lenient` (this device's): a record that does not read is left out, not an error. */
function readGames(raw: unknown, what: string, lenient = false): Read<Record<string, SavedGame>> {
  if (raw === undefined) return { ok: true, value: {} };
  if (!isRecord(raw)) return fail(dataNotInForm(what));
  const out: [string, SavedGame][] = [];
  for (const [k, g] of Object.entries(raw)) {
    if (
      lenient &&
      !checkSavedShape(g, isRecord(g) ? String(g.variant) : '', isRecord(g) ? Number(g.deal) : 0).ok
    )
      continue;
    const variant = isRecord(g) && typeof g.variant === 'string' ? g.variant : '';
    const deal = isRecord(g) && typeof g.deal === 'number' ? g.deal : 0;
    if (k !== gameKey(variant, deal)) return fail(dataNotASavedGame(what, k.slice(0, 40)));
    const r = checkSavedShape(g, variant, deal);
    if (!r.ok) return fail(`${what}: ${k.slice(0, 40)}: ${r.error}`);
    out.push([k, r.value]);
  }
  return { ok: true, value: Object.fromEntries(out) };
}

/** The parts of a data set, each read and checked; the first that does not read, said. */
function readParts(
  get: (k: keyof typeof K) => unknown,
  whose: string,
  lenientGames = false,
): Read<Omit<GameData, 'device'>> {
  const stats = readStats(get('stats'), `${whose} statistics`);
  if (!stats.ok) return stats;
  const others = readOthers(get('others'), `${whose} statistics of other devices`);
  if (!others.ok) return others;
  const log = readLog(get('log'), `${whose} last games`);
  if (!log.ok) return log;
  const dailyRaw = get('daily');
  if (dailyRaw !== undefined && !isDays(dailyRaw)) return fail(dataDaysUnreadable(whose));
  const rules = readRules(get('rules'), `${whose} house rules`);
  if (!rules.ok) return rules;
  const settings = readSettings(get('settings'), `${whose} settings`);
  if (!settings.ok) return settings;
  const games = readGames(get('games'), `${whose} games under way`, lenientGames);
  if (!games.ok) return games;
  return {
    ok: true,
    value: {
      stats: stats.value,
      statsOthers: others.value,
      gameLog: log.value,
      daily: dailyRaw === undefined ? [] : dailyRaw.won,
      houseRules: rules.value,
      settings: settings.value,
      games: games.value,
    },
  };
}

/** This device's name among the devices whose data it holds (a new one until it is first written). */
function deviceOf(store: KeyValueStore | null): string {
  const r = readJson(store, K.device);
  return r.ok && typeof r.value === 'string' && /^[0-9a-z]{1,16}$/.test(r.value) ? r.value : newTabId();
}

/** What this device stores, read and checked (what does not read, said: nothing is imported over it). */
export function readStoredData(store: KeyValueStore | null): Read<GameData> {
  const parts = readParts(
    (k) => {
      const r = readJson(store, K[k]);
      return r.ok ? r.value : { unreadable: r.error };
    },
    'your',
    true,
  );
  return parts.ok ? { ok: true, value: { device: deviceOf(store), ...parts.value } } : parts;
}

/** The file of everything stored here (JSON text), or why it cannot be made. */
export function exportData(store: KeyValueStore | null, now: number): Read<string> {
  const d = readStoredData(store);
  if (!d.ok) return fail(exportSetAside(d.error));
  // The device keeps its name: a file exported again replaces its copy on the devices that import it.
  const named = writeJson(store, K.device, d.value.device);
  if (!named.ok) return fail(dataFileNotMade(named.error));
  const file: DataFile = { format: DATA_FORMAT, version: DATA_VERSION, exportedAt: now, ...d.value };
  return { ok: true, value: JSON.stringify(file) };
}

/** A file's text read as a data file: its data, or what is wrong with it. */
export function readDataFile(text: string): Read<DataFile> {
  if (text.length > DATA_MAX_BYTES) return fail(DATA_FILE_TOO_LARGE);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail(DATA_FILE_NOT_JSON);
  }
  if (!isRecord(raw) || raw.format !== DATA_FORMAT) return fail(DATA_FILE_NOT_OURS);
  if (raw.version !== DATA_VERSION)
    return fail(
      typeof raw.version === 'number' && raw.version > DATA_VERSION
        ? dataFileNewer(raw.version, DATA_VERSION)
        : DATA_FILE_NO_FORMAT,
    );
  if (
    typeof raw.device !== 'string' ||
    !/^[0-9a-z]{1,16}$/.test(raw.device) ||
    typeof raw.exportedAt !== 'number'
  )
    return fail(DATA_FILE_NO_DEVICE);
  const field = (k: string): unknown => (hasOwn(raw, k) ? raw[k] : undefined);
  const names: Record<keyof typeof K, string> = {
    device: 'device',
    stats: 'stats',
    others: 'statsOthers',
    log: 'gameLog',
    daily: 'daily',
    rules: 'houseRules',
    settings: 'settings',
    games: 'games',
  };
  const parts = readParts((k) => {
    const v = field(names[k]);
    return k === 'daily' && Array.isArray(v) ? { won: v } : v;
  }, "the file's");
  if (!parts.ok) return fail(dataFileNotImported(parts.error));
  return {
    ok: true,
    value: {
      format: DATA_FORMAT,
      version: DATA_VERSION,
      device: raw.device,
      exportedAt: raw.exportedAt,
      ...parts.value,
    },
  };
}

/** What an import added, for the player. */
export interface ImportSummary extends ImportCounts {
  readonly games: number;
  readonly days: number;
  readonly rules: number;
  readonly devices: number;
  readonly underWay: number;
  readonly settings: 'kept' | 'taken' | 'none';
  /** Entries left out by the caps (the last 100 games, …). */
  readonly left: number;
}

/** The two merged: what to store, and what it adds. */
export function mergeData(local: GameData, file: DataFile): { data: GameData; summary: ImportSummary } {
  const fromFile: Record<string, DeviceCopy<Stats>> = {
    ...file.statsOthers,
    [file.device]: { at: file.exportedAt, value: file.stats },
  };
  const others = mergeDevices(local.statsOthers, fromFile, local.device);
  const log = mergeKeyed(local.gameLog, file.gameLog, {
    key: logKey,
    better: (a, b) => (b.at > a.at ? b : a),
    order: (a, b) => b.at - a.at,
    max: GAME_LOG_MAX,
  });
  const days = mergeDays(local.daily, file.daily, KEPT_DAYS);
  const rules = mergeKeyed(local.houseRules, file.houseRules, {
    key: (r) => r.code,
    better: (a) => a,
    order: (a, b) => b.savedAt - a.savedAt,
    max: MAX_SAVED_HOUSE_RULES,
  });
  // Games under way: this device's all kept; the file's newest added, for deals with none here, up to the cap.
  const room = Math.max(0, SAVED_GAMES_MAX - Object.keys(local.games).length);
  const fresh = Object.entries(file.games)
    .filter(([k]) => !hasOwn(local.games, k))
    .sort(([, a], [, b]) => b.updatedAt - a.updatedAt);
  const added = fresh.slice(0, room);
  const settings = local.settings ?? file.settings;
  return {
    data: {
      ...local,
      statsOthers: others.devices,
      gameLog: log.items,
      daily: days,
      houseRules: rules.items,
      settings,
      games: { ...local.games, ...Object.fromEntries(added) },
    },
    summary: {
      games: log.added,
      days: days.length - local.daily.length,
      rules: rules.added,
      devices: others.changed.length,
      underWay: added.length,
      settings:
        local.settings !== null
          ? file.settings === null
            ? 'none'
            : 'kept'
          : file.settings === null
            ? 'none'
            : 'taken',
      left: log.left + rules.left + (fresh.length - added.length),
    },
  };
}

/** The merged data written, all or nothing (a failed write puts back what was there). */
function writeAll(store: KeyValueStore, data: GameData, before: GameData): Read<null> {
  // The games stored here are written back as they are (a record that does not read included): only
  // the file's games for deals with none here are added.
  const stored = readJson(store, K.games);
  const here = stored.ok && isRecord(stored.value) ? stored.value : {};
  const games = {
    ...here,
    ...Object.fromEntries(
      Object.entries(data.games).filter(([k]) => !hasOwn(before.games, k) && !hasOwn(here, k)),
    ),
  };
  const writes: [string, unknown][] = [
    [K.device, data.device],
    [K.others, data.statsOthers],
    [K.log, data.gameLog],
    [K.daily, { won: data.daily }],
    [K.rules, data.houseRules],
    [K.games, games],
  ];
  if (data.settings !== null && before.settings === null) writes.push([K.settings, data.settings]);
  const old = writes.map(([k]) => [k, store.getItem(`${STORAGE_PREFIX}${k}`)] as const);
  for (const [k, v] of writes) {
    const w = writeJson(store, k, v);
    if (!w.ok) {
      for (const [ok, text] of old) {
        try {
          if (text === null) store.removeItem(`${STORAGE_PREFIX}${ok}`);
          else store.setItem(`${STORAGE_PREFIX}${ok}`, text);
        } catch {
          // Putting back text that was there frees room: it does not fail for want of it.
        }
      }
      return fail(dataNothingImported(w.error));
    }
  }
  return { ok: true, value: null };
}

/** Imports a file's text into this device: what it added, or why nothing was changed. */
export function importData(store: KeyValueStore | null, text: string): Read<ImportSummary> {
  if (store === null) return fail(IMPORT_NO_STORAGE);
  const file = readDataFile(text);
  if (!file.ok) return file;
  const local = readStoredData(store);
  if (!local.ok) return fail(importSetAside(local.error));
  const merged = mergeData(local.value, file.value);
  const w = writeAll(store, merged.data, local.value);
  return w.ok ? { ok: true, value: merged.summary } : w;
}

/** The statistics imported from other devices, by variant (none when they do not read). */
export function otherDevicesStats(store: KeyValueStore | null): {
  readonly devices: number;
  readonly byVariant: Record<string, VariantStats[]>;
} {
  const r = readJson(store, K.others);
  const o = readOthers(r.ok ? r.value : undefined, OTHER_DEVICES_STATS);
  if (!o.ok) return { devices: 0, byVariant: {} };
  const byVariant = new Map<string, VariantStats[]>();
  for (const c of Object.values(o.value))
    for (const [id, s] of Object.entries(c.value)) byVariant.set(id, [...(byVariant.get(id) ?? []), s]);
  return { devices: Object.keys(o.value).length, byVariant: Object.fromEntries(byVariant) };
}

/** What an import added, said in a sentence (words). */
export { importSentence } from '@cascade/words';

/** Forgets the statistics imported from other devices (Clear statistics clears them all). */
export const clearOtherDevices = (store: KeyValueStore | null): boolean => writeJson(store, K.others, {}).ok;
