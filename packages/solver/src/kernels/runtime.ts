// !! BROWSER SAFE !!
/**
 * The solver's WebAssembly kernels at run time. The module (bytes.ts, compiled from
 * assembly/kernels.ts) is instantiated once a thread, on first use; its memory holds regions: one a
 * compiled rule set (its tables) and one a search state (the arrays the kernels read, which the
 * state then uses as its own: views over that memory). A state with a region is searched with the
 * kernels; one without (no WebAssembly here, the kernels off, or the memory full) with the
 * TypeScript originals, which give the same answers (kernels.test.ts).
 *
 * The memory never grows (a fixed 64 pages: scripts/kernels.mjs), so views over it stay valid. A
 * state's region goes back to the arena when the state is released past the pool
 * (freeStateRegion), else when it is collected, as a rule set's is (FinalizationRegistry): nothing
 * else may keep a state's arrays without the state.
 */
import { keyBytesFor, ZOBRIST, ZOBRIST_EXTRA } from '../canonical.ts';
import type { Compiled } from '../compiled.ts';
import { KERNELS_WASM } from './bytes.ts';
import {
  digRecordsOver,
  MOVE_PEEKED,
  MOVE_PLAYED,
  MOVE_WON,
  moveRecordsOver,
  type DigRecords,
  type MoveRecords,
} from './records.ts';

/**
 * The part of WebAssembly's JavaScript API used here: TypeScript declares it only with the DOM
 * libraries, which the packages that check this file in Node do not load.
 */
declare const WebAssembly:
  | {
      readonly Module: new (bytes: Uint8Array) => object;
      readonly Instance: new (module: object, imports: object) => { readonly exports: object };
    }
  | undefined;

interface KernelExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  readonly genMoves: (st: number, rules: number, stride: number, level: number) => number;
  readonly peek: (st: number, rules: number, stride: number, m: number) => number;
  readonly evalColumn: (
    st: number,
    rules: number,
    stride: number,
    col: number,
    from: number,
    to: number,
  ) => number;
  readonly dryDig: (
    st: number,
    rules: number,
    stride: number,
    col: number,
    p: number,
    dest: number,
    made: number,
    maxSteps: number,
  ) => number;
  readonly apply: (st: number, rules: number, stride: number, m: number) => number;
  readonly undo: (st: number, rules: number, stride: number, m: number, info: number) => void;
  readonly applyAndAutoplay: (st: number, rules: number, stride: number, m: number) => number;
  readonly autoplay: (st: number, rules: number, stride: number) => number;
  readonly h: (st: number, rules: number) => number;
  readonly dig: (
    st: number,
    rules: number,
    stride: number,
    target: number,
    dest: number,
    maxSteps: number,
  ) => number;
  readonly judgeDigs: (
    st: number,
    rules: number,
    stride: number,
    homeOnly: number,
    maxSteps: number,
  ) => number;
  readonly judgeMoves: (st: number, rules: number, stride: number, level: number) => number;
  readonly dfsRun: (
    st: number,
    rules: number,
    stride: number,
    level: number,
    noiseAmp: number,
    macroSteps: number,
    homeOnly: number,
    digSlack: number,
    maxDepth: number,
    stopAt: number,
    maxStates: number,
    fresh: number,
  ) => number;
}

/**
 * A state's scalars (assembly/kernels.ts SCALAR_*: checked against the module's at instantiation),
 * indices into SearchState.scalars.
 */
export const SCALAR = {
  base: 0,
  pending: 1,
  closedCount: 2,
  closedMask: 3,
  home: 4,
  empties: 5,
  cellsUsed: 6,
  hash: 7,
  evalBase: 8,
  sym: 9,
} as const;
/** How many scalars a state keeps. */
export const SCALARS = 10;
const SCALAR_NAMES = {
  base: 'SCALAR_BASE',
  pending: 'SCALAR_PENDING',
  closedCount: 'SCALAR_CLOSED_COUNT',
  closedMask: 'SCALAR_CLOSED_MASK',
  home: 'SCALAR_HOME',
  empties: 'SCALAR_EMPTIES',
  cellsUsed: 'SCALAR_CELLS_USED',
  hash: 'SCALAR_HASH',
  evalBase: 'SCALAR_EVAL_BASE',
  sym: 'SCALAR_SYM',
} as const satisfies Record<keyof typeof SCALAR, string>;

