import {
  applyMove,
  deal,
  finishMoves,
  FREECELL_RULES,
  parseLayout,
  parseMove,
  Position,
  unwrap,
  type Move,
} from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { countMoves, countReplayed, isAutoplayMove } from './record.ts';
import { GameSession } from './session/session.ts';

/** Four cards left: the Q♠ lies on the K♥, the K♣ on the K♠; the K♦ alone. */
const ENDGAME = ['Foundations: H-Q C-Q D-Q S-J', ': KH QS', ': KS KC', ': KD', ':', ':', ':', ':', ':'].join(
  '\n',
);
const endgame = () => unwrap(Position.fromSetup(unwrap(parseLayout(ENDGAME)), FREECELL_RULES));

/** Parses a line of moves from a position. */
function line(start: Position, tokens: string): Move[] {
  const out: Move[] = [];
  let p = start;
  for (const t of tokens.split(' ')) {
    const m = unwrap(parseMove(t, p));
    out.push(m);
    p = applyMove(p, m);
  }
  return out;
}

describe('one count of moves', () => {
  test('countMoves: the player\u2019s moves, autoplay\u2019s apart', () => {
    expect(countMoves([{ auto: false }, { auto: true }, { auto: true }, { auto: false }])).toEqual({
      player: 2,
      auto: 2,
    });
    expect(countMoves([])).toEqual({ player: 0, auto: 0 });
  });

  test('isAutoplayMove: a safe card home, nothing else', () => {
    const p = endgame();
    const [toCell] = line(p, '1a');
    expect(isAutoplayMove(p, toCell as Move)).toBe(false);
    // The K♣ home is safe (nothing builds on a king).
    expect(isAutoplayMove(p, unwrap(parseMove('2h', p)))).toBe(true);
    // Deal 1 at the start: a 2 home before its ace is not a move at all, and a column move is not autoplay's.
    const d = unwrap(deal(FREECELL_RULES, 1));
    expect(isAutoplayMove(d, unwrap(parseMove('12', d)))).toBe(false);
  });

  test('a line finished by the solution player counts as the player\u2019s would: its safe moves home are autoplay\u2019s', () => {
    const start = endgame();
    const moves = line(start, '1a 1h ah 2h 2h 3h');
    const solved = new GameSession({ start, autoplay: true });
    for (const m of moves) solved.play(m, 'solution');
    expect(solved.status).toBe('won');
    // Only the Q♠ to a cell was a move of the line's own: the rest autoplay would have played.
    expect(solved.moveCount).toBe(1);
    expect(countMoves(solved.history)).toEqual({ player: 1, auto: 5 });
    // The player's game of the same line: one move, autoplay the rest.
    const played = new GameSession({ start, autoplay: true });
    expect(played.requestMove('c0', 'f0', 1)).toBe(true);
    expect(played.status).toBe('won');
    expect(played.moveCount).toBe(solved.moveCount);
    // With autoplay off, every move is the player's, the solution player's as well.
    const off = new GameSession({ start, autoplay: false });
    for (const m of moves) off.play(m, 'solution');
    expect(off.moveCount).toBe(6);
  });

  test('countReplayed: a game kept without its counts, counted from its moves', () => {
    const start = endgame();
    expect(countReplayed(start, line(start, '1a 1h ah 2h 2h 3h'))).toEqual({ player: 1, auto: 5 });
    expect(countReplayed(start, [])).toEqual({ player: 0, auto: 0 });
    const finish = finishMoves(applyMove(start, line(start, '1a')[0] as Move));
    expect(finish).toHaveLength(5);
  });
});
