/**
 * How long reading the shipped puzzle files takes (what a puzzle page does once the files arrive):
 * each file's size, raw and gzipped, and the reader's time over it, median of RUNS, in one process:
 * whole (rules, boards and moves read, as the tests do) and as the pages read it (without them).
 *
 *   node scripts/run-ts.mjs scripts/time-puzzle-reads.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parsePuzzleFile, SEED_VARIANTS } from '../src/lib/puzzles/data.ts';

const RUNS = 5;
const here = dirname(fileURLToPath(import.meta.url));

export function main(): number {
  const all = { whole: 0, page: 0 };
  for (const v of SEED_VARIANTS) {
    const text = readFileSync(resolve(here, `../static/puzzles/${v}.json`), 'utf8');
    let count = 0;
    const time = (positions: boolean): number => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const r = parsePuzzleFile(JSON.parse(text), v, { positions });
        times.push(performance.now() - t0);
        if (!r.ok) throw new Error(`${v}: ${r.error[0]?.message}`);
        count = r.value.length;
      }
      return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
    };
    const whole = time(true);
    const page = time(false);
    all.whole += whole;
    all.page += page;
    console.log(
      `${v}: ${count} puzzles, ${(text.length / 1024).toFixed(1)} KB (${(gzipSync(text).length / 1024).toFixed(1)} KB gzipped), read whole in ${whole.toFixed(1)} ms, as the pages do in ${page.toFixed(1)} ms`,
    );
  }
  console.log(`all: whole ${all.whole.toFixed(1)} ms, as the pages do ${all.page.toFixed(1)} ms`);
  return 0;
}
