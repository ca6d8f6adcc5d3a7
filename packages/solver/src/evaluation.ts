// !! BROWSER SAFE !!
/**
 * The heuristic of a search state (heuristic.ts's definition), kept incrementally, and looking at a
 * move without playing it (`peek`).
 *
 * Per column, prefix arrays hold what the heuristic needs at every position of the column (the
 * lowest foundation index below, whether the column is one built run so far, where the run ending
 * there starts, the summed card penalties), so a move costs O(cards moved) to re-evaluate and
 * reading h is O(1). make.ts tells this module which columns grew or shrank.
 */
import { ZOBRIST } from './canonical.ts';
import { CELL0, FND0, rankOfCard } from './codes.ts';
import { CELL_STAY } from './compiled.ts';
import { FAST_WEIGHTS, type HeuristicWeights } from './heuristic.ts';
import {
  kernelEvalColumn,
  kernelH,
  kernelPeek,
  peeked,
  SCALAR,
  type StateRegion,
} from './kernels/runtime.ts';
import type { SearchState } from './state.ts';

/**
 * The weights as one object shape, whatever object they came in (a literal, a spread of one): the
 * heuristic reads them at every move, and objects of several shapes make those reads polymorphic
 * (and the optimized code deoptimize while a run warms up).
 */
const shaped = new WeakMap<HeuristicWeights, HeuristicWeights>();
function sameShape(w: HeuristicWeights): HeuristicWeights {
  let s = shaped.get(w);
  if (!s) {
    s = {
      notHome: w.notHome,
      blocker: w.blocker,
      blockerInRun: w.blockerInRun,
      notSorted: w.notSorted,
      notOnParent: w.notOnParent,
      buriedKing: w.buriedKing,
      lowDepth: w.lowDepth,
      cell: w.cell,
      cellSquared: w.cellSquared,
      emptyColumn: w.emptyColumn,
      nextDepth: w.nextDepth,
    };
    shaped.set(w, s);
  }
  return s;
}

export class Evaluation {
  private readonly st: SearchState;
  private w: HeuristicWeights = sameShape(FAST_WEIGHTS);
  /** The weights again, in the kernels' memory (heuristic.ts's order), where the state has a region. */
  private readonly kernelWeights: Float64Array | null;
  /** Foundation index of each card for the base the heuristic assumes. */
  private readonly fi: Uint8Array;
  /** Where evalBase lives (the state's scalars: the kernels read and write it too). */
  private readonly scalars: Int32Array;
  private get evalBase(): number {
    return this.scalars[SCALAR.evalBase]!;
  }
  private set evalBase(v: number) {
    this.scalars[SCALAR.evalBase] = v;
  }
  /** The next card each foundation needs, for evalBase (255 when complete). */
  readonly nextCard: Uint8Array;
  /** Per column position: lowest foundation index at or below it. */
  private readonly pmin: Uint8Array;
  /** Per column position: where that lowest card lies. */
  private readonly pminAt: Uint8Array;
  /** Per column position: 1 while the column is one built run from its bottom card up to here. */
  private readonly srt: Uint8Array;
  /**
   * Per column position: where the built run that ends here starts (move generation reads it too:
   * SearchState.runLength).
   */
  readonly rs: Uint8Array;
  /** Per column position: summed card penalties up to here. */
  private readonly cum: Int32Array;
  /**
   * Per column: the prefix arrays above are right for positions 0 .. evalTop − 1 and the cards
   * lying there, even past the column's length (cards lifted off stay in the array). A move that
   * puts back the very cards that lay there (undo, or playing a move again after trying it) needs
   * no re-evaluation.
   */
  private readonly evalTop: Uint8Array;
  /** The sum of the column scores (colScore), in the kernels' memory where the state has a region. */
  private readonly total: Float64Array;
  private get colTotal(): number {
    return this.total[0]!;
  }
  private set colTotal(v: number) {
    this.total[0] = v;
  }

  /** Set by peek: the moving card, its new support, the child's full hash and h(child) − h(this). */
  peekCard = 0;
  peekSupport = 0;
  peekHash = 0;
  peekDelta = 0;

