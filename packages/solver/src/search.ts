// !! BROWSER SAFE !!
/**
 * The solver: which searches run, in what order, under which budgets, and how their result becomes
 * a checked SolveResult. Resumable in slices (`step(until)`), so a worker can answer cancel
 * messages between slices; `solve` simply runs it to the end.
 *
 * - fast: soft threads (threads.ts) over one table: first the quick depth-first scans of
 *   SCAN_SCHEDULE, each with its quota (they settle nearly every deal in a few hundred positions),
 *   then the complete threads (LATE_THREADS: weighted A*, two complete depth-first scans, the short
 *   mode's beam) taking turns with them to the end: a line, or a proof that there is none. Where
 *   they run the budget out, the last tries (RESCUE_BEAM, then the short mode), each on a fresh table.
 * - short: a beam (SHORT_BEAM); where it finds nothing, weighted A* from scratch (SHORT_PARAMS),
 *   which finds a line or proves there is none; then the line is shortened (shorten.ts).
 * - target: breadth-first over pile-exact positions, no autoplay: a shortest line to the target.
 *
 * Safe autoplay (core's rule) is applied after every move as free moves; it never costs a win, so
 * proofs stay exact, and the moves it makes are written into the solution.
 */
import type { Position } from '@cascade/core';
import { autoplay } from './autoplay.ts';
import { Beam, type BeamParams } from './beam.ts';
import { BestFirst } from './bestfirst.ts';
import { compileRules, type Compiled } from './compiled.ts';
import { FAST_WEIGHTS, type HeuristicWeights } from './heuristic.ts';
import {
  engineOf,
  statesBudget,
  type Engine,
  type SolveMode,
  type SolveOptions,
  type SolveResult,
  type SolveStats,
} from './options.ts';
import { recordsOf, shortenRecords, type ShortenOptions } from './shorten.ts';
import { expandLine, toMoves, verify, type Line } from './solution.ts';
import { GEN_COMPLETE, GEN_EXACT, GEN_GREEDY, GEN_NO_CELLS } from './movegen.ts';
import { SearchState } from './state.ts';
import { acquireStore, releaseStore, type StateStore } from './store.ts';
import {
  SoftThreads,
  type AStarParams,
  type SearchOutcome,
  type ThreadKind,
  type ThreadSpec,
} from './threads.ts';

export type { AStarParams, ThreadSpec } from './threads.ts';

const now = (): number => performance.now();

const w = (over: Partial<HeuristicWeights>): HeuristicWeights => ({ ...FAST_WEIGHTS, ...over });

/** The longest dig a macro move makes (macros.ts): moves before the dug card's own. */
export const MACRO_STEPS = 5;

/**
 * One quick scan of the fast mode: which moves it tries (`home`: plain moves, and digs of the next
 * card of a foundation home; `plain`: plain moves; `macro`: every dig and no plain move into a
 * cell), the terms of FAST_WEIGHTS it changes, its quota in the prelude (positions expanded), and
 * why it is there.
 */
export interface ScanRow {
  readonly moves: 'home' | 'plain' | 'macro';
  readonly weights: Partial<HeuristicWeights>;
  readonly prelude: number;
  readonly why: string;
}

/**
 * The quick scans, in the order they run, sharing one table (each explores what the earlier ones
 * did not). Restarts in other orders cut the heavy tail of depth-first search: on deals where one
 * ordering needs thousands of positions, another often needs a few hundred. The quotas and the
 * first scan's digSlack come from a coordinate search on the work of each kind of position over
 * FreeCell 1–32000, each kind weighed by its measured cost, checked on 32001–64000 (the history:
 * packages/solver/BENCHMARKS-notes.md).
 */
