import { encodeHouseRules, getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import {
  readHouseRules,
  removeHouseRules,
  renameHouseRules,
  saveHouseRules,
  UNREADABLE_KEY,
} from './house-rules.ts';
import { asideCopies, memoryStore, STORAGE_PREFIX } from '@cascade/play/storage';

const rules = getVariant('freecell').rules;
const code = (name: string, cells = 2) => encodeHouseRules({ name, rules: { ...rules, cells } });
const KEY = 'cascade:v1:house-rules';

describe('saved house rules', () => {
  test('save puts the newest first; saving again moves it up without a duplicate', () => {
    const store = memoryStore();
    expect(saveHouseRules(code('A'), store, 1)).toEqual({ ok: true, code: code('A'), notice: null });
    expect(saveHouseRules(code('B', 3), store, 2).ok).toBe(true);
    expect(saveHouseRules(code('A'), store, 3).ok).toBe(true);
    expect(readHouseRules(store).items.map((h) => h.variant.name)).toEqual(['A', 'B']);
    expect(saveHouseRules('h1.nonsense', store).ok).toBe(false);
  });

  test('an edited entry replaces the one it came from, in place', () => {
    const store = memoryStore();
    saveHouseRules(code('A'), store, 1);
    saveHouseRules(code('B', 3), store, 2);
    saveHouseRules(code('A2', 5), store, 3, code('A'));
    expect(readHouseRules(store).items.map((h) => h.variant.name)).toEqual(['B', 'A2']);
  });

  test('rename re-encodes the string (the name travels in it), and checks the name', () => {
    const store = memoryStore();
    saveHouseRules(code('A'), store, 1);
    const r = renameHouseRules(code('A'), ' Duo ', store);
    expect(r).toEqual({ ok: true, code: code('Duo'), notice: null });
    expect(readHouseRules(store).items.map((h) => [h.variant.name, h.savedAt])).toEqual([['Duo', 1]]);
    const bad = renameHouseRules(code('Duo'), 'x'.repeat(41), store);
    expect(bad.ok).toBe(false);
    expect(renameHouseRules(code('gone'), 'x', store).ok).toBe(false);
  });

  test('damaged entries are skipped on load, and the list as it was is kept aside when it is written', () => {
    const text = JSON.stringify([{ code: code('A'), savedAt: 1 }, { code: 'h1.damaged' }, 42]);
    const store = memoryStore({ [KEY]: text });
    expect(readHouseRules(store)).toMatchObject({ items: [{ code: code('A') }], skipped: 2 });
    expect(removeHouseRules(code('A'), store)).toMatchObject({
      ok: true,
      notice: expect.stringMatching(/kept/) as unknown,
    });
    expect(JSON.parse(store.getItem(KEY) ?? '')).toEqual([]);
    expect(asideCopies(store, UNREADABLE_KEY).map((c) => store.getItem(`${STORAGE_PREFIX}${c.key}`))).toEqual(
      [text],
    );
    expect(readHouseRules(memoryStore({ [KEY]: '{not json' }))).toEqual({ items: [], skipped: 1 });
  });

  test('a list that cannot be read at all is set aside, as it was, before a new one replaces it', () => {
    for (const garbage of ['{not json', '{"a": 1}']) {
      const store = memoryStore({ [KEY]: garbage });
      expect(readHouseRules(store)).toEqual({ items: [], skipped: 1 });
      expect(saveHouseRules(code('A'), store, 1).ok).toBe(true);
      expect(readHouseRules(store).items.map((h) => h.variant.name)).toEqual(['A']);
      expect(
        asideCopies(store, UNREADABLE_KEY).map((c) => store.getItem(`${STORAGE_PREFIX}${c.key}`)),
      ).toEqual([garbage]);
    }
  });
});
