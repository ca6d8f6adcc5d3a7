/**
 * Property tests (fast-check) over random valid rules — every knob of rules-spec.ts in any
 * combination, 4–10 columns, 0–8 cells, any prefill, ranks 1–13, every deal kind — and random play.
 * The seed is fixed (FC_SEED overrides it, FC_SEED=random picks one); on failure fast-check prints
 * the seed and the path of the counterexample, and the game as rules, deal and moves.
 */
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import {
  applyMove,
  autoplayMoves,
  cardOf,
  deckSize,
  expandRun,
  formatLayout,
  formatMove,
  formatMoves,
  FREECELL_RULES,
  gameStatus,
  isLegal,
  isWon,
  legalMoves,
  maxRunMove,
  MOVE_ERRORS,
  moveError,
  parseLayout,
  parseMove,
  play,
  Position,
  replay,
  replayMoves,
  sameMove,
  type Move,
} from './index.ts';
import { gameArb, rulesArb } from '../test/helpers/arbitraries.ts';
import { oracleDiff } from '../test/helpers/compare.ts';
import { moveKey, oTriples, stateKey, stateOf } from '../test/helpers/oracle.ts';
import { fcParams, rulesOf, SEED_OVERRIDES } from '../test/helpers/positions.ts';
import { isSolvable } from '../test/helpers/solve.ts';

// Property runs are sized to take a few seconds each on a 2-core machine; under load (other suites
// running) that can pass the default 5 s timeout.
vi.setConfig({ testTimeout: 120_000 });

const key = (p: Position): string => stateKey(stateOf(p));
const MOVE_CODES = new Set<string>(Object.values(MOVE_ERRORS));

/** Every card of the position: columns, cells (not closed ones) and foundations. */
function cardsOf(p: Position): number[] {
  const cards: number[] = [...p.columns.flat()];
  for (const c of p.cells) if (typeof c === 'number') cards.push(c);
  const setup = p.toSetup();
  for (let s = 0; s < 4; s++) {
    const n = p.foundations[s] ?? 0;
    for (let i = 0; i < n; i++) {
      // Walk back from the top along the foundation's direction.
      const top = setup.foundationTops[s] as number;
      const step = p.rules.foundationDirection === 'up' ? -i : i;
      const r = ((((top - 1 + step) % p.rules.maxRank) + p.rules.maxRank) % p.rules.maxRank) + 1;
      cards.push(cardOf(r, s));
    }
  }
  return cards.sort((a, b) => a - b);
}

const SEED_RULES = fc.constantFrom(...Object.values(SEED_OVERRIDES).map((o) => rulesOf(o)));
/** House rules most of the time, the five seed variants some of the time. */
const ANY_RULES = fc.oneof({ arbitrary: rulesArb(), weight: 3 }, { arbitrary: SEED_RULES, weight: 1 });

describe('conservation', () => {
  test('every position of a game holds each card of the deck exactly once', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), (g) => {
        const deck = Array.from({ length: deckSize(g.rules) }, (_, i) => i);
        for (const p of g.positions) {
          expect(cardsOf(p)).toEqual(deck);
          // And it is a position fromSetup accepts as it stands.
          expect(Position.fromSetup(p.toSetup(), g.rules).ok).toBe(true);
        }
      }),
      fcParams(150),
    );
  });

  test('foundations only grow, unless foundationsRemovable; they never pass the deck', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), (g) => {
        for (let i = 1; i < g.positions.length; i++) {
          const before = (g.positions[i - 1] as Position).foundations;
          const after = (g.positions[i] as Position).foundations;
          after.forEach((n, s) => {
            expect(n).toBeLessThanOrEqual(g.rules.maxRank);
            if (!g.rules.foundationsRemovable) expect(n).toBeGreaterThanOrEqual(before[s] as number);
            else expect(Math.abs(n - (before[s] as number))).toBeLessThanOrEqual(1);
          });
        }
      }),
      fcParams(150),
    );
  });

  test('gameStatus: won exactly when every card is home, lost exactly when no move is left', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), (g) => {
        const last = g.positions[g.positions.length - 1] as Position;
        const won = last.foundations.every((n) => n === g.rules.maxRank);
        expect(isWon(last)).toBe(won);
        expect(gameStatus(last)).toBe(won ? 'won' : legalMoves(last).length === 0 ? 'lost' : 'playing');
      }),
      fcParams(150),
    );
  });
});