export const SCAN_SCHEDULE: readonly ScanRow[] = [
  {
    moves: 'home',
    weights: { cellSquared: 2, cell: 1, emptyColumn: 5 },
    prelude: 210,
    why: 'the cheapest digs (at most four a position), judged only where no plain move keeps the position as good: settles 28,512 of 32,000 deals',
  },
  {
    moves: 'plain',
    weights: { lowDepth: 2, blocker: 0, cell: 6, emptyColumn: 5 },
    prelude: 180,
    why: 'plain moves only, cells dearer: a cheap second order, 1,256 deals more',
  },
  {
    moves: 'macro',
    weights: { cellSquared: 2, cell: 1, emptyColumn: 7, blocker: 2 },
    prelude: 320,
    why: 'every dig: dearer a position, far fewer positions where the plain scans wander (its weights its own, from the coordinate search): 1,898 deals',
  },
  {
    moves: 'macro',
    weights: { lowDepth: 2, blocker: 0, cell: 6, emptyColumn: 5 },
    prelude: 240,
    why: 'the plain scan’s order with every dig',
  },
  {
    moves: 'macro',
    weights: { notSorted: 0, notOnParent: 3, cell: 6 },
    prelude: 640,
    why: 'an order that builds on parents before sorting columns',
  },
  {
    moves: 'macro',
    weights: { nextDepth: 4 },
    prelude: 400,
    why: 'an order that digs out the next cards home first',
  },
  {
    moves: 'macro',
    weights: { notHome: 3, blockerInRun: 1 },
    prelude: 800,
    why: 'an order that sends cards home first',
  },
  { moves: 'macro', weights: {}, prelude: 600, why: 'FAST_WEIGHTS, its own seed' },
  { moves: 'macro', weights: {}, prelude: 2400, why: 'FAST_WEIGHTS again, another seed, a larger quota' },
  {
    moves: 'macro',
    weights: { notHome: 3 },
    prelude: 2400,
    why: 'cards home weighed more, a larger quota',
  },
  {
    moves: 'macro',
    weights: { cellSquared: 2, cell: 1 },
    prelude: 3000,
    why: 'full cells weighed more, the largest quota',
  },
  { moves: 'macro', weights: {}, prelude: 300, why: 'FAST_WEIGHTS, a last seed' },
];

/** A row of SCAN_SCHEDULE as a thread (its seed: 1 and 2 for the first two, 100 on for the macro scans). */
function scanThread(row: ScanRow, i: number): ThreadSpec {
  const weights: HeuristicWeights = { ...FAST_WEIGHTS, ...row.weights };
  const common = { weights, noise: 2 };
  switch (row.moves) {
    case 'home':
      return {
        kind: 'dfs',
        params: {
          ...common,
          level: GEN_NO_CELLS,
          seed: i + 1,
          macroSteps: MACRO_STEPS,
          macroKinds: 'home',
          digSlack: 2,
        },
        prelude: row.prelude,
      };
    case 'plain':
      return { kind: 'dfs', params: { ...common, level: GEN_GREEDY, seed: i + 1 }, prelude: row.prelude };
    case 'macro':
      return {
        kind: 'dfs',
        params: { ...common, level: GEN_NO_CELLS, seed: 100 + i - 2, macroSteps: MACRO_STEPS },
        prelude: row.prelude,
      };
  }
}

/** The quick scans of the fast mode as threads, in order (SCAN_SCHEDULE). */
export const FAST_SCANS: readonly ThreadSpec[] = SCAN_SCHEDULE.map(scanThread);

/** Short mode's A*: the fallback where the beam finds nothing, and the proof where there is no win. */
export const SHORT_PARAMS: AStarParams = { weights: FAST_WEIGHTS, gWeight: 3 };
/**
 * Short mode's beam (beam.ts), run first: a beam is incomplete, so where it finds nothing (or on an
 * unwinnable deal) A* with SHORT_PARAMS runs after it, from scratch, and settles the deal. Its
 * weights come from a coordinate search on the mean solution length of FreeCell deals 1–100 and
 * 101–200 (narrower beams, 48 and 96), checked on 1001–1100: about one move shorter than
 * FAST_WEIGHTS at any width. The width buys length with time: on deals 1–1000, 128 gave a median
 * of 81 moves at about 7 times A*'s time, 256 a median of 80 at about 13 times (a median 44 ms a
 * deal on 2026-11-29's machine; BENCHMARKS.md).
 */
export const SHORT_BEAM: BeamParams = {
  weights: w({ notHome: 3, blocker: 3, notSorted: 1, cell: 5, emptyColumn: 4 }),
  gWeight: 5,
  width: 256,
};

