import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  asideCopies,
  hasOwn,
  isRecord,
  keepCopy,
  losesNothing,
  memoryStore,
  readForUpdate,
  readJson,
  readList,
  replaceStored,
  setAside,
  STORAGE_PREFIX,
  updateNotice,
  writeJson,
} from './storage.ts';

const P = STORAGE_PREFIX;
/** A clock that ticks a second a call. */
const clock = (start = Date.UTC(2026, 10, 25, 12)) => {
  let t = start;
  return () => new Date((t += 1000));
};
/** Nested `depth` deep: JSON.parse reads it, JSON.stringify cannot write it back. */
const deep = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('reading and writing', () => {
  test('reads what was written; garbage and failures are values, never exceptions', () => {
    const store = memoryStore({ [`${P}bad`]: '{not json' });
    expect(writeJson(store, 'a', { x: 1 })).toEqual({ ok: true });
    expect(readJson(store, 'a')).toEqual({ ok: true, value: { x: 1 } });
    expect(readJson(store, 'missing')).toEqual({ ok: true, value: undefined });
    expect(readJson(store, 'bad')).toEqual({ ok: false, error: 'the saved data is not valid JSON' });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('disabled');
      },
      removeItem: () => {},
    };
    expect(writeJson(broken, 'a', 1)).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(readJson(broken, 'a')).toEqual({ ok: false, error: 'storage could not be read (denied)' });
    expect(readJson(null, 'a')).toEqual({ ok: true, value: undefined });
  });

  test('a full store, and a value JSON cannot write, are told apart (neither is "storage full or disabled")', () => {
    const small = memoryStore({}, { quota: 50 });
    expect(writeJson(small, 'a', 'x'.repeat(100))).toMatchObject({ ok: false, reason: 'full' });
    const nested = JSON.parse(deep(20_000)) as unknown;
    expect(writeJson(memoryStore(), 'a', nested)).toMatchObject({
      ok: false,
      reason: 'unwritable',
      error: expect.stringMatching(/nested too deeply/) as unknown,
    });
  });

  test('own keys only: nothing inherited counts', () => {
    const table = { slow: 700 };
    expect(hasOwn(table, 'slow')).toBe(true);
    expect(hasOwn(table, 'constructor')).toBe(false);
    expect(hasOwn(table, '__proto__')).toBe(false);
    expect(hasOwn(JSON.parse('{"__proto__": 1}') as object, '__proto__')).toBe(true);
    expect(isRecord([])).toBe(false);
  });
});

describe('copies set aside: one a time, never replaced', () => {
  test('each copy has a key of its own; the same text is not kept twice', () => {
    const store = memoryStore({ [`${P}games`]: 'first junk' });
    const now = clock();
    const a = keepCopy(store, 'games-unreadable', 'first junk', now);
    const b = keepCopy(store, 'games-unreadable', 'second junk', now);
    const again = keepCopy(store, 'games-unreadable', 'first junk', now);
    expect(a.ok && b.ok && again.ok).toBe(true);
    if (!a.ok || !b.ok || !again.ok) return;
    expect(a.copy).not.toBe(b.copy);
    expect(again.copy).toBe(a.copy);
    expect(asideCopies(store, 'games-unreadable').map((c) => store.getItem(P + c.key))).toEqual([
      'first junk',
      'second junk',
    ]);
    // An old single-slot copy (before copies were stamped) is left as it is.
    expect(asideCopies(store).every((c) => c.key.includes('@'))).toBe(true);
  });

  test('a full store drops the oldest copies to make room, and says which', () => {
    const now = clock();
    const store = memoryStore({}, { quota: 400 });
    keepCopy(store, 'stats-unreadable', 'a'.repeat(120), now);
    keepCopy(store, 'games-unreadable', 'b'.repeat(120), now);
    const r = keepCopy(store, 'games-unreadable', 'c'.repeat(150), now);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dropped).toHaveLength(1);
    expect(r.dropped[0]).toMatch(/^stats-unreadable@/);
    expect(updateNotice({ status: 'set-aside', why: 'x', copy: r.copy, dropped: r.dropped }, 'Data')).toMatch(
      /To make room, an older copy was dropped \(stats-unreadable@/,
    );
  });

  test('no room even then: nothing is dropped, and the caller is told not to write', () => {
    const now = clock();
    const store = memoryStore({}, { quota: 1000 });
    keepCopy(store, 'stats-unreadable', 'small', now);
    store.setItem(`${P}games`, 'x'.repeat(600));
    const r = readForUpdate(store, 'games', 'games-unreadable', isRecord);
    expect(r).toMatchObject({ status: 'blocked' });
    // The small copy is still there: dropping it could not have made room for 600 characters.
    expect(asideCopies(store)).toHaveLength(1);
    expect(store.getItem(`${P}games`)).toBe('x'.repeat(600));
    expect(updateNotice(r, 'Your saved games')).toMatch(/left as it was, and nothing new was saved/);
  });

  test('replaceStored: a value that fits is replaced, anything else kept aside first, nothing written when no copy fits', () => {
    const store = memoryStore({ [`${P}good`]: '{"a":1}', [`${P}bad`]: '[1,2]' });
    expect(replaceStored(store, 'good', 'good-kept', isRecord, { b: 2 })).toBe(true);
    expect(store.getItem(`${P}good`)).toBe('{"b":2}');
    expect(asideCopies(store, 'good-kept')).toEqual([]);
    expect(replaceStored(store, 'bad', 'bad-kept', isRecord, { c: 3 })).toBe(true);
    expect(store.getItem(`${P}bad`)).toBe('{"c":3}');
    expect(asideCopies(store, 'bad-kept').map((c) => store.getItem(P + c.key))).toEqual(['[1,2]']);
    const full = memoryStore({}, { quota: 1000 });
    full.setItem(`${P}games`, 'x'.repeat(600));
    expect(replaceStored(full, 'games', 'games-kept', isRecord, {})).toBe(false);
    expect(full.getItem(`${P}games`)).toBe('x'.repeat(600));
  });

  test('readForUpdate: a value that fits, nothing, or a copy set aside first', () => {
    const store = memoryStore({
      [`${P}good`]: '{"a":1}',
      [`${P}bad`]: '{not json',
      [`${P}list`]: '[1,2]',
    });
    expect(readForUpdate(store, 'good', 'good-kept', isRecord)).toEqual({ status: 'ok', value: { a: 1 } });
    expect(readForUpdate(store, 'missing', 'missing-kept', isRecord)).toEqual({ status: 'absent' });
    const bad = readForUpdate(store, 'bad', 'bad-kept', isRecord);
    expect(bad).toMatchObject({ status: 'set-aside', why: 'the saved data is not valid JSON' });
    const list = readForUpdate(store, 'list', 'list-kept', isRecord);
    expect(list).toMatchObject({ status: 'set-aside', why: 'it is not in the expected form' });
    expect(asideCopies(store, 'bad-kept').map((c) => store.getItem(P + c.key))).toEqual(['{not json']);
    expect(asideCopies(store, 'list-kept').map((c) => store.getItem(P + c.key))).toEqual(['[1,2]']);
    expect(setAside(store, 'missing', 'x')).toBeNull();
  });
});

