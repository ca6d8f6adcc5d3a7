/**
 * One way for the tutorial's stored records (lesson progress, the puzzle record) to be read and
 * checked: damaged parts left out and the rest kept, unreadable data started afresh, and either way
 * the stored text copied aside first, said in `problem` (or that no copy could be kept: then
 * saving is refused until there is room, by play's `replaceStored`).
 */
import { readJson, setAside, type KeyValueStore } from '@cascade/play/storage';
import { copyNote, damagedNotice, partDamagedNotice, unreadableNotice } from '@cascade/words';

/** A stored value checked: the value (its readable parts) and what was left out, or what is wrong. */
export type Checked<T> =
  | { readonly ok: true; readonly value: T; readonly dropped: readonly string[] }
  | { readonly ok: false; readonly error: string };

/** How the record is named in the messages: "Your saved progress", "Part of your saved progress". */
export interface StoredWords {
  /** The whole record, after "Your ": "saved progress", "puzzle rating". */
  readonly whole: string;
  /** The record, after "Part of your ": "saved progress", "puzzle record". */
  readonly part: string;
  /** What is not saved while no copy can be kept: "new progress", "new results". */
  readonly unsaved: string;
}

export interface Stored {
  readonly key: string;
  /** Where a copy of unreadable data is set aside. */
  readonly damagedKey: string;
  readonly words: StoredWords;
}

/** Loads and checks a stored record (see the module's comment). */
export function loadChecked<T>(
  store: KeyValueStore | null,
  where: Stored,
  check: (value: unknown) => Checked<T>,
  fresh: () => T,
): { readonly value: T; readonly problem: string | null } {
  const { whole, part, unsaved } = where.words;
  const copy = (): string => copyNote(setAside(store, where.key, where.damagedKey), unsaved);
  const raw = readJson(store, where.key);
  if (!raw.ok) return { value: fresh(), problem: unreadableNotice(`Your ${whole}`, raw.error, copy()) };
  if (raw.value === undefined) return { value: fresh(), problem: null };
  const checked = check(raw.value);
  if (!checked.ok) return { value: fresh(), problem: damagedNotice(`Your ${whole}`, checked.error, copy()) };
  const { dropped } = checked;
  if (dropped.length === 0) return { value: checked.value, problem: null };
  return { value: checked.value, problem: partDamagedNotice(`your ${part}`, dropped, copy()) };
}

/** A guard for values that write back losing nothing: every part readable. */
export const wholeBy =
  <T>(check: (value: unknown) => Checked<T>) =>
  (value: unknown): value is T => {
    const c = check(value);
    return c.ok && c.dropped.length === 0;
  };
