import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';

describe('fc hint-bench', () => {
  it('follows the hints, asked afresh, to a win on a few deals and reports the figures', async () => {
    const r = await fc('hint-bench --from 1 --to 3 --samples 1 --no-progress');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('FreeCell, deals 1–3: hints asked afresh');
    expect(r.stdout).toMatch(/^first hint: winnable \/ lost \/ unknown +3 \/ 0 \/ 0$/m);
    expect(r.stdout).toMatch(/^winnable deals won by following the hints +3 of 3$/m);
    expect(r.stdout).toMatch(/^ +kept Hinter answered otherwise +0$/m);
    expect(r.stdout).toMatch(/^ +moves left did not go down by one +0$/m);
    expect(r.stdout).toMatch(/^positions off the line followed from +3$/m);
  });

  it('an unwinnable deal gets "lost" at once and is not followed', async () => {
    const r = await fc('hint-bench --deals 11982 --samples 0 --no-progress');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('FreeCell, deal 11982: hints asked afresh');
    expect(r.stdout).toMatch(/^first hint: winnable \/ lost \/ unknown +0 \/ 1 \/ 0$/m);
    expect(r.stdout).toMatch(/^winnable deals won by following the hints +0 of 0$/m);
  });

  it('a first hint that settles nothing fails the run: it may hide a winnable deal never won', async () => {
    // Deal 1 with a budget of 10 positions: the hint says "unknown"; counted as passed before.
    const r = await fc('hint-bench --deals 1 --samples 0 --max-states 10 --no-progress');
    expect(r.stdout).toMatch(/^first hint: winnable \/ lost \/ unknown +0 \/ 0 \/ 1$/m);
    expect(r.stdout).toContain('FAILED on deals: 1');
    expect(r.code).toBe(1);
  });

  it('--random draws the same deals for the same seed; --winnable keeps the ones the solver wins', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fc-hint-bench-'));
    try {
      const json = (name: string) =>
        JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
          figures: { deal: number; first: string }[];
          drawn: number;
          skipped: number;
        };
      // Deals 380–455 hold three winnable ones (392, 434, 450) and no long proof.
      const args = '--variant ephemeral --random 2 --from 380 --to 455 --seed 3 --samples 0 --no-progress';
      expect(
        (
          await fc(
            `hint-bench ${args} --winnable --json ${join(dir, 'a.json')} --solutions ${join(dir, 's')}`,
          )
        ).code,
      ).toBe(0);
      expect((await fc(`hint-bench ${args} --winnable --json ${join(dir, 'b.json')}`)).code).toBe(0);
      const a = json('a.json');
      expect(a.figures.map((f) => f.deal)).toEqual(json('b.json').figures.map((f) => f.deal));
      expect(a.figures.map((f) => f.first)).toEqual(['winnable', 'winnable']);
      // Ephemeral: about one deal in a hundred can be won.
      expect(a.drawn - a.skipped).toBe(2);
      expect(a.figures.every((f) => [392, 434, 450].includes(f.deal))).toBe(true);
      expect(a.skipped).toBeGreaterThan(0);
      // The winning moves, one file a deal, for fc verify.
      expect(readdirSync(join(dir, 's')).sort()).toEqual(a.figures.map((f) => `${f.deal}.txt`).sort());
      const deal = a.figures[0]?.deal ?? 0;
      const moves = readFileSync(join(dir, 's', `${deal}.txt`), 'utf8');
      const verified = await fc(
        ['verify', '--variant', 'ephemeral', '--deal', String(deal), '--solution', '-'],
        {
          stdin: moves,
        },
      );
      expect(verified.stdout).toMatch(/^won in \d+ moves\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('bad ranges and options exit 2', async () => {
    expect((await fc('hint-bench --from 5 --to 2')).code).toBe(2);
    expect((await fc('hint-bench --from 1 --to 2 --samples x')).code).toBe(2);
    expect((await fc('hint-bench --from 1')).code).toBe(2);
    expect((await fc('hint-bench')).code).toBe(2);
    expect((await fc('hint-bench --deals 5 --random 3')).code).toBe(2);
    expect((await fc('hint-bench --from 1 --to 2 --random 3')).code).toBe(2);
    expect((await fc('hint-bench --deals -4')).stderr).toBe(
      'error: --deals -4: deal numbers for this game run from 1 to 8589934591; -4 is out of range\n',
    );
  });
});
