// !! BROWSER SAFE !!
/**
 * Every position a search has seen: its full canonical key (never just a hash, so "seen" is exact
 * and an unsolvable verdict is a proof) and, for the best-first searches, its parent, the move that
 * led to it, its depth and a bucket-queue link.
 *
 * Memory is what bounds a search, so the store is lean and never holds two copies of its states:
 * - keys (and the tree fields) live in fixed pages of PAGE states: growing adds a page and copies
 *   nothing;
 * - the hash table holds, per slot, the state's index plus 7 bits of its hash (a tag that rules out
 *   most key comparisons), not a separate array of hashes: a rehash recomputes each hash from its
 *   key (canonical.ts's keyHash).
 * A stored state takes keyBytes + 8 to 16 bytes of table (the table doubles at half full) + 2 bytes
 * of marks, plus 12 bytes with the tree fields.
 *
 * Marks (threads.ts): searches that share a table each mark, with the bit of their group, the
 * positions they will expand, and skip only the positions their group marked: a position is stored
 * once, whoever meets it, but each group searches as if it were alone.
 *
 * `bytes()` is what the store holds now, `peakBytes` the most it held at once (a rehash briefly
 * holds both tables).
 *
 * Buffers are kept between solves of the same key size, so a range of deals allocates almost nothing.
 */
import { keyBytesFor, keyHash } from './canonical.ts';

const PAGE_BITS = 12;
const PAGE = 1 << PAGE_BITS;
const PAGE_MASK = PAGE - 1;
/**
 * Slots of a fresh table: most fast-mode solves store a few hundred states, and a table is cleared
 * for every solve, so a small one costs less than the few rehashes of a large search (`reset` keeps
 * the size the last search needed, up to KEEP_TABLE).
 */
const INITIAL_TABLE = 1 << 11;
/** The largest table a store keeps from one search to the next (256 KB). */
const KEEP_TABLE = 1 << 16;
/** A table slot: (tag << IDX_BITS) | (index + 1); 0 is empty. */
const IDX_BITS = 25;
const IDX_MASK = (1 << IDX_BITS) - 1;
/** The most states one store can index. */
export const STORE_MAX_STATES = IDX_MASK - 1;
/** Bytes a stored state takes beyond its key: the table at worst (16) and its marks; with the tree, 12 more. */
export const TABLE_BYTES_PER_STATE = 18;
/** Groups of searches that can share a table (a bit of the marks each). */
export const MARK_GROUPS = 16;
export const TREE_BYTES_PER_STATE = 12;

const tagOf = (hash: number): number => hash >>> IDX_BITS;

/** Puts stored key `idx` (its hash `hash`) in the first empty slot from its own: for keys known absent. */
function place(table: Uint32Array, mask: number, hash: number, idx: number): void {
  let slot = hash & mask;
  while (table[slot] !== 0) slot = (slot + 1) & mask;
  table[slot] = ((tagOf(hash) << IDX_BITS) | (idx + 1)) >>> 0;
}

export class StateStore {
  /** Cards in the deck, and the key size in 32-bit words. */
  readonly deck: number;
  readonly words: number;
  /** With parent, move, depth and queue link per state (the best-first searches). */
  readonly tree: boolean;
  private readonly keyPages: Uint32Array[] = [];
  private readonly bytePages: Uint8Array[] = [];
  /** Per state: bit g once a search of group g has marked it. */
  private readonly markPages: Uint16Array[] = [];
  /** Tree fields, three per state: parent, rec | depth << 16, queue link. */
  private readonly treePages: Int32Array[] = [];
  count = 0;
  private table: Uint32Array;
  private mask: number;
  // Bucket queue: LIFO within a bucket.
  private heads: Int32Array;
  private minBucket = 0;
  queued = 0;
  /** The most bytes this store held at once since it was acquired. */
  peakBytes = 0;
  /**
   * The epoch of the kernel dfsRun's table (kernels/runtime.ts kernelDfsEpoch) this store mirrors,
   * or −1: set by dfs.ts after it copies a kernel turn's positions here, while every position stored
   * came from that table's runs, each marked with `kernelBit` alone. Any other change clears it.
   */
  kernelEpoch = -1;
  kernelBit = 0;

  constructor(deck: number, tree = false) {
    this.deck = deck;
    this.words = keyBytesFor(deck) / 4;
    this.tree = tree;
    this.table = new Uint32Array(INITIAL_TABLE);
    this.mask = INITIAL_TABLE - 1;
    this.heads = new Int32Array(tree ? 1024 : 0).fill(-1);
    this.peakBytes = this.bytes();
  }

