// !! BROWSER SAFE !!
/**
 * What a scan's one call a position answers (dfs.ts judgeMoves, macros.ts judgeDigs, and their
 * kernels): a record of each move or dig judged, holding what the search needs of the position it
 * leads to (its h or change of h, whether it is won, its full hash, its key or the one byte of the
 * key it changes), so that the scan only looks the records up in its table.
 */

import { keyBytesFor } from '../canonical.ts';

/** The key words a record made here has room for: the largest key, a 64-card deck's (canonical.ts). */
export const RECORD_KEY_WORDS = keyBytesFor(64) / 4;

/** What both kinds of records keep: views over them, and their shape. */
interface Records {
  /** How many records the last judgement wrote (only a last one may be a win). */
  count: number;
  /** Views over the records (the same bytes, from the first record). */
  readonly f64: Float64Array;
  readonly i32: Int32Array;
  readonly u32: Uint32Array;
  /** i32 words a record takes, and where its key starts (words into the record). */
  readonly words: number;
  readonly keyAt: number;
  /** The most records there is room for. */
  readonly max: number;
}

/**
 * The records of judged digs: one a dig that succeeds, in the order the digs were tried, with the
 * dig's steps.
 */
export interface DigRecords extends Records {
  /** Where a record's steps start (words into the record). */
  readonly stepsAt: number;
}

/** Views over `max` records of `words` i32 from byte `at` (8-aligned) of `buffer`. */
function views(buffer: ArrayBufferLike, at: number, words: number, max: number) {
  const n = words * max;
  return {
    count: 0,
    f64: new Float64Array(buffer, at, n / 2),
    i32: new Int32Array(buffer, at, n),
    u32: new Uint32Array(buffer, at, n),
  };
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
  return { ...views(buffer, at, shape.words, shape.max), ...shape };
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
export interface MoveRecords extends Records {
  /** The moves (the first `count` are judged). */
  readonly moves: Int32Array;
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
  return {
    ...views(buffer, at, shape.words, shape.max),
    moves: new Int32Array(buffer, movesAt, shape.max),
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
