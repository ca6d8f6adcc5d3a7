/** Test helper: records made up from a deal number (no solving), for the store, summary and export tests. */
import type { DealRecord } from './record.ts';

/** Deal n: unsolvable when n % 10 === 0, unknown when n % 97 === 0, else solved and (graded) needing n % 5 cells. */
export function fakeRecord(n: number, graded: boolean): DealRecord {
  if (n % 97 === 0) return { deal: n, verdict: 'unknown', states: 5_000_000, timeMs: 9000 };
  if (n % 10 === 0) return { deal: n, verdict: 'unsolvable', states: 90_000, timeMs: 200 };
  return {
    deal: n,
    verdict: 'solved',
    states: 100 + n,
    timeMs: 1.5,
    fast: '6a 6b 6h',
    short: '6a 6h',
    ...(graded
      ? {
          grade: {
            minFreeCells: n % 5,
            exact: n % 7 !== 0,
            effort: (n * 7919) % 1000,
            tries: [
              {
                cells: Math.max(0, (n % 5) - 1),
                verdict: n % 7 !== 0 ? 'unsolvable' : 'unknown',
                states: 10,
              },
            ],
          },
        }
      : {}),
  };
}

export const fakeRecords = (from: number, to: number, graded: boolean): DealRecord[] =>
  Array.from({ length: to - from + 1 }, (_, i) => fakeRecord(from + i, graded));
