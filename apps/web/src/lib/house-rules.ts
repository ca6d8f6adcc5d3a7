/**
 * Saved house rules (the house-rules editor writes them; the home page lists them). Every entry is
 * checked with the variants schema when read; anything invalid is skipped, never trusted.
 */
import { decodeHouseRules, type Variant } from '@cascade/variants';
import { browserStore, isRecord, readJson, writeJson, type KeyValueStore } from './storage.ts';

const KEY = 'house-rules';

export interface SavedHouseRules {
  /** The house-rules string (h1.…), also the variant id in links. */
  readonly code: string;
  readonly variant: Variant;
  readonly savedAt: number;
}

export function loadHouseRules(store: KeyValueStore | null = browserStore()): SavedHouseRules[] {
  const r = readJson(store, KEY);
  if (!r.ok || !Array.isArray(r.value)) return [];
  const out: SavedHouseRules[] = [];
  for (const item of r.value as unknown[]) {
    if (!isRecord(item) || typeof item.code !== 'string') continue;
    const v = decodeHouseRules(item.code);
    if (!v.ok) continue;
    out.push({
      code: item.code,
      variant: v.value,
      savedAt: typeof item.savedAt === 'number' ? item.savedAt : 0,
    });
  }
  return out;
}

export function saveHouseRules(
  code: string,
  store: KeyValueStore | null = browserStore(),
  now = Date.now(),
): boolean {
  const v = decodeHouseRules(code);
  if (!v.ok) return false;
  const list = [
    { code, variant: v.value, savedAt: now },
    ...loadHouseRules(store).filter((h) => h.code !== code),
  ];
  return writeJson(
    store,
    KEY,
    list.map((h) => ({ code: h.code, savedAt: h.savedAt })),
  );
}

export function removeHouseRules(code: string, store: KeyValueStore | null = browserStore()): void {
  writeJson(
    store,
    KEY,
    loadHouseRules(store)
      .filter((h) => h.code !== code)
      .map((h) => ({ code: h.code, savedAt: h.savedAt })),
  );
}
