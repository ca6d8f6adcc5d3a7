import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, test, vi } from 'vitest';
import Board from './test/BoardHarness.svelte';
import Controls from './Controls.svelte';
import { card, layout, targets } from './test/fixture.ts';

function setup(extra: Record<string, unknown> = {}) {
  const onMove = vi.fn();
  const onIllegal = vi.fn();
  const onAuto = vi.fn();
  const onSelect = vi.fn();
  const r = render(Board, {
    props: { layout, legalTargets: targets, onMove, onIllegal, onAuto, onSelect, ...extra },
  });
  return { ...r, onMove, onIllegal, onAuto, onSelect };
}

const cardEl = (name: string) => screen.getByRole('img', { name }).closest<HTMLElement>('[data-card]')!;
const pileEl = (name: string) => screen.getByRole('button', { name }).closest<HTMLElement>('[data-pile]')!;

const pointer = { pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0 };

async function press(el: Element, x = 10, y = 10) {
  await fireEvent.pointerDown(el, { ...pointer, clientX: x, clientY: y });
}
async function release(x = 10, y = 10) {
  await fireEvent.pointerUp(window, { ...pointer, clientX: x, clientY: y });
}
async function click(el: Element) {
  await press(el);
  await release();
}
/**
 * Where a pile is on the board, by the board's own geometry (jsdom lays nothing out; the board
 * hit-tests by arithmetic, so the point alone says where a drop lands): a point inside its card.
 */
function pointOn(target: Element): { x: number; y: number } {
  const pile = target.closest<HTMLElement>('[data-pile]')!;
  const board = document.querySelector<HTMLElement>('.board')!;
  const px = (name: string) => Number.parseFloat(board.style.getPropertyValue(name));
  const [w, h, gap] = [px('--card-w'), px('--card-h'), px('--gap')];
  const left = Number.parseFloat(pile.parentElement!.style.left);
  const column = pile.classList.contains('column');
  return { x: left + w / 2, y: column ? h + gap * 1.6 + h / 2 : h / 2 };
}
async function dragTo(el: Element, target: Element) {
  await press(el, 10, 10);
  const spy = vi.spyOn(document, 'elementFromPoint');
  const at = pointOn(target);
  await fireEvent.pointerMove(window, { ...pointer, clientX: 60, clientY: 40 });
  await fireEvent.pointerMove(window, { ...pointer, clientX: at.x, clientY: at.y });
  await release(at.x, at.y);
  // Hit-testing is arithmetic: nothing asks the DOM what lies under the pointer.
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
}

afterEach(() => vi.useRealTimers());

