/**
 * `fc atlas export`: the store turned into the static files the game fetches (format.ts): for each
 * variant its verdicts over the first unbroken range of stored deals and its grades over the first
 * unbroken range of graded deals, and one index of them all. An export updates a directory: the
 * variants it does not write keep their files and index entries, and a variant whose file there
 * covers deals the store lacks is joined with the store's records (an atlas is computed on several
 * machines and stores, a range at a time: a store holding deals 14551–32000 extends a file of
 * 1–14550), or kept whole where the two cannot be joined. No export of a smaller store throws away
 * what was shipped.
 */
import { err, ok, type Result } from '@cascade/core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CODE_DIGITS,
  CODE_UNKNOWN,
  CODE_UNSOLVABLE,
  cutOf,
  EXPORT_FORMAT,
  gradeCodeOf,
  gradeOfCode,
  type ExportedGrades,
  type ExportedIndex,
  type ExportedVariant,
  type ExportedVerdicts,
  type IndexEntry,
} from './format.ts';
import { LEVELS, LEVELS_SENTENCE, levelCuts, levelOf, type GradeKey } from './levels.ts';
import { holds, rangeText, touches, within, type DealRange } from './ranges.ts';
import { readIndexIn, readVariantIn } from './exported-dir.ts';
import type { VariantAtlas } from './reader.ts';
import type { Verdict } from './record.ts';
import {
  makeDirectory,
  rulesKey,
  StoreWriteError,
  writeAtomically,
  type AtlasStore,
  type AtlasVariant,
} from './store.ts';

const VERDICT_CODE: Readonly<Record<Verdict, number>> = { solved: 0, unsolvable: 1, unknown: 2 };

/** Base64 of a bit set: bit i (low bit first in each byte) set when `on(i)`. */
function bitsBase64(length: number, on: (i: number) => boolean): string {
  const bytes = new Uint8Array(Math.ceil(length / 8));
  for (let i = 0; i < length; i++) if (on(i)) bytes[i >> 3]! |= 1 << (i & 7);
  return Buffer.from(bytes).toString('base64');
}

/** The shorter of the two verdict encodings. */
export function encodeVerdicts(from: number, verdicts: Uint8Array): ExportedVerdicts {
  const to = from + verdicts.length - 1;
  const lists: Record<Verdict, number[]> = { solved: [], unsolvable: [], unknown: [] };
  verdicts.forEach((v, i) => lists[(['solved', 'unsolvable', 'unknown'] as const)[v]!].push(from + i));
  const unknown = lists.unknown;
  const bySolved: ExportedVerdicts = {
    from,
    to,
    encoding: 'except',
    default: 'solved',
    unsolvable: lists.unsolvable,
    unknown,
  };
  const byLost: ExportedVerdicts = {
    from,
    to,
    encoding: 'except',
    default: 'unsolvable',
    solved: lists.solved,
    unknown,
  };
  const bits: ExportedVerdicts = {
    from,
    to,
    encoding: 'bits',
    solved: bitsBase64(verdicts.length, (i) => verdicts[i] === VERDICT_CODE.solved),
    unknown,
  };
  return [bySolved, byLost, bits].reduce((best, e) =>
    JSON.stringify(e).length < JSON.stringify(best).length ? e : best,
  );
}

interface Pass {
  readonly verdictRange: DealRange;
  readonly verdicts: Uint8Array;
  readonly gradeRange: DealRange | null;
  /** Per graded deal: its key (winnable) or its verdict. */
  readonly graded: ((GradeKey & { exact: boolean }) | Verdict)[];
}

/**
 * One pass over the variant's records of one unbroken stored range (a million of them stream
 * through; only codes are kept).
 */
