/** The game's own page: the keys help, a game the solution player finished, a logged game that does not read. */
export const solutionPlayerFinished = (deal: number, moves: number): string =>
  `The solution player finished deal ${deal} in ${moves} moves. It counts as played, not won.`;
/** Says: "It counts as played, not won: play it again to win it yourself." */
export const SOLVED_NOT_WON = 'It counts as played, not won: play it again to win it yourself.';
/** Says: "deal …: its count of moves is not one of its moves" (the parts marked … are the facts it is given). */
export const loggedCountNotAMove = (deal: number): string =>
  `deal ${deal}: its count of moves is not one of its moves`;
/** The keys help: what some keys do. */
export const KEY_HELP = {
  hint: 'a hint: the next move on a winning line, and why',
  hintAgain: 'H again while a hint shows: play its move',
  playHint: 'play the hinted move at once',
  finish: 'finish: send the cards home once nothing else is needed',
  moves: 'show or hide the list of moves',
} as const;
