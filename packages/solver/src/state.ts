// !! BROWSER SAFE !!
/**
 * The solver's private, mutable search state: typed arrays, make/undo, move generation, safe
 * autoplay and an incrementally kept heuristic, all reimplementing core's rules on bytes (and
 * cross-checked against core in tests).
 *
 * Besides the columns, the state keeps its canonical key (see canonical.ts): for every card, what it
 * lies on. That key is updated with every move (a run move changes a single byte: the run's bottom
 * card's support), and so is its Zobrist hash.
 *
 * The heuristic (see heuristic.ts) is kept as per-column prefix sums, so a move costs O(cards moved)
 * to re-evaluate and reading it is O(1).
 */
import { CLOSED_CELL, Position, unwrap, type CellSlot, type Move, type Pile } from '@cascade/core';
import { BOTTOM, BOTTOM_AT, CELL, CELL_AT, FOUND, keyBytesFor, ZOBRIST, ZOBRIST_EXTRA } from './canonical.ts';
import { CELL_STAY, EMPTY_POLICY, SEQ_RULE, type Compiled } from './compiled.ts';
import { FAST_WEIGHTS, type HeuristicWeights } from './heuristic.ts';

/** Pile codes inside the solver: columns 0..9, cells 10..17, foundations 18..21 (by suit). */
export const CELL0 = 10;
export const FND0 = 18;
export const EMPTY_SLOT = 255;
export const CLOSED_SLOT = 254;

/** A packed move: from | to << 5 | count << 10. */
export const packMove = (from: number, to: number, count: number): number => from | (to << 5) | (count << 10);

export const rankOfCard = (card: number): number => (card >> 2) + 1;

/**
 * How many moves genMoves produces.
 * - EXACT: exactly core's legalMoves.
 * - COMPLETE: drops only moves that are provably redundant for winning: all but the first empty
 *   cell and empty column (symmetry), a whole column moved to an empty column (the same position),
 *   and, with next-move cells, every move into a cell (see genMoves). Searching these is still a proof.
 * - GREEDY: also drops moving part of a run (cards that lie on their natural parent), except home,
 *   and putting a card into a cell or an empty column when it could go onto a parent instead.
 *   Incomplete: only for the quick first attempts of the fast mode.
 */
export const GEN_EXACT = 0;
export const GEN_COMPLETE = 1;
export const GEN_GREEDY = 2;
/**
 * GREEDY without moves into free cells: for scans with macro moves (macros.ts), whose digs use the
 * cells. Incomplete.
 */
export const GEN_NO_CELLS = 3;

/** A column is a prefix of what it held plus one built sequence (at most maxRank cards). */
function strideFor(c: Compiled, pos: Position): number {
  let maxLen = Math.ceil((c.deck - c.rules.prefilledCells) / c.nCols);
  for (const col of pos.columns) maxLen = Math.max(maxLen, col.length);
  return maxLen + c.maxRank + 1;
}

const statePool = new WeakMap<Compiled, SearchState[]>();

export class SearchState {
  readonly c: Compiled;
  /** Symmetric keys: columns and cells are interchangeable (the winning search). */
  readonly sym: boolean;
  /** Column stride in `cols` and the per-column heuristic arrays. */
  readonly S: number;
  readonly cols: Uint8Array;
  readonly len: Uint8Array;
  readonly cells: Uint8Array;
  readonly found = new Uint8Array(4);
  base = 0;
  pending = -1;
  closedCount = 0;
  closedMask = 0;
  home = 0;
  /** The canonical key: key[card] = what the card lies on; then base, closed cells, pending card + 1. */
  readonly key: Uint8Array;
  readonly keyWords: Uint32Array;
  /** Pile code of every card, and its index in its column. */
  readonly where = new Uint8Array(64);
  readonly pos = new Uint8Array(64);
  /** Zobrist hash of the card part of the key. */
  hash = 0;
  private undoStack = new Int32Array(1024);
  private sp = 0;
  private readonly above = new Uint8Array(64);

  // Incremental heuristic.
  private w: HeuristicWeights = FAST_WEIGHTS;
  /** Foundation index of each card for the base the heuristic assumes. */
  private readonly fi = new Uint8Array(64);
  private evalBase = 0;
  /** The next card each foundation needs, for evalBase (255 when complete). */
  private readonly nextCard = new Uint8Array(4);
  /** Per column position: lowest foundation index at or below it. */
  private readonly pmin: Uint8Array;
  /** Per column position: where that lowest card lies. */
  private readonly pminAt: Uint8Array;
  /** Per column position: 1 while the column is one built run from its bottom card up to here. */
  private readonly srt: Uint8Array;
  /** Per column position: where the built run that ends here starts. */
  private readonly rs: Uint8Array;
  /** Per column position: summed card penalties up to here. */
  private readonly cum: Int32Array;
  /**
   * Per column: the prefix arrays above are right for positions 0 .. evalTop − 1 and the cards
   * lying there, even past the column's length (cards lifted off stay in the array). A move that
   * puts back the very cards that lay there (undo, or playing a move again after trying it) needs
   * no re-evaluation.
   */
  private readonly evalTop: Uint8Array;
  private colTotal = 0;
  empties = 0;
  cellsUsed = 0;

