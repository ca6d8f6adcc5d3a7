// !! BROWSER SAFE !!
// @cascade/hints — next move with a reason, winnability, the last winnable point, goal hints;
// each also in slices, for a worker that reads its messages while the solver runs.
export * from './game.ts';
export * from './goals.ts';
export * from './reasons.ts';
export {
  hint,
  HINT_STATUSES,
  Hinter,
  hintToward,
  lastWinnablePoint,
  slicedHint,
  slicedLastWinnablePoint,
  winnability,
  type Hint,
  type HintStatus,
  type HintUnknownReason,
  type LastWinnablePoint,
  type LostReason,
  type WinnableCheck,
} from './hint.ts';
export { LINE_MAX_STATES } from './line.ts';
export * from './sliced.ts';
export { wanderingGame } from './wander.ts';
