// !! BROWSER SAFE !!
/**
 * Every position the search has seen, in typed arrays: the full canonical key (never just a hash),
 * the parent and the move that led to it, the depth, and a bucket-queue link. An open-addressing
 * hash table maps keys to indices. Buffers are kept between solves of the same key size, so a
 * range of 32000 deals allocates almost nothing.
 */

const INITIAL_CAPACITY = 1 << 12;
const INITIAL_TABLE = 1 << 13;

export class StateStore {
  readonly words: number;
  keys: Uint32Array;
  hashes: Uint32Array;
  parent: Int32Array;
  /** The move that led here, as (card << 7) | its new support (see canonical.ts); 0xffff at the root. */
  rec: Uint16Array;
  depth: Uint16Array;
  /** Next state in the same priority bucket. */
  link: Int32Array;
  capacity: number;
  /** Never grow beyond this many states (the search's budget), to bound memory. */
  limit = Infinity;
  count = 0;
  private table: Int32Array;
  private mask: number;
  // Bucket queue: LIFO within a bucket.
  private heads: Int32Array;
  private minBucket = 0;
  queued = 0;

  constructor(words: number) {
    this.words = words;
    this.capacity = INITIAL_CAPACITY;
    this.keys = new Uint32Array(this.capacity * words);
    this.hashes = new Uint32Array(this.capacity);
    this.parent = new Int32Array(this.capacity);
    this.rec = new Uint16Array(this.capacity);
    this.depth = new Uint16Array(this.capacity);
    this.link = new Int32Array(this.capacity);
    this.table = new Int32Array(INITIAL_TABLE);
    this.mask = INITIAL_TABLE - 1;
    this.heads = new Int32Array(1024).fill(-1);
  }

  reset(): void {
    this.count = 0;
    this.limit = Infinity;
    if (this.table.length > INITIAL_TABLE * 8) {
      this.table = new Int32Array(INITIAL_TABLE);
      this.mask = INITIAL_TABLE - 1;
    } else this.table.fill(0);
    this.heads.fill(-1);
    this.minBucket = 0;
    this.queued = 0;
  }

  /** Bytes held by this store's buffers. */
  bytes(): number {
    return (
      this.capacity * (this.words * 4 + 4 + 4 + 2 + 2 + 4) + this.table.length * 4 + this.heads.length * 4
    );
  }

  private grow(): void {
    // Up to the budget (plus room for one expansion's children), then doubling again.
    const cap =
      this.capacity > this.limit ? this.capacity * 2 : Math.min(this.capacity * 2, this.limit + 1024);
    const grow32 = (a: Uint32Array, n: number) => {
      const b = new Uint32Array(n);
      b.set(a);
      return b;
    };
    this.keys = grow32(this.keys, cap * this.words);
    this.hashes = grow32(this.hashes, cap);
    const p = new Int32Array(cap);
    p.set(this.parent);
    this.parent = p;
    const r = new Uint16Array(cap);
    r.set(this.rec);
    this.rec = r;
    const d = new Uint16Array(cap);
    d.set(this.depth);
    this.depth = d;
    const l = new Int32Array(cap);
    l.set(this.link);
    this.link = l;
    this.capacity = cap;
  }

  private rehash(): void {
    const size = this.table.length * 2;
    const table = new Int32Array(size);
    const mask = size - 1;
    for (let i = 0; i < this.count; i++) {
      let slot = this.hashes[i]! & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = i + 1;
    }
    this.table = table;
    this.mask = mask;
  }

  /** Whether the key is stored. */
  has(key: Uint32Array, hash: number): boolean {
    return this.find(key, hash) >= 0;
  }

  /** The index of the key, or −1. */
  find(key: Uint32Array, hash: number): number {
    const words = this.words;
    const keys = this.keys;
    const table = this.table;
    const mask = this.mask;
    let slot = hash & mask;
    for (let e = table[slot]!; e !== 0; e = table[slot]!) {
      const idx = e - 1;
      if (this.hashes[idx] === hash) {
        const off = idx * words;
        let w = 0;
        while (w < words && keys[off + w] === key[w]) w++;
        if (w === words) return idx;
      }
      slot = (slot + 1) & mask;
    }
    return -1;
  }

  /**
   * Adds a key if it is new: returns its index, or −(index + 1) of the equal key already stored.
   */
  insert(key: Uint32Array, hash: number): number {
    const words = this.words;
    const keys = this.keys;
    const table = this.table;
    const mask = this.mask;
    let slot = hash & mask;
    for (let e = table[slot]!; e !== 0; e = table[slot]!) {
      const idx = e - 1;
      if (this.hashes[idx] === hash) {
        const off = idx * words;
        let same = true;
        for (let w = 0; w < words; w++) {
          if (keys[off + w] !== key[w]) {
            same = false;
            break;
          }
        }
        if (same) return -e;
      }
      slot = (slot + 1) & mask;
    }
    if (this.count === this.capacity) this.grow();
    const idx = this.count++;
    this.keys.set(key, idx * words);
    this.hashes[idx] = hash;
    table[slot] = idx + 1;
    if (this.count * 2 > table.length) this.rehash();
    return idx;
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
    this.link[idx] = this.heads[p]!;
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
    heads[p] = this.link[idx]!;
    this.queued--;
    return idx;
  }
}

const pool: StateStore[] = [];
/** Stores bigger than this are not kept between solves: their memory goes back at once. */
const POOL_MAX_CAPACITY = 1 << 20;

/** A cleared store for keys of `words` words, reusing buffers from earlier solves. */
export function acquireStore(words: number): StateStore {
  const i = pool.findIndex((s) => s.words === words);
  if (i < 0) return new StateStore(words);
  const s = pool.splice(i, 1)[0]!;
  s.reset();
  return s;
}

/** Gives a store back for reuse (a search must not touch it afterwards). */
export function releaseStore(s: StateStore): void {
  if (s.capacity <= POOL_MAX_CAPACITY && pool.length < 4) pool.push(s);
}