  constructor(c: Compiled, sym: boolean, stride: number) {
    this.c = c;
    this.sym = sym;
    this.S = stride;
    this.cols = new Uint8Array(c.nCols * stride);
    this.pmin = new Uint8Array(c.nCols * stride);
    this.srt = new Uint8Array(c.nCols * stride);
    this.pminAt = new Uint8Array(c.nCols * stride);
    this.rs = new Uint8Array(c.nCols * stride);
    this.cum = new Int32Array(c.nCols * stride);
    this.evalTop = new Uint8Array(c.nCols);
    this.len = new Uint8Array(c.nCols);
    this.cells = new Uint8Array(Math.max(1, c.nCells));
    this.keyWords = new Uint32Array(keyBytesFor(c.deck) / 4);
    this.key = new Uint8Array(this.keyWords.buffer);
  }

  /** A state for `pos` (real pile indices), with a column stride that fits every reachable column. */
  static fromPosition(c: Compiled, pos: Position, sym: boolean): SearchState {
    const s = new SearchState(c, sym, strideFor(c, pos));
    s.setPosition(pos);
    return s;
  }

  /**
   * Like fromPosition, but reuses a released state when one fits (a range of deals then allocates
   * almost nothing). Give it back with release() when done.
   */
  static acquire(c: Compiled, pos: Position, sym: boolean): SearchState {
    const stride = strideFor(c, pos);
    const pool = statePool.get(c);
    const i = pool ? pool.findIndex((x) => x.sym === sym && x.S >= stride) : -1;
    if (i < 0) return SearchState.fromPosition(c, pos, sym);
    const s = pool!.splice(i, 1)[0]!;
    s.w = FAST_WEIGHTS;
    s.evalBase = 0;
    s.setPosition(pos);
    return s;
  }

  release(): void {
    let pool = statePool.get(this.c);
    if (!pool) statePool.set(this.c, (pool = []));
    if (pool.length < 8) pool.push(this);
  }

  setPosition(pos: Position): void {
    const c = this.c;
    this.key.fill(0);
    this.sp = 0;
    for (let i = 0; i < c.nCols; i++) {
      const col = pos.columns[i]!;
      this.len[i] = col.length;
      for (let j = 0; j < col.length; j++) {
        const card = col[j]!;
        this.cols[i * this.S + j] = card;
        this.where[card] = i;
        this.pos[card] = j;
        this.key[card] = j === 0 ? this.bottomCode(i) : col[j - 1]!;
      }
    }
    this.closedCount = 0;
    this.closedMask = 0;
    for (let i = 0; i < c.nCells; i++) {
      const slot: CellSlot = pos.cells[i] ?? null;
      if (slot === null) this.cells[i] = EMPTY_SLOT;
      else if (slot === CLOSED_CELL) {
        this.cells[i] = CLOSED_SLOT;
        this.closedCount++;
        this.closedMask |= 1 << i;
      } else {
        this.cells[i] = slot;
        this.where[slot] = CELL0 + i;
        this.key[slot] = this.cellCode(i);
      }
    }
    this.base = pos.base ?? 0;
    this.home = 0;
    for (let s = 0; s < 4; s++) {
      const n = pos.foundations[s]!;
      this.found[s] = n;
      this.home += n;
      for (let i = 0; i < n; i++) {
        const card = (c.rankAt[this.base * 16 + i]! - 1) * 4 + s;
        this.where[card] = FND0 + s;
        this.key[card] = FOUND;
      }
    }
    this.pending = pos.pendingCell ?? -1;
    this.writeExtras();
    this.hash = this.cardHash();
    this.refreshEval();
  }

  /** The public position of this state (real pile indices only when the state is not symmetric). */
  toPosition(): Position {
    const c = this.c;
    const columns: number[][] = [];
    for (let i = 0; i < c.nCols; i++)
      columns.push(Array.from(this.cols.subarray(i * this.S, i * this.S + this.len[i]!)));
    const cells: CellSlot[] = [];
    for (let i = 0; i < c.nCells; i++) {
      const v = this.cells[i]!;
      cells.push(v === EMPTY_SLOT ? null : v === CLOSED_SLOT ? CLOSED_CELL : v);
    }
    const foundationTops = [0, 1, 2, 3].map((s) =>
      this.found[s] === 0 ? 0 : c.rankAt[this.base * 16 + this.found[s]! - 1]!,
    );
    return unwrap(
      Position.fromSetup(
        {
          columns,
          cells,
          foundationTops,
          base: this.base === 0 ? null : this.base,
          pendingCell: this.pending < 0 ? null : this.pending,
        },
        c.rules,
      ),
    );
  }

  bottomCode(col: number): number {
    return this.sym ? BOTTOM : BOTTOM_AT + col;
  }

  cellCode(cell: number): number {
    return this.sym ? CELL : CELL_AT + cell;
  }

  private writeExtras(): void {
    const d = this.c.deck;
    this.key[d] = this.base;
    this.key[d + 1] = this.sym ? this.closedCount : this.closedMask;
    this.key[d + 2] = this.pending < 0 ? 0 : this.cells[this.pending]! + 1;
  }

  cardHash(): number {
    let h = 0;
    for (let card = 0; card < this.c.deck; card++) h ^= ZOBRIST[card * 128 + this.key[card]!]!;
    return h;
  }

  /** The hash of the whole key (cards and extras), well mixed. */
  fullHash(): number {
    return this.mixHash(this.hash);
  }