/**
 * The fast mode's last tries where its threads run the budget out without a win or a proof. First
 * one beam (beam.ts, the short mode's weights) as wide as the budget allows (rescueWidth), on a
 * fresh table under the same budget. A depth-first scan that picks a wrong early move can spend any
 * budget under it, and A* drowns in near-equal positions; a wide beam keeps thousands of lines
 * abreast to the end. ForeCell 6461 and 24642, left unknown by every thread at 12,000,000 positions
 * (fc-solve -l lg wins them: 56 s and 4 s), are won by it (BENCHMARKS.md). A beam proves nothing;
 * where it does not win, the short mode follows, each part on a table of its own: its narrow beam
 * (SHORT_BEAM: a wider beam is not always better; FreeCell deal 106 with one cell), then its A*
 * (SHORT_PARAMS), with the whole budget to itself, four times its share among the threads, which
 * may also prove the deal lost: they win Two-Cell FreeCell 209 (which fc-solve wins) and Super
 * Challenge 815 at the default budget. Such a verdict costs up to four times the budget's
 * positions (one table at a time: the memory is the budget's; the narrow beam's is small).
 */
export const RESCUE_BEAM: Omit<BeamParams, 'width'> = {
  weights: SHORT_BEAM.weights,
  gWeight: SHORT_BEAM.gWeight,
};

const RESCUE_ROOM = 200;

/**
 * The rescue beam's width under a budget of `maxStates` positions: the largest power of two with
 * RESCUE_ROOM positions of the budget for each place of the beam (a beam of width w stores about
 * w × the branching × the moves of its line; the unknown deals it wins stored 16–33 a place, those
 * it does not win ran dry at 25–520), from 64 up to 32,768: 32,768 under the default budget.
 */
export function rescueWidth(maxStates: number): number {
  let width = 64;
  while (width < 32_768 && width * 2 * RESCUE_ROOM <= maxStates) width *= 2;
  return width;
}

/**
 * The threads after the scans. Three complete ones, each in a group of its own: A* weighted as the
 * short mode's (SHORT_PARAMS: first with a quota of its own, then a quarter of the others'), a
 * depth-first scan of the complete move set, the cheapest proof where there is no win, and a second
 * one whose order is shuffled by noise (a spread of 40 heuristic units: the heuristic's order broken
 * up, as fc-solve's random-dfs threads do), with a quarter share. Then the short mode's beam on a
 * table of its own (first 20,000 expansions, then a quarter share): incomplete, but it goes
 * breadth-wise where every other thread goes deep.
 *
 * Where the heuristic's own order wanders (ForeCell's deals, whose cells start full and whose empty
 * columns take only Kings; Two-Cell FreeCell), the other orders often go straight to a win: of
 * ForeCell 1–32000's 41 deals left unknown under the default budget by the first two, 18 are won
 * with the shuffled scan; of the 23 left by those three with A* at a g weight of 1, 14 are won
 * within 3,000,000 positions with A* at 3 and the beam (BENCHMARKS.md). A proof stores no more
 * positions with the extra threads (they search the same reachable space, all of which a proof
 * stores) and costs up to a half more expansions and the beam's few.
 */
const LATE_THREADS: readonly ThreadSpec[] = [
  { kind: 'a-star', params: SHORT_PARAMS, prelude: 30_000, share: 0.25, group: 2 },
  { kind: 'dfs', params: { weights: FAST_WEIGHTS, noise: 0, level: GEN_COMPLETE, seed: 1 }, group: 0 },
  {
    kind: 'dfs',
    params: { weights: FAST_WEIGHTS, noise: 40, level: GEN_COMPLETE, seed: 7 },
    share: 0.25,
    group: 3,
  },
  { kind: 'beam', params: SHORT_BEAM, prelude: 20_000, share: 0.25 },
];

/**
 * The fast mode: the quick scans (one group), each with its budget as its prelude quota, then the
 * complete threads, then turns round all of them (threads.ts).
 */
export const FAST_THREADS: readonly ThreadSpec[] = [
  ...FAST_SCANS.map((t): ThreadSpec => ({ ...t, group: 1 })),
  ...LATE_THREADS,
];
/** Expansions a thread makes in a turn after the prelude, and how that grows after each round. */
export const THREAD_QUANTUM = 4000;
export const THREAD_GROWTH = 1.25;

