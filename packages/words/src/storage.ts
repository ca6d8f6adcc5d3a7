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
