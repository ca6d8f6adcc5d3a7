import { describe, expect, test } from 'vitest';
import { DragMachine } from './drag.svelte.ts';
import type { Selection } from '../types.ts';

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
