// !! BROWSER SAFE !!
/**
 * Safe autoplay on a search state: core's `safe` policy (isSafeToFoundation) on bytes. A card goes
 * home only when that can never cost the game, so the searches play these moves for free after
 * every move and their verdicts stay exact.
 */
import { CELL0, FND0, packMove, rankOfCard } from './codes.ts';
import { kernelApplyAndAutoplay, kernelAutoplay } from './kernels/runtime.ts';
import { applyTs } from './make.ts';
import type { SearchState } from './state.ts';

/**
 * Core's `spare`: card y is home, or next on its foundation with every card that could be built
 * on it spare in turn (with selective cells: with no card that could be built on it at all).
 */
function spare(st: SearchState, y: number): boolean {
  const c = st.c;
  const fy = c.indexOf[st.base * 16 + rankOfCard(y)]!;
  const fs = st.found[y & 3]!;
  if (fy < fs) return true;
  if (fy !== fs) return false;
  const n = c.buildersCount[y]!;
  if (c.selective) return n === 0;
  const bs = c.builders;
  for (let j = y * 4, end = j + n; j < end; j++) if (!spare(st, bs[j]!)) return false;
  return true;
}

/**
 * Core's isSafeToFoundation on bytes: `card` (next on its foundation, on top of pile `w`) can go
 * home without ever costing the game.
 */
function safeHome(st: SearchState, card: number, w: number): boolean {
  const c = st.c;
  const bs = c.builders;
  for (let j = card * 4, end = j + c.buildersCount[card]!; j < end; j++) if (!spare(st, bs[j]!)) return false;
  if (c.selective && w < CELL0) {
    const n = st.len[w]!;
    if (n >= 2) {
      const u = st.cols[w * st.S + n - 2]!;
      const r4 = u & ~3;
      for (let s = 0; s < 4; s++) {
        const o = r4 | s;
        if (o !== u && !st.isHome(o)) return false;
      }
    }
  }
  return true;
}

/**
 * Sends every safe card home and returns how many moves it made (undo them with undoN); with
 * `log`, appends them. The end state does not depend on the order: safety only grows as cards go
 * home.
 */
export function autoplay(st: SearchState, log?: number[]): number {
  return st.regionAt >= 0 ? kernelAutoplay(st, log) : autoplayTs(st, log);
}

/** autoplay in TypeScript: the kernel's original (assembly/kernels.ts), for states without a region. */
export function autoplayTs(st: SearchState, log?: number[]): number {
  const c = st.c;
  if (c.removable || st.base === 0) return 0;
  let made = 0;
  for (;;) {
    let progress = false;
    for (let s = 0; s < 4; s++) {
      const card = st.nextHome(s);
      if (card < 0) continue;
      const w = st.where[card]!;
      if (w < CELL0) {
        if (st.pos[card] !== st.len[w]! - 1) continue;
      } else if (w >= FND0) continue;
      if (st.pending >= 0 && w !== CELL0 + st.pending) continue;
      if (!safeHome(st, card, w)) continue;
      const m = packMove(w, FND0 + s, 1);
      applyTs(st, m);
      log?.push(m);
      made++;
      progress = true;
    }
    if (!progress) return made;
  }
}

/**
 * Plays move `m` in a position where autoplay has nothing left to do, then autoplays; returns the
 * number of moves made (m included), for undoN. Shortcut, exact under these conditions: safety
 * depends only on the foundations (and, with selective cells, on the card below a column's top),
 * so after a move that sends nothing home, the only card that can newly go home is the one the
 * move uncovered, and only when the rules are not selective and no card was pending.
 */
export function applyAndAutoplay(st: SearchState, m: number): number {
  return st.regionAt >= 0 ? kernelApplyAndAutoplay(st, m) : applyAndAutoplayTs(st, m);
}

/** applyAndAutoplay in TypeScript: the kernel's original, for states without a region. */
export function applyAndAutoplayTs(st: SearchState, m: number): number {
  const c = st.c;
  const from = m & 31;
  const to = (m >> 5) & 31;
  const wasPending = st.pending >= 0;
  applyTs(st, m);
  if (to < FND0 && !wasPending && !c.selective) {
    if (from >= CELL0 || c.removable || st.base === 0) return 1;
    const n = st.len[from]!;
    if (n === 0) return 1;
    const card = st.cols[from * st.S + n - 1]!;
    if (!st.accepts(card)) return 1;
  }
  return autoplayTs(st) + 1;
}
