// !! BROWSER SAFE !!
/**
 * The solver: which searches run, in what order, under which budgets, and how their result becomes
 * a checked SolveResult. Resumable in slices (`step(until)`), so a worker can answer cancel
 * messages between slices; `solve` simply runs it to the end.
 *
 * - fast: a portfolio of quick depth-first scans (the greedy move set, differently seeded move
 *   ordering, growing budgets, one shared table of seen positions: each scan explores only what the
 *   earlier ones did not), then weighted A* with a budget, then soft threads (threads.ts): complete
 *   searches in different orders taking turns over one fresh table, run to the end: they find a
 *   solution or prove there is none. The scans settle most deals in a few hundred positions; the
 *   threads are robust where any one order wanders.
 * - short: weighted A* with the complete move set, then the solution is shortened (see shorten.ts).
 * - target: breadth-first over pile-exact positions, no autoplay: a shortest line to the target.
 *
 * Safe autoplay (core's rule) is applied after every move as free moves; it never costs a win, so
 * proofs stay exact, and the moves it makes are written into the solution.
 */
import type { Position } from '@cascade/core';
import { autoplay } from './autoplay.ts';
import { BestFirst } from './bestfirst.ts';
import { compileRules, type Compiled } from './compiled.ts';
import { DfsScan, type DfsParams } from './dfs.ts';
import { FAST_WEIGHTS, type HeuristicWeights } from './heuristic.ts';
import {
  DEFAULT_MAX_STATES,
  type SolveMode,
  type SolveOptions,
  type SolveResult,
  type SolveStats,
  type UnknownReason,
} from './options.ts';
import { recordsOf, shortenRecords, type ShortenOptions } from './shorten.ts';
import { expandLine, toMoves, verify, type Line } from './solution.ts';
import { GEN_COMPLETE, GEN_EXACT, GEN_GREEDY, GEN_NO_CELLS } from './movegen.ts';
import { SearchState } from './state.ts';
import { acquireStore, releaseStore, type StateStore } from './store.ts';
import { SoftThreads, type AStarParams, type SearchOutcome, type ThreadSpec } from './threads.ts';

export type { AStarParams, ThreadSpec } from './threads.ts';

const now = (): number => performance.now();

const w = (over: Partial<HeuristicWeights>): HeuristicWeights => ({ ...FAST_WEIGHTS, ...over });

/** Heuristic weights of the quick scans (FAST_WEIGHTS with a few terms changed). */
const SCAN_WEIGHTS: readonly HeuristicWeights[] = [
  w({ cellSquared: 2, cell: 1, emptyColumn: 5 }),
  w({ lowDepth: 2, blocker: 0, cell: 6, emptyColumn: 5 }),
  w({ notSorted: 0, notOnParent: 3, cell: 6 }),
  w({ nextDepth: 4 }),
  w({ notHome: 3, blockerInRun: 1 }),
  FAST_WEIGHTS,
  FAST_WEIGHTS,
  w({ notHome: 3 }),
  w({ cellSquared: 2, cell: 1 }),
  FAST_WEIGHTS,
  // The first macro scan's own (coordinate search on the weighed work, deals 1-32000; 1.5% less on
  // 32001-64000).
  w({ cellSquared: 2, cell: 1, emptyColumn: 7, blocker: 2 }),
];

/** The longest dig a macro move makes (macros.ts): moves before the dug card's own. */
export const MACRO_STEPS = 5;

/**
 * The quick scans of the fast mode, in order (then weighted A*). Restarts with different orderings
 * cut the heavy tail of depth-first search: on deals where one ordering needs thousands of
 * positions, another often needs a few hundred.
 *
 * First a scan of plain moves that also digs the next card of a foundation out and home (one
 * macro move: the cheap kind, at most four candidates a position), judging its digs only where no
 * plain move keeps the position about as good (`digSlack`), then a scan of plain moves:
 * together they settle about six deals in seven in a few hundred positions. Then scans with every
 * macro move (digs home and onto parents, macros.ts) and no plain moves into cells, several times
 * dearer per position but needing far fewer on the deals the first scans wander in: after them
 * almost no deal is left for A*. Budgets, order and the kinds of scan were chosen on the search
 * work over FreeCell deals 1–32000 and checked on 32001–64000, each kind of position weighed by its
 * measured cost (work.ts, BENCHMARKS.md); the plain scans' weights come from earlier simulations
 * of schedules over deals 1–8000.
 */