/** What the kernel dfsRun answers (assembly/kernels.ts DFS_*: checked at instantiation). */
export const DFS_OUTCOME = {
  paused: 0,
  found: 1,
  exhausted: 2,
  budget: 3,
  /** Stopped short of its room, at the top of its loop: the scan goes on in TypeScript from there. */
  handover: 4,
  /** A position entered whose moves overflow the kernel's list: TypeScript expands it and goes on. */
  expand: 5,
  /** The root's moves overflow the kernel's list: nothing done. */
  root: 6,
} as const;
const DFS_OUTCOME_NAMES = {
  paused: 'DFS_PAUSED',
  found: 'DFS_FOUND',
  exhausted: 'DFS_EXHAUSTED',
  budget: 'DFS_BUDGET',
  handover: 'DFS_HANDOVER',
  expand: 'DFS_EXPAND',
  root: 'DFS_ROOT',
} as const satisfies Record<keyof typeof DFS_OUTCOME, string>;

/** dfsRun's scalars, indices into DfsArea.io (assembly/kernels.ts DFS_IO_*: checked at instantiation). */
export const DFS_IO = {
  top: 0,
  macTop: 1,
  depth: 2,
  visits: 3,
  rng: 4,
  /** Positions in its table (the root first, in the order entered). */
  count: 5,
  /** (move, answer) pairs on its line. */
  pairs: 6,
  won: 7,
} as const;
const DFS_IO_NAMES = {
  top: 'DFS_IO_TOP',
  macTop: 'DFS_IO_MAC_TOP',
  depth: 'DFS_IO_DEPTH',
  visits: 'DFS_IO_VISITS',
  rng: 'DFS_IO_RNG',
  count: 'DFS_IO_COUNT',
  pairs: 'DFS_IO_PAIRS',
  won: 'DFS_IO_WON',
} as const satisfies Record<keyof typeof DFS_IO, string>;

/** dfsRun's areas, as views: what a scan copies out of them to go on in TypeScript (dfs.ts). */
export interface DfsArea {
  readonly io: Int32Array;
  /** The positions it entered: their full hashes, and their keys, `keyStride` words apart. */
  readonly hashes: Uint32Array;
  readonly keys: Uint32Array;
  readonly keyStride: number;
  readonly mv: Int32Array;
  readonly mac: Int32Array;
  readonly segStart: Int32Array;
  readonly segEnd: Int32Array;
  readonly cur: Int32Array;
  readonly made: Int32Array;
  readonly macStart: Int32Array;
  /** The moves on its line, as (move, apply's answer) pairs. */
  readonly pairs: Int32Array;
  /** The most positions its table holds (a scan's first turn runs there when its quota leaves room). */
  readonly entries: number;
}

/** A table of constants as (the module's name, the value here) pairs. */
function named<K extends string>(
  values: Record<K, number>,
  names: Record<K, string>,
): (readonly [string, number])[] {
  return (Object.keys(values) as K[]).map((field) => [names[field], values[field]] as const);
}

/**
 * The constants the module defines and this side keeps too (the state's scalars, what a judged
 * move's record holds), checked equal at instantiation.
 */
const SHARED: readonly (readonly [string, number])[] = [
  ...named(SCALAR, SCALAR_NAMES),
  ['MOVE_PEEKED', MOVE_PEEKED],
  ['MOVE_PLAYED', MOVE_PLAYED],
  ['MOVE_WON', MOVE_WON],
  ...named(DFS_OUTCOME, DFS_OUTCOME_NAMES),
  ...named(DFS_IO, DFS_IO_NAMES),
];

