// A puzzle played through its controller, with the tutor's engine in-process: solved within the
// par, failed on a wrong first move, on a move after which the goal is out of reach within the par,
// and by a wrong verdict; the result reported once; the answer stepped through on the board.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyMove, replay } from '@cascade/core';
import { shortestLine, toGoal } from './steps.ts';
import { FIXTURE_PUZZLES } from '../puzzles/fixture.ts';
import type { Puzzle } from '../puzzles/types.ts';
import { localEngine, settle } from './controller-fixture.ts';
import { openPuzzle, preparePuzzles, type PuzzleController } from './puzzle.svelte.ts';

beforeAll(preparePuzzles);

const puzzle = (id: string): Puzzle => {
  const p = FIXTURE_PUZZLES.find((q) => q.id === id);
  if (!p) throw new Error(id);
  return p;
};

function opened(p: Puzzle, engine = false) {
  const results: boolean[] = [];
  const r = openPuzzle(p, { engine: engine ? localEngine() : null, onResult: (won) => results.push(won) });
  if (!r.ok) throw new Error(r.error);
  return { ctl: r.value, results };
}

const play = (ctl: PuzzleController, token: string) => {
  const m = replay(ctl.position, [token]);
  if (!m.ok) throw new Error(token);
  ctl.play(m.value.moves[0]!);
};

describe('a play puzzle', () => {
  const p = puzzle('freecell-05vqsxb');

  it('is solved by its solution, reported once', () => {
    const { ctl, results } = opened(p);
    for (const t of p.solution) play(ctl, t);
    expect(ctl.phase).toBe('solved');
    expect(results).toEqual([true]);
    ctl.again();
    play(ctl, '5d');
    expect(ctl.phase).toBe('failed');
    expect(results).toEqual([true]);
  });

  it('fails on a first move not among the proven ones', () => {
    const { ctl, results } = opened(p);
    play(ctl, '5d');
    expect(ctl.phase).toBe('failed');
    expect(ctl.outcome).toMatch(/does not reach the goal within 2 moves/);
    expect(results).toEqual([false]);
  });

  it('fails when the engine finds the goal out of reach within the moves left', async () => {
    const q = puzzle('freecell-0mo0nz2');
    expect(q.task.kind === 'play' && q.task.par).toBe(3);
    const { ctl, results } = opened(q, true);
    // A proven first move, then one that wastes a move: the A♦/2 cannot come home in the one left.
    play(ctl, q.solution[0]!);
    expect(ctl.phase).toBe('playing');
    await settle();
    expect(ctl.phase).toBe('playing');
    // A legal second move after which the goal is more than one move away (checked here directly).
    const goal = toGoal(q.task.kind === 'play' ? q.task.goal : { kind: 'win' });
    if (!goal.ok) throw new Error(goal.error);
    const wrong = ctl.legalMoves.find((m) => {
      const r = shortestLine(applyMove(ctl.position, m), goal.value, undefined, ctl.rules);
      return r.status === 'unreachable' || (r.status === 'found' && r.moves.length > 1);
    })!;
    ctl.play(wrong);
    expect(ctl.phase).toBe('playing');
    for (let i = 0; i < 50 && ctl.phase === 'playing'; i++) await settle();
    expect(ctl.phase).toBe('failed');
    expect(ctl.outcome).toMatch(/^After that move the goal/);
    expect(results).toEqual([false]);
    ctl.dispose();
  });

  it('shows its answer step by step, each move in words', () => {
    const { ctl } = opened(p);
    ctl.giveUp();
    expect(ctl.phase).toBe('failed');
    expect(ctl.reviewing).toBe(true);
    expect(ctl.solutionWords).toHaveLength(p.solution.length);
    expect(ctl.solutionWords[0]).toMatch(/^Move the /);
    expect(ctl.reviewAt).toBe(0);
    ctl.step(true);
    expect(ctl.reviewAt).toBe(1);
    ctl.step(true);
    ctl.step(false);
    expect(ctl.reviewAt).toBe(1);
  });
});

describe('a verdict puzzle', () => {
  it('is judged against the solver', () => {
    const lost = puzzle('freecell-1qmaytf');
    const a = opened(lost);
    expect(a.ctl.frozen).toBe(true);
    a.ctl.give(false);
    expect(a.ctl.phase).toBe('solved');
    expect(a.ctl.outcome).toMatch(
      /^It cannot be won: the solver searched 1 positions? and no line wins, though 1 move is still open/,
    );
    const won = puzzle('freecell-1xqzzfe');
    const b = opened(won);
    b.ctl.give(false);
    expect(b.ctl.phase).toBe('failed');
    expect(b.ctl.outcome).toBe(`It can be won: the solver's line wins in ${won.solution.length} moves.`);
    expect(b.results).toEqual([false]);
  });
});

it('a puzzle that cannot be read is an error, not a throw', () => {
  const p = puzzle('freecell-05vqsxb');
  expect(openPuzzle({ ...p, board: 'nonsense' }).ok).toBe(false);
  expect(openPuzzle({ ...p, variant: 'nope' }).ok).toBe(false);
  const bad = openPuzzle({ ...p, solution: ['11'] });
  expect(bad.ok || bad.error).toMatch(/solution move 1/);
});
