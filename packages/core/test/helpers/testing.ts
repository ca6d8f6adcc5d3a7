/**
 * Test-only helpers other packages' tests share (`@cascade/core/testing`): fast-check arbitraries,
 * the independent rules oracle, and boards of runs. Not part of the public API; needs fast-check (a
 * dev dependency).
 */
export * from './arbitraries.ts';
export * from './oracle.ts';
export { RUNS, RUNS_F1 } from './positions.ts';
