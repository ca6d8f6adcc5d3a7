// !! BROWSER SAFE !!
/**
 * The exported files' format, shared by the writer (export.ts) and the reader (reader.ts).
 *
 * `index.json`: every variant's counts, for pages that show win rates without fetching a variant.
 * `<variant>.json`: one variant's verdicts over a range of deals and its grades over a (smaller)
 * range, compact enough to fetch when a player asks for a deal:
 *
 * - verdicts, `"encoding": "except"`: every deal of the range has the `default` verdict but those
 *   listed under the other two (sorted deal numbers): FreeCell's million deals list a handful;
 * - verdicts, `"encoding": "bits"`: `solved` is a bit set in base64 (bit i, low bit first in each
 *   byte, is deal from+i), `unknown` lists the unknown deals, and every other deal is unsolvable;
 *   the writer picks whichever encoding is shorter;
 * - grades: one character a deal (`codes`, the base64url digits A–Z a–z 0–9 - _ as numbers 0–63):
 *   4 × fewest free cells + level index for a graded winnable deal, 62 for a deal that cannot be
 *   won, 63 for one without a grade (unknown); `cuts` are the level boundaries
 *   ([fewest free cells, effort, deal] of the hardest easy, medium and hard deal), for grading a deal
 *   the file does not cover.
 */
import type { RulesSpec } from '@cascade/core';
import { LEVELS, type GradeKey, type Level } from './levels.ts';

/** The version of the exported files' format (index.json and the variants' files). */
export const EXPORT_FORMAT = 1;

/** The 64 characters an exported file's codes are written with, one a deal (a grade, or a verdict). */
export const CODE_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The code of an unsolvable deal. */
export const CODE_UNSOLVABLE = 62;
/** The code of a deal the atlas could not settle (a budget ran out). */
export const CODE_UNKNOWN = 63;
/** Codes below this are grades (up to 8 free cells). */
const GRADE_CODES = 36;

/** A graded winnable deal's code: 4 × fewest free cells + the level's index. */
export const gradeCodeOf = (minFreeCells: number, level: Level): number =>
  4 * minFreeCells + LEVELS.indexOf(level);

/** The grade a code stands for; null for a deal that cannot be won or has no grade. */
export function gradeOfCode(code: number): { readonly level: Level; readonly minFreeCells: number } | null {
  if (!Number.isInteger(code) || code < 0 || code >= GRADE_CODES) return null;
  return { level: LEVELS[code % 4]!, minFreeCells: Math.floor(code / 4) };
}

/** A variant file's verdicts: the range they cover and one code a deal. */
export type ExportedVerdicts =
  | {
      readonly from: number;
      readonly to: number;
      readonly encoding: 'except';
      readonly default: 'solved' | 'unsolvable';
      /** The deals whose verdict is not the default, by verdict (sorted). */
      readonly solved?: readonly number[];
      readonly unsolvable?: readonly number[];
      readonly unknown: readonly number[];
    }
  | {
      readonly from: number;
      readonly to: number;
      readonly encoding: 'bits';
      readonly solved: string;
      readonly unknown: readonly number[];
    };

/** A variant file's grades: the graded range, its codes and the cuts between levels. */
export interface ExportedGrades {
  readonly from: number;
  readonly to: number;
  readonly cuts: readonly (readonly [minFreeCells: number, effort: number, deal: number])[];
  readonly codes: string;
}

/** `<variant>.json` */
export interface ExportedVariant {
  readonly format: number;
  readonly variant: string;
  readonly name: string;
  readonly rulesKey: string;
  readonly verdicts: ExportedVerdicts;
  readonly grades: ExportedGrades | null;
}

/** How many deals of a range are won, lost and unknown. */
export interface VerdictCounts {
  readonly from: number;
  readonly to: number;
  readonly solved: number;
  readonly unsolvable: number;
  readonly unknown: number;
}

/** How many graded deals each level holds. */
export interface GradeCounts {
  readonly from: number;
  readonly to: number;
  /** Winnable deals at each level. */
  readonly levels: Readonly<Record<string, number>>;
  /** Winnable deals by the fewest free cells they are won with. */
  readonly minFreeCells: Readonly<Record<string, number>>;
  /** Deals whose fewest free cells is an upper bound (a search with fewer ran out of budget). */
  readonly inexact: number;
}

/** One variant in `index.json`. */
export interface IndexEntry {
  readonly name: string;
  /** The rules the deals were solved under: the app uses the file only when its variant's rules are these. */
  readonly rules: RulesSpec;
  readonly file: string;
  readonly bytes: number;
  readonly rulesKey: string;
  readonly verdicts: VerdictCounts;
  readonly grades: GradeCounts | null;
}

/** `index.json` */
export interface ExportedIndex {
  readonly format: number;
  /** The scale explained in one sentence, for the app. */
  readonly levelsSentence: string;
  readonly variants: Readonly<Record<string, IndexEntry>>;
}

/** A grade key as the cut between two levels is written: fewest free cells, effort, deal. */
export const cutOf = (k: GradeKey): [number, number, number] => [k.minFreeCells, k.effort, k.deal];
