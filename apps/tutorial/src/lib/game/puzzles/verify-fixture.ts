/**
 * The shipped puzzle files read for the tests, and the test that settles each one again with the
 * solver (check.ts), one file a variant so vitest spreads them over its workers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPuzzle } from './check.ts';
import { parsePuzzleFile, type SeedVariant } from '../../puzzles/data.ts';
import type { Puzzle } from '../../puzzles/types.ts';

/** static/puzzles/<variant>.json (vitest runs in the app's directory). */
export const puzzleFileUrl = (variant: SeedVariant): string =>
  join(process.cwd(), 'static', 'puzzles', `${variant}.json`);

/** A shipped file's puzzles (the test fails on a file that does not read whole). */
export function shippedPuzzles(variant: SeedVariant): readonly Puzzle[] {
  const r = parsePuzzleFile(JSON.parse(readFileSync(puzzleFileUrl(variant), 'utf8')), variant);
  if (!r.ok) throw new Error(r.error.map((i) => `${i.path}: ${i.message}`).join('\n'));
  return r.value;
}

/** Puzzles a test case settles (a case each, so a slow or failing batch is named). */
const BATCH = 100;

export function verifyShipped(variant: SeedVariant): void {
  describe(`the ${variant} puzzles, each settled again by the solver`, () => {
    const puzzles = shippedPuzzles(variant);
    it('has puzzles', () => expect(puzzles.length).toBeGreaterThan(0));
    for (let from = 0; from < puzzles.length; from += BATCH) {
      const batch = puzzles.slice(from, from + BATCH);
      it(`puzzles ${from + 1}–${from + batch.length}`, () => {
        const bad: string[] = [];
        for (const p of batch) {
          const problems = checkPuzzle(p);
          if (problems.length > 0) bad.push(`${p.id}: ${problems.join('; ')}`);
        }
        expect(bad).toEqual([]);
      });
    }
  });
}
