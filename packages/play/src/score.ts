/**
 * A won game's score, from its time and the player's moves, on the classic Windows Solitaire's
 * timed scoring: 10 points for each card sent home, a time bonus of 700,000 ÷ the seconds played
 * (a game shorter than 30 s counts as 30 s, as Windows did), and 5 points off for each move of the
 * player's (autoplay's are not counted, as everywhere). Never below zero. A win with help (a hint,
 * the solution shown or played) is scored all the same, but sets no record.
 */
export const SCORING = {
  perCard: 10,
  timeBonus: 700_000,
  /** A game shorter than this counts as this long for the bonus. */
  minSeconds: 30,
  perMove: 5,
} as const;

export function winScore(r: {
  readonly cards: number;
  readonly moves: number;
  readonly timeMs: number;
}): number {
  const seconds = Math.max(SCORING.minSeconds, Math.round(r.timeMs / 1000));
  const bonus = Math.round(SCORING.timeBonus / seconds);
  return Math.max(0, SCORING.perCard * r.cards + bonus - SCORING.perMove * r.moves);
}

/** What the player used in a game: hints asked, moves undone, the solution shown. */
export interface HelpUsed {
  readonly hints: number;
  readonly undos: number;
  /** The solution was shown (or played). */
  readonly solution: boolean;
}

/** A win with a hint or the solution is assisted: it counts, but sets no record (undos are free). */
export const isAssisted = (h: HelpUsed): boolean => h.hints > 0 || h.solution;
