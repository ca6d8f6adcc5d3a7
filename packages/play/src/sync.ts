/**
 * Several tabs of one app share one localStorage: what one tab writes, another may have read before
 * and hold in memory. Nothing newer is ever overwritten by something older:
 *
 * - a record that one tab owns in memory (the game in progress) carries a revision, a token unique
 *   to the write (`<tab>.<n>`): a tab writes only over the revision it loaded or wrote last
 *   (`mayWriteOver`), and follows along, or is told, when another tab wrote since;
 * - data every tab adds to (statistics, the game log, the tutorial's progress) is updated from what
 *   is stored at the moment of writing (or merged with it), never written from memory;
 * - every tab follows along live through the `storage` event (`onStoredChange`).
 *
 * Framework-free, DOM-free: the event target is passed in (the window in the apps).
 */
import { STORAGE_PREFIX } from './storage.ts';

/** A revision: which tab wrote a record, and its own count of writes (never repeated). */
export type Revision = string;

/** This page's id: random, one a page load. */
export function newTabId(random: () => number = Math.random): string {
  return Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
}

/** The revisions a tab writes: `<tab>.1`, `<tab>.2`, … */
export function revisions(tab: string = newTabId()): { readonly tab: string; next(): Revision } {
  let n = 0;
  return { tab, next: () => `${tab}.${++n}` };
}

/** The page's own revision counter (one tab id a page load). */
export const tabRevisions = revisions();

/** A stored record's revision: its `rev` field, or null (none: written by a version before revisions). */
export const revisionOf = (record: unknown): Revision | null =>
  typeof record === 'object' && record !== null && typeof (record as { rev?: unknown }).rev === 'string'
    ? (record as { rev: string }).rev
    : null;

/**
 * Whether a tab that loaded (or last wrote) revision `base` may write over what is stored now: yes
 * when nothing is stored (the record was dropped) or the stored revision is still `base`; no when
 * another tab wrote since (its revision differs): that would lose its moves.
 */
export const mayWriteOver = (stored: unknown, base: Revision | null): boolean =>
  stored === undefined || revisionOf(stored) === base;

/** What onStoredChange listens on: the window in the apps, anything with the two methods in tests. */
export interface StorageEventTarget {
  addEventListener(type: 'storage', listener: (e: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (e: { key: string | null }) => void): void;
}

/**
 * Calls `then` when another tab changes one of `keys` (without the prefix) or clears the storage
 * (`key` null). Returns the way to stop listening. No target (prerendering): nothing to listen to.
 */
export function onStoredChange(
  target: StorageEventTarget | null | undefined,
  keys: readonly string[],
  then: () => void,
): () => void {
  if (!target) return () => undefined;
  const full = new Set(keys.map((k) => STORAGE_PREFIX + k));
  const listener = (e: { key: string | null }) => {
    if (e.key === null || full.has(e.key)) then();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}

/** The page's window as a storage event target, or null where there is none. */
export const browserWindow = (): StorageEventTarget | null => (typeof window === 'undefined' ? null : window);