/** How a Solver searches beyond its mode and budget: the short mode's beam and the order of its searches. */
export interface SolverConfig {
  /** Short mode: the beam search run first (default SHORT_BEAM; false: A* alone). */
  readonly beam?: BeamParams | false;
  /**
   * Short mode: A* after a beam that finds nothing (default true). False: the beam alone, whose
   * running dry settles nothing (unknown, max-states): a cheap first try (the hints' first limits).
   */
  readonly aStarAfterBeam?: boolean;
  /** The fast mode's threads (default FAST_THREADS), their quota after the prelude and its growth. */
  readonly threads?: readonly ThreadSpec[];
  readonly quantum?: number;
  readonly growth?: number;
  readonly short?: AStarParams;
  readonly shorten?: ShortenOptions | false;
}

type Phase =
  /** Beam search: the short mode's first, or the fast mode's rescue. */
  | { readonly kind: 'beam'; readonly params: BeamParams; readonly name: 'beam' | 'rescue' }
  /** Soft threads (threads.ts) on one table; `rescue`: the fast mode's A* after its beams. */
  | { readonly kind: 'threads'; readonly specs: readonly ThreadSpec[]; readonly name?: 'rescue' }
  /** Breadth-first over pile-exact positions to a target. */
  | { readonly kind: 'target' };

/** What one thread of a solve did (for tuning and the bench); the one that found the line comes last. */
export interface PhaseTrace {
  /**
   * `t<i>`: the i-th thread; `target`; `beam` (the short mode's); `rescue` (the fast mode's last
   * tries: its wide beam, then the short mode's beam and A*).
   */
  readonly phase: string;
  readonly kind: ThreadKind | 'target' | 'beam';
  /** found, exhausted or stopped (still running when the search ended). */
  readonly outcome: string;
  /** Positions expanded. */
  readonly work: number;
  /** Which implementation searched it. */
  readonly engine: Engine | null;
}

/** The search in slices: `step(until)` searches until a `performance.now()` time and answers the result, or null to be called again. */
export class Solver {
  readonly position: Position;
  readonly c: Compiled;
  readonly mode: SolveMode;
  private readonly options: SolveOptions;
  private readonly maxStates: number;
  private readonly deadline: number;
  private readonly started = now();
  private phase: Phase;
  /** What runs when the phase runs out without a proof (short mode: A* after the beam). */
  private fallback: Phase | null = null;
  /**
   * What runs, in turn, when the phase ends without a win or a proof (fast mode: the wide beam
   * after the threads, then the short mode's beam and A*): made when first needed (few deals need
   * them), null until then.
   */
  private rescues: Phase[] | null = null;
  private readonly rescuable: boolean;
  private readonly config: SolverConfig;
  /** States stored by the phases before this one. */
  private statesBefore = 0;
  private threads: SoftThreads | null = null;
  private target: { bf: BestFirst | Beam; st: SearchState } | null = null;
  private store: StateStore | null = null;
  private result: SolveResult | null = null;
  private readonly shorten: ShortenOptions | false;
  private readonly quantum: number;
  private readonly growth: number;
  /** The most bytes the table held. */
  private peakBytes = 0;
  /** The finished phases' states searched by the kernels, and by TypeScript. */
  private kernelStates = 0;
  private plainStates = 0;
  /** What each thread did (for tuning and the bench): its kind, outcome and work. */
  trace: PhaseTrace[] = [];

  constructor(position: Position, options: SolveOptions = {}, config: SolverConfig = {}) {
    this.position = position;
    this.c = compileRules(position.rules);
    this.options = options;
    this.mode = options.mode ?? 'fast';
    this.maxStates = statesBudget(options);
    this.deadline = options.timeoutMs === undefined ? Infinity : this.started + options.timeoutMs;
    this.shorten = config.shorten ?? {};
    this.quantum = config.quantum ?? THREAD_QUANTUM;
    this.growth = config.growth ?? THREAD_GROWTH;
    if (options.target) this.phase = { kind: 'target' };
    else if (this.mode === 'short') {
      const shortAStar = shortAStarPhase(config);
      const beam = config.beam ?? SHORT_BEAM;
      if (beam) {
        this.phase = { kind: 'beam', params: beam, name: 'beam' };
        this.fallback = config.aStarAfterBeam === false ? null : shortAStar;
      } else this.phase = shortAStar;
    } else this.phase = { kind: 'threads', specs: config.threads ?? FAST_THREADS };
    this.config = config;
    this.rescuable = this.mode === 'fast' && !options.target && options.rescue !== false;
  }

