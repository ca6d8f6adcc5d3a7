// !! BROWSER SAFE !!
// @cascade/hints — next move with a reason, winnability, the last winnable point, goal hints.
export * from './game.ts';
export * from './goals.ts';
export * from './reasons.ts';
export * from './hint.ts';
