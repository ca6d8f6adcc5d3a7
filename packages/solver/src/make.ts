// !! BROWSER SAFE !!
/**
 * Make and undo: playing a packed move (assumed legal) on a search state and taking it back. Each
 * keeps the whole state: piles, `where` and `pos`, the key and its hash, the counts of empty
 * columns and occupied cells, and the heuristic (through evaluation.ts).
 */
import { FOUND, ZOBRIST } from './canonical.ts';
import { CELL0, FND0, rankOfCard } from './codes.ts';
import { CELL_STAY } from './compiled.ts';
import { kernelApply, kernelUndo, undoRoom } from './kernels/runtime.ts';
import { CLOSED_SLOT, EMPTY_SLOT, type SearchState } from './state.ts';

/** Takes the top k cards off column `col` (they stay in the array, past its length). */
function popCards(st: SearchState, col: number, k: number): void {
  const n = st.len[col]!;
  const m = n - k;
  st.ev.shrunk(col, n, m);
  st.len[col] = m;
  if (m === 0) st.empties++;
}

/**
 * Appends cards already written at cols[col*S + len .. + k); `same`: they are the cards that lay
 * there before (see Evaluation.grew).
 */
function pushWritten(st: SearchState, col: number, k: number, same: boolean): void {
  const n = st.len[col]!;
  const off = col * st.S;
  if (n === 0) st.empties--;
  for (let i = n; i < n + k; i++) {
    const x = st.cols[off + i]!;
    st.where[x] = col;
    st.pos[x] = i;
  }
  st.len[col] = n + k;
  st.ev.grew(col, n, k, same);
}

function setBase(st: SearchState, b: number): void {
  st.base = b;
  st.ev.baseChanged();
}

/** Plays a packed move (assumed legal) and records what undo needs. */
export function apply(st: SearchState, m: number): void {
  if (st.regionAt < 0) return applyTs(st, m);
  undoRoom(st, 1);
  st.undoStack[st.sp++] = m;
  st.undoStack[st.sp++] = kernelApply(st, m);
}

/** apply in TypeScript: the kernel's original (assembly/kernels.ts), for states without a region. */
export function applyTs(st: SearchState, m: number): void {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const count = m >> 10;
  const S = st.S;
  const c = st.c;
  let card: number;
  let newBelow: number;
  undoRoom(st, 1);
  // Lift.
  if (from < CELL0) {
    card = st.cols[from * S + st.len[from]! - count]!;
  } else if (from < FND0) {
    const i = from - CELL0;
    card = st.cells[i]!;
    st.cellsUsed--;
    if (c.cellStay === CELL_STAY['single-use']) {
      st.cells[i] = CLOSED_SLOT;
      st.closedCount++;
      st.closedMask |= 1 << i;
    } else st.cells[i] = EMPTY_SLOT;
  } else {
    card = st.foundationTop(from - FND0);
    st.found[from - FND0]!--;
    st.home--;
    st.ev.refreshNext(from - FND0);
  }
  const oldBelow = st.key[card]!;
  const oldPending = st.pending;
  const oldBase = st.base;
  st.undoStack[st.sp++] = m;
  st.undoStack[st.sp++] = oldBelow | ((oldPending + 1) << 8) | (oldBase << 16);
  st.pending = -1;
  // Place.
  if (to < CELL0) {
    const n = st.len[to]!;
    const cols = st.cols;
    newBelow = n === 0 ? st.bottomCode(to) : cols[to * S + n - 1]!;
    const dst = to * S + n;
    let same = true;
    if (from < CELL0) {
      const src = from * S + st.len[from]! - count;
      for (let k = 0; k < count; k++) {
        const x = cols[src + k]!;
        if (cols[dst + k] !== x) {
          cols[dst + k] = x;
          same = false;
        }
      }
      popCards(st, from, count);
    } else if (cols[dst] !== card) {
      cols[dst] = card;
      same = false;
    }
    pushWritten(st, to, count, same);
  } else {
    if (from < CELL0) popCards(st, from, 1);
    if (to < FND0) {
      const i = to - CELL0;
      st.cells[i] = card;
      st.cellsUsed++;
      st.where[card] = to;
      newBelow = st.cellCode(i);
      if (c.cellStay === CELL_STAY['next-move']) st.pending = i;
    } else {
      st.found[to - FND0]!++;
      st.home++;
      st.where[card] = to;
      newBelow = FOUND;
      if (st.base === 0) setBase(st, rankOfCard(card));
      st.ev.refreshNext(to - FND0);
    }
  }
  st.key[card] = newBelow;
  st.hash ^= ZOBRIST[card * 128 + oldBelow]! ^ ZOBRIST[card * 128 + newBelow]!;
  // The key's extra bytes change only with a pending card, the base, or a cell that closes.
  if (oldPending >= 0 || st.pending >= 0 || st.base !== oldBase || (from >= CELL0 && from < FND0))
    st.writeExtras();
}

