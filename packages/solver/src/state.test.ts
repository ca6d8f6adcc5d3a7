/**
 * The solver's byte state against core, the single source of truth: along random games of every
 * test rule set, the moves it generates, what a move does, undo, autoplay and the canonical key.
 */
import {
  applyMove,
  canBuildOn,
  cardOf,
  foundationIndexOf,
  foundationRankAt,
  rankOf,
  autoplayMoves,
  deal,
  formatMove,
  isHome,
  isLegal,
  legalMoves,
  Position,
  seededRandom,
  unwrap,
  type CellSlot,
  type Move,
  type RulesSpec,
} from '@cascade/core';
import { describe, expect, it } from 'vitest';
import { compileRules } from './compiled.ts';
import { FAST_WEIGHTS, type HeuristicWeights } from './heuristic.ts';
import { dig, dryDig } from './macros.ts';
import { applyAndAutoplay, autoplay } from './autoplay.ts';
import { CELL0, codeOf, FND0, packMove, toMove } from './codes.ts';
import { apply, applied, commit, undo, undoN } from './make.ts';
import {
  canMoveFromColumn,
  GEN_COMPLETE,
  GEN_EXACT,
  genMoves,
  runLimitNow,
  selectiveBlocked,
} from './movegen.ts';
import { EMPTY_SLOT, SearchState } from './state.ts';
import { shrunk, TEST_RULES } from './test-rules.ts';

/** heuristic.ts's definition, computed directly from a public position. */
function referenceH(p: Position, w: HeuristicWeights): number {
  const rules = p.rules;
  const base =
    p.base ??
    (rules.foundationBase === 'king' ||
    (rules.foundationBase === 'first-card' && rules.foundationDirection === 'down')
      ? rules.maxRank
      : 1);
  const fi = (card: number) => foundationIndexOf(rules, base, rankOf(card));
  let h = w.notHome * (rules.maxRank * 4 - p.foundations.reduce((a, b) => a + b, 0));
  for (const col of p.columns) {
    if (col.length === 0) h -= w.emptyColumn;
    let sorted = true;
    for (let i = 1; i < col.length; i++) {
      const built = canBuildOn(rules, col[i]!, col[i - 1]!);
      sorted &&= built;
      if (!sorted) h += w.notSorted;
      if (!built) h += w.notOnParent;
      if (rankOf(col[i]!) === (rules.buildDirection === 'down' ? rules.maxRank : 1)) h += w.buriedKing;
      if (col.slice(0, i).some((x) => fi(x) < fi(col[i]!))) h += built ? w.blockerInRun : w.blocker;
    }
    if (col.length > 0) {
      // Cards above the lowest card (the last one, if several tie).
      let low = 0;
      for (let i = 1; i < col.length; i++) if (fi(col[i]!) <= fi(col[low]!)) low = i;
      h += w.lowDepth * (col.length - 1 - low);
    }
  }
  const used = p.cells.filter((x) => typeof x === 'number').length;
  h += w.cell * used + w.cellSquared * used * used;
  for (let s = 0; s < 4; s++) {
    if (p.foundations[s]! >= rules.maxRank) continue;
    const next = cardOf(foundationRankAt(rules, base, p.foundations[s]!), s);
    for (const col of p.columns) {
      const i = col.indexOf(next);
      if (i >= 0) h += w.nextDepth * (col.length - 1 - i);
    }
  }
  return h;
}

const moveKey = (m: Move): string => `${m.from.kind}${m.from.index}>${m.to.kind}${m.to.index}x${m.count}`;
const snapshot = (p: Position) => ({
  columns: p.columns.map((c) => [...c]),
  cells: [...p.cells],
  foundations: [...p.foundations],
  base: p.base,
  pendingCell: p.pendingCell,
});

/** A snapshot as text: two snapshots are equal exactly when their texts are. */
const same = (snap: ReturnType<typeof snapshot>) => JSON.stringify(snap);

/** The same position with columns and cells shuffled. */
function permuted(p: Position, rand: () => number): Position {
  const cols = p.columns.map((c) => [...c]);
  const order = cols.map((_, i) => i).sort(() => (rand() & 1 ? 1 : -1));
  const cellOrder = p.cells.map((_, i) => i).sort(() => (rand() & 1 ? 1 : -1));
  const cells: CellSlot[] = cellOrder.map((i) => p.cells[i]!);
  const setup = p.toSetup();
  return unwrap(
    Position.fromSetup(
      {
        ...setup,
        columns: order.map((i) => cols[i]!),
        cells,
        pendingCell: p.pendingCell === null ? null : cellOrder.indexOf(p.pendingCell),
      },
      p.rules,
    ),
  );
}

