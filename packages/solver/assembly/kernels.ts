// The solver's WebAssembly kernels, in AssemblyScript: the hot functions of the search, on the
// search state's own bytes. `pnpm --filter @cascade/solver kernels` compiles this file into
// src/kernels/bytes.ts; src/kernels/runtime.ts loads it and lays the states out in its memory.
//
// Each kernel is a line-for-line port of its TypeScript original, which stays the reference (and
// the fallback where WebAssembly is not available): kernels.test.ts checks both give the same
// answers along solutions and random moves of every rule set the solver's tests know.
//
// Memory: OUT_AT holds a kernel's output (a move list, or what peek found); from
// ARENA_AT, regions that src/kernels/runtime.ts hands out: one per compiled rule set (RULES_*) and
// one per search state (STATE_*). Absolute addresses are exported as globals: the runtime reads
// them from here.

/** Where a kernel writes its output (up to 1,024 i32). */
export const OUT_AT: u32 = 1024;
/** A kernel's scratch space (512 bytes). */
const SCRATCH_AT: u32 = 5120;
/** dig's steps (up to DIG_MAX_STEPS i32), and how many moves it made in all (i32) just before them. */
export const DIG_STEPS_AT: u32 = 5636;
export const DIG_MADE_AT: u32 = 5632;
/** The longest dig the kernel takes (its steps and the moves they make fit beside OUT_AT). */
export const DIG_MAX_STEPS: i32 = 100;
/** dig's moves as (move, apply's answer) pairs (up to 256). */
export const PAIRS_AT: u32 = 6144;
/** The Zobrist table of the key's hash (canonical.ts ZOBRIST[card * 128 + below], 8,192 u32). */
export const ZOBRIST_AT: u32 = 8192;
/** canonical.ts ZOBRIST_EXTRA[slot * 256 + value], for the key's three extra bytes (768 u32). */
export const ZOBRIST_EXTRA_AT: u32 = 40960;
/**
 * judgeDigs' records, DIG_RECORD_WORDS i32 each (8-byte aligned), up to DIG_RECORDS_MAX: h of the
 * position the dig leads to (f64, words 0–1), its steps (2), 1 if it wins (3), the position's full
 * hash (4), the steps from word DIG_RECORD_STEPS, the position's key from word DIG_RECORD_KEY.
 */
export const DIGS_AT: u32 = 44032;
export const DIG_RECORDS_MAX: i32 = 128;
export const DIG_RECORD_STEPS: i32 = 6;
/** The longest dig judgeDigs records (steps; its maxSteps is at most one less). */
export const DIG_RECORD_STEPS_MAX: i32 = 16;
export const DIG_RECORD_KEY: i32 = 22;
export const DIG_RECORD_WORDS: i32 = 40;
/** judgeMoves' move list (up to MOVES_MAX moves, i32). */
export const MOVES_AT: u32 = 64512;
export const MOVES_MAX: i32 = 256;
/**
 * judgeMoves' records, one a move in the list's order, MOVE_RECORD_WORDS i32 each (8-byte
 * aligned): an f64 (words 0–1: h(child) − h(this) for a move peeked, h(child) for one played), what
 * the move is (2: MOVE_PEEKED, MOVE_PLAYED or MOVE_WON), the card and its new support (3, 4; peeked),
 * the child's full hash (5), the child's key from word MOVE_RECORD_KEY (played).
 */
export const MOVE_RECORDS_AT: u32 = 65536;
export const MOVE_RECORD_WORDS: i32 = 24;
export const MOVE_RECORD_KEY: i32 = 6;
export const MOVE_PEEKED: i32 = 1;
export const MOVE_PLAYED: i32 = 2;
export const MOVE_WON: i32 = 3;
/**
 * dfsRun's working memory (depth-first scans' first turns, run whole here: see dfsRun). Its table
 * of the positions the scans entered: DFS_SLOTS slots (u32: entry + 1, 0 empty), each entry's full
 * hash, its slot, and its key (DFS_KEY_WORDS words each), up to DFS_ENTRIES.
 */
export const DFS_SLOTS: i32 = 16384;
export const DFS_ENTRIES: i32 = 8192;
export const DFS_KEY_WORDS: i32 = 17;
export const DFS_TABLE_AT: u32 = 90112;
export const DFS_HASHES_AT: u32 = DFS_TABLE_AT + <u32>DFS_SLOTS * 4;
const DFS_SLOT_OF_AT: u32 = DFS_HASHES_AT + <u32>DFS_ENTRIES * 4;
export const DFS_KEYS_AT: u32 = DFS_SLOT_OF_AT + <u32>DFS_ENTRIES * 4;
/** The scan's line: its moves in try order (mv), macro moves (mac: steps, then the moves). */
export const DFS_MV_MAX: i32 = 16384;
export const DFS_MV_AT: u32 = DFS_KEYS_AT + <u32>(DFS_ENTRIES * DFS_KEY_WORDS) * 4;
export const DFS_MAC_MAX: i32 = 16384;
export const DFS_MAC_AT: u32 = DFS_MV_AT + <u32>DFS_MV_MAX * 4;
/** Per depth (up to DFS_DEPTH_MAX): segment start and end in mv, the next move, moves made, where the macros start. */
export const DFS_DEPTH_MAX: i32 = 2048;
export const DFS_SEG_START_AT: u32 = DFS_MAC_AT + <u32>DFS_MAC_MAX * 4;
export const DFS_SEG_END_AT: u32 = DFS_SEG_START_AT + <u32>DFS_DEPTH_MAX * 4;
export const DFS_CUR_AT: u32 = DFS_SEG_END_AT + <u32>DFS_DEPTH_MAX * 4;
export const DFS_MADE_AT: u32 = DFS_CUR_AT + <u32>DFS_DEPTH_MAX * 4;
export const DFS_MAC_START_AT: u32 = DFS_MADE_AT + <u32>DFS_DEPTH_MAX * 4;
/** An expansion's sort keys (f64) and the mac entry of each macro scored (i32), up to 1,024. */
export const DFS_SORT_AT: u32 = DFS_MAC_START_AT + <u32>DFS_DEPTH_MAX * 4;
export const DFS_MAC_OF_AT: u32 = DFS_SORT_AT + 1024 * 8;
/** The moves made along the line, as (move, apply's answer) pairs (the state's undo record). */
export const DFS_PAIRS_MAX: i32 = 16384;
export const DFS_PAIRS_AT: u32 = DFS_MAC_OF_AT + 1024 * 4;
/** dfsRun's scalars (i32 each, at DFS_IO_AT + 4 · DFS_IO_*): in and out. */
export const DFS_IO_AT: u32 = DFS_PAIRS_AT + <u32>DFS_PAIRS_MAX * 8;
export const DFS_IO_TOP: u32 = 0;
export const DFS_IO_MAC_TOP: u32 = 1;
export const DFS_IO_DEPTH: u32 = 2;
export const DFS_IO_VISITS: u32 = 3;
export const DFS_IO_RNG: u32 = 4;
/** Entries in the table. */
export const DFS_IO_COUNT: u32 = 5;
/** Pairs on the line. */
export const DFS_IO_PAIRS: u32 = 6;
/** The winning entry (found). */
export const DFS_IO_WON: u32 = 7;
/** A scratch key (RECORD_KEY_WORDS_MAX words) for a peeked child. */
const DFS_CHILD_KEY_AT: u32 = DFS_IO_AT + 64;
/** Where the regions start. */
export const ARENA_AT: u32 = DFS_CHILD_KEY_AT + 128;

// A rule set's region: the Compiled's scalars, then its tables.
export const RULES_N_COLS: u32 = 0;
export const RULES_N_CELLS: u32 = 1;
export const RULES_EMPTY_POLICY: u32 = 2;
export const RULES_RUN_START: u32 = 3;
/** 0 unlimited, 1 next-move, 2 single-use (compiled.ts CELL_STAY). */
export const RULES_CELL_STAY: u32 = 4;
export const RULES_SELECTIVE: u32 = 5;
export const RULES_REMOVABLE: u32 = 6;
export const RULES_MAX_RANK: u32 = 7;
/** Cards in the deck. */
export const RULES_DECK: u32 = 8;
/** The base the heuristic assumes before the first card goes home (Evaluation.guessBase). */
export const RULES_NATURAL_BASE: u32 = 9;
/** parents[card * 4 .. + parentsCount[card]). */
export const RULES_PARENTS: u32 = 16;
export const RULES_PARENTS_COUNT: u32 = 272;
/** runLimits[(free · 16 + empties) · 2 + toEmpty]. */
export const RULES_RUN_LIMITS: u32 = 336;
/** rankAt[base * 16 + i]. */
export const RULES_RANK_AT: u32 = 848;
/** canBuild[card * 64 + onto]. */
export const RULES_CAN_BUILD: u32 = 1104;
/** indexOf[base * 16 + rank]. */
export const RULES_INDEX_OF: u32 = 5200;
/** builders[card * 4 .. + buildersCount[card]). */
export const RULES_BUILDERS: u32 = 5456;
export const RULES_BUILDERS_COUNT: u32 = 5712;
export const RULES_SIZE: u32 = 5776;

// A search state's region: SearchState's and its Evaluation's arrays that the kernels read.
export const STATE_LEN: u32 = 0;
export const STATE_CELLS: u32 = 16;
export const STATE_FOUND: u32 = 32;
export const STATE_NEXT_CARD: u32 = 36;
export const STATE_WHERE: u32 = 64;
export const STATE_POS: u32 = 128;
/** The heuristic's weights, 11 f64 in heuristic.ts's order (notHome … nextDepth). */
export const STATE_WEIGHTS: u32 = 192;
/** The evaluation's foundation index of each card (64). */
export const STATE_FI: u32 = 288;
/** The evaluation's columns checked so far (16). */
export const STATE_EVAL_TOP: u32 = 352;
/** The canonical key (canonical.ts: a card's support, then base, closed cells, pending card + 1). */
export const STATE_KEY: u32 = 368;
/** The state's scalars, i32 each, at STATE_SCALARS + 4 · SCALAR_*. */
export const STATE_SCALARS: u32 = 440;
export const SCALAR_BASE: u32 = 0;
export const SCALAR_PENDING: u32 = 1;
export const SCALAR_CLOSED_COUNT: u32 = 2;
export const SCALAR_CLOSED_MASK: u32 = 3;
export const SCALAR_HOME: u32 = 4;
export const SCALAR_EMPTIES: u32 = 5;
export const SCALAR_CELLS_USED: u32 = 6;
/** The Zobrist hash of the key's card part. */
export const SCALAR_HASH: u32 = 7;
/** The evaluation's base (Evaluation.evalBase). */
export const SCALAR_EVAL_BASE: u32 = 8;
/** 1: a symmetric key (SearchState.sym). */
export const SCALAR_SYM: u32 = 9;
/** The evaluation's sum of the column scores (f64). */
export const STATE_COL_TOTAL: u32 = 480;
/**
 * Then, each nCols × stride: the columns, and the evaluation's per-position arrays: run starts,
 * lowest foundation index, where it lies, sorted so far (bytes), and the summed penalties (i32,
 * from the next multiple of 4): stateArrays.
 */
