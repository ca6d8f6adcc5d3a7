import { describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';

describe('fc deal', () => {
  it('golden: FreeCell deal 1', async () => {
    const r = await fc('deal 1');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toBe(': JD KD 2S 4C 3S 6D 6S');
    await expect(r.stdout).toMatchFileSnapshot('../../test/fixtures/deal-1/expected.txt');
  });

  it('golden: Challenge FreeCell deal 617 (twos and aces at the bottom)', async () => {
    const r = await fc('deal 617 --variant challenge');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n').map((l) => l.split(' ')[1])).toEqual([
      '2C',
      '2S',
      '2H',
      '2D',
      'AC',
      'AS',
      'AH',
      'AD',
      undefined,
    ]);
    await expect(r.stdout).toMatchFileSnapshot('../../test/fixtures/deal-617-challenge/expected.txt');
  });

  it('--variant freecell is the default', async () => {
    expect(await fc('deal 617 --variant freecell')).toEqual(await fc('deal 617'));
  });

  it('variants with cells dealt into them print a Freecells line', async () => {
    const r = await fc('deal 5 --variant eight-off');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Freecells: \S\S \S\S \S\S \S\S - - - -\n(: (\S\S ){5}\S\S\n){8}$/);
  });

  it('the largest deal number works; one more is out of range', async () => {
    expect((await fc('deal 8589934591')).code).toBe(0);
    expect(await fc('deal 8589934592')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: deal 8589934592: deal numbers for this game run from 1 to 8589934591; 8589934592 is out of range\n',
    });
  });

  it('deal 0: exit 2, out of range', async () => {
    expect(await fc('deal 0')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: deal 0: deal numbers for this game run from 1 to 8589934591; 0 is out of range\n',
    });
  });

  it.each([
    ['-1', '-1'],
    ['18446744073709551616', '18446744073709551616'],
    ['99999999999999999999999', '99999999999999999999999'],
    ['+0', '+0'],
  ])('deal %s: a whole number out of range, named as written', async (arg, shown) => {
    // 2^64 was reported as 18446744073709552000 (rounded by JavaScript), -1 as "not a whole number".
    expect(await fc(['deal', arg])).toEqual({
      code: 2,
      stdout: '',
      stderr: `error: deal ${shown}: deal numbers for this game run from 1 to 8589934591; ${shown} is out of range\n`,
    });
  });

  it('--deal out of range is named as written too (moves, hint, solve, verify)', async () => {
    for (const cmd of ['moves', 'hint', 'solve']) {
      expect(await fc([cmd, '--deal', '-7'])).toEqual({
        code: 2,
        stdout: '',
        stderr: 'error: --deal -7: deal numbers for this game run from 1 to 8589934591; -7 is out of range\n',
      });
    }
  });

  it('a number with a sign in range is that deal', async () => {
    expect(await fc('deal +617')).toEqual(await fc('deal 617'));
  });

  it.each(['abc', '1.5', '1e3', '0x10', '1,5', '+-1'])('deal %s: not a whole number, exit 2', async (n) => {
    const r = await fc(['deal', n]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `error: the deal number must be a whole number, not "${n}"\n(run 'fc deal --help' for usage and examples)\n`,
    );
  });

  it('no number: exit 2', async () => {
    expect(await fc('deal')).toEqual({
      code: 2,
      stdout: '',
      stderr: "error: missing required argument 'number'\n(run 'fc deal --help' for usage and examples)\n",
    });
  });

  it('an unknown variant: exit 2 with the ids', async () => {
    const r = await fc('deal 1 --variant nope');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: --variant: unknown variant "nope": use one of freecell, /);
  });
});
