/**
 * The drills: reproducible from their seeds, and every answer the engine's, checked here again
 * independently: the run limit by core's rules (the longest run core lets move), winnability by a
 * fresh solver run whose line core replays as a win, the only move by the winnability of every
 * legal move's result.
 */
import {
  applyMove,
  isWon,
  legalMoves,
  parsePosition,
  replayMoves,
  runLimitBreakdown,
  type Position,
} from '@cascade/core';
import { winnability } from '@cascade/hints';
import { Solver } from '@cascade/solver';
import { VARIANT_IDS } from '@cascade/variants';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  choiceKey,
  DRILL_KINDS,
  DRILL_MAX_STATES,
  drillVariants,
  makeDrill,
  MAX_SEED,
  pickVariant,
  type Drill,
  type DrillKind,
} from './drills.ts';

const made = (kind: DrillKind, seed: number, variants?: readonly string[]): Drill =>
  makeDrill(kind, seed, variants).step() as Drill;
const open = (d: Drill): Position => {
  const p = parsePosition(d.board, d.rules);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

/** The run-limit answers of FreeCell's drills 1, 2 and 3 (e2e/practice.spec.ts answers them). */
const LIMIT_ANSWERS = [4, 1, 2];

describe('drills', () => {
  test('the same seed gives the same drill; another seed another one', () => {
    for (const kind of ['limit', 'winnable'] as const) {
      expect(made(kind, 7)).toEqual(made(kind, 7));
      expect(made(kind, 7).board).not.toBe(made(kind, 8).board);
    }
    expect(() => makeDrill('limit', 0)).toThrow(/seeds run from 1/);
  });

  test('the drills the e2e tests answer keep their answers', () => {
    expect([1, 2, 3].map((s) => (made('limit', s) as Extract<Drill, { kind: 'limit' }>).answer)).toEqual(
      LIMIT_ANSWERS,
    );
    expect([1, 3].map((s) => (made('winnable', s) as Extract<Drill, { kind: 'winnable' }>).answer)).toEqual([
      false,
      true,
    ]);
    const only = made('only-move', 1) as Extract<Drill, { kind: 'only-move' }>;
    expect(only.answer).toBe('1:1:8');
    expect(only.choices.map((c) => c.notation)).toEqual(['18', '71']);
  });

  test("run limit: the answer is core's run limit for the position, and among the choices", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const d = made('limit', seed);
      if (d.kind !== 'limit') throw new Error('kind');
      const pos = open(d);
      expect(d.answer).toBe(runLimitBreakdown(pos, d.toEmptyColumn).limit);
      expect(d.choices).toContain(d.answer);
      expect(new Set(d.choices).size).toBe(d.choices.length);
      expect(d.why.length).toBeGreaterThan(10);
    }
  });

  test('can it be won: a fresh solver agrees, a winning line replays as a win, both answers occur', () => {
    const answers = new Set<boolean>();
    for (let seed = 1; seed <= 6; seed++) {
      const d = made('winnable', seed);
      if (d.kind !== 'winnable') throw new Error('kind');
      const pos = open(d);
      const r = new Solver(pos, { maxStates: DRILL_MAX_STATES }).step();
      expect(r?.status).toBe(d.answer ? 'solved' : 'unsolvable');
      if (r?.status === 'solved') {
        const end = replayMoves(pos, r.moves);
        expect(end.ok && isWon(end.value)).toBe(true);
      }
      expect(legalMoves(pos).length).toBeGreaterThan(0);
      answers.add(d.answer);
    }
    expect([...answers].sort()).toEqual([false, true]);
  });

  test('the only move: exactly one choice of move keeps the game winnable, and it is the answer', () => {
    for (const seed of [1, 2]) {
      const d = made('only-move', seed);
      if (d.kind !== 'only-move') throw new Error('kind');
      const pos = open(d);
      const winning = new Set<string>();
      for (const m of legalMoves(pos))
        if (winnability(applyMove(pos, m), { maxStates: DRILL_MAX_STATES }).status === 'winnable')
          winning.add(choiceKey(pos, m));
      expect([...winning]).toEqual([d.answer]);
      expect(winnability(pos, { maxStates: DRILL_MAX_STATES }).status).toBe('winnable');
    }
  });
});

describe('the games a drill is set in', () => {
  const kinds = fc.constantFrom(...DRILL_KINDS);
  const seeds = fc.integer({ min: 1, max: MAX_SEED });

  test('by default FreeCell only: never a game no course taught', () => {
    for (let seed = 1; seed <= 60; seed++) {
      expect(made('limit', seed).variant).toBe('freecell');
      expect(made('limit', seed).question).toMatch(/^In FreeCell, /);
    }
  });

  test('property: given a set of games, every drill is set in one of them', () => {
    fc.assert(
      fc.property(
        kinds.chain((kind) =>
          fc.tuple(fc.constant(kind), fc.subarray([...drillVariants(kind)], { minLength: 1 }), seeds),
        ),
        ([kind, set, seed]) => {
          expect(set).toContain(pickVariant(kind, seed, set));
          if (kind === 'limit') {
            const d = made('limit', seed, set);
            expect(set).toContain(d.variant);
            // The drill drawn from a set is the one its game and seed name.
            expect(made('limit', seed, [d.variant])).toEqual(d);
          }
        },
      ),
      { seed: 0x46, numRuns: 300 },
    );
  });

  test('every game of a set comes up, whatever order the set is given in', () => {
    const set = ['inverted', 'freecell', 'bakers-game'];
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      seen.add(pickVariant('limit', seed, set));
      expect(pickVariant('limit', seed, set)).toBe(pickVariant('limit', seed, [...set].reverse()));
    }
    expect([...seen].sort()).toEqual([...set].sort());
  });

  test('a game a drill cannot be set in, or none, is refused', () => {
    expect(() => makeDrill('limit', 1, [])).toThrow(/needs a game/);
    expect(() => makeDrill('limit', 1, ['relaxed-freecell'])).toThrow(/cannot be set in "relaxed-freecell"/);
    expect(() => makeDrill('winnable', 1, ['chess'])).toThrow(/cannot be set in "chess"/);
    // Every catalogue game the positions can be made in is offered to the winnable drill.
    expect(drillVariants('winnable')).toEqual(VARIANT_IDS.filter((id) => id !== 'selective-traditional'));
  });

  test("run limit in every game offered: core's limit, in the game's own rules", () => {
    for (const variant of drillVariants('limit'))
      for (let seed = 1; seed <= 5; seed++) {
        const d = made('limit', seed, [variant]);
        if (d.kind !== 'limit') throw new Error('kind');
        expect(d.variant).toBe(variant);
        expect(d.answer).toBe(runLimitBreakdown(open(d), d.toEmptyColumn).limit);
      }
  });

  test.each(drillVariants('winnable'))('can it be won, in %s: the solver agrees', (variant) => {
    const d = made('winnable', 1, [variant]);
    if (d.kind !== 'winnable') throw new Error('kind');
    expect(d.variant).toBe(variant);
    const r = new Solver(open(d), { maxStates: DRILL_MAX_STATES }).step();
    expect(r?.status).toBe(d.answer ? 'solved' : 'unsolvable');
  });

  test.each(drillVariants('only-move'))('the only move, in %s: one winning choice, the answer', (variant) => {
    const d = made('only-move', 1, [variant]);
    if (d.kind !== 'only-move') throw new Error('kind');
    expect(d.variant).toBe(variant);
    expect(d.choices.filter((c) => c.winnable).map((c) => c.key)).toEqual([d.answer]);
    expect(d.choices.length).toBeGreaterThan(1);
  });
});