function walk(
  rules: RulesSpec,
  dealNo: number,
  steps: number,
  visit: (p: Position, rand: () => number) => void,
): void {
  const rand = seededRandom(dealNo * 7919 + 13);
  let p = unwrap(deal(rules, dealNo));
  for (let i = 0; i < steps; i++) {
    visit(p, rand);
    const moves = legalMoves(p);
    if (moves.length === 0) return;
    // Prefer foundation moves now and then, so games get somewhere.
    const home = moves.filter((m) => m.to.kind === 'foundation');
    const pick = home.length > 0 && rand() % 3 === 0 ? home : moves;
    p = applyMove(p, pick[rand() % pick.length]!);
  }
}

/**
 * The dig as first written, the reference macros.dig (whose moves dryDig chooses) is held to: each
 * move chosen from the position as it stands (onto a parent on top of another column, the
 * longest part of the run first; else a free cell; else an empty column, as much of the run as
 * may go) and played with its autoplay before the next is chosen.
 */
function stepDig(st: SearchState, target: number, dest: number, steps: Int32Array, maxSteps: number): number {
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
      steps[n++] = m;
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
    steps[n++] = m;
    applyAndAutoplay(st, m);
  }
  undoN(st, applied(st) - start);
  return -1;
}

const ODD_WEIGHTS: HeuristicWeights = {
  notHome: 3,
  blocker: 5,
  blockerInRun: 2,
  notSorted: 7,
  notOnParent: 19,
  buriedKing: 31,
  lowDepth: 23,
  cell: 11,
  cellSquared: 29,
  emptyColumn: 13,
  nextDepth: 17,
};

const allRules: [string, RulesSpec][] = [
  ...Object.entries(TEST_RULES),
  ['shrunk-r4-c4-1', shrunk(TEST_RULES.freecell, 4, 4, 1)],
  ['shrunk-eph-r5-c5-2', shrunk(TEST_RULES.ephemeral, 5, 5, 2)],
  ['shrunk-single-r4-c4-2', shrunk(TEST_RULES.singleUse, 4, 4, 2, 1)],
  ['shrunk-removable-r3-c4-1', shrunk(TEST_RULES.removable, 3, 4, 1)],
];

