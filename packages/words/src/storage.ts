// !! BROWSER SAFE !!
/**
 * What Cascade says about the browser's storage (@cascade/play's storage.ts finds the facts: a read
 * that failed, storage full or refused, a copy set aside): the reasons, and the sentence the player
 * reads when saved data could not be read.
 */

/** Why storage could not be used, as the reason in a sentence ("…, and the browser's storage is full"). */
export const STORAGE_REASONS = Object.freeze({
  none: 'there is no storage here',
  notJson: 'the saved data is not valid JSON',
  full: "the browser's storage is full",
  refused: 'the browser refused to save (storage disabled)',
  unwritable: 'the data could not be written out (it is nested too deeply)',
  noRoomForCopy: "the browser's storage is full, and there is no room for a copy",
  notAList: 'it is not a list',
  duplicate: 'a duplicate',
});

/** A read that threw: "storage could not be read (SecurityError: …)". */
export function storageReadFailed(e: unknown): string {
  return `storage could not be read (${e instanceof Error ? e.message : 'unknown error'})`;
}

/** A list entry past the cap: "beyond the 50 kept". */
export const beyondKept = (max: number): string => `beyond the ${max} kept`;

/** " To make room, 2 older copies were dropped (…)." (empty when none was). */
export function droppedNote(dropped: readonly string[]): string {
  if (dropped.length === 0) return '';
  const which = dropped.length === 1 ? 'an older copy was' : `${dropped.length} older copies were`;
  return ` To make room, ${which} dropped (${dropped.join(', ')}).`;
}

/**
 * Saved data (`what`: "Your saved games") that could not be read (`why`) and was set aside as it
 * was, before the key is written again.
 */
export function setAsideNotice(what: string, why: string, dropped: readonly string[]): string {
  return `${what} could not be read (${why}): a copy as it was is kept in this browser.${droppedNote(dropped)}`;
}

/** Saved data that could not be read, and could not be set aside (`error`): the key is left alone. */
export function blockedNotice(what: string, why: string, error: string): string {
  return `${what} could not be read (${why}), and ${error}: it was left as it was, and nothing new was saved.`;
}

/**
 * What became of the copy of stored data that could not be used as it was (@cascade/play's
 * `setAside`): kept, with any older copies dropped to make room; not kept, and why; or nothing to
 * copy (null).
 */
export type KeptCopy =
  | { readonly ok: true; readonly dropped: readonly string[] }
  | { readonly ok: false; readonly error: string }
  | null;

/**
 * The copy's part of a notice, after its first sentence: " A copy of it as it was is kept in this
 * browser." or " No copy could be kept (…), so it is left as it was and new progress is not saved."
 * (`unsaved`: what is not saved meanwhile, "new progress"; nothing new at all when not given).
 */
export function copyNote(kept: KeptCopy, unsaved?: string): string {
  if (kept === null) return '';
  if (kept.ok) return ` A copy of it as it was is kept in this browser.${droppedNote(kept.dropped)}`;
  const lost = unsaved === undefined ? 'nothing new is saved' : `${unsaved} is not saved`;
  return ` No copy could be kept (${kept.error}), so it is left as it was and ${lost}.`;
}

/** "Your saved progress could not be read (not JSON), so it starts afresh." and the copy's note. */
export const unreadableNotice = (what: string, why: string | null, copy: string): string =>
  `${what} could not be read${why === null ? '' : ` (${why})`}, so it starts afresh.${copy}`;

/** "Your saved progress was damaged (…), so it starts afresh." and the copy's note. */
export const damagedNotice = (what: string, why: string, copy: string): string =>
  `${what} was damaged (${why}), so it starts afresh.${copy}`;

/** "Part of your review list was damaged (entry 3 … and 2 more): that part is left out, the rest is kept." */
export function partDamagedNotice(what: string, left: readonly string[], copy: string): string {
  const more = left.length > 1 ? ` and ${left.length - 1} more` : '';
  return `Part of ${what} was damaged (${left[0] ?? ''}${more}): that part is left out, the rest is kept.${copy}`;
}

/** Stored data of a newer version, read in part: "Your practice record holds fields this version does not read: …". */
export const newerFieldsNotice = (what: string, copy: string): string =>
  `${what} holds fields this version does not read: they are left out, the rest is kept.${copy}`;

/** An entry of a stored list that a newer version wrote, as a reason in `partDamagedNotice`. */
export const NEWER_ENTRY = 'an entry holds fields this version does not read';

/**
 * Saved settings that JSON cannot write back (a part of another version's, nested too deeply): set
 * aside and written anew, or, when no copy could be kept, left alone.
 */
export function settingsWriteBackNotice(kept: KeptCopy): string {
  return kept !== null && !kept.ok
    ? `Your saved settings could not be written back, and ${kept.error}: they were left as they were, and nothing new was saved.`
    : `Your saved settings could not be written back (a part of them is nested too deeply): a copy as they were is kept in this browser.${droppedNote(kept?.ok ? kept.dropped : [])}`;
}

/** The saved games, one of which JSON cannot write back: the list as it was is set aside. */
export const GAMES_SET_ASIDE =
  'A saved game could not be written back (it is nested too deeply): the games as they were are kept aside in this browser.';

/** The saved house rules, when some could not be read: set aside (`dropped`: older copies dropped to make room)… */
export const ruleSetsSetAsideNotice = (dropped: readonly string[]): string =>
  `Your saved list held rule sets that could not be shown: it is kept, as it was, in this browser.${droppedNote(dropped)}`;

/** …or, when no copy could be kept (`error`), left alone: a clause. */
export const ruleSetsBlocked = (error: string): string =>
  `your saved list could not be read, and ${error}; it was left as it was`;

/** The reason the saved house rules are set aside, as play's readForUpdate takes it. */
export const RULE_SETS_UNREAD = 'some entries could not be read';

/** Stored settings read in part (`why`): the defaults stand in, nothing stored changes. */
export const settingsReadNotice = (why: string): string =>
  `Your saved settings could not all be read (${why}): the defaults stand in for them, and nothing stored is changed.`;

/** A stored setting of a newer version, as the reason in `settingsReadNotice`. */
export const UNKNOWN_SETTING = 'a setting holds a value this version does not know';

/** Stored statistics read in part (`why`): what cannot be read counts as none, and is kept. */
export const statsLoadNotice = (why: string): string =>
  `Your saved statistics could not all be read (${why}): what cannot be read counts as none. Nothing is thrown away: the next game keeps a copy of them, as they are, in this browser.`;

/** Statistics that could not be cleared, when storage says no more. */
export const STATS_NOT_CLEARED =
  'Not cleared: the statistics could not be written (storage is full or disabled).';

/** "3 of the games kept could not be read (…) and more": the game log read in part. */
export const gamesUnreadNote = (unread: readonly string[]): string =>
  `${unread.length} of the games kept could not be read (${unread[0] ?? ''})${unread.length > 1 ? ' and more' : ''}`;

/** The reason the game log is set aside, as play's readForUpdate takes it. */
export const GAMES_LOG_UNREAD = 'some games in it could not be read';
