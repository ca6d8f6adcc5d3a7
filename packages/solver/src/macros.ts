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
import {
  digRecords,
  REC_HASH,
  REC_STEPS,
  REC_WON,
  RECORD_KEY_WORDS,
  type DigRecords,
} from './kernels/records.ts';
import {
  kernelDig,
  kernelDigMax,
  kernelDryDig,
  kernelJudgeDigs,
  kernelJudgeDigsMax,
} from './kernels/runtime.ts';
import { applied, undoN } from './make.ts';
import { canMoveFromColumn, selectiveBlocked } from './movegen.ts';
import { EMPTY_SLOT, type SearchState } from './state.ts';

/**
 * Digs `target` (a card in a column, not at its top) out and moves it to `dest` (a foundation or a
 * column code), playing every step with its autoplay. Writes the steps to `steps` from `at` and
 * returns how many (≥ 2), leaving the state after the last one; or returns −1 with the state
 * unchanged when the dig is not possible within `maxSteps` moves. The moves are dryDig's, chosen
 * from the position as it stands each time autoplay may have changed it: most failing digs are
 * judged there without a move played.
 */
export function dig(
  st: SearchState,
  target: number,
  dest: number,
  steps: Int32Array,
  at: number,
  maxSteps: number,
): number {
  return st.regionAt >= 0 && maxSteps <= kernelDigMax()
    ? kernelDig(st, target, dest, steps, at, maxSteps)
    : digTs(st, target, dest, steps, at, maxSteps);
}

/** dig in TypeScript: the kernel's original (assembly/kernels.ts), for states without a region. */
export function digTs(
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
  const destTop = dest < nCols && len[dest]! > 0 ? cols[dest * S + len[dest]! - 1]! : -1;
  const start = applied(st);
  let n = 0;
  for (;;) {
    const known = dryDig(st, col, p, dest, n, maxSteps, steps, at + n);
    if (known < 0) break;
    for (const end = n + known; n < end;) applyAndAutoplay(st, steps[at + n++]!);
    if (where[target] !== col) {
      // Autoplay sent it home on the way.
      if (dest >= FND0 && where[target] === dest) return n;
      break;
    }
    if (dest < nCols && (len[dest] === 0 || cols[dest * S + len[dest]! - 1] !== destTop)) break;
    // A card put into a next-move cell must leave it at once: the dig cannot go on.
    if (st.pending >= 0) break;
    if (len[col]! - 1 === p) {
      // The card is reached: its own move.
      if (!canMoveFromColumn(st, col, dest, 1)) break;
      const m = packMove(col, dest, 1);
      steps[at + n++] = m;
      applyAndAutoplay(st, m);
      return n;
    }
  }
  undoN(st, applied(st) - start);
  return -1;
}

/** dryDig's dry run: the top card each column it moved cards onto has now (where its bit is set). */
const dryTop = new Int32Array(32);

/**
 * dig's choice of its next moves from the position as it stands, without playing them (a dry run),
 * `made` moves into the dig of the card at col[p]: onto a parent on top of another column (not the
 * destination), the longest part of the run that may go there first; else into a free cell; else
 * into an empty column, as much of the run as may go. Returns −1 when the dig fails for certain
 * (no place for a run, or out of steps, with nothing sent home on the way); else how many moves it
 * wrote to `steps` from `at` (≥ 1): the moves up to where the dig reaches its card, or to the
 * first move that uncovers a card its foundation takes next (autoplay may then change what the dig
 * sees: dig plays them and asks again). One move at a time where the rules make a longer run
 * inexact (selective cells, next-move cells, removable foundations, no base yet). Most digs fail
 * (four in five over FreeCell 1–4000), most for want of a place: judged here, no move is played.
 *
 * Exact: a move from a column sets autoplay off only through the card it uncovers (autoplay.ts's
 * applyAndAutoplay), so until then the piles change only by the dig's own moves, which the dry run
 * follows: the cards above height `h` of the dug column have left it, each column it moved cards
 * onto (a bit of `placed`) has `dryTop` on top, and the cells of `filled` took a card.
 */