  /**
   * Empties the store, keeping a few pages for the next search, and a table the size the last
   * search ended with (up to KEEP_TABLE slots): a range of deals of about one size (short mode's
   * beam stores some 10,000 positions a deal) then rehashes nothing, and a large search's table is
   * not cleared again for the small ones after it.
   */
  reset(): void {
    let want = INITIAL_TABLE;
    while (want < this.count * 2 && want < KEEP_TABLE) want *= 2;
    this.count = 0;
    const keep = 4;
    this.keyPages.length = Math.min(this.keyPages.length, keep);
    this.bytePages.length = this.keyPages.length;
    this.markPages.length = this.keyPages.length;
    this.treePages.length = Math.min(this.treePages.length, keep);
    if (this.table.length !== want) {
      this.table = new Uint32Array(want);
      this.mask = want - 1;
    } else this.table.fill(0);
    this.heads.fill(-1);
    this.minBucket = 0;
    this.queued = 0;
    this.peakBytes = this.bytes();
    this.kernelEpoch = -1;
  }

  /** Slots of the hash table now (it doubles at half full). */
  get tableSlots(): number {
    return this.table.length;
  }

  /** Bytes held by this store's buffers now. */
  bytes(): number {
    return (
      this.keyPages.length * PAGE * (this.words * 4 + 2) +
      this.treePages.length * PAGE * 12 +
      this.table.length * 4 +
      this.heads.length * 4
    );
  }

  private addPage(): void {
    const keys = new Uint32Array(PAGE * this.words);
    this.keyPages.push(keys);
    this.bytePages.push(new Uint8Array(keys.buffer));
    this.markPages.push(new Uint16Array(PAGE));
    if (this.tree) this.treePages.push(new Int32Array(PAGE * 3));
    this.peakBytes = Math.max(this.peakBytes, this.bytes());
  }

  private rehash(): void {
    const size = this.table.length * 2;
    const table = new Uint32Array(size);
    this.peakBytes = Math.max(this.peakBytes, this.bytes() + size * 4);
    const mask = size - 1;
    const words = this.words;
    const deck = this.deck;
    for (let i = 0; i < this.count; i++)
      place(table, mask, keyHash(this.bytePages[i >>> PAGE_BITS]!, (i & PAGE_MASK) * words * 4, deck), i);
    this.table = table;
    this.mask = mask;
  }

  /** Whether stored key `idx` is the key in `key` from word `off`. */
  private equals(idx: number, key: Uint32Array, off: number): boolean {
    const page = this.keyPages[idx >>> PAGE_BITS]!;
    const words = this.words;
    const at = (idx & PAGE_MASK) * words;
    for (let w = 0; w < words; w++) if (page[at + w] !== key[off + w]) return false;
    return true;
  }

  /** Whether the key is stored. */
  has(key: Uint32Array, hash: number): boolean {
    return this.findAt(key, 0, hash) >= 0;
  }

  /** The index of the key, or −1. */
  find(key: Uint32Array, hash: number): number {
    return this.findAt(key, 0, hash);
  }

  /** The index of the key in `key` from word `off`, or −1. */
  private findAt(key: Uint32Array, off: number, hash: number): number {
    const found = this.probe(key, off, hash);
    return found >= 0 ? found : -1;
  }

  /**
   * Looks the key in `key` from word `off` up by its hash: its index if it is stored, else
   * −(slot + 1) of the empty slot of the table where it would go.
   */
  private probe(key: Uint32Array, off: number, hash: number): number {
    const table = this.table;
    const mask = this.mask;
    const tag = tagOf(hash);
    let slot = hash & mask;
    for (let e = table[slot]!; e !== 0; e = table[slot]!) {
      if (e >>> IDX_BITS === tag) {
        const idx = (e & IDX_MASK) - 1;
        if (this.equals(idx, key, off)) return idx;
      }
      slot = (slot + 1) & mask;
    }
    return -(slot + 1);
  }

  /** Whether the key is stored with `bit` among its marks. */
  hasMark(key: Uint32Array, hash: number, bit: number): boolean {
    return this.hasMarkAt(key, 0, hash, bit);
  }

  /** hasMark for the key in `key` from word `off` (a record of judged digs: macros.ts judgeDigs). */
  hasMarkAt(key: Uint32Array, off: number, hash: number, bit: number): boolean {
    const idx = this.findAt(key, off, hash);
    return idx >= 0 && (this.markPages[idx >>> PAGE_BITS]![idx & PAGE_MASK]! & bit) !== 0;
  }

  /**
   * Marks a key with `bit` (a group's), storing it if it is new: returns its index if this call
   * marked it, or −(index + 1) if it bore the mark already.
   */
  mark(key: Uint32Array, hash: number, bit: number): number {
    let idx = this.insert(key, hash);
    if (idx < 0) idx = -idx - 1;
    const page = this.markPages[idx >>> PAGE_BITS]!;
    const marks = page[idx & PAGE_MASK]!;
    if ((marks & bit) !== 0) return -(idx + 1);
    page[idx & PAGE_MASK] = marks | bit;
    this.kernelEpoch = -1;
    return idx;
  }

