import { getVariant } from '@cascade/variants';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkPool } from './pool.ts';
import type { DealRecord } from './record.ts';
import { planRun, runEmbedded } from './run.ts';
import { DEFAULT_SETTINGS, type AtlasSettings } from './settings.ts';
import { solveAtlasDeal } from './solve.ts';
import { AtlasStore, variantDirName } from './store.ts';

// The bundled worker entry (pnpm build; turbo builds it before the tests).
const workerUrl = fileURLToPath(new URL('../dist/worker.mjs', import.meta.url));
const pool = new ChunkPool({ workerUrl, threads: 2 });
afterAll(() => pool.close());

const freecell = getVariant('freecell');
const withoutTime = (r: DealRecord) => ({ ...r, timeMs: 0 });
const fresh = () => new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-run-')));

describe('runEmbedded', () => {
  it('solves the deals the store lacks, on worker threads, as the solver does in this thread', async () => {
    const store = fresh();
    const settings = { ...DEFAULT_SETTINGS, grades: false };
    const seen: number[] = [];
    const options = { pool, store, variant: freecell, from: 1, to: 30, settings, chunkSize: 10 };
    const report = await runEmbedded({ ...options, onProgress: (p) => seen.push(p.done) });
    expect(report).toMatchObject({
      total: 30,
      stored: 0,
      chunks: [
        { from: 1, to: 10 },
        { from: 11, to: 20 },
        { from: 21, to: 30 },
      ],
    });
    expect(seen.at(-1)).toBe(30);
    expect(seen.every((d, i) => i === 0 || d >= seen[i - 1]!)).toBe(true);
    const records = [...store.records(freecell)];
    expect(records.map(withoutTime)).toEqual(
      Array.from({ length: 30 }, (_, i) => withoutTime(solveAtlasDeal(freecell.rules, i + 1, settings))),
    );
    // Again: nothing to do.
    const again = await runEmbedded(options);
    expect(again).toMatchObject({ total: 30, stored: 30, chunks: [] });
  });

  it('solving again with a larger budget redoes only the deals not settled, each from where it ran out', async () => {
    const store = fresh();
    const range = { pool, store, variant: freecell, from: 5, to: 10, chunkSize: 3 };
    const small = { ...DEFAULT_SETTINGS, gradeMaxStates: 1000 };
    await runEmbedded({ ...range, settings: small });
    const before = new Map([...store.records(freecell)].map((r) => [r.deal, r]));
    // Deals 5, 6, 7, 9 and 10 are left upper bounds (8 settles).
    expect([...before.values()].filter((r) => !r.grade!.exact).map((r) => r.deal)).toEqual([5, 6, 7, 9, 10]);
    const report = await runEmbedded({
      ...range,
      settings: { ...small, gradeMaxStates: 12000 },
      redoUnknown: true,
    });
    // Every chunk holds an upper bound (chunks align to multiples of their size: 5-6, 7-9, 10).
    // Each searches only its open deals (what `fc atlas run` reports).
    expect(report.chunks.map((c) => [c.from, c.to, c.open])).toEqual([
      [5, 6, 2],
      [7, 9, 2],
      [10, 10, 1],
    ]);
    const after = [...store.records(freecell)];
    expect(after.map((r) => r.deal)).toEqual([5, 6, 7, 8, 9, 10]);
    for (const r of after) {
      const was = before.get(r.deal)!;
      // Settled before: the very record, its time included. Not settled: the searches that won kept.
      if (was.grade!.exact) expect(r).toEqual(was);
      else {
        expect(r.timeMs).toBeGreaterThan(was.timeMs);
        const won = was.grade!.tries.filter((t) => t.verdict === 'solved');
        expect(r.grade!.tries.slice(0, won.length)).toEqual(won);
      }
    }
    // Deals 5, 7 and 10 settle with the larger budget; 6 and 9 stay upper bounds.
    expect(after.filter((r) => r.grade!.exact).map((r) => r.deal)).toEqual([5, 7, 8, 10]);
    // A verdicts-only run leaves graded chunks alone: its file would never be read before theirs,
    // and their upper bounds need the searches with fewer cells.
    const verdictsOnly = planRun({ ...range, settings: { ...small, grades: false }, redoUnknown: true });
    expect(verdictsOnly.chunks).toEqual([]);
  });

  it('a redo over part of a stored chunk searches the deals of its range only; the chunk keeps the others as they were', async () => {
    const store = fresh();
    const range = { pool, store, variant: freecell, chunkSize: 3 };
    const small = { ...DEFAULT_SETTINGS, gradeMaxStates: 1000 };
    await runEmbedded({ ...range, from: 5, to: 10, settings: small });
    const before = new Map([...store.records(freecell)].map((r) => [r.deal, r]));
    // Chunk 7-9 holds two upper bounds, 7 and 9; the run of deal 7 alone (`fc atlas todo`'s lines).
    const options = {
      ...range,
      from: 7,
      to: 7,
      settings: { ...small, gradeMaxStates: 12000 },
      redoUnknown: true,
    };
    expect(planRun(options).chunks.map((c) => [c.from, c.to, c.open, c.only])).toEqual([
      [7, 9, 1, { from: 7, to: 7 }],
    ]);
    await runEmbedded(options);
    // 7 settles with the larger budget; 9, open too, is left as it was, its time included.
    expect(store.record(freecell, 7)!.grade!.exact).toBe(true);
    expect(store.record(freecell, 7)!.timeMs).toBeGreaterThan(before.get(7)!.timeMs);
    expect(store.record(freecell, 9)).toEqual(before.get(9));
    expect(store.record(freecell, 8)).toEqual(before.get(8));
    // The range over the whole chunk searches 9 as well.
    const whole = { ...options, from: 7, to: 9 };
    expect(planRun(whole).chunks.map((c) => [c.from, c.to, c.open, c.only])).toEqual([[7, 9, 1, undefined]]);
    await runEmbedded(whole);
    expect(store.record(freecell, 9)!.timeMs).toBeGreaterThan(before.get(9)!.timeMs);
  });

  /** Deals from..to as a run of `settings` stores them, with `unknown` made unknown verdicts (as a budget or an older solver left them). */
  const withUnknown = (from: number, to: number, unknown: number[], settings: AtlasSettings) =>
    Array.from({ length: to - from + 1 }, (_, i): DealRecord => {
      const n = from + i;
      return unknown.includes(n)
        ? { deal: n, verdict: 'unknown', states: settings.maxStates, timeMs: 9000 }
        : solveAtlasDeal(freecell.rules, n, settings);
    });

  it('a verdicts-only redo searches only the unknown deals of its chunks, and keeps the rest as they were', async () => {
    const store = fresh();
    const settings = { ...DEFAULT_SETTINGS, grades: false };
    const stored = withUnknown(1, 6, [2, 5], settings);
    store.writeChunk(freecell, { from: 1, to: 6, settings }, stored);
    // A graded chunk with an unknown verdict is not a verdicts-only run's to redo.
    store.writeChunk(
      freecell,
      { from: 7, to: 8, settings: DEFAULT_SETTINGS },
      withUnknown(7, 8, [8], DEFAULT_SETTINGS),
    );
    const options = { pool, store, variant: freecell, from: 1, to: 8, settings, redoUnknown: true };
    expect(planRun(options).chunks.map((c) => [c.from, c.to, c.open])).toEqual([[1, 6, 2]]);
    await runEmbedded(options);
    const after = [...store.records(freecell, { from: 1, to: 6 })];
    expect(after.map((r) => r.verdict)).toEqual(Array(6).fill('solved'));
    for (const r of after)
      if (r.deal !== 2 && r.deal !== 5) expect(r).toEqual(stored[r.deal - 1]);
      else expect(withoutTime(r)).toEqual(withoutTime(solveAtlasDeal(freecell.rules, r.deal, settings)));
    expect(store.record(freecell, 8)?.verdict).toBe('unknown');
  });

  it('a graded redo searches an unknown verdict again, even where a verdicts-only file of the same budget says unknown too', async () => {
    const store = fresh();
    const verdictsOnly = { ...DEFAULT_SETTINGS, grades: false };
    // Verdicts first in big chunks, then grades in small ones: deal 3 unknown in both.
    store.writeChunk(
      freecell,
      { from: 1, to: 10, settings: verdictsOnly },
      withUnknown(1, 10, [3], verdictsOnly),
    );
    store.writeChunk(
      freecell,
      { from: 1, to: 4, settings: DEFAULT_SETTINGS },
      withUnknown(1, 4, [3], DEFAULT_SETTINGS),
    );
    const options = {
      pool,
      store,
      variant: freecell,
      from: 1,
      to: 4,
      settings: DEFAULT_SETTINGS,
      redoUnknown: true,
    };
    expect(planRun(options).chunks.map((c) => [c.from, c.to, c.open])).toEqual([[1, 4, 1]]);
    await runEmbedded(options);
    const r = store.record(freecell, 3)!;
    expect(withoutTime(r)).toEqual(withoutTime(solveAtlasDeal(freecell.rules, 3, DEFAULT_SETTINGS)));
    expect(r.grade).toBeDefined();
  });

  it('grading deals stored without grades reuses their verdicts and solutions: the same records as grading afresh', async () => {
    const upgraded = fresh();
    const range = { pool, variant: freecell, from: 91, to: 96, chunkSize: 3 };
    await runEmbedded({ ...range, store: upgraded, settings: { ...DEFAULT_SETTINGS, grades: false } });
    await runEmbedded({ ...range, store: upgraded, settings: DEFAULT_SETTINGS });
    const afresh = fresh();
    await runEmbedded({ ...range, store: afresh, settings: DEFAULT_SETTINGS });
    const graded = [...upgraded.records(freecell)];
    expect(graded.every((r) => r.grade)).toBe(true);
    expect(graded.map(withoutTime)).toEqual([...afresh.records(freecell)].map(withoutTime));
    // Only the graded files are left.
    expect(upgraded.chunkFiles(freecell).map((f) => f.graded)).toEqual([true, true]);
    // The verdicts-only files are gone with their records: nothing is left to reuse.
    expect(upgraded.known(freecell, { from: 91, to: 96 }, DEFAULT_SETTINGS.maxStates)).toEqual([]);
  });

  it('a verdict settled with another budget is kept by a graded run; an unknown one only from a budget at least as large', async () => {
    const store = fresh();
    const big = { ...DEFAULT_SETTINGS, grades: false, maxStates: 30_000_000 };
    const small = { ...DEFAULT_SETTINGS, grades: false, maxStates: 10 };
    // 11982: proven with a larger budget than the graded run's (whose search alone would run out).
    // 2: unknown under a larger budget (made up: it is easy), so unknown under the graded run's too.
    // 3: unknown under a smaller budget: searched again.
    const proof: DealRecord = { deal: 11982, verdict: 'unsolvable', states: 131_501, timeMs: 900 };
    store.writeChunk(freecell, { from: 11982, to: 11982, settings: big }, [proof]);
    store.writeChunk(freecell, { from: 2, to: 2, settings: big }, [
      { deal: 2, verdict: 'unknown', states: 30_000_000, timeMs: 9000 },
    ]);
    store.writeChunk(freecell, { from: 3, to: 3, settings: small }, [
      { deal: 3, verdict: 'unknown', states: 10, timeMs: 1 },
    ]);
    expect(store.known(freecell, { from: 1, to: 12000 }, 1000).map((r) => r.deal)).toEqual([2, 11982]);
    const graded = { ...DEFAULT_SETTINGS, maxStates: 1000, gradeMaxStates: 1000 };
    await runEmbedded({ pool, store, variant: freecell, from: 11982, to: 11982, settings: graded });
    await runEmbedded({ pool, store, variant: freecell, from: 2, to: 3, settings: graded });
    expect(store.record(freecell, 11982)).toEqual(proof);
    expect(store.record(freecell, 2)?.verdict).toBe('unknown');
    const three = store.record(freecell, 3)!;
    expect(three.verdict).toBe('solved');
    expect(three.grade).toBeDefined();
  });

  it('a run stopped part-way, started again, solves only the chunks not stored', async () => {
    const store = fresh();
    const options = {
      pool,
      store,
      variant: freecell,
      from: 91,
      to: 100,
      settings: DEFAULT_SETTINGS,
      chunkSize: 1,
    };
    const stop = new AbortController();
    let chunks = 0;
    await expect(
      runEmbedded({
        ...options,
        signal: stop.signal,
        onProgress: (p) => {
          if (p.chunksDone > chunks && (chunks = p.chunksDone) >= 3) stop.abort();
        },
      }),
    ).rejects.toThrow();
    const dir = join(store.root, variantDirName(freecell), 'chunks');
    const before = new Map(readdirSync(dir).map((f) => [f, statSync(join(dir, f)).mtimeMs]));
    expect(before.size).toBeGreaterThanOrEqual(3);
    expect(before.size).toBeLessThan(10);
    // Chunks go in deal order, two at a time (the pool's threads): what is stored is the start of the
    // range, but for the one chunk the other thread was still on.
    const firsts = [...before.keys()].map((f) => Number(f.slice(0, 10))).sort((a, b) => a - b);
    expect(firsts.at(-1)).toBeLessThanOrEqual(91 + before.size);
    const plan = planRun(options);
    expect(plan.stored).toBe(before.size);
    const report = await runEmbedded(options);
    expect(report.chunks).toHaveLength(10 - before.size);
    for (const [f, mtime] of before) expect(statSync(join(dir, f)).mtimeMs).toBe(mtime);
    const records = [...store.records(freecell)];
    expect(records.map((r) => r.deal)).toEqual(Array.from({ length: 10 }, (_, i) => 91 + i));
    expect(records.every((r) => r.verdict === 'solved' && r.grade)).toBe(true);
  });
});