export function dryDig(
  st: SearchState,
  col: number,
  p: number,
  dest: number,
  made: number,
  maxSteps: number,
  steps: Int32Array,
  at: number,
): number {
  return st.regionAt >= 0
    ? kernelDryDig(st, col, p, dest, made, maxSteps, steps, at)
    : dryDigTs(st, col, p, dest, made, maxSteps, steps, at);
}

/** dryDig in TypeScript: the kernel's original (assembly/kernels.ts), for states without a region. */
export function dryDigTs(
  st: SearchState,
  col: number,
  p: number,
  dest: number,
  made: number,
  maxSteps: number,
  steps: Int32Array,
  at: number,
): number {
  const c = st.c;
  const one = c.selective || c.removable || c.cellStay === CELL_STAY['next-move'] || st.base === 0;
  const nCols = c.nCols;
  const S = st.S;
  const cols = st.cols;
  const len = st.len;
  const where = st.where;
  const pos = st.pos;
  const rs = st.ev.rs;
  const parents = c.parents;
  const parentsCount = c.parentsCount;
  // dig fails at once on these: a destination column that is empty, or the dug column itself.
  if (dest === col || (dest < nCols && len[dest] === 0)) return -1;
  const off = col * S;
  let h = len[col]!;
  let free = st.freeCells();
  let empties = st.empties;
  let placed = 0;
  let filled = 0;
  for (let n = 0; ; n++) {
    // The card is reached: dig makes its last move (and fails at once on a card at the top).
    if (h - 1 === p) return n === 0 ? -1 : n;
    if (made + n >= maxSteps) return -1;
    const run = h - rs[off + h - 1]!;
    const k = run < h - 1 - p ? run : h - 1 - p;
    const top = cols[off + h - 1]!;
    let to = -1;
    // Onto a parent on top of a column (not the dug one, not the destination), the longest part first.
    const limit = runLimitAt(c, free, empties, false);
    let kk = k < limit ? k : limit;
    for (; kk >= 1 && to < 0; kk--) {
      const y = cols[off + h - kk]!;
      for (let b = y * 4, end = b + parentsCount[y]!; b < end && to < 0; b++) {
        const par = parents[b]!;
        const j = where[par]!;
        if (j >= nCols) continue;
        if (j !== col) {
          if (j !== dest && (placed & (1 << j)) === 0 && pos[par] === len[j]! - 1) to = j;
        } else if (pos[par]! >= h) {
          // Moved by the dry run: on top where it was the last run's top card.
          for (let q = placed, i = 0; q !== 0; q >>>= 1, i++)
            if ((q & 1) !== 0 && dryTop[i] === par) {
              to = i;
              break;
            }
        }
      }
    }
    if (to >= 0) {
      kk++;
      steps[at + n] = packMove(col, to, kk);
    } else if (free > 0 && !(c.selective && selectiveBlocked(st, top, col))) {
      let i = 0;
      while (st.cells[i] !== EMPTY_SLOT || (filled & (1 << i)) !== 0) i++;
      filled |= 1 << i;
      free--;
      kk = 1;
      steps[at + n] = packMove(col, CELL0 + i, 1);
    } else if (empties > 0 && c.emptyPolicy !== EMPTY_POLICY.none) {
      const toEmpty = runLimitAt(c, free, empties, true);
      for (kk = k < toEmpty ? k : toEmpty; kk >= 1; kk--)
        if (c.emptyPolicy !== EMPTY_POLICY.kings || rankOfCard(cols[off + h - kk]!) === c.runStart) break;
      if (kk < 1) return -1;
      for (let j = 0; j < nCols && to < 0; j++)
        if (j !== col && len[j] === 0 && (placed & (1 << j)) === 0) to = j;
      empties--;
      steps[at + n] = packMove(col, to, kk);
    } else return -1;
    if (to >= 0) {
      placed |= 1 << to;
      dryTop[to] = top;
    }
    h -= kk;
    // The card uncovered: where its foundation takes it next, autoplay may send cards home (dig plays on from here).
    if (one || st.accepts(cols[off + h - 1]!)) return n + 1;
  }
}

