/**
 * Browser storage, defensively, for both apps: localStorage may be missing, full, or hold anything
 * (another version's data, a hand edit, junk). Reads return `unknown` (callers validate); writes
 * never throw and say why they failed. Every key starts with STORAGE_PREFIX.
 *
 * Nothing saved is lost. Data that cannot be read is copied aside, as its stored text, before new
 * data replaces it: each copy under a key of its own, stamped with its time (`games-unreadable@
 * 2026-11-25T15:04:05.000Z`), so a second copy never replaces a first. When the browser's storage is
 * full, the oldest copies are dropped to make room, and the caller is told which; when even that
 * leaves no room, the original is not replaced (`readForUpdate` says `blocked`).
 *
 * The facts are found here; @cascade/words says them (the reasons, the notices).
 */
import {
  beyondKept,
  blockedNotice,
  setAsideNotice,
  STORAGE_REASONS,
  storageReadFailed,
} from '@cascade/words';
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** How many keys (localStorage has it; a store without it keeps no list of copies). */
  readonly length?: number;
  /** The i-th key (as localStorage's `key`). */
  key?(index: number): string | null;
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

/**
 * An in-memory store (tests), with localStorage's behaviour: `quota` (in characters of keys and
 * values, as browsers count) makes a write that would pass it throw a QuotaExceededError.
 */
export function memoryStore(
  initial: Record<string, string> = {},
  options: { readonly quota?: number } = {},
): KeyValueStore & { readonly data: Map<string, string>; readonly length: number } {
  const data = new Map(Object.entries(initial));
  const used = () => [...data].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      const after = used() - (data.has(k) ? k.length + (data.get(k)?.length ?? 0) : 0) + k.length + v.length;
      if (options.quota !== undefined && after > options.quota)
        throw Object.assign(new Error(`exceeded the quota of ${options.quota}`), {
          name: 'QuotaExceededError',
        });
      data.set(k, v);
    },
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
    return { ok: false, error: storageReadFailed(e) };
  }
  if (text === null) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: STORAGE_REASONS.notJson };
  }
}

export type WriteResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** `full`: no room left; `unavailable`: storage refused (disabled); `unwritable`: not JSON-able. */
      readonly reason: 'full' | 'unavailable' | 'unwritable';
      readonly error: string;
    };

const isQuota = (e: unknown): boolean =>
  e instanceof Error &&
  (e.name === 'QuotaExceededError' ||
    e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    (e as { code?: unknown }).code === 22 ||
    /quota/i.test(e.message));

/** Why a write failed, in words. */
function writeFailure(e: unknown): Extract<WriteResult, { ok: false }> {
  return isQuota(e)
    ? { ok: false, reason: 'full', error: STORAGE_REASONS.full }
    : { ok: false, reason: 'unavailable', error: STORAGE_REASONS.refused };
}

/** Writes a text as it is. */
export function writeText(store: KeyValueStore | null, key: string, text: string): WriteResult {
  if (!store) return { ok: false, reason: 'unavailable', error: STORAGE_REASONS.none };
  try {
    store.setItem(STORAGE_PREFIX + key, text);
    return { ok: true };
  } catch (e) {
    return writeFailure(e);
  }
}

/** Writes a JSON value. A value JSON cannot write (nested too deeply, cyclic) is an error of its own. */
export function writeJson(store: KeyValueStore | null, key: string, value: unknown): WriteResult {
  let text: string;
  try {
    text = value === undefined ? 'null' : JSON.stringify(value);
  } catch {
    return {
      ok: false,
      reason: 'unwritable',
      error: STORAGE_REASONS.unwritable,
    };
  }
  return writeText(store, key, text);
}

export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** `Object.hasOwn`: a key of the object's own, never one inherited ("constructor", "__proto__"). */
export const hasOwn = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

/**
 * Whether writing `written` back in place of `stored` loses nothing of it: every value stored is
 * still there (objects may gain keys, such as defaults filled in; arrays keep their length and
 * order). A reader that keeps only the fields it knows (a newer version's field, a hand edit) would
 * drop the rest on the next write: its `fits` should ask this, so the stored text is set aside first.
 */
