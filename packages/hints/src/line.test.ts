/**
 * The line of a game (line.ts): hints as a function of the history. Asked afresh after
 * each move, the hints went round in circles (deal 19739: `2b b2 2b b2 …`); now asking afresh and
 * asking a kept Hinter give the same hint, the moves left go down by one a move, and following them
 * wins from any position.
 */
import {
  applyMove,
  autoplayMoves,
  deal,
  FREECELL_RULES,
  formatMoves,
  isWon,
  legalMoves,
  parseMove,
  replay,
  sameMove,
  seededRandom,
  unwrap,
  type Move,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import { Solver, type SolveOptions, type SolveResult } from '@cascade/solver';
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import type { HintBudget } from './game.ts';
import { hint, Hinter, LimitedHinter, type Hint } from './hint.ts';
import { keepLine, LINE_FIRST_LIMITS, LINE_MAX_STATES, makeLine, repairLine, tooLong } from './line.ts';
import { SEED_RULES, TINY } from './test-rules.ts';
import { wanderingGame } from './wander.ts';

const SEEDS = SEED_RULES;
/**
 * Two deals a seed variant, drawn from the first million (Ephemeral: two of its rare winnable ones,
 * with short searches: a fresh hint searches the start again, and deal 99's takes 25,000 positions).
 */
const DEALS: Record<string, number[]> = {
  freecell: [523_716, 91_157],
  challenge: [704_233, 12_870],
  inverted: [388_101, 655_040],
  ephemeral: [150, 392],
  selective: [271_828, 31_416],
};
/**
 * Budgets in positions only: a wall-clock limit would make the outcome depend on how loaded the
 * machine is (the budget can only make a hint unknown, which these tests would report).
 */
const BUDGET: HintBudget = { maxStates: 3_000_000, timeoutMs: 600_000 };

/** The parts of a hint that say what to do (states and fromLine say how much work it took). */
const answer = (h: Hint) => ({ ...h, states: 0, fromLine: false });

/** Plays `moves` from `start`. */
const after = (start: Position, moves: readonly Move[]): Position =>
  moves.reduce((p, m) => applyMove(p, m), start);

/**
 * Follows the hints from `history`, asked afresh (`hint`: a new walk of the whole history) every
 * `freshEvery` hints and of a kept Hinter always; checks that both agree and that the moves left go
 * down by one a move. Returns the moves played and the last hint.
 */
function followAfresh(
  start: Position,
  history: readonly Move[] = [],
  { autoplay = false, freshEvery = 1, limit = 400 } = {},
): { moves: Move[]; last: Hint } {
  const moves = [...history];
  const kept = new Hinter();
  let left: number | undefined;
  for (let i = 0; i < limit; i++) {
    const h = kept.hint({ start, moves }, BUDGET);
    if (i % freshEvery === 0) expect(answer(hint({ start, moves }, BUDGET))).toEqual(answer(h));
    if (h.status !== 'winnable') return { moves, last: h };
    if (left !== undefined) expect(h.movesLeft).toBe(left - 1);
    left = h.movesLeft;
    moves.push(h.move as Move);
    // The apps send safe cards home after each move: the line must survive that.
    if (autoplay) {
      const auto = autoplayMoves(after(start, moves));
      moves.push(...auto);
      if (left !== undefined) left -= auto.length;
    }
  }
  throw new Error(`no end after ${limit} hints`);
}

/** A game that wanders off the line: a random legal move instead of the hint half the time. */
const wandering = (start: Position, seed: number, length: number): Move[] =>
  wanderingGame(start, seededRandom(seed), length, BUDGET);

describe('the solver the line relies on is deterministic', () => {
  const run = (pos: Position, options: SolveOptions, slice: boolean): SolveResult => {
    const s = new Solver(pos, options);
    // Slices that end at once: the search pauses and resumes as often as it can.
    for (;;) {
      const r = s.step(slice ? performance.now() : Infinity);
      if (r) return r;
    }
  };
  const moves = (r: SolveResult) => (r.status === 'solved' ? r.moves : r.status);

  test.each(Object.entries(DEALS))(
    '%s: same moves in one go or in slices, under any budget that suffices',
    (id, ns) => {
      const rules = SEEDS[id] as RulesSpec;
      for (const n of ns) {
        const start = unwrap(deal(rules, n));
        const mid = after(start, wandering(start, n, 12));
        for (const pos of [start, mid]) {
          const first = run(pos, { maxStates: 1_000_000 }, false);
          if (first.status === 'unknown') throw new Error(`deal ${n}: no answer`);
          // Another search in between (the solver reuses its tables), a bigger budget, slices.
          run(unwrap(deal(rules, n + 1)), { maxStates: 100_000 }, false);
          expect(moves(run(pos, { maxStates: 5_000_000 }, false))).toEqual(moves(first));
          // Just enough positions (a proof needs one more than it stores, to see it is done).
          expect(moves(run(pos, { maxStates: first.stats.states + 1 }, true))).toEqual(moves(first));
        }
      }
    },
  );
});

describe('hints asked afresh win', () => {
  test('deal 19739: the 2b b2 loop is gone; the line of the first hint is followed to the win', () => {
    const start = unwrap(deal(FREECELL_RULES, 19739));
    const first = hint({ start, moves: [] }, BUDGET);
    const { moves, last } = followAfresh(start);
    expect(last.status).toBe('won');
    expect(moves).toHaveLength(first.movesLeft as number);
    expect(isWon(after(start, moves))).toBe(true);
  });

  test.each([988_757, 160_014, 14_987])(
    'FreeCell deal %i (each looped before): won, moves left one fewer a move',
    (n) => {
      const start = unwrap(deal(FREECELL_RULES, n));
      const { moves, last } = followAfresh(start);
      expect(last.status).toBe('won');
      expect(isWon(after(start, moves))).toBe(true);
    },
  );

  test.each(Object.entries(DEALS))(
    '%s: two deals won by hints asked afresh, with autoplay between',
    (id, ns) => {
      for (const n of ns) {
        const start = unwrap(deal(SEEDS[id] as RulesSpec, n));
        const { moves, last } = followAfresh(start, [], { autoplay: true });
        expect(last.status).toBe('won');
        expect(isWon(after(start, moves))).toBe(true);
      }
    },
  );

  test.each(Object.entries(DEALS))(
    '%s: from positions off the line, the hints win every winnable one',
    (id, ns) => {
      for (const n of ns) {
        const start = unwrap(deal(SEEDS[id] as RulesSpec, n));
        // The first two games that wander off the line and can still be won (random moves lose
        // most Ephemeral games at once), of 6 and 20 moves.
        for (const length of [6, 20]) {
          let seed = n * 31 + length;
          let history = wandering(start, seed, length);
          while (hint({ start, moves: history }, BUDGET).status !== 'winnable') {
            if (seed > n * 31 + length + 60)
              throw new Error(`no winnable game of ${length} moves wandering from deal ${n}`);
            history = wandering(start, ++seed, length);
          }
          // Every tenth hint afresh: after moves off the line each fresh walk searches again.
          const { moves, last } = followAfresh(start, history, { freshEvery: 10 });
          expect(last.status).toBe('won');
          expect(isWon(after(start, moves))).toBe(true);
        }
      }
    },
  );
});

describe('a line a player can follow', () => {
  // Challenge 95916 after these moves: the fast search wins by a depth-first scan whose line is
  // 5,768 moves long (found by scripts/hints-afresh.mjs: the hints were still going after 1,000).
  const CHALLENGE_95916 = '14 21 24 5c 8d 8b 7a 74 c8 13';
  const play = (start: Position, text: string): Move[] => {
    const moves: Move[] = [];
    let p = start;
    for (const token of text.split(' ')) {
      const m = unwrap(parseMove(token, p));
      moves.push(m);
      p = applyMove(p, m);
    }
    return moves;
  };

  test('a line far longer than a game needs is searched again in short mode', () => {
    const start = unwrap(deal(SEEDS.challenge as RulesSpec, 95_916));
    const history = play(start, CHALLENGE_95916);
    const h = hint({ start, moves: history.slice(0, 9) }, BUDGET);
    expect(h.status).toBe('winnable');
    expect(tooLong(after(start, history.slice(0, 9)), h.movesLeft as number)).toBe(false);
    const { moves, last } = followAfresh(start, history, { freshEvery: 40 });
    expect(last.status).toBe('won');
    expect(moves.length - history.length).toBeLessThan(200);
  });

  test('tooLong: more than three moves a card still out, and 20', () => {
    const start = unwrap(deal(FREECELL_RULES, 1));
    expect(tooLong(start, 3 * 52 + 20)).toBe(false);
    expect(tooLong(start, 3 * 52 + 21)).toBe(true);
  });
});

describe('a hint is a function of the history', () => {
  test('a kept Hinter gives the hints of a fresh call whatever it was asked before (undo, another game)', () => {
    const start = unwrap(deal(FREECELL_RULES, 523_716));
    const other = unwrap(deal(FREECELL_RULES, 618));
    const history = wandering(start, 5, 30);
    const kept = new Hinter();
    const rand = seededRandom(9);
    for (let i = 0; i < 20; i++) {
      // Jump about: forward, back (undo), to another deal and back.
      const k = (rand() >>> 0) % (history.length + 1);
      if (i % 7 === 3) kept.hint({ start: other, moves: [] }, BUDGET);
      const game = { start, moves: history.slice(0, k) };
      expect(answer(kept.hint(game, BUDGET))).toEqual(answer(hint(game, BUDGET)));
    }
  });

  test('following the line never searches again: a kept Hinter answers from it, a fresh call walks to it', () => {
    const start = unwrap(deal(FREECELL_RULES, 19739));
    const first = hint({ start, moves: [] }, BUDGET);
    const kept = new Hinter();
    kept.hint({ start, moves: [] }, BUDGET);
    const moves: Move[] = [first.move as Move];
    for (let i = 0; i < 20; i++) {
      const k = kept.hint({ start, moves }, BUDGET);
      expect(k).toMatchObject({ fromLine: true, states: 0 });
      // Afresh: the start's search only, the same one as the first hint.
      expect(hint({ start, moves }, BUDGET).states).toBe(first.states);
      moves.push(k.move as Move);
    }
  });

  test('the budget can make a hint unknown, never a different hint', () => {
    const start = unwrap(deal(FREECELL_RULES, 523_716));
    // A history with moves off the line that is still winnable (the first such seed).
    let seed = 1;
    while (hint({ start, moves: wandering(start, seed, 24) }, BUDGET).status !== 'winnable') seed++;
    const history = wandering(start, seed, 24);
    const full = hint({ start, moves: history }, BUDGET);
    expect(full.states).toBeGreaterThan(hint({ start, moves: [] }, BUDGET).states);
    const cut = new Hinter();
    for (const maxStates of [1, 50, 400, 3_000, Math.floor(full.states / 2), full.states - 1, full.states]) {
      const h = hint({ start, moves: history }, { maxStates, timeoutMs: 600_000 });
      if (h.status === 'unknown') {
        expect(h.unknownReason).toBe('max-states');
        expect(h.summary).toContain(`within the ${maxStates.toLocaleString('en-US')} positions allowed`);
      } else expect(answer(h)).toEqual(answer(full));
      // A kept Hinter cut short keeps what it finished, and then answers the same.
      cut.hint({ start, moves: history }, { maxStates, timeoutMs: 600_000 });
    }
    expect(hint({ start, moves: history }, { maxStates: full.states - 1, timeoutMs: 600_000 }).status).toBe(
      'unknown',
    );
    expect(answer(cut.hint({ start, moves: history }, BUDGET))).toEqual(answer(full));
  });

  test('a cancelled hint says so', () => {
    const start = unwrap(deal(FREECELL_RULES, 31465));
    const controller = new AbortController();
    controller.abort();
    expect(hint({ start, moves: [] }, { ...BUDGET, signal: controller.signal })).toMatchObject({
      status: 'unknown',
      unknownReason: 'aborted',
      summary: 'The hint was cancelled.',
    });
  });
});

describe('beyond the line search limit', () => {
  // TINY deal 14 cannot be won, deal 1 can.

  test('a search that settles nothing within the limit is unknown; a bigger budget may still prove the game lost', () => {
    const lost = unwrap(deal(TINY, 14));
    const proof = hint({ start: lost, moves: [] }, BUDGET);
    expect(proof).toMatchObject({ status: 'lost', lostReason: 'unwinnable' });
    const limit = proof.states - 1;
    // The asker's budget allows the line's two searches (fast, then short) of `limit` each.
    const small = new LimitedHinter(limit).hint(
      { start: lost, moves: [] },
      { maxStates: 3 * limit, timeoutMs: 600_000 },
    );
    expect(small).toMatchObject({ status: 'unknown', unknownReason: 'max-states' });
    expect(small.summary).toBe(
      `No winning line was found within the ${limit} positions a hint searches: the game may or may not still be won.`,
    );
    const more = new LimitedHinter(limit).hint({ start: lost, moves: [] }, BUDGET);
    expect(more).toMatchObject({ status: 'lost', lostReason: 'unwinnable' });
  });

  test('a lost game found behind a search that settled nothing: one search of the last position', () => {
    // Aces to sixes, 6 columns, 2 cells, deal 6: winnable; lost after these moves, which the solver
    // proves in 3 positions, where the positions before need 15 to 150 to settle.
    const SMALL: RulesSpec = { ...FREECELL_RULES, maxRank: 6, columns: 6, cells: 2 };
    const start = unwrap(deal(SMALL, 6));
    const moves = unwrap(replay(start, '1b 64 6a 51 63 13 31 21')).moves;
    expect(hint({ start, moves }, BUDGET)).toMatchObject({ status: 'lost', lostReason: 'unwinnable' });
    // With 4 positions a search, the walk settles nothing at the start nor after the first move
    // (neither the fast search nor the short one); then the last position, searched at once, is
    // lost: those five searches, not two a move.
    const h = new LimitedHinter(4).hint({ start, moves }, BUDGET);
    expect(h).toMatchObject({ status: 'lost', lostReason: 'unwinnable' });
    const states = (p: Position, mode: 'fast' | 'short'): number => {
      // As the line searches: one table each (no rescue beam after the fast mode's threads).
      const r = new Solver(p, { mode, maxStates: 4, rescue: false }).step() as SolveResult;
      return r.stats.states;
    };
    const first = applyMove(start, moves[0] as Move);
    const last = moves.reduce((p, m) => applyMove(p, m), start);
    expect(h.states).toBe(
      states(start, 'fast') +
        states(start, 'short') +
        states(first, 'fast') +
        states(first, 'short') +
        states(last, 'fast'),
    );
  });

  test("where the fast search settles nothing within the limit, the line is the short search's", () => {
    // Two-Cell FreeCell 13659 from the start: the fast search needs some 1,400,000 positions, more
    // than a line's limit; the short mode's A* wins in some 400,000. (Ephemeral 132209 showed it
    // before the fast mode had the short mode's beam among its threads: it wins that one now.)
    const start = unwrap(deal(getVariant('two-cell-freecell').rules, 13659));
    const budget = { maxStates: 2_000_000, timeoutMs: 600_000 };
    const kept = new Hinter();
    const h = kept.hint({ start, moves: [] }, budget);
    expect(h.status).toBe('winnable');
    expect(h.states).toBeGreaterThan(LINE_MAX_STATES); // the fast search's limit spent first
    // Followed, the hints win, each the next move of the same line.
    const played: Move[] = [];
    for (let left = h.movesLeft as number; left > 0; left--) {
      const next = kept.hint({ start, moves: played }, budget);
      expect(next).toMatchObject({ status: 'winnable', movesLeft: left });
      played.push(next.move as Move);
    }
    expect(isWon(played.reduce((p, m) => applyMove(p, m), start))).toBe(true);
  });

  test('the cheap search that settles goes first: Ephemeral 132209 from the start', () => {
    // The fast search needs 61,226 positions here (its beam thread wins), the short one 6,909:
    // both are first asked within LINE_FIRST_LIMITS, where the short one settles it.
    const start = unwrap(deal(getVariant('ephemeral').rules, 132209));
    const search = (mode: 'fast' | 'short', maxStates: number): SolveResult =>
      new Solver(start, { mode, maxStates, rescue: false }).step() as SolveResult;
    const fast = search('fast', LINE_FIRST_LIMITS.fast);
    expect(fast.status).toBe('unknown');
    const short = search('short', LINE_FIRST_LIMITS.short);
    expect(short.status).toBe('solved');
    const h = hint({ start, moves: [] }, BUDGET);
    expect(h).toMatchObject({ status: 'winnable', movesLeft: (short as { moves: Move[] }).moves.length });
    expect(h.states).toBe(fast.stats.states + short.stats.states);
    expect(h.states).toBeLessThan(search('fast', LINE_MAX_STATES).stats.states / 4);
    // Followed (afresh every tenth hint, a kept Hinter always), the hints win.
    const { moves, last } = followAfresh(start, [], { freshEvery: 10 });
    expect(last.status).toBe('won');
    expect(isWon(after(start, moves))).toBe(true);
  });

  test('a winnable game whose line the limit cuts gives no move, and says it can be won', () => {
    const start = unwrap(deal(TINY, 1));
    expect(hint({ start, moves: [] }, BUDGET).status).toBe('winnable');
    const h = new LimitedHinter(2).hint({ start, moves: [] }, { maxStates: 1_000, timeoutMs: 600_000 });
    expect(h.status).toBe('unknown');
    expect(h.move).toBeUndefined();
    expect(h.summary).toBe(
      'The game can still be won, but a hint searches at most 2 positions and found no line within them.',
    );
  });
});

describe('repairLine keeps a line through moves off it', () => {
  const start = unwrap(deal(FREECELL_RULES, 1));
  const solved = new Solver(start, { maxStates: 1_000_000 }).step();
  if (solved?.status !== 'solved') throw new Error('deal 1 is solved');
  const line = makeLine(start, solved.moves);
  const legalAt = (p: Position, m: Move) => legalMoves(p).some((l) => sameMove(l, m));

  test('two moves of the line played the other way round: the line goes on without the first', () => {
    // Along the line, the first two moves in a row on four different piles (they commute).
    let p = start;
    for (let i = 0; i + 1 < line.moves.length; i++) {
      const a = line.moves[i] as Move;
      const b = line.moves[i + 1] as Move;
      const piles = [a.from, a.to, b.from, b.to].map((x) => `${x.kind}${x.index}`);
      if (new Set(piles).size === 4 && a.to.kind !== 'foundation' && legalAt(p, b)) {
        const kept = repairLine(line, i, p, b, null);
        expect(kept?.moves).toEqual([a, ...line.moves.slice(i + 2)]);
        return;
      }
      p = applyMove(p, a);
    }
    throw new Error('deal 1 has two moves in a row on different piles');
  });

  test('a move undone leads back onto the line: the undoing move, then the line', () => {
    // A deal whose line starts by filling free cell a, with a column whose top card builds on the
    // card below: the player parks that card in cell a (the line cannot go on as it was), and the
    // move that puts it back leads onto the line again.
    for (let n = 1; n <= 50; n++) {
      const s0 = unwrap(deal(FREECELL_RULES, n));
      const r = new Solver(s0, { maxStates: 1_000_000 }).step();
      if (r?.status !== 'solved' || formatMoves(s0, r.moves.slice(0, 1)).slice(1, 2) !== 'a') continue;
      const l = makeLine(s0, r.moves);
      for (let c = 0; c < 8; c++) {
        const park = replay(s0, `${c + 1}a`);
        if (!park.ok) continue;
        const parked = applyMove(s0, park.value.moves[0] as Move);
        const back = replay(parked, `a${c + 1}`);
        if (!back.ok) continue;
        const kept = keepLine(l, 0, s0, park.value.moves[0] as Move, null);
        expect(kept?.line.moves).toEqual([back.value.moves[0], ...l.moves]);
        return;
      }
    }
    throw new Error('no such deal among 1–50');
  });

  test('a move to a later point of the line keeps the line from there', () => {
    // The line's first two moves in the other order, when both are single cards to free cells.
    const p1 = applyMove(start, line.moves[0] as Move);
    const p2 = applyMove(p1, line.moves[1] as Move);
    // From p2 the walk at index 2; a position reached by another way is recognised as on the line.
    expect(keepLine(line, 1, p1, line.moves[1] as Move, null)).toEqual({ line, at: 2 });
    expect(isWon(after(p2, line.moves.slice(2)))).toBe(true);
  });

  test("a card sent home out of the line's order: its own move home is skipped", () => {
    // Along the line, find two foundation moves in a row and play them the other way round.
    let p = start;
    for (let i = 0; i + 1 < line.moves.length; i++) {
      const a = line.moves[i] as Move;
      const b = line.moves[i + 1] as Move;
      if (a.to.kind === 'foundation' && b.to.kind === 'foundation' && legalAt(p, b)) {
        const kept = repairLine(line, i, p, b, null);
        expect(kept?.moves).toEqual([a, ...line.moves.slice(i + 2)]);
        expect(isWon(after(applyMove(p, b), kept?.moves ?? []))).toBe(true);
        return;
      }
      p = applyMove(p, a);
    }
    throw new Error('deal 1 has two foundation moves in a row that can swap');
  });

  test('a move that breaks the line gives null (the walk then searches again)', () => {
    // Fill three free cells, then the fourth: the line's cell moves have nowhere to go.
    const full = unwrap(replay(start, '6a 6b 6c')).moves;
    const p = after(start, full);
    const fourth = unwrap(replay(p, '5d')).moves[0] as Move;
    expect(repairLine(line, 0, p, fourth, null)).toBeNull();
  });
});
