// !! BROWSER SAFE !!
/**
 * The solver's private, mutable search state: its representation in typed arrays and its canonical
 * key. Other concerns live beside it, each in its own module: the heuristic and looking at a move
 * without playing it (evaluation.ts), make and undo (make.ts), move generation (movegen.ts) and
 * safe autoplay (autoplay.ts); all reimplement core's rules on bytes and are cross-checked against
 * core in state.test.ts.
 *
 * Besides the columns, the state keeps its canonical key (see canonical.ts): for every card, what it
 * lies on. make.ts updates the key with every move (a run move changes a single byte: the run's
 * bottom card's support), and its Zobrist hash with it.
 */
import { CLOSED_CELL, Position, unwrap, type CellSlot } from '@cascade/core';
import { BOTTOM, BOTTOM_AT, CELL, CELL_AT, FOUND, keyBytesFor, mixKeyHash, ZOBRIST } from './canonical.ts';
import { CELL0, FND0, rankOfCard } from './codes.ts';
import type { Compiled } from './compiled.ts';
import { Evaluation } from './evaluation.ts';
import {
  freeStateRegion,
  kernelsOn,
  SCALAR,
  SCALARS,
  stateRegion,
  type StateRegion,
} from './kernels/runtime.ts';

export const EMPTY_SLOT = 255;
export const CLOSED_SLOT = 254;

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
  /** Per cell: its card, EMPTY_SLOT or CLOSED_SLOT. */
  readonly cells: Uint8Array;
  /** Cards on each foundation (by suit). */
  readonly found: Uint8Array;
  /** The canonical key: key[card] = what the card lies on; then base, closed cells, pending card + 1. */
  readonly key: Uint8Array;
  readonly keyWords: Uint32Array;
  /** Pile code of every card, and its index in its column. */
  readonly where: Uint8Array;
  readonly pos: Uint8Array;
  /**
   * Where the arrays the kernels read (columns, lengths, cells, foundations, where/pos, and the
   * evaluation's) live in the kernels' memory (kernels/runtime.ts), and its rule set's tables; −1:
   * in plain arrays, searched by the TypeScript originals.
   */
  readonly regionAt: number;
  readonly rulesAt: number;
  private readonly region: StateRegion | null;
  /**
   * What make.ts played since the last setPosition, decode or commit: per move, the packed move and
   * what undo needs (the card's old support, the pending cell + 1, the base).
   */
  undoStack = new Int32Array(1024);
  sp = 0;
  /** The heuristic, kept with every move (evaluation.ts). */
  readonly ev: Evaluation;
  private readonly above = new Uint8Array(64);
  /**
   * The scalars below (kernels/runtime.ts SCALAR), in the kernels' memory where the state has a
   * region: make and undo run there and keep them.
   */
  readonly scalars: Int32Array;

  /** The foundations' base rank, or 0 while the first card played has still to set it. */
  get base(): number {
    return this.scalars[SCALAR.base]!;
  }
  set base(v: number) {
    this.scalars[SCALAR.base] = v;
  }
  /** The cell whose card must leave on the next move, or −1. */
  get pending(): number {
    return this.scalars[SCALAR.pending]!;
  }
  set pending(v: number) {
    this.scalars[SCALAR.pending] = v;
  }
  get closedCount(): number {
    return this.scalars[SCALAR.closedCount]!;
  }
  set closedCount(v: number) {
    this.scalars[SCALAR.closedCount] = v;
  }
  get closedMask(): number {
    return this.scalars[SCALAR.closedMask]!;
  }
  set closedMask(v: number) {
    this.scalars[SCALAR.closedMask] = v;
  }
  /** Cards on the foundations. */
  get home(): number {
    return this.scalars[SCALAR.home]!;
  }
  set home(v: number) {
    this.scalars[SCALAR.home] = v;
  }
  /** Empty columns. */
  get empties(): number {
    return this.scalars[SCALAR.empties]!;
  }
  set empties(v: number) {
    this.scalars[SCALAR.empties] = v;
  }
  /** Occupied cells. */
  get cellsUsed(): number {
    return this.scalars[SCALAR.cellsUsed]!;
  }
  set cellsUsed(v: number) {
    this.scalars[SCALAR.cellsUsed] = v;
  }
  /** Zobrist hash of the card part of the key. */
  get hash(): number {
    return this.scalars[SCALAR.hash]!;
  }
  set hash(v: number) {
    this.scalars[SCALAR.hash] = v;
  }

  constructor(c: Compiled, sym: boolean, stride: number) {
    this.c = c;
    this.sym = sym;
    this.S = stride;
    const region = stateRegion(c, stride, this);
    this.region = region;
    this.regionAt = region ? region.at : -1;
    this.rulesAt = region ? region.rulesAt : -1;
    this.cols = region ? region.cols : new Uint8Array(c.nCols * stride);
    this.len = region ? region.len : new Uint8Array(c.nCols);
    this.cells = region ? region.cells : new Uint8Array(Math.max(1, c.nCells));
    this.found = region ? region.found : new Uint8Array(4);
    this.where = region ? region.where : new Uint8Array(64);
    this.pos = region ? region.pos : new Uint8Array(64);
    this.keyWords = region ? region.keyWords : new Uint32Array(keyBytesFor(c.deck) / 4);
    this.key = region ? region.key : new Uint8Array(this.keyWords.buffer);
    this.scalars = region ? region.scalars : new Int32Array(SCALARS);
    this.scalars[SCALAR.pending] = -1;
    this.scalars[SCALAR.sym] = sym ? 1 : 0;
    this.ev = new Evaluation(this, region);
  }

  /** Whether the WebAssembly kernels search this state (it has a region of their memory). */
  get onKernels(): boolean {
    return this.regionAt >= 0;
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
    // A released state is taken again only by a search on the same engine: one with a region of the
    // kernels' memory not while they are turned off, one without while they run.
    const onKernels = kernelsOn();
    let i = -1;
    if (pool)
      for (let j = 0; j < pool.length && i < 0; j++) {
        const s = pool[j]!;
        if (s.sym === sym && s.S >= stride && s.onKernels === onKernels) i = j;
      }
    if (i < 0) return SearchState.fromPosition(c, pos, sym);
    const s = pool!.splice(i, 1)[0]!;
    s.ev.reset();
    s.setPosition(pos);
    return s;
  }

  /** Hands the state back for reuse (acquire); it must not be used again. */
  release(): void {
    let pool = statePool.get(this.c);
    if (!pool) statePool.set(this.c, (pool = []));
    if (pool.length < 8) pool.push(this);
    else if (this.region) freeStateRegion(this, this.region);
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
    this.countSpace();
    this.ev.refresh();
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

  /** Recounts the empty columns and occupied cells. */
  private countSpace(): void {
    let empties = 0;
    for (let col = 0; col < this.c.nCols; col++) if (this.len[col] === 0) empties++;
    this.empties = empties;
    let used = 0;
    for (let i = 0; i < this.c.nCells; i++) if (this.cells[i]! < CLOSED_SLOT) used++;
    this.cellsUsed = used;
  }

  // ---- The key -------------------------------------------------------------------------------

  bottomCode(col: number): number {
    return this.sym ? BOTTOM : BOTTOM_AT + col;
  }

  cellCode(cell: number): number {
    return this.sym ? CELL : CELL_AT + cell;
  }

  /** Writes the key's three extra bytes: base, closed cells, pending card + 1. */
  writeExtras(): void {
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
  mixHash(cardHash: number): number {
    const d = this.c.deck;
    return mixKeyHash(cardHash, this.key[d]!, this.key[d + 1]!, this.key[d + 2]!);
  }

  /**
   * Rebuilds the state from the key written into `keyWords` (StateStore.readKey); columns come in
   * the order of their bottom cards.
   */
  decode(): void {
    const c = this.c;
    const deck = c.deck;
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
    this.countSpace();
    this.ev.refresh();
  }

  // ---- What the position says ----------------------------------------------------------------

  isWon(): boolean {
    return this.home === this.c.deck;
  }

  /** Free cells now (open and empty). */
  freeCells(): number {
    return this.c.nCells - this.cellsUsed - this.closedCount;
  }

  /** Length of the built run at the top of a column. */
  runLength(col: number): number {
    const n = this.len[col]!;
    return n === 0 ? 0 : n - this.ev.rs[col * this.S + n - 1]!;
  }

  /** How many built runs lie above position p of column col (the moves a dig needs at least). */
  runsAbove(col: number, p: number): number {
    const off = col * this.S;
    const rs = this.ev.rs;
    let i = this.len[col]! - 1;
    let runs = 0;
    while (i > p) {
      runs++;
      i = rs[off + i]! - 1;
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

  /** The next card foundation `s` takes, once the base is set (−1 when it is complete). */
  nextHome(s: number): number {
    const f = this.found[s]!;
    return f >= this.c.maxRank ? -1 : (this.c.rankAt[this.base * 16 + f]! - 1) * 4 + s;
  }

  /** Top card of a foundation (suit s), which must not be empty. */
  foundationTop(s: number): number {
    return (this.c.rankAt[this.base * 16 + this.found[s]! - 1]! - 1) * 4 + s;
  }

  /** The card at the top of a pile (for a column: of `count` cards, the bottom one of the run). */
  movingCard(from: number, count: number): number {
    if (from < CELL0) return this.cols[from * this.S + this.len[from]! - count]!;
    if (from < FND0) return this.cells[from - CELL0]!;
    return this.foundationTop(from - FND0);
  }

  /** What the moving card of `m` will lie on once `m` is played (its new key byte). */
  supportAfter(m: number): number {
    const to = (m >> 5) & 31;
    if (to >= FND0) return FOUND;
    if (to >= CELL0) return this.cellCode(to - CELL0);
    const n = this.len[to]!;
    return n === 0 ? this.bottomCode(to) : this.cols[to * this.S + n - 1]!;
  }
}