  /** The next of the fast mode's last tries (see `rescues`), or null when none is left. */
  private nextRescue(): Phase | null {
    if (!this.rescuable) return null;
    if (this.rescues === null) {
      const beam = this.config.beam ?? SHORT_BEAM;
      this.rescues = [
        { kind: 'beam', params: { ...RESCUE_BEAM, width: rescueWidth(this.maxStates) }, name: 'rescue' },
        ...(beam ? [{ kind: 'beam', params: beam, name: 'rescue' } as const] : []),
        { ...shortAStarPhase(this.config), name: 'rescue' },
      ];
    }
    return this.rescues.shift() ?? null;
  }

  /** States stored so far. */
  states(): number {
    return this.statesBefore + (this.threads?.states ?? this.store?.count ?? 0);
  }

  /** The most bytes the current phase's tables held. */
  private phasePeakBytes(): number {
    return (this.store?.peakBytes ?? 0) + (this.threads?.ownPeakBytes ?? 0);
  }

  /** The current phase's states searched by the kernels, and by TypeScript. */
  private phaseEngines(): { kernels: number; plain: number } {
    if (this.threads) return this.threads.engines();
    if (this.target) return this.target.st.onKernels ? { kernels: 1, plain: 0 } : { kernels: 0, plain: 1 };
    return { kernels: 0, plain: 0 };
  }

  private stats(): SolveStats {
    this.peakBytes = Math.max(this.peakBytes, this.phasePeakBytes());
    const phase = this.phaseEngines();
    return {
      states: this.states(),
      bytes: this.peakBytes,
      timeMs: now() - this.started,
      engine: engineOf(this.kernelStates + phase.kernels, this.plainStates + phase.plain),
    };
  }

  private start(): void {
    const p = this.phase;
    if (p.kind === 'threads') {
      this.store = acquireStore(
        this.c.deck,
        p.specs.some((t) => t.kind === 'a-star'),
      );
      this.threads = new SoftThreads(this.c, this.position, this.store, p.specs, this.quantum, this.growth);
      return;
    }
    if (p.kind === 'beam') {
      const st = SearchState.acquire(this.c, this.position, true);
      autoplay(st);
      this.store = acquireStore(this.c.deck, true);
      this.target = { bf: new Beam(st, this.store, p.params), st };
      return;
    }
    const st = SearchState.acquire(this.c, this.position, false);
    this.store = acquireStore(this.c.deck, true);
    const bf = new BestFirst(st, this.store, {
      weights: null,
      gWeight: 0,
      level: GEN_EXACT,
      autoplay: false,
      target: this.options.target,
    });
    this.target = { bf, st };
  }

  /** Ends the search: the trace, and the table's memory back to the pool. */
  private finish(outcome: string): void {
    this.peakBytes = Math.max(this.peakBytes, this.phasePeakBytes());
    this.statesBefore = this.states();
    const engines = this.phaseEngines();
    this.kernelStates += engines.kernels;
    this.plainStates += engines.plain;
    if (this.threads) {
      this.trace = this.trace.concat(
        this.threads.traces().map((t) => ({
          phase: (this.phase.kind === 'threads' && this.phase.name) || `t${t.thread}`,
          kind: t.kind,
          outcome: t.outcome,
          work: t.work,
          engine: t.engine,
        })),
      );
      this.threads.release();
    }
    if (this.target) {
      const { bf, st } = this.target;
      this.trace = this.trace.concat({
        phase: this.phase.kind === 'beam' ? this.phase.name : this.phase.kind,
        kind: this.phase.kind === 'beam' ? 'beam' : 'target',
        outcome,
        work: bf.expansions,
        engine: st.onKernels ? 'webassembly' : 'typescript',
      });
      st.release();
    }
    if (this.store) releaseStore(this.store);
    this.threads = null;
    this.target = null;
    this.store = null;
  }

