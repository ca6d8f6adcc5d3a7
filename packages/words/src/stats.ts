/** The statistics page: its charts and how a game is scored. */
export const CHART_MOVES_TITLE = 'Moves and time of your last won games';
/** Says: "How a game is scored" */
export const SCORING_TITLE = 'How a game is scored';
/** The score's rule with its numbers (@cascade/play/score's SCORING), and a worked example. */
export const scoringRule = (s: {
  readonly perCard: number;
  readonly timeBonus: number;
  readonly minSeconds: number;
  readonly perMove: number;
}): string =>
  `As in the classic Windows Solitaire's timed game: ${s.perCard} points for each card sent home, a time bonus of ${s.timeBonus.toLocaleString('en-US')} ÷ the seconds played (a game under ${s.minSeconds} s counts as ${s.minSeconds} s), and ${s.perMove} points off for each of your moves (autoplay's are not counted). Deal 1 won in 2 minutes and 80 moves scores 520 + 5,833 − 400 = 5,953.`;
/** The stats page's rule for records: hints and undos counted, a win with help marked assisted and setting no record. */
export const RECORD_RULE =
  "Each game's record counts the hints you asked for and the moves you undid. A win after a hint or with the solution shown is marked assisted: it counts as a win, but sets no record (fewest moves, best time, best score). Undos are free. A game the solution player finishes counts as played, not won.";
