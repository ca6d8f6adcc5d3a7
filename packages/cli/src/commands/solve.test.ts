import { deal, FREECELL_RULES, isWon, replay, unwrap } from '@cascade/core';
import { describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';

describe('fc solve', () => {
  it('prints a solution, ten moves a line, that replays to a win; exit 0', async () => {
    const r = await fc('solve --deal 1');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    for (const line of lines.slice(0, -1)) expect(line.split(' ')).toHaveLength(10);
    const replayed = unwrap(replay(unwrap(deal(FREECELL_RULES, 1)), r.stdout));
    expect(isWon(replayed.position)).toBe(true);
    expect(r.stderr).toMatch(/^solved in \d+ moves/);
    // fc verify agrees.
    expect(await fc('verify --deal 1 --solution -', { stdin: r.stdout })).toMatchObject({ code: 0 });
  });

  it('short mode gives a solution too, for another variant', async () => {
    const r = await fc('solve --variant bakers-game --deal 5 --mode short');
    expect(r.code).toBe(0);
    expect(await fc('verify --variant bakers-game --deal 5 --solution -', { stdin: r.stdout })).toMatchObject(
      { code: 0 },
    );
  });

  it('deal 11982: "unsolvable", exit 3', async () => {
    expect(await fc('solve --deal 11982')).toMatchObject({ code: 3, stdout: 'unsolvable\n' });
  });

  it('a budget that runs out: "unknown", exit 4', async () => {
    const r = await fc('solve --deal 2 --max-states 5');
    expect(r).toMatchObject({ code: 4, stdout: 'unknown\n' });
    expect(r.stderr).toMatch(/max-states/);
  });

  it('--json prints one object with the result, the moves and the statistics', async () => {
    const r = await fc('solve --deal 617 --json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as {
      result: string;
      moves: string[];
      moveCount: number;
      stats: { states: number; timeMs: number; engine: string };
    };
    expect(j.result).toBe('solved');
    expect(j.moves).toHaveLength(j.moveCount);
    expect(j.stats.states).toBeGreaterThan(0);
    // The implementation that searched (the WebAssembly kernels wherever they run, as in Node).
    expect(j.stats.engine).toBe('webassembly');
    const u = JSON.parse((await fc('solve --deal 11982 --json')).stdout) as {
      result: string;
      moves: string[];
    };
    expect(u).toMatchObject({ result: 'unsolvable', moves: [] });
  });

  it('bad arguments exit 2', async () => {
    expect((await fc('solve --deal 1 --mode slow')).code).toBe(2);
    expect((await fc('solve --deal 1 --max-states -3')).code).toBe(2);
    expect((await fc('solve')).code).toBe(2);
  });

  it('a budget larger than one search can store is refused at once, with the limit (it was an internal error)', async () => {
    expect(await fc('solve --deal 1 --max-states 120000000')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --max-states takes at most 32,000,000 (the most positions one search can store), not "120000000"\n' +
        "(run 'fc solve --help' for usage and examples)\n",
    });
    expect((await fc('solve --deal 1 --max-states 32000000')).code).toBe(0);
  });
});
