/**
 * The WebAssembly kernels against their TypeScript originals, on the same states: every level of
 * move generation along random games of every test rule set; the regions states keep in the
 * kernels' memory; and the compiled bytes against the source.
 */
import { cardOf, deal, FREECELL_RULES, Position, seededRandom, unwrap, type RulesSpec } from '@cascade/core';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAndAutoplay, autoplay } from '../autoplay.ts';
import { FND0, packed } from '../codes.ts';
import { solve, Solver, type SolveResult } from '../index.ts';
import { DfsScan, judgeMoves, judgeMovesTs, useDfsKernel, type DfsParams } from '../dfs.ts';
import { keyBytesFor, keyHash } from '../canonical.ts';
import { acquireStore, releaseStore } from '../store.ts';
import { dig, dryDig, dryDigTs, judgeDigs, judgeDigsTs } from '../macros.ts';
import {
  MOVE_PEEKED,
  MOVE_PLAYED,
  MREC_CARD,
  MREC_HASH,
  MREC_KIND,
  MREC_SUPPORT,
  REC_HASH,
  REC_STEPS,
  REC_WON,
  type DigRecords,
  type MoveRecords,
} from './records.ts';
import { applied, apply, undo, undoN } from '../make.ts';
import { compileRules } from '../compiled.ts';
import { FAST_WEIGHTS, type HeuristicWeights } from '../heuristic.ts';
import { GEN_COMPLETE, GEN_EXACT, GEN_GREEDY, GEN_NO_CELLS, genMoves, genMovesTs } from '../movegen.ts';
import { SearchState } from '../state.ts';
import { shrunk, TEST_RULES } from '../test-rules.ts';
import { DFS_IO, DFS_OUTCOME, kernelDfsArea, kernelDfsRun, kernelJudgeMoves, useKernels } from './runtime.ts';
import { bytesModule, compileKernels, OUTPUT } from '../../scripts/kernels.mjs';
import { readFileSync } from 'node:fs';

const LEVELS = [GEN_EXACT, GEN_COMPLETE, GEN_GREEDY, GEN_NO_CELLS] as const;
/** Weights with every term of the heuristic in play (FAST_WEIGHTS leaves some at 0). */
const EVERY_TERM: HeuristicWeights = {
  notHome: 3,
  blocker: 2,
  blockerInRun: 1,
  notSorted: 3,
  notOnParent: 1,
  buriedKing: 2,
  lowDepth: 1,
  cell: 4,
  cellSquared: 1,
  emptyColumn: 5,
  nextDepth: 2,
};

afterEach(() => useKernels(true));