  /** fullHash for a card hash `cardHash` and this state's extras. */
  private mixHash(cardHash: number): number {
    const d = this.c.deck;
    let h =
      cardHash ^
      ZOBRIST_EXTRA[this.key[d]!]! ^
      ZOBRIST_EXTRA[256 + this.key[d + 1]!]! ^
      ZOBRIST_EXTRA[512 + this.key[d + 2]!]!;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }

  /** Rebuilds the state from a stored key (columns in the order of their bottom cards). */
  decode(keyWords: Uint32Array, offset: number): void {
    const c = this.c;
    const deck = c.deck;
    const kw = this.keyWords;
    for (let i = 0; i < kw.length; i++) kw[i] = keyWords[offset + i]!;
    const key = this.key;
    const above = this.above;
    const where = this.where;
    const pos = this.pos;
    const cols = this.cols;
    const found = this.found;
    const cells = this.cells;
    const S = this.S;
    above.fill(255);
    let hash = 0;
    for (let card = 0; card < deck; card++) {
      const b = key[card]!;
      hash ^= ZOBRIST[card * 128 + b]!;
      if (b < 52) above[b] = card;
    }
    this.hash = hash;
    this.len.fill(0);
    found.fill(0);
    let home = 0;
    const nCells = c.nCells;
    for (let i = 0; i < nCells; i++) cells[i] = EMPTY_SLOT;
    let nextCol = 0;
    let nextCell = 0;
    for (let card = 0; card < deck; card++) {
      const b = key[card]!;
      if (b < 52) continue;
      if (b === FOUND) {
        found[card & 3]!++;
        home++;
        where[card] = FND0 + (card & 3);
      } else if (b === CELL || (b >= CELL_AT && b < CELL_AT + 8)) {
        const i = b === CELL ? nextCell++ : b - CELL_AT;
        cells[i] = card;
        where[card] = CELL0 + i;
      } else {
        const col = b === BOTTOM ? nextCol++ : b - BOTTOM_AT;
        const base = col * S;
        let n = 0;
        for (let x = card; x !== 255; x = above[x]!) {
          cols[base + n] = x;
          pos[x] = n++;
          where[x] = col;
        }
        this.len[col] = n;
      }
    }
    this.home = home;
    this.base = key[deck]!;
    const closed = key[deck + 1]!;
    if (this.sym) {
      this.closedCount = closed;
      this.closedMask = 0;
      for (let i = nCells - closed; i < nCells; i++) {
        cells[i] = CLOSED_SLOT;
        this.closedMask |= 1 << i;
      }
    } else {
      this.closedMask = closed;
      this.closedCount = 0;
      for (let i = 0; i < nCells; i++) {
        if (closed & (1 << i)) {
          cells[i] = CLOSED_SLOT;
          this.closedCount++;
        }
      }
    }
    const p = key[deck + 2]!;
    this.pending = p === 0 ? -1 : where[p - 1]! - CELL0;
    this.sp = 0;
    this.refreshEval();
  }

  // ---- The incremental heuristic -----------------------------------------------------------

  /** Sets the heuristic's weights (and re-evaluates). */
  setWeights(w: HeuristicWeights): void {
    this.w = w;
    this.resetEval();
  }

  /** The base the heuristic reads foundation order from: the real one, else the rules' natural one. */
  private guessBase(): number {
    const c = this.c;
    return this.base !== 0
      ? this.base
      : c.fixedBase !== 0
        ? c.fixedBase
        : c.rules.foundationDirection === 'up'
          ? 1
          : c.maxRank;
  }

  /** Recomputes every cached heuristic term from scratch. */
  refreshEval(): void {
    const c = this.c;
    const b = this.guessBase();
    if (b !== this.evalBase) {
      this.evalBase = b;
      for (let card = 0; card < c.deck; card++) this.fi[card] = c.indexOf[b * 16 + rankOfCard(card)]!;
    }
    for (let s = 0; s < 4; s++) this.refreshNext(s);
    let total = 0;
    let empties = 0;
    for (let col = 0; col < c.nCols; col++) {
      const n = this.len[col]!;
      this.evalTop[col] = n;
      if (n === 0) empties++;
      else total += this.evalColumn(col, 0, n);
    }
    this.colTotal = total;
    this.empties = empties;
    let used = 0;
    for (let i = 0; i < c.nCells; i++) if (this.cells[i]! < CLOSED_SLOT) used++;
    this.cellsUsed = used;
  }

  private refreshNext(s: number): void {
    const f = this.found[s]!;
    this.nextCard[s] = f >= this.c.maxRank ? 255 : (this.c.rankAt[this.evalBase * 16 + f]! - 1) * 4 + s;
  }

  /** The column's share of h when it holds n > 0 cards. */
  private colScore(off: number, n: number): number {
    return this.cum[off + n - 1]! + this.w.lowDepth * (n - 1 - this.pminAt[off + n - 1]!);
  }

