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
import { describe, expect, test } from 'vitest';
import { choiceKey, DRILL_MAX_STATES, makeDrill, type Drill, type DrillKind } from './drills.ts';

const made = (kind: DrillKind, seed: number): Drill => makeDrill(kind, seed).step() as Drill;
const open = (d: Drill): Position => {
  const p = parsePosition(d.board, d.rules);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

describe('drills', () => {
  test('the same seed gives the same drill; another seed another one', () => {
    for (const kind of ['limit', 'winnable'] as const) {
      expect(made(kind, 7)).toEqual(made(kind, 7));
      expect(made(kind, 7).board).not.toBe(made(kind, 8).board);
    }
    expect(() => makeDrill('limit', 0)).toThrow(/seeds run from 1/);
  });

  test('the drills the e2e tests answer keep their answers', () => {
    expect([1, 2, 3].map((s) => (made('limit', s) as Extract<Drill, { kind: 'limit' }>).answer)).toEqual([
      4, 16, 8,
    ]);
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
