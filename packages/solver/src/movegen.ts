// !! BROWSER SAFE !!
/**
 * Move generation on a search state: core's legal moves (runs as one move), or fewer, by level.
 * The run limit comes from core's runLimit (compiled.ts tabulates it); `runLimitNow` is where the
 * search reads it.
 */
import { CELL0, FND0, packMove, rankOfCard } from './codes.ts';
import { CELL_STAY, EMPTY_POLICY, runLimitAt } from './compiled.ts';
import { kernelGenMoves } from './kernels/runtime.ts';
import { CLOSED_SLOT, EMPTY_SLOT, type SearchState } from './state.ts';

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

/** A move set: one of the GEN_* levels above. */
export type MoveSet = typeof GEN_EXACT | typeof GEN_COMPLETE | typeof GEN_GREEDY | typeof GEN_NO_CELLS;

/** Whether searching a move set to the end is a proof (EXACT and COMPLETE drop no win). */
export const provesByExhaustion = (level: MoveSet): boolean => level === GEN_EXACT || level === GEN_COMPLETE;

/** How many cards may move as one run now, onto a card (toEmpty false) or into an empty column. */
export function runLimitNow(st: SearchState, toEmpty: boolean): number {
  return runLimitAt(st.c, st.freeCells(), st.empties, toEmpty);
}

/** Selective cells: whether a column other than `fromCol` shows a card of the same rank. */
export function selectiveBlocked(st: SearchState, card: number, fromCol: number): boolean {
  const r = card >> 2;
  const S = st.S;
  for (let i = 0; i < st.c.nCols; i++) {
    if (i === fromCol) continue;
    const n = st.len[i]!;
    if (n > 0 && st.cols[i * S + n - 1]! >> 2 === r) return true;
  }
  return false;
}

/**
 * Whether moving the top `k` cards of column `from` to pile `to` is legal: genMoves' rules (at
 * GEN_EXACT) for one move, cross-checked in state.test.ts.
 */