function readVariant(store: AtlasStore, variant: AtlasVariant, first: DealRange): Pass | null {
  const gradedFirst = store.coverage(variant, true).find((r) => holds(first, r.from));
  const gradeRange = gradedFirst ? { from: gradedFirst.from, to: Math.min(gradedFirst.to, first.to) } : null;
  const verdicts = new Uint8Array(first.to - first.from + 1);
  const graded: Pass['graded'] = [];
  let expected = first.from;
  for (const r of store.records(variant, first)) {
    // A damaged file (set aside while reading) ends the range at its first deal.
    if (r.deal !== expected) break;
    expected++;
    verdicts[r.deal - first.from] = VERDICT_CODE[r.verdict];
    if (gradeRange && holds(gradeRange, r.deal)) {
      const g = r.grade;
      graded.push(
        g ? { deal: r.deal, minFreeCells: g.minFreeCells, effort: g.effort, exact: g.exact } : r.verdict,
      );
    }
  }
  const to = expected - 1;
  if (to < first.from) return null;
  return {
    verdictRange: { from: first.from, to },
    verdicts: verdicts.subarray(0, to - first.from + 1),
    gradeRange:
      gradeRange && gradeRange.from <= to ? { from: gradeRange.from, to: Math.min(gradeRange.to, to) } : null,
    graded: gradeRange ? graded.slice(0, Math.max(0, Math.min(gradeRange.to, to) - gradeRange.from + 1)) : [],
  };
}

/**
 * A pass over each unbroken range of the store's records, in deal order, each read only when it is
 * asked for (a fresh file needs the first; only a join reads the others).
 */
function* storePasses(store: AtlasStore, variant: AtlasVariant): Generator<Pass> {
  for (const r of store.coverage(variant)) {
    const pass = readVariant(store, variant, r);
    if (pass) yield pass;
  }
}

/** What a store holds of a variant, as a file's ranges are told. */
export interface StoreRanges {
  readonly verdicts: DealRange;
  readonly grades: DealRange | null;
}

/** A file `exportAtlas` wrote, joined or kept, and what it says about it. */
export interface ExportedFile {
  readonly variant: string;
  readonly file: string;
  readonly bytes: number;
  readonly verdicts: DealRange;
  readonly grades: DealRange | null;
  /**
   * Won deals of the file's graded range it has no grade of (sorted): won at a larger budget than
   * the graded run that covered them had. Empty for a file kept and for index.json.
   */
  readonly ungraded: readonly number[];
  /**
   * Set when the directory's file was kept instead (its ranges are the kept file's): what the store
   * had (its first unbroken range), and why the two could not be joined.
   */
  readonly kept?: { readonly store: StoreRanges; readonly reason: string };
  /**
   * Set when the file written joins the directory's file with the store's records: the store's
   * ranges joined, and why any others were left out.
   */
  readonly merged?: { readonly store: readonly StoreRanges[]; readonly left: readonly string[] };
}

/** A variant's atlas deal by deal, before it is encoded: what a file is written from. */
interface Contents {
  readonly verdictRange: DealRange;
  /** VERDICT_CODE, one a deal of the range. */
  readonly verdicts: Uint8Array;
  readonly grades: {
    readonly range: DealRange;
    readonly cuts: readonly GradeKey[];
    /** format.ts's codes, one a deal of the range. */
    readonly codes: readonly number[];
    /** Upper bounds among them. */
    readonly inexact: number;
  } | null;
}

const gradeCode = (g: GradeKey, cuts: readonly GradeKey[]) => gradeCodeOf(g.minFreeCells, levelOf(g, cuts));

/** The store's grades coded, placed by `cuts` (default: the store's own). */
function storeGrades(pass: Pass, cuts?: readonly GradeKey[]): Contents['grades'] {
  if (!pass.gradeRange) return null;
  const keys = pass.graded.filter((g): g is GradeKey & { exact: boolean } => typeof g !== 'string');
  const c = cuts ?? levelCuts(keys);
  return {
    range: pass.gradeRange,
    cuts: c,
    codes: pass.graded.map((g) =>
      typeof g === 'string' ? (g === 'unsolvable' ? CODE_UNSOLVABLE : CODE_UNKNOWN) : gradeCode(g, c),
    ),
    inexact: keys.filter((k) => !k.exact).length,
  };
}

const fromStore = (pass: Pass): Contents => ({
  verdictRange: pass.verdictRange,
  verdicts: pass.verdicts,
  grades: storeGrades(pass),
});

