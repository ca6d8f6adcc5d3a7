/** Node adapter: ranges of deals on worker threads. Not for browsers (node: imports live here only). */
export { solveRange, type RangeSummary, type SolveRangeOptions } from './solve-range.ts';
export { solveDeal, unpackMoves, type DealResult, type RangeSolveOptions } from './solve-deal.ts';