export const STATE_COLS: u32 = 488;

const W_NOT_HOME: u32 = 0;
const W_BLOCKER: u32 = 1;
const W_BLOCKER_IN_RUN: u32 = 2;
const W_NOT_SORTED: u32 = 3;
const W_NOT_ON_PARENT: u32 = 4;
const W_BURIED_KING: u32 = 5;
const W_LOW_DEPTH: u32 = 6;
const W_CELL: u32 = 7;
const W_CELL_SQUARED: u32 = 8;
const W_EMPTY_COLUMN: u32 = 9;
const W_NEXT_DEPTH: u32 = 10;

const CELL0: i32 = 10;
const FND0: i32 = 18;
const EMPTY_SLOT: i32 = 255;
const CLOSED_SLOT: i32 = 254;
const EMPTY_KINGS: i32 = 1;
const EMPTY_NONE: i32 = 2;
const GEN_EXACT: i32 = 0;
const GEN_GREEDY: i32 = 2;
const GEN_NO_CELLS: i32 = 3;
const CELL_STAY_NEXT_MOVE: i32 = 1;
const CELL_STAY_SINGLE_USE: i32 = 2;
// canonical.ts's key codes.
const BOTTOM: i32 = 52;
const CELL: i32 = 53;
const FOUND: i32 = 54;
const BOTTOM_AT: i32 = 64;
const CELL_AT: i32 = 80;

function at(base: u32, i: i32): i32 {
  return <i32>load<u8>(base + <u32>i);
}

function put(n: i32, m: i32): void {
  store<i32>(OUT_AT + ((<u32>n) << 2), m);
}

function pack(from: i32, to: i32, count: i32): i32 {
  return from | (to << 5) | (count << 10);
}

/** SearchState.accepts: whether the foundation takes `card` next. */
function accepts(st: u32, rules: u32, base: i32, card: i32): bool {
  if (base == 0) return true;
  const f = at(st + STATE_FOUND, card & 3);
  return f < at(rules, RULES_MAX_RANK) && at(rules + RULES_RANK_AT, base * 16 + f) == (card >> 2) + 1;
}

/** SearchState.foundationTop: the top card of foundation `s`, which must not be empty. */
function foundationTop(st: u32, rules: u32, base: i32, s: i32): i32 {
  return (at(rules + RULES_RANK_AT, base * 16 + at(st + STATE_FOUND, s) - 1) - 1) * 4 + s;
}

/** movegen.ts selectiveBlocked. */
function selectiveBlocked(st: u32, cols: u32, nCols: i32, stride: i32, card: i32, fromCol: i32): bool {
  const r = card >> 2;
  for (let i = 0; i < nCols; i++) {
    if (i == fromCol) continue;
    const n = at(st + STATE_LEN, i);
    if (n > 0 && at(cols, i * stride + n - 1) >> 2 == r) return true;
  }
  return false;
}

/** movegen.ts genFromSingle. */
function genFromSingle(
  st: u32,
  rules: u32,
  base: i32,
  n: i32,
  from: i32,
  card: i32,
  prune: bool,
  firstEmpty: i32,
  greedy: bool,
): i32 {
  const nCols = at(rules, RULES_N_COLS);
  const emptyPolicy = at(rules, RULES_EMPTY_POLICY);
  const len = st + STATE_LEN;
  if (from < FND0 && accepts(st, rules, base, card)) put(n++, pack(from, FND0 + (card & 3), 1));
  const before = n;
  for (let j = card * 4, end = j + at(rules + RULES_PARENTS_COUNT, card); j < end; j++) {
    const p = at(rules + RULES_PARENTS, j);
    const to = at(st + STATE_WHERE, p);
    if (to < nCols && at(st + STATE_POS, p) == at(len, to) - 1) put(n++, pack(from, to, 1));
  }
  if (firstEmpty < 0 || emptyPolicy == EMPTY_NONE) return n;
  if (greedy && n > before) return n;
  if (emptyPolicy == EMPTY_KINGS && (card >> 2) + 1 != at(rules, RULES_RUN_START)) return n;
  if (prune) put(n++, pack(from, firstEmpty, 1));
  else for (let to = firstEmpty; to < nCols; to++) if (at(len, to) == 0) put(n++, pack(from, to, 1));
  return n;
}

/**
 * movegen.ts genMoves: writes the legal moves of the state at `st` (rules at `rules`, columns
 * `stride` bytes apart) at OUT_AT and returns how many.
 */
export function genMoves(st: u32, rules: u32, stride: i32, level: i32): i32 {
  const free = freeCells(st, rules);
  const empties = scalar(st, SCALAR_EMPTIES);
  const pending = scalar(st, SCALAR_PENDING);
  const base = scalar(st, SCALAR_BASE);
  const prune = level != GEN_EXACT;
  const greedy = level >= GEN_GREEDY;
  const nCols = at(rules, RULES_N_COLS);
  const nCells = at(rules, RULES_N_CELLS);
  const len = st + STATE_LEN;
  const cells = st + STATE_CELLS;
  const where = st + STATE_WHERE;
  const pos = st + STATE_POS;
  const cols = st + STATE_COLS;
  const runStarts = cols + <u32>(nCols * stride);
  const parents = rules + RULES_PARENTS;
  const parentsCount = rules + RULES_PARENTS_COUNT;
  let firstFree = -1;
  if (free > 0) while (at(cells, ++firstFree) != EMPTY_SLOT);
  let firstEmpty = -1;
  if (empties > 0) while (at(len, ++firstEmpty) != 0);
  let n = 0;
  if (pending >= 0)
    return genFromSingle(st, rules, base, 0, CELL0 + pending, at(cells, pending), prune, firstEmpty, false);
  const limitNE = at(rules + RULES_RUN_LIMITS, (free * 16 + empties) * 2);
  const limitE = at(rules + RULES_RUN_LIMITS, (free * 16 + empties) * 2 + 1);
  const emptyPolicy = at(rules, RULES_EMPTY_POLICY);
  const runStart = at(rules, RULES_RUN_START);
  const selective = at(rules, RULES_SELECTIVE) != 0;
  const intoCells =
    free > 0 && level != GEN_NO_CELLS && !(prune && at(rules, RULES_CELL_STAY) == CELL_STAY_NEXT_MOVE);
  const b16 = base * 16;
  for (let from = 0; from < nCols; from++) {
    const l = at(len, from);
    if (l == 0) continue;
    const fb = from * stride;
    const top = at(cols, fb + l - 1);
    if (b16 == 0 || at(st + STATE_NEXT_CARD, top & 3) == top) put(n++, pack(from, FND0 + (top & 3), 1));
    const run = l - at(runStarts, fb + l - 1);
    const minK = greedy ? run : 1;
    const maxNE = run < limitNE ? run : limitNE;
    const beforeParents = n;
    for (let k = minK; k <= maxNE; k++) {
      const y = at(cols, fb + l - k);
      for (let j = y * 4, end = j + at(parentsCount, y); j < end; j++) {
        const p = at(parents, j);
        const to = at(where, p);
        if (to < nCols && to != from && at(pos, p) == at(len, to) - 1) put(n++, pack(from, to, k));
      }
    }
    const ontoParents = n - beforeParents;
    if (empties > 0 && emptyPolicy != EMPTY_NONE) {
      const maxE = run < limitE ? run : limitE;
      for (let to = prune ? firstEmpty : 0; to < nCols; to++) {
        if (at(len, to) != 0) continue;
        for (let k = minK; k <= maxE; k++) {
          if (prune && k == l) break;
          if (emptyPolicy == EMPTY_KINGS && (at(cols, fb + l - k) >> 2) + 1 != runStart) continue;
          put(n++, pack(from, to, k));
        }
        if (prune) break;
      }
    }
    const parentFree = greedy && minK == 1 && maxNE >= 1 && ontoParents > 0;
    if (
      intoCells &&
      minK == 1 &&
      !parentFree &&
      !(selective && selectiveBlocked(st, cols, nCols, stride, top, from))
    ) {
      if (prune) put(n++, pack(from, CELL0 + firstFree, 1));
      else
        for (let i = 0; i < nCells; i++) if (at(cells, i) == EMPTY_SLOT) put(n++, pack(from, CELL0 + i, 1));
    }
  }
  for (let i = 0; i < nCells; i++) {
    const card = at(cells, i);
    if (card >= CLOSED_SLOT) continue;
    n = genFromSingle(st, rules, base, n, CELL0 + i, card, prune, firstEmpty, greedy);
  }
  if (at(rules, RULES_REMOVABLE) != 0) {
    for (let s = 0; s < 4; s++) {
      if (at(st + STATE_FOUND, s) == 0) continue;
      n = genFromSingle(
        st,
        rules,
        base,
        n,
        FND0 + s,
        foundationTop(st, rules, base, s),
        prune,
        firstEmpty,
        false,
      );
    }
  }
  return n;
}

/**
 * macros.ts dryDig: dig's choice of its next moves, `made` moves into the dig of the card at
 * col[p] towards `dest`, from the state at `st` as it stands. Writes the moves at OUT_AT and
 * returns how many (≥ 1), or −1 when the dig fails for certain.
 */
