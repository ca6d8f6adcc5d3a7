// !! BROWSER SAFE !!
// @cascade/hints — next move with a reason, winnability, the last winnable point, goal hints;
// each also in slices, for a worker that reads its messages while the solver runs.
export * from './game.ts';
export * from './goals.ts';
export * from './reasons.ts';
export * from './hint.ts';
export * from './sliced.ts';
