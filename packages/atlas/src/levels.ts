// !! BROWSER SAFE !!
/**
 * The difficulty scale. Winnable deals are ordered by the fewest free cells they can be won with,
 * then, among deals needing as many, by the effort the solver spent winning with that few
 * (positions searched), then by deal number; Easy is the first 30% of that order, Medium the next
 * 40%, Hard the next 25% and Expert the last 5%. The cell count is what a player feels and anyone
 * can check; the effort separates deals where cells cannot (variants whose cells are all dealt
 * into, or whose cells hold a card for one move only, and the many deals that need as many cells).
 */

export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
/** A difficulty level: one of LEVELS. */
export type Level = (typeof LEVELS)[number];

/** The share of a variant's winnable deals at each level, easiest first. */
export const LEVEL_SHARES: Readonly<Record<Level, number>> = Object.freeze({
  easy: 0.3,
  medium: 0.4,
  hard: 0.25,
  expert: 0.05,
});

/** The one sentence for the app. */
export const LEVELS_SENTENCE =
  'Deals are graded by the fewest free cells they can be won with, then by how long the solver searched to win with that few: Easy is the easiest 30% of the winnable deals, Medium the next 40%, Hard the next 25% and Expert the hardest 5%.';

/** What orders a winnable deal on the scale. */
export interface GradeKey {
  readonly deal: number;
  readonly minFreeCells: number;
  readonly effort: number;
}

const compare = (a: GradeKey, b: GradeKey): number =>
  a.minFreeCells - b.minFreeCells || a.effort - b.effort || a.deal - b.deal;

/**
 * The hardest key of each level but the last (three keys, easiest first): a deal is at the first
 * level whose cut it does not pass. Empty when there are no winnable deals.
 */
export function levelCuts(keys: readonly GradeKey[]): GradeKey[] {
  if (keys.length === 0) return [];
  const sorted = [...keys].sort(compare);
  const cuts: GradeKey[] = [];
  let share = 0;
  for (const level of LEVELS.slice(0, -1)) {
    share += LEVEL_SHARES[level];
    const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
    cuts.push(sorted[i] as GradeKey);
  }
  return cuts;
}

/** The level of a winnable deal, given the cuts of its variant. */
export function levelOf(key: GradeKey, cuts: readonly GradeKey[]): Level {
  for (let i = 0; i < cuts.length; i++) if (compare(key, cuts[i] as GradeKey) <= 0) return LEVELS[i] as Level;
  return 'expert';
}
