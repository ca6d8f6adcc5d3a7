/**
 * The state store: exact membership across rehashes, the tree fields and queue, and its memory
 * bound (what a search holds is what bounds it: the default budget must stay well under 1 GB).
 */
import { deal, unwrap } from '@cascade/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyBytesFor, keyHash } from './canonical.ts';
import { DEFAULT_MAX_STATES, MAX_STATES_LIMIT, solve, statesBudget } from './index.ts';
import { StateStore, STORE_MAX_STATES, TABLE_BYTES_PER_STATE, TREE_BYTES_PER_STATE } from './store.ts';
import { TEST_RULES } from './test-rules.ts';

const DECK = 52;
const WORDS = keyBytesFor(DECK) / 4;

/** A key (any bytes: the store does not read them) and its hash. */
function keyOf(n: number): { key: Uint32Array; hash: number } {
  const key = new Uint32Array(WORDS);
  let x = n * 2654435761 + 1;
  for (let i = 0; i < WORDS; i++) {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + i) | 0;
    key[i] = x >>> 0;
  }
  key[0] = n; // distinct for distinct n
  return { key, hash: keyHash(new Uint8Array(key.buffer), 0, DECK) };
}

describe('StateStore', () => {
  it('finds every key it stored and no other, across rehashes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(1_000_000), { minLength: 1, maxLength: 3000 }), (ns) => {
        const store = new StateStore(DECK);
        ns.forEach((n, i) => expect(store.insert(keyOf(n).key, keyOf(n).hash)).toBe(i));
        ns.forEach((n, i) => {
          const { key, hash } = keyOf(n);
          expect(store.find(key, hash)).toBe(i);
          expect(store.insert(key, hash)).toBe(-(i + 1));
          const out = new Uint32Array(WORDS);
          store.readKey(i, out);
          expect(Array.from(out)).toEqual(Array.from(key));
        });
        const absent = keyOf(2_000_000);
        expect(store.has(absent.key, absent.hash)).toBe(false);
        expect(store.count).toBe(ns.length);
      }),
      { seed: 17, numRuns: 20 },
    );
  });

  it('keeps tree fields and pops the lowest priority, last pushed first', () => {
    const store = new StateStore(DECK, true);
    for (let n = 0; n < 10_000; n++) {
      const { key, hash } = keyOf(n);
      const i = store.insert(key, hash);
      store.setNode(i, i - 1, (n * 7) & 0xffff, n % 300);
      store.push(i, n % 5);
    }
    expect(store.parentOf(9999)).toBe(9998);
    expect(store.recOf(1234)).toBe((1234 * 7) & 0xffff);
    expect(store.depthOf(299)).toBe(299);
    const firsts = [store.pop(), store.pop()];
    expect(firsts).toEqual([9995, 9990]);
  });

  it('keeps the table size its last search ended with, up to 2^16 slots, and finds nothing stale after a reset', () => {
    const store = new StateStore(DECK, true);
    const fill = (n: number, from = 0) => {
      for (let i = from; i < from + n; i++) store.insert(keyOf(i).key, keyOf(i).hash);
    };
    fill(10_000);
    store.reset();
    // 10,000 states rehashed the table to 2^15 slots: the next search of that size starts there.
    expect(store.tableSlots).toBe(2 ** 15);
    expect(store.has(keyOf(5).key, keyOf(5).hash)).toBe(false);
    fill(10_000, 20_000);
    expect(store.tableSlots).toBe(2 ** 15);
    expect(store.find(keyOf(29_999).key, keyOf(29_999).hash)).toBe(9_999);
    store.reset();
    fill(100);
    store.reset();
    // A small search gives back the large table.
    expect(store.tableSlots).toBe(2 ** 11);
    fill(100_000);
    store.reset();
    expect(store.tableSlots).toBe(2 ** 16);
  });

  it('holds at most its key, 16 bytes of table and 12 of tree per state, at its worst moment', () => {
    const n = 100_000;
    const store = new StateStore(DECK, true);
    for (let i = 0; i < n; i++) {
      const { key, hash } = keyOf(i);
      store.setNode(store.insert(key, hash), -1, 0, 0);
    }
    const perState = keyBytesFor(DECK) + TABLE_BYTES_PER_STATE + TREE_BYTES_PER_STATE;
    // One page of slack (4096 states) and the initial buffers.
    expect(store.peakBytes).toBeLessThanOrEqual((n + 4096) * perState + 64 * 1024);
  });

  it('a budget beyond what one table indexes stops at MAX_STATES_LIMIT, with room for a last step past the check', () => {
    // A search stores up to a step's worth past its budget check (an expansion's children, under
    // 1,024; a beam's step, its width): the table must still index them.
    expect(MAX_STATES_LIMIT + 2 ** 20).toBeLessThanOrEqual(STORE_MAX_STATES);
    expect(statesBudget({})).toBe(DEFAULT_MAX_STATES);
    expect(statesBudget({ maxStates: 300_000 })).toBe(300_000);
    expect(statesBudget({ maxStates: 120_000_000 })).toBe(MAX_STATES_LIMIT);
    // Deal 1 under rules that run into any budget: a huge one is a budget like another.
    const r = solve(unwrap(deal(TEST_RULES.anySuitNone, 1)), { maxStates: 1e12, timeoutMs: 200 });
    expect(r).toMatchObject({ status: 'unknown', reason: 'timeout' });
  });

  it('the default budget fits well under 1 GB, and a search stays within what its budget allows', () => {
    const perState = keyBytesFor(DECK) + TABLE_BYTES_PER_STATE + TREE_BYTES_PER_STATE;
    expect(DEFAULT_MAX_STATES * perState).toBeLessThan(700 * 2 ** 20);
    // Any suit, one card at a time, two cells, empty columns closed: deal 1 runs into any budget.
    const maxStates = 300_000;
    const r = solve(unwrap(deal(TEST_RULES.anySuitNone, 1)), { maxStates });
    expect(r).toMatchObject({ status: 'unknown', reason: 'max-states' });
    expect(r.stats.bytes).toBeGreaterThan(maxStates * keyBytesFor(DECK));
    // The scans' shared table and the final search's table may both be alive.
    expect(r.stats.bytes).toBeLessThanOrEqual(maxStates * perState + 2 * 4096 * perState + 256 * 1024);
  });
});
