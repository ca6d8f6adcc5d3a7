import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deal, unwrap } from '@cascade/core';
import { applyAndAutoplay, autoplay } from './autoplay.ts';
import { Beam, selectSmallest } from './beam.ts';
import { compileRules } from './compiled.ts';
import { SHORT_BEAM } from './search.ts';
import { recToMove } from './solution.ts';
import { SearchState } from './state.ts';
import { StateStore } from './store.ts';
import { TEST_RULES, type TestRulesId } from './test-rules.ts';

describe("the beam's selection of the best candidates", () => {
  it('puts the k smallest of distinct values first, whatever their order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 300 }),
        fc.nat(),
        (values, pick) => {
          const k = 1 + (pick % values.length);
          const a = Float64Array.from(values);
          selectSmallest(a, a.length, k);
          const sorted = [...values].sort((x, y) => x - y);
          expect([...a.subarray(0, k)].sort((x, y) => x - y)).toEqual(sorted.slice(0, k));
          expect([...a].sort((x, y) => x - y)).toEqual(sorted);
        },
      ),
    );
  });
});

describe('the beam tree', () => {
  // The beam expands its positions grouped by parent, each reached from its decoded parent by its
  // own move: that holds only if every stored (parent, move) pair leads to the stored key.
  it.each(Object.keys(TEST_RULES) as TestRulesId[])(
    'every kept position is its parent with its move played (%s)',
    (id) => {
      const rules = TEST_RULES[id];
      const c = compileRules(rules);
      // Three deals where the beam gets going (a lost Ephemeral or ForeCell deal can have no move).
      let searched = 0;
      for (let n = 1; n <= 30 && searched < 3; n++) {
        const st = SearchState.fromPosition(c, unwrap(deal(rules, n)), true);
        autoplay(st);
        const store = new StateStore(c.deck, true);
        new Beam(st, store, { ...SHORT_BEAM, width: 32 }).run(() => false, 50_000);
        if (store.count < 100) continue;
        searched++;
        const key = new Uint32Array(st.keyWords.length);
        for (let i = 1; i < store.count; i++) {
          store.readKey(store.parentOf(i), st.keyWords);
          st.decode();
          applyAndAutoplay(st, recToMove(st, store.recOf(i)));
          store.readKey(i, key);
          expect(Array.from(st.keyWords), `${id} deal ${n}, position ${i}`).toEqual(Array.from(key));
        }
      }
      expect(searched, id).toBe(3);
    },
  );
});
