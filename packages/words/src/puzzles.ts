/** The tutorial's puzzles: a puzzle that cannot be shown, and why. */
export const puzzleCannotPlay = (issue: string): string => `This puzzle cannot be played: ${issue}`;
export const puzzleNotChecked = (why: string): string => `the puzzle could not be checked (${why})`;