  private end(result: SolveResult): SolveResult {
    this.finish(result.status === 'solved' ? 'found' : result.status);
    return (this.result = result);
  }

  private solved(line: Line): SolveResult {
    const stats = this.stats();
    this.finish('found');
    const autoplay = !this.options.target;
    if (this.mode === 'short' && autoplay && this.shorten) {
      const recs = 'recs' in line ? line.recs : recordsOf(this.c, this.position, line.packed);
      line = { recs: shortenRecords(this.c, this.position, recs, this.shorten) };
    }
    const moves = toMoves(expandLine(this.c, this.position, line, autoplay));
    verify(this.position, moves, this.options.target);
    stats.timeMs = now() - this.started;
    return (this.result = { status: 'solved', moves, stats });
  }

  /** Why the search should pause now, if it should. */
  private pauseReason(until: number): 'aborted' | 'timeout' | 'until' | null {
    if (this.options.signal?.aborted) return 'aborted';
    const t = now();
    return t >= this.deadline ? 'timeout' : t > until ? 'until' : null;
  }

  /**
   * Works until a result, or until `until` (a performance.now() time) passes: returns the result,
   * or null when there is more to do.
   */
  step(until = Infinity): SolveResult | null {
    if (this.result) return this.result;
    const shouldPause = (): boolean => this.pauseReason(until) !== null;
    for (;;) {
      const stopBy = this.pauseReason(until);
      if (stopBy === 'aborted' || stopBy === 'timeout') {
        return this.end({ status: 'unknown', reason: stopBy, stats: this.stats() });
      }
      if (!this.store) this.start();
      const outcome: SearchOutcome = this.threads
        ? this.threads.run(shouldPause, this.maxStates)
        : this.target!.bf instanceof Beam
          ? beamOutcome(this.target!.bf.run(shouldPause, this.maxStates))
          : targetOutcome(this.target!.bf.run(shouldPause, this.maxStates));
      switch (outcome.kind) {
        case 'paused':
          if (this.pauseReason(until) === 'until') return null;
          continue;
        case 'found':
          return this.solved(outcome.line);
        case 'exhausted': {
          // Every complete search ran out of positions: a proof (threads.ts).
          return this.end({ status: 'unsolvable', stats: this.stats() });
        }
        case 'exhausted-incomplete':
          if (this.fallback) {
            // The beam ran out: A* from scratch finds a line or proves there is none.
            this.finish('exhausted');
            this.phase = this.fallback;
            this.fallback = null;
            continue;
          }
          {
            // Ran dry without a proof (a beam, or threads none of which is complete): the next try.
            const next = this.nextRescue();
            if (next) {
              this.finish('exhausted');
              this.phase = next;
              continue;
            }
          }
          return this.end({ status: 'unknown', reason: 'max-states', stats: this.stats() });
        case 'budget':
          {
            // The budget ran out: the next last try on a fresh table, under the same budget.
            const next = this.nextRescue();
            if (next) {
              this.finish('budget');
              this.phase = next;
              continue;
            }
          }
          return this.end({ status: 'unknown', reason: 'max-states', stats: this.stats() });
      }
    }
  }
}

/** The short mode's A* as a phase (its fallback after the beam, and the fast mode's last rescue). */
function shortAStarPhase(config: SolverConfig): Extract<Phase, { kind: 'threads' }> {
  return { kind: 'threads', specs: [{ kind: 'a-star', params: config.short ?? SHORT_PARAMS }] };
}

function targetOutcome(out: ReturnType<BestFirst['run']>): SearchOutcome {
  return out.kind === 'found' ? { kind: 'found', line: { recs: out.recs } } : out;
}

/** A beam drops positions: its running out proves nothing. */
function beamOutcome(out: ReturnType<Beam['run']>): SearchOutcome {
  if (out.kind === 'exhausted') return { kind: 'exhausted-incomplete' };
  return out.kind === 'found' ? { kind: 'found', line: { recs: out.recs } } : out;
}
