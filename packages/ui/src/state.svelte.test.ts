import { flushSync } from 'svelte';
import { expect, test } from 'vitest';
import { stateBox } from './state.svelte.ts';

test('stateBox: an effect that reads the box runs again when it is set, not when set to the same value', () => {
  const box = stateBox({ n: 1 });
  const seen: number[] = [];
  const stop = $effect.root(() => {
    $effect(() => {
      seen.push(box.get().n);
    });
  });
  flushSync();
  const same = box.get();
  box.set(same);
  flushSync();
  box.set({ n: 2 });
  flushSync();
  expect(seen).toEqual([1, 2]);
  stop();
});