  /** Fills the prefix arrays of column `col` for positions from..to−1; returns its score at to−1. */
  private evalColumn(col: number, from: number, to: number): number {
    const off = col * this.S;
    const fi = this.fi;
    const cb = this.c.canBuild;
    const w = this.w;
    const cols = this.cols;
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
    const king = this.c.runStart;
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

  /** The heuristic value of this state (lower is better; see heuristic.ts). */
  h(): number {
    const c = this.c;
    const w = this.w;
    let nextDepth = 0;
    if (w.nextDepth !== 0) {
      for (let s = 0; s < 4; s++) {
        const card = this.nextCard[s]!;
        if (card === 255) continue;
        const wh = this.where[card]!;
        if (wh < CELL0) nextDepth += this.len[wh]! - 1 - this.pos[card]!;
      }
    }
    return (
      w.notHome * (c.deck - this.home) +
      this.colTotal +
      w.cell * this.cellsUsed +
      w.cellSquared * this.cellsUsed * this.cellsUsed -
      w.emptyColumn * this.empties +
      w.nextDepth * nextDepth
    );
  }

  // ---- Looking at a move without playing it --------------------------------------------------

  /** Set by peek: the moving card, its new support, the child's full hash and h(child) − h(this). */
  peekCard = 0;
  peekSupport = 0;
  peekHash = 0;
  peekDelta = 0;

  /**
   * For a move after which nothing can go home by itself (the common case), works out the child's
   * key change, hash and heuristic without playing it, and returns true; returns false when it
   * cannot tell (the caller then plays the move). Same conditions as applyAndAutoplay's shortcut,
   * plus: the extra key bytes must not change (no base to set, no cell to close or make pending).
   */
  peek(m: number): boolean {
    const c = this.c;
    const from = m & 31;
    const to = (m >> 5) & 31;
    const k = m >> 10;
    if (to >= FND0 || from >= FND0 || this.pending >= 0 || c.selective || c.removable) return false;
    if (c.cellStay !== CELL_STAY.unlimited && (from >= CELL0 || to >= CELL0)) return false;
    const S = this.S;
    const w = this.w;
    const cols = this.cols;
    let card: number;
    let dh = 0;
    let used = this.cellsUsed;
    let srcOff = -1;
    if (from < CELL0) {
      const off = from * S;
      const n = this.len[from]!;
      const rest = n - k;
      card = cols[off + rest]!;
      if (rest > 0 && this.base !== 0 && this.accepts(cols[off + rest - 1]!)) return false;
      srcOff = off + rest;
      dh -= this.colScore(off, n);
      if (rest === 0) dh -= w.emptyColumn;
      else dh += this.colScore(off, rest);
    } else {
      card = this.cells[from - CELL0]!;
      dh -= w.cell + w.cellSquared * (2 * used - 1);
      used--;
    }
    let nb: number;
    if (to < CELL0) {
      const off = to * S;
      const n = this.len[to]!;
      if (n === 0) {
        nb = this.bottomCode(to);
        dh += w.emptyColumn;
      } else {
        nb = cols[off + n - 1]!;
        dh -= this.colScore(off, n);
      }
      dh += this.appendScore(off, n, srcOff, card, k);
    } else {
      nb = this.cellCode(to - CELL0);
      dh += w.cell + w.cellSquared * (2 * used + 1);
    }
    if (w.nextDepth !== 0) {
      // Next cards below a moved run lose k cards above them; those in the destination gain k.
      const below = from < CELL0 ? this.len[from]! - k : 0;
      const next = this.nextCard;
      for (let s = 0; s < 4; s++) {
        const x = next[s]!;
        if (x === 255) continue;
        const wh = this.where[x]!;
        if (wh === from && from < CELL0 && this.pos[x]! < below) dh -= w.nextDepth * k;
        else if (wh === to && to < CELL0) dh += w.nextDepth * k;
      }
    }
    const old = this.key[card]!;
    this.peekCard = card;
    this.peekSupport = nb;
    this.peekHash = this.mixHash(this.hash ^ ZOBRIST[card * 128 + old]! ^ ZOBRIST[card * 128 + nb]!);
    this.peekDelta = dh;
    return true;
  }

  /**
   * The score column `col` (at offset `off`, holding n cards) would have with k more cards on top:
   * cols[srcOff ..] when srcOff ≥ 0, else the single card `card`.
   */
  private appendScore(off: number, n: number, srcOff: number, card: number, k: number): number {
    const fi = this.fi;
    const cb = this.c.canBuild;
    const w = this.w;
    const cols = this.cols;
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
      if ((x >> 2) + 1 === this.c.runStart && n + i > 0) sum += w.buriedKing;
      if (f > pm) sum += built ? w.blockerInRun : w.blocker;
      else {
        pm = f;
        pa = n + i;
      }
      prev = x;
    }
    return sum + w.lowDepth * (n + k - 1 - pa);
  }

  // ---- Column primitives (keep `where`, `pos`, `len` and the heuristic) ---------------------------

  private popCards(col: number, k: number): void {
    const n = this.len[col]!;
    const off = col * this.S;
    this.colTotal -= this.colScore(off, n);
    const m = n - k;
    this.len[col] = m;
    if (m === 0) this.empties++;
    else this.colTotal += this.colScore(off, m);
  }

  /**
   * Appends cards already written at cols[col*S + len .. + k); `same`: they are the cards that lay
   * there before (then, if the prefix arrays still hold for them, they are not evaluated again).
   */
  private pushWritten(col: number, k: number, same: boolean): void {
    const n = this.len[col]!;
    const off = col * this.S;
    if (n === 0) this.empties--;
    else this.colTotal -= this.colScore(off, n);
    for (let i = n; i < n + k; i++) {
      const x = this.cols[off + i]!;
      this.where[x] = col;
      this.pos[x] = i;
    }
    this.len[col] = n + k;
    if (same && this.evalTop[col]! >= n + k) this.colTotal += this.colScore(off, n + k);
    else {
      this.colTotal += this.evalColumn(col, n, n + k);
      this.evalTop[col] = n + k;
    }
  }