describe('legal moves', () => {
  test('legalMoves equals the oracle on random positions under random house rules', () => {
    let positions = 0;
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES, maxMoves: 30 }), (g) => {
        for (const p of g.positions) {
          positions++;
          expect(oracleDiff(p, { apply: positions % 3 === 0 })).toEqual([]);
        }
      }),
      fcParams(120),
    );
    expect(positions).toBeGreaterThan(1000);
  });

  test('play accepts every move in legalMoves and rejects, with a code, every triple not in it', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES, maxMoves: 40 }), fc.nat(), (g, pick) => {
        const p = g.positions[pick % g.positions.length] as Position;
        const legal = new Set(legalMoves(p).map(moveKey));
        const wrong: string[] = []; // plain checks in the hot loop: expect() per triple is slow
        for (const m of oTriples(stateOf(p), true)) {
          const r = play(p, m);
          if (r.ok !== legal.has(moveKey(m)))
            wrong.push(`play ${r.ok ? 'accepts' : 'rejects'} ${moveKey(m)}`);
          if (isLegal(p, m) !== r.ok) wrong.push(`isLegal disagrees with play on ${moveKey(m)}`);
          if (r.ok && key(r.value) !== key(applyMove(p, m)))
            wrong.push(`play and applyMove differ on ${moveKey(m)}`);
          if (!r.ok && !MOVE_CODES.has(r.error.code)) wrong.push(`no code for ${moveKey(m)}`);
        }
        expect(wrong).toEqual([]);
      }),
      fcParams(200),
    );
  });

  test('every legal run is within maxRunMove, and single-card moves are exactly the count-1 moves', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), (g) => {
        for (const p of g.positions) {
          const all = legalMoves(p);
          for (const m of all) {
            if (m.count > 1) {
              const toEmpty = p.columns[m.to.index]?.length === 0;
              expect(m.count).toBeLessThanOrEqual(maxRunMove(p, toEmpty));
            }
          }
          expect(legalMoves(p, { runs: false })).toEqual(all.filter((m) => m.count === 1));
        }
      }),
      fcParams(150),
    );
  });

  test('symmetry: permuting columns and cells permutes the legal moves the same way', () => {
    fc.assert(
      fc.property(
        gameArb({ rules: ANY_RULES, maxMoves: 40 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (g, pick, cs, ks) => {
          const p = g.positions[pick % g.positions.length] as Position;
          const shuffle = (n: number, seed: number): number[] => {
            const a = Array.from({ length: n }, (_, i) => i);
            for (let i = n - 1; i > 0; i--) {
              const j = (seed = (seed * 1103515245 + 12345) % 2 ** 31) % (i + 1);
              [a[i], a[j]] = [a[j] as number, a[i] as number];
            }
            return a;
          };
          const colTo = shuffle(p.columns.length, cs);
          const cellTo = shuffle(p.cells.length, ks);
          const setup = p.toSetup();
          const columns = setup.columns.map((_, i) => setup.columns[colTo.indexOf(i)] as number[]);
          const cells = setup.cells.map((_, i) => setup.cells[cellTo.indexOf(i)] ?? null);
          const pendingCell = setup.pendingCell === null ? null : (cellTo[setup.pendingCell] as number);
          const q = Position.fromSetup({ ...setup, columns, cells, pendingCell }, g.rules);
          expect(q.ok).toBe(true);
          if (!q.ok) return;
          const map = (m: Move): Move => {
            const to = (pile: Move['from']): Move['from'] =>
              pile.kind === 'column'
                ? { kind: 'column', index: colTo[pile.index] as number }
                : pile.kind === 'cell'
                  ? { kind: 'cell', index: cellTo[pile.index] as number }
                  : pile;
            return { from: to(m.from), to: to(m.to), count: m.count };
          };
          const expected = legalMoves(p)
            .map((m) => moveKey(map(m)))
            .sort();
          expect(legalMoves(q.value).map(moveKey).sort()).toEqual(expected);
        },
      ),
      fcParams(200),
    );
  });

  test('moves never mutate the position they are played from', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES, maxMoves: 30 }), (g) => {
        const snapshots = g.positions.map(key);
        for (const p of g.positions) for (const m of legalMoves(p)) applyMove(p, m);
        expect(g.positions.map(key)).toEqual(snapshots);
      }),
      fcParams(60),
    );
  });

  test('replayMoves reaches the position applyMove does, and changes neither the start nor earlier results', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES, maxMoves: 40 }), (g) => {
        const snapshots = g.positions.map(key);
        const start = g.positions[0]!;
        const r = replayMoves(start, g.moves);
        expect(r.ok).toBe(true);
        if (r.ok) expect(key(r.value)).toBe(key(g.positions.at(-1)!));
        const again = replayMoves(start, g.moves);
        if (again.ok && r.ok) expect(key(again.value)).toBe(key(r.value));
        expect(g.positions.map(key)).toEqual(snapshots);
      }),
      fcParams(60),
    );
  });
});

