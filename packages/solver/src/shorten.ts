// !! BROWSER SAFE !!
/**
 * Shortening a solution (short mode): a bounded search for shortcuts along the line.
 *
 * The line is a list of steps, each a move followed by the autoplay it triggers, kept as records
 * (card, new support) so that they replay in any arrangement of piles. From every position on the
 * line, every sequence of up to `depth` moves is tried; when one reaches a later position of the line
 * (same canonical key) with fewer non-foundation moves than the line spends getting there, the
 * segment is replaced and the search resumes from the same place. Foundation moves are not counted:
 * each card goes home exactly once in any solution, so only the other moves can be saved.
 */
import type { Position } from '@cascade/core';
import type { Compiled } from './compiled.ts';
import { applyAndAutoplay, autoplay } from './autoplay.ts';
import { FND0 } from './codes.ts';
import { undoN } from './make.ts';
import { GEN_COMPLETE, genMoves } from './movegen.ts';
import { SearchState } from './state.ts';
import { recToMove } from './solution.ts';
import { StateStore } from './store.ts';

export interface ShortenOptions {
  /** Moves per shortcut tried from each position (default 2). */
  readonly depth?: number;
  /** Stop after this many positions tried in all (default 200 000). */
  readonly budget?: number;
}

/** Records of a line of packed moves from `position` (autoplay moves dropped: they follow). */
export function recordsOf(c: Compiled, position: Position, packed: readonly number[]): number[] {
  const st = SearchState.acquire(c, position, true);
  autoplay(st);
  const recs: number[] = [];
  for (const m of packed) {
    recs.push((st.movingCard(m & 31, m >> 10) << 7) | st.supportAfter(m));
    applyAndAutoplay(st, m);
  }
  st.release();
  return recs;
}

/** Plays one record (as a real move of `st`'s piles) with its autoplay; returns moves made. */
function playRec(st: SearchState, rec: number): number {
  return applyAndAutoplay(st, recToMove(st, rec));
}

const isHomeRec = (rec: number) => (rec & 127) === 54;

/**
 * A shorter list of records reaching the win from `position` (or the same one). Records must come
 * from a symmetric search (recordsOf, or a best-first search with symmetric keys).
 */
export function shortenRecords(
  c: Compiled,
  position: Position,
  input: readonly number[],
  o: ShortenOptions = {},
): number[] {
  const depth = o.depth ?? 2;
  let budget = o.budget ?? 200_000;
  let recs = [...input];
  const buf: Int32Array[] = Array.from({ length: depth }, () => new Int32Array(1024));
  const path: number[] = [];
  // `st` walks the line: it stands at position i.
  const st = SearchState.acquire(c, position, true);
  autoplay(st);
  const index = new StateStore(c.deck);
  // cost[k]: non-foundation moves the line spends from position i to position i + k.
  const cost: number[] = [];
  const key = st.key;

  const indexLine = (i: number) => {
    index.reset();
    cost.length = 0;
    index.insert(st.keyWords, st.fullHash());
    cost.push(0);
    let spent = 0;
    let made = 0;
    for (let k = i; k < recs.length; k++) {
      if (!isHomeRec(recs[k]!)) spent++;
      made += playRec(st, recs[k]!);
      if (index.insert(st.keyWords, st.fullHash()) < 0) break; // a line never repeats a position
      cost.push(spent);
    }
    undoN(st, made);
  };

  let i = 0;
  indexLine(0);
  while (i < recs.length && budget > 0) {
    // Depth-limited search from position i for the biggest saving.
    let best = 0;
    let bestTo = -1;
    let bestPath: number[] = [];
    const consider = (hit: number, used: number) => {
      if (hit > 0 && cost[hit]! - used > best) {
        best = cost[hit]! - used;
        bestTo = hit;
        bestPath = [...path];
      }
    };
    const search = (d: number, used: number) => {
      const moves = buf[d]!;
      const n = genMoves(st, moves, GEN_COMPLETE);
      for (let a = 0; a < n && budget > 0; a++) {
        const m = moves[a]!;
        budget--;
        const u = used + (((m >> 5) & 31) >= FND0 ? 0 : 1);
        if (d === depth - 1 && st.ev.peek(m)) {
          // A leaf that sends nothing home: look it up without playing it.
          const card = st.ev.peekCard;
          const old = key[card]!;
          key[card] = st.ev.peekSupport;
          const hit = index.find(st.keyWords, st.ev.peekHash);
          key[card] = old;
          if (hit > 0) {
            path.push((card << 7) | st.ev.peekSupport);
            consider(hit, u);
            path.pop();
          }
          continue;
        }
        const rec = (st.movingCard(m & 31, m >> 10) << 7) | st.supportAfter(m);
        const made = applyAndAutoplay(st, m);
        path.push(rec);
        consider(index.find(st.keyWords, st.fullHash()), u);
        if (d + 1 < depth) search(d + 1, u);
        path.pop();
        undoN(st, made);
      }
    };
    search(0, 0);
    if (bestTo > 0) {
      recs = [...recs.slice(0, i), ...bestPath, ...recs.slice(i + bestTo)];
      indexLine(i);
      continue; // try again from the same place
    }
    playRec(st, recs[i]!);
    i++;
    indexLine(i);
  }
  st.release();
  return recs;
}