  /** `region`: the state's arrays in the kernels' memory, where it has them (this class's arrays live there too). */
  constructor(st: SearchState, region: StateRegion | null) {
    this.st = st;
    const size = st.c.nCols * st.S;
    this.pmin = region ? region.pmin : new Uint8Array(size);
    this.srt = region ? region.sorted : new Uint8Array(size);
    this.pminAt = region ? region.pminAt : new Uint8Array(size);
    this.rs = region ? region.runStarts : new Uint8Array(size);
    this.nextCard = region ? region.nextCard : new Uint8Array(4);
    this.cum = region ? region.cum : new Int32Array(size);
    this.evalTop = region ? region.evalTop : new Uint8Array(st.c.nCols);
    this.fi = region ? region.fi : new Uint8Array(64);
    this.kernelWeights = region ? region.weights : null;
    this.scalars = st.scalars;
    this.total = region ? region.colTotal : new Float64Array(1);
    this.useWeights(FAST_WEIGHTS);
  }

  private useWeights(w: HeuristicWeights): void {
    this.w = sameShape(w);
    const k = this.kernelWeights;
    if (k === null) return;
    k[0] = w.notHome;
    k[1] = w.blocker;
    k[2] = w.blockerInRun;
    k[3] = w.notSorted;
    k[4] = w.notOnParent;
    k[5] = w.buriedKing;
    k[6] = w.lowDepth;
    k[7] = w.cell;
    k[8] = w.cellSquared;
    k[9] = w.emptyColumn;
    k[10] = w.nextDepth;
  }

  /** Back to the default weights; the next refresh evaluates everything. */
  reset(): void {
    this.useWeights(FAST_WEIGHTS);
    this.evalBase = 0;
  }

  /** Sets the heuristic's weights (and re-evaluates). */
  setWeights(w: HeuristicWeights): void {
    this.useWeights(w);
    this.evalBase = 0;
    this.refresh();
  }

  /** The base the heuristic reads foundation order from: the real one, else the rules' natural one. */
  private guessBase(): number {
    const st = this.st;
    return st.base !== 0 ? st.base : st.c.naturalBase;
  }

  /** Recomputes every cached term from scratch. */
  refresh(): void {
    const st = this.st;
    const c = st.c;
    const b = this.guessBase();
    if (b !== this.evalBase) {
      this.evalBase = b;
      for (let card = 0; card < c.deck; card++) this.fi[card] = c.indexOf[b * 16 + rankOfCard(card)]!;
    }
    for (let s = 0; s < 4; s++) this.refreshNext(s);
    let total = 0;
    for (let col = 0; col < c.nCols; col++) {
      const n = st.len[col]!;
      this.evalTop[col] = n;
      if (n !== 0) total += this.evalColumn(col, 0, n);
    }
    this.colTotal = total;
  }

  /** After the base changed (the first card went home, or undo took it back). */
  baseChanged(): void {
    if (this.guessBase() !== this.evalBase) this.refresh();
  }

  /** After foundation s grew or shrank. */
  refreshNext(s: number): void {
    const st = this.st;
    const f = st.found[s]!;
    this.nextCard[s] = f >= st.c.maxRank ? 255 : (st.c.rankAt[this.evalBase * 16 + f]! - 1) * 4 + s;
  }

  /** The column's share of h when it holds n > 0 cards. */
  private colScore(off: number, n: number): number {
    return this.cum[off + n - 1]! + this.w.lowDepth * (n - 1 - this.pminAt[off + n - 1]!);
  }

  /** Column `col` went from n cards to m < n (make.ts). */
  shrunk(col: number, n: number, m: number): void {
    const off = col * this.st.S;
    this.colTotal -= this.colScore(off, n);
    if (m !== 0) this.colTotal += this.colScore(off, m);
  }

  /**
   * Column `col` went from n cards to n + k, the new cards already in place; `same`: they are the
   * cards that lay there before (then, if the prefix arrays still hold for them, they are not
   * evaluated again).
   */
  grew(col: number, n: number, k: number, same: boolean): void {
    const off = col * this.st.S;
    if (n !== 0) this.colTotal -= this.colScore(off, n);
    if (same && this.evalTop[col]! >= n + k) this.colTotal += this.colScore(off, n + k);
    else {
      this.colTotal += this.evalColumn(col, n, n + k);
      this.evalTop[col] = n + k;
    }
  }

  /** The per-position prefix arrays evalColumn fills (for the tests that compare its two versions). */
  arrays(): readonly (Uint8Array | Int32Array)[] {
    return [this.pmin, this.pminAt, this.srt, this.rs, this.cum];
  }

