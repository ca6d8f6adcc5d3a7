// The solver's WebAssembly kernels, in AssemblyScript: the hot functions of the search, on the
// search state's own bytes. `pnpm --filter @cascade/solver kernels` compiles this file into
// src/kernels/bytes.ts; src/kernels/runtime.ts loads it and lays the states out in its memory.
//
// Each kernel is a line-for-line port of its TypeScript original, which stays the reference (and
// the fallback where WebAssembly is not available): kernels.test.ts checks both give the same
// answers along solutions and random moves of every rule set the solver's tests know.
//
// Memory: OUT_AT holds a kernel's output (a move list, or peek's card and change of h); from
// ARENA_AT, regions that src/kernels/runtime.ts hands out: one per compiled rule set (RULES_*) and
// one per search state (STATE_*). Absolute addresses are exported as globals: the runtime reads
// them from here.

/** Where a kernel writes its output (up to 1,024 i32). */
export const OUT_AT: u32 = 1024;
/** A kernel's scratch space (1,024 bytes). */
const SCRATCH_AT: u32 = 5120;
/** Where the regions start. */
export const ARENA_AT: u32 = 8192;

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
/** parents[card * 4 .. + parentsCount[card]). */
export const RULES_PARENTS: u32 = 16;
export const RULES_PARENTS_COUNT: u32 = 272;
/** runLimits[(free · 16 + empties) · 2 + toEmpty]. */
export const RULES_RUN_LIMITS: u32 = 336;
/** rankAt[base * 16 + i]. */
export const RULES_RANK_AT: u32 = 848;
/** canBuild[card * 64 + onto]. */
export const RULES_CAN_BUILD: u32 = 1104;
export const RULES_SIZE: u32 = 5200;

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
/**
 * Then, each nCols × stride: the columns, and the evaluation's per-position arrays: run starts,
 * lowest foundation index, where it lies, sorted so far (bytes), and the summed penalties (i32,
 * from the next multiple of 4): stateArrays.
 */
export const STATE_COLS: u32 = 368;

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
 * `stride` bytes apart) at OUT_AT and returns how many. The scalars are the state's own.
 */
export function genMoves(
  st: u32,
  rules: u32,
  stride: i32,
  level: i32,
  free: i32,
  empties: i32,
  pending: i32,
  base: i32,
): i32 {
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
 * returns how many (≥ 1), or −1 when the dig fails for certain. The scalars are the state's own.
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
  free: i32,
  empties: i32,
  base: i32,
): i32 {
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
 * Evaluation.peek without the hash: for a move after which nothing can go home by itself, writes
 * the moving card (i32) at OUT_AT and h(child) − h(this) (f64) at OUT_AT + 8 and returns 1; returns
 * 0 when it cannot tell. The scalars are the state's own.
 */
export function peek(st: u32, rules: u32, stride: i32, m: i32, base: i32, pending: i32, cellsUsed: i32): i32 {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const k = m >> 10;
  if (to >= FND0 || from >= FND0 || pending >= 0) return 0;
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
  let used = cellsUsed;
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
  store<i32>(OUT_AT, card);
  store<f64>(OUT_AT + 8, dh);
  return 1;
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
