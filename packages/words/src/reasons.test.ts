import { cardOf } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { reasonText, type MoveReason } from './reasons.ts';

const col = (index: number) => ({ kind: 'column', index }) as const;

/** Each kind of reason, and each way a kind is said. */
const REASONS: [MoveReason, string][] = [
  [{ kind: 'sends-home', card: cardOf(10, 3) }, 'Once home, the 10♠ is one card fewer to work around.'],
  [{ kind: 'sends-home', card: null }, 'Once home, the card is one fewer to work around.'],
  [
    { kind: 'empties-column', column: 1, closed: false, startRank: null, limit: { before: 40, after: 80 } },
    'It empties column 2, which doubles the run you can move (from 40 to 80 cards).',
  ],
  [
    { kind: 'empties-column', column: 1, closed: false, startRank: null, limit: { before: 40, after: 64 } },
    'It empties column 2, so you can move longer runs (up to 64 cards instead of 40).',
  ],
  [
    { kind: 'empties-column', column: 1, closed: false, startRank: 13, limit: null },
    'It empties column 2 (only a King can go there), giving you room to work.',
  ],
  // Building up, an Ace leads a run: "an Ace".
  [
    { kind: 'empties-column', column: 0, closed: false, startRank: 1, limit: null },
    'It empties column 1 (only an Ace can go there), giving you room to work.',
  ],
  [{ kind: 'empties-column', column: 2, closed: true, startRank: null, limit: null }, 'It clears column 3.'],
  [
    { kind: 'frees-card', card: cardOf(9, 3), above: 0, next: true },
    'It uncovers the 9♠, which can then go home.',
  ],
  [
    { kind: 'frees-card', card: cardOf(1, 0), above: 0, next: false },
    'It uncovers the A♣, which the foundations will need soon.',
  ],
  [
    { kind: 'frees-card', card: cardOf(2, 1), above: 2, next: false },
    'It digs toward the buried 2♦ (2 cards left above it).',
  ],
  [
    { kind: 'frees-cell', card: cardOf(10, 3), from: { kind: 'cell', index: 0 }, onto: cardOf(11, 2) },
    'It empties free cell 1, so you keep a free cell in hand for later.',
  ],
  [
    { kind: 'parks-card', card: cardOf(10, 2), from: col(0), buried: { card: cardOf(9, 3), above: 4 } },
    'It parks the 10♥ in a free cell to dig toward the buried 9♠ (4 cards still above it).',
  ],
  [
    { kind: 'parks-card', card: cardOf(3, 1), from: col(5), buried: null },
    'It parks the 3♦ in a free cell to open up column 6.',
  ],
  [
    { kind: 'fills-column', card: cardOf(13, 2), to: col(1), startsRun: true, buried: null },
    'Heading an empty column, the K♥ can carry a long run.',
  ],
  [
    { kind: 'fills-column', card: cardOf(5, 2), to: col(1), startsRun: false, buried: cardOf(1, 3) },
    'It uses the empty column 2 to make room toward the A♠.',
  ],
  [
    { kind: 'moves-run', count: 2, onto: cardOf(13, 3) },
    'Joined to the K♠, the 2 cards make one longer run, and what lay under them is uncovered.',
  ],
  [
    { kind: 'builds-run', card: cardOf(12, 1), onto: cardOf(13, 3) },
    'On the K♠, the Q♦ lengthens a run, and what lay under it is uncovered.',
  ],
  [{ kind: 'only-move' }, 'It is the only move that keeps the game winnable.'],
];

describe('reasonText', () => {
  test.each(REASONS)('%j', (reason, text) => {
    expect(reasonText(reason)).toBe(text);
  });
});
