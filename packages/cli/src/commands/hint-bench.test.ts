import { describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';

describe('fc hint-bench', () => {
  it('follows the hints to a win on a few deals and reports the figures', async () => {
    const r = await fc('hint-bench --from 1 --to 3 --samples 1 --no-progress');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('FreeCell, deals 1–3: hints');
    expect(r.stdout).toMatch(/^first hint: winnable \/ lost \/ unknown +3 \/ 0 \/ 0$/m);
    expect(r.stdout).toMatch(/^winnable deals won by following the hints +3 of 3$/m);
    expect(r.stdout).toMatch(/^ +hints that lost a winnable position +0$/m);
  });

  it('an unwinnable deal gets "lost" at once and is not followed', async () => {
    const r = await fc('hint-bench --from 11982 --to 11982 --samples 0 --no-progress');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^first hint: winnable \/ lost \/ unknown +0 \/ 1 \/ 0$/m);
    expect(r.stdout).toMatch(/^winnable deals won by following the hints +0 of 0$/m);
  });

  it('bad ranges exit 2', async () => {
    expect((await fc('hint-bench --from 5 --to 2')).code).toBe(2);
    expect((await fc('hint-bench --from 1 --to 2 --samples x')).code).toBe(2);
  });
});