/** The module's memory layout (assembly/kernels.ts exports it as globals). */
interface Layout {
  readonly OUT_AT: number;
  readonly DIG_STEPS_AT: number;
  readonly DIG_MADE_AT: number;
  readonly DIG_MAX_STEPS: number;
  readonly PAIRS_AT: number;
  readonly ZOBRIST_AT: number;
  readonly ZOBRIST_EXTRA_AT: number;
  readonly DIGS_AT: number;
  readonly DIG_RECORDS_MAX: number;
  readonly DIG_RECORD_STEPS: number;
  readonly DIG_RECORD_STEPS_MAX: number;
  readonly DIG_RECORD_KEY: number;
  readonly DIG_RECORD_WORDS: number;
  readonly MOVES_AT: number;
  readonly MOVES_MAX: number;
  readonly MOVE_RECORDS_AT: number;
  readonly MOVE_RECORD_WORDS: number;
  readonly MOVE_RECORD_KEY: number;
  readonly DFS_ENTRIES: number;
  readonly DFS_KEY_WORDS: number;
  readonly DFS_HASHES_AT: number;
  readonly DFS_KEYS_AT: number;
  readonly DFS_MV_MAX: number;
  readonly DFS_MV_AT: number;
  readonly DFS_MAC_MAX: number;
  readonly DFS_MAC_AT: number;
  readonly DFS_DEPTH_MAX: number;
  readonly DFS_SEG_START_AT: number;
  readonly DFS_SEG_END_AT: number;
  readonly DFS_CUR_AT: number;
  readonly DFS_MADE_AT: number;
  readonly DFS_MAC_START_AT: number;
  readonly DFS_PAIRS_MAX: number;
  readonly DFS_PAIRS_AT: number;
  readonly DFS_IO_AT: number;
  readonly ARENA_AT: number;
  readonly RULES_N_COLS: number;
  readonly RULES_N_CELLS: number;
  readonly RULES_EMPTY_POLICY: number;
  readonly RULES_RUN_START: number;
  readonly RULES_SELECTIVE: number;
  readonly RULES_REMOVABLE: number;
  readonly RULES_MAX_RANK: number;
  readonly RULES_CELL_STAY: number;
  readonly RULES_DECK: number;
  readonly RULES_NATURAL_BASE: number;
  readonly RULES_PARENTS: number;
  readonly RULES_PARENTS_COUNT: number;
  readonly RULES_RUN_LIMITS: number;
  readonly RULES_RANK_AT: number;
  readonly RULES_CAN_BUILD: number;
  readonly RULES_INDEX_OF: number;
  readonly RULES_BUILDERS: number;
  readonly RULES_BUILDERS_COUNT: number;
  readonly RULES_SIZE: number;
  readonly STATE_LEN: number;
  readonly STATE_CELLS: number;
  readonly STATE_FOUND: number;
  readonly STATE_NEXT_CARD: number;
  readonly STATE_WHERE: number;
  readonly STATE_POS: number;
  readonly STATE_WEIGHTS: number;
  readonly STATE_FI: number;
  readonly STATE_EVAL_TOP: number;
  readonly STATE_KEY: number;
  readonly STATE_SCALARS: number;
  readonly STATE_COL_TOTAL: number;
  readonly STATE_COLS: number;
}

const LAYOUT_NAMES: readonly (keyof Layout)[] = [
  'OUT_AT',
  'DIG_STEPS_AT',
  'DIG_MADE_AT',
  'DIG_MAX_STEPS',
  'PAIRS_AT',
  'ZOBRIST_AT',
  'ZOBRIST_EXTRA_AT',
  'DIGS_AT',
  'DIG_RECORDS_MAX',
  'DIG_RECORD_STEPS',
  'DIG_RECORD_STEPS_MAX',
  'DIG_RECORD_KEY',
  'DIG_RECORD_WORDS',
  'MOVES_AT',
  'MOVES_MAX',
  'MOVE_RECORDS_AT',
  'MOVE_RECORD_WORDS',
  'MOVE_RECORD_KEY',
  'DFS_ENTRIES',
  'DFS_KEY_WORDS',
  'DFS_HASHES_AT',
  'DFS_KEYS_AT',
  'DFS_MV_MAX',
  'DFS_MV_AT',
  'DFS_MAC_MAX',
  'DFS_MAC_AT',
  'DFS_DEPTH_MAX',
  'DFS_SEG_START_AT',
  'DFS_SEG_END_AT',
  'DFS_CUR_AT',
  'DFS_MADE_AT',
  'DFS_MAC_START_AT',
  'DFS_PAIRS_MAX',
  'DFS_PAIRS_AT',
  'DFS_IO_AT',
  'ARENA_AT',
  'RULES_N_COLS',
  'RULES_N_CELLS',
  'RULES_EMPTY_POLICY',
  'RULES_RUN_START',
  'RULES_SELECTIVE',
  'RULES_REMOVABLE',
  'RULES_MAX_RANK',
  'RULES_CELL_STAY',
  'RULES_DECK',
  'RULES_NATURAL_BASE',
  'RULES_PARENTS',
  'RULES_PARENTS_COUNT',
  'RULES_RUN_LIMITS',
  'RULES_RANK_AT',
  'RULES_CAN_BUILD',
  'RULES_INDEX_OF',
  'RULES_BUILDERS',
  'RULES_BUILDERS_COUNT',
  'RULES_SIZE',
  'STATE_LEN',
  'STATE_CELLS',
  'STATE_FOUND',
  'STATE_NEXT_CARD',
  'STATE_WHERE',
  'STATE_POS',
  'STATE_WEIGHTS',
  'STATE_FI',
  'STATE_EVAL_TOP',
  'STATE_KEY',
  'STATE_SCALARS',
  'STATE_COL_TOTAL',
  'STATE_COLS',
];

