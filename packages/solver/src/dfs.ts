// !! BROWSER SAFE !!
/**
 * Depth-first search with heuristic move ordering (fc-solve's "soft DFS", ordered by a one-move
 * lookahead): at each position every move is played, scored by the heuristic of the position it
 * leads to (plus optional seeded noise), and the moves are tried best first. Seen positions are
 * skipped through the shared StateStore, so the search is a graph search: run to the end with the
 * complete move set, it visits every reachable position once, and finding none won is a proof.
 *
 * With `macroSteps`, the moves of a position also include macro moves (digs, macros.ts), scored
 * like the others by the position they lead to; on the stack a macro is an entry into an arena of
 * move sequences, written out as its plain moves when a line is returned.
 *
 * The state is never rebuilt from a key: moves are made and undone along the current line, so the
 * moves on the stack are real moves of the starting position's piles.
 */
import type { HeuristicWeights } from './heuristic.ts';
import {
  MOVE_PEEKED,
  MOVE_PLAYED,
  MOVE_WON,
  moveRecords,
  MREC_CARD,
  MREC_HASH,
  MREC_KIND,
  MREC_SUPPORT,
  REC_HASH,
  REC_STEPS,
  REC_WON,
  RECORD_KEY_WORDS,
  type MoveRecords,
} from './kernels/records.ts';
import {
  DFS_IO,
  DFS_OUTCOME,
  kernelDfsArea,
  kernelDfsEpoch,
  kernelDfsRun,
  kernelJudgeDigsMax,
  kernelJudgeMoves,
  undoRoom,
} from './kernels/runtime.ts';
import { judgeDigs } from './macros.ts';
import { applyAndAutoplay } from './autoplay.ts';
import { appliedMoves, undoN } from './make.ts';
import { genMoves, type MoveSet } from './movegen.ts';
import type { SearchState } from './state.ts';
import type { StateStore } from './store.ts';

export interface DfsParams {
  readonly weights: HeuristicWeights;
  /** Move set (movegen.ts: GEN_COMPLETE for a proof; GEN_GREEDY or GEN_NO_CELLS for a quick scan). */
  readonly level: MoveSet;
  /** Random tie-breaking, in heuristic units (0: none). */
  readonly noise: number;
  readonly seed: number;
  /** Do not go deeper than this many moves (default: no limit). */
  readonly maxDepth?: number;
  /** Also try macro moves (digs, see macros.ts) of at most this many steps (default 0: none). */
  readonly macroSteps?: number;
  /** Which digs: a card to its foundation, and/or a card onto a column's top card (default both). */
  readonly macroKinds?: 'home' | 'both';
  /**
   * Judge a position's digs only when none of its plain moves leads to a position that scores at
   * most this much worse than it (default: always). A dig costs several plain moves to judge (it
   * is played and taken back); where a plain move keeps the position about as good, the scan goes
   * on without them, and digs where it is stuck.
   */
  readonly digSlack?: number;
  /**
   * Its group in a shared table (0..15, default 0): a scan skips the positions its group has
   * entered, not the others' (store.ts, threads.ts).
   */
  readonly group?: number;
}

export type DfsOutcome =
  /**
   * `moves`: packed moves from the root, each followed by its autoplay; `explicit`: every move made
   * from the state the scan was given, those autoplay moves (and any the state had made before the
   * scan began) included.
   */
  | { kind: 'found'; moves: number[]; explicit: number[] }
  | { kind: 'exhausted' }
  | { kind: 'budget' }
  | { kind: 'paused' };

const NOISE_SCALE = 16;

/** A scan's working arrays (pooled: a range of deals reuses them). */
class DfsBuffers {
  /** Moves of every open position on the line, in try order. */
  mv = new Int32Array(4096);
  /** Per depth: the segment of `mv` and the next move to try. */
  segStart = new Int32Array(256);
  segEnd = new Int32Array(256);
  cur = new Int32Array(256);
  /** Per depth: moves made (the move plus its autoplay) to reach the next depth. */
  made = new Int32Array(256);
  readonly keys = new Float64Array(1024);
  /**
   * Macro moves of the open positions, each as [steps, move…]; an entry of `mv` below −1 is the
   * macro at `mac[−entry − 2]`. Per depth, where that depth's macros start.
   */
  mac = new Int32Array(8192);
  macStart = new Int32Array(256);
  /** The entry of each macro scored in the current expansion. */
  readonly macOf = new Int32Array(1024);
}

const bufferPool: DfsBuffers[] = [];

let dfsKernel = true;

/**
 * Whether scans made from now on run their first turn in the kernel dfsRun where they can (default:
 * yes). Off, that turn runs here too: for the tests that compare the two.
 */
