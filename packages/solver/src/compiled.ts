// !! BROWSER SAFE !!
/**
 * A RulesSpec compiled into lookup tables for the search. Everything here is derived from core's
 * definitions (canBuildOn, foundationRankAt, foundationIndexOf, runStartRank) and cross-checked
 * against them in tests; nothing here decides a rule on its own.
 */
import {
  canBuildOn,
  deckSize,
  fixedBase,
  foundationIndexOf,
  foundationRankAt,
  orderBase,
  runLimit,
  runStartRank,
  type RulesSpec,
} from '@cascade/core';

export const EMPTY_POLICY = { any: 0, kings: 1, none: 2 } as const;
export const CELL_STAY = { unlimited: 0, 'next-move': 1, 'single-use': 2 } as const;

export interface Compiled {
  readonly rules: RulesSpec;
  readonly deck: number;
  readonly maxRank: number;
  readonly nCols: number;
  readonly nCells: number;
  /** canBuild[card * 64 + onto] = 1 when `card` may be placed on `onto` in the tableau. */
  readonly canBuild: Uint8Array;
  /** +1 when building down (a card goes on the rank above it), −1 when building up. */
  readonly buildSign: number;
  readonly runStart: number;
  readonly emptyPolicy: number;
  readonly selective: boolean;
  readonly cellStay: number;
  readonly removable: boolean;
  /** The fixed foundation base rank, or 0 when the first card played sets it. */
  readonly fixedBase: number;
  /**
   * The base the heuristic assumes until the first card goes home: the fixed one, else the first
   * rank of the foundations' direction (core's `orderBase`; evaluation.ts).
   */
  readonly naturalBase: number;
  /** rankAt[base * 16 + i]: the rank at index i of a foundation built from `base`. */
  readonly rankAt: Uint8Array;
  /** indexOf[base * 16 + rank]: how many cards precede `rank` on a foundation built from `base`. */
  readonly indexOf: Uint8Array;
  /** Cards that may be built on each card: builders[card * 4 .. card * 4 + buildersCount[card]). */
  readonly builders: Uint8Array;
  readonly buildersCount: Uint8Array;
  /** Cards each card may be built on: parents[card * 4 .. card * 4 + parentsCount[card]). */
  readonly parents: Uint8Array;
  readonly parentsCount: Uint8Array;
  /**
   * runLimits[(free · 16 + empties) · 2 + toEmpty]: core's runLimit for every count of free cells
   * and empty columns (the destination included when toEmpty is 1), capped at RUN_CAP.
   */
  readonly runLimits: Uint8Array;
}

/** Longer than any run (a run never holds more cards than a deck has ranks). */
export const RUN_CAP = 64;

/** core's runLimit (the one formula) for every count the search can meet, read through runLimitAt. */
function runLimitTable(rules: RulesSpec): Uint8Array {
  const table = new Uint8Array(16 * 16 * 2);
  for (let free = 0; free < 16; free++)
    for (let empties = 0; empties < 16; empties++)
      for (const toEmpty of [0, 1])
        table[(free * 16 + empties) * 2 + toEmpty] = Math.min(
          RUN_CAP,
          runLimit(rules, free, empties, toEmpty === 1),
        );
  return table;
}

/** How many cards may move as one run with `free` free cells and `empties` empty columns. */
export const runLimitAt = (c: Compiled, free: number, empties: number, toEmpty: boolean): number =>
  c.runLimits[(free * 16 + empties) * 2 + (toEmpty ? 1 : 0)]!;

const cache = new WeakMap<RulesSpec, Compiled>();

export function compileRules(rules: RulesSpec): Compiled {
  const hit = cache.get(rules);
  if (hit) return hit;
  const deck = deckSize(rules);
  const maxRank = rules.maxRank;
  const canBuild = new Uint8Array(64 * 64);
  for (let c = 0; c < deck; c++)
    for (let o = 0; o < deck; o++) if (canBuildOn(rules, c, o)) canBuild[c * 64 + o] = 1;
  const rankAt = new Uint8Array(16 * 16);
  const indexOf = new Uint8Array(16 * 16);
  for (let b = 1; b <= maxRank; b++) {
    for (let i = 0; i < maxRank; i++) rankAt[b * 16 + i] = foundationRankAt(rules, b, i);
    for (let r = 1; r <= maxRank; r++) indexOf[b * 16 + r] = foundationIndexOf(rules, b, r);
  }
  const builders = new Uint8Array(64 * 4);
  const buildersCount = new Uint8Array(64);
  for (let c = 0; c < deck; c++) {
    for (let y = 0; y < deck; y++) {
      if (canBuild[y * 64 + c]) {
        builders[c * 4 + buildersCount[c]!] = y;
        buildersCount[c]!++;
      }
    }
  }
  const parents = new Uint8Array(64 * 4);
  const parentsCount = new Uint8Array(64);
  for (let y = 0; y < deck; y++) {
    for (let p = 0; p < deck; p++) {
      if (canBuild[y * 64 + p]) {
        parents[y * 4 + parentsCount[y]!] = p;
        parentsCount[y]!++;
      }
    }
  }
  const base = fixedBase(rules);
  const compiled: Compiled = {
    rules,
    deck,
    maxRank,
    nCols: rules.columns,
    nCells: rules.cells,
    canBuild,
    buildSign: rules.buildDirection === 'down' ? 1 : -1,
    runStart: runStartRank(rules),
    emptyPolicy: EMPTY_POLICY[rules.emptyColumns],
    selective: rules.cellEntry === 'selective',
    cellStay: CELL_STAY[rules.cellStay],
    removable: rules.foundationsRemovable,
    fixedBase: base ?? 0,
    naturalBase: orderBase(rules),
    rankAt,
    indexOf,
    builders,
    buildersCount,
    parents,
    parentsCount,
    runLimits: runLimitTable(rules),
  };
  cache.set(rules, compiled);
  return compiled;
}