/** The directory's file (`entry` in its index) deal by deal. */
function fileContents(file: VariantAtlas, entry: IndexEntry): Contents {
  const { from, to } = file.verdictRange;
  const verdicts = new Uint8Array(to - from + 1);
  for (let n = from; n <= to; n++) verdicts[n - from] = VERDICT_CODE[file.verdict(n)!];
  const r = file.gradeRange;
  const codes: number[] = [];
  if (r) for (let n = r.from; n <= r.to; n++) codes.push(file.gradeCode(n)!);
  return {
    verdictRange: file.verdictRange,
    verdicts,
    grades: r ? { range: r, cuts: file.levelCuts, codes, inexact: entry.grades?.inexact ?? 0 } : null,
  };
}

/**
 * The file's contents (`base`) and one range of the store's records joined: the verdicts over both
 * ranges (which must overlap or touch), the store's verdict wherever it has one but where it is
 * unknown and the file's is settled; the grades the file's and the store's side by side (the store's
 * placed by the file's level cuts, so the shipped levels stand), or the store's alone where they
 * cover the file's; where they overlap, the store's grade a deal the file has none of (lost, or
 * unknown: a deal solved again), and the store's grades coded as the file's are (the records the
 * file was made from). A grade the store codes otherwise cannot be joined (the file does not say
 * which of its grades are upper bounds): that, or ranges that leave a gap, is the reason returned.
 */
function joinContents(base: Contents, pass: Pass): Result<Contents, string> {
  const a = base.verdictRange;
  const b = pass.verdictRange;
  if (!touches(a, b))
    return err(`the store's deals ${rangeText(b)} and the file's ${rangeText(a)} leave a gap between them`);
  const range = { from: Math.min(a.from, b.from), to: Math.max(a.to, b.to) };
  const verdicts = new Uint8Array(range.to - range.from + 1);
  for (let n = range.from; n <= range.to; n++) {
    const mine = holds(b, n) ? pass.verdicts[n - b.from] : undefined;
    const theirs = holds(a, n) ? base.verdicts[n - a.from] : undefined;
    verdicts[n - range.from] =
      mine === undefined || (mine === VERDICT_CODE.unknown && theirs !== undefined) ? theirs! : mine;
  }
  const ga = base.grades;
  const gb = pass.gradeRange;
  if (!ga || !gb || within(ga.range, gb))
    return ok({ verdictRange: range, verdicts, grades: gb ? storeGrades(pass) : ga });
  const r = ga.range;
  if (!touches(r, gb))
    return err(`the store's grades ${rangeText(gb)} leave a gap after the file's ${rangeText(r)}`);
  // Where the two overlap, a grade of the file's is joined only where the store's codes the same
  // (the file was made from those records, so it counts their upper bounds already): the file does
  // not say which of its grades are upper bounds, so a grade changed there would leave the count
  // of them wrong. A deal the file has no grade of (lost, or unknown) takes the store's.
  const mine = storeGrades(pass, ga.cuts)!;
  let overlapInexact = 0;
  for (let n = Math.max(r.from, gb.from); n <= Math.min(r.to, gb.to); n++) {
    const theirs = ga.codes[n - r.from]!;
    if (theirs >= CODE_UNSOLVABLE) continue;
    if (mine.codes[n - gb.from] !== theirs)
      return err(
        `the store's grades ${rangeText(gb)} overlap the file's ${rangeText(r)} and grade deal ${n} otherwise (the file does not say which of its grades are upper bounds)`,
      );
    const g = pass.graded[n - gb.from];
    if (typeof g !== 'string' && g !== undefined && !g.exact) overlapInexact++;
  }
  const union = { from: Math.min(r.from, gb.from), to: Math.max(r.to, gb.to) };
  const codes: number[] = [];
  for (let n = union.from; n <= union.to; n++)
    codes.push(holds(gb, n) ? mine.codes[n - gb.from]! : ga.codes[n - r.from]!);
  return ok({
    verdictRange: range,
    verdicts,
    grades: { range: union, cuts: ga.cuts, codes, inexact: ga.inexact + mine.inexact - overlapInexact },
  });
}

/**
 * The directory's file joined with each unbroken range of the store in turn: the contents, the
 * ranges joined and why any were left out; or why nothing could be joined (the file unreadable, or
 * no range joins).
 */
