// !! BROWSER SAFE !!
/**
 * Soft threads (fc-solve's name): several searches of one position, each in its own order
 * (depth-first scans with different weights, noise and move sets, macro moves or not, weighted A*,
 * a beam), taking turns and sharing one table of seen positions (a beam keeps its own). Different
 * orders cut the heavy tail of any single one: where one wanders, another often goes straight to a
 * win.
 *
 * The schedule: first a prelude, each thread in order getting its own first quota of expansions
 * (the quick scans that settle most deals; a thread is created at its first turn, so a deal won in
 * the first never pays for the others), then turns round the threads still running, a quota each,
 * growing after every round.
 *
 * Groups: threads of one group share what they have seen (each skips the positions its group has
 * entered: store.ts's marks), threads of different groups search independently, over the same
 * stored positions. The quick scans form one group (each explores what the earlier ones did not);
 * a complete search in a group of its own is not starved by the others.
 *
 * Proofs: a thread of the complete move set marks a position when it will expand it (a depth-first
 * scan as it enters it; A* as it queues it, to expand it from its queue), so once every thread of a
 * group of complete threads that has started has run out, every position the group marked has been
 * expanded with the complete move set, the start among them: no win is reachable.
 */
import type { Position } from '@cascade/core';
import { autoplay } from './autoplay.ts';
import { Beam, type BeamParams } from './beam.ts';
import { BestFirst } from './bestfirst.ts';
import type { Compiled } from './compiled.ts';
import { DfsScan, type DfsParams } from './dfs.ts';
import type { HeuristicWeights } from './heuristic.ts';
import { GEN_COMPLETE, provesByExhaustion } from './movegen.ts';
import type { Engine } from './options.ts';
import type { Line } from './solution.ts';
import { SearchState } from './state.ts';
import { acquireStore, MARK_GROUPS, releaseStore, type StateStore } from './store.ts';

/** A weighted A* search: priority = h + gWeight · depth. */
export interface AStarParams {
  readonly weights: HeuristicWeights;
  readonly gWeight: number;
}

/**
 * A thread: a depth-first scan, weighted A* or a beam, its quota in the prelude (0: none), and its
 * share of each turn after it (default 1: the whole quantum).
 *
 * A beam (beam.ts) keeps a table of its own (its tree would clash with A*'s in the shared one): it
 * belongs to no group, and its running out proves nothing. Its positions count towards the budget
 * with the shared table's.
 */
export type ThreadSpec = (
  | { readonly kind: 'dfs'; readonly params: DfsParams }
  | { readonly kind: 'a-star'; readonly params: AStarParams }
  | { readonly kind: 'beam'; readonly params: BeamParams }
) & {
  readonly prelude?: number;
  readonly share?: number;
  /** Its group (0..MARK_GROUPS − 1, default 0; a beam has none). */
  readonly group?: number;
};

export type SearchOutcome =
  | { kind: 'found'; line: Line }
  /** A proof: no win is reachable. */
  | { kind: 'exhausted' }
  /** Every thread ran out, none of them a proof (incomplete move sets): unknown. */
  | { kind: 'exhausted-incomplete' }
  | { kind: 'budget' }
  | { kind: 'paused' };

/** What a thread is, for traces: scan (plain moves), home-scan (also digs home), macro-scan (every dig), dfs (complete), a-star, beam. */
export type ThreadKind = 'scan' | 'home-scan' | 'macro-scan' | 'dfs' | 'a-star' | 'beam';

export function threadKind(spec: ThreadSpec): ThreadKind {
  if (spec.kind === 'a-star' || spec.kind === 'beam') return spec.kind;
  const p = spec.params;
  if (isComplete(spec)) return 'dfs';
  return !p.macroSteps ? 'scan' : p.macroKinds === 'home' ? 'home-scan' : 'macro-scan';
}

/** Whether a thread searches the complete move set (then its running out counts towards a proof). */
export function isComplete(spec: ThreadSpec): boolean {
  if (spec.kind === 'beam') return false;
  return spec.kind === 'a-star' || (provesByExhaustion(spec.params.level) && !spec.params.macroSteps);
}

interface Thread {
  readonly spec: UniformSpec;
  st: SearchState | null;
  search: DfsScan | BestFirst | Beam | null;
  /** A beam's own table. */
  own: StateStore | null;
  done: boolean;
}