  /** Everything else the evaluation keeps (for the tests that compare make and undo's two versions). */
  bookkeeping(): readonly (Uint8Array | Float64Array)[] {
    return [this.fi, this.nextCard, this.evalTop, this.total];
  }

  /** Fills the prefix arrays of column `col` for positions from..to−1; returns its score at to−1. */
  evalColumn(col: number, from: number, to: number): number {
    return this.kernelWeights !== null
      ? kernelEvalColumn(this.st, col, from, to)
      : this.evalColumnTs(col, from, to);
  }

  /** evalColumn in TypeScript: the kernel's original (assembly/kernels.ts), for states without a region. */
  evalColumnTs(col: number, from: number, to: number): number {
    const st = this.st;
    const off = col * st.S;
    const fi = this.fi;
    const cb = st.c.canBuild;
    const w = this.w;
    const cols = st.cols;
    const pmin = this.pmin;
    const srt = this.srt;
    const cum = this.cum;
    const pminAt = this.pminAt;
    const rs = this.rs;
    let i = from;
    let prev: number;
    let pm: number;
    let pa: number;
    let sorted: boolean;
    let sum: number;
    if (i === 0) {
      prev = cols[off]!;
      pm = fi[prev]!;
      pa = 0;
      sorted = true;
      sum = 0;
      pmin[off] = pm;
      pminAt[off] = 0;
      srt[off] = 1;
      cum[off] = 0;
      rs[off] = 0;
      i = 1;
    } else {
      prev = cols[off + i - 1]!;
      pm = pmin[off + i - 1]!;
      pa = pminAt[off + i - 1]!;
      sorted = srt[off + i - 1] === 1;
      sum = cum[off + i - 1]!;
    }
    const wBlocker = w.blocker;
    const wInRun = w.blockerInRun;
    const wNotSorted = w.notSorted;
    const wNotOnParent = w.notOnParent;
    const wKing = w.buriedKing;
    const king = st.c.runStart;
    for (; i < to; i++) {
      const x = cols[off + i]!;
      const f = fi[x]!;
      const built = cb[x * 64 + prev] === 1;
      sorted = sorted && built;
      if (!sorted) sum += wNotSorted;
      if (!built) sum += wNotOnParent;
      if ((x >> 2) + 1 === king) sum += wKing;
      if (f > pm) sum += built ? wInRun : wBlocker;
      else {
        pm = f;
        pa = i;
      }
      pmin[off + i] = pm;
      pminAt[off + i] = pa;
      rs[off + i] = built ? rs[off + i - 1]! : i;
      srt[off + i] = sorted ? 1 : 0;
      cum[off + i] = sum;
      prev = x;
    }
    return sum + w.lowDepth * (to - 1 - pa);
  }

  /** The heuristic value of the state (lower is better; see heuristic.ts). */
  h(): number {
    return this.kernelWeights !== null ? kernelH(this.st) : this.hTs();
  }

  /** h in TypeScript: the kernel's original (assembly/kernels.ts), for states without a region. */
  hTs(): number {
    const st = this.st;
    const c = st.c;
    const w = this.w;
    let nextDepth = 0;
    if (w.nextDepth !== 0) {
      for (let s = 0; s < 4; s++) {
        const card = this.nextCard[s]!;
        if (card === 255) continue;
        const wh = st.where[card]!;
        if (wh < CELL0) nextDepth += st.len[wh]! - 1 - st.pos[card]!;
      }
    }
    return (
      w.notHome * (c.deck - st.home) +
      this.colTotal +
      w.cell * st.cellsUsed +
      w.cellSquared * st.cellsUsed * st.cellsUsed -
      w.emptyColumn * st.empties +
      w.nextDepth * nextDepth
    );
  }

  /**
   * For a move after which nothing can go home by itself (the common case), works out the child's
   * key change, hash and heuristic without playing it, and returns true; returns false when it
   * cannot tell (the caller then plays the move). Same conditions as applyAndAutoplay's shortcut
   * (autoplay.ts), plus: the extra key bytes must not change (no base to set, no cell to close or
   * make pending).
   */
  peek(m: number): boolean {
    const st = this.st;
    if (st.regionAt < 0) return this.peekTs(m);
    if (!kernelPeek(st, m)) return false;
    this.peekCard = peeked.card;
    this.peekSupport = peeked.support;
    this.peekHash = peeked.hash;
    this.peekDelta = peeked.delta;
    return true;
  }