function joinAll(
  file: Result<VariantAtlas, string>,
  entry: IndexEntry,
  passes: readonly Pass[],
): Result<{ contents: Contents; store: StoreRanges[]; left: string[] }, string> {
  if (!file.ok) return file;
  let contents = fileContents(file.value, entry);
  const store: StoreRanges[] = [];
  const left: string[] = [];
  for (const p of passes) {
    const next = joinContents(contents, p);
    if (next.ok) {
      contents = next.value;
      store.push({ verdicts: p.verdictRange, grades: p.gradeRange });
    } else left.push(next.error);
  }
  if (store.length === 0) return err(left[0] ?? 'the store has no records');
  return ok({ contents: codesAgreeing(contents), store, left });
}

/**
 * Grades that say what the verdicts say: where a verdict joined from the store changed a graded
 * deal's (an unknown deal won or proven lost), a lost deal gets the lost code and a won one that
 * the file graded as lost or unknown gets no grade (63), to be graded by a graded run.
 */
function codesAgreeing(c: Contents): Contents {
  const g = c.grades;
  if (!g) return c;
  const codes = g.codes.map((code, i) => {
    const v = c.verdicts[g.range.from + i - c.verdictRange.from];
    if (v === VERDICT_CODE.unsolvable) return CODE_UNSOLVABLE;
    if (v === VERDICT_CODE.unknown || code >= CODE_UNSOLVABLE) return CODE_UNKNOWN;
    return code;
  });
  return { ...c, grades: { ...g, codes } };
}

/**
 * Whether the directory's file settles a deal the store's range leaves unknown (won or proven lost
 * at a larger budget than the store's run had): then the file is joined even where the store
 * covers it, so that verdict is kept.
 */
function settlesUnknown(file: Result<VariantAtlas, string>, pass: Pass): boolean {
  if (!file.ok) return false;
  const r = pass.verdictRange;
  for (let n = r.from; n <= r.to; n++)
    if (pass.verdicts[n - r.from] === VERDICT_CODE.unknown) {
      const v = file.value.verdict(n);
      if (v === 'solved' || v === 'unsolvable') return true;
    }
  return false;
}

/** The won deals of the graded range without a grade (codesAgreeing leaves them so). */
function ungradedWon(c: Contents): number[] {
  const g = c.grades;
  const out: number[] = [];
  if (!g) return out;
  g.codes.forEach((code, i) => {
    const n = g.range.from + i;
    if (code === CODE_UNKNOWN && c.verdicts[n - c.verdictRange.from] === VERDICT_CODE.solved) out.push(n);
  });
  return out;
}

/** Whether range `inner` lies within `outer`, where null is no range (within every range; none lies within it). */
const withinOrNone = (inner: DealRange | null, outer: DealRange | null): boolean =>
  inner === null || (outer !== null && within(inner, outer));

/** A file name for a variant: its catalogue id, or house-<rules key>. */
const fileNameOf = (v: AtlasVariant) => `${v.houseRules ? `house-${rulesKey(v.rules)}` : v.id}.json`;

function writeJson(path: string, value: unknown): number {
  const text = `${JSON.stringify(value)}\n`;
  try {
    writeAtomically(path, text);
  } catch (e) {
    throw new StoreWriteError(path, e);
  }
  return Buffer.byteLength(text);
}

/**
 * Writes `<variant>.json` for each variant (default: every variant in the store) and `index.json`
 * into `out`, keeping what `out` holds of other variants. A variant whose file in `out` was
 * computed under the same rules and covers deals or grades the store lacks, or settles a deal the
 * store leaves unknown, is joined with the store's records (joinAll), or, where they cannot be
 * joined, kept as it is; `replace` writes the store's alone. Returns the files written or kept, index.json last (nothing, and nothing written, when
 * no variant has records); or, when `out` holds an index.json that cannot be read, that problem
 * with nothing written. Throws only where the file system does (a directory that cannot be written).
 */
