import { describe, expect, test } from 'vitest';
import {
  mayWriteOver,
  newTabId,
  onStoredChange,
  revisionOf,
  revisions,
  type StorageEventTarget,
} from './sync.ts';
import { STORAGE_PREFIX } from './storage.ts';

describe('revisions', () => {
  test('each write of a tab has its own revision, never repeated, and two tabs never share one', () => {
    const a = revisions('aaaa');
    const b = revisions('bbbb');
    const written = [a.next(), a.next(), b.next(), a.next(), b.next()];
    expect(new Set(written).size).toBe(written.length);
    expect(written[0]).toBe('aaaa.1');
    expect(newTabId(() => 0.5)).toMatch(/^[0-9a-z]{8}$/);
  });

  test('a tab writes over what it loaded or wrote last, or over nothing; never over another tab’s newer write', () => {
    const one = revisions('one');
    const two = revisions('two');
    const loaded = { rev: one.next(), moves: 2 };
    // Tab two loaded that; tab one plays on.
    const newer = { rev: one.next(), moves: 15 };
    expect(mayWriteOver(newer, loaded.rev)).toBe(false);
    expect(mayWriteOver(newer, newer.rev)).toBe(true);
    // Nothing stored (dropped, or restarted elsewhere): nothing is lost by writing.
    expect(mayWriteOver(undefined, loaded.rev)).toBe(true);
    // A record of a version before revisions is written over by a tab that loaded it as it was.
    expect(mayWriteOver({ moves: 3 }, null)).toBe(true);
    expect(mayWriteOver({ moves: 3 }, two.next())).toBe(false);
    // A tab that opened the game before any was stored (null) never writes over one written since.
    expect(mayWriteOver(newer, null)).toBe(false);
    expect(revisionOf({ rev: 5 })).toBeNull();
    expect(revisionOf(null)).toBeNull();
  });
});

describe('following another tab', () => {
  test('called for the keys listened to, and for a cleared storage; not after stopping', () => {
    const listeners = new Set<(e: { key: string | null }) => void>();
    const target: StorageEventTarget = {
      addEventListener: (_t, l) => void listeners.add(l),
      removeEventListener: (_t, l) => void listeners.delete(l),
    };
    const fire = (key: string | null) => {
      for (const l of listeners) l({ key });
    };
    let calls = 0;
    const stop = onStoredChange(target, ['games'], () => calls++);
    fire(`${STORAGE_PREFIX}games`);
    fire(`${STORAGE_PREFIX}settings`);
    fire('games');
    fire(null);
    expect(calls).toBe(2);
    stop();
    fire(`${STORAGE_PREFIX}games`);
    expect(calls).toBe(2);
    expect(onStoredChange(null, ['games'], () => calls++)()).toBeUndefined();
  });
});