/** Where a state's arrays live in the kernels' memory, as the views the state keeps. */
export interface StateRegion {
  /** The region's address (what the kernels are given). */
  readonly at: number;
  /** Its size in bytes. */
  readonly bytes: number;
  /** Its rule set's region. */
  readonly rulesAt: number;
  readonly len: Uint8Array;
  readonly cells: Uint8Array;
  readonly found: Uint8Array;
  readonly nextCard: Uint8Array;
  readonly where: Uint8Array;
  readonly pos: Uint8Array;
  readonly cols: Uint8Array;
  readonly runStarts: Uint8Array;
  /** The evaluation's arrays (evaluation.ts). */
  readonly weights: Float64Array;
  readonly fi: Uint8Array;
  readonly evalTop: Uint8Array;
  readonly pmin: Uint8Array;
  readonly pminAt: Uint8Array;
  readonly sorted: Uint8Array;
  readonly cum: Int32Array;
  /** The canonical key (SearchState.key, and as words keyWords). */
  readonly key: Uint8Array;
  readonly keyWords: Uint32Array;
  /** The state's scalars (SCALAR) and the evaluation's sum of column scores. */
  readonly scalars: Int32Array;
  readonly colTotal: Float64Array;
}

/** Regions come in sizes of powers of two from 256 bytes; a freed one is reused for its size. */
class Arena {
  private next: number;
  private readonly end: number;
  private readonly free = new Map<number, number[]>();

  constructor(start: number, end: number) {
    this.next = start;
    this.end = end;
  }

  static sizeOf(bytes: number): number {
    let size = 256;
    while (size < bytes) size *= 2;
    return size;
  }

  /** A region of at least `bytes` (zeroed by the caller), or −1 when the memory is full. */
  alloc(bytes: number): number {
    const size = Arena.sizeOf(bytes);
    const reused = this.free.get(size)?.pop();
    if (reused !== undefined) return reused;
    if (this.next + size > this.end) return -1;
    const at = this.next;
    this.next += size;
    return at;
  }

  release(at: number, bytes: number): void {
    const size = Arena.sizeOf(bytes);
    let list = this.free.get(size);
    if (!list) this.free.set(size, (list = []));
    list.push(at);
  }
}

interface Kernels {
  readonly exports: KernelExports;
  readonly layout: Layout;
  readonly bytes: Uint8Array;
  /** The move list a kernel writes. */
  readonly out: Int32Array;
  /** peek's answer: the card and its support (i32 at OUT_AT), the change of h (f64 at OUT_AT + 8), the hash (u32 at OUT_AT + 16). */
  readonly outWords: Int32Array;
  readonly outDelta: Float64Array;
  readonly outHash: Uint32Array;
  /** dig's steps, how many moves it made, and those moves as (move, apply's answer) pairs. */
  readonly digSteps: Int32Array;
  readonly digMade: Int32Array;
  readonly pairs: Int32Array;
  /** judgeDigs' records. */
  readonly digRecords: DigRecords;
  /** judgeMoves' moves and records. */
  readonly moveRecords: MoveRecords;
  readonly dfs: DfsArea;
  readonly arena: Arena;
  readonly rulesRegions: WeakMap<Compiled, number>;
  readonly collected: FinalizationRegistry<{ at: number; bytes: number }>;
}

let loaded: Kernels | null | undefined;
let enabled = true;