/** Takes back the last applied move. */
export function undo(st: SearchState): void {
  const info = st.undoStack[--st.sp]!;
  const m = st.undoStack[--st.sp]!;
  if (st.regionAt >= 0) kernelUndo(st, m, info);
  else undoTs(st, m, info);
}

/** undo in TypeScript (of `m`, which apply recorded with `info`): the kernel's original. */
export function undoTs(st: SearchState, m: number, info: number): void {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const count = m >> 10;
  const S = st.S;
  let card: number;
  // Take back from the destination.
  if (to < CELL0) {
    const n = st.len[to]! - count;
    card = st.cols[to * S + n]!;
    let same = true;
    if (from < CELL0) {
      const cols = st.cols;
      const src = to * S + n;
      const dst = from * S + st.len[from]!;
      for (let k = 0; k < count; k++) {
        const x = cols[src + k]!;
        if (cols[dst + k] !== x) {
          cols[dst + k] = x;
          same = false;
        }
      }
    }
    popCards(st, to, count);
    if (from < CELL0) pushWritten(st, from, count, same);
  } else if (to < FND0) {
    card = st.cells[to - CELL0]!;
    st.cells[to - CELL0] = EMPTY_SLOT;
    st.cellsUsed--;
  } else {
    card = st.foundationTop(to - FND0);
    st.found[to - FND0]!--;
    st.home--;
    st.ev.refreshNext(to - FND0);
  }
  const oldBase = info >> 16;
  const baseChanged = oldBase !== st.base;
  if (baseChanged) setBase(st, oldBase);
  // Restore the source.
  if (from < CELL0) {
    if (to >= CELL0) {
      const at = from * S + st.len[from]!;
      const same = st.cols[at] === card;
      st.cols[at] = card;
      pushWritten(st, from, 1, same);
    }
  } else if (from < FND0) {
    const i = from - CELL0;
    if (st.cells[i] === CLOSED_SLOT) {
      st.closedCount--;
      st.closedMask &= ~(1 << i);
    }
    st.cells[i] = card;
    st.cellsUsed++;
    st.where[card] = from;
  } else {
    st.found[from - FND0]!++;
    st.home++;
    st.where[card] = from;
    st.ev.refreshNext(from - FND0);
  }
  const oldBelow = info & 255;
  const newBelow = st.key[card]!;
  st.key[card] = oldBelow;
  st.hash ^= ZOBRIST[card * 128 + oldBelow]! ^ ZOBRIST[card * 128 + newBelow]!;
  // As in apply: the extras change only with a pending card (before or after), the base, or a cell.
  const wasPending = st.pending >= 0;
  st.pending = ((info >> 8) & 255) - 1;
  if (wasPending || st.pending >= 0 || baseChanged || (from >= CELL0 && from < FND0)) st.writeExtras();
}

/** Undoes the last n applied moves. */
export function undoN(st: SearchState, n: number): void {
  for (let i = 0; i < n; i++) undo(st);
}

/** Moves applied since the last decode/setPosition/commit (the undo record's depth). */
export function applied(st: SearchState): number {
  return st.sp >> 1;
}

/** The moves applied since the last decode/setPosition/commit, oldest first (autoplay moves included). */
export function appliedMoves(st: SearchState): number[] {
  const out: number[] = [];
  for (let i = 0; i < st.sp; i += 2) out.push(st.undoStack[i]!);
  return out;
}

/** Forgets the undo record: the moves played so far can no longer be undone. */
export function commit(st: SearchState): void {
  st.sp = 0;
}
