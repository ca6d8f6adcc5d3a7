// !! BROWSER SAFE !!
/**
 * Beam search for short solutions: the positions one move from the beam are scored by
 * priority = gWeight · (non-foundation moves so far) + h, and the `width` best of them (each
 * position once) make the next beam. Unlike A*, the work is bounded by the width (about width ×
 * moves of the solution expansions), whatever the deal; a wider beam finds shorter lines.
 * Positions are stored with their parent and the move that reached them (the tree of a best-first
 * search), so a line is rebuilt in the starting position's real piles (solution.ts).
 *
 * Every position reached is stored, so none is entered twice: a position met again later costs at
 * least as many moves. The search is incomplete (a beam drops positions), so running out proves
 * nothing.
 */
import { applyAndAutoplay } from './autoplay.ts';
import { FOUND } from './canonical.ts';
import { FND0 } from './codes.ts';
import type { HeuristicWeights } from './heuristic.ts';
import { undoN } from './make.ts';
import { GEN_COMPLETE, genMoves } from './movegen.ts';
import { recToMove } from './solution.ts';
import type { SearchState } from './state.ts';
import type { StateStore } from './store.ts';

export interface BeamParams {
  readonly weights: HeuristicWeights;
  /** Weight of a non-foundation move against the heuristic's units. */
  readonly gWeight: number;
  /** Positions kept from one step to the next. */
  readonly width: number;
}

export type BeamOutcome =
  { kind: 'found'; recs: number[] } | { kind: 'exhausted' } | { kind: 'budget' } | { kind: 'paused' };

const ROOT_REC = 0xffff;
/** Candidates a step can pack for the sort (2^22, with priorities below 2^30: exact in a double). */
const PACK = 2 ** 22;
/** Room for one position's moves (genMoves writes fewer); a candidate's ordinal counts in these. */
const MOVE_SLOTS = 1024;

/**
 * Rearranges a[0..n) so that its k smallest values come first (in no order), the rest after:
 * quickselect with the median of three as pivot (values are distinct). Deterministic.
 */
export function selectSmallest(a: Float64Array, n: number, k: number): void {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const x = a[lo]!;
    const y = a[mid]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    // a[lo..j] ≤ pivot ≤ a[i..hi]; between them, the pivot itself.
    if (k - 1 <= j) hi = j;
    else if (k - 1 >= i) lo = i;
    else return;
  }
}

export class Beam {
  private readonly st: SearchState;
  private readonly store: StateStore;
  private readonly params: BeamParams;
  private readonly moves = new Int32Array(MOVE_SLOTS);
  /** The beam: stored positions to expand. */
  private beam: Int32Array;
  private beamSize = 0;
  /** The beam's places packed with their parents, to expand it grouped by parent. */
  private readonly group: Float64Array;
  /**
   * Candidates for the next beam: parent, rec, hash, priority, ordinal (their order among equal
   * priorities); `full` ≥ 0 when the key is in `keys`.
   */
  private cParent: Int32Array;
  private cRec: Int32Array;
  private cHash: Uint32Array;
  private cPrio: Float64Array;
  private cFull: Int32Array;
  private cOrd: Int32Array;
  /** The candidate of each ordinal, for the packed sort (ordinals < width · MOVE_SLOTS). */
  private ordToIdx: Int32Array | null = null;
  private cCount = 0;
  /** Keys of candidates reached through autoplay (not one byte from their parent's). */
  private keys: Uint32Array;
  private keysUsed = 0;
  private order: Int32Array;
  /** Priority · PACK + ordinal of each candidate, for the sort. */
  private packed = new Float64Array(0);
  private packedCount = 0;
  /** How many of `order` are sorted (sortCandidates). */
  private sortedTo = 0;
  /** Candidates sorted at a time: the width and room for duplicates. */
  private readonly batch: number;
  private readonly tmp: Uint32Array;
  private readonly tmpBytes: Uint8Array;
  private done: BeamOutcome | null = null;
  /** The shortest win found so far (non-foundation moves) and its line. */
  private bestG = Infinity;
  private bestRecs: number[] | null = null;
  expansions = 0;

  /** `st` is at the root (autoplayed); `store` takes tree fields. */
  constructor(st: SearchState, store: StateStore, params: BeamParams) {
    this.st = st;
    this.store = store;
    this.params = params;
    st.ev.setWeights(params.weights);
    const w = params.width;
    this.batch = 2 * w + 16;
    this.beam = new Int32Array(w);
    this.group = new Float64Array(w);
    const cap = w * 32;
    this.cParent = new Int32Array(cap);
    this.cRec = new Int32Array(cap);
    this.cHash = new Uint32Array(cap);
    this.cPrio = new Float64Array(cap);
    this.cFull = new Int32Array(cap);
    this.cOrd = new Int32Array(cap);
    this.keys = new Uint32Array(cap * st.keyWords.length);
    this.order = new Int32Array(cap);
    this.tmp = new Uint32Array(st.keyWords.length);
    this.tmpBytes = new Uint8Array(this.tmp.buffer);
    const r = store.mark(st.keyWords, st.fullHash(), 1);
    const root = r >= 0 ? r : -r - 1;
    store.setNode(root, -1, ROOT_REC, 0);
    if (st.isWon()) this.done = { kind: 'found', recs: [] };
    this.beam[0] = root;
    this.beamSize = 1;
  }