function decode(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The kernels of this thread, instantiated on first use; null where WebAssembly cannot run them. */
function kernels(): Kernels | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  if (typeof WebAssembly === 'undefined' || typeof FinalizationRegistry === 'undefined') return null;
  try {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(decode(KERNELS_WASM)), {});
    const raw = instance.exports as Record<string, { readonly value: number }>;
    const layout = {} as Record<keyof Layout, number>;
    for (const name of LAYOUT_NAMES) layout[name] = raw[name]!.value;
    for (const [name, value] of SHARED)
      if (raw[name]?.value !== value) throw new Error(`kernels: ${name} is not ${value} as here`);
    const exports = raw as unknown as KernelExports;
    const memory = exports.memory.buffer;
    new Uint32Array(memory, layout.ZOBRIST_AT, ZOBRIST.length).set(ZOBRIST);
    new Uint32Array(memory, layout.ZOBRIST_EXTRA_AT, ZOBRIST_EXTRA.length).set(ZOBRIST_EXTRA);
    const arena = new Arena(layout.ARENA_AT, memory.byteLength);
    loaded = {
      exports,
      layout,
      bytes: new Uint8Array(memory),
      out: new Int32Array(memory, layout.OUT_AT, 1024),
      outWords: new Int32Array(memory, layout.OUT_AT, 2),
      outDelta: new Float64Array(memory, layout.OUT_AT + 8, 1),
      outHash: new Uint32Array(memory, layout.OUT_AT + 16, 1),
      digSteps: new Int32Array(memory, layout.DIG_STEPS_AT, layout.DIG_MAX_STEPS + 1),
      digMade: new Int32Array(memory, layout.DIG_MADE_AT, 1),
      pairs: new Int32Array(memory, layout.PAIRS_AT, 512),
      digRecords: digRecordsOver(memory, layout.DIGS_AT, {
        words: layout.DIG_RECORD_WORDS,
        stepsAt: layout.DIG_RECORD_STEPS,
        keyAt: layout.DIG_RECORD_KEY,
        max: layout.DIG_RECORDS_MAX,
      }),
      moveRecords: moveRecordsOver(memory, layout.MOVES_AT, layout.MOVE_RECORDS_AT, {
        words: layout.MOVE_RECORD_WORDS,
        keyAt: layout.MOVE_RECORD_KEY,
        max: layout.MOVES_MAX,
      }),
      dfs: dfsArea(memory, layout),
      arena,
      rulesRegions: new WeakMap(),
      collected: new FinalizationRegistry(({ at, bytes }) => arena.release(at, bytes)),
    };
  } catch {
    // A browser's main thread may refuse to compile synchronously: the TypeScript originals serve.
    loaded = null;
  }
  return loaded;
}

function dfsArea(memory: ArrayBuffer, L: Layout): DfsArea {
  const depth = (at: number) => new Int32Array(memory, at, L.DFS_DEPTH_MAX);
  return {
    io: new Int32Array(memory, L.DFS_IO_AT, 8),
    hashes: new Uint32Array(memory, L.DFS_HASHES_AT, L.DFS_ENTRIES),
    keys: new Uint32Array(memory, L.DFS_KEYS_AT, L.DFS_ENTRIES * L.DFS_KEY_WORDS),
    keyStride: L.DFS_KEY_WORDS,
    mv: new Int32Array(memory, L.DFS_MV_AT, L.DFS_MV_MAX),
    mac: new Int32Array(memory, L.DFS_MAC_AT, L.DFS_MAC_MAX),
    segStart: depth(L.DFS_SEG_START_AT),
    segEnd: depth(L.DFS_SEG_END_AT),
    cur: depth(L.DFS_CUR_AT),
    made: depth(L.DFS_MADE_AT),
    macStart: depth(L.DFS_MAC_START_AT),
    pairs: new Int32Array(memory, L.DFS_PAIRS_AT, 2 * L.DFS_PAIRS_MAX),
    entries: L.DFS_ENTRIES,
  };
}

/**
 * Whether states made from now on use the kernels (default: yes, where WebAssembly runs). Off, they
 * keep plain arrays and the TypeScript originals run: for tests and measurements that compare the
 * two.
 */
export function useKernels(on: boolean): void {
  enabled = on;
}

/** Whether states made now use the kernels: not turned off (useKernels), and WebAssembly runs. */
export const kernelsOn = (): boolean => enabled && kernels() !== null;

