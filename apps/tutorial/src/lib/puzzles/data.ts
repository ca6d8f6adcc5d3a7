/**
 * The puzzle files (static/puzzles/<variant>.json, made by scripts/mine-puzzles.ts): their format,
 * where they are, and a reader that takes untrusted JSON to `Puzzle[]` or precise errors (a JSON path
 * and what is wrong), never throwing and never accepting a puzzle that does not read whole: its shape
 * (valibot), its id from its source and main theme (ids.ts), ids unique, its solution fitting its
 * task; and, unless told not to (`positions: false`), its rules (a catalogue id or a house-rules
 * string), its board under those rules and its moves in standard notation on that board.
 * The puzzle pages read the files without the positions (the tests read every shipped puzzle whole,
 * verify-*.test.ts and data.test.ts) and check the one they show (`puzzleIssue`) before it is drawn.
 * Whether each puzzle's claims hold (par, first moves, verdict) is the solver's business: the
 * tests settle every shipped puzzle again (verify-*.test.ts).
 */
import type { Result } from '@cascade/core';
import * as v from 'valibot';
import { puzzlePositionIssue } from '../game/puzzles/read.ts';
import { RATING_MAX, RATING_MIN } from './first-rating.ts';
import { puzzleId } from './ids.ts';
import { PUZZLE_THEMES, type Puzzle, type PuzzleTheme } from './types.ts';

const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** The format number a puzzle file carries (bump on an incompatible change). */
export const PUZZLE_FILE_FORMAT = 1;

/** The variants puzzles are mined from, one file each: FreeCell and the seed variants. */
export const SEED_VARIANTS = ['freecell', 'challenge', 'inverted', 'ephemeral', 'selective'] as const;
export type SeedVariant = (typeof SEED_VARIANTS)[number];

/** A puzzle file's path under the app's base path (static/puzzles/). */
export const puzzleFilePath = (variant: SeedVariant): string => `/puzzles/${variant}.json`;

export interface PuzzleFile {
  readonly format: number;
  readonly variant: string;
  /** How many of the atlas's winnable deals the miner walked (`--max-deals` remakes the file). */
  readonly deals?: number;
  readonly puzzles: readonly Puzzle[];
}

/** One thing wrong in a file: where (a JSON path, `puzzles[3].task.par`) and what. */
export interface PuzzleDataIssue {
  readonly path: string;
  readonly message: string;
}

/** At most this many issues are reported (a file broken throughout says so without a flood). */
export const MAX_ISSUES = 20;

const count = (min = 0) => v.pipe(v.number(), v.integer(), v.minValue(min));
const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

const GoalSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('win') }),
  v.strictObject({ kind: v.literal('card-home'), card: text(3) }),
  v.strictObject({ kind: v.literal('empty-column'), column: v.optional(count()) }),
]);

const TaskSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('play'),
    goal: GoalSchema,
    par: count(1),
    firstMoves: v.pipe(v.array(text(8)), v.minLength(1)),
  }),
  v.strictObject({ kind: v.literal('verdict'), winnable: v.boolean(), movesLeft: count() }),
]);

const PuzzleSchema = v.strictObject({
  id: text(300),
  variant: text(256),
  source: v.strictObject({ variant: text(40), deal: count(1), ply: count() }),
  board: text(2000),
  themes: v.pipe(v.array(v.picklist(PUZZLE_THEMES)), v.minLength(1)),
  task: TaskSchema,
  solution: v.array(text(8)),
  rating: v.pipe(v.number(), v.minValue(RATING_MIN), v.maxValue(RATING_MAX)),
  effort: count(),
});

const FileSchema = v.strictObject({
  format: v.literal(PUZZLE_FILE_FORMAT),
  variant: text(40),
  deals: v.optional(count(1)),
  puzzles: v.array(v.unknown()),
});

const pathOf = (issue: v.BaseIssue<unknown>, root: string): string =>
  (issue.path ?? []).reduce(
    (at, item) => (typeof item.key === 'number' ? `${at}[${item.key}]` : `${at}.${String(item.key)}`),
    root,
  );

