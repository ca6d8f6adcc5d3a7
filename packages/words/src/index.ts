// !! BROWSER SAFE !!
// @cascade/words — every sentence Cascade says about a game, for the game, the tutorial, the hints,
// the CLI and the screen reader alike. Core returns codes and facts; this says them.
export * from './phrases.ts';
export * from './errors.ts';
export * from './moves.ts';
export * from './reasons.ts';
export * from './run-limit.ts';
export * from './line-reasons.ts';
export * from './storage.ts';
export * from './rules-text.ts';
export * from './records.ts';
/** What someone typed (an address part, a token), quoted for a message: short, inert, controls escaped. */
export { quoteInput } from '@cascade/core';
export * from './knobs.ts';
export * from './hints.ts';
export * from './data-file.ts';
export * from './achievements.ts';
export * from './challenge.ts';
export * from './calendar.ts';
export * from './stats.ts';
export * from './deals.ts';
export * from './game.ts';
export * from './puzzles.ts';