export function useDfsKernel(on: boolean): void {
  dfsKernel = on;
}

export class DfsScan {
  private readonly st: SearchState;
  private readonly store: StateStore;
  // The parameters the search reads at every position, as fields: params objects come in several
  // shapes (with or without the macro options), which would make those reads polymorphic.
  private readonly level: number;
  private readonly noiseAmp: number;
  private readonly macroSteps: number;
  private readonly homeDigsOnly: boolean;
  /** NaN: none (judge every position's digs). */
  private readonly digSlack: number;
  private readonly maxDepth: number;
  /** xorshift32 state of the tie-breaking noise (inline: a closure call per child cost 4% of the search). */
  private rng: number;
  private readonly b: DfsBuffers;
  private top = 0;
  private macTop = 0;
  private depth = 0;
  /** The mark of the scan's group (store.ts): it marks the positions it enters and skips the marked ones. */
  private readonly bit: number;
  visits = 0;
  private done: DfsOutcome | null = null;
  /**
   * The root is not expanded yet: its first turn is for the kernel dfsRun, which starts with the
   * root's expansion (see run).
   */
  private rootPending = false;

  /**
   * `st` is at the root (autoplayed, already in `store` with the scan's mark). `group`, when given,
   * stands for `params.group` (a thread set passes its thread's group without copying its params).
   */
  constructor(st: SearchState, store: StateStore, params: DfsParams, group = params.group ?? 0) {
    this.st = st;
    this.store = store;
    this.level = params.level;
    this.noiseAmp = params.noise * NOISE_SCALE;
    this.macroSteps = params.macroSteps ?? 0;
    this.homeDigsOnly = params.macroKinds === 'home';
    this.digSlack = params.digSlack ?? NaN;
    this.maxDepth = params.maxDepth ?? Infinity;
    this.bit = 1 << group;
    this.rng = (Math.imul(params.seed | 0, 0x9e3779b1) ^ 0x2545f491) | 1;
    this.b = bufferPool.pop() ?? new DfsBuffers();
    st.ev.setWeights(params.weights);
    if (st.isWon()) {
      this.done = this.found([]);
      return;
    }
    // The first turn runs whole in the kernel where it can (kernelTable); kernels.test.ts checks it
    // searches as this class does.
    this.rootPending = this.kernelTable() !== null;
    if (!this.rootPending) this.expandRoot();
  }

  /**
   * Whether this scan's first turn can run in the kernel, and on which table: a fresh one where the
   * shared table holds only the root (the first thread of a deal), or the kernel's own as the last
   * run left it where the shared table mirrors it (the scans before this one all of this scan's
   * group, their first turns all run there: the fast mode's quick scans); else null.
   */
  private kernelTable(): 'fresh' | 'mirrored' | null {
    if (!dfsKernel || this.st.regionAt < 0 || this.macroSteps > kernelJudgeDigsMax()) return null;
    if (kernelDfsArea() === null) return null;
    const store = this.store;
    if (store.count === 1) return 'fresh';
    return store.kernelEpoch === kernelDfsEpoch() && store.kernelBit === this.bit ? 'mirrored' : null;
  }

  /** The root's expansion (the scan's outcome when a move there wins at once). */
  private expandRoot(): DfsOutcome | null {
    const won = this.expand();
    if (won !== -1) this.done = this.found(this.line(won));
    return this.done;
  }