  private setBase(b: number): void {
    this.base = b;
    if (this.guessBase() !== this.evalBase) this.refreshEval();
  }

  /** Forces a full re-evaluation (after the weights change). */
  private resetEval(): void {
    this.evalBase = 0;
    this.refreshEval();
  }

  // ---- Moves ------------------------------------------------------------------------------

  /** Top card of a foundation (suit s), which must not be empty. */
  private foundationTop(s: number): number {
    return (this.c.rankAt[this.base * 16 + this.found[s]! - 1]! - 1) * 4 + s;
  }

  /** The card at the top of a pile (for a column: of `count` cards, the bottom one of the run). */
  movingCard(from: number, count: number): number {
    if (from < CELL0) return this.cols[from * this.S + this.len[from]! - count]!;
    if (from < FND0) return this.cells[from - CELL0]!;
    return this.foundationTop(from - FND0);
  }

  /** Plays a packed move (assumed legal) and pushes what undo needs. */
  apply(m: number): void {
    const from = m & 31;
    const to = (m >> 5) & 31;
    const count = m >> 10;
    const S = this.S;
    const c = this.c;
    let card: number;
    let newBelow: number;
    if (this.sp + 2 > this.undoStack.length) {
      const bigger = new Int32Array(this.undoStack.length * 2);
      bigger.set(this.undoStack);
      this.undoStack = bigger;
    }
    // Lift.
    if (from < CELL0) {
      card = this.cols[from * S + this.len[from]! - count]!;
    } else if (from < FND0) {
      const i = from - CELL0;
      card = this.cells[i]!;
      this.cellsUsed--;
      if (c.cellStay === CELL_STAY['single-use']) {
        this.cells[i] = CLOSED_SLOT;
        this.closedCount++;
        this.closedMask |= 1 << i;
      } else this.cells[i] = EMPTY_SLOT;
    } else {
      card = this.foundationTop(from - FND0);
      this.found[from - FND0]!--;
      this.home--;
      this.refreshNext(from - FND0);
    }
    const oldBelow = this.key[card]!;
    this.undoStack[this.sp++] = m;
    this.undoStack[this.sp++] = oldBelow | ((this.pending + 1) << 8) | (this.base << 16);
    this.pending = -1;
    // Place.
    if (to < CELL0) {
      const n = this.len[to]!;
      const cols = this.cols;
      newBelow = n === 0 ? this.bottomCode(to) : cols[to * S + n - 1]!;
      const dst = to * S + n;
      let same = true;
      if (from < CELL0) {
        const src = from * S + this.len[from]! - count;
        for (let k = 0; k < count; k++) {
          const x = cols[src + k]!;
          if (cols[dst + k] !== x) {
            cols[dst + k] = x;
            same = false;
          }
        }
        this.popCards(from, count);
      } else if (cols[dst] !== card) {
        cols[dst] = card;
        same = false;
      }
      this.pushWritten(to, count, same);
    } else {
      if (from < CELL0) this.popCards(from, 1);
      if (to < FND0) {
        const i = to - CELL0;
        this.cells[i] = card;
        this.cellsUsed++;
        this.where[card] = to;
        newBelow = this.cellCode(i);
        if (c.cellStay === CELL_STAY['next-move']) this.pending = i;
      } else {
        this.found[to - FND0]!++;
        this.home++;
        this.where[card] = to;
        newBelow = FOUND;
        if (this.base === 0) this.setBase(rankOfCard(card));
        this.refreshNext(to - FND0);
      }
    }
    this.key[card] = newBelow;
    this.hash ^= ZOBRIST[card * 128 + oldBelow]! ^ ZOBRIST[card * 128 + newBelow]!;
    this.writeExtras();
  }

  /** Takes back the last applied move. */
  undo(): void {
    const info = this.undoStack[--this.sp]!;
    const m = this.undoStack[--this.sp]!;
    const from = m & 31;
    const to = (m >> 5) & 31;
    const count = m >> 10;
    const S = this.S;
    let card: number;
    // Take back from the destination.
    if (to < CELL0) {
      const n = this.len[to]! - count;
      card = this.cols[to * S + n]!;
      let same = true;
      if (from < CELL0) {
        const cols = this.cols;
        const src = to * S + n;
        const dst = from * S + this.len[from]!;
        for (let k = 0; k < count; k++) {
          const x = cols[src + k]!;
          if (cols[dst + k] !== x) {
            cols[dst + k] = x;
            same = false;
          }
        }
      }
      this.popCards(to, count);
      if (from < CELL0) this.pushWritten(from, count, same);
    } else if (to < FND0) {
      card = this.cells[to - CELL0]!;
      this.cells[to - CELL0] = EMPTY_SLOT;
      this.cellsUsed--;
    } else {
      card = this.foundationTop(to - FND0);
      this.found[to - FND0]!--;
      this.home--;
      this.refreshNext(to - FND0);
    }
    const oldBase = info >> 16;
    if (oldBase !== this.base) this.setBase(oldBase);
    // Restore the source.
    if (from < CELL0) {
      if (to >= CELL0) {
        const at = from * S + this.len[from]!;
        const same = this.cols[at] === card;
        this.cols[at] = card;
        this.pushWritten(from, 1, same);
      }
    } else if (from < FND0) {
      const i = from - CELL0;
      if (this.cells[i] === CLOSED_SLOT) {
        this.closedCount--;
        this.closedMask &= ~(1 << i);
      }
      this.cells[i] = card;
      this.cellsUsed++;
      this.where[card] = from;
    } else {
      this.found[from - FND0]!++;
      this.home++;
      this.where[card] = from;
      this.refreshNext(from - FND0);
    }
    const oldBelow = info & 255;
    const newBelow = this.key[card]!;
    this.key[card] = oldBelow;
    this.hash ^= ZOBRIST[card * 128 + oldBelow]! ^ ZOBRIST[card * 128 + newBelow]!;
    this.pending = ((info >> 8) & 255) - 1;
    this.writeExtras();
  }

