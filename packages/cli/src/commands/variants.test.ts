import { listVariants } from '@cascade/variants';
import { describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';

describe('fc variants', () => {
  it('prints id<TAB>name for every catalogue variant, in catalogue order', async () => {
    const r = await fc('variants');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      listVariants()
        .map((v) => `${v.id}\t${v.name}\n`)
        .join(''),
    );
    expect(r.stdout.split('\n')[0]).toBe('freecell\tFreeCell');
    expect(r.stdout).toContain('\ninverted\tInverted FreeCell\n');
  });

  it('takes no arguments', async () => {
    const r = await fc('variants freecell');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error: too many arguments for 'variants'");
  });
});