  /**
   * The scan's first turn by the kernel dfsRun (see the constructor), then what it did copied here:
   * its line, the moves on the state's undo record, the positions it entered into the shared
   * table with the scan's mark (in the order entered, as the scan would have marked them). Returns
   * the turn's outcome, or null where the scan goes on here from the kernel's stop: the top of the
   * loop (handover), or a position entered whose moves the kernel cannot list (expand).
   */
  private runKernel(table: 'fresh' | 'mirrored', stopAt: number, maxStates: number): DfsOutcome | null {
    const area = kernelDfsArea()!;
    const before = this.store.count;
    const params = {
      level: this.level,
      noiseAmp: this.noiseAmp,
      macroSteps: this.macroSteps,
      homeOnly: this.homeDigsOnly,
      digSlack: this.digSlack,
      maxDepth: this.maxDepth,
    };
    const out = kernelDfsRun(this.st, params, this.rng, stopAt, maxStates, table === 'fresh');
    if (out === DFS_OUTCOME.root) return this.expandRoot();
    const io = area.io;
    const st = this.st;
    const b = this.b;
    this.rng = io[DFS_IO.rng]!;
    this.visits = io[DFS_IO.visits]!;
    const top = io[DFS_IO.top]!;
    const macTop = io[DFS_IO.macTop]!;
    const depth = io[DFS_IO.depth]!;
    this.top = top;
    this.macTop = macTop;
    this.depth = depth;
    if (b.mv.length < top) b.mv = new Int32Array(Math.max(b.mv.length * 2, top));
    if (b.mac.length < macTop) b.mac = new Int32Array(Math.max(b.mac.length * 2, macTop));
    while (b.segStart.length <= depth) this.growDepth();
    b.mv.set(area.mv.subarray(0, top));
    b.mac.set(area.mac.subarray(0, macTop));
    b.segStart.set(area.segStart.subarray(0, depth + 1));
    b.segEnd.set(area.segEnd.subarray(0, depth + 1));
    b.cur.set(area.cur.subarray(0, depth + 1));
    b.made.set(area.made.subarray(0, depth + 1));
    b.macStart.set(area.macStart.subarray(0, depth + 1));
    const pairs = io[DFS_IO.pairs]!;
    undoRoom(st, pairs);
    st.undoStack.set(area.pairs.subarray(0, 2 * pairs), st.sp);
    st.sp += 2 * pairs;
    // The positions it entered go into the shared table, which then mirrors the kernel's (its first
    // `before` entries, the root's first, are there already).
    this.store.addNew(area.keys, area.keyStride, area.hashes, before, io[DFS_IO.count]!, this.bit);
    this.store.kernelEpoch = kernelDfsEpoch();
    this.store.kernelBit = this.bit;
    switch (out) {
      case DFS_OUTCOME.found:
        return (this.done = this.found(this.line(io[DFS_IO.won]!)));
      case DFS_OUTCOME.exhausted:
        return (this.done = { kind: 'exhausted' });
      case DFS_OUTCOME.budget:
        return (this.done = { kind: 'budget' });
      case DFS_OUTCOME.paused:
        return { kind: 'paused' };
      case DFS_OUTCOME.expand: {
        // As run's loop after entering a position.
        const won = this.expand();
        if (won !== -1) return (this.done = this.found(this.line(won)));
        if (this.store.count >= maxStates) return (this.done = { kind: 'budget' });
        if (++this.visits >= stopAt) return { kind: 'paused' };
        return null;
      }
      default:
        return null;
    }
  }

  /**
   * Generates, scores and orders the moves of the position at `depth`. Returns the entry of a move
   * that wins at once (a move ≥ 0 or a macro < −1), else −1.
   */
  private expand(): number {
    const st = this.st;
    const store = this.store;
    const keys = this.b.keys;
    const key = st.key;
    const keyWords = st.keyWords;
    const h0 = st.ev.h();
    const recs = judgeMoves(st, this.level);
    const n = recs.count;
    const { moves: gen, f64, i32, u32, words, keyAt } = recs;
    let k = 0;
    for (let i = 0, rec = 0; i < n; i++, rec += words) {
      const kind = i32[rec + MREC_KIND]!;
      if (kind === MOVE_PEEKED) {
        // Nothing goes home after this move: the child judged without playing it.
        const card = i32[rec + MREC_CARD]!;
        const old = key[card]!;
        key[card] = i32[rec + MREC_SUPPORT]!;
        const seen = store.hasMark(keyWords, u32[rec + MREC_HASH]!, this.bit);
        key[card] = old;
        if (!seen) keys[k++] = this.sortKey(h0 + f64[rec >> 1]!, i);
      } else if (kind === MOVE_WON) return gen[i]!;
      else if (!store.hasMarkAt(u32, rec + keyAt, u32[rec + MREC_HASH]!, this.bit))
        keys[k++] = this.sortKey(f64[rec >> 1]!, i);
    }
    const d = this.depth;
    if (d >= this.b.segStart.length) this.growDepth();
    this.b.macStart[d] = this.macTop;
    if (this.macroSteps > 0 && !this.plainWithin(k, h0)) {
      const r = this.expandMacros(n, k);
      if (r < -1) return r;
      k = r;
    }
    // Insertion sort of the few keys.
    for (let i = 1; i < k; i++) {
      const x = keys[i]!;
      let j = i - 1;
      while (j >= 0 && keys[j]! > x) {
        keys[j + 1] = keys[j]!;
        j--;
      }
      keys[j + 1] = x;
    }
    if (this.top + k > this.b.mv.length) {
      const bigger = new Int32Array(Math.max(this.b.mv.length * 2, this.top + k));
      bigger.set(this.b.mv);
      this.b.mv = bigger;
    }
    const mv = this.b.mv;
    const macOf = this.b.macOf;
    let top = this.top;
    this.b.segStart[d] = top;
    for (let i = 0; i < k; i++) {
      const sortKey = keys[i]!;
      const j = sortKey - Math.floor(sortKey / 1024) * 1024;
      mv[top++] = j < n ? gen[j]! : macOf[j - n]!;
    }
    this.top = top;
    this.b.segEnd[d] = top;
    this.b.cur[d] = this.b.segStart[d]!;
    return -1;
  }