export const FAST_PORTFOLIO: readonly DfsParams[] = [
  {
    weights: SCAN_WEIGHTS[0]!,
    noise: 2,
    level: GEN_NO_CELLS,
    budget: 150,
    seed: 1,
    macroSteps: MACRO_STEPS,
    macroKinds: 'home',
    digSlack: 4,
  },
  { weights: SCAN_WEIGHTS[1]!, noise: 2, level: GEN_GREEDY, budget: 250, seed: 2 },
  ...(
    [
      [10, 200],
      [1, 400],
      [2, 400],
      [3, 400],
      [4, 800],
      [5, 600],
      [6, 2400],
      [7, 2400],
      [8, 3000],
      [9, 300],
    ] as const
  ).map(([wi, budget], i) => ({
    weights: SCAN_WEIGHTS[wi]!,
    noise: 2,
    level: GEN_NO_CELLS,
    budget,
    seed: 100 + i,
    macroSteps: MACRO_STEPS,
  })),
];

/**
 * Weighted A* before the last phase, with state budgets: where the depth-first scans fail, A* is
 * robust, but which depth weight suits a deal varies (greedier is often much faster).
 */
export const FAST_ASTARS: readonly (AStarParams & { readonly budget: number })[] = [
  { weights: FAST_WEIGHTS, gWeight: 1, budget: 30_000 },
];

/** The fast mode's last, complete phase: soft threads taking turns over one table (threads.ts). */
export const FAST_THREADS: readonly ThreadSpec[] = [
  { kind: 'a-star', params: { weights: FAST_WEIGHTS, gWeight: 2 } },
];
/** Expansions a thread makes in its first turn, and how the quota grows after each round. */
export const THREAD_QUANTUM = 4000;
export const THREAD_GROWTH = 1.25;

export const SHORT_PARAMS: AStarParams = { weights: FAST_WEIGHTS, gWeight: 3 };

export interface SolverConfig {
  readonly portfolio?: readonly DfsParams[];
  /** Weighted A* runs with a state budget before the final one (default FAST_ASTARS). */
  readonly astars?: readonly (AStarParams & { readonly budget: number })[];
  /** The scans share one table of seen positions (default true). */
  readonly shareScans?: boolean;
  /** The last phase's threads (default FAST_THREADS), their first quota and its growth. */
  readonly threads?: readonly ThreadSpec[];
  readonly quantum?: number;
  readonly growth?: number;
  readonly short?: AStarParams;
  readonly shorten?: ShortenOptions | false;
}

type Phase =
  /** A depth-first scan sharing the scans' table (incomplete, but for a complete one on a fresh table). */
  | { readonly kind: 'scan'; readonly params: DfsParams }
  /** Weighted A* with the complete move set on a table of its own. */
  | { readonly kind: 'a-star'; readonly params: AStarParams; readonly budget: number }
  /** Soft threads with the complete move set on a table of their own. */
  | { readonly kind: 'threads'; readonly specs: readonly ThreadSpec[] }
  | { readonly kind: 'target' };

/** What one phase of a solve did (for tuning and the bench). */
export interface PhaseTrace {
  /** `dfs<i>` (the i-th phase, a depth-first scan), `a-star`, `threads` or `target`. */
  readonly phase: string;
  /** scan: plain moves; home-scan: also digs home; macro-scan: also every dig (macros.ts). */
  readonly kind: 'scan' | 'home-scan' | 'macro-scan' | 'a-star' | 'threads' | 'target';
  /** found, exhausted or budget. */
  readonly outcome: string;
  /** Positions in the phase's table when it ended (the scans share one). */
  readonly states: number;
  /** Positions expanded. */
  readonly work: number;
  readonly ms: number;
}

