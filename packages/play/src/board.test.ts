import { deal, FREECELL_RULES, legalMoves, parseLayout, pileKey, Position, unwrap } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { boardLayout, pileFromKey, targetsOf } from './board.ts';

const position = (text: string) => unwrap(Position.fromSetup(unwrap(parseLayout(text)), FREECELL_RULES));

describe('board snapshots', () => {
  test('deal 1: columns bottom first, empty cells and foundations, named for people', () => {
    const layout = boardLayout(unwrap(deal(FREECELL_RULES, 1)));
    expect(layout.columns.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(layout.columns[0]?.[0]).toMatchObject({ rank: 11, suit: 1, name: 'Jack of diamonds' });
    expect(layout.cells).toEqual([null, null, null, null]);
    expect(layout.foundations.map((f) => [f.name, f.count, f.top, f.baseLabel])).toEqual([
      ['Clubs foundation', 0, null, 'A'],
      ['Diamonds foundation', 0, null, 'A'],
      ['Hearts foundation', 0, null, 'A'],
      ['Spades foundation', 0, null, 'A'],
    ]);
    expect(layout.pendingCell).toBeNull();
  });

  test('a foundation shows its top card and the one under it', () => {
    const layout = boardLayout(position(`Foundations: H-3 C-0 D-A S-0\n${fullRest()}`));
    const hearts = layout.foundations[2]!;
    expect(hearts.count).toBe(3);
    expect(hearts.top?.name).toBe('3 of hearts');
    expect(hearts.under?.name).toBe('2 of hearts');
    expect(layout.foundations[1]!.under).toBeNull();
  });

  test('one card view per card, shared between snapshots', () => {
    const p = unwrap(deal(FREECELL_RULES, 2));
    expect(boardLayout(p).columns[3]?.[2]).toBe(boardLayout(p).columns[3]?.[2]);
  });

  test('legal targets: every move by its source pile, with counts', () => {
    const p = unwrap(deal(FREECELL_RULES, 617));
    const moves = legalMoves(p);
    const targets = targetsOf(moves);
    expect([...targets.values()].flat()).toHaveLength(moves.length);
    for (const m of moves)
      expect(targets.get(pileKey(m.from))).toContainEqual({ to: pileKey(m.to), count: m.count });
    expect(targetsOf([]).size).toBe(0);
  });

  test('pile keys', () => {
    expect(pileFromKey('c3')).toEqual({ kind: 'column', index: 3 });
    expect(pileFromKey('f0')).toEqual({ kind: 'cell', index: 0 });
    expect(pileFromKey('h2')).toEqual({ kind: 'foundation', index: 2 });
    expect(pileFromKey('x1')).toBeNull();
    expect(pileFromKey('c')).toBeNull();
  });
});

/** Every card not on the foundations of the layout above (3 hearts, 1 diamond home), in 8 columns. */
function fullRest(): string {
  const home = new Set(['AH', '2H', '3H', 'AD']);
  const cards: string[] = [];
  for (const r of 'A23456789TJQK') for (const s of 'CDHS') if (!home.has(`${r}${s}`)) cards.push(`${r}${s}`);
  const cols: string[][] = Array.from({ length: 8 }, () => []);
  cards.forEach((c, i) => cols[i % 8]!.push(c));
  return cols.map((c) => `: ${c.join(' ')}\n`).join('');
}