describe('round trips', () => {
  test('notation: parseMove(formatMove(m, p), p) equals m for every legal move', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), (g) => {
        for (const p of g.positions) {
          for (const m of legalMoves(p)) {
            const text = formatMove(m, p);
            const back = parseMove(text, p);
            if (!back.ok || !sameMove(back.value, m)) expect(back, text).toEqual({ ok: true, value: m });
          }
        }
      }),
      fcParams(150),
    );
  });

  test('board text: parseLayout(formatLayout(p)) then fromSetup gives an equal position', () => {
    const seen = { closed: 0, pending: 0, base: 0, cells: 0, foundations: 0 };
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), fc.boolean(), fc.boolean(), (g, colons, full) => {
        for (const p of g.positions) {
          const text = formatLayout(p, { colons, full });
          const setup = parseLayout(text);
          expect(setup.ok, text).toBe(true);
          if (!setup.ok) return;
          const q = Position.fromSetup(setup.value, g.rules);
          expect(q.ok, text).toBe(true);
          if (!q.ok) return;
          expect(key(q.value)).toBe(key(p));
          expect(formatLayout(q.value, { colons, full })).toBe(text);
          if (text.includes('#')) seen.closed++;
          if (text.includes('*')) seen.pending++;
          if (text.includes('Base:')) seen.base++;
          if (/Freecells:.*[2-9TJQKA][CDHS]/.test(text)) seen.cells++;
          if (/Foundations:.*[CDHS]-[^0]/.test(text)) seen.foundations++;
        }
      }),
      fcParams(150),
    );
    // The games reached every feature of the board text.
    for (const [feature, n] of Object.entries(seen)) expect(n, feature).toBeGreaterThan(20);
  });

  test('replay is deterministic: the move list replays to the same moves and the same position', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), (g) => {
        const last = g.positions[g.positions.length - 1] as Position;
        const text = formatMoves(g.start, g.moves);
        for (let i = 0; i < 2; i++) {
          const r = replay(g.start, text);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.value.moves).toEqual(g.moves);
          expect(key(r.value.position)).toBe(key(last));
        }
        const r2 = replayMoves(g.start, g.moves);
        expect(r2.ok && key(r2.value)).toBe(key(last));
      }),
      fcParams(150),
    );
  });
});

