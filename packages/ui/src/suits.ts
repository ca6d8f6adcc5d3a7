/** Suit shapes as SVG paths in a 100 × 100 box (no fonts, no images: crisp at any size). */
import type { SuitIndex } from './types.ts';

const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

export const SUIT_PATHS: Readonly<Record<SuitIndex, string>> = {
  // clubs
  0: `${circle(50, 27, 21)}${circle(26, 59, 21)}${circle(74, 59, 21)}${circle(50, 52, 14)}M45 58Q45 86 29 99H71Q55 86 55 58Z`,
  // diamonds
  1: 'M50 1L89 50L50 99L11 50Z',
  // hearts
  2: 'M50 95C24 73 2 55 2 31C2 14 14 3 28 3C39 3 46 9 50 18C54 9 61 3 72 3C86 3 98 14 98 31C98 55 76 73 50 95Z',
  // spades
  3: 'M50 2C62 22 97 40 97 64C97 80 85 89 72 89C63 89 57 85 54 79C55 89 60 95 69 99H31C40 95 45 89 46 79C43 85 37 89 28 89C15 89 3 80 3 64C3 40 38 22 50 2Z',
};

export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** The CSS colour variable for a suit, in two- or four-colour mode. */
export function suitColour(suit: SuitIndex, fourColour: boolean): string {
  if (fourColour)
    return ['var(--suit-clubs-4)', 'var(--suit-diamonds-4)', 'var(--suit-red)', 'var(--suit-black)'][
      suit
    ] as string;
  return suit === 1 || suit === 2 ? 'var(--suit-red)' : 'var(--suit-black)';
}