export function dryDig(
  st: u32,
  rules: u32,
  stride: i32,
  col: i32,
  p: i32,
  dest: i32,
  made: i32,
  maxSteps: i32,
): i32 {
  // The dry run's own free cells and empty columns (it takes them as it places cards).
  let free = freeCells(st, rules);
  let empties = scalar(st, SCALAR_EMPTIES);
  const base = scalar(st, SCALAR_BASE);
  const one =
    at(rules, RULES_SELECTIVE) != 0 ||
    at(rules, RULES_REMOVABLE) != 0 ||
    at(rules, RULES_CELL_STAY) == CELL_STAY_NEXT_MOVE ||
    base == 0;
  const nCols = at(rules, RULES_N_COLS);
  const emptyPolicy = at(rules, RULES_EMPTY_POLICY);
  const selective = at(rules, RULES_SELECTIVE) != 0;
  const len = st + STATE_LEN;
  const cells = st + STATE_CELLS;
  const where = st + STATE_WHERE;
  const pos = st + STATE_POS;
  const cols = st + STATE_COLS;
  const rs = cols + <u32>(nCols * stride);
  const parents = rules + RULES_PARENTS;
  const parentsCount = rules + RULES_PARENTS_COUNT;
  const limits = rules + RULES_RUN_LIMITS;
  // The dry run's top card of each column it moved cards onto (where its bit of `placed` is set).
  const dryTop = SCRATCH_AT;
  if (dest == col || (dest < nCols && at(len, dest) == 0)) return -1;
  const off = col * stride;
  let h = at(len, col);
  let placed: u32 = 0;
  let filled: u32 = 0;
  for (let n = 0; ; n++) {
    if (h - 1 == p) return n == 0 ? -1 : n;
    if (made + n >= maxSteps) return -1;
    const run = h - at(rs, off + h - 1);
    const k = run < h - 1 - p ? run : h - 1 - p;
    const top = at(cols, off + h - 1);
    let to = -1;
    const limit = at(limits, (free * 16 + empties) * 2);
    let kk = k < limit ? k : limit;
    for (; kk >= 1 && to < 0; kk--) {
      const y = at(cols, off + h - kk);
      for (let b = y * 4, end = b + at(parentsCount, y); b < end && to < 0; b++) {
        const par = at(parents, b);
        const j = at(where, par);
        if (j >= nCols) continue;
        if (j != col) {
          if (j != dest && (placed & ((<u32>1) << (<u32>j))) == 0 && at(pos, par) == at(len, j) - 1) to = j;
        } else if (at(pos, par) >= h) {
          let i = 0;
          for (let q = placed; q != 0; q >>>= 1, i++)
            if ((q & 1) != 0 && at(dryTop, i) == par) {
              to = i;
              break;
            }
        }
      }
    }
    if (to >= 0) {
      kk++;
      put(n, pack(col, to, kk));
    } else if (free > 0 && !(selective && selectiveBlocked(st, cols, nCols, stride, top, col))) {
      let i = 0;
      while (at(cells, i) != EMPTY_SLOT || (filled & ((<u32>1) << (<u32>i))) != 0) i++;
      filled |= (<u32>1) << (<u32>i);
      free--;
      kk = 1;
      put(n, pack(col, CELL0 + i, 1));
    } else if (empties > 0 && emptyPolicy != EMPTY_NONE) {
      const toEmpty = at(limits, (free * 16 + empties) * 2 + 1);
      for (kk = k < toEmpty ? k : toEmpty; kk >= 1; kk--)
        if (emptyPolicy != EMPTY_KINGS || (at(cols, off + h - kk) >> 2) + 1 == at(rules, RULES_RUN_START))
          break;
      if (kk < 1) return -1;
      for (let j = 0; j < nCols && to < 0; j++)
        if (j != col && at(len, j) == 0 && (placed & ((<u32>1) << (<u32>j))) == 0) to = j;
      empties--;
      put(n, pack(col, to, kk));
    } else return -1;
    if (to >= 0) {
      placed |= (<u32>1) << (<u32>to);
      store<u8>(dryTop + <u32>to, <u8>top);
    }
    h -= kk;
    if (one || accepts(st, rules, base, at(cols, off + h - 1))) return n + 1;
  }
  return -1; // not reached: the loop returns
}

function weight(st: u32, i: u32): f64 {
  return load<f64>(st + STATE_WEIGHTS + (i << 3));
}

/** Evaluation.colScore: the share of h of the column at `off` holding n > 0 cards. */
function colScore(st: u32, pminAt: u32, cum: u32, off: i32, n: i32): f64 {
  return (
    <f64>load<i32>(cum + ((<u32>(off + n - 1)) << 2)) +
    weight(st, W_LOW_DEPTH) * <f64>(n - 1 - at(pminAt, off + n - 1))
  );
}

/**
 * Evaluation.appendScore: the score the column at `off` (n cards) would have with k more cards on
 * top: cols[srcOff ..] when srcOff ≥ 0, else the single card `card`.
 */
function appendScore(
  st: u32,
  rules: u32,
  cols: u32,
  pmin: u32,
  pminAt: u32,
  srt: u32,
  cum: u32,
  off: i32,
  n: i32,
  srcOff: i32,
  card: i32,
  k: i32,
): f64 {
  const fi = st + STATE_FI;
  const cb = rules + RULES_CAN_BUILD;
  const runStart = at(rules, RULES_RUN_START);
  let prev: i32;
  let pm: i32;
  let pa: i32;
  let sorted: bool;
  let sum: f64;
  let i = 0;
  if (n == 0) {
    prev = srcOff >= 0 ? at(cols, srcOff) : card;
    pm = at(fi, prev);
    pa = 0;
    sorted = true;
    sum = 0;
    i = 1;
  } else {
    prev = at(cols, off + n - 1);
    pm = at(pmin, off + n - 1);
    pa = at(pminAt, off + n - 1);
    sorted = at(srt, off + n - 1) == 1;
    sum = <f64>load<i32>(cum + ((<u32>(off + n - 1)) << 2));
  }
  for (; i < k; i++) {
    const x = srcOff >= 0 ? at(cols, srcOff + i) : card;
    const f = at(fi, x);
    const built = at(cb, x * 64 + prev) == 1;
    sorted = sorted && built;
    if (!sorted) sum += weight(st, W_NOT_SORTED);
    if (!built) sum += weight(st, W_NOT_ON_PARENT);
    if ((x >> 2) + 1 == runStart && n + i > 0) sum += weight(st, W_BURIED_KING);
    if (f > pm) sum += built ? weight(st, W_BLOCKER_IN_RUN) : weight(st, W_BLOCKER);
    else {
      pm = f;
      pa = n + i;
    }
    prev = x;
  }
  return sum + weight(st, W_LOW_DEPTH) * <f64>(n + k - 1 - pa);
}

/**
 * Evaluation.peek: for a move after which nothing can go home by itself, writes the moving card
 * (i32) at OUT_AT, its new support (i32) at OUT_AT + 4, h(child) − h(this) (f64) at OUT_AT + 8 and
 * the child's full hash (u32) at OUT_AT + 16, and returns 1; returns 0 when it cannot tell.
 */
export function peek(st: u32, rules: u32, stride: i32, m: i32): i32 {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const k = m >> 10;
  if (to >= FND0 || from >= FND0 || scalar(st, SCALAR_PENDING) >= 0) return 0;
  if (at(rules, RULES_SELECTIVE) != 0 || at(rules, RULES_REMOVABLE) != 0) return 0;
  if (at(rules, RULES_CELL_STAY) != 0 && (from >= CELL0 || to >= CELL0)) return 0;
  const nCols = at(rules, RULES_N_COLS);
  const size = nCols * stride;
  const len = st + STATE_LEN;
  const cols = st + STATE_COLS;
  const pmin = cols + <u32>(2 * size);
  const pminAt = cols + <u32>(3 * size);
  const srt = cols + <u32>(4 * size);
  const cum = (cols + <u32>(5 * size) + 3) & ~3;
  let card: i32;
  let dh: f64 = 0;
  const base = scalar(st, SCALAR_BASE);
  let used = scalar(st, SCALAR_CELLS_USED);
  let srcOff = -1;
  if (from < CELL0) {
    const off = from * stride;
    const n = at(len, from);
    const rest = n - k;
    card = at(cols, off + rest);
    if (rest > 0 && base != 0 && accepts(st, rules, base, at(cols, off + rest - 1))) return 0;
    srcOff = off + rest;
    dh -= colScore(st, pminAt, cum, off, n);
    if (rest == 0) dh -= weight(st, W_EMPTY_COLUMN);
    else dh += colScore(st, pminAt, cum, off, rest);
  } else {
    card = at(st + STATE_CELLS, from - CELL0);
    dh -= weight(st, W_CELL) + weight(st, W_CELL_SQUARED) * <f64>(2 * used - 1);
    used--;
  }
  if (to < CELL0) {
    const off = to * stride;
    const n = at(len, to);
    if (n == 0) dh += weight(st, W_EMPTY_COLUMN);
    else dh -= colScore(st, pminAt, cum, off, n);
    dh += appendScore(st, rules, cols, pmin, pminAt, srt, cum, off, n, srcOff, card, k);
  } else {
    dh += weight(st, W_CELL) + weight(st, W_CELL_SQUARED) * <f64>(2 * used + 1);
  }
  const wNext = weight(st, W_NEXT_DEPTH);
  if (wNext != 0) {
    const below = from < CELL0 ? at(len, from) - k : 0;
    for (let s = 0; s < 4; s++) {
      const x = at(st + STATE_NEXT_CARD, s);
      if (x == 255) continue;
      const wh = at(st + STATE_WHERE, x);
      if (wh == from && from < CELL0 && at(st + STATE_POS, x) < below) dh -= wNext * <f64>k;
      else if (wh == to && to < CELL0) dh += wNext * <f64>k;
    }
  }
  // The child's key: the card's new support, and the full hash (SearchState.mixHash).
  let nb: i32;
  if (to >= CELL0) nb = cellCode(st, to - CELL0);
  else {
    const n = at(len, to);
    nb = n == 0 ? bottomCode(st, to) : at(cols, to * stride + n - 1);
  }
  const key = st + STATE_KEY;
  const deck = <u32>at(rules, RULES_DECK);
  const cardHash = scalar(st, SCALAR_HASH) ^ zobrist(card, at(key, card)) ^ zobrist(card, nb);
  store<i32>(OUT_AT, card);
  store<i32>(OUT_AT + 4, nb);
  store<f64>(OUT_AT + 8, dh);
  store<i32>(OUT_AT + 16, mixKeyHash(cardHash, at(key + deck, 0), at(key + deck, 1), at(key + deck, 2)));
  return 1;
}

/** canonical.ts mixKeyHash: the full hash of a key from its card hash and extra bytes. */
function mixKeyHash(cardHash: i32, base: i32, closed: i32, pending: i32): i32 {
  let h =
    cardHash ^
    load<i32>(ZOBRIST_EXTRA_AT + ((<u32>base) << 2)) ^
    load<i32>(ZOBRIST_EXTRA_AT + ((<u32>(256 + closed)) << 2)) ^
    load<i32>(ZOBRIST_EXTRA_AT + ((<u32>(512 + pending)) << 2));
  h = (h ^ (<i32>((<u32>h) >> 16))) * <i32>0x85ebca6b;
  h = (h ^ (<i32>((<u32>h) >> 13))) * <i32>0xc2b2ae35;
  return h ^ (<i32>((<u32>h) >> 16));
}