export function canMoveFromColumn(st: SearchState, from: number, to: number, k: number): boolean {
  const c = st.c;
  if (st.pending >= 0 || from === to) return false;
  const n = st.len[from]!;
  if (k < 1 || k > n || k > st.runLength(from)) return false;
  const card = st.cols[from * st.S + n - k]!;
  if (to >= FND0) return k === 1 && to - FND0 === (card & 3) && st.accepts(card);
  if (to >= CELL0) {
    if (k !== 1 || st.cells[to - CELL0] !== EMPTY_SLOT) return false;
    return !(c.selective && selectiveBlocked(st, card, from));
  }
  const m = st.len[to]!;
  if (m === 0) {
    if (c.emptyPolicy === EMPTY_POLICY.none) return false;
    if (c.emptyPolicy === EMPTY_POLICY.kings && rankOfCard(card) !== c.runStart) return false;
    return k <= runLimitNow(st, true);
  }
  return c.canBuild[card * 64 + st.cols[to * st.S + m - 1]!] === 1 && k <= runLimitNow(st, false);
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
export function genMoves(st: SearchState, out: Int32Array, level: number): number {
  return st.regionAt >= 0 ? kernelGenMoves(st, out, level) : genMovesTs(st, out, level);
}

/** genMoves in TypeScript: the kernel's original (assembly/kernels.ts), for states without a region. */
export function genMovesTs(st: SearchState, out: Int32Array, level: number): number {
  const prune = level !== GEN_EXACT;
  const greedy = level >= GEN_GREEDY;
  const c = st.c;
  const S = st.S;
  const nCols = c.nCols;
  const nCells = c.nCells;
  const cols = st.cols;
  const lens = st.len;
  const cells = st.cells;
  const where = st.where;
  const pos = st.pos;
  const free = st.freeCells();
  let firstFree = -1;
  if (free > 0) while (cells[++firstFree] !== EMPTY_SLOT);
  const empties = st.empties;
  let firstEmpty = -1;
  if (empties > 0) while (lens[++firstEmpty] !== 0);
  let n = 0;
  if (st.pending >= 0) {
    return genFromSingle(st, out, 0, CELL0 + st.pending, cells[st.pending]!, prune, firstEmpty, false);
  }
  const limitNE = runLimitAt(c, free, empties, false);
  const limitE = runLimitAt(c, free, empties, true);
  const emptyPolicy = c.emptyPolicy;
  // Read on every call, not only where a scan with cell moves gets to it: a read first met after
  // the function was optimized would deoptimize it.
  const nextMoveCells = c.cellStay === CELL_STAY['next-move'];
  const intoCells = free > 0 && level !== GEN_NO_CELLS && !(prune && nextMoveCells);
  const parents = c.parents;
  const parentsCount = c.parentsCount;
  const runStarts = st.ev.rs;
  const found = st.found;
  const b16 = st.base * 16;
  const next = st.ev.nextCard;
  // Column sources.
  for (let from = 0; from < nCols; from++) {
    const len = lens[from]!;
    if (len === 0) continue;
    const fb = from * S;
    const top = cols[fb + len - 1]!;
    // With a base, the heuristic's base is the base, so nextCard is what each foundation takes.
    if (b16 === 0 || next[top & 3] === top) out[n++] = packMove(from, FND0 + (top & 3), 1);
    const run = len - runStarts[fb + len - 1]!;
    // Greedy: only whole runs leave a column (but for home moves).
    const minK = greedy ? run : 1;
    // Onto the top card of another column: the card of the run that fits has a known rank.
    const maxNE = run < limitNE ? run : limitNE;
    const beforeParents = n;
    for (let k = minK; k <= maxNE; k++) {
      const y = cols[fb + len - k]!;
      for (let j = y * 4, end = j + parentsCount[y]!; j < end; j++) {
        // A parent on top of a column (whose top card sits at position len − 1).
        const p = parents[j]!;
        const to = where[p]!;
        if (to < nCols && to !== from && pos[p] === lens[to]! - 1) out[n++] = packMove(from, to, k);
      }
    }
    const ontoParents = n - beforeParents;
    // To empty columns.
    if (empties > 0 && emptyPolicy !== EMPTY_POLICY.none) {
      const maxE = run < limitE ? run : limitE;
      for (let to = prune ? firstEmpty : 0; to < nCols; to++) {
        if (lens[to] !== 0) continue;
        for (let k = minK; k <= maxE; k++) {
          if (prune && k === len) break; // the whole column to an empty one: the same position
          if (emptyPolicy === EMPTY_POLICY.kings && (cols[fb + len - k]! >> 2) + 1 !== c.runStart) continue;
          out[n++] = packMove(from, to, k);
        }
        if (prune) break;
      }
    }
    // Greedy: a card that can go onto a parent does not go into a cell instead. (With minK = 1 the
    // loop above tried k = 1, the top card onto each of its parents: limitNE is at least 1.)
    const parentFree = greedy && minK === 1 && maxNE >= 1 && ontoParents > 0;
    if (intoCells && minK === 1 && !parentFree && !(c.selective && selectiveBlocked(st, top, from))) {
      if (prune) out[n++] = packMove(from, CELL0 + firstFree, 1);
      else
        for (let i = 0; i < nCells; i++) if (cells[i] === EMPTY_SLOT) out[n++] = packMove(from, CELL0 + i, 1);
    }
  }
  // Cell sources.
  for (let i = 0; i < nCells; i++) {
    const card = cells[i]!;
    if (card >= CLOSED_SLOT) continue;
    n = genFromSingle(st, out, n, CELL0 + i, card, prune, firstEmpty, greedy);
  }
  // Foundation sources.
  if (c.removable) {
    for (let s = 0; s < 4; s++) {
      if (found[s] === 0) continue;
      n = genFromSingle(st, out, n, FND0 + s, st.foundationTop(s), prune, firstEmpty, false);
    }
  }
  return n;
}

/** Moves of a single card from a cell or foundation: home (cells only) and to columns. */
function genFromSingle(
  st: SearchState,
  out: Int32Array,
  n: number,
  from: number,
  card: number,
  prune: boolean,
  firstEmpty: number,
  greedy: boolean,
): number {
  const c = st.c;
  if (from < FND0 && st.accepts(card)) out[n++] = packMove(from, FND0 + (card & 3), 1);
  const parents = c.parents;
  const before = n;
  const nCols = c.nCols;
  for (let j = card * 4, end = j + c.parentsCount[card]!; j < end; j++) {
    const p = parents[j]!;
    const to = st.where[p]!;
    if (to < nCols && st.pos[p] === st.len[to]! - 1) out[n++] = packMove(from, to, 1);
  }
  if (firstEmpty < 0 || c.emptyPolicy === EMPTY_POLICY.none) return n;
  if (greedy && n > before) return n; // greedy: onto a parent rather than into an empty column
  if (c.emptyPolicy === EMPTY_POLICY.kings && rankOfCard(card) !== c.runStart) return n;
  if (prune) out[n++] = packMove(from, firstEmpty, 1);
  else for (let to = firstEmpty; to < c.nCols; to++) if (st.len[to] === 0) out[n++] = packMove(from, to, 1);
  return n;
}
