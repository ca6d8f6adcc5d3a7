/**
 * The moves a step says are still open once its goal is out of reach come from core's legal moves
 * under the rules played, not from the step's allowed moves: a reported position, the 'A cell used
 * once' step of a course for three single-use cells, building by suit, Kings-only empty columns and
 * cards back from the foundations, played into its mistake.
 */
import { FREECELL_RULES, legalMoves, pileKey, type Move } from '@cascade/core';
import { decodeHouseRules, encodeHouseRules } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import type { PlayStep } from '../lessons/types.ts';
import { StepController } from './controller.svelte.ts';
import { localEngine, settle } from './controller-fixture.ts';
import { openBoard } from './steps.ts';
import { goalOutOfReach, openMoves } from './still-open.ts';

const combo = decodeHouseRules(
  encodeHouseRules({
    name: 'Combo',
    rules: {
      ...FREECELL_RULES,
      cells: 3,
      cellStay: 'single-use',
      buildPolicy: 'same-suit',
      emptyColumns: 'kings',
      foundationsRemovable: true,
    },
  }),
);
if (!combo.ok) throw new Error(combo.error.message);
const rules = combo.value.rules;

/** The step as the generated course had it when the issue was reported. */
const reported: PlayStep = {
  kind: 'play',
  id: 'rules.cell-stay',
  title: 'A cell used once',
  variant: combo.value.id as PlayStep['variant'],
  text: 'Send the K♥ home.',
  board: `Foundations: C-T D-K H-Q S-8
Freecells: # # -
: KH TS QC
: KC
: JC 9S JS QS KS`,
  goal: { kind: 'card-home', card: 'K♥' },
  par: 3,
  allowed: {
    moves: ['12', '1a', 'a2', '1b', 'b2', '1c', 'c2', '1h'],
    why: 'This step is about the free cell: leave the empty columns out of it.',
  },
  knobs: ['cellStay', 'cells', 'buildDirection', 'buildPolicy'],
};

function play(c: StepController, pick: (m: Move) => boolean): void {
  const m = c.legalMoves.find(pick);
  if (!m) throw new Error('no such move');
  expect(c.requestMove(pileKey(m.from) as never, pileKey(m.to) as never, m.count)).toBe(true);
}

describe('the moves still open once the goal is out of reach', () => {
  test('the Q♣ parked in the last cell and moved on: 3 moves open, not 0', async () => {
    const c = new StepController({ step: reported, rules, par: 3, engine: localEngine() });
    play(c, (m) => m.from.kind === 'column' && m.to.kind === 'cell');
    await settle();
    expect(c.phase).toBe('stuck');
    play(c, (m) => m.from.kind === 'cell' && m.to.kind === 'column');
    await settle();
    expect(c.phase).toBe('stuck');
    // What `fc moves` lists there: the K♣–Q♣ run and the K♠ into an empty column, the K♦ back.
    expect(c.feedback?.text).toBe(
      'The goal can no longer be reached from here, though the game goes on (3 moves are still open: the run from the K♣ (2 cards) to the empty column 4, the K♠ to the empty column 4 and the K♦ to the empty column 4). Take a move back, or retry.',
    );
  });

  test("the count is core's legal moves, one for each choice of pile, never 0 in a game that goes on", () => {
    const start = openBoard(reported.board, rules);
    if (!start.ok) throw new Error(start.error);
    const all = legalMoves(start.value);
    const open = openMoves(start.value);
    // Every legal move is one of the choices said, and no two choices go to the same kind of pile.
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThanOrEqual(all.length);
    for (const m of open) expect(all).toContainEqual(m);
    expect(goalOutOfReach(start.value)).not.toMatch(/\(0 moves/);
  });
});