/** Evaluation.h: the heuristic value of the state (lower is better; see heuristic.ts). */
export function h(st: u32, rules: u32): f64 {
  const wNext = weight(st, W_NEXT_DEPTH);
  let nextDepth = 0;
  if (wNext != 0) {
    for (let s = 0; s < 4; s++) {
      const card = at(st + STATE_NEXT_CARD, s);
      if (card == 255) continue;
      const wh = at(st + STATE_WHERE, card);
      if (wh < CELL0) nextDepth += at(st + STATE_LEN, wh) - 1 - at(st + STATE_POS, card);
    }
  }
  const used = <f64>scalar(st, SCALAR_CELLS_USED);
  return (
    weight(st, W_NOT_HOME) * <f64>(at(rules, RULES_DECK) - scalar(st, SCALAR_HOME)) +
    load<f64>(st + STATE_COL_TOTAL) +
    weight(st, W_CELL) * used +
    weight(st, W_CELL_SQUARED) * used * used -
    weight(st, W_EMPTY_COLUMN) * <f64>scalar(st, SCALAR_EMPTIES) +
    wNext * <f64>nextDepth
  );
}

/**
 * Evaluation.evalColumn: fills the evaluation's prefix arrays of column `col` for positions
 * from..to−1 (run starts, lowest foundation index and where it lies, sorted so far, summed
 * penalties) and returns the column's score at to−1.
 */
export function evalColumn(st: u32, rules: u32, stride: i32, col: i32, from: i32, to: i32): f64 {
  const nCols = at(rules, RULES_N_COLS);
  const size = nCols * stride;
  const cols = st + STATE_COLS;
  const rs = cols + <u32>size;
  const pmin = cols + <u32>(2 * size);
  const pminAt = cols + <u32>(3 * size);
  const srt = cols + <u32>(4 * size);
  const cum = (cols + <u32>(5 * size) + 3) & ~3;
  const fi = st + STATE_FI;
  const cb = rules + RULES_CAN_BUILD;
  const off = col * stride;
  let i = from;
  let prev: i32;
  let pm: i32;
  let pa: i32;
  let sorted: bool;
  let sum: f64;
  if (i == 0) {
    prev = at(cols, off);
    pm = at(fi, prev);
    pa = 0;
    sorted = true;
    sum = 0;
    store<u8>(pmin + <u32>off, <u8>pm);
    store<u8>(pminAt + <u32>off, 0);
    store<u8>(srt + <u32>off, 1);
    store<i32>(cum + ((<u32>off) << 2), 0);
    store<u8>(rs + <u32>off, 0);
    i = 1;
  } else {
    prev = at(cols, off + i - 1);
    pm = at(pmin, off + i - 1);
    pa = at(pminAt, off + i - 1);
    sorted = at(srt, off + i - 1) == 1;
    sum = <f64>load<i32>(cum + ((<u32>(off + i - 1)) << 2));
  }
  const wBlocker = weight(st, W_BLOCKER);
  const wInRun = weight(st, W_BLOCKER_IN_RUN);
  const wNotSorted = weight(st, W_NOT_SORTED);
  const wNotOnParent = weight(st, W_NOT_ON_PARENT);
  const wKing = weight(st, W_BURIED_KING);
  const king = at(rules, RULES_RUN_START);
  for (; i < to; i++) {
    const x = at(cols, off + i);
    const f = at(fi, x);
    const built = at(cb, x * 64 + prev) == 1;
    sorted = sorted && built;
    if (!sorted) sum += wNotSorted;
    if (!built) sum += wNotOnParent;
    if ((x >> 2) + 1 == king) sum += wKing;
    if (f > pm) sum += built ? wInRun : wBlocker;
    else {
      pm = f;
      pa = i;
    }
    const p = <u32>(off + i);
    store<u8>(pmin + p, <u8>pm);
    store<u8>(pminAt + p, <u8>pa);
    store<u8>(rs + p, built ? <u8>at(rs, off + i - 1) : <u8>i);
    store<u8>(srt + p, sorted ? 1 : 0);
    store<i32>(cum + (p << 2), <i32>sum);
    prev = x;
  }
  return sum + weight(st, W_LOW_DEPTH) * <f64>(to - 1 - pa);
}

// ---- Make and undo (make.ts), with the evaluation's bookkeeping (evaluation.ts) and autoplay ----

function scalar(st: u32, i: u32): i32 {
  return load<i32>(st + STATE_SCALARS + (i << 2));
}

function setScalar(st: u32, i: u32, v: i32): void {
  store<i32>(st + STATE_SCALARS + (i << 2), v);
}

function zobrist(card: i32, below: i32): i32 {
  return load<i32>(ZOBRIST_AT + ((<u32>(card * 128 + below)) << 2));
}

/** SearchState.bottomCode. */
function bottomCode(st: u32, col: i32): i32 {
  return scalar(st, SCALAR_SYM) != 0 ? BOTTOM : BOTTOM_AT + col;
}

/** SearchState.cellCode. */
function cellCode(st: u32, cell: i32): i32 {
  return scalar(st, SCALAR_SYM) != 0 ? CELL : CELL_AT + cell;
}

/** SearchState.writeExtras: the key's bytes after the cards. */
function writeExtras(st: u32, rules: u32): void {
  const key = st + STATE_KEY + <u32>at(rules, RULES_DECK);
  const pending = scalar(st, SCALAR_PENDING);
  store<u8>(key, <u8>scalar(st, SCALAR_BASE));
  store<u8>(
    key + 1,
    <u8>(scalar(st, SCALAR_SYM) != 0 ? scalar(st, SCALAR_CLOSED_COUNT) : scalar(st, SCALAR_CLOSED_MASK)),
  );
  store<u8>(key + 2, <u8>(pending < 0 ? 0 : at(st + STATE_CELLS, pending) + 1));
}

/** The evaluation's prefix arrays of a state (evalColumn's addresses). */
function pminAtOf(st: u32, rules: u32, stride: i32): u32 {
  return st + STATE_COLS + <u32>(3 * at(rules, RULES_N_COLS) * stride);
}

function cumOf(st: u32, rules: u32, stride: i32): u32 {
  return (st + STATE_COLS + <u32>(5 * at(rules, RULES_N_COLS) * stride) + 3) & ~3;
}

/** Evaluation.refreshNext: after foundation s grew or shrank. */
function refreshNext(st: u32, rules: u32, s: i32): void {
  const f = at(st + STATE_FOUND, s);
  const next =
    f >= at(rules, RULES_MAX_RANK)
      ? 255
      : (at(rules + RULES_RANK_AT, scalar(st, SCALAR_EVAL_BASE) * 16 + f) - 1) * 4 + s;
  store<u8>(st + STATE_NEXT_CARD + <u32>s, <u8>next);
}

/** Evaluation.refresh: every cached term of the heuristic from scratch. */
function refresh(st: u32, rules: u32, stride: i32): void {
  const base = scalar(st, SCALAR_BASE);
  const b = base != 0 ? base : at(rules, RULES_NATURAL_BASE);
  if (b != scalar(st, SCALAR_EVAL_BASE)) {
    setScalar(st, SCALAR_EVAL_BASE, b);
    const deck = at(rules, RULES_DECK);
    for (let card = 0; card < deck; card++)
      store<u8>(st + STATE_FI + <u32>card, <u8>at(rules + RULES_INDEX_OF, b * 16 + (card >> 2) + 1));
  }
  for (let s = 0; s < 4; s++) refreshNext(st, rules, s);
  let total: f64 = 0;
  const nCols = at(rules, RULES_N_COLS);
  for (let col = 0; col < nCols; col++) {
    const n = at(st + STATE_LEN, col);
    store<u8>(st + STATE_EVAL_TOP + <u32>col, <u8>n);
    if (n != 0) total += evalColumn(st, rules, stride, col, 0, n);
  }
  store<f64>(st + STATE_COL_TOTAL, total);
}

/** SearchState's setBase with Evaluation.baseChanged. */
function setBase(st: u32, rules: u32, stride: i32, b: i32): void {
  setScalar(st, SCALAR_BASE, b);
  const guess = b != 0 ? b : at(rules, RULES_NATURAL_BASE);
  if (guess != scalar(st, SCALAR_EVAL_BASE)) refresh(st, rules, stride);
}

/** make.ts popCards with Evaluation.shrunk: takes the top k cards off column `col`. */
function popCards(st: u32, rules: u32, stride: i32, col: i32, k: i32): void {
  const n = at(st + STATE_LEN, col);
  const m = n - k;
  const off = col * stride;
  const pminAt = pminAtOf(st, rules, stride);
  const cum = cumOf(st, rules, stride);
  let total = load<f64>(st + STATE_COL_TOTAL);
  total -= colScore(st, pminAt, cum, off, n);
  if (m != 0) total += colScore(st, pminAt, cum, off, m);
  store<f64>(st + STATE_COL_TOTAL, total);
  store<u8>(st + STATE_LEN + <u32>col, <u8>m);
  if (m == 0) setScalar(st, SCALAR_EMPTIES, scalar(st, SCALAR_EMPTIES) + 1);
}

/** make.ts pushWritten with Evaluation.grew: appends k cards already written above column `col`. */
function pushWritten(st: u32, rules: u32, stride: i32, col: i32, k: i32, same: bool): void {
  const n = at(st + STATE_LEN, col);
  const off = col * stride;
  const cols = st + STATE_COLS;
  if (n == 0) setScalar(st, SCALAR_EMPTIES, scalar(st, SCALAR_EMPTIES) - 1);
  for (let i = n; i < n + k; i++) {
    const x = <u32>at(cols, off + i);
    store<u8>(st + STATE_WHERE + x, <u8>col);
    store<u8>(st + STATE_POS + x, <u8>i);
  }
  store<u8>(st + STATE_LEN + <u32>col, <u8>(n + k));
  const pminAt = pminAtOf(st, rules, stride);
  const cum = cumOf(st, rules, stride);
  let total = load<f64>(st + STATE_COL_TOTAL);
  if (n != 0) total -= colScore(st, pminAt, cum, off, n);
  if (same && at(st + STATE_EVAL_TOP, col) >= n + k) total += colScore(st, pminAt, cum, off, n + k);
  else {
    total += evalColumn(st, rules, stride, col, n, n + k);
    store<u8>(st + STATE_EVAL_TOP + <u32>col, <u8>(n + k));
  }
  store<f64>(st + STATE_COL_TOTAL, total);
}

/** The column's cards from `src` copied to `dst` (k of them); whether they were there already. */
function copyRun(cols: u32, src: i32, dst: i32, k: i32): bool {
  let same = true;
  for (let i = 0; i < k; i++) {
    const x = at(cols, src + i);
    if (at(cols, dst + i) != x) {
      store<u8>(cols + <u32>(dst + i), <u8>x);
      same = false;
    }
  }
  return same;
}

/**
 * make.ts apply: plays the packed move `m` (assumed legal) on the state at `st` and returns what
 * undo needs besides the move: the card's old support, the pending cell + 1 (bits 8–15), the base
 * (from bit 16).
 */