/** A running phase: one search, or soft threads. */
interface Running {
  readonly run: (shouldPause: () => boolean, maxStates: number) => SearchOutcome;
  readonly work: () => number;
  readonly release: () => void;
}

function runningDfs(scan: DfsScan, st: SearchState): Running {
  return {
    run: (pause, max) => {
      const out = scan.run(pause, max);
      return out.kind === 'found'
        ? { kind: 'found', line: { packed: out.moves, explicit: out.explicit } }
        : out;
    },
    work: () => scan.visits,
    release: () => {
      scan.release();
      st.release();
    },
  };
}

function runningBestFirst(bf: BestFirst, st: SearchState): Running {
  return {
    run: (pause, max) => {
      const out = bf.run(pause, max);
      return out.kind === 'found' ? { kind: 'found', line: { recs: out.recs } } : out;
    },
    work: () => bf.expansions,
    release: () => st.release(),
  };
}

export class Solver {
  readonly position: Position;
  readonly c: Compiled;
  readonly mode: SolveMode;
  private readonly options: SolveOptions;
  private readonly maxStates: number;
  private readonly deadline: number;
  private readonly started = now();
  private readonly phases: Phase[] = [];
  private phase = -1;
  private running: Running | null = null;
  private store: StateStore | null = null;
  private sharedStore: StateStore | null = null;
  /** States stored by finished phases. */
  private statesBefore = 0;
  private result: SolveResult | null = null;
  private line: Line | null = null;
  private phaseStarted = 0;
  private readonly shareScans: boolean;
  /** Whether the running depth-first scan started from an empty table (only then is running out a proof). */
  private scanFresh = false;
  private readonly shorten: ShortenOptions | false;
  private readonly quantum: number;
  private readonly growth: number;
  /** The most bytes the stores held at once so far. */
  private peakBytes = 0;
  /** What each phase did (for tuning and the bench): its kind, outcome, states and time. */
  readonly trace: PhaseTrace[] = [];

  constructor(position: Position, options: SolveOptions = {}, config: SolverConfig = {}) {
    this.position = position;
    this.c = compileRules(position.rules);
    this.options = options;
    this.mode = options.mode ?? 'fast';
    this.maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
    this.deadline = options.timeoutMs === undefined ? Infinity : this.started + options.timeoutMs;
    this.shareScans = config.shareScans ?? true;
    this.shorten = config.shorten ?? {};
    this.quantum = config.quantum ?? THREAD_QUANTUM;
    this.growth = config.growth ?? THREAD_GROWTH;
    if (options.target) this.phases.push({ kind: 'target' });
    else if (this.mode === 'short')
      this.phases.push({ kind: 'a-star', params: config.short ?? SHORT_PARAMS, budget: Infinity });
    else {
      for (const p of config.portfolio ?? FAST_PORTFOLIO) this.phases.push({ kind: 'scan', params: p });
      for (const a of config.astars ?? FAST_ASTARS)
        this.phases.push({ kind: 'a-star', params: a, budget: a.budget });
      this.phases.push({ kind: 'threads', specs: config.threads ?? FAST_THREADS });
    }
  }

  /** States stored so far. */
  states(): number {
    return this.statesBefore + (this.store?.count ?? 0);
  }

  private notePeak(): void {
    const shared = this.sharedStore;
    const own = this.store && this.store !== shared ? this.store.peakBytes : 0;
    this.peakBytes = Math.max(this.peakBytes, own + (shared?.peakBytes ?? 0));
  }

  private stats(): SolveStats {
    this.notePeak();
    return { states: this.states(), bytes: this.peakBytes, timeMs: now() - this.started };
  }

  private finishPhase(outcome = 'budget'): void {
    this.notePeak();
    const p = this.phases[this.phase];
    if (p && this.running) {
      this.trace.push({
        phase: p.kind === 'scan' ? `dfs${this.phase}` : p.kind,
        kind:
          p.kind !== 'scan'
            ? p.kind
            : !p.params.macroSteps
              ? 'scan'
              : p.params.macroKinds === 'home'
                ? 'home-scan'
                : 'macro-scan',
        outcome,
        states: this.store?.count ?? 0,
        work: this.running.work(),
        ms: now() - this.phaseStarted,
      });
    }
    const s = this.store;
    if (s) {
      this.statesBefore += s.count;
      if (s !== this.sharedStore) releaseStore(s);
    }
    this.running?.release();
    this.store = null;
    this.running = null;
  }

