/** A small hand-made board for component tests (no engine: the targets are written out). */
import type { BoardLayout, CardView, LegalTargets, SuitIndex, Target } from '../types.ts';

const RANKS = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'];

export const card = (rank: number, suit: SuitIndex): CardView => ({
  id: (rank - 1) * 4 + suit,
  rank,
  suit,
  name: `${RANKS[rank - 1]} of ${SUITS[suit]}`,
});

// Column 1: K♠ Q♥ (a run); column 2: 7♥; column 3: 8♠; column 4: empty; cell 1: 10♣; cell 2: empty.
export const layout: BoardLayout = {
  columns: [[card(13, 3), card(12, 2)], [card(7, 2)], [card(8, 3)], []],
  cells: [card(10, 0), null],
  foundations: [0, 1, 2, 3].map((s) => ({
    suit: s as SuitIndex,
    count: s === 3 ? 1 : 0,
    top: s === 3 ? card(1, 3) : null,
    name: `${SUITS[s]!.charAt(0).toUpperCase()}${SUITS[s]!.slice(1)} foundation`,
    baseLabel: 'A',
  })),
  pendingCell: null,
};

const t = (to: string, count = 1): Target => ({ to, count });

export const targets: LegalTargets = new Map([
  ['c0', [t('c3', 1), t('c3', 2), t('f1')]],
  ['c1', [t('c2'), t('c3'), t('f1')]],
  ['c2', [t('c3'), t('f1')]],
  ['f0', [t('c3')]],
]);
