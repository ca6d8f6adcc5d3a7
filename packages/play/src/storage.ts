/**
 * Browser storage, defensively, for both apps: localStorage may be missing, full or hold anything.
 * Reads return `unknown` (callers validate); writes never throw. Every key starts with STORAGE_PREFIX.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_PREFIX = 'cascade:v1:';

/** The page's localStorage, or null where there is none (prerendering, privacy modes). */
export function browserStore(): KeyValueStore | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    return localStorage;
  } catch {
    return null;
  }
}

/** An in-memory store (tests). */
export function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

export type ReadResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

/** Reads and parses a JSON value: `{ok: true, value: undefined}` when absent. */
export function readJson(store: KeyValueStore | null, key: string): ReadResult {
  if (!store) return { ok: true, value: undefined };
  let text: string | null;
  try {
    text = store.getItem(STORAGE_PREFIX + key);
  } catch (e) {
    return {
      ok: false,
      error: `storage could not be read (${e instanceof Error ? e.message : 'unknown error'})`,
    };
  }
  if (text === null) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: 'the saved data is not valid JSON' };
  }
}

/** Writes a JSON value; returns false when storage refused it (full, disabled). */
export function writeJson(store: KeyValueStore | null, key: string, value: unknown): boolean {
  if (!store) return false;
  try {
    store.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Copies a key's stored text, as it is, to `aside` (both without the prefix): for data that cannot
 * be read, before new data replaces it, so nothing saved is lost. Returns whether it copied.
 */
export function setAside(store: KeyValueStore | null, key: string, aside: string): boolean {
  if (!store) return false;
  try {
    const text = store.getItem(STORAGE_PREFIX + key);
    if (text === null) return false;
    store.setItem(STORAGE_PREFIX + aside, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a key's JSON to write it back: when the stored text cannot be read or is not of the shape
 * `fits` accepts, it is first set aside under `aside`, as it is, so the write that follows loses
 * nothing. Returns the value when it fits, else undefined (nothing stored, or set aside).
 */
export function readForUpdate<T>(
  store: KeyValueStore | null,
  key: string,
  aside: string,
  fits: (value: unknown) => value is T,
): T | undefined {
  const r = readJson(store, key);
  if (r.ok && fits(r.value)) return r.value;
  if (!r.ok || r.value !== undefined) setAside(store, key, aside);
  return undefined;
}
