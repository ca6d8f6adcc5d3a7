/**
 * What an exported atlas directory still lacks (`fc atlas todo`): for each variant, the deals up to
 * a target with no verdict, the deals with no grade, and the deals it lists unknown. Each is a plain
 * `fc atlas run` away, on any machine and any store: `fc atlas export` joins the results to the
 * directory's files (export.ts), so an atlas grows a range at a time, across machines and sessions.
 */
import { ok, type Result } from '@cascade/core';
import { readIndexIn, readVariantIn } from './exported-dir.ts';
import type { IndexEntry } from './format.ts';
import type { DealRange } from './ranges.ts';
import { sameRules } from './reader.ts';
import type { AtlasVariant } from './store.ts';

export interface AtlasTodo {
  readonly variant: string;
  /** Deals up to the target without a verdict (a verdicts-only run), or null. */
  readonly verdicts: DealRange | null;
  /** Deals up to the target without a grade (a graded run), or null. */
  readonly grades: DealRange | null;
  /** Deals the directory lists unknown; those of its graded range are to be solved graded. */
  readonly unknown: readonly { readonly deal: number; readonly graded: boolean }[];
  /** Why the directory's file counts for nothing (none there, or other rules), when it does not. */
  readonly afresh?: string;
}

/** Deals (last + 1)..to, or null when there are none. */
const after = (last: number, to: number): DealRange | null => (last < to ? { from: last + 1, to } : null);

/**
 * What `dir` (an export's directory) lacks of each variant up to deal `to`: a variant it has no
 * file of, or a file under other rules than the variant's, lacks everything from deal 1. A
 * directory without index.json lacks everything; an index or a file that cannot be read is the
 * error returned.
 */
export function atlasTodo(
  dir: string,
  variants: readonly AtlasVariant[],
  to: number,
): Result<AtlasTodo[], string> {
  const index = readIndexIn(dir);
  if (!index.ok) return index;
  const entries: Readonly<Record<string, IndexEntry>> = index.value?.variants ?? {};
  const out: AtlasTodo[] = [];
  for (const v of variants) {
    const e = entries[v.id];
    if (!e || !sameRules(e, v.rules)) {
      const afresh = e ? 'its file has other rules' : 'no file';
      out.push({ variant: v.id, verdicts: after(0, to), grades: after(0, to), unknown: [], afresh });
      continue;
    }
    const atlas = readVariantIn(dir, e.file);
    if (!atlas.ok) return atlas;
    const a = atlas.value;
    const unknown: { deal: number; graded: boolean }[] = [];
    if (a.counts().unknown > 0)
      for (let n = a.verdictRange.from; n <= a.verdictRange.to; n++)
        if (a.verdict(n) === 'unknown')
          unknown.push({
            deal: n,
            graded: a.gradeRange !== null && n >= a.gradeRange.from && n <= a.gradeRange.to,
          });
    out.push({
      variant: v.id,
      verdicts: after(a.verdictRange.to, to),
      grades: after(a.gradeRange?.to ?? 0, to),
      unknown,
    });
  }
  return ok(out);
}

/** The `fc atlas run` commands that do what `todo` lists (verdicts first: they are cheap), one a line. */
export function todoCommands(todo: readonly AtlasTodo[], withUnknown: boolean): string[] {
  const lines: string[] = [];
  const run = (v: string, r: DealRange, graded: boolean) =>
    `fc atlas run --variant ${v} --from ${r.from} --to ${r.to}${graded ? '' : ' --no-grades'}`;
  for (const t of todo) if (t.verdicts) lines.push(run(t.variant, t.verdicts, false));
  if (withUnknown)
    for (const t of todo)
      for (const u of t.unknown) lines.push(run(t.variant, { from: u.deal, to: u.deal }, u.graded));
  for (const t of todo) if (t.grades) lines.push(run(t.variant, t.grades, true));
  return lines;
}
