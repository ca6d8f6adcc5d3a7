import { rulesText } from '@cascade/variants';
import { FREECELL_RULES } from '@cascade/core';
import { describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';

// A house-rules string for FreeCell with two cells and kings-only empty columns, named
// "Two cells, kings only" (made with encodeHouseRules).
const HOUSE = 'h1.hBgCAAcI.VHdvIGNlbGxzLCBraW5ncyBvbmx5';

describe('fc rules', () => {
  it('golden: Inverted FreeCell', async () => {
    const r = await fc('rules --variant inverted');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    await expect(r.stdout).toMatchFileSnapshot('../../test/fixtures/rules-inverted/expected.txt');
  });

  it('defaults to FreeCell', async () => {
    const r = await fc('rules');
    expect(r).toEqual({ code: 0, stdout: rulesText(FREECELL_RULES, { name: 'FreeCell' }), stderr: '' });
    expect(r.stdout).toMatch(/^FreeCell\n/);
  });

  it('takes an alias and a house-rules string', async () => {
    expect((await fc('rules --variant bakers_game')).stdout).toMatch(/^Baker's Game\n/);
    const r = await fc(['rules', '--variant', HOUSE]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Two cells, kings only\n/);
    expect(r.stdout).toContain('two free cells');
  });

  it('an unknown variant: exit 2 and the list of ids', async () => {
    const r = await fc('rules --variant freecel');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^error: --variant: unknown variant "freecel": use one of freecell, challenge, inverted, /,
    );
    expect(r.stderr).toContain('seahaven-towers');
    expect(r.stderr.split('\n')).toHaveLength(2);
  });

  it('a damaged house-rules string: exit 2 with the reason', async () => {
    const r = await fc(['rules', '--variant', HOUSE.replace('CAAcI', 'CAAcX')]);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --variant: the checksum does not match: the house-rules string was mistyped, altered or cut short\n',
    });
  });
});