export function losesNothing(stored: unknown, written: unknown, depth = 0): boolean {
  // Stored data nested deeper than anything the apps write is never written back as it was.
  if (depth > 64) return false;
  if (Array.isArray(stored))
    return (
      Array.isArray(written) &&
      written.length === stored.length &&
      stored.every((v, i) => losesNothing(v, written[i], depth + 1))
    );
  if (isRecord(stored))
    return (
      isRecord(written) &&
      Object.keys(stored).every((k) => hasOwn(written, k) && losesNothing(stored[k], written[k], depth + 1))
    );
  // (JSON writes -0 as 0: === is the comparison JSON keeps.)
  return stored === written;
}

// ---- copies set aside -----------------------------------------------------------------------------

/** A copy set aside: its key (without the prefix), and when it was made. */
export interface AsideCopy {
  readonly key: string;
  readonly at: string;
}

const COPY_MARK = '@';

/** Every copy set aside (of one kind, `aside`, or of all), oldest first. */
export function asideCopies(store: KeyValueStore | null, aside?: string): AsideCopy[] {
  if (!store || store.key === undefined || store.length === undefined) return [];
  const out: AsideCopy[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k === null || !k.startsWith(STORAGE_PREFIX)) continue;
      const name = k.slice(STORAGE_PREFIX.length);
      const at = name.lastIndexOf(COPY_MARK);
      if (at <= 0 || (aside !== undefined && name.slice(0, at) !== aside)) continue;
      out.push({ key: name, at: name.slice(at + 1) });
    }
  } catch {
    return [];
  }
  return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export type KeepResult =
  /** The text is kept under `copy` (an identical copy already there counts); older copies dropped to make room. */
  | { readonly ok: true; readonly copy: string; readonly dropped: readonly string[] }
  | { readonly ok: false; readonly error: string };

/**
 * Keeps a text aside under a key of its own, `aside@<time>`. An identical copy already kept is
 * not made twice. When storage is full, the oldest copies (of any kind) are dropped one by one, and
 * listed, until it fits, as long as dropping them all could make room; else nothing is dropped.
 */
export function keepCopy(
  store: KeyValueStore | null,
  aside: string,
  text: string,
  now: () => Date = () => new Date(),
): KeepResult {
  if (!store) return { ok: false, error: STORAGE_REASONS.none };
  const copies = asideCopies(store, undefined);
  for (const c of copies) {
    if (!c.key.startsWith(`${aside}${COPY_MARK}`)) continue;
    try {
      if (store.getItem(STORAGE_PREFIX + c.key) === text) return { ok: true, copy: c.key, dropped: [] };
    } catch {
      break;
    }
  }
  let copy = `${aside}${COPY_MARK}${now().toISOString()}`;
  for (let n = 2; copies.some((c) => c.key === copy); n++)
    copy = `${aside}${COPY_MARK}${now().toISOString()}-${n}`;
  const first = writeText(store, copy, text);
  if (first.ok) return { ok: true, copy, dropped: [] };
  if (first.reason !== 'full') return { ok: false, error: first.error };
  // Room might be made by dropping older copies: only if they hold at least as much as this one.
  const sizes = copies.map((c) => store.getItem(STORAGE_PREFIX + c.key)?.length ?? 0);
  if (sizes.reduce((a, b) => a + b, 0) < text.length)
    return { ok: false, error: STORAGE_REASONS.noRoomForCopy };
  const dropped: string[] = [];
  for (const c of copies) {
    store.removeItem(STORAGE_PREFIX + c.key);
    dropped.push(c.key);
    const again = writeText(store, copy, text);
    if (again.ok) return { ok: true, copy, dropped };
    if (again.reason !== 'full') return { ok: false, error: again.error };
  }
  return { ok: false, error: STORAGE_REASONS.noRoomForCopy };
}