/** What each thread did (for tuning and the bench). */
export interface ThreadTrace {
  readonly thread: number;
  readonly kind: ThreadKind;
  /** found, exhausted or stopped (still running when the search ended). */
  readonly outcome: 'found' | 'exhausted' | 'stopped';
  /** Positions expanded. */
  readonly work: number;
  /** Which implementation searched it. */
  readonly engine: Engine | null;
}

/**
 * A spec in the one shape every thread's has here (every field present, in one order, the defaults
 * filled in): the schedule reads them on every turn and the scans their params at every start, and
 * the search's specs come in several shapes, each of which cost their readers a deoptimization and
 * a recompilation in every thread of the process.
 */
export function uniformSpec(spec: ThreadSpec): UniformSpec {
  const params = spec.kind === 'dfs' ? uniformDfs(spec.params) : spec.params;
  return {
    kind: spec.kind,
    params,
    prelude: spec.prelude ?? 0,
    share: spec.share ?? 1,
    group: spec.group ?? 0,
  } as UniformSpec;
}

/** A spec as the threads run it (uniformSpec): its quota, share and group always there. */
export type UniformSpec = ThreadSpec & {
  readonly prelude: number;
  readonly share: number;
  readonly group: number;
};

/** Every field of DfsParams (the compiler checks none is missed), absent ones undefined as before. */
const uniformDfs = (p: DfsParams): DfsParams =>
  ({
    weights: p.weights,
    level: p.level,
    noise: p.noise,
    seed: p.seed,
    maxDepth: p.maxDepth,
    macroSteps: p.macroSteps,
    macroKinds: p.macroKinds,
    digSlack: p.digSlack,
    group: p.group,
  }) satisfies Record<keyof DfsParams, unknown>;

const engineOfState = (st: SearchState | null): Engine | null =>
  st === null ? null : st.onKernels ? 'webassembly' : 'typescript';

const work = (s: DfsScan | BestFirst | Beam | null): number =>
  s === null ? 0 : s instanceof DfsScan ? s.visits : s.expansions;

export class SoftThreads {
  private readonly c: Compiled;
  private readonly position: Position;
  private readonly store: StateStore;
  private readonly threads: Thread[];
  private turn = 0;
  /** Whether the prelude is over (then every thread gets `quota`). */
  private rounds = false;
  private quota: number;
  private readonly growth: number;
  private done: SearchOutcome | null = null;
  /** The thread that found the line, or whose running out completed the proof (-1: none yet). */
  private finder = -1;
  /**
   * Where the current turn's quota ends (-1 before the turn starts). Kept across pauses, so a turn
   * paused by the clock resumes with what is left of its quota: the schedule, and so the line found,
   * is the same in one go or in slices of any length.
   */
  private stopAt = -1;

  /**
   * `store` takes tree fields when a thread is A*. After the prelude, each turn a thread expands
   * `quantum` more positions; the quantum grows by `growth` after every round.
   */
  constructor(
    c: Compiled,
    position: Position,
    store: StateStore,
    specs: readonly ThreadSpec[],
    quantum: number,
    growth: number,
  ) {
    this.c = c;
    this.position = position;
    this.store = store;
    this.quota = quantum;
    this.growth = growth;
    this.threads = [];
    for (const spec of specs)
      this.threads.push({ spec: uniformSpec(spec), st: null, search: null, own: null, done: false });
    for (const t of this.threads) {
      if (t.spec.kind === 'beam') continue;
      const g = t.spec.group;
      if (!Number.isInteger(g) || g < 0 || g >= MARK_GROUPS) throw new Error(`solver: thread group ${g}`);
    }
    // A best-first thread keeps its tree (parents, depths) and its queue in the table's own fields:
    // a second one would overwrite the first's and pop its positions, and its queue running dry
    // would pass for a proof (two such threads called winnable deals unsolvable).
    if (this.threads.filter((t) => t.spec.kind === 'a-star').length > 1)
      throw new Error('solver: one A* thread a table (they would share its tree and queue)');
    if (this.threads.every((t) => !t.spec.prelude)) this.rounds = true;
  }

  private start(t: Thread): DfsScan | BestFirst | Beam {
    const st = SearchState.acquire(this.c, this.position, true);
    autoplay(st);
    t.st = st;
    const spec = t.spec;
    const group = spec.group;
    if (spec.kind === 'beam') {
      t.own = acquireStore(this.c.deck, true);
      t.search = new Beam(st, t.own, spec.params);
    } else if (spec.kind === 'a-star') {
      t.search = new BestFirst(st, this.store, {
        weights: spec.params.weights,
        gWeight: spec.params.gWeight,
        level: GEN_COMPLETE,
        autoplay: true,
        bit: 1 << group,
      });
    } else {
      this.store.mark(st.keyWords, st.fullHash(), 1 << group);
      t.search = new DfsScan(st, this.store, spec.params, group);
    }
    return t.search;
  }