/** The region of a compiled rule set, written once. */
function rulesRegion(k: Kernels, c: Compiled): number {
  const known = k.rulesRegions.get(c);
  if (known !== undefined) return known;
  const L = k.layout;
  const at = k.arena.alloc(L.RULES_SIZE);
  if (at < 0) return -1;
  const b = k.bytes;
  b.fill(0, at, at + L.RULES_SIZE);
  b[at + L.RULES_N_COLS] = c.nCols;
  b[at + L.RULES_N_CELLS] = c.nCells;
  b[at + L.RULES_EMPTY_POLICY] = c.emptyPolicy;
  b[at + L.RULES_RUN_START] = c.runStart;
  b[at + L.RULES_SELECTIVE] = c.selective ? 1 : 0;
  b[at + L.RULES_REMOVABLE] = c.removable ? 1 : 0;
  b[at + L.RULES_MAX_RANK] = c.maxRank;
  b[at + L.RULES_CELL_STAY] = c.cellStay;
  b[at + L.RULES_DECK] = c.deck;
  b[at + L.RULES_NATURAL_BASE] = c.naturalBase;
  b.set(c.parents, at + L.RULES_PARENTS);
  b.set(c.parentsCount, at + L.RULES_PARENTS_COUNT);
  b.set(c.runLimits, at + L.RULES_RUN_LIMITS);
  b.set(c.rankAt, at + L.RULES_RANK_AT);
  b.set(c.canBuild, at + L.RULES_CAN_BUILD);
  b.set(c.indexOf, at + L.RULES_INDEX_OF);
  b.set(c.builders, at + L.RULES_BUILDERS);
  b.set(c.buildersCount, at + L.RULES_BUILDERS_COUNT);
  k.rulesRegions.set(c, at);
  k.collected.register(c, { at, bytes: L.RULES_SIZE });
  return at;
}

/**
 * A region for a state of rule set `c` with columns `stride` bytes apart, released when `owner` is
 * collected; null when the kernels are off or unavailable, or the memory is full.
 */
export function stateRegion(c: Compiled, stride: number, owner: object): StateRegion | null {
  if (!enabled) return null;
  const k = kernels();
  if (!k) return null;
  const L = k.layout;
  const size = c.nCols * stride;
  // The byte arrays, then the sums (i32) from the next multiple of 4: assembly/kernels.ts's layout.
  const cumAt = (L.STATE_COLS + 5 * size + 3) & ~3;
  const bytes = cumAt + 4 * size;
  const rulesAt = rulesRegion(k, c);
  if (rulesAt < 0) return null;
  const at = k.arena.alloc(bytes);
  if (at < 0) return null;
  k.bytes.fill(0, at, at + bytes);
  k.collected.register(owner, { at, bytes }, owner);
  const buffer = k.bytes.buffer;
  const view = (offset: number, length: number) => new Uint8Array(buffer, at + offset, length);
  return {
    at,
    bytes,
    rulesAt,
    len: view(L.STATE_LEN, c.nCols),
    cells: view(L.STATE_CELLS, Math.max(1, c.nCells)),
    found: view(L.STATE_FOUND, 4),
    nextCard: view(L.STATE_NEXT_CARD, 4),
    where: view(L.STATE_WHERE, 64),
    pos: view(L.STATE_POS, 64),
    cols: view(L.STATE_COLS, size),
    runStarts: view(L.STATE_COLS + size, size),
    weights: new Float64Array(buffer, at + L.STATE_WEIGHTS, 11),
    fi: view(L.STATE_FI, 64),
    evalTop: view(L.STATE_EVAL_TOP, c.nCols),
    pmin: view(L.STATE_COLS + 2 * size, size),
    pminAt: view(L.STATE_COLS + 3 * size, size),
    sorted: view(L.STATE_COLS + 4 * size, size),
    cum: new Int32Array(buffer, at + cumAt, size),
    key: view(L.STATE_KEY, keyBytesFor(c.deck)),
    keyWords: new Uint32Array(buffer, at + L.STATE_KEY, keyBytesFor(c.deck) / 4),
    scalars: new Int32Array(buffer, at + L.STATE_SCALARS, SCALARS),
    colTotal: new Float64Array(buffer, at + L.STATE_COL_TOTAL, 1),
  };
}

/**
 * Gives `owner`'s region back at once, for a state its owner drops (it must not be used again):
 * collection frees regions too, but only after a garbage collection and a turn of the event loop,
 * which a long synchronous run of states made and dropped would outpace.
 */
export function freeStateRegion(owner: object, region: StateRegion): void {
  const k = loaded;
  if (!k || !k.collected.unregister(owner)) return;
  k.arena.release(region.at, region.bytes);
}