describe('runs and their expansion', () => {
  /** Plays single-card steps, each checked. */
  function playSteps(p: Position, steps: readonly Move[]): Position {
    let q = p;
    for (const s of steps) {
      const e = moveError(q, s);
      if (e !== null || s.count !== 1)
        expect({ step: s, error: e }).toEqual({ step: { ...s, count: 1 }, error: null });
      q = applyMove(q, s);
    }
    return q;
  }

  test('a run move equals its expandRun expansion, played step by step, wherever expandRun succeeds', () => {
    let expanded = 0;
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), (g) => {
        for (const p of g.positions) {
          for (const m of legalMoves(p)) {
            const e = expandRun(p, m);
            if (!e.ok) {
              if (e.error.code !== MOVE_ERRORS.notExpandable)
                expect(e.error.code).toBe(MOVE_ERRORS.notExpandable);
              continue;
            }
            if (m.count > 1) expanded++;
            const a = key(playSteps(p, e.value));
            const b = key(applyMove(p, m));
            if (a !== b) expect(a).toBe(b);
          }
        }
      }),
      fcParams(150),
    );
    expect(expanded).toBeGreaterThan(100);
  });

  test('in standard FreeCell (and Challenge) expandRun succeeds for every legal run move', () => {
    let runs = 0;
    const rules = fc.constantFrom(FREECELL_RULES, rulesOf(SEED_OVERRIDES.challenge));
    fc.assert(
      fc.property(gameArb({ rules, maxMoves: 120 }), (g) => {
        for (const p of g.positions) {
          for (const m of legalMoves(p)) {
            if (m.count === 1) continue;
            runs++;
            const e = expandRun(p, m);
            expect(e.ok, formatLayout(p) + formatMove(m, p)).toBe(true);
            if (e.ok) expect(key(playSteps(p, e.value))).toBe(key(applyMove(p, m)));
          }
        }
      }),
      fcParams(100),
    );
    expect(runs).toBeGreaterThan(200);
  });
});

describe('autoplay', () => {
  test('autoplay moves are legal, one after another, and leave nothing safe behind', () => {
    fc.assert(
      fc.property(gameArb({ rules: ANY_RULES }), (g) => {
        for (const p of g.positions) {
          let q = p;
          for (const m of autoplayMoves(q)) {
            expect(m.to.kind).toBe('foundation');
            expect(moveError(q, m)).toBeNull();
            q = applyMove(q, m);
          }
          expect(autoplayMoves(q)).toEqual([]);
          expect(autoplayMoves(p, 'none')).toEqual([]);
        }
      }),
      fcParams(150),
    );
  });

  test('autoplay never makes a solvable tiny position unsolvable (brute force, ranks 2–3)', () => {
    let solvable = 0;
    const tiny = fc.oneof(
      rulesArb({ maxColumns: 5, maxCells: 2, minRank: 2, maxRank: 3 }),
      fc.constantFrom(...Object.values(SEED_OVERRIDES)).chain((o) =>
        fc
          .record({
            maxRank: fc.integer({ min: 2, max: 3 }),
            columns: fc.integer({ min: 4, max: 5 }),
            cells: fc.integer({ min: 0, max: 2 }),
          })
          .map((r) => rulesOf({ ...o, ...r })),
      ),
    );
    fc.assert(
      fc.property(gameArb({ rules: tiny, maxMoves: 8 }), (g) => {
        for (const p of g.positions) {
          const auto = autoplayMoves(p);
          if (auto.length === 0) continue;
          if (isSolvable(p, 20_000) !== true) continue;
          solvable++;
          let q = p;
          for (const m of auto) q = applyMove(q, m);
          expect(isSolvable(q, 20_000), `${formatLayout(p)}autoplay: ${formatMoves(p, auto)}`).not.toBe(
            false,
          );
        }
      }),
      fcParams(250),
    );
    expect(solvable).toBeGreaterThan(100);
  });
});