describe('genMoves, peek and dryDig: the kernels and the TypeScript originals', () => {
  const sets = [
    ...Object.entries(TEST_RULES),
    ['shrunk freecell', shrunk(TEST_RULES.freecell, 5, 4, 1)] as const,
    ['shrunk removable', shrunk(TEST_RULES.removable, 4, 4, 2)] as const,
  ];
  /**
   * Both sides on the state as it stands: the moves at every level, and the dry run of every dig
   * (each card under a column's top to its foundation and to every column, part-way in or not).
   */
  function same(st: SearchState, where: string, digs: boolean): void {
    for (const level of LEVELS) {
      const k = genMoves(st, kernel, level);
      const t = genMovesTs(st, original, level);
      // Compared as text first, handed to expect only when they differ: the same checks, without a
      // matcher call for each of the hundreds of thousands of cases.
      if (kernel.subarray(0, k).join() !== original.subarray(0, t).join())
        expect([...kernel.subarray(0, k)], `${where}, level ${level}`).toEqual([...original.subarray(0, t)]);
    }
    // Every move peeked (the child's card, support, hash and change of h) under two sets of weights.
    const ev = st.ev;
    const moves = new Int32Array(1024);
    const count = genMovesTs(st, moves, GEN_EXACT);
    for (const weights of [FAST_WEIGHTS, EVERY_TERM]) {
      ev.setWeights(weights);
      for (let i = 0; i < count; i++) {
        const m = moves[i]!;
        const k = ev.peek(m) ? [ev.peekCard, ev.peekSupport, ev.peekHash, ev.peekDelta] : false;
        const t = ev.peekTs(m) ? [ev.peekCard, ev.peekSupport, ev.peekHash, ev.peekDelta] : false;
        if (String(k) !== String(t)) expect(k, `${where}, peek of ${m}`).toEqual(t);
      }
    }
    // Every column evaluated from its bottom and from part-way up: the same score and prefix arrays.
    const views = st.regionAt >= 0 ? [...ev.arrays()] : [];
    for (const weights of [FAST_WEIGHTS, EVERY_TERM]) {
      ev.setWeights(weights);
      for (let col = 0; col < st.c.nCols; col++) {
        const n = st.len[col]!;
        for (const from of n > 1 ? [0, n >> 1] : n > 0 ? [0] : []) {
          const k = ev.evalColumn(col, from, n);
          const kernelArrays = views.map((a) => a.join());
          const t = ev.evalColumnTs(col, from, n);
          const originalArrays = views.map((a) => a.join());
          if (k !== t || kernelArrays.join('|') !== originalArrays.join('|'))
            expect([k, ...kernelArrays], `${where}, column ${col} from ${from}`).toEqual([
              t,
              ...originalArrays,
            ]);
        }
      }
    }
    ev.setWeights(FAST_WEIGHTS);
    if (!digs) return;
    const S = st.S;
    const c = st.c;
    const differences: string[] = [];
    for (let col = 0; col < c.nCols; col++) {
      for (let p = 0; p < st.len[col]! - 1; p++) {
        const card = st.cols[col * S + p]!;
        for (const dest of [FND0 + (card & 3), ...Array.from({ length: c.nCols }, (_, j) => j)]) {
          for (const made of [0, 2]) {
            const k = dryDig(st, col, p, dest, made, 6, kernel, 3);
            const t = dryDigTs(st, col, p, dest, made, 6, original, 3);
            const a = k < 0 ? String(k) : kernel.subarray(3, 3 + k).join();
            const b = t < 0 ? String(t) : original.subarray(3, 3 + t).join();
            if (a !== b)
              differences.push(
                `${where}: dig of column ${col} at ${p} to ${dest}, ${made} made: ${a} against ${b}`,
              );
          }
        }
      }
    }
    expect(differences).toEqual([]);
  }
  const kernel = new Int32Array(1024);
  const original = new Int32Array(1024);

  // Along each deal's solution (to the end game, where columns empty and runs move whole) and, at
  // every position of it, one random move off it; deals the solver does not win are walked at random.
  it.each(sets)(
    'give the same moves in the same order, at every level and for every dig (%s)',
    (_name, rules) => {
      const c = compileRules(rules);
      const random = seededRandom(17);
      let positions = 0;
      // Deals until 500 positions are compared (a walk ends early where the deal is soon stuck: Ephemeral).
      for (let n = 1; n <= 200 && positions < 500; n++) {
        const position = unwrap(deal(rules, n));
        const st = SearchState.fromPosition(c, position, true);
        expect(st.regionAt).toBeGreaterThanOrEqual(0);
        const result = solve(position, { maxStates: 5_000, rescue: false });
        const line = result.status === 'solved' ? result.moves.map(packed) : [];
        for (let step = 0; step < 150 && !st.isWon(); step++) {
          same(st, `deal ${n}, move ${step}`, step % 3 === 0);
          positions++;
          const count = genMovesTs(st, original, GEN_EXACT);
          if (count === 0) break;
          const off = original[random() % count]!;
          if (step < line.length) {
            // One move off the line, looked at, taken back; then the line's move.
            const made = applyAndAutoplay(st, off);
            same(st, `deal ${n}, off the line after move ${step}`, step % 3 === 1);
            positions++;
            undoN(st, made);
            apply(st, line[step]!);
          } else if (line.length === 0) applyAndAutoplay(st, off);
          else break;
        }
      }
      expect(positions).toBeGreaterThanOrEqual(500);
    },
  );
});

