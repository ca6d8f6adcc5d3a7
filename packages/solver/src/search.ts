// !! BROWSER SAFE !!
/**
 * The solver: which searches run, in what order, under which budgets, and how their result becomes
 * a checked SolveResult. Resumable in slices (`step(until)`), so a worker can answer cancel
 * messages between slices; `solve` simply runs it to the end.
 *
 * - fast: a portfolio of quick depth-first scans (the greedy move set, differently seeded move
 *   ordering, growing budgets, one shared table of seen positions: each scan explores only what the
 *   earlier ones did not), then one complete depth-first scan with a fresh table, run to the end:
 *   it finds a solution or proves there is none.
 * - short: weighted A* with the complete move set, a state budget, and the fast search as a fallback;
 *   then the solution is shortened (see shorten.ts).
 * - target: breadth-first over pile-exact positions, no autoplay: a shortest line to the target.
 *
 * Safe autoplay (core's rule) is applied after every move as free moves; it never costs a win, so
 * proofs stay exact, and the moves it makes are written into the solution.
 */
import type { Position } from '@cascade/core';
import { BestFirst, type BestFirstOutcome } from './bestfirst.ts';
import { compileRules, type Compiled } from './compiled.ts';
import { DfsScan, type DfsOutcome, type DfsParams } from './dfs.ts';
import { FAST_WEIGHTS, type HeuristicWeights } from './heuristic.ts';
import {
  DEFAULT_MAX_STATES,
  type SolveMode,
  type SolveOptions,
  type SolveResult,
  type UnknownReason,
} from './options.ts';
import { shortenLine } from './shorten.ts';
import { expandLine, toMoves, verify, type Line } from './solution.ts';
import { GEN_COMPLETE, GEN_EXACT, GEN_GREEDY, SearchState } from './state.ts';
import { acquireStore, releaseStore, type StateStore } from './store.ts';

const now = (): number => performance.now();

/** The quick scans of the fast mode, in order (then the complete scan). */
export const FAST_PORTFOLIO: readonly DfsParams[] = [150, 300, 600, 1200, 2400].map((budget, i) => ({
  weights: FAST_WEIGHTS,
  level: GEN_GREEDY,
  noise: 2,
  seed: i + 1,
  budget,
}));

export const FINAL_SCAN: DfsParams = {
  weights: FAST_WEIGHTS,
  level: GEN_COMPLETE,
  noise: 0,
  seed: 1,
  budget: Infinity,
};

export interface ShortParams {
  readonly weights: HeuristicWeights;
  readonly gWeight: number;
  /** States for the weighted A* before falling back to the fast search. */
  readonly budget: number;
}

export const SHORT_PARAMS: ShortParams = { weights: FAST_WEIGHTS, gWeight: 2, budget: 200_000 };

export interface SolverConfig {
  readonly portfolio?: readonly DfsParams[];
  readonly finalScan?: DfsParams;
  readonly short?: ShortParams;
}

type Phase =
  | { readonly kind: 'dfs'; readonly params: DfsParams; readonly shared: boolean }
  | { readonly kind: 'best-first'; readonly short: ShortParams | null };

export class Solver {
  readonly position: Position;
  readonly c: Compiled;
  readonly mode: SolveMode;
  private readonly options: SolveOptions;
  private readonly maxStates: number;
  private readonly deadline: number;
  private readonly started = now();
  private readonly phases: Phase[] = [];
  private readonly short: ShortParams;
  private phase = -1;
  private dfs: DfsScan | null = null;
  private bf: BestFirst | null = null;
  private store: StateStore | null = null;
  private sharedStore: StateStore | null = null;
  /** States stored by finished phases. */
  private statesBefore = 0;
  private result: SolveResult | null = null;
  private line: Line | null = null;

  constructor(position: Position, options: SolveOptions = {}, config: SolverConfig = {}) {
    this.position = position;
    this.c = compileRules(position.rules);
    this.options = options;
    this.mode = options.mode ?? 'fast';
    this.maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
    this.deadline = options.timeoutMs === undefined ? Infinity : this.started + options.timeoutMs;
    this.short = config.short ?? SHORT_PARAMS;
    if (options.target) this.phases.push({ kind: 'best-first', short: null });
    else {
      if (this.mode === 'short') this.phases.push({ kind: 'best-first', short: this.short });
      for (const p of config.portfolio ?? FAST_PORTFOLIO)
        this.phases.push({ kind: 'dfs', params: p, shared: true });
      this.phases.push({ kind: 'dfs', params: config.finalScan ?? FINAL_SCAN, shared: false });
    }
  }

