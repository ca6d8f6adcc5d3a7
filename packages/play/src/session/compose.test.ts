import { FREECELL_RULES, deal, type Position } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { showSession } from './compose.ts';
import { GameSession, type ChangeCause } from './session.ts';

const dealt = (n: number): Position => {
  const r = deal(FREECELL_RULES, n);
  if (!r.ok) throw new Error('cannot deal');
  return r.value;
};

/** A controller as the apps write one: it holds a session, hears its changes, and defines its own undo. */
class OwnCounting {
  readonly session: GameSession;
  readonly causes: ChangeCause[] = [];
  undos = 0;
  constructor(start: Position) {
    this.session = new GameSession({ start, onChange: (c) => this.causes.push(c) });
  }
  undo(): void {
    this.undos++;
    this.session.undo();
  }
}
const Counting = showSession(OwnCounting);

describe('a controller composed with a session', () => {
  test("shows the session's members as its own, keeps its own, and hears every change", () => {
    const c = new Counting(dealt(617));
    expect(c).not.toBeInstanceOf(GameSession);
    expect(c.position).toBe(c.session.position);
    expect(c.start).toBe(c.session.start);
    expect(c.requestMove('c7', 'c2', 1)).toBe(true);
    expect(c.moveCount).toBe(1);
    expect(c.announcement).toBe('Queen of hearts to column 3.');
    c.undo();
    expect(c.undos).toBe(1);
    expect(c.session.moveCount).toBe(0);
    c.redo();
    expect(c.causes).toEqual(['move', 'undo', 'redo']);
  });
});
