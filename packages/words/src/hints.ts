// !! BROWSER SAFE !!
/**
 * What a hint says about the game as a whole (@cascade/hints finds the facts: a line to a win, a
 * game lost, a search that settled nothing within its limit): the hint's summary line.
 */
import { plural } from './phrases.ts';

/** Why a search settled nothing (the solver's `UnknownReason`). */
export type HintUnknownReason = 'aborted' | 'timeout' | 'max-states';

/** 1234567 → "1,234,567". */
const count = (n: number): string => n.toLocaleString('en-US');

/** A game that can no longer be won, though moves are left. */
export const HINT_UNWINNABLE = 'This game can no longer be won, whatever you play.';

/** A deal that could never be won (nothing the player did lost it). */
export const HINT_UNWINNABLE_DEAL = 'This deal cannot be won, whatever you play.';

/** A lesson's goal that no line reaches any more. */
export const HINT_GOAL_LOST = 'The goal can no longer be reached from here.';

/** "Winnable: 23 moves to go on the line found." */
export const winnableSummary = (movesLeft: number): string =>
  `Winnable: ${plural(movesLeft, 'move')} to go on the line found.`;

/** Why no hint was found, when the hint's whole budget (`maxStates` positions) was spent or stopped. */
export function unknownSummary(reason: HintUnknownReason, maxStates: number): string {
  switch (reason) {
    case 'aborted':
      return 'The hint was cancelled.';
    case 'timeout':
      return 'No winning line was found within the time allowed: the game may or may not still be won.';
    case 'max-states':
      return `No winning line was found within the ${count(maxStates)} positions allowed: the game may or may not still be won.`;
  }
}

/** No line within the `limit` positions one hint's line search may take. */
export const lineLimitSummary = (limit: number): string =>
  `No winning line was found within the ${count(limit)} positions a hint searches: the game may or may not still be won.`;

/** A game proven winnable by a longer search, though the hint's line search found no line within `limit`. */
export const winnableBeyondLineSummary = (limit: number): string =>
  `The game can still be won, but a hint searches at most ${count(limit)} positions and found no line within them.`;