  /**
   * Scores the macro moves of the position (keys from index k; generation indices from n, after
   * the n plain moves): digging out the next card of each foundation to send it home, and digging
   * out a card that is not on a parent to put it on a column's top card. Returns the new key count,
   * or a winning macro's entry (< −1).
   */
  private expandMacros(n: number, k: number): number {
    const keys = this.b.keys;
    const recs = judgeDigs(this.st, this.homeDigsOnly, this.macroSteps);
    const { f64, i32, u32, words, stepsAt, keyAt } = recs;
    let mi = 0;
    for (let r = 0, rec = 0; r < recs.count && n + mi < 1024; r++, rec += words) {
      const steps = i32[rec + REC_STEPS]!;
      if (this.macTop + steps + 1 > this.b.mac.length) {
        const bigger = new Int32Array(Math.max(this.b.mac.length * 2, this.macTop + steps + 1));
        bigger.set(this.b.mac);
        this.b.mac = bigger;
      }
      const at = this.macTop;
      const mac = this.b.mac;
      mac[at] = steps;
      for (let i = 0; i < steps; i++) mac[at + 1 + i] = i32[rec + stepsAt + i]!;
      if (i32[rec + REC_WON] !== 0) {
        this.macTop = at + steps + 1;
        return -at - 2;
      }
      if (!this.store.hasMarkAt(u32, rec + keyAt, u32[rec + REC_HASH]!, this.bit)) {
        keys[k++] = this.sortKey(f64[rec >> 1]!, n + mi);
        this.b.macOf[mi++] = -at - 2;
        this.macTop = at + steps + 1;
      }
    }
    return k;
  }

  /** Whether one of the k plain moves scored leads within digSlack of h0 (see DfsParams). */
  private plainWithin(k: number, h0: number): boolean {
    const slack = this.digSlack;
    if (Number.isNaN(slack)) return false;
    // A key is score · 1024 + index, the score (h + noise) in NOISE_SCALE units.
    const limit = ((h0 + slack) * NOISE_SCALE + 1) * 1024;
    const keys = this.b.keys;
    for (let i = 0; i < k; i++) if (keys[i]! < limit) return true;
    return false;
  }

  /** Plays a move or a macro entry with its autoplay; returns the moves made (for undoN). */
  private play(entry: number): number {
    if (entry >= 0) return applyAndAutoplay(this.st, entry);
    const at = -entry - 2;
    const mac = this.b.mac;
    let made = 0;
    for (let i = 1, end = mac[at]!; i <= end; i++) made += applyAndAutoplay(this.st, mac[at + i]!);
    return made;
  }

  /**
   * The sort key of a child whose h is `h`, `index` its place in the expansion (below 1024): the
   * score (h in NOISE_SCALE units, plus the scan's noise), then the place (a stable order).
   */
  private sortKey(h: number, index: number): number {
    let score = h * NOISE_SCALE;
    if (this.noiseAmp > 0) score += this.noise(this.noiseAmp);
    return score * 1024 + index;
  }

  /** Random noise in 0..max (max < 2^30). */
  private noise(max: number): number {
    let x = this.rng;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.rng = x;
    return (x & 0x3fffffff) % (max + 1);
  }

  private growDepth(): void {
    const grow = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    const b = this.b;
    b.segStart = grow(b.segStart);
    b.segEnd = grow(b.segEnd);
    b.cur = grow(b.cur);
    b.made = grow(b.made);
    b.macStart = grow(b.macStart);
  }

  /** Gives the working arrays back (the scan must not run afterwards). */
  release(): void {
    if (bufferPool.length < 4 && this.b.mv.length <= 1 << 16 && !bufferPool.includes(this.b))
      bufferPool.push(this.b);
  }

  /**
   * The outcome for a line from the root that ends with a winning move (`line`'s last, not yet
   * played): the state's own record of what it played gives the explicit moves, so nothing is
   * replayed. Leaves the state won.
   */
  private found(line: number[]): DfsOutcome {
    if (line.length > 0) this.play(line[line.length - 1]!);
    const moves: number[] = [];
    const mac = this.b.mac;
    for (const entry of line) {
      if (entry >= 0) moves.push(entry);
      else for (let at = -entry - 2, i = 1; i <= mac[at]!; i++) moves.push(mac[at + i]!);
    }
    return { kind: 'found', moves, explicit: appliedMoves(this.st) };
  }