export function apply(st: u32, rules: u32, stride: i32, m: i32): i32 {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const count = m >> 10;
  const cols = st + STATE_COLS;
  const len = st + STATE_LEN;
  const cells = st + STATE_CELLS;
  let card: i32;
  let newBelow: i32;
  // Lift.
  if (from < CELL0) {
    card = at(cols, from * stride + at(len, from) - count);
  } else if (from < FND0) {
    const i = from - CELL0;
    card = at(cells, i);
    setScalar(st, SCALAR_CELLS_USED, scalar(st, SCALAR_CELLS_USED) - 1);
    if (at(rules, RULES_CELL_STAY) == CELL_STAY_SINGLE_USE) {
      store<u8>(cells + <u32>i, <u8>CLOSED_SLOT);
      setScalar(st, SCALAR_CLOSED_COUNT, scalar(st, SCALAR_CLOSED_COUNT) + 1);
      setScalar(st, SCALAR_CLOSED_MASK, scalar(st, SCALAR_CLOSED_MASK) | (1 << i));
    } else store<u8>(cells + <u32>i, <u8>EMPTY_SLOT);
  } else {
    const s = from - FND0;
    card = foundationTop(st, rules, scalar(st, SCALAR_BASE), s);
    store<u8>(st + STATE_FOUND + <u32>s, <u8>(at(st + STATE_FOUND, s) - 1));
    setScalar(st, SCALAR_HOME, scalar(st, SCALAR_HOME) - 1);
    refreshNext(st, rules, s);
  }
  const key = st + STATE_KEY;
  const oldBelow = at(key, card);
  const oldPending = scalar(st, SCALAR_PENDING);
  const oldBase = scalar(st, SCALAR_BASE);
  setScalar(st, SCALAR_PENDING, -1);
  // Place.
  if (to < CELL0) {
    const n = at(len, to);
    newBelow = n == 0 ? bottomCode(st, to) : at(cols, to * stride + n - 1);
    const dst = to * stride + n;
    let same = true;
    if (from < CELL0) {
      same = copyRun(cols, from * stride + at(len, from) - count, dst, count);
      popCards(st, rules, stride, from, count);
    } else if (at(cols, dst) != card) {
      store<u8>(cols + <u32>dst, <u8>card);
      same = false;
    }
    pushWritten(st, rules, stride, to, count, same);
  } else {
    if (from < CELL0) popCards(st, rules, stride, from, 1);
    if (to < FND0) {
      const i = to - CELL0;
      store<u8>(cells + <u32>i, <u8>card);
      setScalar(st, SCALAR_CELLS_USED, scalar(st, SCALAR_CELLS_USED) + 1);
      store<u8>(st + STATE_WHERE + <u32>card, <u8>to);
      newBelow = cellCode(st, i);
      if (at(rules, RULES_CELL_STAY) == CELL_STAY_NEXT_MOVE) setScalar(st, SCALAR_PENDING, i);
    } else {
      const s = to - FND0;
      store<u8>(st + STATE_FOUND + <u32>s, <u8>(at(st + STATE_FOUND, s) + 1));
      setScalar(st, SCALAR_HOME, scalar(st, SCALAR_HOME) + 1);
      store<u8>(st + STATE_WHERE + <u32>card, <u8>to);
      newBelow = FOUND;
      if (scalar(st, SCALAR_BASE) == 0) setBase(st, rules, stride, (card >> 2) + 1);
      refreshNext(st, rules, s);
    }
  }
  store<u8>(key + <u32>card, <u8>newBelow);
  setScalar(st, SCALAR_HASH, scalar(st, SCALAR_HASH) ^ zobrist(card, oldBelow) ^ zobrist(card, newBelow));
  // The key's extra bytes change only with a pending card, the base, or a cell that closes.
  if (
    oldPending >= 0 ||
    scalar(st, SCALAR_PENDING) >= 0 ||
    scalar(st, SCALAR_BASE) != oldBase ||
    (from >= CELL0 && from < FND0)
  )
    writeExtras(st, rules);
  return oldBelow | ((oldPending + 1) << 8) | (oldBase << 16);
}

/** make.ts undo: takes back the move `m` that apply played and answered `info` to. */
export function undo(st: u32, rules: u32, stride: i32, m: i32, info: i32): void {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const count = m >> 10;
  const cols = st + STATE_COLS;
  const len = st + STATE_LEN;
  const cells = st + STATE_CELLS;
  let card: i32;
  // Take back from the destination.
  if (to < CELL0) {
    const n = at(len, to) - count;
    card = at(cols, to * stride + n);
    let same = true;
    if (from < CELL0) same = copyRun(cols, to * stride + n, from * stride + at(len, from), count);
    popCards(st, rules, stride, to, count);
    if (from < CELL0) pushWritten(st, rules, stride, from, count, same);
  } else if (to < FND0) {
    card = at(cells, to - CELL0);
    store<u8>(cells + <u32>(to - CELL0), <u8>EMPTY_SLOT);
    setScalar(st, SCALAR_CELLS_USED, scalar(st, SCALAR_CELLS_USED) - 1);
  } else {
    const s = to - FND0;
    card = foundationTop(st, rules, scalar(st, SCALAR_BASE), s);
    store<u8>(st + STATE_FOUND + <u32>s, <u8>(at(st + STATE_FOUND, s) - 1));
    setScalar(st, SCALAR_HOME, scalar(st, SCALAR_HOME) - 1);
    refreshNext(st, rules, s);
  }
  const oldBase = info >> 16;
  const baseChanged = oldBase != scalar(st, SCALAR_BASE);
  if (baseChanged) setBase(st, rules, stride, oldBase);
  // Restore the source.
  if (from < CELL0) {
    if (to >= CELL0) {
      const a = from * stride + at(len, from);
      const same = at(cols, a) == card;
      store<u8>(cols + <u32>a, <u8>card);
      pushWritten(st, rules, stride, from, 1, same);
    }
  } else if (from < FND0) {
    const i = from - CELL0;
    if (at(cells, i) == CLOSED_SLOT) {
      setScalar(st, SCALAR_CLOSED_COUNT, scalar(st, SCALAR_CLOSED_COUNT) - 1);
      setScalar(st, SCALAR_CLOSED_MASK, scalar(st, SCALAR_CLOSED_MASK) & ~(1 << i));
    }
    store<u8>(cells + <u32>i, <u8>card);
    setScalar(st, SCALAR_CELLS_USED, scalar(st, SCALAR_CELLS_USED) + 1);
    store<u8>(st + STATE_WHERE + <u32>card, <u8>from);
  } else {
    const s = from - FND0;
    store<u8>(st + STATE_FOUND + <u32>s, <u8>(at(st + STATE_FOUND, s) + 1));
    setScalar(st, SCALAR_HOME, scalar(st, SCALAR_HOME) + 1);
    store<u8>(st + STATE_WHERE + <u32>card, <u8>from);
    refreshNext(st, rules, s);
  }
  const key = st + STATE_KEY;
  const oldBelow = info & 255;
  const newBelow = at(key, card);
  store<u8>(key + <u32>card, <u8>oldBelow);
  setScalar(st, SCALAR_HASH, scalar(st, SCALAR_HASH) ^ zobrist(card, oldBelow) ^ zobrist(card, newBelow));
  // As in apply: the extras change only with a pending card (before or after), the base, or a cell.
  const wasPending = scalar(st, SCALAR_PENDING) >= 0;
  setScalar(st, SCALAR_PENDING, ((info >> 8) & 255) - 1);
  if (wasPending || scalar(st, SCALAR_PENDING) >= 0 || baseChanged || (from >= CELL0 && from < FND0))
    writeExtras(st, rules);
}

/** SearchState.isHome. */
function isHome(st: u32, rules: u32, card: i32): bool {
  const base = scalar(st, SCALAR_BASE);
  if (base == 0) return false;
  return at(rules + RULES_INDEX_OF, base * 16 + (card >> 2) + 1) < at(st + STATE_FOUND, card & 3);
}

/** autoplay.ts spare. */
function spare(st: u32, rules: u32, y: i32): bool {
  const fy = at(rules + RULES_INDEX_OF, scalar(st, SCALAR_BASE) * 16 + (y >> 2) + 1);
  const fs = at(st + STATE_FOUND, y & 3);
  if (fy < fs) return true;
  if (fy != fs) return false;
  const n = at(rules + RULES_BUILDERS_COUNT, y);
  if (at(rules, RULES_SELECTIVE) != 0) return n == 0;
  for (let j = y * 4, end = j + n; j < end; j++)
    if (!spare(st, rules, at(rules + RULES_BUILDERS, j))) return false;
  return true;
}

/** autoplay.ts safeHome. */
function safeHome(st: u32, rules: u32, stride: i32, card: i32, w: i32): bool {
  for (let j = card * 4, end = j + at(rules + RULES_BUILDERS_COUNT, card); j < end; j++)
    if (!spare(st, rules, at(rules + RULES_BUILDERS, j))) return false;
  if (at(rules, RULES_SELECTIVE) != 0 && w < CELL0) {
    const n = at(st + STATE_LEN, w);
    if (n >= 2) {
      const u = at(st + STATE_COLS, w * stride + n - 2);
      const r4 = u & ~3;
      for (let s = 0; s < 4; s++) {
        const o = r4 | s;
        if (o != u && !isHome(st, rules, o)) return false;
      }
    }
  }
  return true;
}

/** A move and apply's answer, as the n-th pair at `pairs` (what the caller pushes on its undo record). */
function putPair(pairs: u32, n: i32, m: i32, info: i32): void {
  store<i32>(pairs + ((<u32>n) << 3), m);
  store<i32>(pairs + ((<u32>n) << 3) + 4, info);
}

/**
 * autoplay.ts autoplay: sends every safe card home; writes each move with apply's answer as pairs
 * at `pairs` from pair `first`, and returns how many it made.
 */
function autoplayFrom(st: u32, rules: u32, stride: i32, pairs: u32, first: i32): i32 {
  if (at(rules, RULES_REMOVABLE) != 0 || scalar(st, SCALAR_BASE) == 0) return 0;
  const maxRank = at(rules, RULES_MAX_RANK);
  let made = 0;
  for (;;) {
    let progress = false;
    for (let s = 0; s < 4; s++) {
      const f = at(st + STATE_FOUND, s);
      if (f >= maxRank) continue;
      const card = (at(rules + RULES_RANK_AT, scalar(st, SCALAR_BASE) * 16 + f) - 1) * 4 + s;
      const w = at(st + STATE_WHERE, card);
      if (w < CELL0) {
        if (at(st + STATE_POS, card) != at(st + STATE_LEN, w) - 1) continue;
      } else if (w >= FND0) continue;
      const pending = scalar(st, SCALAR_PENDING);
      if (pending >= 0 && w != CELL0 + pending) continue;
      if (!safeHome(st, rules, stride, card, w)) continue;
      const m = pack(w, FND0 + s, 1);
      putPair(pairs, first + made, m, apply(st, rules, stride, m));
      made++;
      progress = true;
    }
    if (!progress) return made;
  }
  return made; // not reached: the loop returns
}

