/** A friend's challenge: why its link is refused, what was checked, and the win screen's lines. */
export const CHALLENGE_NO_RESULT =
  'the link does not say the result (moves, time and hints, as whole numbers)';
export const CHALLENGE_TOO_MANY_MOVES = 'the link holds too many moves';
export const challengeNoReplay = (why: string): string => `its moves do not replay: ${why}`;
export const CHALLENGE_NOT_WON = 'its moves do not win the deal, so there is no result to beat';
export const challengeMismatch = (least: number, most: number, said: number): string =>
  `the result does not match its moves: they win in ${least} to ${most} moves, not ${said}`;
/** The challenge page: its title when the link is refused, and what was checked. */
export const CHALLENGE_CANNOT_PLAY = 'This challenge cannot be played';
export const challengeChecked = (moves: number): string =>
  `Checked here: its ${moves} moves were replayed and win the deal. Beat it: fewer moves, less time. At the end, both results are shown side by side.`;
/** The win screen's challenge link, copied or not. */
export const CHALLENGE_COPIED = 'Challenge link copied: send it to a friend.';
export const challengeNotCopied = (url: string): string =>
  `Copying is not allowed here: send this link yourself: ${url}`;
export const CHALLENGE_VERSUS = "Your result and your friend's";
