/**
 * `fc atlas export`: the store turned into the static files the game fetches (format.ts): for each
 * variant its verdicts over the first unbroken range of stored deals and its grades over the first
 * unbroken range of graded deals, and one index of them all. An export updates a directory: the
 * variants it does not write keep their files and index entries, and a variant whose file there
 * covers more than the store does is kept (an atlas is often computed on several machines and
 * stores; no export of a smaller store may throw away what was shipped).
 */
import { err, ok, type Result } from '@cascade/core';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CODE_DIGITS,
  CODE_UNKNOWN,
  CODE_UNSOLVABLE,
  cutOf,
  EXPORT_FORMAT,
  type ExportedGrades,
  type ExportedIndex,
  type ExportedVariant,
  type ExportedVerdicts,
  type IndexEntry,
} from './format.ts';
import { LEVELS, LEVELS_SENTENCE, levelCuts, levelOf, type GradeKey } from './levels.ts';
import { within, type DealRange } from './ranges.ts';
import { parseAtlasIndex } from './reader.ts';
import type { Verdict } from './record.ts';
import { rulesKey, type AtlasStore, type AtlasVariant } from './store.ts';

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

/** One pass over the variant's records (a million of them stream through; only codes are kept). */
function readVariant(store: AtlasStore, variant: AtlasVariant): Pass | null {
  const covered = store.coverage(variant);
  const first = covered[0];
  if (!first) return null;
  const gradedFirst = store.coverage(variant, true).find((r) => r.from >= first.from && r.from <= first.to);
  const gradeRange = gradedFirst ? { from: gradedFirst.from, to: Math.min(gradedFirst.to, first.to) } : null;
  const verdicts = new Uint8Array(first.to - first.from + 1);
  const graded: Pass['graded'] = [];
  let expected = first.from;
  for (const r of store.records(variant, first)) {
    // A damaged file (set aside while reading) ends the range at its first deal.
    if (r.deal !== expected) break;
    expected++;
    verdicts[r.deal - first.from] = VERDICT_CODE[r.verdict];
    if (gradeRange && r.deal >= gradeRange.from && r.deal <= gradeRange.to) {
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

export interface ExportedFile {
  readonly variant: string;
  readonly file: string;
  readonly bytes: number;
  readonly verdicts: DealRange;
  readonly grades: DealRange | null;
  /**
   * Set when the directory's file was kept instead (its ranges are the kept file's): why, and what
   * the store had.
   */
  readonly kept?: { readonly store: { readonly verdicts: DealRange; readonly grades: DealRange | null } };
}

/** Whether range `inner` lies within `outer`, where null is no range (within every range; none lies within it). */
const withinOrNone = (inner: DealRange | null, outer: DealRange | null): boolean =>
  inner === null || (outer !== null && within(inner, outer));

/** The directory's index.json, when there is one (null), or why it cannot be read. */
function indexIn(out: string): Result<ExportedIndex | null, string> {
  const path = join(out, 'index.json');
  if (!existsSync(path)) return ok(null);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return err(`${path} is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const index = parseAtlasIndex(json);
  return index.ok ? index : err(`${path}: ${index.error}`);
}

/** A file name for a variant: its catalogue id, or house-<rules key>. */
const fileNameOf = (v: AtlasVariant) => `${v.houseRules ? `house-${rulesKey(v.rules)}` : v.id}.json`;

function writeJson(path: string, value: unknown): number {
  const text = `${JSON.stringify(value)}\n`;
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
  return Buffer.byteLength(text);
}

/**
 * Writes `<variant>.json` for each variant (default: every variant in the store) and `index.json`
 * into `out`, keeping what `out` holds of other variants. A variant whose file in `out` was
 * computed under the same rules and covers deals or grades the store lacks is kept as it is, unless
 * `replace`. Returns the files written or kept, index.json last (nothing, and nothing written, when
 * no variant has records); or, when `out` holds an index.json that cannot be read, that problem
 * with nothing written. Throws only where the file system does (a directory that cannot be written).
 */
export function exportAtlas(o: {
  readonly store: AtlasStore;
  readonly out: string;
  readonly variants?: readonly AtlasVariant[];
  readonly replace?: boolean;
}): Result<ExportedFile[], string> {
  const before = existsSync(o.out) ? indexIn(o.out) : ok(null);
  if (!before.ok) return err(`${before.error}: nothing was written (move it away to export afresh)`);
  const variants = o.variants ?? o.store.variants();
  const entries: Record<string, IndexEntry> = {};
  // What the directory holds stays listed while its file is there.
  for (const [id, e] of Object.entries(before.value?.variants ?? {}))
    if (existsSync(join(o.out, e.file))) entries[id] = e;
  const written: ExportedFile[] = [];
  for (const v of variants) {
    const pass = readVariant(o.store, v);
    if (!pass) continue;
    mkdirSync(o.out, { recursive: true });
    const old = entries[v.id];
    if (
      !o.replace &&
      old !== undefined &&
      old.rulesKey === rulesKey(v.rules) &&
      !(withinOrNone(old.verdicts, pass.verdictRange) && withinOrNone(old.grades, pass.gradeRange))
    ) {
      written.push({
        variant: v.id,
        file: old.file,
        bytes: old.bytes,
        verdicts: { from: old.verdicts.from, to: old.verdicts.to },
        grades: old.grades ? { from: old.grades.from, to: old.grades.to } : null,
        kept: { store: { verdicts: pass.verdictRange, grades: pass.gradeRange } },
      });
      continue;
    }
    const keys = pass.graded.filter((g): g is GradeKey & { exact: boolean } => typeof g !== 'string');
    const cuts = levelCuts(keys);
    const levels = Object.fromEntries(LEVELS.map((l) => [l, 0])) as Record<string, number>;
    const minFreeCells: Record<string, number> = {};
    let codes = '';
    for (const g of pass.graded) {
      if (typeof g === 'string') {
        codes += CODE_DIGITS[g === 'unsolvable' ? CODE_UNSOLVABLE : CODE_UNKNOWN];
        continue;
      }
      const level = levelOf(g, cuts);
      levels[level] = (levels[level] ?? 0) + 1;
      minFreeCells[g.minFreeCells] = (minFreeCells[g.minFreeCells] ?? 0) + 1;
      codes += CODE_DIGITS[4 * g.minFreeCells + LEVELS.indexOf(level)];
    }
    const grades: ExportedGrades | null = pass.gradeRange
      ? { ...pass.gradeRange, cuts: cuts.map(cutOf), codes }
      : null;
    const key = rulesKey(v.rules);
    const file = fileNameOf(v);
    const doc: ExportedVariant = {
      format: EXPORT_FORMAT,
      variant: v.id,
      name: v.name,
      rulesKey: key,
      verdicts: encodeVerdicts(pass.verdictRange.from, pass.verdicts),
      grades,
    };
    const bytes = writeJson(join(o.out, file), doc);
    const count = (c: number) => pass.verdicts.reduce((n, x) => n + (x === c ? 1 : 0), 0);
    entries[v.id] = {
      name: v.name,
      rules: v.rules,
      file,
      bytes,
      rulesKey: key,
      verdicts: {
        ...pass.verdictRange,
        solved: count(VERDICT_CODE.solved),
        unsolvable: count(VERDICT_CODE.unsolvable),
        unknown: count(VERDICT_CODE.unknown),
      },
      grades: pass.gradeRange
        ? { ...pass.gradeRange, levels, minFreeCells, inexact: keys.filter((k) => !k.exact).length }
        : null,
    };
    written.push({ variant: v.id, file, bytes, verdicts: pass.verdictRange, grades: pass.gradeRange });
  }
  if (written.length === 0) return ok([]);
  const sorted = Object.fromEntries(
    Object.keys(entries)
      .sort()
      .map((id) => [id, entries[id]!]),
  );
  const index: ExportedIndex = { format: EXPORT_FORMAT, levelsSentence: LEVELS_SENTENCE, variants: sorted };
  const bytes = writeJson(join(o.out, 'index.json'), index);
  written.push({ variant: '', file: 'index.json', bytes, verdicts: { from: 0, to: -1 }, grades: null });
  return ok(written);
}
