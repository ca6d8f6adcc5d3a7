/**
 * Saved house rules (the house-rules editor writes them; the home page lists them). The list is
 * read defensively: every entry is checked with the variants schema, each rule set once, at most
 * MAX_SAVED_HOUSE_RULES of them; anything else is not shown, and the list as it was stored is set
 * aside (a copy of its text) before a save rewrites it, so nothing saved is ever lost.
 */
import { decodeHouseRules, encodeHouseRules, houseRulesNameProblem, type Variant } from '@cascade/variants';
import {
  browserStore,
  isRecord,
  losesNothing,
  readForUpdate,
  readJson,
  readList,
  writeJson,
  type KeyValueStore,
  type ListRead,
} from '@cascade/play/storage';
import { RULE_SETS_UNREAD, ruleSetsBlocked, ruleSetsSetAsideNotice } from '@cascade/words';

const KEY = 'house-rules';
/** Where a list that could not be read as it was is kept (a copy a time, `house-rules-unreadable@…`). */
export const UNREADABLE_KEY = 'house-rules-unreadable';
/** The most rule sets shown and kept in the list (the rest go aside with the list's copy). */
export const MAX_SAVED_HOUSE_RULES = 200;
/** Longer than any house-rules string the editor makes (a name of 40 characters at most). */
const MAX_CODE_LENGTH = 1000;

export interface SavedHouseRules {
  /** The house-rules string (h1.…), also the variant id in links. */
  readonly code: string;
  readonly variant: Variant;
  readonly savedAt: number;
}

export interface HouseRulesList {
  readonly items: SavedHouseRules[];
  /** Entries not shown: damaged, from a newer Cascade, repeated, or beyond the cap. */
  readonly skipped: number;
}

function readEntry(item: unknown): { ok: true; value: SavedHouseRules } | { ok: false; error: string } {
  if (!isRecord(item) || typeof item.code !== 'string' || item.code.length > MAX_CODE_LENGTH)
    return { ok: false, error: 'not a saved rule set' };
  const v = decodeHouseRules(item.code);
  if (!v.ok) return { ok: false, error: v.error.message };
  const savedAt = typeof item.savedAt === 'number' && Number.isFinite(item.savedAt) ? item.savedAt : 0;
  return { ok: true, value: { code: v.value.id, variant: v.value, savedAt } };
}

const readStored = (value: unknown): ListRead<SavedHouseRules> =>
  readList(value, { max: MAX_SAVED_HOUSE_RULES, read: readEntry, key: (h) => h.code });

/** As an entry is written back. */
const stored = (h: SavedHouseRules) => ({ code: h.code, savedAt: h.savedAt });

/**
 * A stored list written back as it is loses nothing: every entry readable, each once, within the
 * cap, with no field the reader would drop or change (a newer version's, a date that is no number).
 */
const isClean = (value: unknown): value is unknown[] =>
  Array.isArray(value) &&
  readStored(value).left.length === 0 &&
  value.every((e) => {
    const r = readEntry(e);
    return r.ok && losesNothing(e, stored(r.value));
  });

/** Every saved rule set that passes the schema, newest first, each once, and how many are not shown. */
export function readHouseRules(store: KeyValueStore | null = browserStore()): HouseRulesList {
  const r = readJson(store, KEY);
  if (!r.ok) return { items: [], skipped: 1 };
  const list = readStored(r.value);
  return { items: list.items, skipped: list.left.length };
}

export function loadHouseRules(store: KeyValueStore | null = browserStore()): SavedHouseRules[] {
  return readHouseRules(store).items;
}

export type SaveOutcome =
  | { readonly ok: true; readonly code: string; readonly notice: string | null }
  | { readonly ok: false; readonly error: string };

/**
 * Writes the list. A stored list with entries that would not be written back (unreadable,
 * repeated, beyond the cap) is first set aside as it was; when no copy can be kept, nothing is written.
 */
function writeList(
  store: KeyValueStore | null,
  items: readonly SavedHouseRules[],
  code: string,
): SaveOutcome {
  const before = readForUpdate(store, KEY, UNREADABLE_KEY, isClean, RULE_SETS_UNREAD);
  if (before.status === 'blocked') return { ok: false, error: ruleSetsBlocked(before.error) };
  const w = writeJson(store, KEY, items.map(stored));
  if (!w.ok) return { ok: false, error: w.error };
  return {
    ok: true,
    code,
    notice: before.status === 'set-aside' ? ruleSetsSetAsideNotice(before.dropped) : null,
  };
}

/**
 * Saves a rule set first in the list. `replaces` (an edited or renamed entry) takes its place in
 * the list; otherwise it goes on top.
 */
export function saveHouseRules(
  code: string,
  store: KeyValueStore | null = browserStore(),
  now = Date.now(),
  replaces?: string,
): SaveOutcome {
  const v = decodeHouseRules(code);
  if (!v.ok) return { ok: false, error: v.error.message };
  const entry: SavedHouseRules = { code: v.value.id, variant: v.value, savedAt: now };
  const list = loadHouseRules(store);
  const at = replaces === undefined ? -1 : list.findIndex((h) => h.code === replaces);
  const rest = list.filter((h) => h.code !== entry.code && h.code !== replaces);
  if (at >= 0) rest.splice(Math.min(at, rest.length), 0, entry);
  else rest.unshift(entry);
  return writeList(store, rest.slice(0, MAX_SAVED_HOUSE_RULES), entry.code);
}

/** Renames a saved rule set. The name travels in the string, so the entry gets a new code. */
export function renameHouseRules(
  code: string,
  name: string,
  store: KeyValueStore | null = browserStore(),
): SaveOutcome {
  const entry = loadHouseRules(store).find((h) => h.code === code);
  if (!entry) return { ok: false, error: 'these house rules are no longer saved' };
  const trimmed = name.trim();
  const problem = houseRulesNameProblem(trimmed);
  if (problem !== null) return { ok: false, error: problem };
  const next = encodeHouseRules({ name: trimmed, rules: entry.variant.rules });
  return saveHouseRules(next, store, entry.savedAt, code);
}

export function removeHouseRules(code: string, store: KeyValueStore | null = browserStore()): SaveOutcome {
  return writeList(
    store,
    loadHouseRules(store).filter((h) => h.code !== code),
    code,
  );
}
