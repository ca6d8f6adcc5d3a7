import {
  applyMove,
  deal,
  formatMoves,
  FREECELL_RULES,
  legalMoves,
  seededRandom,
  unwrap,
  type Move,
} from '@cascade/core';
import { hint, lastWinnablePoint } from '@cascade/hints';
import { solve } from '@cascade/solver';
import { encodeHouseRules } from '@cascade/variants';
import { describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';

describe('fc hint', () => {
  it('the first move of a deal: token, sentence, reason, status', async () => {
    const r = await fc('hint --deal 1');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^[0-9a-gkh][0-9a-gkh](v[0-9a-f]+)?$/);
    expect(lines[1]).toMatch(/^Move the .+ from .+ (to|onto) .+\.$/);
    expect(lines[2]).toMatch(/^It /);
    expect(lines[3]).toMatch(/^winnable: \d+ moves left on the line found$/);
    expect(r.stderr).toBe('');
  });

  it('the hinted move is legal: fc moves lists it', async () => {
    const token = (await fc('hint --deal 617')).stdout.split('\n')[0] as string;
    const moves = (await fc('moves --deal 617')).stdout.split('\n');
    expect(moves).toContain(token);
  });

  it('follows the moves played so far', async () => {
    const first = (await fc('hint --deal 1')).stdout.split('\n')[0] as string;
    const r = await fc('hint --deal 1 --moves -', { stdin: first });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[3]).toMatch(/^winnable: /);
  });

  it('deal 11982 cannot be won', async () => {
    const r = await fc('hint --deal 11982');
    expect(r).toMatchObject({
      code: 0,
      stdout: 'lost\nThis deal cannot be won, whatever you play.\n',
    });
  });

  it('a lost game with --moves gives the last winnable point', async () => {
    // Shrunken house rules where careless moves lose: aces to threes, 4 columns, no free cell.
    const rules = { ...FREECELL_RULES, maxRank: 3, columns: 4, cells: 0 };
    const variant = encodeHouseRules({ name: 'tiny', rules });
    let found = false;
    for (let n = 1; n <= 50 && !found; n++) {
      const start = unwrap(deal(rules, n));
      if (solve(start).status !== 'solved') continue;
      const rand = seededRandom(n);
      const moves: Move[] = [];
      let p = start;
      while (moves.length < 20 && legalMoves(p).length > 0 && solve(p).status === 'solved') {
        const ms = legalMoves(p);
        const m = ms[rand() % ms.length] as Move;
        moves.push(m);
        p = applyMove(p, m);
      }
      if (solve(p).status !== 'unsolvable') continue;
      found = true;
      const point = lastWinnablePoint({ start, moves });
      expect(point.status).toBe('found');
      const r = await fc(['hint', '--variant', variant, '--deal', String(n), '--moves', '-'], {
        stdin: formatMoves(start, moves),
      });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^lost\n/);
      expect(r.stdout).toContain(`last winnable position: after move ${point.index ?? -1} `);
      const j = JSON.parse(
        (
          await fc(['hint', '--variant', variant, '--deal', String(n), '--moves', '-', '--json'], {
            stdin: formatMoves(start, moves),
          })
        ).stdout,
      ) as Record<string, unknown>;
      expect(j).toMatchObject({ status: 'lost', lastWinnablePoint: point.index, move: null });
    }
    expect(found).toBe(true);
  });

  it('--json gives every field', async () => {
    const r = await fc('hint --deal 1 --json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(j).toMatchObject({
      status: 'winnable',
      movesPlayed: 0,
      lostReason: null,
      lastWinnablePoint: null,
    });
    expect(j.move).toMatch(/^[0-9a-gkh]/);
    expect(Object.keys(j).sort()).toEqual(
      [
        'highlight',
        'lastWinnablePoint',
        'lostReason',
        'move',
        'movesLeft',
        'movesPlayed',
        'reason',
        'sentence',
        'states',
        'status',
        'summary',
        'unknownReason',
      ].sort(),
    );
  });

  it('a budget that runs out is named: positions or time (it once always said time)', async () => {
    // Deal 11982's proof stores about 90,000 positions.
    expect(await fc('hint --deal 11982 --max-states 1000')).toEqual({
      code: 0,
      stdout:
        'unknown\nNo winning line was found within the 1,000 positions allowed: the game may or may not still be won.\n',
      stderr: '',
    });
    const j = JSON.parse((await fc('hint --deal 11982 --max-states 1000 --json')).stdout) as Record<
      string,
      unknown
    >;
    expect(j).toMatchObject({ status: 'unknown', unknownReason: 'max-states', move: null });
    expect(await fc('hint --deal 11982 --timeout-ms 1')).toMatchObject({
      code: 0,
      stdout:
        'unknown\nNo winning line was found within the time allowed: the game may or may not still be won.\n',
    });
  });

  it('the same history gives the same hint, and the next hint continues its line', async () => {
    const first = await fc('hint --deal 19739 --json');
    expect(await fc('hint --deal 19739 --json')).toEqual(first);
    const h = JSON.parse(first.stdout) as { move: string; movesLeft: number };
    const next = JSON.parse((await fc('hint --deal 19739 --moves - --json', { stdin: h.move })).stdout) as {
      movesLeft: number;
    };
    expect(next.movesLeft).toBe(h.movesLeft - 1);
  });

  it('one move left: "1 move left"', async () => {
    const start = unwrap(deal(FREECELL_RULES, 1));
    const moves: Move[] = [];
    for (let h = hint({ start, moves }); h.movesLeft !== 1; h = hint({ start, moves }))
      moves.push(h.move as Move);
    const r = await fc('hint --deal 1 --moves -', { stdin: formatMoves(start, moves) });
    expect(r.stdout.split('\n')[3]).toBe('winnable: 1 move left on the line found');
  });

  it('bad input exits 2 with a clear message', async () => {
    expect(await fc('hint --deal 1 --moves -', { stdin: '5a 5a 5a 5a 5a' })).toMatchObject({ code: 2 });
    expect((await fc('hint --deal 1 --max-states 0')).stderr).toMatch(/--max-states takes a whole number/);
    expect((await fc('hint')).code).toBe(2);
  });
});