/** autoplay.ts autoplay, its moves and apply's answers as pairs at OUT_AT. */
export function autoplay(st: u32, rules: u32, stride: i32): i32 {
  return autoplayFrom(st, rules, stride, OUT_AT, 0);
}

/** applyAndAutoplay with its pairs at `pairs` from pair `first`. */
function applyAndAutoplayTo(st: u32, rules: u32, stride: i32, m: i32, pairs: u32, first: i32): i32 {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const wasPending = scalar(st, SCALAR_PENDING) >= 0;
  putPair(pairs, first, m, apply(st, rules, stride, m));
  if (to < FND0 && !wasPending && at(rules, RULES_SELECTIVE) == 0) {
    const base = scalar(st, SCALAR_BASE);
    if (from >= CELL0 || at(rules, RULES_REMOVABLE) != 0 || base == 0) return 1;
    const n = at(st + STATE_LEN, from);
    if (n == 0) return 1;
    if (!accepts(st, rules, base, at(st + STATE_COLS, from * stride + n - 1))) return 1;
  }
  return autoplayFrom(st, rules, stride, pairs, first + 1) + 1;
}

/**
 * autoplay.ts applyAndAutoplay: plays `m` where autoplay has nothing left to do, then autoplays;
 * writes every move made with apply's answer as pairs at OUT_AT and returns how many (m included).
 */
export function applyAndAutoplay(st: u32, rules: u32, stride: i32, m: i32): i32 {
  return applyAndAutoplayTo(st, rules, stride, m, OUT_AT, 0);
}

/** Free cells now (SearchState.freeCells). */
function freeCells(st: u32, rules: u32): i32 {
  return at(rules, RULES_N_CELLS) - scalar(st, SCALAR_CELLS_USED) - scalar(st, SCALAR_CLOSED_COUNT);
}

/** SearchState.runsAbove: how many built runs lie above position p of column col. */
function runsAbove(st: u32, rules: u32, stride: i32, col: i32, p: i32): i32 {
  const off = col * stride;
  const rs = st + STATE_COLS + <u32>(at(rules, RULES_N_COLS) * stride);
  let i = at(st + STATE_LEN, col) - 1;
  let runs = 0;
  while (i > p) {
    runs++;
    i = at(rs, off + i) - 1;
  }
  return runs;
}

/** movegen.ts canMoveFromColumn: whether k cards may move from column `from` to pile `to`. */
function canMoveFromColumn(st: u32, rules: u32, stride: i32, from: i32, to: i32, k: i32): bool {
  if (scalar(st, SCALAR_PENDING) >= 0 || from == to) return false;
  const len = st + STATE_LEN;
  const cols = st + STATE_COLS;
  const nCols = at(rules, RULES_N_COLS);
  const n = at(len, from);
  const run = n == 0 ? 0 : n - at(cols + <u32>(nCols * stride), from * stride + n - 1);
  if (k < 1 || k > n || k > run) return false;
  const card = at(cols, from * stride + n - k);
  if (to >= FND0)
    return k == 1 && to - FND0 == (card & 3) && accepts(st, rules, scalar(st, SCALAR_BASE), card);
  if (to >= CELL0) {
    if (k != 1 || at(st + STATE_CELLS, to - CELL0) != EMPTY_SLOT) return false;
    return !(at(rules, RULES_SELECTIVE) != 0 && selectiveBlocked(st, cols, nCols, stride, card, from));
  }
  const limits = rules + RULES_RUN_LIMITS;
  const space = (freeCells(st, rules) * 16 + scalar(st, SCALAR_EMPTIES)) * 2;
  const m = at(len, to);
  if (m == 0) {
    const policy = at(rules, RULES_EMPTY_POLICY);
    if (policy == EMPTY_NONE) return false;
    if (policy == EMPTY_KINGS && (card >> 2) + 1 != at(rules, RULES_RUN_START)) return false;
    return k <= at(limits, space + 1);
  }
  return (
    at(rules + RULES_CAN_BUILD, card * 64 + at(cols, to * stride + m - 1)) == 1 && k <= at(limits, space)
  );
}

/**
 * macros.ts dig: digs `target` (a card in a column, not at its top) out and moves it to `dest`,
 * every step with its autoplay (maxSteps ≤ DIG_MAX_STEPS). Writes the steps at DIG_STEPS_AT, every
 * move made with apply's answer as pairs at PAIRS_AT and their number at DIG_MADE_AT, and returns
 * the steps (≥ 2), leaving the state after the last one; or returns −1 with the state unchanged.
 */
export function dig(st: u32, rules: u32, stride: i32, target: i32, dest: i32, maxSteps: i32): i32 {
  const nCols = at(rules, RULES_N_COLS);
  const len = st + STATE_LEN;
  const cols = st + STATE_COLS;
  const where = st + STATE_WHERE;
  const col = at(where, target);
  if (col >= nCols || scalar(st, SCALAR_PENDING) >= 0) return -1;
  const p = at(st + STATE_POS, target);
  if (runsAbove(st, rules, stride, col, p) > maxSteps) return -1;
  const destTop = dest < nCols && at(len, dest) > 0 ? at(cols, dest * stride + at(len, dest) - 1) : -1;
  let made = 0;
  let n = 0;
  for (;;) {
    const known = dryDig(st, rules, stride, col, p, dest, n, maxSteps);
    if (known < 0) break;
    for (let i = 0; i < known; i++) {
      const m = load<i32>(OUT_AT + ((<u32>i) << 2));
      store<i32>(DIG_STEPS_AT + ((<u32>n) << 2), m);
      n++;
      made += applyAndAutoplayTo(st, rules, stride, m, PAIRS_AT, made);
    }
    if (at(where, target) != col) {
      // Autoplay sent it home on the way.
      if (dest >= FND0 && at(where, target) == dest) {
        store<i32>(DIG_MADE_AT, made);
        return n;
      }
      break;
    }
    if (dest < nCols && (at(len, dest) == 0 || at(cols, dest * stride + at(len, dest) - 1) != destTop)) break;
    // A card put into a next-move cell must leave it at once: the dig cannot go on.
    if (scalar(st, SCALAR_PENDING) >= 0) break;
    if (at(len, col) - 1 == p) {
      // The card is reached: its own move.
      if (!canMoveFromColumn(st, rules, stride, col, dest, 1)) break;
      const m = pack(col, dest, 1);
      store<i32>(DIG_STEPS_AT + ((<u32>n) << 2), m);
      n++;
      made += applyAndAutoplayTo(st, rules, stride, m, PAIRS_AT, made);
      store<i32>(DIG_MADE_AT, made);
      return n;
    }
  }
  undoPairs(st, rules, stride, PAIRS_AT, made);
  return -1;
}

/** Takes back the n moves at `pairs` (as putPair wrote them), the last first. */
function undoPairs(st: u32, rules: u32, stride: i32, pairs: u32, n: i32): void {
  for (let i = n - 1; i >= 0; i--) {
    const pair = pairs + ((<u32>i) << 3);
    undo(st, rules, stride, load<i32>(pair), load<i32>(pair + 4));
  }
}

/** SearchState.fullHash: the state's key hash, its card hash mixed with the key's extra bytes. */
function fullHash(st: u32, rules: u32): i32 {
  const key = st + STATE_KEY;
  const deck = at(rules, RULES_DECK);
  return mixKeyHash(scalar(st, SCALAR_HASH), at(key, deck), at(key, deck + 1), at(key, deck + 2));
}

/** The words of a state's key for these rules (canonical.ts keyBytesFor(deck) / 4). */
function keyWords(rules: u32): i32 {
  return (at(rules, RULES_DECK) + 6) >> 2;
}

/** Copies the state's key (its words: keyBytesFor(deck) / 4) to `out`. */
function copyKey(st: u32, rules: u32, out: u32): void {
  const key = st + STATE_KEY;
  for (let w = 0, words = keyWords(rules); w < words; w++)
    store<u32>(out + ((<u32>w) << 2), load<u32>(key + ((<u32>w) << 2)));
}

/**
 * Plays dig(target, dest) and, where it succeeds, writes record r (see DIGS_AT) of the position it
 * leads to and takes it back. Returns −1 when the dig fails, 1 when it wins, else 0.
 */
function judgeDig(st: u32, rules: u32, stride: i32, target: i32, dest: i32, maxSteps: i32, r: i32): i32 {
  const n = dig(st, rules, stride, target, dest, maxSteps);
  if (n < 0) return -1;
  const rec = DIGS_AT + <u32>(r * DIG_RECORD_WORDS * 4);
  const won: i32 = scalar(st, SCALAR_HOME) == at(rules, RULES_DECK) ? 1 : 0;
  store<f64>(rec, h(st, rules));
  store<i32>(rec + 8, n);
  store<i32>(rec + 12, won);
  store<i32>(rec + 16, fullHash(st, rules));
  const steps = rec + <u32>(DIG_RECORD_STEPS * 4);
  for (let i = 0; i < n; i++) store<i32>(steps + ((<u32>i) << 2), load<i32>(DIG_STEPS_AT + ((<u32>i) << 2)));
  copyKey(st, rules, rec + <u32>(DIG_RECORD_KEY * 4));
  undoPairs(st, rules, stride, PAIRS_AT, load<i32>(DIG_MADE_AT));
  return won;
}

/**
 * The columns (a bit each) whose top run has no card a parent on another column's top could take,
 * where no free cell and no empty column can take one either: a dig of any card in that column
 * cannot make its first move (dryDig looks for a place for a part of the top run above the card,
 * at most the run, and finds none), whatever its destination. 0 where a cell or an empty column is
 * free (a first move always has a place there).
 */
function stuckColumns(st: u32, rules: u32, stride: i32): u32 {
  const empties = scalar(st, SCALAR_EMPTIES);
  if (freeCells(st, rules) > 0 || (empties > 0 && at(rules, RULES_EMPTY_POLICY) != EMPTY_NONE)) return 0;
  const nCols = at(rules, RULES_N_COLS);
  const len = st + STATE_LEN;
  const cols = st + STATE_COLS;
  const rs = cols + <u32>(nCols * stride);
  const where = st + STATE_WHERE;
  const pos = st + STATE_POS;
  const parents = rules + RULES_PARENTS;
  const parentsCount = rules + RULES_PARENTS_COUNT;
  const limit = at(rules + RULES_RUN_LIMITS, empties * 2);
  let stuck: u32 = 0;
  for (let w = 0; w < nCols; w++) {
    const h = at(len, w);
    if (h == 0) continue;
    const off = w * stride;
    const run = h - at(rs, off + h - 1);
    let placeable = false;
    for (let kk = 1; kk <= run && kk <= limit && !placeable; kk++) {
      const y = at(cols, off + h - kk);
      for (let b = y * 4, end = b + at(parentsCount, y); b < end; b++) {
        const par = at(parents, b);
        const j = at(where, par);
        if (j < nCols && j != w && at(pos, par) == at(len, j) - 1) {
          placeable = true;
          break;
        }
      }
    }
    if (!placeable) stuck |= (<u32>1) << (<u32>w);
  }
  return stuck;
}

