import { cell, column, foundation, pileKey, type Pile } from '@cascade/core';
import { describe, expect, test, vi } from 'vitest';
import {
  canDrop,
  canPick,
  DOUBLE_TAP_MS,
  growPick,
  keyMode,
  pickTargets,
  Picker,
  pileIndex,
  pileKind,
  pressMode,
  resolveTarget,
  selectionSize,
  selectionTargets,
  type PickHost,
} from './pick.ts';
import type {
  BoardLayout,
  CardView,
  CountMode,
  LegalTargets,
  Selection,
  SuitIndex,
  Target,
} from './types.ts';

const card = (rank: number, suit: SuitIndex): CardView => ({
  id: (rank - 1) * 4 + suit,
  rank,
  suit,
  name: '',
});

// Column 1: K♠ Q♥ (a run); column 2: 7♥; column 3: 8♠; column 4: empty; cell 1: 10♣; cell 2: empty;
// the spades foundation holds the A♠.
const layout: BoardLayout = {
  columns: [[card(13, 3), card(12, 2)], [card(7, 2)], [card(8, 3)], []],
  cells: [card(10, 0), null],
  foundations: [0, 1, 2, 3].map((s) => ({
    suit: s as SuitIndex,
    count: s === 3 ? 1 : 0,
    top: s === 3 ? card(1, 3) : null,
    name: '',
    baseLabel: 'A',
  })),
  pendingCell: null,
};
const t = (to: string, count = 1): Target => ({ to, count });
const targets: LegalTargets = new Map([
  ['c0', [t('c3', 1), t('c3', 2), t('f1')]],
  ['c1', [t('c2'), t('c3'), t('f1')]],
  ['c2', [t('c3'), t('f1')]],
  ['f0', [t('c3')]],
]);

describe('resolveTarget: the count a pick means at a destination', () => {
  test('auto takes the longest run that may go; exact only the count asked; prefer the count, else what fits', () => {
    expect(resolveTarget(targets, 'c0', 'c3', 1, 'auto')).toEqual({ to: 'c3', count: 2 });
    expect(resolveTarget(targets, 'c0', 'c3', 1, 'exact')).toEqual({ to: 'c3', count: 1 });
    expect(resolveTarget(targets, 'c0', 'c3', 3, 'exact')).toBeNull();
    expect(resolveTarget(targets, 'c0', 'c3', 1, 'prefer')).toEqual({ to: 'c3', count: 1 });
    expect(resolveTarget(targets, 'c0', 'c3', 5, 'prefer')).toEqual({ to: 'c3', count: 2 });
  });
  test('nothing outside the legal targets', () => {
    expect(resolveTarget(targets, 'c1', 'c0', 1, 'auto')).toBeNull();
    expect(resolveTarget(targets, 'h3', 'c0', 1, 'auto')).toBeNull();
  });
  test("a pick's destinations, the moves it would make and the cards it lifts", () => {
    expect([...selectionTargets(targets, { pile: 'c1', count: 1, mode: 'auto' })]).toEqual([
      'c2',
      'c3',
      'f1',
    ]);
    expect([...selectionTargets(targets, { pile: 'c0', count: 2, mode: 'exact' })]).toEqual(['c3']);
    expect(pickTargets(targets, { pile: 'c0', count: 1, mode: 'prefer' })).toEqual([t('c3', 1), t('f1')]);
    expect(pickTargets(targets, { pile: 'c0', count: 3, mode: 'prefer' })).toEqual([t('c3', 2), t('f1')]);
    expect(pickTargets(targets, { pile: 'c0', count: 1, mode: 'auto' })).toHaveLength(3);
    expect(selectionSize(targets, { pile: 'c0', count: 1, mode: 'auto' })).toBe(2);
    expect(selectionSize(targets, { pile: 'c0', count: 1, mode: 'prefer' })).toBe(1);
    expect(selectionSize(targets, null)).toBe(0);
  });
  test('a drop keeps the count picked where it fits (auto becomes prefer)', () => {
    expect(canDrop(targets, { pile: 'c0', count: 1, mode: 'auto' }, 'c3')).toBe(true);
    expect(canDrop(targets, { pile: 'c0', count: 1, mode: 'auto' }, 'c2')).toBe(false);
    expect(canDrop(targets, { pile: 'c0', count: 3, mode: 'exact' }, 'c3')).toBe(false);
  });
});

