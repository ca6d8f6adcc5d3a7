/** A friend's challenge: why its link is refused, what was checked, and the win screen's lines. */
export const CHALLENGE_NO_RESULT =
  'the link does not say the result (moves, time and hints, as whole numbers)';
/** Says: "the link holds too many moves" */
export const CHALLENGE_TOO_MANY_MOVES = 'the link holds too many moves';
/** Says: "its moves do not replay: …" (the parts marked … are the facts it is given). */
export const challengeNoReplay = (why: string): string => `its moves do not replay: ${why}`;
/** Says: "its moves do not win the deal, so there is no result to beat" */
export const CHALLENGE_NOT_WON = 'its moves do not win the deal, so there is no result to beat';
/** Says: "the result does not match its moves: they win in … to … moves, not …" (the parts marked … are the facts it is given). */
export const challengeMismatch = (least: number, most: number, said: number): string =>
  `the result does not match its moves: they win in ${least} to ${most} moves, not ${said}`;
/** The challenge page: its title when the link is refused, and what was checked. */
export const CHALLENGE_CANNOT_PLAY = 'This challenge cannot be played';
/** Says: "Checked here: its … moves were replayed and win the deal. Beat it: fewer moves, less time. At the end, both…" (the parts marked … are the facts it is given). */
export const challengeChecked = (moves: number): string =>
  `Checked here: its ${moves} moves were replayed and win the deal. Beat it: fewer moves, less time. At the end, both results are shown side by side.`;
/** The win screen's challenge link, copied or not. */
export const CHALLENGE_COPIED = 'Challenge link copied: send it to a friend.';
/** Says: "Copying is not allowed here: send this link yourself: …" (the parts marked … are the facts it is given). */
export const challengeNotCopied = (url: string): string =>
  `Copying is not allowed here: send this link yourself: ${url}`;
/** The heading over both results at the end of a challenge: "Your result and your friend's". */
export const CHALLENGE_VERSUS = "Your result and your friend's";
