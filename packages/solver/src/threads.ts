// !! BROWSER SAFE !!
/**
 * Soft threads (fc-solve's name): several complete searches of one position, each with its own
 * order (depth-first scans with different weights and noise, weighted A*), taking turns with a
 * growing quota of expansions and sharing one table of seen positions. Different orders cut the
 * heavy tail of any single one: where one wanders, another often goes straight to a win.
 *
 * Sharing the table keeps the whole a proof. A thread skips what another stored, but a position is
 * stored only by the thread that expands it (a depth-first scan stores a position as it enters it;
 * A* stores its children and expands them from its queue), so once every thread has run out, every
 * stored position has been expanded with the complete move set: no win is reachable.
 */
import { autoplay } from './autoplay.ts';
import { BestFirst } from './bestfirst.ts';
import type { Compiled } from './compiled.ts';
import { DfsScan, type DfsParams } from './dfs.ts';
import type { HeuristicWeights } from './heuristic.ts';
import { GEN_COMPLETE } from './movegen.ts';
import type { Line } from './solution.ts';
import { SearchState } from './state.ts';
import type { StateStore } from './store.ts';
import type { Position } from '@cascade/core';

/** A weighted A* search: priority = h + gWeight · depth. */
export interface AStarParams {
  readonly weights: HeuristicWeights;
  readonly gWeight: number;
}

export type ThreadSpec =
  | { readonly kind: 'dfs'; readonly params: DfsParams }
  | { readonly kind: 'a-star'; readonly params: AStarParams };

export type SearchOutcome =
  { kind: 'found'; line: Line } | { kind: 'exhausted' } | { kind: 'budget' } | { kind: 'paused' };

interface Thread {
  readonly st: SearchState;
  readonly search: DfsScan | BestFirst;
  done: boolean;
}

const work = (s: DfsScan | BestFirst): number => (s instanceof DfsScan ? s.visits : s.expansions);

export class SoftThreads {
  private readonly threads: Thread[] = [];
  private turn = 0;
  private quota: number;
  private readonly growth: number;
  private done: SearchOutcome | null = null;

  /**
   * `store` is empty and takes tree fields when a thread is A*; every thread searches the complete
   * move set. Each turn a thread expands `quantum` more positions; the quantum grows by `growth`
   * after every round.
   */
  constructor(
    c: Compiled,
    position: Position,
    store: StateStore,
    specs: readonly ThreadSpec[],
    quantum: number,
    growth: number,
  ) {
    this.quota = quantum;
    this.growth = growth;
    for (const spec of specs) {
      const st = SearchState.acquire(c, position, true);
      autoplay(st);
      let search: DfsScan | BestFirst;
      if (spec.kind === 'dfs') {
        store.insert(st.keyWords, st.fullHash());
        search = new DfsScan(st, store, { ...spec.params, level: GEN_COMPLETE, macroSteps: 0 });
      } else {
        search = new BestFirst(st, store, {
          weights: spec.params.weights,
          gWeight: spec.params.gWeight,
          level: GEN_COMPLETE,
          autoplay: true,
        });
      }
      this.threads.push({ st, search, done: false });
    }
  }

  /** Positions expanded by all threads. */
  get expansions(): number {
    let n = 0;
    for (const t of this.threads) n += work(t.search);
    return n;
  }

  /** Searches until an outcome, or until `shouldPause()` says to stop for now. */
  run(shouldPause: () => boolean, maxStates: number): SearchOutcome {
    if (this.done) return this.done;
    const threads = this.threads;
    for (;;) {
      const t = threads[this.turn]!;
      if (!t.done) {
        const stopAt = work(t.search) + this.quota;
        const search = t.search;
        const out = search.run(() => work(search) >= stopAt || shouldPause(), maxStates);
        switch (out.kind) {
          case 'found':
            return (this.done = {
              kind: 'found',
              line: 'moves' in out ? { packed: out.moves, explicit: out.explicit } : { recs: out.recs },
            });
          case 'budget':
            return (this.done = { kind: 'budget' });
          case 'exhausted':
            t.done = true;
            if (threads.every((x) => x.done)) return (this.done = { kind: 'exhausted' });
            break;
          case 'paused':
            if (work(search) < stopAt || shouldPause()) return { kind: 'paused' };
        }
      }
      if (++this.turn === threads.length) {
        this.turn = 0;
        this.quota = Math.ceil(this.quota * this.growth);
      }
    }
  }

  release(): void {
    for (const t of this.threads) {
      if (t.search instanceof DfsScan) t.search.release();
      t.st.release();
    }
  }
}
