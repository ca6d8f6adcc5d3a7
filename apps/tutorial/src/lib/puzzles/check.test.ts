// The check every shipped puzzle passes (check.ts) can fail: a puzzle whose claims are altered is caught.
import { describe, expect, it } from 'vitest';
import { checkPuzzle } from '../game/puzzles/check.ts';
import { shippedPuzzles } from '../game/puzzles/verify-fixture.ts';
import type { Puzzle } from './types.ts';

const puzzles = shippedPuzzles('freecell');
const ofTheme = (theme: string): Puzzle => {
  const p = puzzles.find((x) => x.themes[0] === theme && x.task.kind === 'play');
  if (!p) throw new Error(`no ${theme} puzzle`);
  return p;
};

describe('checkPuzzle', () => {
  it('passes a shipped puzzle', () => {
    expect(checkPuzzle(ofTheme('endgame'))).toEqual([]);
  });

  it('catches a wrong par, a missing or an extra first move, a wrong effort or rating', () => {
    const p = ofTheme('endgame');
    if (p.task.kind !== 'play') throw new Error('a play task');
    const task = p.task;
    expect(checkPuzzle({ ...p, task: { ...task, par: task.par + 1 } }).join()).toMatch(
      /par \d+, the fewest moves/,
    );
    const dropped = { ...p, task: { ...task, firstMoves: task.firstMoves.slice(1) } };
    expect(checkPuzzle(dropped).join()).toMatch(/first moves|starts with/);
    const extra = { ...p, task: { ...task, firstMoves: [...task.firstMoves, 'zz'] } };
    expect(checkPuzzle(extra).join()).toMatch(/first moves/);
    expect(checkPuzzle({ ...p, effort: p.effort + 1 }).join()).toMatch(/effort/);
    expect(checkPuzzle({ ...p, rating: p.rating + 1 }).join()).toMatch(/rating/);
  });

  it('catches a verdict the solver does not give', () => {
    const lost = puzzles.find((x) => x.task.kind === 'verdict');
    if (!lost || lost.task.kind !== 'verdict') throw new Error('no verdict');
    expect(
      checkPuzzle({ ...lost, task: { ...lost.task, movesLeft: lost.task.movesLeft + 1 } }).join(),
    ).toMatch(/moves left/);
  });

  it('catches an only-move claim on a puzzle where other moves keep the game', () => {
    const p = ofTheme('endgame');
    expect(checkPuzzle({ ...p, themes: ['endgame', 'only-move'] }).join()).toMatch(/only-move/);
  });
});