describe('make, undo, autoplay and dig: the kernels and the TypeScript originals', () => {
  const sets = [
    ...Object.entries(TEST_RULES),
    ['shrunk freecell', shrunk(TEST_RULES.freecell, 5, 4, 1)] as const,
    ['shrunk removable', shrunk(TEST_RULES.removable, 4, 4, 2)] as const,
  ];

  /** Everything a state keeps: piles, key, scalars, the undo record and the evaluation's caches. */
  function snapshot(st: SearchState): Record<string, unknown> {
    const ev = st.ev;
    return {
      cols: [...st.cols],
      len: [...st.len],
      cells: [...st.cells],
      found: [...st.found],
      where: [...st.where],
      pos: [...st.pos],
      key: [...st.key],
      scalars: [...st.scalars],
      undo: [...st.undoStack.subarray(0, st.sp)],
      h: ev.h(),
      arrays: ev.arrays().map((a) => [...a]),
      bookkeeping: ev.bookkeeping().map((a) => [...a]),
    };
  }

  // Two states of each deal, one searched by the kernels, one by the originals, played alike: along
  // the solution (to the end game) with, at every position, a random move off it played with its
  // autoplay and taken back, and moves played one by one and undone one by one; deals the solver
  // does not win are walked at random. Under the default weights and under weights with every
  // term, so that h compares every term.
  it.each(sets)('leave the same state after every move and every undo (%s)', (_name, rules) => {
    const c = compileRules(rules);
    const random = seededRandom(29);
    const moves = new Int32Array(1024);
    let compared = 0;
    let digs = 0;
    let judged = 0;
    let judgedMoves = 0;
    // Deals until 400 states are compared (a walk ends early where the deal is soon stuck: Ephemeral).
    for (let n = 1; n <= 60 && compared < 400; n++) {
      const position = unwrap(deal(rules, n));
      const k = SearchState.fromPosition(c, position, n % 2 === 0);
      useKernels(false);
      const t = SearchState.fromPosition(c, position, n % 2 === 0);
      useKernels(true);
      expect(k.regionAt).toBeGreaterThanOrEqual(0);
      expect(t.regionAt).toBe(-1);
      const weights = n % 3 === 0 ? FAST_WEIGHTS : EVERY_TERM;
      k.ev.setWeights(weights);
      t.ev.setWeights(weights);
      // Compared as JSON first (integers only), handed to expect only when they differ.
      const check = (where: string) => {
        const a = snapshot(k);
        const b = snapshot(t);
        if (JSON.stringify(a) !== JSON.stringify(b)) expect(a, where).toEqual(b);
        compared++;
      };
      check(`deal ${n}, dealt`);
      /** Every move of the position played alone and taken back (the first card home sets a base). */
      const everyMove = (where: string) => {
        const all = new Int32Array(1024);
        for (let i = 0, count = genMovesTs(t, all, GEN_EXACT); i < count; i++) {
          apply(k, all[i]!);
          apply(t, all[i]!);
          check(`${where}: ${all[i]} played`);
          undo(k);
          undo(t);
          check(`${where}: ${all[i]} taken back`);
        }
      };
      everyMove(`deal ${n}, dealt`);
      /** Every dig of the position (each card under a column's top, home and to every column), taken back. */
      const everyDig = (where: string) => {
        const a = new Int32Array(64);
        const b = new Int32Array(64);
        for (let col = 0; col < c.nCols; col++) {
          for (let p = 0; p < t.len[col]! - 1; p++) {
            const target = t.cols[col * t.S + p]!;
            for (const dest of [FND0 + (target & 3), ...Array.from({ length: c.nCols }, (_, j) => j)]) {
              const before = applied(t);
              const x = dig(k, target, dest, a, 1, 8);
              const y = dig(t, target, dest, b, 1, 8);
              if (y > 0) digs++;
              const what = `${where}: dig of ${target} to ${dest}`;
              const got = [x, ...a.subarray(1, 1 + Math.max(x, 0))];
              const want = [y, ...b.subarray(1, 1 + Math.max(y, 0))];
              if (got.join() !== want.join()) expect(got, what).toEqual(want);
              check(what);
              undoN(k, applied(k) - before);
              undoN(t, applied(t) - before);
            }
          }
        }
        check(`${where}: every dig taken back`);
        // The plain moves a scan judges at the position, in one call, against the original.
        for (const level of LEVELS) {
          const kernel = moveRecordsOf(judgeMoves(k, level), k.keyWords.length);
          const original = moveRecordsOf(judgeMovesTs(t, level), t.keyWords.length);
          expect(kernel, `${where}: the judged moves (level ${level})`).toEqual(original);
          judgedMoves += kernel.length;
          check(`${where}: the judged moves taken back`);
        }
        // The digs a scan judges at the position, in one call, against the original.
        for (const homeOnly of [true, false]) {
          const kernel = records(judgeDigs(k, homeOnly, 5), k.keyWords.length);
          const original = records(judgeDigsTs(t, homeOnly, 5), t.keyWords.length);
          expect(kernel, `${where}: the judged digs (home only: ${homeOnly})`).toEqual(original);
          judged += kernel.length;
          check(`${where}: the judged digs taken back`);
        }
      };
      everyDig(`deal ${n}, dealt`);
      const result = solve(position, { maxStates: 5_000, rescue: false });
      const line = result.status === 'solved' ? result.moves.map(packed) : [];
      for (let step = 0; step < 160 && !t.isWon(); step++) {
        const count = genMovesTs(t, moves, GEN_EXACT);
        if (count === 0) break;
        if (step % 10 === 9) everyMove(`deal ${n}, move ${step}`);
        if (step % 10 === 4) everyDig(`deal ${n}, move ${step}`);
        const off = moves[random() % count]!;
        const made = applyAndAutoplay(k, off);
        expect(applyAndAutoplay(t, off), `deal ${n}, move ${step}`).toBe(made);
        check(`deal ${n}, ${off} off the line at ${step}`);
        if (step % 2 === 0) {
          undoN(k, made);
          undoN(t, made);
        } else {
          for (let i = 0; i < made; i++) {
            undo(k);
            undo(t);
            check(`deal ${n}, ${off} off the line at ${step}, ${i + 1} undone`);
          }
        }
        check(`deal ${n}, back at ${step}`);
        const next = step < line.length ? line[step]! : line.length === 0 ? off : -1;
        if (next < 0) break;
        apply(k, next);
        apply(t, next);
        check(`deal ${n}, move ${step} of the line`);
        // What autoplay would send home from here (the line plays those moves itself), taken back.
        const home = autoplay(k);
        expect(autoplay(t), `deal ${n}, autoplay after move ${step}`).toBe(home);
        check(`deal ${n}, autoplayed after move ${step}`);
        undoN(k, home);
        undoN(t, home);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(400);
    // Digs that get their card out (none with next-move cells, where a card put into a cell stops a dig).
    if (rules.cellStay !== 'next-move') expect(digs).toBeGreaterThan(0);
    if (rules.cellStay !== 'next-move' && rules.columns > 1) expect(judged).toBeGreaterThan(0);
    expect(judgedMoves).toBeGreaterThan(0);
  });
});

/** Judged moves as plain records (what each holds, by its kind; the key's `keyWords` words). */
function moveRecordsOf(recs: MoveRecords, keyWords: number): object[] {
  const out: object[] = [];
  for (let r = 0; r < recs.count; r++) {
    const at = r * recs.words;
    const kind = recs.i32[at + MREC_KIND];
    const move = recs.moves[r];
    if (kind === MOVE_PEEKED)
      out.push({
        move,
        kind,
        delta: recs.f64[at >> 1],
        card: recs.i32[at + MREC_CARD],
        support: recs.i32[at + MREC_SUPPORT],
        hash: recs.u32[at + MREC_HASH],
      });
    else if (kind === MOVE_PLAYED)
      out.push({
        move,
        kind,
        h: recs.f64[at >> 1],
        hash: recs.u32[at + MREC_HASH],
        key: [...recs.u32.subarray(at + recs.keyAt, at + recs.keyAt + keyWords)],
      });
    else out.push({ move, kind });
  }
  return out;
}

/** Judged digs as plain records (what each holds; the key's `keyWords` words). */
function records(recs: DigRecords, keyWords: number): object[] {
  const out: object[] = [];
  for (let r = 0; r < recs.count; r++) {
    const at = r * recs.words;
    const steps = recs.i32[at + REC_STEPS]!;
    out.push({
      h: recs.f64[at >> 1],
      won: recs.i32[at + REC_WON],
      hash: recs.u32[at + REC_HASH],
      steps: [...recs.i32.subarray(at + recs.stepsAt, at + recs.stepsAt + steps)],
      key: [...recs.u32.subarray(at + recs.keyAt, at + recs.keyAt + keyWords)],
    });
  }
  return out;
}

/**
 * Ten columns, four of them a run from King to Two (alternate colours) over its Ace, the other six
 * empty: each part of each run may go to each empty column. With `twoAlone`, the first run's Two
 * lies alone in a fifth column instead (five empty columns, until it goes back on its Three).
 */
function crowded(rules: RulesSpec, twoAlone: boolean): Position {
  const run = (odd: number, even: number, to: number) => [
    cardOf(1, odd),
    ...Array.from({ length: 14 - to }, (_, i) => cardOf(13 - i, (13 - i) % 2 === 1 ? odd : even)),
  ];
  const columns = [run(3, 2, twoAlone ? 3 : 2), run(0, 1, 2), run(2, 3, 2), run(1, 0, 2)];
  if (twoAlone) columns.push([cardOf(2, 2)]);
  return unwrap(
    Position.fromSetup(
      {
        columns,
        cells: Array.from({ length: rules.cells }, () => null),
        foundationTops: [0, 0, 0, 0],
        base: null,
        pendingCell: null,
      },
      rules,
    ),
  );
}

describe("judged moves past the kernel's list", () => {
  it('a position with more moves than the kernel holds is judged by the original, on the same state', () => {
    // Ten columns and eight empty cells, four of the columns an Ace under a run King to Two: each
    // part of each run may go to each of the six empty columns (288 moves at GEN_EXACT) or a cell,
    // and no card can go home (no move wins at once).
    const rules = { ...FREECELL_RULES, columns: 10, cells: 8 };
    const position = crowded(rules, false);
    const c = compileRules(rules);
    const k = SearchState.fromPosition(c, position, false);
    useKernels(false);
    const t = SearchState.fromPosition(c, position, false);
    useKernels(true);
    expect(k.regionAt).toBeGreaterThanOrEqual(0);
    expect(kernelJudgeMoves(k, GEN_EXACT)).toBeNull();
    const kernel = moveRecordsOf(judgeMoves(k, GEN_EXACT), k.keyWords.length);
    expect(kernel.length).toBeGreaterThan(256);
    expect(kernel).toEqual(moveRecordsOf(judgeMovesTs(t, GEN_EXACT), t.keyWords.length));
  });
});

describe('regions', () => {
  it('a state keeps its arrays in the kernels’ memory, or in plain arrays with the kernels off', () => {
    const c = compileRules(TEST_RULES.freecell);
    const position = unwrap(deal(TEST_RULES.freecell, 1));
    const on = SearchState.fromPosition(c, position, true);
    useKernels(false);
    const off = SearchState.fromPosition(c, position, true);
    expect(on.regionAt).toBeGreaterThanOrEqual(0);
    expect(on.rulesAt).toBeGreaterThanOrEqual(0);
    expect(off.regionAt).toBe(-1);
    expect(on.cols.buffer).not.toBe(off.cols.buffer);
    // Both search the same: the same moves from the same position.
    const a = new Int32Array(1024);
    const b = new Int32Array(1024);
    const n = genMoves(on, a, GEN_COMPLETE);
    expect(genMoves(off, b, GEN_COMPLETE)).toBe(n);
    expect([...a.subarray(0, n)]).toEqual([...b.subarray(0, n)]);
  });

  it('a solve names the engine that searched it, in its stats and in each phase of its trace', () => {
    const position = unwrap(deal(TEST_RULES.freecell, 1));
    const run = () => {
      const solver = new Solver(position, { maxStates: 100_000 });
      const r = solver.step() as SolveResult;
      expect(r.status).toBe('solved');
      return { engine: r.stats.engine, phases: solver.trace.map((t) => t.engine) };
    };
    const on = run();
    expect(on.engine).toBe('webassembly');
    expect(on.phases.length).toBeGreaterThan(0);
    expect(new Set(on.phases)).toEqual(new Set(['webassembly']));
    // With the kernels off, states released by the solve before must not bring their regions back.
    useKernels(false);
    const off = run();
    expect(off.engine).toBe('typescript');
    expect(new Set(off.phases)).toEqual(new Set(['typescript']));
  });

  it('two live states never share a region, and states of one rule set share its tables', () => {
    const c = compileRules(TEST_RULES.bakers);
    const states = Array.from({ length: 50 }, (_, i) =>
      SearchState.fromPosition(c, unwrap(deal(TEST_RULES.bakers, i + 1)), true),
    );
    const regions = new Set(states.map((s) => s.regionAt));
    expect(regions.size).toBe(states.length);
    expect(new Set(states.map((s) => s.rulesAt)).size).toBe(1);
    // Each state's bytes are its own: every deal's columns as dealt.
    for (const [i, s] of states.entries()) {
      const dealt = unwrap(deal(TEST_RULES.bakers, i + 1));
      expect([...s.len]).toEqual(dealt.columns.map((col) => col.length));
    }
  });
});

describe('the arena', () => {
  it('gives released states’ regions back at once: a long synchronous run never runs out', () => {
    // Twelve live at a time, four more than the pool keeps: 20,000 regions dropped in all, five times
    // what the memory holds, with no turn of the event loop for collection to free any.
    const c = compileRules(TEST_RULES.freecell);
    const position = unwrap(deal(TEST_RULES.freecell, 1));
    let without = 0;
    for (let round = 0; round < 5000; round++) {
      const held = Array.from({ length: 12 }, () => SearchState.acquire(c, position, true));
      without += held.filter((s) => s.regionAt < 0).length;
      for (const s of held) s.release();
    }
    expect(without).toBe(0);
  });
});

describe('the compiled module', () => {
  it('src/kernels/bytes.ts is what assembly/kernels.ts compiles to', async () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(bytesModule(await compileKernels()));
  }, 60_000);
});

describe("a depth-first scan's first turn: the kernel dfsRun and the scan's own loop", () => {
  afterEach(() => useDfsKernel(true));
  const never = () => false;
  const SCANS: readonly (readonly [string, DfsParams])[] = [
    [
      'plain moves and home digs, judged where no move keeps within the slack',
      {
        weights: FAST_WEIGHTS,
        noise: 2,
        level: GEN_NO_CELLS,
        seed: 1,
        macroSteps: 5,
        macroKinds: 'home',
        digSlack: 2,
      },
    ],
    ['plain moves, greedy, every term', { weights: EVERY_TERM, noise: 2, level: GEN_GREEDY, seed: 2 }],
    [
      'every dig, wide noise',
      { weights: FAST_WEIGHTS, noise: 40, level: GEN_NO_CELLS, seed: 3, macroSteps: 5 },
    ],
    [
      'the complete move set, depth-limited',
      { weights: EVERY_TERM, noise: 0, level: GEN_COMPLETE, seed: 1, maxDepth: 12 },
    ],
  ];

  /** Everything a scan shows and keeps after its turns (the turns' quotas, then a budget). */
  function scanned(
    rules: RulesSpec,
    position: Position,
    params: DfsParams,
    turns: readonly (readonly [number, number])[],
    kernel: boolean,
  ) {
    useDfsKernel(kernel);
    const c = compileRules(rules);
    const store = acquireStore(c.deck);
    const st = SearchState.acquire(c, position, true);
    autoplay(st);
    store.mark(st.keyWords, st.fullHash(), 1 << 1);
    const scan = new DfsScan(st, store, params, 1);
    const outcomes = [];
    let visits = 0;
    for (const [quota, maxStates] of turns) {
      outcomes.push(scan.run(never, maxStates, visits + quota));
      visits = scan.visits;
    }
    const keys: number[][] = [];
    const key = new Uint32Array(st.keyWords.length);
    for (let i = 0; i < store.count; i++) {
      store.readKey(i, key);
      keys.push([...key, store.hasMark(key, keyHash(new Uint8Array(key.buffer), 0, c.deck), 1 << 1) ? 1 : 0]);
    }
    const seen = {
      outcomes,
      visits: scan.visits,
      keys,
      undo: [...st.undoStack.subarray(0, st.sp)],
      key: [...st.keyWords],
      h: st.ev.h(),
    };
    scan.release();
    st.release();
    releaseStore(store);
    useDfsKernel(true);
    return seen;
  }

  const sets = [
    ...Object.entries(TEST_RULES),
    ['shrunk freecell', shrunk(TEST_RULES.freecell, 5, 4, 1)] as const,
    ['shrunk removable', shrunk(TEST_RULES.removable, 4, 4, 2)] as const,
  ];
  it.each(sets)('%s: the same line, visits, table, undo record and state, turn after turn', (_, rules) => {
    for (let n = 1; n <= 4; n++) {
      const position = unwrap(deal(rules, n));
      for (const [name, params] of SCANS) {
        // Turns that pause the scan early and late, go on here, and end in a win, the end or the budget.
        for (const turns of [
          [
            [7, 100_000],
            [60, 100_000],
            [2_000, 100_000],
          ],
          [
            [250, 100_000],
            [500, 300],
          ],
          [[Infinity, 60]],
        ] as const) {
          const kernel = scanned(rules, position, params, turns, true);
          expect(kernel, `deal ${n}, ${name}, ${JSON.stringify(turns)}`).toEqual(
            scanned(rules, position, params, turns, false),
          );
        }
      }
    }
  });

  it("a first turn past the kernel's room hands over where it stopped, and the scan goes on alike", () => {
    // FreeCell 11982 has no win: the complete scan's first turn, without a quota, enters far more
    // positions than the kernel's table holds.
    const position = unwrap(deal(FREECELL_RULES, 11982));
    const params: DfsParams = { weights: FAST_WEIGHTS, noise: 0, level: GEN_COMPLETE, seed: 1 };
    const turns = [[Infinity, 20_000]] as const;
    const kernel = scanned(FREECELL_RULES, position, params, turns, true);
    expect(kernel.keys.length).toBeGreaterThan(kernelDfsArea()!.entries);
    expect(kernel.outcomes).toEqual([{ kind: 'budget' }]);
    expect(kernel).toEqual(scanned(FREECELL_RULES, position, params, turns, false));
  });

  /** A scan of a session: its params and group, on table 0 or 1. */
  interface SessionScan {
    readonly params: DfsParams;
    readonly group: number;
    readonly table: 0 | 1;
  }

  /**
   * Scans sharing tables, as a thread set runs them: each started at its first step (the root
   * marked with its group's bit, as SoftThreads.start does), then steps of [scan, quota] in order.
   * Everything each scan and each table shows and keeps at the end.
   */
  function session(
    rules: RulesSpec,
    position: Position,
    scans: readonly SessionScan[],
    steps: readonly (readonly [number, number])[],
    kernel: boolean,
  ) {
    useDfsKernel(kernel);
    const c = compileRules(rules);
    const stores = [acquireStore(c.deck), acquireStore(c.deck)];
    const live: ({ st: SearchState; scan: DfsScan; visits: number } | undefined)[] = [];
    const outcomes = [];
    for (const [i, quota] of steps) {
      const spec = scans[i]!;
      const store = stores[spec.table]!;
      if (!live[i]) {
        const st = SearchState.acquire(c, position, true);
        autoplay(st);
        store.mark(st.keyWords, st.fullHash(), 1 << spec.group);
        live[i] = { st, scan: new DfsScan(st, store, spec.params, spec.group), visits: 0 };
      }
      const x = live[i];
      outcomes.push(x.scan.run(never, 100_000, x.visits + quota));
      x.visits = x.scan.visits;
    }
    const tables = stores.map((store) => {
      const out: number[][] = [];
      const key = new Uint32Array(keyBytesFor(c.deck) / 4);
      for (let i = 0; i < store.count; i++) {
        store.readKey(i, key);
        const hash = keyHash(new Uint8Array(key.buffer), 0, c.deck);
        out.push([...key, ...[0, 1, 2, 3].map((g) => (store.hasMark(key, hash, 1 << g) ? 1 : 0))]);
      }
      return out;
    });
    const seen = {
      outcomes,
      tables,
      scans: live.map(
        (x) =>
          x && {
            visits: x.scan.visits,
            undo: [...x.st.undoStack.subarray(0, x.st.sp)],
            key: [...x.st.keyWords],
          },
      ),
    };
    for (const x of live) {
      if (!x) continue;
      x.scan.release();
      x.st.release();
    }
    for (const store of stores) releaseStore(store);
    useDfsKernel(true);
    return seen;
  }

  it("the quick scans of one group take their first turns on the kernel's table in turn; any other scan or table change, here", () => {
    const [home, plain, digs] = [SCANS[0]![1], SCANS[1]![1], SCANS[2]![1]];
    const scans: SessionScan[] = [
      { params: home, group: 1, table: 0 },
      { params: plain, group: 1, table: 0 },
      { params: digs, group: 1, table: 0 },
      // Another group on the same table; a scan on another table between two of the first's.
      { params: digs, group: 3, table: 0 },
      { params: home, group: 1, table: 1 },
      { params: plain, group: 1, table: 0 },
    ];
    const plans: readonly (readonly (readonly [number, number])[])[] = [
      // The quick scans' preludes, then turns round them.
      [
        [0, 30],
        [1, 25],
        [2, 40],
        [0, 50],
        [1, 50],
        [2, 50],
      ],
      // Another group's scan after the first: its own turn runs here, and so does the next scan's.
      [
        [0, 30],
        [3, 40],
        [1, 25],
        [0, 50],
      ],
      // Another table's scan between two of the first table's: the kernel's table is no longer its.
      [
        [0, 30],
        [4, 30],
        [5, 25],
        [1, 25],
        [4, 30],
      ],
    ];
    for (const [name, rules] of [
      ['freecell', TEST_RULES.freecell],
      ['seahaven', TEST_RULES.seahaven],
      ['singleUse', TEST_RULES.singleUse],
    ] as const)
      for (let n = 1; n <= 6; n++) {
        const position = unwrap(deal(rules, n));
        for (const plan of plans)
          expect(session(rules, position, scans, plan, true), `${name} ${n} ${JSON.stringify(plan)}`).toEqual(
            session(rules, position, scans, plan, false),
          );
      }
  });

  it('a root or a position with more moves than the kernel lists is expanded here, and the scan goes on alike', () => {
    const params: DfsParams = { weights: EVERY_TERM, noise: 2, level: GEN_EXACT, seed: 5 };
    const rng = (Math.imul(5, 0x9e3779b1) ^ 0x2545f491) | 1;
    // The root has 320 moves: the kernel does nothing. With one cell and a Two alone, the root has
    // fewer than 256, and putting the Two on its Three empties a sixth column: more.
    for (const [cells, twoAlone, outcome] of [
      [8, false, DFS_OUTCOME.root],
      [1, true, DFS_OUTCOME.expand],
    ] as const) {
      const rules = { ...FREECELL_RULES, columns: 10, cells };
      const position = crowded(rules, twoAlone);
      const st = SearchState.acquire(compileRules(rules), position, true);
      st.ev.setWeights(params.weights);
      expect(
        kernelDfsRun(
          st,
          { ...params, noiseAmp: 32, macroSteps: 0, homeOnly: false, digSlack: NaN, maxDepth: Infinity },
          rng,
          400,
          100_000,
          true,
        ),
      ).toBe(outcome);
      st.release();
      // The scan's turns: the first to just past that position (where the kernel stopped, it is
      // entered, expanded here and counted), then one position each.
      const first = outcome === DFS_OUTCOME.expand ? kernelDfsArea()!.io[DFS_IO.visits]! + 1 : 1;
      const turns = [first, 1, 1, 1, 1].map((quota) => [quota, 100_000] as const);
      expect(scanned(rules, position, params, turns, true)).toEqual(
        scanned(rules, position, params, turns, false),
      );
    }
  });
});
