import { describe, expect, test } from 'vitest';
import {
  isRecord,
  memoryStore,
  readForUpdate,
  readJson,
  setAside,
  STORAGE_PREFIX,
  writeJson,
} from './storage.ts';

describe('storage', () => {
  test('reads what was written; garbage and failures are values, never exceptions', () => {
    const store = memoryStore({ [`${STORAGE_PREFIX}bad`]: '{not json' });
    expect(writeJson(store, 'a', { x: 1 })).toBe(true);
    expect(readJson(store, 'a')).toEqual({ ok: true, value: { x: 1 } });
    expect(readJson(store, 'missing')).toEqual({ ok: true, value: undefined });
    expect(readJson(store, 'bad')).toEqual({ ok: false, error: 'the saved data is not valid JSON' });
    const full = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(writeJson(full, 'a', 1)).toBe(false);
    expect(readJson(full, 'a')).toEqual({ ok: false, error: 'storage could not be read (denied)' });
    expect(readJson(null, 'a')).toEqual({ ok: true, value: undefined });
  });

  test('setAside copies the stored text as it is', () => {
    const store = memoryStore({ [`${STORAGE_PREFIX}bad`]: '{not json' });
    expect(setAside(store, 'bad', 'bad-kept')).toBe(true);
    expect(store.getItem(`${STORAGE_PREFIX}bad-kept`)).toBe('{not json');
    expect(setAside(store, 'missing', 'x')).toBe(false);
    expect(store.getItem(`${STORAGE_PREFIX}x`)).toBeNull();
    expect(setAside(null, 'bad', 'x')).toBe(false);
  });

  test('readForUpdate gives a value that fits, and sets anything else aside', () => {
    const store = memoryStore({
      [`${STORAGE_PREFIX}good`]: '{"a":1}',
      [`${STORAGE_PREFIX}bad`]: '{not json',
      [`${STORAGE_PREFIX}list`]: '[1,2]',
    });
    expect(readForUpdate(store, 'good', 'good-kept', isRecord)).toEqual({ a: 1 });
    expect(store.getItem(`${STORAGE_PREFIX}good-kept`)).toBeNull();
    expect(readForUpdate(store, 'bad', 'bad-kept', isRecord)).toBeUndefined();
    expect(store.getItem(`${STORAGE_PREFIX}bad-kept`)).toBe('{not json');
    // Valid JSON of another shape is set aside too.
    expect(readForUpdate(store, 'list', 'list-kept', isRecord)).toBeUndefined();
    expect(store.getItem(`${STORAGE_PREFIX}list-kept`)).toBe('[1,2]');
    // Nothing stored: nothing to keep.
    expect(readForUpdate(store, 'missing', 'missing-kept', isRecord)).toBeUndefined();
    expect(store.getItem(`${STORAGE_PREFIX}missing-kept`)).toBeNull();
  });
});