  /**
   * Adds a key if it is new (unmarked): returns its index, or −(index + 1) of the equal key
   * already stored. `hash` must be the key's keyHash (SearchState.fullHash).
   */
  insert(key: Uint32Array, hash: number): number {
    const found = this.probe(key, 0, hash);
    if (found >= 0) return -(found + 1);
    const idx = this.append(key, 0, 0);
    this.kernelEpoch = -1;
    this.table[-found - 1] = ((tagOf(hash) << IDX_BITS) | (idx + 1)) >>> 0;
    if (this.count * 2 > this.table.length) this.rehash();
    return idx;
  }

  /** Stores the key in `key` from word `off` as the next index, with `marks`; the caller puts it in the table. */
  private append(key: Uint32Array, off: number, marks: number): number {
    const idx = this.count;
    if (idx >= STORE_MAX_STATES)
      throw new Error('solver: a store is full (budgets stop below STORE_MAX_STATES)');
    if (idx >>> PAGE_BITS === this.keyPages.length) this.addPage();
    const page = this.keyPages[idx >>> PAGE_BITS]!;
    const at = (idx & PAGE_MASK) * this.words;
    for (let w = 0; w < this.words; w++) page[at + w] = key[off + w]!;
    this.markPages[idx >>> PAGE_BITS]![idx & PAGE_MASK] = marks;
    this.count = idx + 1;
    return idx;
  }

  /**
   * Adds keys known to be new (none stored yet, no two equal), each marked with `bit`: key i (from
   * `from` to `to`) at word i · stride of `keys`, its keyHash at hashes[i]. What a search that kept
   * a table of its own hands over (dfs.ts: the kernel's first turn), in the order it entered them.
   */
  addNew(
    keys: Uint32Array,
    stride: number,
    hashes: Uint32Array,
    from: number,
    to: number,
    bit: number,
  ): void {
    this.kernelEpoch = -1;
    for (let i = from; i < to; i++) {
      place(this.table, this.mask, hashes[i]!, this.append(keys, i * stride, bit));
      if (this.count * 2 > this.table.length) this.rehash();
    }
  }

  /** Copies stored key `idx` into `out`. */
  readKey(idx: number, out: Uint32Array): void {
    const page = this.keyPages[idx >>> PAGE_BITS]!;
    const off = (idx & PAGE_MASK) * this.words;
    for (let w = 0; w < this.words; w++) out[w] = page[off + w]!;
  }

  // ---- The tree (best-first searches) ----------------------------------------------------------

  parentOf(idx: number): number {
    return this.treePages[idx >>> PAGE_BITS]![(idx & PAGE_MASK) * 3]!;
  }

  /** The move that led to `idx`, as (card << 7) | its new support (see canonical.ts); 0xffff at the root. */
  recOf(idx: number): number {
    return this.treePages[idx >>> PAGE_BITS]![(idx & PAGE_MASK) * 3 + 1]! & 0xffff;
  }

  depthOf(idx: number): number {
    return this.treePages[idx >>> PAGE_BITS]![(idx & PAGE_MASK) * 3 + 1]! >>> 16;
  }

  /** Sets the tree fields of a new state. */
  setNode(idx: number, parent: number, rec: number, depth: number): void {
    const page = this.treePages[idx >>> PAGE_BITS]!;
    const off = (idx & PAGE_MASK) * 3;
    page[off] = parent;
    page[off + 1] = (rec & 0xffff) | (depth << 16);
  }

  push(idx: number, priority: number): void {
    let p = priority < 0 ? 0 : priority;
    if (p >= this.heads.length) {
      const size = Math.max(p + 1, this.heads.length * 2);
      const h = new Int32Array(size).fill(-1);
      h.set(this.heads);
      this.heads = h;
    }
    p |= 0;
    this.treePages[idx >>> PAGE_BITS]![(idx & PAGE_MASK) * 3 + 2] = this.heads[p]!;
    this.heads[p] = idx;
    if (p < this.minBucket) this.minBucket = p;
    this.queued++;
  }

  /** The most recently pushed state of the lowest priority, or −1 when the queue is empty. */
  pop(): number {
    if (this.queued === 0) return -1;
    const heads = this.heads;
    let p = this.minBucket;
    while (heads[p] === -1) p++;
    this.minBucket = p;
    const idx = heads[p]!;
    heads[p] = this.treePages[idx >>> PAGE_BITS]![(idx & PAGE_MASK) * 3 + 2]!;
    this.queued--;
    return idx;
  }
}

const pool: StateStore[] = [];

/** A cleared store for keys of a deck of `deck` cards, reusing buffers from earlier solves. */
export function acquireStore(deck: number, tree = false): StateStore {
  const i = pool.findIndex((s) => s.deck === deck && s.tree === tree);
  if (i < 0) return new StateStore(deck, tree);
  return pool.splice(i, 1)[0]!;
}

/** Gives a store back for reuse (a search must not touch it afterwards). */
export function releaseStore(s: StateStore): void {
  if (pool.length < 4) {
    s.reset();
    pool.push(s);
  }
}