  /** Positions expanded by all threads. */
  get expansions(): number {
    let n = 0;
    for (const t of this.threads) n += work(t.search);
    return n;
  }

  /** How many of the started threads' states the kernels search, and how many TypeScript. */
  engines(): { kernels: number; plain: number } {
    let kernels = 0;
    let plain = 0;
    for (const t of this.threads) {
      if (t.st === null) continue;
      if (t.st.onKernels) kernels++;
      else plain++;
    }
    return { kernels, plain };
  }

  /** Positions stored, in the shared table and the beams' own. */
  get states(): number {
    let n = this.store.count;
    for (const t of this.threads) n += t.own?.count ?? 0;
    return n;
  }

  /** The most bytes the beams' own tables held (the shared table's are its own peakBytes). */
  get ownPeakBytes(): number {
    let n = 0;
    for (const t of this.threads) n += t.own?.peakBytes ?? 0;
    return n;
  }

  /** What each started thread did. */
  traces(): ThreadTrace[] {
    const out: ThreadTrace[] = [];
    this.threads.forEach((t, i) => {
      if (!t.search || i === this.finder) return;
      out.push({
        thread: i,
        kind: threadKind(t.spec),
        outcome: t.done ? 'exhausted' : 'stopped',
        work: work(t.search),
        engine: engineOfState(t.st),
      });
    });
    // The thread that found the line, or whose running out completed the proof, comes last.
    const f = this.threads[this.finder];
    if (f)
      out.push({
        thread: this.finder,
        kind: threadKind(f.spec),
        outcome: this.done?.kind === 'found' ? 'found' : 'exhausted',
        work: work(f.search),
        engine: engineOfState(f.st),
      });
    return out;
  }

  /** Searches until an outcome, or until `shouldPause()` says to stop for now. */
  run(shouldPause: () => boolean, maxStates: number): SearchOutcome {
    if (this.done) return this.done;
    const threads = this.threads;
    for (;;) {
      const t = threads[this.turn]!;
      const quota = this.rounds ? Math.ceil(this.quota * t.spec.share) : t.spec.prelude;
      if (!t.done && quota > 0) {
        const search = t.search ?? this.start(t);
        if (this.stopAt < 0) this.stopAt = work(search) + quota;
        const stopAt = this.stopAt;
        // The budget is over every table: each search stops when its own reaches what the others leave.
        const table = t.own ?? this.store;
        const out = search.run(shouldPause, maxStates - (this.states - table.count), stopAt);
        switch (out.kind) {
          case 'found':
            this.finder = this.turn;
            return (this.done = {
              kind: 'found',
              line: 'moves' in out ? { packed: out.moves, explicit: out.explicit } : { recs: out.recs },
            });
          case 'budget':
            return (this.done = { kind: 'budget' });
          case 'exhausted':
            t.done = true;
            if (t.spec.kind !== 'beam' && this.proves(t.spec.group)) {
              this.finder = this.turn;
              return (this.done = { kind: 'exhausted' });
            }
            if (threads.every((x) => x.done)) return (this.done = { kind: 'exhausted-incomplete' });
            break;
          case 'paused':
            // Paused by the clock within its quota: resume this turn later. A turn whose quota is
            // used up ends here even when the clock also says pause, or the resumed turn would
            // pause again at once, for ever.
            if (work(search) < stopAt) return { kind: 'paused' };
        }
      }
      this.stopAt = -1;
      if (++this.turn === threads.length) {
        this.turn = 0;
        if (this.rounds) this.quota = Math.ceil(this.quota * this.growth);
        this.rounds = true;
      }
    }
  }

  /** Whether group g is all complete threads, and every one of them that started has run out. */
  private proves(g: number): boolean {
    const members = this.threads.filter((t) => t.spec.kind !== 'beam' && t.spec.group === g);
    return members.every((t) => isComplete(t.spec) && (t.done || t.search === null));
  }

  release(): void {
    for (const t of this.threads) {
      if (t.search instanceof DfsScan) t.search.release();
      t.st?.release();
      if (t.own) releaseStore(t.own);
      t.own = null;
    }
  }
}