  private releaseAll(): void {
    this.finishPhase();
    if (this.sharedStore) releaseStore(this.sharedStore);
    this.sharedStore = null;
  }

  private startPhase(p: Phase): void {
    this.phaseStarted = now();
    if (p.kind === 'threads') {
      const store = acquireStore(
        this.c.deck,
        p.specs.some((t) => t.kind === 'a-star'),
      );
      this.store = store;
      const threads = new SoftThreads(this.c, this.position, store, p.specs, this.quantum, this.growth);
      this.running = {
        run: (pause, max) => threads.run(pause, max),
        work: () => threads.expansions,
        release: () => threads.release(),
      };
      return;
    }
    const st = SearchState.acquire(this.c, this.position, p.kind !== 'target');
    if (p.kind === 'target') {
      this.store = acquireStore(this.c.deck, true);
      const bf = new BestFirst(st, this.store, {
        weights: null,
        gWeight: 0,
        level: GEN_EXACT,
        autoplay: false,
        target: this.options.target,
      });
      this.running = runningBestFirst(bf, st);
      return;
    }
    autoplay(st);
    if (p.kind === 'a-star') {
      this.store = acquireStore(this.c.deck, true);
      const bf = new BestFirst(st, this.store, {
        weights: p.params.weights,
        gWeight: p.params.gWeight,
        level: GEN_COMPLETE,
        autoplay: true,
      });
      this.running = runningBestFirst(bf, st);
      return;
    }
    // The depth-first scans share one table: each explores what the earlier ones did not.
    if (!this.shareScans && this.sharedStore) this.sharedStore.reset();
    this.sharedStore ??= acquireStore(this.c.deck);
    const store = this.sharedStore;
    // Its states were counted when the previous scan ended.
    this.statesBefore -= store.count;
    this.store = store;
    this.scanFresh = store.count === 0;
    store.insert(st.keyWords, st.fullHash());
    this.running = runningDfs(new DfsScan(st, store, p.params), st);
  }

  private stop(reason: UnknownReason): SolveResult {
    const stats = this.stats();
    this.releaseAll();
    return (this.result = { status: 'unknown', reason, stats });
  }

  private solved(line: Line): SolveResult {
    const stats = this.stats();
    this.finishPhase('found');
    this.releaseAll();
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
      if (stopBy === 'aborted' || stopBy === 'timeout') return this.stop(stopBy);
      if (this.line) return this.solved(this.line);
      if (!this.running) {
        this.phase++;
        const p = this.phases[this.phase];
        if (!p) return this.stop('max-states');
        this.startPhase(p);
      }
      const p = this.phases[this.phase]!;
      const left = this.maxStates - this.statesBefore;
      const budget = p.kind === 'a-star' ? Math.min(left, p.budget) : left;
      const outcome = this.running!.run(shouldPause, budget);
      switch (outcome.kind) {
        case 'paused':
          if (this.pauseReason(until) === 'until') return null;
          continue;
        case 'found':
          this.line = outcome.line;
          continue;
        case 'exhausted': {
          // A search of the complete move set on a table of its own that ran out of positions is a
          // proof. (A depth-first scan that shared its table skipped what earlier scans saw: no proof.)
          if (
            p.kind !== 'scan' ||
            (p.params.level <= GEN_COMPLETE && !p.params.macroSteps && this.scanFresh)
          ) {
            const stats = this.stats();
            this.finishPhase('exhausted');
            this.releaseAll();
            return (this.result = { status: 'unsolvable', stats });
          }
          this.finishPhase('exhausted');
          continue;
        }
        case 'budget':
          this.finishPhase();
          if (this.states() >= this.maxStates) return this.stop('max-states');
          continue;
      }
    }
  }
}

export function solveWith(position: Position, options: SolveOptions, config: SolverConfig = {}): SolveResult {
  return new Solver(position, options, config).step()!;
}
