import { describe, expect, test } from 'vitest';
import { asideCopies, memoryStore, STORAGE_PREFIX } from '@cascade/play/storage';
import { DAMAGED_KEY, loadStats, recordStart, statsProblem, updateStats } from './stats.ts';

describe('statistics in storage', () => {
  test('unreadable statistics are reported, count as none, and are kept aside when replaced', () => {
    const store = memoryStore({ [`${STORAGE_PREFIX}stats`]: '{not json' });
    expect(statsProblem(store)).toMatch(/not valid JSON/);
    expect(loadStats(store, 'freecell').played).toBe(0);
    updateStats(store, 'freecell', recordStart);
    expect(loadStats(store, 'freecell').played).toBe(1);
    expect(statsProblem(store)).toBeNull();
    const copies = () =>
      asideCopies(store, DAMAGED_KEY).map((c) => store.getItem(`${STORAGE_PREFIX}${c.key}`));
    expect(copies()).toEqual(['{not json']);
    // Later updates leave the copy alone.
    updateStats(store, 'freecell', recordStart);
    expect(copies()).toEqual(['{not json']);
  });

  test('statistics of the wrong shape are reported too; none at all is no problem', () => {
    expect(statsProblem(memoryStore({ [`${STORAGE_PREFIX}stats`]: '[1, 2]' }))).toMatch(/expected form/);
    expect(statsProblem(memoryStore())).toBeNull();
    expect(statsProblem(memoryStore({ [`${STORAGE_PREFIX}stats`]: '{}' }))).toBeNull();
  });
});
