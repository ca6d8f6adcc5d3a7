// A whole store checked by the independent checker (test-oracle.ts): every stored solution of every
// variant, the grade's line with its own number of cells. Minutes on a full atlas, so it runs only
// when asked: ATLAS_CHECK_STORE=.atlas pnpm --filter @cascade/cli exec vitest run atlas-store-check
import { AtlasStore } from '@cascade/atlas';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPrinted } from '../test-oracle.ts';

const dir = process.env.ATLAS_CHECK_STORE;

describe.skipIf(dir === undefined)('every solution in the store wins in the independent checker', () => {
  const store = new AtlasStore(resolve(dir ?? '.'));
  for (const stored of store.variants()) {
    it(`${stored.name} (${stored.dir})`, () => {
      const rules = stored.rules;
      let lines = 0;
      let deals = 0;
      for (const r of store.records(stored)) {
        deals++;
        for (const [cells, moves] of [
          [rules.cells, r.fast],
          [rules.cells, r.short],
          [r.grade?.minFreeCells ?? rules.cells, r.grade?.moves],
        ] as const) {
          if (moves === undefined) continue;
          expect(() => checkPrinted({ ...rules, cells }, r.deal, moves), `deal ${r.deal}`).not.toThrow();
          lines++;
        }
      }
      expect(store.problems).toEqual([]);
      console.log(`${stored.name}: ${deals} deals, ${lines} solutions checked`);
    }, 3_600_000);
  }
});