  private grow(): void {
    const cap = this.cParent.length * 2;
    const g32 = (a: Int32Array) => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.cParent = g32(this.cParent);
    this.cRec = g32(this.cRec);
    this.cFull = g32(this.cFull);
    this.cOrd = g32(this.cOrd);
    const h = new Uint32Array(cap);
    h.set(this.cHash);
    this.cHash = h;
    const p = new Float64Array(cap);
    p.set(this.cPrio);
    this.cPrio = p;
    this.order = new Int32Array(cap);
  }

  private add(parent: number, rec: number, hash: number, prio: number, full: boolean, ord: number): void {
    if (this.cCount === this.cParent.length) this.grow();
    const i = this.cCount++;
    this.cParent[i] = parent;
    this.cRec[i] = rec;
    this.cHash[i] = hash;
    this.cPrio[i] = prio;
    this.cOrd[i] = ord;
    if (full) {
      const words = this.st.keyWords.length;
      if ((this.keysUsed + 1) * words > this.keys.length) {
        const k = new Uint32Array(this.keys.length * 2);
        k.set(this.keys);
        this.keys = k;
      }
      this.keys.set(this.st.keyWords, this.keysUsed * words);
      this.cFull[i] = this.keysUsed++;
    } else this.cFull[i] = -1;
  }

  /**
   * The candidates' indices by priority, then ordinal, as far as `sortedTo`: a step keeps `width`
   * of them, so only about that many are sorted, the rest when duplicates use those up
   * (`sortRest`). Whole priorities (whole weights, as every preset has) are packed with the ordinal
   * into one number: a selection puts the smallest first, and the typed array's own numeric sort
   * orders them, several times faster than a comparator over boxed indices.
   */
  private sortCandidates(count: number): Int32Array {
    const prio = this.cPrio;
    const ord = this.cOrd;
    const order = this.order;
    const ords = this.params.width * MOVE_SLOTS;
    let packable = ords <= PACK;
    for (let i = 0; i < count && packable; i++) {
      const p = prio[i]!;
      if (!Number.isInteger(p) || Math.abs(p) >= 2 ** 30) packable = false;
    }
    if (!packable) {
      for (let i = 0; i < count; i++) order[i] = i;
      order.subarray(0, count).sort((a, b) => prio[a]! - prio[b]! || ord[a]! - ord[b]!);
      this.sortedTo = count;
      return order;
    }
    if (this.packed.length < count) this.packed = new Float64Array(this.cParent.length);
    this.ordToIdx ??= new Int32Array(ords);
    const packed = this.packed;
    const ordToIdx = this.ordToIdx;
    for (let i = 0; i < count; i++) {
      packed[i] = prio[i]! * PACK + ord[i]!;
      ordToIdx[ord[i]!] = i;
    }
    const k = Math.min(count, this.batch);
    if (k < count) selectSmallest(packed, count, k);
    this.unpack(0, k);
    this.sortedTo = k;
    this.packedCount = count;
    return order;
  }

  /**
   * Sorts the next candidates past `sortedTo` (all larger than those before it), as many again as
   * the first time: duplicates of positions kept before (the move back to a parent, first of all)
   * are only weeded out as the beam is filled.
   */
  private sortRest(): void {
    const from = this.sortedTo;
    const rest = this.packedCount - from;
    const k = Math.min(rest, this.batch);
    if (k < rest) selectSmallest(this.packed.subarray(from), rest, k);
    this.unpack(from, from + k);
    this.sortedTo = from + k;
  }

  private unpack(from: number, to: number): void {
    const part = this.packed.subarray(from, to);
    part.sort();
    const order = this.order;
    const ordToIdx = this.ordToIdx!;
    for (let j = from; j < to; j++) {
      const x = this.packed[j]!;
      order[j] = ordToIdx[x - Math.floor(x / PACK) * PACK]!;
    }
  }

  private pathTo(idx: number, last: number): number[] {
    const store = this.store;
    const recs = [last];
    for (let i = idx; store.parentOf(i) >= 0; i = store.parentOf(i)) recs.push(store.recOf(i));
    return recs.reverse();
  }