/**
 * What the kernels need of a search state: where its region and its rule set's are, and its
 * column stride (they read its scalars from the region themselves).
 */
export interface KernelState {
  readonly regionAt: number;
  readonly rulesAt: number;
  readonly S: number;
}

/** movegen.ts genMoves, by the kernel, for a state with a region. */
export function kernelGenMoves(st: KernelState, out: Int32Array, level: number): number {
  const k = loaded!;
  const n = k.exports.genMoves(st.regionAt, st.rulesAt, st.S, level);
  const moves = k.out;
  for (let i = 0; i < n; i++) out[i] = moves[i]!;
  return n;
}

/** macros.ts dryDig, by the kernel, for a state with a region: its moves go to `steps` from `at`. */
export function kernelDryDig(
  st: KernelState,
  col: number,
  p: number,
  dest: number,
  made: number,
  maxSteps: number,
  steps: Int32Array,
  at: number,
): number {
  const k = loaded!;
  const n = k.exports.dryDig(st.regionAt, st.rulesAt, st.S, col, p, dest, made, maxSteps);
  const moves = k.out;
  for (let i = 0; i < n; i++) steps[at + i] = moves[i]!;
  return n;
}

/**
 * Evaluation.peek for a state with a region, by the kernel: whether it can tell, and the moving
 * card, its new support, the child's full hash and h(child) − h(this) in `peeked`.
 */
export function kernelPeek(st: KernelState, m: number): boolean {
  const k = loaded!;
  if (k.exports.peek(st.regionAt, st.rulesAt, st.S, m) === 0) return false;
  peeked.card = k.outWords[0]!;
  peeked.support = k.outWords[1]!;
  peeked.delta = k.outDelta[0]!;
  peeked.hash = k.outHash[0]!;
  return true;
}

/** What kernelPeek found. */
export const peeked = { card: 0, support: 0, hash: 0, delta: 0 };

/** Evaluation.h, by the kernel, for a state with a region. */
export function kernelH(st: KernelState): number {
  return loaded!.exports.h(st.regionAt, st.rulesAt);
}

/** Evaluation.evalColumn, by the kernel, for a state with a region. */
export function kernelEvalColumn(st: KernelState, col: number, from: number, to: number): number {
  return loaded!.exports.evalColumn(st.regionAt, st.rulesAt, st.S, col, from, to);
}

/** The undo record a kernel's moves go on (SearchState's), grown as needed. */
export interface UndoRecord {
  undoStack: Int32Array;
  sp: number;
}

/** Room on the undo record for n more moves. */
export function undoRoom(st: UndoRecord, n: number): void {
  if (st.sp + 2 * n <= st.undoStack.length) return;
  const bigger = new Int32Array(Math.max(st.undoStack.length * 2, st.sp + 2 * n));
  bigger.set(st.undoStack);
  st.undoStack = bigger;
}

/** make.ts apply, by the kernel, for a state with a region: returns what undo needs besides the move. */
export function kernelApply(st: KernelState, m: number): number {
  return loaded!.exports.apply(st.regionAt, st.rulesAt, st.S, m);
}

/** make.ts undo, by the kernel: takes back `m`, which kernelApply answered `info` to. */
export function kernelUndo(st: KernelState, m: number, info: number): void {
  loaded!.exports.undo(st.regionAt, st.rulesAt, st.S, m, info);
}

/** Pushes the kernel's n (move, answer) pairs (at OUT_AT, or in `out`) on the record. */
function pushPairs(st: UndoRecord, n: number, out: Int32Array = loaded!.out): void {
  undoRoom(st, n);
  const stack = st.undoStack;
  let sp = st.sp;
  for (let i = 0; i < 2 * n; i++) stack[sp++] = out[i]!;
  st.sp = sp;
}

/** autoplay.ts applyAndAutoplay, by the kernel: the moves made go on the record; returns how many. */
export function kernelApplyAndAutoplay(st: KernelState & UndoRecord, m: number): number {
  const n = loaded!.exports.applyAndAutoplay(st.regionAt, st.rulesAt, st.S, m);
  pushPairs(st, n);
  return n;
}

/** autoplay.ts autoplay, by the kernel: the moves made go on the record (and on `log`); returns how many. */
export function kernelAutoplay(st: KernelState & UndoRecord, log?: number[]): number {
  const n = loaded!.exports.autoplay(st.regionAt, st.rulesAt, st.S);
  if (n === 0) return 0;
  const from = st.sp;
  pushPairs(st, n);
  if (log) for (let i = 0; i < n; i++) log.push(st.undoStack[from + 2 * i]!);
  return n;
}