  /** Undoes the last n applied moves. */
  undoN(n: number): void {
    for (let i = 0; i < n; i++) this.undo();
  }

  /** Moves applied since the last decode/setPosition (the undo stack's depth). */
  applied(): number {
    return this.sp >> 1;
  }

  /** The moves applied since the last decode/setPosition/commit, oldest first (autoplay moves included). */
  appliedMoves(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.sp; i += 2) out.push(this.undoStack[i]!);
    return out;
  }

  /** Forgets the undo history: the moves played so far can no longer be undone. */
  commit(): void {
    this.sp = 0;
  }

  isWon(): boolean {
    return this.home === this.c.deck;
  }

  /** Length of the run at the top of a column. */
  runLength(col: number): number {
    const n = this.len[col]!;
    return n === 0 ? 0 : n - this.rs[col * this.S + n - 1]!;
  }

  /** How many built runs lie above position p of column col (the moves a dig needs at least). */
  runsAbove(col: number, p: number): number {
    const off = col * this.S;
    let i = this.len[col]! - 1;
    let runs = 0;
    while (i > p) {
      runs++;
      i = this.rs[off + i]! - 1;
    }
    return runs;
  }

  /** Whether the foundation takes `card` next. */
  accepts(card: number): boolean {
    if (this.base === 0) return true;
    const f = this.found[card & 3]!;
    return f < this.c.maxRank && this.c.rankAt[this.base * 16 + f] === rankOfCard(card);
  }

  isHome(card: number): boolean {
    if (this.base === 0) return false;
    return this.c.indexOf[this.base * 16 + rankOfCard(card)]! < this.found[card & 3]!;
  }

  /** Selective cells: whether a column other than `fromCol` shows a card of the same rank. */
  selectiveBlocked(card: number, fromCol: number): boolean {
    const r = card >> 2;
    const S = this.S;
    for (let i = 0; i < this.c.nCols; i++) {
      if (i === fromCol) continue;
      const n = this.len[i]!;
      if (n > 0 && this.cols[i * S + n - 1]! >> 2 === r) return true;
    }
    return false;
  }

  /** Free cells now (open and empty). */
  freeCells(): number {
    return this.c.nCells - this.cellsUsed - this.closedCount;
  }

  /** How many cards may move as one run now, onto a card (toEmpty false) or into an empty column. */
  runLimit(toEmpty: boolean): number {
    const free = this.freeCells();
    const e = this.c.emptyPolicy === EMPTY_POLICY.none ? 0 : this.empties - (toEmpty ? 1 : 0);
    switch (this.c.seqRule) {
      case SEQ_RULE.standard:
        return (free + 1) << Math.max(0, e);
      case SEQ_RULE['cells-plus-one']:
        return free + 1;
      case SEQ_RULE['one-card']:
        return 1;
      default:
        return 64;
    }
  }

  /**
   * Whether moving the top `k` cards of column `from` to pile `to` is legal: genMoves' rules (at
   * GEN_EXACT) for one move, cross-checked in state.test.ts.
   */
  canMoveFromColumn(from: number, to: number, k: number): boolean {
    const c = this.c;
    if (this.pending >= 0 || from === to) return false;
    const n = this.len[from]!;
    if (k < 1 || k > n || k > this.runLength(from)) return false;
    const card = this.cols[from * this.S + n - k]!;
    if (to >= FND0) return k === 1 && to - FND0 === (card & 3) && this.accepts(card);
    if (to >= CELL0) {
      if (k !== 1 || this.cells[to - CELL0] !== EMPTY_SLOT) return false;
      return !(c.selective && this.selectiveBlocked(card, from));
    }
    const m = this.len[to]!;
    if (m === 0) {
      if (c.emptyPolicy === EMPTY_POLICY.none) return false;
      if (c.emptyPolicy === EMPTY_POLICY.kings && rankOfCard(card) !== c.runStart) return false;
      return k <= this.runLimit(true);
    }
    return c.canBuild[card * 64 + this.cols[to * this.S + m - 1]!] === 1 && k <= this.runLimit(false);
  }

  /**
   * Writes the legal moves into `out` and returns how many (see GEN_* for the levels). Pruning at
   * COMPLETE is exact for winning:
   * - Cells are interchangeable, and so are empty columns: one of each is enough.
   * - Moving a whole column to an empty column gives the same position.
   * - Next-move cells: a card put into a cell must leave it on the very next move, to a column or
   *   a foundation. Whatever it then does, it could have done straight from its column: the
   *   column-to-column or column-to-foundation move is legal under the same conditions (a single
   *   card, the same destination, nothing else changed in between), and leaves the same position. So
   *   every position reachable through a cell is reachable without it, and no move into a cell is
   *   needed to win. (A position that starts with a card pending in a cell is handled as given.)
   */
  genMoves(out: Int32Array, level: number): number {
    const prune = level !== GEN_EXACT;
    const greedy = level >= GEN_GREEDY;
    const c = this.c;
    const S = this.S;
    const nCols = c.nCols;
    const nCells = c.nCells;
    const cols = this.cols;
    const lens = this.len;
    const cells = this.cells;
    const where = this.where;
    const pos = this.pos;
    let free = 0;
    let firstFree = -1;
    for (let i = 0; i < nCells; i++) {
      if (cells[i] === EMPTY_SLOT) {
        if (firstFree < 0) firstFree = i;
        free++;
      }
    }
    let empties = 0;
    let firstEmpty = -1;
    for (let i = 0; i < nCols; i++) {
      const l = lens[i]!;
      if (l === 0) {
        if (firstEmpty < 0) firstEmpty = i;
        empties++;
      }
    }
    let n = 0;
    if (this.pending >= 0) {
      n = this.genFromSingle(out, 0, CELL0 + this.pending, cells[this.pending]!, prune, firstEmpty);
    } else {
      let limitNE: number;
      let limitE: number;
      switch (c.seqRule) {
        case SEQ_RULE.standard: {
          // Empty columns that take nothing do not double the limit (core's maxRunMove).
          const e = c.emptyPolicy === EMPTY_POLICY.none ? 0 : empties;
          limitNE = (free + 1) << e;
          limitE = (free + 1) << Math.max(0, e - 1);
          break;
        }
        case SEQ_RULE['cells-plus-one']:
          limitNE = limitE = free + 1;
          break;
        case SEQ_RULE['one-card']:
          limitNE = limitE = 1;
          break;
        default:
          limitNE = limitE = 64;
      }
      const emptyPolicy = c.emptyPolicy;
      const intoCells =
        free > 0 && level !== GEN_NO_CELLS && !(prune && c.cellStay === CELL_STAY['next-move']);
      const parents = c.parents;
      const parentsCount = c.parentsCount;
      const runStarts = this.rs;
      const found = this.found;
      const b16 = this.base * 16;
      const next = this.nextCard;
      // Column sources.
      for (let from = 0; from < nCols; from++) {
        const len = lens[from]!;
        if (len === 0) continue;
        const fb = from * S;
        const top = cols[fb + len - 1]!;
        // With a base, evalBase is the base, so nextCard is what each foundation takes.
        if (b16 === 0 || next[top & 3] === top) out[n++] = packMove(from, FND0 + (top & 3), 1);
        const run = len - runStarts[fb + len - 1]!;
        // Greedy: only whole runs leave a column (but for home moves).
        const minK = greedy ? run : 1;
        // Onto the top card of another column: the card of the run that fits has a known rank.
        const maxNE = run < limitNE ? run : limitNE;
        for (let k = minK; k <= maxNE; k++) {
          const y = cols[fb + len - k]!;
          for (let j = y * 4, end = j + parentsCount[y]!; j < end; j++) {
            // A parent on top of a column (whose top card sits at position len − 1).
            const p = parents[j]!;
            const to = where[p]!;
            if (to < nCols && to !== from && pos[p] === lens[to]! - 1) out[n++] = packMove(from, to, k);
          }
        }
        // To empty columns.
        if (empties > 0 && emptyPolicy !== EMPTY_POLICY.none) {
          const maxE = run < limitE ? run : limitE;
          for (let to = prune ? firstEmpty : 0; to < nCols; to++) {
            if (lens[to] !== 0) continue;
            for (let k = minK; k <= maxE; k++) {
              if (prune && k === len) break; // the whole column to an empty one: the same position
              if (emptyPolicy === EMPTY_POLICY.kings && (cols[fb + len - k]! >> 2) + 1 !== c.runStart)
                continue;
              out[n++] = packMove(from, to, k);
            }
            if (prune) break;
          }
        }
        // Greedy: a card that can go onto a parent does not go into a cell instead.
        let parentFree = false;
        if (greedy && minK === 1) {
          for (let j = top * 4, end = j + parentsCount[top]!; j < end; j++) {
            const p = parents[j]!;
            const t = where[p]!;
            if (t < nCols && t !== from && pos[p] === lens[t]! - 1) parentFree = true;
          }
        }
        if (intoCells && minK === 1 && !parentFree && !(c.selective && this.selectiveBlocked(top, from))) {
          if (prune) out[n++] = packMove(from, CELL0 + firstFree, 1);
          else
            for (let i = 0; i < nCells; i++)
              if (cells[i] === EMPTY_SLOT) out[n++] = packMove(from, CELL0 + i, 1);
        }
      }
      // Cell sources.
      for (let i = 0; i < nCells; i++) {
        const card = cells[i]!;
        if (card >= CLOSED_SLOT) continue;
        n = this.genFromSingle(out, n, CELL0 + i, card, prune, firstEmpty, greedy);
      }
      // Foundation sources.
      if (c.removable) {
        for (let s = 0; s < 4; s++) {
          if (found[s] === 0) continue;
          n = this.genFromSingle(out, n, FND0 + s, this.foundationTop(s), prune, firstEmpty);
        }
      }
    }
    return n;
  }

  /** Moves of a single card from a cell or foundation: home (cells only) and to columns. */
  private genFromSingle(
    out: Int32Array,
    n: number,
    from: number,
    card: number,
    prune: boolean,
    firstEmpty: number,
    greedy = false,
  ): number {
    const c = this.c;
    if (from < FND0 && this.accepts(card)) out[n++] = packMove(from, FND0 + (card & 3), 1);
    const parents = c.parents;
    const before = n;
    const nCols = c.nCols;
    for (let j = card * 4, end = j + c.parentsCount[card]!; j < end; j++) {
      const p = parents[j]!;
      const to = this.where[p]!;
      if (to < nCols && this.pos[p] === this.len[to]! - 1) out[n++] = packMove(from, to, 1);
    }
    if (firstEmpty < 0 || c.emptyPolicy === EMPTY_POLICY.none) return n;
    if (greedy && n > before) return n; // greedy: onto a parent rather than into an empty column
    if (c.emptyPolicy === EMPTY_POLICY.kings && rankOfCard(card) !== c.runStart) return n;
    if (prune) out[n++] = packMove(from, firstEmpty, 1);
    else
      for (let to = firstEmpty; to < c.nCols; to++) if (this.len[to] === 0) out[n++] = packMove(from, to, 1);
    return n;
  }

  /**
   * Core's isSafeToFoundation on bytes: `card` (next on its foundation, on top of pile `w`) can go
   * home without ever costing the game.
   */
  private safeHome(card: number, w: number): boolean {
    const c = this.c;
    const b16 = this.base * 16;
    const bs = c.builders;
    for (let j = card * 4, end = j + c.buildersCount[card]!; j < end; j++) {
      const y = bs[j]!;
      const fy = c.indexOf[b16 + rankOfCard(y)]!;
      const fs = this.found[y & 3]!;
      if (fy < fs) continue;
      if (fy === fs && c.buildersCount[y] === 0) continue;
      return false;
    }
    if (c.selective && w < CELL0) {
      const n = this.len[w]!;
      if (n >= 2) {
        const u = this.cols[w * this.S + n - 2]!;
        const r4 = u & ~3;
        for (let s = 0; s < 4; s++) {
          const o = r4 | s;
          if (o !== u && !this.isHome(o)) return false;
        }
      }
    }
    return true;
  }

  /** What the moving card of `m` will lie on once `m` is played (its new key byte). */
  supportAfter(m: number): number {
    const to = (m >> 5) & 31;
    if (to >= FND0) return FOUND;
    if (to >= CELL0) return this.cellCode(to - CELL0);
    const n = this.len[to]!;
    return n === 0 ? this.bottomCode(to) : this.cols[to * this.S + n - 1]!;
  }

  /**
   * Plays move `m` in a position where autoplay has nothing left to do, then autoplays; returns the
   * number of moves made (m included), for undoN. Shortcut, exact under these conditions: safety
   * depends only on the foundations (and, with selective cells, on the card below a column's top),
   * so after a move that sends nothing home, the only card that can newly go home is the one the
   * move uncovered, and only when the rules are not selective and no card was pending.
   */
  applyAndAutoplay(m: number): number {
    const c = this.c;
    const from = m & 31;
    const to = (m >> 5) & 31;
    const wasPending = this.pending >= 0;
    this.apply(m);
    if (to < FND0 && !wasPending && !c.selective) {
      if (from >= CELL0 || c.removable || this.base === 0) return 1;
      const n = this.len[from]!;
      if (n === 0) return 1;
      const card = this.cols[from * this.S + n - 1]!;
      if (!this.accepts(card)) return 1;
    }
    return this.autoplay() + 1;
  }

  /**
   * Sends every safe card home (core's `safe` autoplay policy) and returns how many moves it made
   * (undo them with undoN); with `log`, appends them. The end state does not depend on the order:
   * safety only grows as cards go home.
   */
  autoplay(log?: number[]): number {
    const c = this.c;
    if (c.removable || this.base === 0) return 0;
    let made = 0;
    for (;;) {
      let progress = false;
      for (let s = 0; s < 4; s++) {
        const f = this.found[s]!;
        if (f >= c.maxRank) continue;
        const card = (c.rankAt[this.base * 16 + f]! - 1) * 4 + s;
        const w = this.where[card]!;
        if (w < CELL0) {
          if (this.pos[card] !== this.len[w]! - 1) continue;
        } else if (w >= FND0) continue;
        if (this.pending >= 0 && w !== CELL0 + this.pending) continue;
        if (!this.safeHome(card, w)) continue;
        const m = packMove(w, FND0 + s, 1);
        this.apply(m);
        log?.push(m);
        made++;
        progress = true;
      }
      if (!progress) return made;
    }
  }
}

/** A packed move as a public Move. */
export function toMove(m: number): Move {
  return { from: pileOf(m & 31), to: pileOf((m >> 5) & 31), count: m >> 10 };
}

export function pileOf(code: number): Pile {
  if (code < CELL0) return { kind: 'column', index: code };
  if (code < FND0) return { kind: 'cell', index: code - CELL0 };
  return { kind: 'foundation', index: code - FND0 };
}

export function codeOf(p: Pile): number {
  return p.kind === 'column' ? p.index : p.kind === 'cell' ? CELL0 + p.index : FND0 + p.index;
}
