/**
 * The drills' kinds and seeds, on their own: the review list and the lesson pages read them without
 * loading the drills themselves (the solver, the hints).
 */
export const DRILL_KINDS = ['limit', 'winnable', 'only-move'] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];
export const isDrillKind = (k: unknown): k is DrillKind => DRILL_KINDS.includes(k as DrillKind);

/** Seeds run from 1 to this (a drill's address holds its seed). */
export const MAX_SEED = 2 ** 31 - 1;