export function exportAtlas(o: {
  readonly store: AtlasStore;
  readonly out: string;
  readonly variants?: readonly AtlasVariant[];
  readonly replace?: boolean;
}): Result<ExportedFile[], string> {
  const before = readIndexIn(o.out);
  if (!before.ok) return err(`${before.error}: nothing was written (move it away to export afresh)`);
  const variants = o.variants ?? o.store.variants();
  const entries: Record<string, IndexEntry> = {};
  // What the directory holds stays listed while its file is there.
  for (const [id, e] of Object.entries(before.value?.variants ?? {}))
    if (existsSync(join(o.out, e.file))) entries[id] = e;
  const written: ExportedFile[] = [];
  for (const v of variants) {
    const passes = storePasses(o.store, v);
    const first = passes.next();
    if (first.done) continue;
    const pass = first.value;
    try {
      makeDirectory(o.out);
    } catch (e) {
      throw new StoreWriteError(o.out, e);
    }
    const key = rulesKey(v.rules);
    const storeHas = { verdicts: pass.verdictRange, grades: pass.gradeRange };
    const old = entries[v.id];
    let contents = fromStore(pass);
    let merged: ExportedFile['merged'];
    const oldFile =
      !o.replace && old !== undefined && old.rulesKey === key ? readVariantIn(o.out, old.file) : null;
    if (
      oldFile &&
      old &&
      (!(withinOrNone(old.verdicts, pass.verdictRange) && withinOrNone(old.grades, pass.gradeRange)) ||
        settlesUnknown(oldFile, pass))
    ) {
      const joined = joinAll(oldFile, old, [pass, ...passes]);
      if (!joined.ok) {
        written.push({
          variant: v.id,
          file: old.file,
          bytes: old.bytes,
          verdicts: { from: old.verdicts.from, to: old.verdicts.to },
          grades: old.grades ? { from: old.grades.from, to: old.grades.to } : null,
          ungraded: [],
          kept: { store: storeHas, reason: joined.error },
        });
        continue;
      }
      contents = joined.value.contents;
      merged = { store: joined.value.store, left: joined.value.left };
    }
    const g = contents.grades;
    const levels = Object.fromEntries(LEVELS.map((l) => [l, 0])) as Record<string, number>;
    const minFreeCells: Record<string, number> = {};
    for (const c of g?.codes ?? []) {
      const grade = gradeOfCode(c);
      if (!grade) continue;
      levels[grade.level] = levels[grade.level]! + 1;
      minFreeCells[grade.minFreeCells] = (minFreeCells[grade.minFreeCells] ?? 0) + 1;
    }
    const grades: ExportedGrades | null = g
      ? { ...g.range, cuts: g.cuts.map(cutOf), codes: g.codes.map((c) => CODE_DIGITS[c]).join('') }
      : null;
    const file = fileNameOf(v);
    const doc: ExportedVariant = {
      format: EXPORT_FORMAT,
      variant: v.id,
      name: v.name,
      rulesKey: key,
      verdicts: encodeVerdicts(contents.verdictRange.from, contents.verdicts),
      grades,
    };
    const bytes = writeJson(join(o.out, file), doc);
    const count = (c: number) => contents.verdicts.reduce((n, x) => n + (x === c ? 1 : 0), 0);
    entries[v.id] = {
      name: v.name,
      rules: v.rules,
      file,
      bytes,
      rulesKey: key,
      verdicts: {
        ...contents.verdictRange,
        solved: count(VERDICT_CODE.solved),
        unsolvable: count(VERDICT_CODE.unsolvable),
        unknown: count(VERDICT_CODE.unknown),
      },
      grades: g ? { ...g.range, levels, minFreeCells, inexact: g.inexact } : null,
    };
    written.push({
      variant: v.id,
      file,
      bytes,
      verdicts: contents.verdictRange,
      grades: g?.range ?? null,
      ungraded: ungradedWon(contents),
      ...(merged ? { merged } : {}),
    });
  }
  if (written.length === 0) return ok([]);
  const sorted = Object.fromEntries(
    Object.keys(entries)
      .sort()
      .map((id) => [id, entries[id]!]),
  );
  const index: ExportedIndex = { format: EXPORT_FORMAT, levelsSentence: LEVELS_SENTENCE, variants: sorted };
  const bytes = writeJson(join(o.out, 'index.json'), index);
  written.push({
    variant: '',
    file: 'index.json',
    bytes,
    verdicts: { from: 0, to: -1 },
    grades: null,
    ungraded: [],
  });
  return ok(written);
}