describe('what a press picks', () => {
  test('a card inside a column: exactly its run; a top card: prefer; a pile or the keyboard: auto; a lesson: exact', () => {
    expect(pressMode({ pile: 'c0', count: 2, onCard: true }, false)).toBe('exact');
    expect(pressMode({ pile: 'c0', count: 1, onCard: true }, false)).toBe('prefer');
    expect(pressMode({ pile: 'f0', count: 1, onCard: true }, false)).toBe('auto');
    expect(pressMode({ pile: 'c0', count: 1, onCard: false }, false)).toBe('auto');
    expect(pressMode({ pile: 'c0', count: 1, onCard: true }, true)).toBe('exact');
    expect(keyMode(false)).toBe('auto');
    expect(keyMode(true)).toBe('exact');
  });
  test('what can be picked: a card in a column or a cell; a foundation card only where it may move', () => {
    expect(canPick(layout, targets, 'c0')).toBe(true);
    expect(canPick(layout, targets, 'c3')).toBe(false);
    expect(canPick(layout, targets, 'f0')).toBe(true);
    expect(canPick(layout, targets, 'f1')).toBe(false);
    expect(canPick(layout, targets, 'h3')).toBe(false);
    expect(canPick(layout, new Map([['h3', [t('c3')]]]), 'h3')).toBe(true);
  });
  test('Shift+Up/Down: one card more or fewer, exactly, within the column', () => {
    const sel: Selection = { pile: 'c0', count: 1, mode: 'auto' };
    expect(growPick(targets, layout, sel, 'c0', 1)).toEqual({ pile: 'c0', count: 2, mode: 'exact' });
    expect(growPick(targets, layout, { ...sel, mode: 'exact' }, 'c0', 5)).toEqual({
      pile: 'c0',
      count: 2,
      mode: 'exact',
    });
    expect(growPick(targets, layout, { ...sel, mode: 'exact' }, 'c0', -1)).toEqual({
      pile: 'c0',
      count: 1,
      mode: 'exact',
    });
    expect(growPick(targets, layout, sel, 'c1', 1)).toBeNull();
  });
});

/**
 * A host as the session is one: it holds the pick, and plays a move only if the legal targets
 * hold it in the count the mode means, else explains it (`illegal`) and keeps the pick.
 */
function host(now = { t: 0 }) {
  let sel: Selection | null = null;
  const h = {
    layout: () => layout,
    targets: () => targets,
    selected: () => sel,
    select: vi.fn((s: Selection | null) => {
      sel = s;
    }),
    played: vi.fn((_from: string, _to: string, _count: number) => {}),
    illegal: vi.fn((_from: string, _to: string, _count: number, _mode: CountMode) => {}),
    move: (from: string, to: string, count: number, mode: CountMode): boolean => {
      const r = resolveTarget(targets, from, to, count, mode);
      if (!r) {
        h.illegal(from, to, count, mode);
        return false;
      }
      sel = null;
      h.played(from, r.to, r.count);
      return true;
    },
    auto: vi.fn(),
    now: () => now.t,
  } satisfies PickHost & Record<string, unknown>;
  return h;
}