  /** The line from the root: the move taken at each depth, then `last`. */
  private line(last: number): number[] {
    const out: number[] = [];
    for (let d = 0; d < this.depth; d++) out.push(this.b.mv[this.b.cur[d]! - 1]!);
    out.push(last);
    return out;
  }

  /**
   * Searches until an outcome: found, exhausted, or budget when the table holds maxStates
   * positions; or pauses once `visits` reaches `stopAt`, or when `shouldPause()` (asked every 256
   * expansions) says to stop for now.
   */
  run(shouldPause: () => boolean, maxStates: number, stopAt = Infinity): DfsOutcome {
    if (this.done) return this.done;
    if (this.visits >= stopAt) return { kind: 'paused' };
    if (this.rootPending) {
      this.rootPending = false;
      // Asked again: the table may have changed since the constructor.
      const table = this.kernelTable();
      if (table) {
        const out = this.runKernel(table, stopAt, maxStates);
        if (out) return out;
      } else {
        const out = this.expandRoot();
        if (out) return out;
      }
    }
    const st = this.st;
    const store = this.store;
    const maxDepth = this.maxDepth;
    for (;;) {
      const d = this.depth;
      const c = this.b.cur[d]!;
      if (c >= this.b.segEnd[d]! || d >= maxDepth) {
        // Every move here is tried: back up.
        if (d === 0) return (this.done = { kind: 'exhausted' });
        this.top = this.b.segStart[d]!;
        this.macTop = this.b.macStart[d]!;
        this.depth = d - 1;
        undoN(st, this.b.made[d - 1]!);
        continue;
      }
      const m = this.b.mv[c]!;
      this.b.cur[d] = c + 1;
      const made = this.play(m);
      const hash = st.fullHash();
      if (store.mark(st.keyWords, hash, this.bit) < 0) {
        undoN(st, made);
        continue;
      }
      this.b.made[d] = made;
      this.depth = d + 1;
      const won = this.expand();
      if (won !== -1) return (this.done = this.found(this.line(won)));
      if (store.count >= maxStates) return (this.done = { kind: 'budget' });
      if (++this.visits >= stopAt) return { kind: 'paused' };
      if ((this.visits & 255) === 0 && shouldPause()) return { kind: 'paused' };
    }
  }
}

/** The most moves a position has (a move list's room everywhere in the solver). */
const MOVES_MAX_TS = 1024;
let tsRecords: MoveRecords | null = null;

/**
 * The plain moves of the position at `level` (genMoves), each judged as a scan weighs it: a record
 * (kernels/records.ts) of the child's h and hash and its new support for a move peek judges; for
 * any other, played with its autoplay, the child's h, full hash and key, and the move taken back.
 * Stops after a move that wins. The records are valid until the next call. One call a position:
 * by the kernel where the state has a region (and the moves fit its list).
 */
export function judgeMoves(st: SearchState, level: number): MoveRecords {
  return (st.regionAt >= 0 && kernelJudgeMoves(st, level)) || judgeMovesTs(st, level);
}

/** judgeMoves in TypeScript: the kernel's original (assembly/kernels.ts). */
export function judgeMovesTs(st: SearchState, level: number): MoveRecords {
  const recs = (tsRecords ??= moveRecords(RECORD_KEY_WORDS, MOVES_MAX_TS));
  const { moves, f64, i32, u32, words, keyAt } = recs;
  const n = genMoves(st, moves, level);
  const ev = st.ev;
  for (let i = 0, r = 0; i < n; i++, r += words) {
    const m = moves[i]!;
    if (ev.peek(m)) {
      f64[r >> 1] = ev.peekDelta;
      i32[r + MREC_KIND] = MOVE_PEEKED;
      i32[r + MREC_CARD] = ev.peekCard;
      i32[r + MREC_SUPPORT] = ev.peekSupport;
      u32[r + MREC_HASH] = ev.peekHash;
      continue;
    }
    const made = applyAndAutoplay(st, m);
    const won = st.isWon();
    if (won) i32[r + MREC_KIND] = MOVE_WON;
    else {
      f64[r >> 1] = ev.h();
      i32[r + MREC_KIND] = MOVE_PLAYED;
      u32[r + MREC_HASH] = st.fullHash();
      u32.set(st.keyWords, r + keyAt);
    }
    undoN(st, made);
    if (won) {
      recs.count = i + 1;
      return recs;
    }
  }
  recs.count = n;
  return recs;
}
