/**
 * Ratings on the Glicko-2 scale, through the `glicko2` package (Glickman's algorithm, the package's
 * default volatility procedure): a learner's rating, deviation and volatility, and each puzzle's.
 *
 * An attempt is one game between the learner and the puzzle, a rating period of its own (as Lichess
 * rates puzzles): solved, the learner wins; failed, the puzzle does. Both are updated from their
 * values before the attempt. Then the change is weighed by how the puzzle was opened
 * (`attemptWeight`): each new value is the old one plus the weight times the library's change.
 */
import glicko2 from 'glicko2';
import type { PuzzleTheme } from './types.ts';

export interface Glicko {
  readonly rating: number;
  /** Rating deviation: how sure the rating is (lower is surer). */
  readonly rd: number;
  /** Volatility: how much the rating is expected to move. */
  readonly vol: number;
}

/** The system constant τ (Lichess uses 0.75 for puzzles; Glickman suggests 0.3 to 1.2). */
export const TAU = 0.75;
/** A new learner: the average rating, as unsure as Glicko-2 starts anyone. */
export const NEW_LEARNER: Glicko = { rating: 1500, rd: 350, vol: 0.06 };
/** A puzzle's deviation and volatility before any attempt (its rating comes from the data). */
export const NEW_PUZZLE = { rd: 200, vol: 0.06 } as const;
/** Ratings and deviations are kept within these bounds (Lichess's floor and ceiling alike). */
export const RATING_MIN = 400;
export const RATING_MAX = 4000;
export const RD_MIN = 45;
export const RD_MAX = 500;

export interface Game {
  readonly opponent: Glicko;
  /** 1: won, 0: lost, 0.5: drawn. */
  readonly score: number;
}

/**
 * A player's values after one rating period of games, straight from the library (no bounds, no
 * weight): the function the paper's worked example is checked through.
 */
export function glickoPeriod(player: Glicko, games: readonly Game[], tau = TAU): Glicko {
  const system = new glicko2.Glicko2({ tau, rating: 1500, rd: NEW_LEARNER.rd, vol: NEW_LEARNER.vol });
  const me = system.makePlayer(player.rating, player.rd, player.vol);
  system.updateRatings(
    games.map((g) => [me, system.makePlayer(g.opponent.rating, g.opponent.rd, g.opponent.vol), g.score]),
  );
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}

/** How a puzzle was opened: at the learner's level, by theme, by its address, the daily one, a streak. */
export type Angle =
  | { readonly kind: 'level' | 'id' | 'daily' | 'streak' }
  | { readonly kind: 'theme'; readonly theme: PuzzleTheme };

/**
 * Themes that tell the answer when the learner picks the puzzle by them: none now (`lost` told the
 * verdict while every verdict puzzle was lost; its puzzles are now won and lost about as often).
 * Themes that hint at it: `only-move` and `supermove` say what kind of move the key one is, `lost`
 * that the task is a verdict, one of two answers.
 */
export const ANSWER_THEMES: readonly PuzzleTheme[] = [];
export const HINT_THEMES: readonly PuzzleTheme[] = ['only-move', 'supermove', 'lost'];

/**
 * The weight of an attempt (1: full), as Lichess weighs a puzzle opened by theme: a theme that tells
 * the answer counts 0.2 when solved and 0.6 when failed; one that hints at it 0.3 and 0.7; any other
 * theme 0.7 and 0.8 (a learner picking a theme practises what they chose). Opened any other way: 1.
 */
export function attemptWeight(angle: Angle, won: boolean): number {
  if (angle.kind !== 'theme') return 1;
  if (ANSWER_THEMES.includes(angle.theme)) return won ? 0.2 : 0.6;
  if (HINT_THEMES.includes(angle.theme)) return won ? 0.3 : 0.7;
  return won ? 0.7 : 0.8;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Old plus `weight` of the way to new, within the bounds. */
function weighed(old: Glicko, next: Glicko, weight: number): Glicko {
  const mix = (a: number, b: number) => a + weight * (b - a);
  return {
    rating: clamp(mix(old.rating, next.rating), RATING_MIN, RATING_MAX),
    rd: clamp(mix(old.rd, next.rd), RD_MIN, RD_MAX),
    vol: mix(old.vol, next.vol),
  };
}

/** One rated attempt: the learner's and the puzzle's new values. */
export function rateAttempt(
  learner: Glicko,
  puzzle: Glicko,
  won: boolean,
  weight: number,
): { readonly learner: Glicko; readonly puzzle: Glicko } {
  const score = won ? 1 : 0;
  return {
    learner: weighed(learner, glickoPeriod(learner, [{ opponent: puzzle, score }]), weight),
    puzzle: weighed(puzzle, glickoPeriod(puzzle, [{ opponent: learner, score: 1 - score }]), weight),
  };
}

/** A puzzle's starting values from its data. */
export const puzzleGlicko = (rating: number): Glicko => ({ rating, ...NEW_PUZZLE });