/** The longest dig kernelDig takes (longer ones: macros.ts's original). */
export function kernelDigMax(): number {
  return loaded!.layout.DIG_MAX_STEPS;
}

/**
 * macros.ts dig, by the kernel, for a state with a region (maxSteps ≤ kernelDigMax()): the steps go
 * to `steps` from `at` and the moves made on the record; returns the steps, or −1 with the state
 * unchanged.
 */
export function kernelDig(
  st: KernelState & UndoRecord,
  target: number,
  dest: number,
  steps: Int32Array,
  at: number,
  maxSteps: number,
): number {
  const k = loaded!;
  const n = k.exports.dig(st.regionAt, st.rulesAt, st.S, target, dest, maxSteps);
  if (n < 0) return -1;
  const digSteps = k.digSteps;
  for (let i = 0; i < n; i++) steps[at + i] = digSteps[i]!;
  pushPairs(st, k.digMade[0]!, k.pairs);
  return n;
}

/** The longest dig kernelJudgeDigs takes (maxSteps; longer ones: macros.ts's original). */
export function kernelJudgeDigsMax(): number {
  return loaded!.layout.DIG_RECORD_STEPS_MAX - 1;
}

/**
 * macros.ts judgeDigs, by the kernel, for a state with a region (maxSteps ≤ kernelJudgeDigsMax()):
 * the records, valid until the next call.
 */
export function kernelJudgeDigs(st: KernelState, homeOnly: boolean, maxSteps: number): DigRecords {
  const k = loaded!;
  const recs = k.digRecords;
  recs.count = k.exports.judgeDigs(st.regionAt, st.rulesAt, st.S, homeOnly ? 1 : 0, maxSteps);
  return recs;
}

/** The kernel dfsRun's areas, where the kernels run (null: none here). */
export function kernelDfsArea(): DfsArea | null {
  return kernels()?.dfs ?? null;
}

/** What dfsRun is given about a scan (dfs.ts DfsScan's fields). */
export interface DfsRunParams {
  readonly level: number;
  readonly noiseAmp: number;
  readonly macroSteps: number;
  readonly homeOnly: boolean;
  /** NaN: none. */
  readonly digSlack: number;
  readonly maxDepth: number;
}

let dfsEpoch = 0;

/**
 * Which table dfsRun holds: a number that changes whenever a run starts a fresh one. A store whose
 * positions all came from the runs of this epoch (StateStore.kernelEpoch) is the table's mirror.
 */
export function kernelDfsEpoch(): number {
  return dfsEpoch;
}

/**
 * dfs.ts DfsScan's first turn by the kernel, for a state with a region (see assembly/kernels.ts
 * dfsRun), on a fresh table or (`fresh` false) on the table the last run left: the scan's rng goes
 * in; its outcome (DFS_OUTCOME) comes back, and what it keeps is in kernelDfsArea() until the next
 * call.
 */
export function kernelDfsRun(
  st: KernelState,
  p: DfsRunParams,
  rng: number,
  stopAt: number,
  maxStates: number,
  fresh: boolean,
): number {
  const k = loaded!;
  k.dfs.io[DFS_IO.rng] = rng;
  if (fresh) dfsEpoch++;
  return k.exports.dfsRun(
    st.regionAt,
    st.rulesAt,
    st.S,
    p.level,
    p.noiseAmp,
    p.macroSteps,
    p.homeOnly ? 1 : 0,
    p.digSlack,
    Math.min(p.maxDepth, 0x7fffffff),
    Math.min(stopAt, 0x7fffffff),
    Math.min(maxStates, 0x7fffffff),
    fresh ? 1 : 0,
  );
}

/**
 * dfs.ts judgeMoves, by the kernel, for a state with a region: the moves and their records, valid
 * until the next call; null (nothing judged) when the position has more moves than the kernel's
 * list holds.
 */
export function kernelJudgeMoves(st: KernelState, level: number): MoveRecords | null {
  const k = loaded!;
  const count = k.exports.judgeMoves(st.regionAt, st.rulesAt, st.S, level);
  if (count < 0) return null;
  const recs = k.moveRecords;
  recs.count = count;
  return recs;
}
