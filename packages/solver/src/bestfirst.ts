// !! BROWSER SAFE !!
/**
 * Best-first search over stored positions: weighted A* (priority = h + gWeight · depth) for short
 * solutions, and breadth-first (priority = depth) for targets. Every position is stored once with
 * its parent and the move that reached it, as (card, new support), so a line can be rebuilt in the
 * starting position's real piles (see realizeRecs).
 */
import type { Position } from '@cascade/core';
import type { HeuristicWeights } from './heuristic.ts';
import { recToMove } from './solution.ts';
import { applyAndAutoplay } from './autoplay.ts';
import { FND0 } from './codes.ts';
import { apply, commit, undoN } from './make.ts';
import { genMoves } from './movegen.ts';
import type { SearchState } from './state.ts';
import type { StateStore } from './store.ts';

export interface BestFirstParams {
  /** null: breadth-first on depth alone. */
  readonly weights: HeuristicWeights | null;
  readonly gWeight: number;
  readonly level: number;
  readonly autoplay: boolean;
  /** A target instead of winning (checked on public positions). */
  readonly target?: ((p: Position) => boolean) | undefined;
  /** The mark of the search's group in a shared table (store.ts; default 1). */
  readonly bit?: number;
}

export type BestFirstOutcome =
  { kind: 'found'; recs: number[] } | { kind: 'exhausted' } | { kind: 'budget' } | { kind: 'paused' };

const ROOT_REC = 0xffff;

/**
 * What keeps every priority non-negative: the most the terms with a negative sign can take off h
 * (empty columns, and cells when their weight is negative).
 */
function hOffset(w: HeuristicWeights, nCols: number, nCells: number): number {
  let most = 0;
  for (let used = 0; used <= nCells; used++)
    most = Math.max(most, -(w.cell * used + w.cellSquared * used * used));
  return Math.max(0, w.emptyColumn) * nCols + most;
}

export class BestFirst {
  private readonly st: SearchState;
  private readonly store: StateStore;
  private readonly params: BestFirstParams;
  private readonly moves = new Int32Array(1024);
  private readonly offset: number;
  private readonly bit: number;
  private done: BestFirstOutcome | null = null;
  /** The stored position `st` holds between expansions, or −1. */
  private current = -1;
  expansions = 0;
  /**
   * Turns of the loop, for asking `shouldPause()` every 64: apart from `expansions`, so a pause
   * neither counts as work (the schedule, and the line, stay the same in slices) nor stalls (a
   * resumed search always works 63 turns before it asks again).
   */
  private polls = 0;

  /** `st` is at the root (autoplayed if the search autoplays); `store` takes tree fields. */
  constructor(st: SearchState, store: StateStore, params: BestFirstParams) {
    this.st = st;
    this.store = store;
    this.params = params;
    this.bit = params.bit ?? 1;
    if (params.weights) st.ev.setWeights(params.weights);
    this.offset = params.weights ? hOffset(params.weights, st.c.nCols, st.c.nCells) : 0;
    // The root may be stored already, by another search sharing the table (threads.ts).
    const r = store.mark(st.keyWords, st.fullHash(), this.bit);
    const root = r >= 0 ? r : -r - 1;
    store.setNode(root, -1, ROOT_REC, 0);
    if (this.isGoal()) this.done = { kind: 'found', recs: [] };
    else store.push(root, this.priority(0));
  }

  private isGoal(): boolean {
    return this.params.target ? this.params.target(this.st.toPosition()) : this.st.isWon();
  }

  private priority(depth: number): number {
    if (!this.params.weights) return depth;
    return this.st.ev.h() + this.offset + this.params.gWeight * depth;
  }

  private pathTo(idx: number, last: number): number[] {
    const store = this.store;
    const recs = [last];
    for (let i = idx; store.parentOf(i) >= 0; i = store.parentOf(i)) recs.push(store.recOf(i));
    return recs.reverse();
  }

  /**
   * Searches until an outcome: found, exhausted, or budget when the table holds maxStates
   * positions; or pauses once `expansions` reaches `stopAt`, or when `shouldPause()` (asked every
   * 64 expansions) says to stop for now.
   */
  run(shouldPause: () => boolean, maxStates: number, stopAt = Infinity): BestFirstOutcome {
    if (this.done) return this.done;
    const store = this.store;
    const st = this.st;
    const moves = this.moves;
    const level = this.params.level;
    const autoplay = this.params.autoplay;
    const key = st.key;
    const bit = this.bit;
    for (;;) {
      if (this.expansions >= stopAt) return { kind: 'paused' };
      if ((++this.polls & 63) === 0 && shouldPause()) return { kind: 'paused' };
      this.expansions++;
      const idx = store.pop();
      if (idx < 0) return (this.done = { kind: 'exhausted' });
      if (autoplay && this.current >= 0 && store.parentOf(idx) === this.current) {
        // A child of the position in hand (common: best-first often goes on where it was): play its
        // move rather than rebuild it from the key.
        applyAndAutoplay(st, recToMove(st, store.recOf(idx)));
        commit(st);
      } else {
        store.readKey(idx, st.keyWords);
        st.decode();
      }
      this.current = idx;
      const d0 = store.depthOf(idx);
      const n = genMoves(st, moves, level);
      const weights = this.params.weights;
      const h0 = weights ? st.ev.h() : 0;
      // Pushed in reverse, so that among equal priorities the first generated move is tried first.
      for (let i = n - 1; i >= 0; i--) {
        const m = moves[i]!;
        if (weights && autoplay && st.ev.peek(m)) {
          // Nothing goes home after this move (so it does not win): store the child unplayed.
          const card = st.ev.peekCard;
          const old = key[card]!;
          key[card] = st.ev.peekSupport;
          const r = store.mark(st.keyWords, st.ev.peekHash, bit);
          key[card] = old;
          if (r >= 0) {
            const depth = d0 + 1;
            store.setNode(r, idx, (card << 7) | st.ev.peekSupport, depth);
            store.push(r, h0 + st.ev.peekDelta + this.offset + this.params.gWeight * depth);
          }
          continue;
        }
        const card = st.movingCard(m & 31, m >> 10);
        const rec = (card << 7) | st.supportAfter(m);
        let made = 1;
        if (autoplay) made = applyAndAutoplay(st, m);
        else apply(st, m);
        if (this.isGoal()) return (this.done = { kind: 'found', recs: this.pathTo(idx, rec) });
        const r = store.mark(st.keyWords, st.fullHash(), bit);
        if (r >= 0) {
          // Weighted A* counts moves other than foundation moves (every solution has the same
          // number of those); breadth-first for targets counts every move.
          const depth = this.params.weights && ((m >> 5) & 31) >= FND0 ? d0 : d0 + 1;
          store.setNode(r, idx, rec, depth);
          store.push(r, this.priority(depth));
        }
        undoN(st, made);
      }
      if (store.count >= maxStates) return (this.done = { kind: 'budget' });
    }
  }
}