describe.each(allRules)('byte state matches core: %s', (_name, rules) => {
  const c = compileRules(rules);
  const buf = new Int32Array(1024);

  it('generates exactly core legal moves, and apply/undo/peek match applyMove', () => {
    let peeked = 0;
    for (const dealNo of [1, 2, 3]) {
      walk(rules, dealNo, 80, (p) => {
        const st = SearchState.fromPosition(c, p, false);
        expect(st.ev.h()).toBe(referenceH(p, FAST_WEIGHTS));
        st.ev.setWeights(ODD_WEIGHTS);
        expect(st.ev.h()).toBe(referenceH(p, ODD_WEIGHTS));
        st.ev.setWeights(FAST_WEIGHTS);
        const n = genMoves(st, buf, GEN_EXACT);
        const mine = Array.from(buf.subarray(0, n), (m) => moveKey(toMove(m))).sort();
        // Core's legal moves, worked out once for the three uses below (a pure function of p).
        const legal = legalMoves(p);
        const core = legal.map(moveKey).sort();
        expect(mine).toEqual(core);
        st.ev.setWeights(ODD_WEIGHTS);
        const h0 = st.ev.h();
        // Each check compared first and handed to expect (with its message) only when it fails:
        // the same checks, without a matcher call for each of the hundreds of thousands of cases.
        const keyText = st.key.join();
        const pText = same(snapshot(p));
        for (const m of legal) {
          const packed = packMove(codeOf(m.from), codeOf(m.to), m.count);
          if (st.ev.peek(packed)) {
            peeked++;
            const { peekCard, peekSupport, peekHash, peekDelta } = st.ev;
            const made = applyAndAutoplay(st, packed);
            const got = [made, st.key[peekCard], st.fullHash(), st.ev.h()];
            const want = [1, peekSupport, peekHash, h0 + peekDelta];
            if (got.join() !== want.join()) expect(got, formatMove(m, p)).toEqual(want);
            undo(st);
          }
          if (st.key.join() !== keyText) expect(st.key.join()).toBe(keyText);
        }
        st.ev.setWeights(FAST_WEIGHTS);
        for (const m of legal) {
          apply(st, packMove(codeOf(m.from), codeOf(m.to), m.count));
          const after = st.toPosition();
          const want = snapshot(applyMove(p, m));
          if (same(snapshot(after)) !== same(want)) expect(snapshot(after), formatMove(m, p)).toEqual(want);
          if (st.hash !== st.cardHash()) expect(st.hash).toBe(st.cardHash());
          const h = referenceH(after, FAST_WEIGHTS);
          if (st.ev.h() !== h) expect(st.ev.h()).toBe(h);
          undo(st);
          if (st.key.join() !== keyText) expect(st.key.join()).toBe(keyText);
          const back = same(snapshot(st.toPosition()));
          if (back !== pText) expect(back).toBe(pText);
        }
      });
    }
    const plain = rules.cellEntry === 'any' && !rules.foundationsRemovable;
    if (plain) expect(peeked).toBeGreaterThan(0);
  });

  it('canMoveFromColumn agrees with core on every move from a column', () => {
    for (const dealNo of [6, 7]) {
      walk(rules, dealNo, 60, (p) => {
        const st = SearchState.fromPosition(c, p, false);
        for (let from = 0; from < rules.columns; from++) {
          const n = p.columns[from]!.length;
          const dests = [
            ...p.columns.map((_, i) => i),
            ...p.cells.map((_, i) => 10 + i),
            ...[0, 1, 2, 3].map((s) => FND0 + s),
          ];
          for (const to of dests) {
            for (let k = 1; k <= n; k++) {
              const m = toMove(packMove(from, to, k));
              // Compared first, described only when they differ: the same check, without a message
              // and a matcher call for each of the ~3 million cases.
              const got = canMoveFromColumn(st, from, to, k);
              if (got !== isLegal(p, m)) expect(got, formatMove(m, p)).toBe(isLegal(p, m));
            }
          }
        }
      });
    }
  });

  it('dig plays legal moves (each with its autoplay) that bring the card to its destination, or changes nothing', () => {
    const steps = new Int32Array(16);
    let dug = 0;
    for (const dealNo of [8, 9]) {
      walk(rules, dealNo, 60, (p) => {
        const st = SearchState.fromPosition(c, p, false);
        autoplay(st);
        commit(st);
        const start = st.toPosition();
        const before = Array.from(st.key);
        const beforeText = before.join();
        for (let col = 0; col < rules.columns; col++) {
          const column = start.columns[col]!;
          for (let i = 0; i < column.length - 1; i++) {
            const card = column[i]!;
            for (const dest of [FND0 + (card & 3), ...start.columns.map((_, j) => j)]) {
              const n = dig(st, card, dest, steps, 0, 5);
              if (n < 0) {
                if (st.key.join() !== beforeText) expect(Array.from(st.key)).toEqual(before);
                continue;
              }
              dug++;
              let q = start;
              for (let j = 0; j < n; j++) {
                const m = toMove(steps[j]!);
                if (!isLegal(q, m)) expect(isLegal(q, m), formatMove(m, q)).toBe(true);
                q = applyMove(q, m);
                for (const a of autoplayMoves(q)) q = applyMove(q, a);
              }
              expect(snapshot(st.toPosition())).toEqual(snapshot(q));
              // The card is on its destination, or autoplay has taken it home from there.
              const home = isHome(q, card);
              if (dest >= FND0) expect(home).toBe(true);
              else expect(home || q.columns[dest]!.at(-1) === card).toBe(true);
              undoN(st, applied(st));
              if (st.key.join() !== beforeText) expect(Array.from(st.key)).toEqual(before);
            }
          }
        }
      });
    }
    if (rules.cellStay === 'unlimited' && rules.cells > 0) expect(dug).toBeGreaterThan(0);
  });

  it('dig, its moves chosen by dry runs, is the step-by-step dig: the same moves and position, or the same failure', () => {
    const played = new Int32Array(16);
    const dry = new Int32Array(16);
    const list = (a: Int32Array, n: number) => Array.from(a.subarray(0, Math.max(n, 0))).join(' ');
    // Every difference, described (expect per dig would make this test ten times slower).
    const differences: string[] = [];
    let judgedDry = 0;
    let longer = 0;
    for (const dealNo of [8, 9, 10]) {
      walk(rules, dealNo, 60, (p) => {
        const st = SearchState.fromPosition(c, p, false);
        autoplay(st);
        commit(st);
        const before = st.key.join();
        const start = st.toPosition();
        for (let col = 0; col < rules.columns; col++) {
          const column = start.columns[col]!;
          for (let i = 0; i < column.length - 1; i++) {
            const card = column[i]!;
            for (const dest of [FND0 + (card & 3), ...start.columns.map((_, j) => j)]) {
              const at = `deal ${dealNo}, position ${before}: card ${card} to ${dest}`;
              const n = stepDig(st, card, dest, played, 5);
              const after = st.key.join();
              undoN(st, applied(st));
              if (st.pending < 0 && st.runsAbove(col, i) <= 5) {
                // The first dry run alone: a failure it calls certain is one, and its moves are the dig's first.
                const k = dryDig(st, col, i, dest, 0, 5, dry, 0);
                if (st.key.join() !== before) differences.push(`${at}: the dry run changed the position`);
                if (k < 0 && n >= 0) differences.push(`${at}: the dry run failed, the dig did not`);
                if (k === 0) differences.push(`${at}: the dry run chose no move`);
                if (k < 0) judgedDry++;
                else if (list(dry, k) !== list(played, k))
                  differences.push(`${at}: dry run ${list(dry, k)}, dig ${list(played, k)}`);
                if (k > 1) longer++;
              }
              const m = dig(st, card, dest, dry, 0, 5);
              if (m !== n || st.key.join() !== (n < 0 ? before : after) || list(dry, m) !== list(played, n))
                differences.push(`${at}: dig ${m} (${list(dry, m)}), step by step ${n} (${list(played, n)})`);
              undoN(st, applied(st));
            }
          }
        }
      });
    }
    expect(differences.slice(0, 5)).toEqual([]);
    // Where the rules allow, a dry run judges failures without a move played, and (a full deck's
    // runs being long enough) tells several moves at once.
    const exact =
      rules.cellEntry !== 'selective' && !rules.foundationsRemovable && rules.cellStay !== 'next-move';
    if (exact) expect(judgedDry).toBeGreaterThan(0);
    if (exact && rules.maxRank === 13) expect(longer).toBeGreaterThan(0);
  });

  it('autoplay reaches the same position as core autoplayMoves', () => {
    for (const dealNo of [4, 5]) {
      walk(rules, dealNo, 120, (p) => {
        const st = SearchState.fromPosition(c, p, false);
        const log: number[] = [];
        const made = autoplay(st, log);
        let q = p;
        for (const m of autoplayMoves(p)) q = applyMove(q, m);
        expect(snapshot(st.toPosition())).toEqual(snapshot(q));
        expect(made).toBe(log.length);
        undoN(st, made);
        expect(snapshot(st.toPosition())).toEqual(snapshot(p));
      });
    }
  });

  it('symmetric keys ignore pile order, decode back, and pruned moves lose no successor', () => {
    for (const dealNo of [6, 7]) {
      walk(rules, dealNo, 60, (p, rand) => {
        const st = SearchState.fromPosition(c, p, true);
        const other = SearchState.fromPosition(c, permuted(p, rand), true);
        expect(Array.from(other.key)).toEqual(Array.from(st.key));
        expect(other.fullHash()).toBe(st.fullHash());
        const copy = SearchState.fromPosition(c, p, true);
        copy.keyWords.set(st.keyWords);
        copy.decode();
        expect(Array.from(SearchState.fromPosition(c, copy.toPosition(), true).key)).toEqual(
          Array.from(st.key),
        );
        expect(copy.hash).toBe(st.hash);
        // Every successor of a legal move is a successor of a pruned move, but for the redundant ones.
        const keyAfter = (m: number) => {
          apply(st, m);
          const k = Array.from(st.key).join(',');
          undo(st);
          return k;
        };
        const n = genMoves(st, buf, GEN_COMPLETE);
        const pruned = new Set(Array.from(buf.subarray(0, n), keyAfter));
        const here = Array.from(st.key).join(',');
        const nm = genMoves(st, buf, GEN_EXACT);
        for (const m of Array.from(buf.subarray(0, nm))) {
          const k = keyAfter(m);
          const intoNextMoveCell = rules.cellStay === 'next-move' && toMove(m).to.kind === 'cell';
          if (!intoNextMoveCell && k !== here) expect(pruned.has(k)).toBe(true);
        }
      });
    }
  });
});
