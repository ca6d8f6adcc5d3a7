/**
 * Test-only helpers other packages' tests share (`@cascade/core/testing`): fast-check arbitraries
 * and the independent rules oracle. Not part of the public API; needs fast-check (a dev dependency).
 */
export * from './arbitraries.ts';
export * from './oracle.ts';
