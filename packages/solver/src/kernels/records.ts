// !! BROWSER SAFE !!
/**
 * The records of judged digs (macros.ts judgeDigs, and its kernel): one a dig that succeeds, in the
 * order the digs were tried, each holding what the search needs of the position it leads to (its
 * h, whether it is won, its full hash and key) and the dig's steps, so that a search judges all
 * digs of a position in one call without playing them again.
 */
export interface DigRecords {
  /** How many records the last judgement wrote (only a last one may be a win). */
  count: number;
  /** Views over the records (the same bytes, from the first record). */
  readonly f64: Float64Array;
  readonly i32: Int32Array;
  readonly u32: Uint32Array;
  /** i32 words a record takes, where its steps start and where its key starts (words into the record). */
  readonly words: number;
  readonly stepsAt: number;
  readonly keyAt: number;
  /** The most records there is room for. */
  readonly max: number;
}

/** A record's words: h (f64, words 0–1), its steps (2), 1 if the dig wins (3), the full hash (4). */
export const REC_STEPS = 2;
export const REC_WON = 3;
export const REC_HASH = 4;

/** Records over `buffer` from byte `at` (8-aligned). */
export function digRecordsOver(
  buffer: ArrayBufferLike,
  at: number,
  shape: { words: number; stepsAt: number; keyAt: number; max: number },
): DigRecords {
  const words = shape.words * shape.max;
  return {
    count: 0,
    f64: new Float64Array(buffer, at, words / 2),
    i32: new Int32Array(buffer, at, words),
    u32: new Uint32Array(buffer, at, words),
    ...shape,
  };
}

/** Records for digs of up to maxSteps + 1 steps and keys of up to keyWords words, in their own buffer. */
export function digRecords(maxSteps: number, keyWords: number, max: number): DigRecords {
  const stepsAt = 6;
  const keyAt = stepsAt + maxSteps + 1;
  const words = (keyAt + keyWords + 1) & ~1;
  return digRecordsOver(new ArrayBuffer(words * max * 4), 0, { words, stepsAt, keyAt, max });
}

/**
 * The records of a position's plain moves judged at once (dfs.ts judgeMoves, and its kernel): one a
 * move, in the moves' order, up to and including a move that wins.
 */
export interface MoveRecords {
  /** How many records (the moves' count, unless one wins: then it is the last). */
  count: number;
  /** The moves (the first `count` are judged). */
  readonly moves: Int32Array;
  readonly f64: Float64Array;
  readonly i32: Int32Array;
  readonly u32: Uint32Array;
  /** i32 words a record takes, and where its key starts (words into the record). */
  readonly words: number;
  readonly keyAt: number;
  /** The most moves there is room for. */
  readonly max: number;
}

/** A move record's words: the f64 (0–1: h(child) − h for a peek, h(child) for a move played), then these. */
export const MREC_KIND = 2;
export const MREC_CARD = 3;
export const MREC_SUPPORT = 4;
export const MREC_HASH = 5;
/** What a move record holds (assembly/kernels.ts MOVE_*). */
export const MOVE_PEEKED = 1;
export const MOVE_PLAYED = 2;
export const MOVE_WON = 3;

/** Move records over `buffer`: the moves from byte `movesAt`, the records from byte `at` (8-aligned). */
export function moveRecordsOver(
  buffer: ArrayBufferLike,
  movesAt: number,
  at: number,
  shape: { words: number; keyAt: number; max: number },
): MoveRecords {
  const words = shape.words * shape.max;
  return {
    count: 0,
    moves: new Int32Array(buffer, movesAt, shape.max),
    f64: new Float64Array(buffer, at, words / 2),
    i32: new Int32Array(buffer, at, words),
    u32: new Uint32Array(buffer, at, words),
    ...shape,
  };
}

/** Move records for up to `max` moves and keys of up to keyWords words, in their own buffer. */
export function moveRecords(keyWords: number, max: number): MoveRecords {
  const keyAt = 6;
  const words = (keyAt + keyWords + 1) & ~1;
  const buffer = new ArrayBuffer(max * 4 + words * max * 4);
  return moveRecordsOver(buffer, 0, max * 4, { words, keyAt, max });
}
