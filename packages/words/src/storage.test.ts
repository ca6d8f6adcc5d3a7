import { describe, expect, test } from 'vitest';
import {
  beyondKept,
  blockedNotice,
  droppedNote,
  setAsideNotice,
  STORAGE_REASONS,
  storageReadFailed,
} from './storage.ts';

describe('what Cascade says about the browser’s storage', () => {
  test('copies dropped to make room: none, one, several (each named)', () => {
    expect(droppedNote([])).toBe('');
    expect(droppedNote(['games-unreadable@2026-11-25T15:04:05.000Z'])).toBe(
      ' To make room, an older copy was dropped (games-unreadable@2026-11-25T15:04:05.000Z).',
    );
    expect(droppedNote(['a@1', 'b@2'])).toBe(' To make room, 2 older copies were dropped (a@1, b@2).');
  });

  test('saved data set aside: what, why, that a copy is kept, and what was dropped for it', () => {
    expect(setAsideNotice('Your saved games', STORAGE_REASONS.notJson, [])).toBe(
      'Your saved games could not be read (the saved data is not valid JSON): a copy as it was is kept in this browser.',
    );
    expect(setAsideNotice('Your statistics', 'x', ['s@1'])).toBe(
      'Your statistics could not be read (x): a copy as it was is kept in this browser. To make room, an older copy was dropped (s@1).',
    );
  });

  test('saved data that could not be set aside: left as it was, nothing new saved', () => {
    expect(blockedNotice('Your saved games', 'y', STORAGE_REASONS.noRoomForCopy)).toBe(
      "Your saved games could not be read (y), and the browser's storage is full, and there is no room for a copy: it was left as it was, and nothing new was saved.",
    );
  });

  test('a read that threw says the browser’s own message, or that there was none', () => {
    expect(storageReadFailed(new Error('The operation is insecure.'))).toBe(
      'storage could not be read (The operation is insecure.)',
    );
    expect(storageReadFailed('odd')).toBe('storage could not be read (unknown error)');
  });

  test('the reasons read as the end of a sentence: lower case, no full stop', () => {
    for (const reason of [...Object.values(STORAGE_REASONS), beyondKept(50)]) {
      expect(reason).toMatch(/^[a-z]/);
      expect(reason).not.toMatch(/\.$/);
    }
    expect(beyondKept(50)).toBe('beyond the 50 kept');
  });
});