  /** States stored so far. */
  states(): number {
    return this.statesBefore + (this.store?.count ?? 0);
  }

  private stats() {
    return { states: this.states(), timeMs: now() - this.started };
  }

  private finishPhase(): void {
    const s = this.store;
    if (s) {
      this.statesBefore += s.count;
      if (s !== this.sharedStore) releaseStore(s);
    }
    this.store = null;
    this.dfs = null;
    this.bf = null;
  }

  private releaseAll(): void {
    this.finishPhase();
    if (this.sharedStore) releaseStore(this.sharedStore);
    this.sharedStore = null;
  }

  private startPhase(p: Phase): void {
    const st = SearchState.fromPosition(this.c, this.position, !this.options.target);
    if (p.kind === 'best-first') {
      const store = acquireStore(st.keyWords.length);
      this.store = store;
      if (p.short) {
        st.autoplay();
        this.bf = new BestFirst(st, store, {
          weights: p.short.weights,
          gWeight: p.short.gWeight,
          level: GEN_COMPLETE,
          autoplay: true,
        });
      } else {
        this.bf = new BestFirst(st, store, {
          weights: null,
          gWeight: 0,
          level: GEN_EXACT,
          autoplay: false,
          target: this.options.target,
        });
      }
      return;
    }
    st.autoplay();
    let store: StateStore;
    if (p.shared) {
      this.sharedStore ??= acquireStore(st.keyWords.length);
      store = this.sharedStore;
      // The shared table's states were counted when their scan ended.
      this.statesBefore -= store.count;
    } else store = acquireStore(st.keyWords.length);
    this.store = store;
    store.insert(st.keyWords, st.fullHash());
    this.dfs = new DfsScan(st, store, p.params);
  }

  private stop(reason: UnknownReason): SolveResult {
    const stats = this.stats();
    this.releaseAll();
    return (this.result = { status: 'unknown', reason, stats });
  }

  private solved(line: Line): SolveResult {
    const stats = this.stats();
    this.releaseAll();
    const autoplay = !this.options.target;
    let packed = expandLine(this.c, this.position, line, autoplay);
    if (this.mode === 'short' && autoplay) packed = shortenLine(this.c, this.position, packed);
    const moves = toMoves(packed);
    verify(this.position, moves, this.options.target);
    stats.timeMs = now() - this.started;
    return (this.result = { status: 'solved', moves, stats });
  }

  /** Why the search should pause now, if it should. */
  private pauseReason(until: number): 'aborted' | 'timeout' | 'until' | null {
    if (this.options.signal?.aborted) return 'aborted';
    const t = now();
    return t > this.deadline ? 'timeout' : t > until ? 'until' : null;
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
      if (!this.dfs && !this.bf) {
        this.phase++;
        const p = this.phases[this.phase];
        if (!p) return this.stop('max-states');
        this.startPhase(p);
      }
      const p = this.phases[this.phase]!;
      let budget = this.maxStates - this.statesBefore;
      if (p.kind === 'best-first' && p.short) budget = Math.min(budget, p.short.budget);
      const outcome: DfsOutcome | BestFirstOutcome = this.dfs
        ? this.dfs.run(shouldPause, budget)
        : this.bf!.run(shouldPause, budget);
      switch (outcome.kind) {
        case 'paused':
          if (this.pauseReason(until) === 'until') return null;
          continue;
        case 'found':
          this.line = 'moves' in outcome ? { packed: outcome.moves } : { recs: outcome.recs };
          continue;
        case 'exhausted': {
          // A search of the complete move set that ran out of positions is a proof.
          if (p.kind === 'best-first' || p.params.level !== GEN_GREEDY) {
            const stats = this.stats();
            this.releaseAll();
            return (this.result = { status: 'unsolvable', stats });
          }
          this.finishPhase();
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