describe('Picker: the presses of a board', () => {
  test('click then click moves, through the legal targets only', () => {
    const h = host();
    const input = new Picker(h);
    input.tap('c1');
    expect(h.selected()).toEqual({ pile: 'c1', count: 1, mode: 'auto' });
    input.tap('c2');
    expect(h.played).toHaveBeenCalledWith('c1', 'c2', 1);
    expect(h.selected()).toBeNull();
  });
  test('a refused tap on a pile that can be picked is explained, then picks that pile instead', () => {
    const now = { t: 0 };
    const h = host(now);
    const input = new Picker(h);
    input.tap('c1');
    now.t = 1000;
    // c1 cannot go on c0, which holds cards: the refusal is said, then c0 is the pick.
    input.tap('c0');
    expect(h.played).not.toHaveBeenCalled();
    expect(h.illegal).toHaveBeenCalledTimes(1);
    expect(h.illegal).toHaveBeenCalledWith('c1', 'c0', 1, 'auto');
    expect(h.selected()).toEqual({ pile: 'c0', count: 1, mode: 'auto' });
    // The refusal comes first, the new pick after it (the session says them in that order).
    expect(h.illegal.mock.invocationCallOrder[0]).toBeLessThan(h.select.mock.invocationCallOrder.at(-1)!);
    // The next tap is a destination of the new pick: c0's run goes to c3, with no second refusal.
    now.t = 2000;
    input.tap('c3');
    expect(h.illegal).toHaveBeenCalledTimes(1);
    expect(h.played).toHaveBeenCalledWith('c0', 'c3', 2);
    expect(h.selected()).toBeNull();
  });
  test('the card tapped says how many the new pick holds, as a first pick would', () => {
    const now = { t: 0 };
    const h = host(now);
    const input = new Picker(h);
    input.tap('c1');
    now.t = 1000;
    input.tap('c0', 2, 'exact');
    expect(h.selected()).toEqual({ pile: 'c0', count: 2, mode: 'exact' });
  });
  test('a refused tap on a pile that cannot be picked is explained and lets go', () => {
    const now = { t: 0 };
    const h = host(now);
    const input = new Picker(h);
    input.tap('c2');
    now.t = 1000;
    // h0 (a foundation) is no destination of c2 and cannot be picked.
    input.tap('h0');
    expect(h.illegal).toHaveBeenCalledWith('c2', 'h0', 1, 'auto');
    expect(h.selected()).toBeNull();
    // The next tap is a first pick again, not a destination.
    now.t = 2000;
    input.tap('c1');
    expect(h.illegal).toHaveBeenCalledTimes(1);
    expect(h.selected()).toEqual({ pile: 'c1', count: 1, mode: 'auto' });
  });
  test('the keyboard does the same: Enter on a refused pile that can be picked picks it', () => {
    const h = host();
    const input = new Picker(h);
    input.tap('c1', 1, 'auto', true);
    input.tap('c0', 1, 'auto', true);
    expect(h.illegal).toHaveBeenCalledTimes(1);
    expect(h.selected()).toEqual({ pile: 'c0', count: 1, mode: 'auto' });
    // A second Enter on it lets go (never a double tap).
    input.tap('c0', 1, 'auto', true);
    expect(h.auto).not.toHaveBeenCalled();
    expect(h.selected()).toBeNull();
  });
  test('a drop nowhere legal lets go; a drop takes the count picked where it fits', () => {
    const h = host();
    const input = new Picker(h);
    input.tap('c1');
    expect(input.drop({ pile: 'c1', count: 1, mode: 'auto' }, 'c0')).toBe(false);
    expect(h.selected()).toBeNull();
    expect(input.drop({ pile: 'c0', count: 1, mode: 'auto' }, null)).toBe(false);
    expect(input.drop({ pile: 'c0', count: 1, mode: 'auto' }, 'c3')).toBe(true);
    expect(h.played).toHaveBeenLastCalledWith('c0', 'c3', 1);
  });
  test('a double tap asks for the automatic move; taps further apart do not', () => {
    const now = { t: 0 };
    const h = host(now);
    const input = new Picker(h);
    input.tap('c2');
    now.t = DOUBLE_TAP_MS / 2;
    input.tap('c2');
    expect(h.auto).toHaveBeenCalledWith('c2', 1, 'auto');
    expect(h.selected()).toBeNull();
    now.t = 2000;
    input.tap('c2');
    now.t = 2000 + DOUBLE_TAP_MS + 1;
    input.tap('c2');
    expect(h.auto).toHaveBeenCalledTimes(1);
  });
  test("a double click (the system's): exactly the run pressed inside a column, else the card's best", () => {
    const h = host();
    const input = new Picker(h);
    input.double('c0', 2);
    expect(h.auto).toHaveBeenLastCalledWith('c0', 2, 'exact');
    input.double('f0');
    expect(h.auto).toHaveBeenLastCalledWith('f0', 1, 'auto');
    input.double('c3');
    expect(h.auto).toHaveBeenCalledTimes(2);
  });
  test('keyboard taps never make a double tap', () => {
    const h = host();
    const input = new Picker(h);
    input.tap('c2', 1, 'auto', true);
    input.tap('c2', 1, 'auto', true);
    expect(h.auto).not.toHaveBeenCalled();
    expect(h.selected()).toBeNull();
  });
  test('an empty pile cannot be picked', () => {
    const h = host();
    new Picker(h).tap('c3');
    expect(h.select).not.toHaveBeenCalled();
  });
});

describe('pile keys', () => {
  test("read back every key core's pileKey writes", () => {
    const piles: Pile[] = [
      ...Array.from({ length: 10 }, (_, i) => column(i)),
      ...Array.from({ length: 8 }, (_, i) => cell(i)),
      ...Array.from({ length: 4 }, (_, i) => foundation(i)),
    ];
    for (const p of piles) expect([pileKind(pileKey(p)), pileIndex(pileKey(p))]).toEqual([p.kind, p.index]);
  });
});

describe('Picker: the keyboard', () => {
  test('Shift+Up/Down grows or shrinks the picked column; elsewhere it is no pick change', () => {
    const h = host();
    const input = new Picker(h);
    expect(input.grow('c0', 1)).toBe(false);
    input.tap('c0', 1, 'auto', true);
    expect(input.grow('c0', 1)).toBe(true);
    expect(h.selected()).toEqual({ pile: 'c0', count: 2, mode: 'exact' });
    expect(input.grow('c1', 1)).toBe(false);
    expect(input.cancel()).toBe(true);
    expect(input.cancel()).toBe(false);
  });
});
