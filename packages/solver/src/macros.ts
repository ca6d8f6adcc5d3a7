// !! BROWSER SAFE !!
/**
 * Macro moves for the quick depth-first scans, in the spirit of fc-solve's meta-moves: dig a buried
 * card out of its column (the cards above it go onto parents in other columns, into free cells, or
 * into an empty column, a run at a time where the rules allow) and then send it home or onto a
 * parent. The search takes the whole sequence as one step, so a dig that the heuristic only
 * rewards at its end is still found at once. Every step is a legal move of these rules
 * (SearchState.canMoveFromColumn), played with its autoplay, so a line of macros expands to plain
 * moves. Only the greedy scans use them: the complete searches (and proofs) never do.
 */
import { applyAndAutoplay } from './autoplay.ts';
import { CELL0, FND0, packMove, rankOfCard } from './codes.ts';
import { CELL_STAY, EMPTY_POLICY, runLimitAt } from './compiled.ts';
import { applied, undoN } from './make.ts';
import { canMoveFromColumn, runLimitNow, selectiveBlocked } from './movegen.ts';
import { EMPTY_SLOT, type SearchState } from './state.ts';

/** digFails' scratch: each column's top card in its plan (−1: empty), and where it moved each card. */
const planTop = new Int16Array(32);
const movedTo = new Uint8Array(64);

/**
 * Digs `target` (a card in a column, not at its top) out and moves it to `dest` (a foundation or a
 * column code), playing every step with its autoplay. Writes the steps to `steps` from `at` and
 * returns how many (≥ 2), leaving the state after the last one; or returns −1 with the state
 * unchanged when the dig is not possible within `maxSteps` moves. `plan`: first ask digFails
 * (false: play it to find out, for the tests).
 */
export function dig(
  st: SearchState,
  target: number,
  dest: number,
  steps: Int32Array,
  at: number,
  maxSteps: number,
  plan = true,
): number {
  const col = st.where[target]!;
  const c = st.c;
  const nCols = c.nCols;
  if (col >= nCols || st.pending >= 0) return -1;
  const p = st.pos[target]!;
  if (st.runsAbove(col, p) > maxSteps) return -1;
  // Most digs fail; telling so without playing them is far cheaper than playing and undoing them.
  if (plan && digFails(st, target, dest, maxSteps)) return -1;
  const S = st.S;
  const cols = st.cols;
  const len = st.len;
  const where = st.where;
  const pos = st.pos;
  const parents = c.parents;
  const parentsCount = c.parentsCount;
  const destTop = dest < nCols ? cols[dest * S + len[dest]! - 1]! : -1;
  const start = applied(st);
  let n = 0;
  for (;;) {
    if (where[target] !== col) {
      // Autoplay sent it home on the way.
      if (dest >= FND0 && where[target] === dest) return n;
      break;
    }
    if (dest < nCols && (len[dest] === 0 || cols[dest * S + len[dest]! - 1] !== destTop)) break;
    // A card put into a next-move cell must leave it at once: the dig cannot go on.
    if (st.pending >= 0) break;
    const h = len[col]!;
    const off = col * S;
    if (h - 1 === p) {
      if (n === 0 || !canMoveFromColumn(st, col, dest, 1)) break;
      const m = packMove(col, dest, 1);
      steps[at + n++] = m;
      applyAndAutoplay(st, m);
      return n;
    }
    if (n >= maxSteps) break;
    const run = st.runLength(col);
    const k = run < h - 1 - p ? run : h - 1 - p;
    const top = cols[off + h - 1]!;
    let m = -1;
    // Onto a column's top card (not the destination's): the longest part of the run that may move
    // and has a parent on top of a column (each part's bottom card has at most a few parents).
    const limit = runLimitNow(st, false);
    for (let kk = k < limit ? k : limit; kk >= 1 && m < 0; kk--) {
      const y = cols[off + h - kk]!;
      for (let b = y * 4, end = b + parentsCount[y]!; b < end; b++) {
        const par = parents[b]!;
        const j = where[par]!;
        if (j < nCols && j !== col && j !== dest && pos[par] === len[j]! - 1) {
          m = packMove(col, j, kk);
          break;
        }
      }
    }
    // Into a free cell.
    if (m < 0 && st.freeCells() > 0 && !(c.selective && selectiveBlocked(st, top, col))) {
      let i = 0;
      while (st.cells[i] !== EMPTY_SLOT) i++;
      m = packMove(col, CELL0 + i, 1);
    }
    // Into an empty column, as much of the run as may go.
    if (m < 0 && st.empties > 0) {
      for (let j = 0; j < nCols && m < 0; j++) {
        if (j === col || len[j] !== 0) continue;
        for (let kk = k; kk >= 1; kk--) {
          if (canMoveFromColumn(st, col, j, kk)) {
            m = packMove(col, j, kk);
            break;
          }
        }
      }
    }
    if (m < 0) break;
    steps[at + n++] = m;
    applyAndAutoplay(st, m);
  }
  undoN(st, applied(st) - start);
  return -1;
}