/**
 * dfs.ts's macro moves of the position, judged in one call (DfsScan.expandMacros): every dig
 * macros.ts digTargets lists, in its order, played with dig (maxSteps < DIG_RECORD_STEPS_MAX) and
 * taken back; a record (DIGS_AT) for each that succeeds, up to and including the first that wins.
 * Returns how many records. macros.ts judgeDigsTs is the original; this one also skips, without
 * playing, the digs stuckColumns rules out (the same records: they fail at their first move).
 */
export function judgeDigs(st: u32, rules: u32, stride: i32, homeOnly: i32, maxSteps: i32): i32 {
  const nCols = at(rules, RULES_N_COLS);
  const len = st + STATE_LEN;
  const cols = st + STATE_COLS;
  const where = st + STATE_WHERE;
  const pos = st + STATE_POS;
  // Digs listed (at most DIG_RECORDS_MAX, as macros.ts digTargets), and records written.
  let listed = 0;
  let count = 0;
  const stuck = stuckColumns(st, rules, stride);
  const base = scalar(st, SCALAR_BASE);
  if (base != 0) {
    const maxRank = at(rules, RULES_MAX_RANK);
    for (let s = 0; s < 4; s++) {
      const f = at(st + STATE_FOUND, s);
      if (f >= maxRank) continue;
      const card = (at(rules + RULES_RANK_AT, base * 16 + f) - 1) * 4 + s;
      const w = at(where, card);
      if (w < nCols && at(pos, card) != at(len, w) - 1) {
        listed++;
        if (((stuck >> (<u32>w)) & 1) != 0) continue;
        const r = judgeDig(st, rules, stride, card, FND0 + s, maxSteps, count);
        if (r < 0) continue;
        count++;
        if (r == 1) return count;
      }
    }
  }
  if (homeOnly != 0) return count;
  const builders = rules + RULES_BUILDERS;
  const canBuild = rules + RULES_CAN_BUILD;
  for (let j = 0; j < nCols; j++) {
    const l = at(len, j);
    if (l == 0) continue;
    const top = at(cols, j * stride + l - 1);
    for (let b = top * 4, end = b + at(rules + RULES_BUILDERS_COUNT, top); b < end; b++) {
      const y = at(builders, b);
      const w = at(where, y);
      if (w >= nCols || w == j) continue;
      const py = at(pos, y);
      if (py == at(len, w) - 1) continue;
      // A card already built on the card below it stays where it is.
      if (py > 0 && at(canBuild, y * 64 + at(cols, w * stride + py - 1)) == 1) continue;
      if (listed == DIG_RECORDS_MAX) return count;
      listed++;
      if (((stuck >> (<u32>w)) & 1) != 0) continue;
      const r = judgeDig(st, rules, stride, y, j, maxSteps, count);
      if (r < 0) continue;
      count++;
      if (r == 1) return count;
    }
  }
  return count;
}

/**
 * dfs.ts's plain moves of the position, judged in one call (DfsScan.expand): the moves genMoves
 * gives at `level`, copied to MOVES_AT, and for each a record (MOVE_RECORDS_AT): a move peek judges
 * is peeked; any other (one that sets autoplay off) is played with its autoplay, its child's h, full
 * hash and key recorded, and taken back. Stops after a move that wins. Returns how many records
 * (the moves' count unless one wins), or −1 with nothing judged when there are more than MOVES_MAX
 * moves. dfs.ts judgeMovesTs is the original.
 */
export function judgeMoves(st: u32, rules: u32, stride: i32, level: i32): i32 {
  const n = genMoves(st, rules, stride, level);
  if (n > MOVES_MAX) return -1;
  for (let i = 0; i < n; i++) store<i32>(MOVES_AT + ((<u32>i) << 2), load<i32>(OUT_AT + ((<u32>i) << 2)));
  const deck = at(rules, RULES_DECK);
  for (let i = 0; i < n; i++) {
    const m = load<i32>(MOVES_AT + ((<u32>i) << 2));
    const rec = MOVE_RECORDS_AT + <u32>(i * MOVE_RECORD_WORDS * 4);
    if (peek(st, rules, stride, m) != 0) {
      store<f64>(rec, load<f64>(OUT_AT + 8));
      store<i32>(rec + 8, MOVE_PEEKED);
      store<i32>(rec + 12, load<i32>(OUT_AT));
      store<i32>(rec + 16, load<i32>(OUT_AT + 4));
      store<i32>(rec + 20, load<i32>(OUT_AT + 16));
      continue;
    }
    const made = applyAndAutoplayTo(st, rules, stride, m, PAIRS_AT, 0);
    const won = scalar(st, SCALAR_HOME) == deck;
    if (won) store<i32>(rec + 8, MOVE_WON);
    else {
      store<f64>(rec, h(st, rules));
      store<i32>(rec + 8, MOVE_PLAYED);
      store<i32>(rec + 20, fullHash(st, rules));
      copyKey(st, rules, rec + <u32>(MOVE_RECORD_KEY * 4));
    }
    undoPairs(st, rules, stride, PAIRS_AT, made);
    if (won) return i + 1;
  }
  return n;
}

// ---- A depth-first scan's first turn, whole (dfs.ts DfsScan.run) --------------------------------

function io(i: u32): i32 {
  return load<i32>(DFS_IO_AT + (i << 2));
}

function setIo(i: u32, v: i32): void {
  store<i32>(DFS_IO_AT + (i << 2), v);
}

/** Whether entry e of the table holds the `words`-word key at `key`. */
function dfsKeyIs(e: i32, key: u32, words: i32): bool {
  const at = DFS_KEYS_AT + <u32>(e * DFS_KEY_WORDS) * 4;
  for (let w = 0; w < words; w++)
    if (load<u32>(at + ((<u32>w) << 2)) != load<u32>(key + ((<u32>w) << 2))) return false;
  return true;
}

/** The entry of the table holding the key at `key` (full hash `hash`), or −(the empty slot where it would go) − 1. */
function dfsFind(key: u32, hash: i32, words: i32): i32 {
  const mask = DFS_SLOTS - 1;
  let slot = hash & mask;
  for (
    let v = load<i32>(DFS_TABLE_AT + ((<u32>slot) << 2));
    v != 0;
    v = load<i32>(DFS_TABLE_AT + ((<u32>slot) << 2))
  ) {
    const e = v - 1;
    if (load<i32>(DFS_HASHES_AT + ((<u32>e) << 2)) == hash && dfsKeyIs(e, key, words)) return e;
    slot = (slot + 1) & mask;
  }
  return -slot - 1;
}

/** Whether the table holds the key at `key` (full hash `hash`). */
function dfsHas(key: u32, hash: i32, words: i32): bool {
  return dfsFind(key, hash, words) >= 0;
}

/** Adds the key at `key` unless the table holds it: whether it was added (the caller keeps count below DFS_ENTRIES). */
function dfsAdd(key: u32, hash: i32, words: i32): bool {
  const found = dfsFind(key, hash, words);
  if (found >= 0) return false;
  const slot = -found - 1;
  const e = io(DFS_IO_COUNT);
  store<i32>(DFS_TABLE_AT + ((<u32>slot) << 2), e + 1);
  store<i32>(DFS_SLOT_OF_AT + ((<u32>e) << 2), slot);
  store<i32>(DFS_HASHES_AT + ((<u32>e) << 2), hash);
  const at = DFS_KEYS_AT + <u32>(e * DFS_KEY_WORDS) * 4;
  for (let w = 0; w < words; w++) store<u32>(at + ((<u32>w) << 2), load<u32>(key + ((<u32>w) << 2)));
  setIo(DFS_IO_COUNT, e + 1);
  return true;
}

/** DfsScan.sortKey: the score (h in NOISE_SCALE units, plus the scan's noise) · 1024 + the child's place. */
function dfsSortKey(h: f64, index: i32, noiseAmp: i32): f64 {
  let score = h * 16;
  if (noiseAmp > 0) {
    let x = io(DFS_IO_RNG);
    x ^= x << 13;
    x ^= <i32>((<u32>x) >> 17);
    x ^= x << 5;
    setIo(DFS_IO_RNG, x);
    score += <f64>((x & 0x3fffffff) % (noiseAmp + 1));
  }
  return score * 1024 + <f64>index;
}

/** Takes back the last n pairs of the line. */
function dfsUndo(st: u32, rules: u32, stride: i32, n: i32): void {
  const np = io(DFS_IO_PAIRS) - n;
  undoPairs(st, rules, stride, DFS_PAIRS_AT + ((<u32>np) << 3), n);
  setIo(DFS_IO_PAIRS, np);
}

/** DfsScan.play: a move (≥ 0) or the macro at mac[−entry − 2], each step with its autoplay, on the line; the moves made. */
function dfsPlay(st: u32, rules: u32, stride: i32, entry: i32): i32 {
  const np = io(DFS_IO_PAIRS);
  let made = 0;
  if (entry >= 0) made = applyAndAutoplayTo(st, rules, stride, entry, DFS_PAIRS_AT, np);
  else {
    const at = DFS_MAC_AT + ((<u32>(-entry - 2)) << 2);
    for (let i = 1, end = load<i32>(at); i <= end; i++)
      made += applyAndAutoplayTo(st, rules, stride, load<i32>(at + ((<u32>i) << 2)), DFS_PAIRS_AT, np + made);
  }
  setIo(DFS_IO_PAIRS, np + made);
  return made;
}

/** What dfsExpand answers besides a winning entry: no win here, or the moves overflow judgeMoves' list. */
const DFS_NONE: i32 = -1;
const DFS_TOO_MANY: i32 = 0;

/**
 * DfsScan.expand (with expandMacros and plainWithin) at the current depth: the position's unseen
 * children scored and sorted, their entries pushed on mv. Returns a winning entry (a move ≥ 1024 or
 * a macro < −1), DFS_NONE, or DFS_TOO_MANY with nothing done (more moves than judgeMoves lists).
 */