/** The most digs a position has judged at once (digTargets lists far fewer: 4 home, and a few a column). */
export const DIG_TARGETS_MAX = 128;

/**
 * The digs the depth-first scans try at a position (dfs.ts's macro moves), as (card, destination)
 * pairs written to `targets`; returns how many pairs. First digging out the next card of each
 * foundation to send it home; then, unless `homeOnly`, digging out a card that is not on a parent
 * to put it on a column's top card. At most DIG_TARGETS_MAX.
 */
export function digTargets(st: SearchState, homeOnly: boolean, targets: Int32Array): number {
  const c = st.c;
  const nCols = c.nCols;
  const S = st.S;
  let nt = 0;
  if (st.base !== 0) {
    for (let s = 0; s < 4; s++) {
      const f = st.found[s]!;
      if (f >= c.maxRank) continue;
      const card = (c.rankAt[st.base * 16 + f]! - 1) * 4 + s;
      const w = st.where[card]!;
      if (w < nCols && st.pos[card] !== st.len[w]! - 1) {
        targets[2 * nt] = card;
        targets[2 * nt + 1] = FND0 + s;
        nt++;
      }
    }
  }
  for (let j = 0; j < nCols && !homeOnly; j++) {
    const l = st.len[j]!;
    if (l === 0) continue;
    const top = st.cols[j * S + l - 1]!;
    for (let b = top * 4, end = b + c.buildersCount[top]!; b < end; b++) {
      const y = c.builders[b]!;
      const w = st.where[y]!;
      if (w >= nCols || w === j) continue;
      const py = st.pos[y]!;
      if (py === st.len[w]! - 1) continue;
      // A card already built on the card below it stays where it is.
      if (py > 0 && c.canBuild[y * 64 + st.cols[w * S + py - 1]!] === 1) continue;
      if (nt === DIG_TARGETS_MAX) return nt;
      targets[2 * nt] = y;
      targets[2 * nt + 1] = j;
      nt++;
    }
  }
  return nt;
}

const tsTargets = new Int32Array(2 * DIG_TARGETS_MAX);
let tsRecords: DigRecords | null = null;

/**
 * Every dig digTargets lists, in its order, played (dig, at most maxSteps moves before the card's
 * own) and taken back: a record (kernels/records.ts) of each that succeeds, up to and including the
 * first that wins. The records are valid until the next call. One call a position: by the kernel
 * where the state has a region.
 */
export function judgeDigs(st: SearchState, homeOnly: boolean, maxSteps: number): DigRecords {
  return st.regionAt >= 0 && maxSteps <= kernelJudgeDigsMax()
    ? kernelJudgeDigs(st, homeOnly, maxSteps)
    : judgeDigsTs(st, homeOnly, maxSteps);
}

/** judgeDigs in TypeScript: the kernel's original (assembly/kernels.ts). */
export function judgeDigsTs(st: SearchState, homeOnly: boolean, maxSteps: number): DigRecords {
  let recs = tsRecords;
  if (recs === null || recs.keyAt - recs.stepsAt < maxSteps + 1)
    recs = tsRecords = digRecords(Math.max(maxSteps, 15), RECORD_KEY_WORDS, DIG_TARGETS_MAX);
  const { i32, u32, f64 } = recs;
  const nt = digTargets(st, homeOnly, tsTargets);
  let count = 0;
  for (let t = 0; t < nt; t++) {
    const before = applied(st);
    const r = count * recs.words;
    const steps = dig(st, tsTargets[2 * t]!, tsTargets[2 * t + 1]!, i32, r + recs.stepsAt, maxSteps);
    if (steps < 0) continue;
    const won = st.isWon();
    f64[r >> 1] = st.ev.h();
    i32[r + REC_STEPS] = steps;
    i32[r + REC_WON] = won ? 1 : 0;
    u32[r + REC_HASH] = st.fullHash();
    u32.set(st.keyWords, r + recs.keyAt);
    undoN(st, applied(st) - before);
    count++;
    if (won) break;
  }
  recs.count = count;
  return recs;
}