/** One puzzle read (its position too, with `positions`), or its first problem. */
function readPuzzle(input: unknown, at: string, positions: boolean): Result<Puzzle, PuzzleDataIssue> {
  const parsed = v.safeParse(PuzzleSchema, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return err({ path: pathOf(issue, at), message: issue.message });
  }
  const p = parsed.output as Puzzle;
  const expected = puzzleId(p.source, p.themes[0] as PuzzleTheme);
  if (p.id !== expected)
    return err({ path: `${at}.id`, message: `the id must be ${JSON.stringify(expected)}` });
  if (new Set(p.themes).size !== p.themes.length)
    return err({ path: `${at}.themes`, message: 'a theme is listed twice' });
  const position = positions ? puzzlePositionIssue(p) : null;
  if (position) return err({ path: `${at}${position.field}`, message: position.message });
  if (p.task.kind === 'play') {
    if (new Set(p.task.firstMoves).size !== p.task.firstMoves.length)
      return err({ path: `${at}.task.firstMoves`, message: 'a move is listed twice' });
    if (p.solution.length === 0)
      return err({ path: `${at}.solution`, message: 'a play task needs its solution' });
    if (p.solution.length > p.task.par)
      return err({
        path: `${at}.solution`,
        message: `${p.solution.length} moves, more than the par ${p.task.par}`,
      });
    if (!p.task.firstMoves.includes(p.solution[0] as string))
      return err({ path: `${at}.solution[0]`, message: 'the solution starts with a move not in firstMoves' });
  } else if (p.task.winnable === (p.solution.length === 0)) {
    return err({
      path: `${at}.solution`,
      message: p.task.winnable ? 'a winnable verdict needs a winning line' : 'a lost verdict has no solution',
    });
  }
  return ok(p);
}

/**
 * A puzzle file read from untrusted JSON: its puzzles, or every problem found (up to MAX_ISSUES),
 * each with its JSON path. `variant`, when given, is the file the caller asked for; `positions:
 * false` leaves each puzzle's rules, board and moves to `puzzleIssue` when it is shown.
 */
export function parsePuzzleFile(
  json: unknown,
  variant?: string,
  { positions = true }: { readonly positions?: boolean } = {},
): Result<readonly Puzzle[], readonly PuzzleDataIssue[]> {
  const file = v.safeParse(FileSchema, json);
  if (!file.success) {
    const issue = file.issues[0];
    return err([{ path: pathOf(issue, '(file)'), message: issue.message }]);
  }
  if (variant !== undefined && file.output.variant !== variant)
    return err([
      { path: '(file).variant', message: `the file holds ${file.output.variant}, not ${variant}` },
    ]);
  const issues: PuzzleDataIssue[] = [];
  const puzzles: Puzzle[] = [];
  const ids = new Set<string>();
  for (const [i, raw] of file.output.puzzles.entries()) {
    if (issues.length >= MAX_ISSUES) break;
    const at = `puzzles[${i}]`;
    const p = readPuzzle(raw, at, positions);
    if (!p.ok) issues.push(p.error);
    else if (p.value.source.variant !== file.output.variant)
      issues.push({ path: `${at}.source.variant`, message: `not the file's variant ${file.output.variant}` });
    else if (ids.has(p.value.id)) issues.push({ path: `${at}.id`, message: `${p.value.id} is used twice` });
    else {
      ids.add(p.value.id);
      puzzles.push(p.value);
    }
  }
  return issues.length > 0 ? err(issues) : ok(puzzles);
}

/**
 * What is wrong with a puzzle's rules, board and moves (its id and the field, `freecell-0908la7.board:
 * …`), or null: the check the pages run on the puzzle they show.
 */
export function puzzleIssue(p: Puzzle): string | null {
  const issue = puzzlePositionIssue(p);
  return issue ? `puzzle ${p.id}${issue.field}: ${issue.message}` : null;
}

/**
 * Fetches and reads one variant's puzzle file (`base`: the app's base path; `positions` as for
 * parsePuzzleFile); errors as sentences' parts.
 */
export async function fetchPuzzles(
  fetchFn: typeof fetch,
  base: string,
  variant: SeedVariant,
  options: { readonly positions?: boolean } = {},
): Promise<Result<readonly Puzzle[], readonly PuzzleDataIssue[]>> {
  const url = `${base}${puzzleFilePath(variant)}`;
  try {
    const res = await fetchFn(url);
    if (!res.ok) return err([{ path: url, message: `the puzzles could not be loaded (HTTP ${res.status})` }]);
    return parsePuzzleFile(await res.json(), variant, options);
  } catch (e) {
    return err([
      {
        path: url,
        message: `the puzzles could not be loaded (${e instanceof Error ? e.message : 'network error'})`,
      },
    ]);
  }
}
