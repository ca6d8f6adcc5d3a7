// @vitest-environment jsdom
/** The drill page's choice of game: an accessible select, the learner's own games first. */
import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, test, vi } from 'vitest';
import GameChoice from './GameChoice.svelte';

const games = [
  { id: 'freecell', name: 'FreeCell' },
  { id: 'inverted', name: 'Inverted FreeCell' },
  { id: 'eight-off', name: 'Eight Off' },
];

describe('GameChoice', () => {
  test('offers the learner’s own games and every game by name; a choice is sent', async () => {
    const onchoose = vi.fn();
    render(GameChoice, { props: { games, own: ['FreeCell', 'Inverted FreeCell'], chosen: null, onchoose } });
    const select = screen.getByRole('combobox', { name: 'Game' });
    expect(select).toHaveProperty('value', '');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Your games (FreeCell, Inverted FreeCell)',
      'FreeCell',
      'Inverted FreeCell',
      'Eight Off',
    ]);
    await fireEvent.change(select, { target: { value: 'eight-off' } });
    expect(onchoose).toHaveBeenLastCalledWith('eight-off');
    await fireEvent.change(select, { target: { value: '' } });
    expect(onchoose).toHaveBeenLastCalledWith(null);
  });

  test('shows the game chosen', () => {
    render(GameChoice, { props: { games, own: ['FreeCell'], chosen: 'inverted', onchoose: () => {} } });
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveProperty('value', 'inverted');
  });
});
