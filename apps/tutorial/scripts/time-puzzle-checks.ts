import { readFileSync } from 'node:fs';
import { checkPuzzle } from '../src/lib/game/puzzles/check.ts';
import { parsePuzzleFile, SEED_VARIANTS } from '../src/lib/puzzles/data.ts';

/** CPU time of settling every shipped puzzle again (what the verify tests do), by variant and theme. */
export function main(args: readonly string[]): number {
  const variants = args.length > 0 ? args : SEED_VARIANTS;
  let total = 0;
  for (const v of variants) {
    const r = parsePuzzleFile(JSON.parse(readFileSync(`static/puzzles/${v}.json`, 'utf8')), v);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const by = new Map<string, { n: number; us: number; effort: number }>();
    for (const p of r.value) {
      const t = process.cpuUsage();
      const bad = checkPuzzle(p);
      const d = process.cpuUsage(t);
      if (bad.length > 0) console.log(p.id, bad);
      const e = by.get(p.themes[0]!) ?? { n: 0, us: 0, effort: 0 };
      by.set(p.themes[0]!, { n: e.n + 1, us: e.us + d.user + d.system, effort: e.effort + p.effort });
    }
    const sum = [...by.values()].reduce((a, b) => a + b.us, 0);
    total += sum;
    console.log(
      `${v}: ${r.value.length} puzzles, ${(sum / 1e6).toFixed(1)} s CPU; ` +
        [...by]
          .map(
            ([t, e]) =>
              `${t} ${e.n} × ${(e.us / e.n / 1000).toFixed(0)} ms (${Math.round(e.effort / e.n)} pos)`,
          )
          .join(', '),
    );
  }
  console.log(`total ${(total / 1e6).toFixed(1)} s CPU`);
  return 0;
}
