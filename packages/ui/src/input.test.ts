import { describe, expect, test, vi } from 'vitest';
import { BoardInput, DragMachine, type InputHost } from './input.ts';
import { neighbour } from './geometry.ts';
import { targets } from './test/fixture.ts';
import type { Selection } from './types.ts';

function host(now = { t: 0 }) {
  let sel: Selection | null = null;
  const h = {
    targets: () => targets,
    selected: () => sel,
    canPick: (p: string) => p !== 'c3' && !p.startsWith('h'),
    select: vi.fn((s: Selection | null) => {
      sel = s;
    }),
    move: vi.fn(),
    illegal: vi.fn(),
    auto: vi.fn(),
    now: () => now.t,
  } satisfies InputHost;
  return h;
}

describe('BoardInput', () => {
  test('click then click moves, through the legal targets only', () => {
    const h = host();
    const input = new BoardInput(h);
    input.tap('c1');
    expect(h.selected()).toEqual({ pile: 'c1', count: 1, mode: 'auto' });
    input.tap('c2');
    expect(h.move).toHaveBeenCalledWith('c1', 'c2', 1);
    expect(h.selected()).toBeNull();
  });
  test('a refused tap on a pile that can be picked is reported, then picks that pile instead', () => {
    const now = { t: 0 };
    const h = host(now);
    const input = new BoardInput(h);
    input.tap('c1');
    now.t = 1000;
    // c1 cannot go on c0, which holds cards: the refusal is said, then c0 is the pick.
    input.tap('c0');
    expect(h.move).not.toHaveBeenCalled();
    expect(h.illegal).toHaveBeenCalledTimes(1);
    expect(h.illegal).toHaveBeenCalledWith('c1', 'c0', 1, 'auto');
    expect(h.selected()).toEqual({ pile: 'c0', count: 1, mode: 'auto' });
    // The refusal comes first, the new pick after it (the owner says them in that order).
    expect(h.illegal.mock.invocationCallOrder[0]).toBeLessThan(h.select.mock.invocationCallOrder.at(-1)!);
    // The next tap is a destination of the new pick: c0's run goes to c3, with no second refusal.
    now.t = 2000;
    input.tap('c3');
    expect(h.illegal).toHaveBeenCalledTimes(1);
    expect(h.move).toHaveBeenCalledWith('c0', 'c3', 2);
    expect(h.selected()).toBeNull();
  });
  test('the card tapped says how many the new pick holds, as a first pick would', () => {
    const now = { t: 0 };
    const h = host(now);
    const input = new BoardInput(h);
    input.tap('c1');
    now.t = 1000;
    input.tap('c0', 2, 'exact');
    expect(h.selected()).toEqual({ pile: 'c0', count: 2, mode: 'exact' });
  });
  test('a refused tap on a pile that cannot be picked is reported and lets go', () => {
    const now = { t: 0 };
    const h = host(now);
    const input = new BoardInput(h);
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
    const input = new BoardInput(h);
    input.tap('c1', 1, 'auto', true);
    input.tap('c0', 1, 'auto', true);
    expect(h.illegal).toHaveBeenCalledTimes(1);
    expect(h.selected()).toEqual({ pile: 'c0', count: 1, mode: 'auto' });
    // A second Enter on it lets go (never a double tap).
    input.tap('c0', 1, 'auto', true);
    expect(h.auto).not.toHaveBeenCalled();
    expect(h.selected()).toBeNull();
  });
  test('a drop nowhere legal lets go', () => {
    const h = host();
    const input = new BoardInput(h);
    input.tap('c1');
    expect(input.requestMove({ pile: 'c1', count: 1, mode: 'auto' }, 'c0')).toBe(false);
    expect(h.selected()).toBeNull();
  });
  test('a double tap asks for the automatic move', () => {
    const now = { t: 0 };
    const h = host(now);
    const input = new BoardInput(h);
    input.tap('c2');
    now.t = 200;
    input.tap('c2');
    expect(h.auto).toHaveBeenCalledWith('c2', 1, 'auto');
    expect(h.selected()).toBeNull();
    now.t = 2000;
    input.tap('c2');
    now.t = 3000;
    input.tap('c2');
    expect(h.auto).toHaveBeenCalledTimes(1);
  });
  test('keyboard taps never make a double tap', () => {
    const h = host();
    const input = new BoardInput(h);
    input.tap('c2', 1, 'auto', true);
    input.tap('c2', 1, 'auto', true);
    expect(h.auto).not.toHaveBeenCalled();
    expect(h.selected()).toBeNull();
  });
  test('an empty pile cannot be picked', () => {
    const h = host();
    new BoardInput(h).tap('c3');
    expect(h.select).not.toHaveBeenCalled();
  });
});

describe('DragMachine', () => {
  test('start → threshold → move → drop', () => {
    const d = new DragMachine(6);
    const from: Selection = { pile: 'c1', count: 1, mode: 'auto' };
    d.start(1, from, 10, 10);
    expect(d.move(1, 12, 12)).toBe('none');
    expect(d.move(2, 40, 40)).toBe('none');
    expect(d.move(1, 30, 10)).toBe('started');
    expect(d.move(1, 40, 10)).toBe('moved');
    expect(d.end(1, 'c2')).toEqual({ kind: 'drop', from, to: 'c2' });
    expect(d.state.phase).toBe('idle');
  });
  test('a press that never crosses the threshold is a tap; cancel forgets', () => {
    const d = new DragMachine(6);
    const from: Selection = { pile: 'c1', count: 1, mode: 'auto' };
    d.start(1, from, 10, 10);
    expect(d.end(1, null)).toEqual({ kind: 'tap', from });
    d.start(1, from, 10, 10);
    d.move(1, 50, 50);
    d.cancel();
    expect(d.end(1, 'c2')).toBeNull();
  });
});

describe('keyboard focus map', () => {
  const shape = { columns: 8, cells: 4 };
  test('arrows walk rows and jump between them by position', () => {
    expect(neighbour(shape, 'c0', 'right')).toBe('c1');
    expect(neighbour(shape, 'c0', 'left')).toBeNull();
    expect(neighbour(shape, 'c0', 'up')).toBe('f0');
    expect(neighbour(shape, 'c7', 'up')).toBe('h3');
    expect(neighbour(shape, 'h0', 'down')).toBe('c4');
    expect(neighbour(shape, 'f3', 'right')).toBe('h0');
    expect(neighbour({ columns: 8, cells: 2 }, 'c5', 'up')).toBe('h1');
  });
});