describe('Board: names', () => {
  test('cards and piles have the accessible names players hear', () => {
    setup();
    for (const name of [
      'King of spades',
      'Queen of hearts',
      '7 of hearts',
      '8 of spades',
      '10 of clubs',
      'Ace of spades',
    ]) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
    for (const name of [
      'Column 1',
      'Column 3',
      'Column 4',
      'Free cell 1',
      'Free cell 2',
      'Hearts foundation',
      'Spades foundation',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('region', { name: 'Game board' })).toBeTruthy();
  });
  test('the controls are named Hint, Undo, Redo, New game', () => {
    const fns = { onUndo: vi.fn(), onRedo: vi.fn(), onHint: vi.fn(), onNewGame: vi.fn() };
    render(Controls, { props: { canUndo: true, canRedo: false, ...fns } });
    for (const name of ['Hint', 'Undo', 'Redo', 'New game'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Redo' }).disabled).toBe(true);
  });
});

describe('Board: the move contract', () => {
  test('click then click emits the intent for a legal target', async () => {
    const { onMove } = setup();
    await click(cardEl('7 of hearts'));
    await click(cardEl('8 of spades'));
    expect(onMove).toHaveBeenCalledExactlyOnceWith('c1', 'c2', 1);
  });

  test('drag and drop reaches the same callback with the same intent', async () => {
    const { onMove } = setup();
    await dragTo(cardEl('7 of hearts'), cardEl('8 of spades'));
    expect(onMove).toHaveBeenCalledExactlyOnceWith('c1', 'c2', 1);
  });

  test('no intent for a target outside legalTargets, by click or by drag; the board asks why instead', async () => {
    const { onMove, onIllegal } = setup();
    await dragTo(cardEl('8 of spades'), cardEl('7 of hearts'));
    await click(cardEl('7 of hearts'));
    await click(pileEl('Hearts foundation'));
    expect(onMove).not.toHaveBeenCalled();
    expect(onIllegal).toHaveBeenCalledWith('c2', 'c1', 1, 'prefer');
    expect(onIllegal).toHaveBeenCalledWith('c1', 'h2', 1, 'prefer');
  });

  test('a run: clicking inside a column moves exactly that run; the top card lets the target decide', async () => {
    const { onMove } = setup();
    await click(cardEl('King of spades'));
    await click(pileEl('Column 4'));
    expect(onMove).toHaveBeenLastCalledWith('c0', 'c3', 2);
    await dragTo(cardEl('Queen of hearts'), pileEl('Column 4'));
    expect(onMove).toHaveBeenLastCalledWith('c0', 'c3', 1);
    // Clicked, the top card goes alone into the empty column too: the pick decides, not the longest run.
    await click(cardEl('Queen of hearts'));
    await click(pileEl('Column 4'));
    expect(onMove).toHaveBeenLastCalledWith('c0', 'c3', 1);
    expect(onMove).toHaveBeenCalledTimes(3);
  });

  test("a double click (the system's) asks for the automatic move", async () => {
    const { onAuto, onMove } = setup();
    await click(cardEl('10 of clubs'));
    await click(cardEl('10 of clubs'));
    await fireEvent.dblClick(cardEl('10 of clubs'));
    expect(onAuto).toHaveBeenCalledExactlyOnceWith('f0', 1, 'auto');
    expect(onMove).not.toHaveBeenCalled();
  });

  test('a second click on the pick lets go of it, however quick; so does a click on the felt', async () => {
    const { onAuto, onSelect } = setup();
    await click(cardEl('10 of clubs'));
    expect(onSelect).toHaveBeenLastCalledWith({ pile: 'f0', count: 1, mode: 'auto' });
    await click(cardEl('10 of clubs'));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(onAuto).not.toHaveBeenCalled();
    await click(cardEl('10 of clubs'));
    expect(onSelect).toHaveBeenLastCalledWith({ pile: 'f0', count: 1, mode: 'auto' });
    await click(document.querySelector('.board')!);
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  test('a touch double tap is timed', async () => {
    const { onAuto } = setup();
    const touch = { ...pointer, pointerType: 'touch' };
    for (let i = 0; i < 2; i++) {
      await fireEvent.pointerDown(cardEl('10 of clubs'), { ...touch, clientX: 10, clientY: 10 });
      await fireEvent.pointerUp(window, { ...touch, clientX: 10, clientY: 10 });
    }
    expect(onAuto).toHaveBeenCalledExactlyOnceWith('f0', 1, 'auto');
  });

  test('keyboard only: arrows move focus, Enter picks the card then the target, Escape lets go', async () => {
    const { onMove, onSelect } = setup();
    const col1 = screen.getByRole('button', { name: 'Column 1' });
    expect(col1.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Column 2' }).tabIndex).toBe(-1);
    col1.focus();
    await fireEvent.keyDown(col1, { key: 'ArrowRight' });
    const col2 = screen.getByRole('button', { name: 'Column 2' });
    expect(document.activeElement).toBe(col2);
    await fireEvent.keyDown(col2, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith({ pile: 'c1', count: 1, mode: 'auto' });
    expect(col2.getAttribute('aria-pressed')).toBe('true');
    await fireEvent.keyDown(col2, { key: 'Escape' });
    expect(onSelect).toHaveBeenLastCalledWith(null);
    await fireEvent.keyDown(col2, { key: ' ' });
    await fireEvent.keyDown(col2, { key: 'ArrowRight' });
    const col3 = screen.getByRole('button', { name: 'Column 3' });
    expect(document.activeElement).toBe(col3);
    await fireEvent.keyDown(col3, { key: 'Enter' });
    expect(onMove).toHaveBeenCalledExactlyOnceWith('c1', 'c2', 1);
  });

  test('left-handed: the foundations come first in the top row, drawn, read and reached in that order', async () => {
    const { onMove } = setup({ options: { leftHanded: true } });
    const names = [...document.querySelectorAll('.row.top [data-pile] > .slot')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'Clubs foundation',
      'Diamonds foundation',
      'Hearts foundation',
      'Spades foundation',
      'Free cell 1',
      'Free cell 2',
    ]);
    const place = (name: string) => Number.parseFloat(pileEl(name).parentElement!.style.left);
    expect(place('Spades foundation')).toBeLessThan(place('Free cell 1'));
    // Right from the last foundation: free cell 1; up from column 1: the first foundation.
    const spades = screen.getByRole('button', { name: 'Spades foundation' });
    spades.focus();
    await fireEvent.keyDown(spades, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Free cell 1' }));
    // Clicks and moves are the same: free cell 1's card to the empty column 4.
    await click(pileEl('Free cell 1'));
    await click(pileEl('Column 4'));
    expect(onMove).toHaveBeenCalledExactlyOnceWith('f0', 'c3', 1);
  });

  test('assistive-technology clicks (detail 0) work like Enter', async () => {
    const { onMove } = setup();
    await fireEvent.click(screen.getByRole('button', { name: 'Free cell 1' }), { detail: 0 });
    await fireEvent.click(screen.getByRole('button', { name: 'Column 4' }), { detail: 0 });
    expect(onMove).toHaveBeenCalledExactlyOnceWith('f0', 'c3', 1);
  });

  test('a disabled board emits nothing', async () => {
    const { onMove } = setup({ disabled: true });
    await dragTo(cardEl('7 of hearts'), cardEl('8 of spades'));
    expect(onMove).not.toHaveBeenCalled();
  });

  test('legal destinations of the selection are marked; hints are drawn', async () => {
    const { container, rerender } = setup();
    await click(cardEl('7 of hearts'));
    const marked = [...container.querySelectorAll('.pile.target')].map(
      (e) => (e as HTMLElement).dataset.pile,
    );
    expect(marked.sort()).toEqual(['c2', 'c3', 'f1']);
    await click(document.querySelector('.board')!);
    expect(container.querySelectorAll('.pile.target')).toHaveLength(0);
    await rerender({ highlight: { cards: [26], from: 'c1', to: 'c2' } });
    expect(container.querySelector('[data-pile="c1"]')!.classList.contains('hint-from')).toBe(true);
    expect(container.querySelector('[data-pile="c2"]')!.classList.contains('hint-to')).toBe(true);
    expect(cardEl('7 of hearts').classList.contains('hinted')).toBe(true);
  });

  test("marks: the marked piles and cards are drawn and said in the piles' descriptions", () => {
    const { container } = setup({
      marks: { piles: ['c3'], cards: [card(7, 2).id, card(10, 0).id], label: 'goal' },
    });
    expect(container.querySelector('[data-pile="c3"]')!.classList.contains('marked')).toBe(true);
    expect(container.querySelector('[data-pile="c2"]')!.classList.contains('marked')).toBe(false);
    expect(cardEl('7 of hearts').classList.contains('marked')).toBe(true);
    expect(cardEl('8 of spades').classList.contains('marked')).toBe(false);
    expect(screen.getByRole('button', { name: 'Column 4' }).getAttribute('aria-describedby')).toBeTruthy();
    const described = (name: string) => {
      const id = screen.getByRole('button', { name }).getAttribute('aria-describedby')!;
      return document.getElementById(id)!.textContent;
    };
    expect(described('Column 4')).toBe('empty; marked (goal)');
    expect(described('Column 2')).toBe('1 card, 7 of hearts on top; 7 of hearts marked (goal)');
    expect(described('Free cell 1')).toBe('10 of clubs; 10 of clubs marked (goal)');
    expect(described('Column 3')).toBe('1 card, 8 of spades on top');
  });
});
