/** The tutorial's puzzles: a puzzle that cannot be shown, and why. */
export const puzzleCannotPlay = (issue: string): string => `This puzzle cannot be played: ${issue}`;
/** Says: "the puzzle could not be checked (…)" (the parts marked … are the facts it is given). */
export const puzzleNotChecked = (why: string): string => `the puzzle could not be checked (${why})`;
