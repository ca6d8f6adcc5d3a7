// !! BROWSER SAFE !!
/**
 * `@cascade/atlas/reader`: reads the files `fc atlas export` writes (format.ts), whatever fetched
 * them. Parse `index.json` for every variant's win rate; parse a variant's file to ask whether a
 * deal can be won, its grade, or for a winnable deal (of a level) drawn from a seed.
 *
 *   const index = parseAtlasIndex(await (await fetch('/atlas/index.json')).json());
 *   const atlas = parseVariantAtlas(await (await fetch(`/atlas/${entry.file}`)).json());
 *   if (atlas.ok) atlas.value.pickDeal({ seed, level: 'hard' });
 */
import { err, ok, RULES_KEYS, seededRandom, type Result, type RulesSpec } from '@cascade/core';
import {
  CODE_DIGITS,
  CODE_UNKNOWN,
  CODE_UNSOLVABLE,
  EXPORT_FORMAT,
  gradeOfCode,
  type ExportedIndex,
  type IndexEntry,
  type VerdictCounts,
} from './format.ts';
import { LEVELS, levelOf, type GradeKey, type Level } from './levels.ts';
import { holds, type DealRange } from './ranges.ts';
import type { Verdict } from './record.ts';

export { LEVELS, LEVELS_SENTENCE, type Level } from './levels.ts';
export type { ExportedIndex, IndexEntry, GradeCounts, VerdictCounts } from './format.ts';
export type { Verdict } from './record.ts';
export type { DealRange } from './ranges.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDeal = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function range(v: Obj, where: string): Result<DealRange, string> {
  if (!isDeal(v.from) || !isDeal(v.to) || v.to < v.from)
    return err(`${where}: from and to must be deals, from ≤ to`);
  if (v.to - v.from >= 100_000_000) return err(`${where}: more than 100,000,000 deals`);
  return ok({ from: v.from, to: v.to });
}

