/** The drill on the page: answers graded against the engine's, hints cost stars, the shown move is taken back. */
import { describe, expect, test } from 'vitest';
import { DrillController, type Graded } from './drill.svelte.ts';
import { makeDrill, type Drill } from './drills.ts';

const drill = (kind: Drill['kind'], seed: number) => makeDrill(kind, seed).step() as Drill;

describe('DrillController', () => {
  test('run limit: a right answer after one hint gets two stars; the board is not played on', () => {
    const graded: Graded[] = [];
    const c = new DrillController(drill('limit', 1), { onGraded: (g) => graded.push(g) });
    expect(c.frozen).toBe(true);
    c.takeHint();
    expect(c.hintText).toMatch(/Count the empty free cells/);
    c.answerLimit(4);
    c.answerLimit(5); // answered already: ignored
    expect(graded).toHaveLength(1);
    expect(graded[0]).toMatchObject({ correct: true, stars: 2, given: '4', expected: '4' });
    expect(graded[0]?.why).toMatch(/^The limit is 4: \(free cells \+ 1\)/);
  });

  test('can it be won: a wrong answer, no stars', () => {
    const c = new DrillController(drill('winnable', 1));
    c.answerWinnable(true);
    expect(c.graded).toMatchObject({ correct: false, stars: 0, given: 'Yes', expected: 'No' });
  });

  test('the only move: the learner plays a move; a losing one is named; the winning one is shown and taken back', async () => {
    const d = drill('only-move', 1);
    const c = new DrillController(d);
    expect(c.frozen).toBe(false);
    expect(c.requestMove('c6', 'c0', 1)).toBe(true);
    expect(c.graded).toMatchObject({ correct: false, stars: 0 });
    expect(c.graded?.why).toMatch(
      /^Move the 10♣ .* loses the game: .* The only move that keeps it winnable: Move the J♥/,
    );
    expect(c.requestMove('c0', 'c7', 1)).toBe(false); // answered: the board is frozen

    let during = '';
    await c.demonstrate(() => {
      during = c.lastMove ? `${c.lastMove.from}-${c.lastMove.to}` : '';
      expect(c.moveCount).toBe(1);
      return Promise.resolve();
    });
    expect(during).toBe('c0-c7');
    expect(c.moveCount).toBe(0);
    expect(c.position).toBe(c.start);
    expect(c.frozen).toBe(true);
  });

  test('the only move, right at once: three stars', () => {
    const c = new DrillController(drill('only-move', 1));
    c.requestMove('c0', 'c7', 1);
    expect(c.graded).toMatchObject({ correct: true, stars: 3 });
  });
});