describe('lists read defensively', () => {
  const read = (e: unknown) =>
    typeof e === 'string' ? { ok: true as const, value: e } : { ok: false as const, error: 'not a name' };
  test('each entry checked, each key once (the first), at most the cap', () => {
    const r = readList(['a', 'b', 'a', 42, 'c', 'd'], { max: 3, read, key: (s) => s });
    expect(r.items).toEqual(['a', 'b', 'c']);
    expect(r.left).toEqual(['a duplicate', 'not a name', 'beyond the 3 kept']);
    expect(readList({ a: 1 }, { max: 3, read, key: (s) => s }).left).toEqual(['it is not a list']);
    expect(readList(undefined, { max: 3, read, key: (s) => s })).toEqual({ items: [], left: [] });
  });

  test('a thousand duplicates read as one, at once', () => {
    const r = readList(Array<string>(1000).fill('same'), { max: 200, read, key: (s) => s });
    expect(r.items).toEqual(['same']);
    expect(r.left).toHaveLength(999);
  });
});

describe('losesNothing: what a write back would drop', () => {
  test('a field the reader does not know, a changed value, a shorter list; defaults added are no loss', () => {
    expect(losesNothing({ a: 1 }, { a: 1, b: null })).toBe(true);
    expect(losesNothing({ a: 1, future: { x: 1 } }, { a: 1 })).toBe(false);
    expect(losesNothing({ a: '1' }, { a: 1 })).toBe(false);
    expect(losesNothing([1, 2], [1])).toBe(false);
    expect(losesNothing([{ a: 1 }], [{ a: 1 }])).toBe(true);
    expect(losesNothing(JSON.parse('{"__proto__":1}'), {})).toBe(false);
    expect(losesNothing({}, JSON.parse('{"__proto__":1}'))).toBe(true);
    expect(losesNothing(JSON.parse(deep(20_000)), JSON.parse(deep(20_000)))).toBe(false);
  });
  test('property: any JSON value loses nothing written back as it is', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (v) => {
        expect(losesNothing(v, JSON.parse(JSON.stringify(v)))).toBe(true);
      }),
      { seed: 0x1055, numRuns: 200 },
    );
  });
});

describe('property: any stored JSON, read for an update, loses nothing and never throws', () => {
  test('the stored text stays under its key, or a copy of it is kept; the read value is the stored one', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, small) => {
        const text = JSON.stringify(value);
        const store = memoryStore({ [`${P}key`]: text }, small ? { quota: text.length * 2 + 200 } : {});
        const r = readForUpdate(store, 'key', 'key-aside', isRecord);
        if (r.status === 'ok') expect(r.value).toEqual(JSON.parse(text));
        // The writer writes only when allowed to: what was stored is still somewhere, whole.
        if (r.status !== 'blocked') writeJson(store, 'key', { replaced: true });
        const kept = [store.getItem(`${P}key`), ...asideCopies(store).map((c) => store.getItem(P + c.key))];
        if (r.status !== 'ok') expect(kept).toContain(text);
      }),
      { seed: 0x5703e, numRuns: 300 },
    );
  });
});
