// Every fixture puzzle checked again with the engine: its board, its task (the par is the fewest
// moves, exactly the listed first moves keep the goal within the par, the verdict is the solver's),
// its solution, and the contract's other promises (id, themes, rating).
import { describe, expect, it } from 'vitest';
import { applyMove, formatMove, gameStatus, legalMoves, replay, type Position } from '@cascade/core';
import { goalReached, runToEnd } from '@cascade/hints';
import { Solver } from '@cascade/solver';
import { resolveVariant } from '@cascade/variants';
import { openBoard, shortestLine, toGoal } from '../game/steps.ts';
import { FIXTURE_PUZZLES } from './fixture.ts';
import { puzzleId } from './ids.ts';
import { PUZZLE_THEMES, type PuzzleTheme } from './types.ts';
import { PUZZLE_ID } from './store.ts';

describe('the fixture puzzles', () => {
  it('are 10 to 20, with unique ids in the contract form and known themes', () => {
    expect(FIXTURE_PUZZLES.length).toBeGreaterThanOrEqual(10);
    expect(FIXTURE_PUZZLES.length).toBeLessThanOrEqual(20);
    expect(new Set(FIXTURE_PUZZLES.map((p) => p.id)).size).toBe(FIXTURE_PUZZLES.length);
    for (const p of FIXTURE_PUZZLES) {
      expect(p.id).toMatch(PUZZLE_ID);
      expect(p.id).toBe(puzzleId(p.source, p.themes[0] as PuzzleTheme));
      for (const t of p.themes) expect(PUZZLE_THEMES).toContain(t);
      expect(p.rating).toBeGreaterThan(400);
    }
  });

  for (const p of FIXTURE_PUZZLES) {
    it(`${p.id}: the task holds`, () => {
      const v = resolveVariant(p.variant);
      if (!v.ok) throw new Error(v.error.message);
      const rules = v.value.rules;
      const start = openBoard(p.board, rules);
      if (!start.ok) throw new Error(start.error);
      const pos: Position = start.value;
      const line = replay(pos, p.solution);
      if (!line.ok) throw new Error(`solution move ${line.error.index + 1} (${line.error.token}) is illegal`);
      if (p.task.kind === 'verdict') {
        expect(legalMoves(pos).length).toBe(p.task.movesLeft);
        expect(p.task.movesLeft).toBeGreaterThan(0);
        const r = runToEnd(new Solver(pos, { mode: 'fast', maxStates: 500_000 }));
        expect(r.status).toBe(p.task.winnable ? 'solved' : 'unsolvable');
        if (p.task.winnable) expect(gameStatus(line.value.position)).toBe('won');
        else expect(p.solution).toEqual([]);
        return;
      }
      const goal = toGoal(p.task.goal);
      if (!goal.ok) throw new Error(goal.error);
      expect(goalReached(pos, goal.value)).toBe(false);
      expect(goalReached(line.value.position, goal.value)).toBe(true);
      expect(p.solution.length).toBe(p.task.par);
      const best = shortestLine(pos, goal.value, undefined, rules);
      expect(best.status === 'found' && best.moves.length).toBe(p.task.par);
      const keep: string[] = [];
      for (const m of legalMoves(pos)) {
        const after = shortestLine(applyMove(pos, m), goal.value, undefined, rules);
        expect(after.status).not.toBe('unknown');
        if (after.status === 'found' && after.moves.length <= p.task.par - 1) keep.push(formatMove(m, pos));
      }
      expect(keep.sort()).toEqual([...p.task.firstMoves].sort());
      expect(p.task.firstMoves).toContain(p.solution[0]);
      if (p.themes.includes('only-move')) expect(p.task.firstMoves).toHaveLength(1);
    }, 60_000);
  }
});
