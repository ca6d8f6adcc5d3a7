/**
 * Saved house rules (the house-rules editor writes them; the home page lists them). Every entry is
 * checked with the variants schema when read; anything invalid is skipped, never trusted.
 */
import { decodeHouseRules, encodeHouseRules, houseRulesNameProblem, type Variant } from '@cascade/variants';
import {
  browserStore,
  isRecord,
  readForUpdate,
  readJson,
  writeJson,
  type KeyValueStore,
} from '@cascade/play/storage';

const KEY = 'house-rules';
/** Where a list that could not be read at all is kept, as it was, before a new list replaces it. */
export const UNREADABLE_KEY = 'house-rules-unreadable';

export interface SavedHouseRules {
  /** The house-rules string (h1.…), also the variant id in links. */
  readonly code: string;
  readonly variant: Variant;
  readonly savedAt: number;
}

export interface HouseRulesList {
  readonly items: SavedHouseRules[];
  /** Entries that could not be read (corrupted, or from a newer Cascade): left in storage, not shown. */
  readonly skipped: number;
}

/** Every saved rule set that passes the schema, newest first, and how many did not. */
export function readHouseRules(store: KeyValueStore | null = browserStore()): HouseRulesList {
  const r = readJson(store, KEY);
  if (!r.ok) return { items: [], skipped: 1 };
  if (r.value === undefined) return { items: [], skipped: 0 };
  if (!Array.isArray(r.value)) return { items: [], skipped: 1 };
  const items: SavedHouseRules[] = [];
  let skipped = 0;
  for (const item of r.value as unknown[]) {
    const v = isRecord(item) && typeof item.code === 'string' ? decodeHouseRules(item.code) : null;
    if (!v?.ok || !isRecord(item)) {
      skipped++;
      continue;
    }
    items.push({
      code: v.value.id,
      variant: v.value,
      savedAt: typeof item.savedAt === 'number' ? item.savedAt : 0,
    });
  }
  return { items, skipped };
}

export function loadHouseRules(store: KeyValueStore | null = browserStore()): SavedHouseRules[] {
  return readHouseRules(store).items;
}

/** Writes the list back, keeping unreadable entries as they were (nothing saved is ever lost). */
function writeList(store: KeyValueStore | null, items: readonly SavedHouseRules[]): boolean {
  // A list that is not a list at all (not JSON, another shape) cannot be merged: it is set aside.
  const list = readForUpdate(store, KEY, UNREADABLE_KEY, (v): v is unknown[] => Array.isArray(v));
  const unreadable = (list ?? []).filter(
    (item) => !(isRecord(item) && typeof item.code === 'string' && decodeHouseRules(item.code).ok),
  );
  return writeJson(store, KEY, [...items.map((h) => ({ code: h.code, savedAt: h.savedAt })), ...unreadable]);
}

/**
 * Saves a rule set first in the list. `replaces` (an edited or renamed entry) takes its place in
 * the list; otherwise it goes on top. Returns false for an invalid string or when storage refused.
 */
export function saveHouseRules(
  code: string,
  store: KeyValueStore | null = browserStore(),
  now = Date.now(),
  replaces?: string,
): boolean {
  const v = decodeHouseRules(code);
  if (!v.ok) return false;
  const entry: SavedHouseRules = { code: v.value.id, variant: v.value, savedAt: now };
  const list = loadHouseRules(store);
  const at = replaces === undefined ? -1 : list.findIndex((h) => h.code === replaces);
  const rest = list.filter((h) => h.code !== entry.code && h.code !== replaces);
  if (at >= 0) rest.splice(Math.min(at, rest.length), 0, entry);
  else rest.unshift(entry);
  return writeList(store, rest);
}

export type RenameResult =
  { readonly ok: true; readonly code: string } | { readonly ok: false; readonly error: string };

/** Renames a saved rule set. The name travels in the string, so the entry gets a new code. */
export function renameHouseRules(
  code: string,
  name: string,
  store: KeyValueStore | null = browserStore(),
): RenameResult {
  const entry = loadHouseRules(store).find((h) => h.code === code);
  if (!entry) return { ok: false, error: 'these house rules are no longer saved' };
  const trimmed = name.trim();
  const problem = houseRulesNameProblem(trimmed);
  if (problem !== null) return { ok: false, error: problem };
  const next = encodeHouseRules({ name: trimmed, rules: entry.variant.rules });
  if (!saveHouseRules(next, store, entry.savedAt, code))
    return { ok: false, error: 'the browser refused to save (storage full or disabled)' };
  return { ok: true, code: next };
}

export function removeHouseRules(code: string, store: KeyValueStore | null = browserStore()): void {
  writeList(
    store,
    loadHouseRules(store).filter((h) => h.code !== code),
  );
}