function dfsExpand(
  st: u32,
  rules: u32,
  stride: i32,
  level: i32,
  noiseAmp: i32,
  macroSteps: i32,
  homeOnly: i32,
  digSlack: f64,
): i32 {
  const words = keyWords(rules);
  const h0 = h(st, rules);
  const n = judgeMoves(st, rules, stride, level);
  if (n < 0) return DFS_TOO_MANY;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const rec = MOVE_RECORDS_AT + <u32>(i * MOVE_RECORD_WORDS * 4);
    const kind = load<i32>(rec + 8);
    if (kind == MOVE_PEEKED) {
      // The child's key: this key with the card's new support.
      copyKey(st, rules, DFS_CHILD_KEY_AT);
      store<u8>(DFS_CHILD_KEY_AT + <u32>load<i32>(rec + 12), <u8>load<i32>(rec + 16));
      if (!dfsHas(DFS_CHILD_KEY_AT, load<i32>(rec + 20), words)) {
        store<f64>(DFS_SORT_AT + ((<u32>k) << 3), dfsSortKey(h0 + load<f64>(rec), i, noiseAmp));
        k++;
      }
    } else if (kind == MOVE_WON) return load<i32>(MOVES_AT + ((<u32>i) << 2));
    else if (!dfsHas(rec + <u32>(MOVE_RECORD_KEY * 4), load<i32>(rec + 20), words)) {
      store<f64>(DFS_SORT_AT + ((<u32>k) << 3), dfsSortKey(load<f64>(rec), i, noiseAmp));
      k++;
    }
  }
  const d = io(DFS_IO_DEPTH);
  store<i32>(DFS_MAC_START_AT + ((<u32>d) << 2), io(DFS_IO_MAC_TOP));
  let plainWithin = false;
  if (!isNaN(digSlack)) {
    const limit = ((h0 + digSlack) * 16 + 1) * 1024;
    for (let i = 0; i < k && !plainWithin; i++)
      if (load<f64>(DFS_SORT_AT + ((<u32>i) << 3)) < limit) plainWithin = true;
  }
  if (macroSteps > 0 && !plainWithin) {
    const count = judgeDigs(st, rules, stride, homeOnly, macroSteps);
    let mi = 0;
    for (let r = 0; r < count && n + mi < 1024; r++) {
      const rec = DIGS_AT + <u32>(r * DIG_RECORD_WORDS * 4);
      const steps = load<i32>(rec + 8);
      const macAt = io(DFS_IO_MAC_TOP);
      const mac = DFS_MAC_AT + ((<u32>macAt) << 2);
      store<i32>(mac, steps);
      for (let i = 0; i < steps; i++)
        store<i32>(mac + ((<u32>(1 + i)) << 2), load<i32>(rec + <u32>((DIG_RECORD_STEPS + i) * 4)));
      if (load<i32>(rec + 12) != 0) {
        setIo(DFS_IO_MAC_TOP, macAt + steps + 1);
        return -macAt - 2;
      }
      if (!dfsHas(rec + <u32>(DIG_RECORD_KEY * 4), load<i32>(rec + 16), words)) {
        store<f64>(DFS_SORT_AT + ((<u32>k) << 3), dfsSortKey(load<f64>(rec), n + mi, noiseAmp));
        k++;
        store<i32>(DFS_MAC_OF_AT + ((<u32>mi) << 2), -macAt - 2);
        mi++;
        setIo(DFS_IO_MAC_TOP, macAt + steps + 1);
      }
    }
  }
  // Insertion sort of the few keys.
  for (let i = 1; i < k; i++) {
    const x = load<f64>(DFS_SORT_AT + ((<u32>i) << 3));
    let j = i - 1;
    while (j >= 0 && load<f64>(DFS_SORT_AT + ((<u32>j) << 3)) > x) {
      store<f64>(DFS_SORT_AT + ((<u32>(j + 1)) << 3), load<f64>(DFS_SORT_AT + ((<u32>j) << 3)));
      j--;
    }
    store<f64>(DFS_SORT_AT + ((<u32>(j + 1)) << 3), x);
  }
  let top = io(DFS_IO_TOP);
  store<i32>(DFS_SEG_START_AT + ((<u32>d) << 2), top);
  for (let i = 0; i < k; i++) {
    const sortKey = load<f64>(DFS_SORT_AT + ((<u32>i) << 3));
    const j = <i32>(sortKey - Math.floor(sortKey / 1024) * 1024);
    store<i32>(
      DFS_MV_AT + ((<u32>top) << 2),
      j < n ? load<i32>(MOVES_AT + ((<u32>j) << 2)) : load<i32>(DFS_MAC_OF_AT + ((<u32>(j - n)) << 2)),
    );
    top++;
  }
  setIo(DFS_IO_TOP, top);
  store<i32>(DFS_SEG_END_AT + ((<u32>d) << 2), top);
  store<i32>(DFS_CUR_AT + ((<u32>d) << 2), top - k);
  return DFS_NONE;
}

/** dfsRun's outcomes (dfs.ts reads them). */
export const DFS_PAUSED: i32 = 0;
export const DFS_FOUND: i32 = 1;
export const DFS_EXHAUSTED: i32 = 2;
export const DFS_BUDGET: i32 = 3;
/** Stopped short of its room, at the top of its loop: the scan goes on in TypeScript from there. */
export const DFS_HANDOVER: i32 = 4;
/** A position entered whose moves overflow judgeMoves' list: TypeScript expands it and goes on. */
export const DFS_EXPAND: i32 = 5;
/** The root's moves overflow judgeMoves' list: nothing done, TypeScript runs the scan. */
export const DFS_ROOT: i32 = 6;

/**
 * dfs.ts DfsScan's first turn, whole: from the state at `st` (autoplayed, not won; the scan's root)
 * with a table holding only the root (`fresh`: the table is emptied and the root put in), or the
 * table as the last run left it (the same root: the first turns of the scans of one group that
 * share a table take turns here, the table all the positions they entered), the root's
 * expansion, then the scan's loop until `stopAt` positions are visited, a win, the end, or
 * `maxStates` positions in the table; or until its room here would run short (DFS_HANDOVER, at the top of the loop, where DfsScan.run goes on). Everything the scan
 * keeps is in the DFS_* areas: its line (mv, mac, and per depth segStart, segEnd, cur, made,
 * macStart), its scalars (DFS_IO_*: rng in; all out), the positions it entered (the table, the root
 * first, in the order entered) and the moves on its line (pairs). Returns DFS_PAUSED, DFS_FOUND
 * (the entry at DFS_IO_WON), DFS_EXHAUSTED, DFS_BUDGET, DFS_HANDOVER, DFS_EXPAND or DFS_ROOT.
 */
export function dfsRun(
  st: u32,
  rules: u32,
  stride: i32,
  level: i32,
  noiseAmp: i32,
  macroSteps: i32,
  homeOnly: i32,
  digSlack: f64,
  maxDepth: i32,
  stopAt: i32,
  maxStates: i32,
  fresh: i32,
): i32 {
  const words = keyWords(rules);
  if (fresh != 0) {
    // The slots the last table used, emptied (not the whole table: a deal's first turn is short).
    for (let e = 0, n = io(DFS_IO_COUNT); e < n; e++)
      store<i32>(DFS_TABLE_AT + ((<u32>load<i32>(DFS_SLOT_OF_AT + ((<u32>e) << 2))) << 2), 0);
    setIo(DFS_IO_COUNT, 0);
    dfsAdd(st + STATE_KEY, fullHash(st, rules), words);
  }
  setIo(DFS_IO_TOP, 0);
  setIo(DFS_IO_MAC_TOP, 0);
  setIo(DFS_IO_DEPTH, 0);
  setIo(DFS_IO_VISITS, 0);
  setIo(DFS_IO_PAIRS, 0);
  let won = dfsExpand(st, rules, stride, level, noiseAmp, macroSteps, homeOnly, digSlack);
  if (won == DFS_TOO_MANY) return DFS_ROOT;
  if (won != DFS_NONE) {
    setIo(DFS_IO_WON, won);
    return DFS_FOUND;
  }
  let visits = 0;
  for (;;) {
    const d = io(DFS_IO_DEPTH);
    const c = load<i32>(DFS_CUR_AT + ((<u32>d) << 2));
    if (c >= load<i32>(DFS_SEG_END_AT + ((<u32>d) << 2)) || d >= maxDepth) {
      if (d == 0) return DFS_EXHAUSTED;
      setIo(DFS_IO_TOP, load<i32>(DFS_SEG_START_AT + ((<u32>d) << 2)));
      setIo(DFS_IO_MAC_TOP, load<i32>(DFS_MAC_START_AT + ((<u32>d) << 2)));
      setIo(DFS_IO_DEPTH, d - 1);
      dfsUndo(st, rules, stride, load<i32>(DFS_MADE_AT + ((<u32>(d - 1)) << 2)));
      continue;
    }
    // Room for one more position of any size, or hand over here.
    if (
      io(DFS_IO_COUNT) >= DFS_ENTRIES ||
      d + 2 >= DFS_DEPTH_MAX ||
      io(DFS_IO_TOP) + MOVES_MAX + DIG_RECORDS_MAX > DFS_MV_MAX ||
      io(DFS_IO_MAC_TOP) + DIG_RECORDS_MAX * DIG_RECORD_STEPS_MAX > DFS_MAC_MAX ||
      io(DFS_IO_PAIRS) + 4096 > DFS_PAIRS_MAX
    )
      return DFS_HANDOVER;
    const m = load<i32>(DFS_MV_AT + ((<u32>c) << 2));
    store<i32>(DFS_CUR_AT + ((<u32>d) << 2), c + 1);
    const made = dfsPlay(st, rules, stride, m);
    if (!dfsAdd(st + STATE_KEY, fullHash(st, rules), words)) {
      dfsUndo(st, rules, stride, made);
      continue;
    }
    store<i32>(DFS_MADE_AT + ((<u32>d) << 2), made);
    setIo(DFS_IO_DEPTH, d + 1);
    won = dfsExpand(st, rules, stride, level, noiseAmp, macroSteps, homeOnly, digSlack);
    if (won == DFS_TOO_MANY) {
      setIo(DFS_IO_VISITS, visits);
      return DFS_EXPAND;
    }
    if (won != DFS_NONE) {
      setIo(DFS_IO_VISITS, visits);
      setIo(DFS_IO_WON, won);
      return DFS_FOUND;
    }
    if (io(DFS_IO_COUNT) >= maxStates) {
      setIo(DFS_IO_VISITS, visits);
      return DFS_BUDGET;
    }
    if (++visits >= stopAt) {
      setIo(DFS_IO_VISITS, visits);
      return DFS_PAUSED;
    }
    setIo(DFS_IO_VISITS, visits);
  }
  return DFS_EXHAUSTED; // not reached: the loop returns
}
