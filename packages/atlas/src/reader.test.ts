import { describe, expect, it } from 'vitest';
import { parseVariantAtlas, SOLVED_BLOCK, SolvedIndex } from './reader.ts';
import { CODE_UNKNOWN, CODE_UNSOLVABLE, gradeCodeOf, gradeOfCode } from './format.ts';
import { LEVELS } from './levels.ts';

/** The k-th solved deal's index by the plain scan the index replaces (-1: none). */
function scan(codes: Uint8Array, k: number): number {
  for (let i = 0; i < codes.length; i++) if (codes[i] === 0 && k-- === 0) return i;
  return -1;
}

/** Verdict codes (0 solved, 1 unsolvable, 2 unknown) drawn with a fixed generator. */
function codesOf(length: number, solvedShare: number, seed: number): Uint8Array {
  let x = seed;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Uint8Array.from({ length }, () => (next() < solvedShare ? 0 : next() < 0.5 ? 1 : 2));
}

describe('SolvedIndex', () => {
  it.each([
    [1, 1],
    [SOLVED_BLOCK - 1, 0.5],
    [SOLVED_BLOCK, 0.99],
    [SOLVED_BLOCK + 1, 0.01],
    [5 * SOLVED_BLOCK + 17, 0.5],
    [3 * SOLVED_BLOCK, 0],
    [3 * SOLVED_BLOCK, 1],
  ])('finds the k-th solved deal of %i deals (%f solved) as a scan does, every k', (length, share) => {
    const codes = codesOf(length, share, length);
    const index = new SolvedIndex(codes);
    const solved = codes.filter((c) => c === 0).length;
    expect(index.solved).toBe(solved);
    for (let k = 0; k < solved; k++) expect(index.select(k)).toBe(scan(codes, k));
    expect([index.select(solved), index.select(-1), index.select(0.5)]).toEqual([-1, -1, -1]);
  });

  it('a million deals: the same deals as the scan', () => {
    const codes = codesOf(1_000_000, 0.9999, 7);
    const index = new SolvedIndex(codes);
    for (const k of [0, 1, 511, 512, 123_456, 999_000, index.solved - 1])
      expect(index.select(k)).toBe(scan(codes, k));
  });
});

describe('pickDeal over a million verdicts', () => {
  const unsolvable = [11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948];
  const file = parseVariantAtlas({
    format: 1,
    variant: 'freecell',
    name: 'FreeCell',
    rulesKey: '956b36ba05',
    verdicts: { from: 1, to: 1_000_000, encoding: 'except', default: 'solved', unsolvable, unknown: [7] },
    grades: null,
  });
  if (!file.ok) throw new Error(file.error);
  const atlas = file.value;

  it('draws winnable deals, the same for the same seed, the deals the scan drew before the index', () => {
    const picks = Array.from({ length: 2000 }, (_, i) => atlas.pickDeal({ seed: i + 1 })!);
    for (const n of picks) expect(atlas.isWinnable(n)).toBe(true);
    expect(atlas.pickDeal({ seed: 1 })).toBe(picks[0]);
    expect(new Set(picks).size).toBeGreaterThan(1990);
    expect(picks.slice(0, 5)).toEqual(PICKED_BY_THE_SCAN);
  });
});

/** pickDeal({ seed: 1..5 }) on this file as the linear scan drew them (before SolvedIndex). */
const PICKED_BY_THE_SCAN = [566783, 206688, 163510, 417370, 985299];

describe('grade codes (format.ts)', () => {
  it('a grade goes into one code and comes back out of it; lost, unknown and out-of-range codes are no grade', () => {
    for (let cells = 0; cells <= 8; cells++)
      for (const level of LEVELS)
        expect(gradeOfCode(gradeCodeOf(cells, level))).toEqual({ level, minFreeCells: cells });
    expect(gradeCodeOf(2, 'hard')).toBe(10);
    for (const c of [CODE_UNSOLVABLE, CODE_UNKNOWN, 36, -1, 1.5]) expect(gradeOfCode(c)).toBeNull();
  });
});