function sortedDeals(v: unknown, r: DealRange, where: string): Result<number[], string> {
  if (v === undefined) return ok([]);
  if (!Array.isArray(v)) return err(`${where} must be a list of deals`);
  for (let i = 0; i < v.length; i++) {
    const n: unknown = v[i];
    if (!isDeal(n) || n < r.from || n > r.to || (i > 0 && n <= (v[i - 1] as number)))
      return err(`${where}[${i}] is not a deal of ${r.from}–${r.to} in increasing order`);
  }
  return ok(v as number[]);
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    const bin = atob(text);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

const VERDICT_OF: readonly Verdict[] = ['solved', 'unsolvable', 'unknown'];

/** Decodes the verdicts into one byte a deal (0 solved, 1 unsolvable, 2 unknown). */
function readVerdicts(v: unknown): Result<{ range: DealRange; codes: Uint8Array }, string> {
  if (!isObj(v)) return err('verdicts: not an object');
  const r = range(v, 'verdicts');
  if (!r.ok) return r;
  const { from, to } = r.value;
  const codes = new Uint8Array(to - from + 1);
  const mark = (deals: readonly number[], code: number) => {
    for (const n of deals) codes[n - from] = code;
  };
  const unknown = sortedDeals(v.unknown, r.value, 'verdicts.unknown');
  if (!unknown.ok) return unknown;
  if (v.encoding === 'except') {
    if (v.default !== 'solved' && v.default !== 'unsolvable')
      return err('verdicts.default must be "solved" or "unsolvable"');
    const other = v.default === 'solved' ? 'unsolvable' : 'solved';
    const listed = sortedDeals(v[other], r.value, `verdicts.${other}`);
    if (!listed.ok) return listed;
    codes.fill(v.default === 'solved' ? 0 : 1);
    mark(listed.value, other === 'solved' ? 0 : 1);
  } else if (v.encoding === 'bits') {
    const bytes = typeof v.solved === 'string' ? decodeBase64(v.solved) : null;
    if (!bytes || bytes.length !== Math.ceil(codes.length / 8))
      return err(`verdicts.solved must be a base64 bit set of ${codes.length} bits`);
    for (let i = 0; i < codes.length; i++) codes[i] = (bytes[i >> 3]! >> (i & 7)) & 1 ? 0 : 1;
  } else return err('verdicts.encoding must be "except" or "bits"');
  mark(unknown.value, 2);
  return ok({ range: r.value, codes });
}

interface Grades {
  readonly range: DealRange;
  readonly cuts: GradeKey[];
  readonly codes: string;
}

function readGrades(v: unknown, verdicts: DealRange): Result<Grades | null, string> {
  if (v === null || v === undefined) return ok(null);
  if (!isObj(v)) return err('grades: not an object');
  const r = range(v, 'grades');
  if (!r.ok) return r;
  if (r.value.from < verdicts.from || r.value.to > verdicts.to)
    return err('grades: outside the verdicts’ range');
  if (typeof v.codes !== 'string' || v.codes.length !== r.value.to - r.value.from + 1)
    return err(`grades.codes must hold one character for each of the ${r.value.to - r.value.from + 1} deals`);
  for (let i = 0; i < v.codes.length; i++) {
    const c = CODE_DIGITS.indexOf(v.codes[i] as string);
    if (c < 0 || (c >= 36 && c < CODE_UNSOLVABLE)) return err(`grades.codes[${i}] is not a grade`);
  }
  if (!Array.isArray(v.cuts) || v.cuts.length > LEVELS.length - 1)
    return err('grades.cuts must be a list of 0 to 3 cuts');
  const cuts: GradeKey[] = [];
  for (const [i, c] of (v.cuts as unknown[]).entries()) {
    if (!Array.isArray(c) || c.length !== 3 || !c.every(isCount))
      return err(`grades.cuts[${i}] must be [fewest free cells, effort, deal]`);
    cuts.push({ minFreeCells: c[0] as number, effort: c[1] as number, deal: c[2] as number });
  }
  return ok({ range: r.value, cuts, codes: v.codes });
}

/** A deal's grade in an exported file: its level and the fewest free cells it is won with. */
export interface DealGrade {
  readonly level: Level;
  /** The fewest free cells the deal can be won with (the rules' cells, dealt cards included). */
  readonly minFreeCells: number;
}

/** How `pickDeal` picks: a seed, and a level or none. */
export interface PickOptions {
  /** Any whole number: the same seed picks the same deal. */
  readonly seed: number;
  /** A deal of this level (from the graded range); without it, any deal of the verdicts' range. */
  readonly level?: Level;
  /** Only deals known to be winnable (default true); false draws from every deal of the range. */
  readonly winnable?: boolean;
}

/** One variant's atlas: verdicts over a range of deals, grades over a range within it. */
export class VariantAtlas {
  readonly variant: string;
  readonly name: string;
  readonly rulesKey: string;
  readonly verdictRange: DealRange;
  readonly gradeRange: DealRange | null;
  readonly #verdicts: Uint8Array;
  readonly #grades: Grades | null;
  #byLevel: Map<Level, number[]> | null = null;

  /** Built by parseVariantAtlas from a checked file. */
  constructor(
    head: { variant: string; name: string; rulesKey: string },
    verdicts: { range: DealRange; codes: Uint8Array },
    grades: Grades | null,
  ) {
    this.variant = head.variant;
    this.name = head.name;
    this.rulesKey = head.rulesKey;
    this.verdictRange = verdicts.range;
    this.#verdicts = verdicts.codes;
    this.gradeRange = grades?.range ?? null;
    this.#grades = grades;
  }

  /** The verdict of deal n, or null when the atlas has no record of it. */
  verdict(n: number): Verdict | null {
    const i = n - this.verdictRange.from;
    const code = Number.isInteger(n) ? this.#verdicts[i] : undefined;
    return code === undefined ? null : (VERDICT_OF[code] as Verdict);
  }

  /** true or false when the atlas knows; null when it does not (outside its range, or unknown). */
  isWinnable(n: number): boolean | null {
    const v = this.verdict(n);
    return v === 'solved' ? true : v === 'unsolvable' ? false : null;
  }

  /** The grade of a winnable deal of the graded range; null otherwise. */
  grade(n: number): DealGrade | null {
    const c = this.gradeCode(n);
    return c === null ? null : gradeOfCode(c);
  }

  /** Deal n's grade code (format.ts: 4 × fewest free cells + level, 62 lost, 63 no grade), null outside the graded range. */
  gradeCode(n: number): number | null {
    const g = this.#grades;
    if (!g || !Number.isInteger(n) || !holds(g.range, n)) return null;
    return CODE_DIGITS.indexOf(g.codes[n - g.range.from] as string);
  }

  /**
   * Won deals of the graded range without a grade (code 63): a deal won at a larger budget than the
   * graded run that covered it had (which left it unknown), to be graded by a run at that budget.
   */
  ungradedWon(): number[] {
    const r = this.gradeRange;
    const out: number[] = [];
    if (r)
      for (let n = r.from; n <= r.to; n++)
        if (this.gradeCode(n) === CODE_UNKNOWN && this.verdict(n) === 'solved') out.push(n);
    return out;
  }

  /** The level cuts of the graded range (levels.ts: the hardest easy, medium and hard deal). */
  get levelCuts(): readonly GradeKey[] {
    return this.#grades?.cuts ?? [];
  }

  /** The level a deal outside the graded range would have, from its fewest free cells and effort. */
  levelFor(minFreeCells: number, effort: number): Level {
    return levelOf({ minFreeCells, effort, deal: Number.MAX_SAFE_INTEGER }, this.#grades?.cuts ?? []);
  }

  #counts: (VerdictCounts & { readonly deals: number; readonly winRate: number }) | null = null;

  /** Deals of the verdicts' range by verdict, and the share won. */
  counts(): VerdictCounts & { readonly deals: number; readonly winRate: number } {
    if (this.#counts) return this.#counts;
    let solved = 0;
    let unsolvable = 0;
    for (const c of this.#verdicts) {
      if (c === 0) solved++;
      else if (c === 1) unsolvable++;
    }
    const deals = this.#verdicts.length;
    return (this.#counts = {
      ...this.verdictRange,
      deals,
      solved,
      unsolvable,
      unknown: deals - solved - unsolvable,
      winRate: solved / deals,
    });
  }

  /** The deals of each level, in deal order. */
  #levels(): Map<Level, number[]> {
    if (this.#byLevel) return this.#byLevel;
    const m = new Map<Level, number[]>(LEVELS.map((l) => [l, []]));
    const g = this.#grades;
    if (g)
      for (let i = 0; i < g.codes.length; i++) {
        const grade = gradeOfCode(CODE_DIGITS.indexOf(g.codes[i] as string));
        if (grade) m.get(grade.level)?.push(g.range.from + i);
      }
    this.#byLevel = m;
    return m;
  }

  /** How many graded deals each level has. */
  levelCounts(): Record<Level, number> {
    const m = this.#levels();
    return Object.fromEntries(LEVELS.map((l) => [l, m.get(l)?.length ?? 0])) as Record<Level, number>;
  }

  /**
   * A deal drawn from `seed`: of the level asked (graded range), else winnable (default) or any,
   * from the verdicts' range. The same seed gives the same deal. null when there is none to draw.
   */
  pickDeal(o: PickOptions): number | null {
    const next = seededRandom(Math.abs(Math.trunc(o.seed)) % 2 ** 53 || 1);
    const below = (n: number) => {
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const x = next();
        if (x < limit) return x % n;
      }
    };
    if (o.level !== undefined) {
      const deals = this.#levels().get(o.level) ?? [];
      return deals.length === 0 ? null : (deals[below(deals.length)] as number);
    }
    if (o.winnable === false) return this.verdictRange.from + below(this.#verdicts.length);
    const won = this.counts().solved;
    if (won === 0) return null;
    this.#solved ??= new SolvedIndex(this.#verdicts);
    const i = this.#solved.select(below(won));
    return i < 0 ? null : this.verdictRange.from + i;
  }

  #solved: SolvedIndex | null = null;
}

/** Deals a block of the solved-deals index covers (its counts take 4 bytes per block). */
export const SOLVED_BLOCK = 512;

/**
 * Where the k-th winnable deal is, without scanning a million verdicts at each pick: the count of
 * winnable deals before each block of SOLVED_BLOCK deals, built once (one pass), then a binary search
 * for the block and a scan within it.
 */
export class SolvedIndex {
  readonly #codes: Uint8Array;
  /** before[b]: solved deals in blocks 0..b-1; one more entry, the total. */
  readonly #before: Uint32Array;

  constructor(codes: Uint8Array) {
    this.#codes = codes;
    const blocks = Math.ceil(codes.length / SOLVED_BLOCK);
    const before = new Uint32Array(blocks + 1);
    let solved = 0;
    for (let b = 0; b < blocks; b++) {
      before[b] = solved;
      const end = Math.min(codes.length, (b + 1) * SOLVED_BLOCK);
      for (let i = b * SOLVED_BLOCK; i < end; i++) if (codes[i] === 0) solved++;
    }
    before[blocks] = solved;
    this.#before = before;
  }

  /** Solved deals in all. */
  get solved(): number {
    return this.#before[this.#before.length - 1]!;
  }

  /** The index (from 0) of the k-th solved deal (k from 0), or -1 when there are not k + 1. */
  select(k: number): number {
    if (!Number.isInteger(k) || k < 0 || k >= this.solved) return -1;
    // The last block whose count before it is at most k holds the deal.
    let lo = 0;
    let hi = this.#before.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.#before[mid]! <= k) lo = mid;
      else hi = mid - 1;
    }
    let left = k - this.#before[lo]!;
    const end = Math.min(this.#codes.length, (lo + 1) * SOLVED_BLOCK);
    for (let i = lo * SOLVED_BLOCK; i < end; i++) if (this.#codes[i] === 0 && left-- === 0) return i;
    return -1;
  }
}

/** Reads a variant's file (`<variant>.json`), checking every field. */
export function parseVariantAtlas(json: unknown): Result<VariantAtlas, string> {
  if (!isObj(json)) return err('the atlas file is not a JSON object');
  if (json.format !== EXPORT_FORMAT)
    return err(`the atlas file has format ${String(json.format)}, not ${EXPORT_FORMAT}`);
  if (typeof json.variant !== 'string' || typeof json.name !== 'string' || typeof json.rulesKey !== 'string')
    return err('the atlas file names no variant');
  const verdicts = readVerdicts(json.verdicts);
  if (!verdicts.ok) return verdicts;
  const grades = readGrades(json.grades, verdicts.value.range);
  if (!grades.ok) return grades;
  return ok(
    new VariantAtlas(
      { variant: json.variant, name: json.name, rulesKey: json.rulesKey },
      verdicts.value,
      grades.value,
    ),
  );
}

/** Reads `index.json`: every variant's counts (win rates without fetching a variant's file). */
export function parseAtlasIndex(json: unknown): Result<ExportedIndex, string> {
  if (!isObj(json)) return err('the atlas index is not a JSON object');
  if (json.format !== EXPORT_FORMAT)
    return err(`the atlas index has format ${String(json.format)}, not ${EXPORT_FORMAT}`);
  if (typeof json.levelsSentence !== 'string') return err('the atlas index has no levelsSentence');
  if (!isObj(json.variants)) return err('the atlas index has no variants');
  for (const [id, e] of Object.entries(json.variants)) {
    const where = `variants.${id}`;
    if (
      !isObj(e) ||
      typeof e.name !== 'string' ||
      typeof e.file !== 'string' ||
      !/^[a-z0-9-]+\.json$/.test(e.file)
    )
      return err(`${where}: no name or file`);
    if (!isObj(e.rules)) return err(`${where}: no rules`);
    const v = e.verdicts;
    if (
      !isObj(v) ||
      !range(v, where).ok ||
      !isCount(v.solved) ||
      !isCount(v.unsolvable) ||
      !isCount(v.unknown)
    )
      return err(`${where}.verdicts: counts of solved, unsolvable and unknown deals over a range`);
    if (v.solved + v.unsolvable + v.unknown !== (v.to as number) - (v.from as number) + 1)
      return err(`${where}.verdicts: the counts do not add up to the range`);
    if (
      e.grades !== null &&
      (!isObj(e.grades) || !range(e.grades, `${where}.grades`).ok || !isObj(e.grades.levels))
    )
      return err(`${where}.grades: a range and the count of each level`);
  }
  return ok(json as unknown as ExportedIndex);
}

/** Whether an index entry was computed under these rules (use its data only then). */
export function sameRules(entry: Pick<IndexEntry, 'rules'>, rules: RulesSpec): boolean {
  return RULES_KEYS.every((k) => entry.rules[k] === rules[k]);
}

/** The win rate of an index entry: won / deals of its range. */
export function winRateOf(entry: Pick<IndexEntry, 'verdicts'>): number {
  const v = entry.verdicts;
  return v.solved / (v.to - v.from + 1);
}