  /** peek in TypeScript: the kernel's original (assembly/kernels.ts), for states without a region. */
  peekTs(m: number): boolean {
    const st = this.st;
    const c = st.c;
    const from = m & 31;
    const to = (m >> 5) & 31;
    const k = m >> 10;
    if (to >= FND0 || from >= FND0 || st.pending >= 0 || c.selective || c.removable) return false;
    if (c.cellStay !== CELL_STAY.unlimited && (from >= CELL0 || to >= CELL0)) return false;
    const S = st.S;
    const w = this.w;
    const cols = st.cols;
    let card: number;
    let dh = 0;
    let used = st.cellsUsed;
    let srcOff = -1;
    if (from < CELL0) {
      const off = from * S;
      const n = st.len[from]!;
      const rest = n - k;
      card = cols[off + rest]!;
      if (rest > 0 && st.base !== 0 && st.accepts(cols[off + rest - 1]!)) return false;
      srcOff = off + rest;
      dh -= this.colScore(off, n);
      if (rest === 0) dh -= w.emptyColumn;
      else dh += this.colScore(off, rest);
    } else {
      card = st.cells[from - CELL0]!;
      dh -= w.cell + w.cellSquared * (2 * used - 1);
      used--;
    }
    let nb: number;
    if (to < CELL0) {
      const off = to * S;
      const n = st.len[to]!;
      if (n === 0) {
        nb = st.bottomCode(to);
        dh += w.emptyColumn;
      } else {
        nb = cols[off + n - 1]!;
        dh -= this.colScore(off, n);
      }
      dh += this.appendScore(off, n, srcOff, card, k);
    } else {
      nb = st.cellCode(to - CELL0);
      dh += w.cell + w.cellSquared * (2 * used + 1);
    }
    if (w.nextDepth !== 0) {
      // Next cards below a moved run lose k cards above them; those in the destination gain k.
      const below = from < CELL0 ? st.len[from]! - k : 0;
      const next = this.nextCard;
      for (let s = 0; s < 4; s++) {
        const x = next[s]!;
        if (x === 255) continue;
        const wh = st.where[x]!;
        if (wh === from && from < CELL0 && st.pos[x]! < below) dh -= w.nextDepth * k;
        else if (wh === to && to < CELL0) dh += w.nextDepth * k;
      }
    }
    const old = st.key[card]!;
    this.peekCard = card;
    this.peekSupport = nb;
    this.peekHash = st.mixHash(st.hash ^ ZOBRIST[card * 128 + old]! ^ ZOBRIST[card * 128 + nb]!);
    this.peekDelta = dh;
    return true;
  }

  /**
   * The score column `col` (at offset `off`, holding n cards) would have with k more cards on top:
   * cols[srcOff ..] when srcOff ≥ 0, else the single card `card`.
   */
  private appendScore(off: number, n: number, srcOff: number, card: number, k: number): number {
    const st = this.st;
    const fi = this.fi;
    const cb = st.c.canBuild;
    const w = this.w;
    const cols = st.cols;
    let prev: number;
    let pm: number;
    let pa: number;
    let sorted: boolean;
    let sum: number;
    let i = 0;
    if (n === 0) {
      prev = srcOff >= 0 ? cols[srcOff]! : card;
      pm = fi[prev]!;
      pa = 0;
      sorted = true;
      sum = 0;
      i = 1;
    } else {
      prev = cols[off + n - 1]!;
      pm = this.pmin[off + n - 1]!;
      pa = this.pminAt[off + n - 1]!;
      sorted = this.srt[off + n - 1] === 1;
      sum = this.cum[off + n - 1]!;
    }
    for (; i < k; i++) {
      const x = srcOff >= 0 ? cols[srcOff + i]! : card;
      const f = fi[x]!;
      const built = cb[x * 64 + prev] === 1;
      sorted = sorted && built;
      if (!sorted) sum += w.notSorted;
      if (!built) sum += w.notOnParent;
      if ((x >> 2) + 1 === st.c.runStart && n + i > 0) sum += w.buriedKing;
      if (f > pm) sum += built ? w.blockerInRun : w.blocker;
      else {
        pm = f;
        pa = n + i;
      }
      prev = x;
    }
    return sum + w.lowDepth * (n + k - 1 - pa);
  }
}