  /**
   * Adds the candidates one move from `idx` (the position in `st`), the `b`-th of the beam: each
   * with its ordinal, b · MOVE_SLOTS + its place among the moves, the order of their ties.
   */
  private expand(idx: number, b: number): void {
    const st = this.st;
    const store = this.store;
    const moves = this.moves;
    const gW = this.params.gWeight;
    this.expansions++;
    const g0 = store.depthOf(idx);
    const h0 = st.ev.h();
    const n = genMoves(st, moves, GEN_COMPLETE);
    const ord0 = b * MOVE_SLOTS;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      const g = ((m >> 5) & 31) >= FND0 ? g0 : g0 + 1;
      if (g >= this.bestG) continue;
      if (st.ev.peek(m)) {
        const card = st.ev.peekCard;
        this.add(
          idx,
          (card << 7) | st.ev.peekSupport,
          st.ev.peekHash,
          gW * g + h0 + st.ev.peekDelta,
          false,
          ord0 + i,
        );
        continue;
      }
      const card = st.movingCard(m & 31, m >> 10);
      const rec = (card << 7) | st.supportAfter(m);
      const made = applyAndAutoplay(st, m);
      if (st.isWon()) {
        if (g < this.bestG) {
          this.bestG = g;
          this.bestRecs = this.pathTo(idx, rec);
        }
      } else {
        this.add(idx, rec, st.fullHash(), gW * g + st.ev.h(), true, ord0 + i);
      }
      undoN(st, made);
    }
  }

  /**
   * Expands the beam, one step at a time, until a win, or until `shouldPause()` says to stop, or (a
   * soft thread's quota, threads.ts) once `expansions` reaches `stopAt` after a step.
   */
  run(shouldPause: () => boolean, maxStates: number, stopAt = Infinity): BeamOutcome {
    if (this.done) return this.done;
    if (this.expansions >= stopAt) return { kind: 'paused' };
    const st = this.st;
    const store = this.store;
    for (;;) {
      this.cCount = 0;
      this.keysUsed = 0;
      // Expanded grouped by parent (the position of the step before from which each was kept): a
      // parent is decoded from its key once, and each of its kept children reached from it by the
      // child's own move and undone after, instead of every child decoded from its key (on FreeCell
      // 1–100 some 3.3 children are kept a parent). The candidates keep the beam's order for
      // their ties (ordinals).
      const n = this.beamSize;
      const width = this.params.width;
      const group = this.group;
      for (let b = 0; b < n; b++) group[b] = (store.parentOf(this.beam[b]!) + 1) * width + b;
      group.subarray(0, n).sort();
      let decoded = -1;
      for (let j = 0; j < n; j++) {
        const b = group[j]! % width;
        const idx = this.beam[b]!;
        const p = store.parentOf(idx);
        // The root, the one position without a parent, is decoded itself.
        const base = p < 0 ? idx : p;
        if (base !== decoded) {
          store.readKey(base, st.keyWords);
          st.decode();
          decoded = base;
        }
        const made = p < 0 ? 0 : applyAndAutoplay(st, recToMove(st, store.recOf(idx)));
        this.expand(idx, b);
        undoN(st, made);
      }
      // The next beam: the best candidates, each position once.
      const count = this.cCount;
      if (count === 0) {
        return (this.done = this.bestRecs ? { kind: 'found', recs: this.bestRecs } : { kind: 'exhausted' });
      }
      const sorted = this.sortCandidates(count);
      let size = 0;
      const words = st.keyWords.length;
      const tmp = this.tmp;
      const tmpBytes = this.tmpBytes;
      for (let j = 0; j < count && size < this.params.width; j++) {
        if (j === this.sortedTo) this.sortRest();
        const i = sorted[j]!;
        const full = this.cFull[i]!;
        if (full >= 0) {
          const keys = this.keys;
          for (let w = 0, at = full * words; w < words; w++) tmp[w] = keys[at + w]!;
        } else {
          store.readKey(this.cParent[i]!, tmp);
          const rec = this.cRec[i]!;
          tmpBytes[rec >> 7] = rec & 127;
        }
        const r = store.mark(tmp, this.cHash[i]!, 1);
        if (r < 0) continue;
        const rec = this.cRec[i]!;
        const parent = this.cParent[i]!;
        const g = ((rec & 127) === FOUND ? 0 : 1) + store.depthOf(parent);
        store.setNode(r, parent, rec, g);
        this.beam[size++] = r;
      }
      this.beamSize = size;
      // The first step that wins ends the search, with its shortest win.
      if (this.bestRecs) return (this.done = { kind: 'found', recs: this.bestRecs });
      if (store.count >= maxStates) return (this.done = { kind: 'budget' });
      // Asked after a step, not before: a search resumed after its time always makes a step.
      if (this.expansions >= stopAt || shouldPause()) return { kind: 'paused' };
    }
  }
}
