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
import { CELL0, FND0, packMove } from './codes.ts';
import { applied, undoN } from './make.ts';
import { canMoveFromColumn, runLimitNow, selectiveBlocked } from './movegen.ts';
import { EMPTY_SLOT, type SearchState } from './state.ts';

/**
 * Digs `target` (a card in a column, not at its top) out and moves it to `dest` (a foundation or a
 * column code), playing every step with its autoplay. Writes the steps to `steps` from `at` and
 * returns how many (≥ 2), leaving the state after the last one; or returns −1 with the state
 * unchanged when the dig is not possible within `maxSteps` moves.
 */
export function dig(
  st: SearchState,
  target: number,
  dest: number,
  steps: Int32Array,
  at: number,
  maxSteps: number,
): number {
  const col = st.where[target]!;
  const c = st.c;
  const nCols = c.nCols;
  if (col >= nCols || st.pending >= 0) return -1;
  const p = st.pos[target]!;
  if (st.runsAbove(col, p) > maxSteps) return -1;
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