/**
 * Whether `dig(st, target, dest, …, maxSteps)` would fail, worked out without playing a move: the
 * dig's own choices, step by step, on a light copy of what they read (each column's top card, the
 * free cells and empty columns, where the moved cards went). Autoplay is what the copy does not
 * follow: after a step that uncovers a card its foundation takes, it answers false (cannot tell),
 * and the dig is played. So true is exact (dig returns −1), and false only means "play it".
 * state.test.ts checks it against dig on random positions of every test rule set.
 */
export function digFails(st: SearchState, target: number, dest: number, maxSteps: number): boolean {
  const c = st.c;
  if (c.selective) return false;
  const nCols = c.nCols;
  const col = st.where[target]!;
  if (col >= nCols || st.pending >= 0) return true;
  const S = st.S;
  const cols = st.cols;
  const len = st.len;
  const where = st.where;
  const pos = st.pos;
  const rs = st.ev.rs;
  const parents = c.parents;
  const parentsCount = c.parentsCount;
  const p = st.pos[target]!;
  const off = col * S;
  if (dest < nCols && len[dest] === 0) return true;
  for (let j = 0; j < nCols; j++) {
    const l = len[j]!;
    planTop[j] = l === 0 ? -1 : cols[j * S + l - 1]!;
  }
  // Autoplay (applyAndAutoplay) can follow a step only with a base and fixed foundations.
  const autoHome = !c.removable && st.base !== 0;
  const nextMove = c.cellStay === CELL_STAY['next-move'];
  const emptyPolicy = c.emptyPolicy;
  let free = st.freeCells();
  let empties = st.empties;
  let h = len[col]!;
  for (let n = 0; ; n++) {
    if (h - 1 === p) {
      // The dug card's own move (canMoveFromColumn(st, col, dest, 1) on the copy).
      if (n === 0 || dest === col) return true;
      if (dest >= FND0) return !(dest - FND0 === (target & 3) && st.accepts(target));
      if (dest >= CELL0) return true;
      return !(c.canBuild[target * 64 + planTop[dest]!] === 1 && runLimitAt(c, free, empties, false) >= 1);
    }
    if (n >= maxSteps) return true;
    const run = h - rs[off + h - 1]!;
    const k = run < h - 1 - p ? run : h - 1 - p;
    let to = -1;
    let kk = 0;
    // Onto a column's top card (not the destination's): the longest part that may move.
    const limit = runLimitAt(c, free, empties, false);
    for (let q = k < limit ? k : limit; q >= 1 && to < 0; q--) {
      const y = cols[off + h - q]!;
      for (let b = y * 4, end = b + parentsCount[y]!; b < end; b++) {
        const par = parents[b]!;
        let j = where[par]!;
        if (j === col) {
          // Still in the dug column (not a top elsewhere), or moved by an earlier step.
          if (pos[par]! < h) continue;
          j = movedTo[par]!;
        }
        if (j < nCols && j !== col && j !== dest && planTop[j] === par) {
          to = j;
          kk = q;
          break;
        }
      }
    }
    // Into a free cell.
    if (to < 0 && free > 0) {
      to = CELL0;
      kk = 1;
    }
    // Into an empty column, as much of the run as may go.
    if (to < 0 && empties > 0 && emptyPolicy !== EMPTY_POLICY.none) {
      const limitE = runLimitAt(c, free, empties, true);
      for (let j = 0; j < nCols && to < 0; j++) {
        if (j === col || planTop[j] !== -1) continue;
        for (let q = k; q >= 1; q--) {
          if (emptyPolicy === EMPTY_POLICY.kings && rankOfCard(cols[off + h - q]!) !== c.runStart) continue;
          if (q <= limitE) {
            to = j;
            kk = q;
            break;
          }
        }
      }
    }
    if (to < 0) return true;
    const moved = cols[off + h - 1]!;
    for (let i = h - kk; i < h; i++) movedTo[cols[off + i]!] = to < nCols ? to : 255;
    h -= kk;
    if (to < nCols) {
      if (planTop[to] === -1) empties--;
      planTop[to] = moved;
    } else free--;
    planTop[col] = cols[off + h - 1]!;
    // The uncovered card might go home by autoplay: the copy cannot follow.
    if (autoHome && st.accepts(cols[off + h - 1]!)) return false;
    // A card pending in its cell stops the dig.
    if (to >= CELL0 && nextMove) return true;
  }
}
