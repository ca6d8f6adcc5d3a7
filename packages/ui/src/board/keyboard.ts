/**
 * The board's keyboard: one tab stop, the arrows between piles (Home/End along a row), Enter or
 * Space to pick and to choose the destination, Shift+Up/Down one card more or fewer of the picked
 * column, Escape to let go. What a key picks is @cascade/play/pick's; where focus goes, geometry's.
 */
import { keyMode, pileKind, type Picker } from '@cascade/play/pick';
import { columnRow, neighbour, topRow, type BoardShape, type Direction } from '../geometry.ts';
import type { PileKey } from '../types.ts';

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export interface KeysHost {
  readonly picker: Picker;
  shape(): BoardShape;
  disabled(): boolean;
  exactPicks(): boolean;
  focus(pile: PileKey): void;
  /** A drag under way ends (Escape); true if there was one. */
  cancelDrag(): boolean;
}

/** A key pressed on pile `pile`'s button. */
export function onBoardKey(host: KeysHost, pile: PileKey, e: KeyboardEvent): void {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const dir = ARROWS[e.key];
  if (dir && e.shiftKey) {
    // Shift+Up/Down: take one more or one fewer card of the selected column.
    const delta = dir === 'up' ? 1 : dir === 'down' ? -1 : 0;
    if (host.picker.grow(pile, delta)) {
      e.preventDefault();
      return;
    }
  }
  if (dir) {
    e.preventDefault();
    const next = neighbour(host.shape(), pile, dir);
    if (next) host.focus(next);
    return;
  }
  if (e.key === 'Home' || e.key === 'End') {
    e.preventDefault();
    const row = pileKind(pile) === 'column' ? columnRow(host.shape()) : topRow(host.shape());
    const next = e.key === 'Home' ? row[0] : row[row.length - 1];
    if (next) host.focus(next);
    return;
  }
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    activate(host, pile);
    return;
  }
  if (e.key === 'Escape') {
    // Both let go: a drag under way, and the pick.
    const dragged = host.cancelDrag();
    if (host.picker.cancel() || dragged) e.preventDefault();
  }
}

/** Enter, Space, or an assistive technology's click: a tap that is never half of a double tap. */
export function activate(host: KeysHost, pile: PileKey): void {
  if (!host.disabled()) host.picker.tap(pile, 1, keyMode(host.exactPicks()), true);
}