/** Copies a key's stored text, as it is, aside (see keepCopy). Nothing stored: nothing to keep. */
export function setAside(
  store: KeyValueStore | null,
  key: string,
  aside: string,
  now?: () => Date,
): KeepResult | null {
  let text: string | null;
  try {
    text = store?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch (e) {
    return { ok: false, error: storageReadFailed(e) };
  }
  return text === null ? null : keepCopy(store, aside, text, now);
}

export type UpdateRead<T> =
  /** The stored value fits: change it and write it back. */
  | { readonly status: 'ok'; readonly value: T }
  /** Nothing is stored. */
  | { readonly status: 'absent' }
  /** The stored data did not fit (`why`); its text is kept under `copy`: the key may be written. */
  | {
      readonly status: 'set-aside';
      readonly why: string;
      readonly copy: string;
      readonly dropped: readonly string[];
    }
  /** The stored data did not fit and no copy could be kept: do not write the key (`why`, `error`). */
  | { readonly status: 'blocked'; readonly why: string; readonly error: string };

/**
 * Reads a key to write it back: a value `fits` accepts, or else, before the write that would
 * replace it, its stored text set aside under `aside` (see keepCopy) or, when no copy can be kept,
 * `blocked`: the caller must leave the key as it is.
 */
export function readForUpdate<T>(
  store: KeyValueStore | null,
  key: string,
  aside: string,
  fits: (value: unknown) => value is T,
  why = 'it is not in the expected form',
): UpdateRead<T> {
  const r = readJson(store, key);
  if (r.ok && r.value === undefined) return { status: 'absent' };
  if (r.ok && fits(r.value)) return { status: 'ok', value: r.value };
  const reason = r.ok ? why : r.error;
  const kept = setAside(store, key, aside);
  if (kept === null) return { status: 'absent' };
  return kept.ok
    ? { status: 'set-aside', why: reason, copy: kept.copy, dropped: kept.dropped }
    : { status: 'blocked', why: reason, error: kept.error };
}

/**
 * Writes `value` over `key`, losing nothing stored: what is stored and `fits` is replaced, anything
 * else is set aside under `aside` first (see readForUpdate). False when no copy could be kept (the
 * key is left as it is) or the write failed.
 */
export function replaceStored<T>(
  store: KeyValueStore | null,
  key: string,
  aside: string,
  fits: (value: unknown) => value is T,
  value: unknown,
  why?: string,
): boolean {
  return replaceStoredSaying(store, key, aside, fits, value, '', why).saved;
}

/**
 * replaceStored, with what the player should be told (`updateNotice` of the read, `what` naming the
 * data): a copy set aside, older copies dropped to make room, or the key left alone.
 */
export function replaceStoredSaying<T>(
  store: KeyValueStore | null,
  key: string,
  aside: string,
  fits: (value: unknown) => value is T,
  value: unknown,
  what: string,
  why?: string,
): { readonly saved: boolean; readonly notice: string | null } {
  const before = readForUpdate(store, key, aside, fits, why);
  const notice = updateNotice(before, what);
  if (before.status === 'blocked') return { saved: false, notice };
  return { saved: writeJson(store, key, value).ok, notice };
}

/** What a read for update says when it set something aside or was blocked, for the player; null otherwise. */
export function updateNotice<T>(r: UpdateRead<T>, what: string): string | null {
  switch (r.status) {
    case 'ok':
    case 'absent':
      return null;
    case 'set-aside':
      return setAsideNotice(what, r.why, r.dropped);
    case 'blocked':
      return blockedNotice(what, r.why, r.error);
  }
}

// ---- lists ------------------------------------------------------------------------------------------

export interface ListRead<T> {
  /** The entries that could be read, each once, at most `max` of them, in stored order. */
  readonly items: T[];
  /** Why each other entry was left out: unreadable (its reason), a duplicate, or beyond the cap. */
  readonly left: readonly string[];
}

/**
 * Reads a stored list defensively: each entry validated (`read` gives the item, or why not), each
 * key once (the first wins: lists are kept newest first), at most `max` items. Never throws.
 */
export function readList<T>(
  value: unknown,
  options: {
    readonly max: number;
    readonly read: (entry: unknown) => { ok: true; value: T } | { ok: false; error: string };
    readonly key: (item: T) => string;
  },
): ListRead<T> {
  if (!Array.isArray(value))
    return { items: [], left: value === undefined ? [] : [STORAGE_REASONS.notAList] };
  const items: T[] = [];
  const left: string[] = [];
  const seen = new Set<string>();
  for (const entry of value as unknown[]) {
    const r = options.read(entry);
    if (!r.ok) {
      left.push(r.error);
      continue;
    }
    const k = options.key(r.value);
    if (seen.has(k)) left.push(STORAGE_REASONS.duplicate);
    else if (items.length >= options.max) left.push(beyondKept(options.max));
    else {
      seen.add(k);
      items.push(r.value);
    }
  }
  return { items, left };
}
