/**
 * What an exported atlas directory still lacks (`fc atlas todo`): for each variant, the deals up to
 * a target with no verdict, the deals with no grade (past its graded range, and the won deals within
 * it that a graded run left ungraded), and the deals it lists unknown. Each is a plain
 * `fc atlas run` away, on any machine and any store: `fc atlas export` joins the results to the
 * directory's files (export.ts), so an atlas grows a range at a time, across machines and sessions.
 */
import { ok, type Result } from '@cascade/core';
import { MAX_STATES_LIMIT } from '@cascade/solver';
import { readIndexIn, readVariantIn } from './exported-dir.ts';
import type { IndexEntry } from './format.ts';
import type { DealRange } from './ranges.ts';
import { sameRules } from './reader.ts';
import type { AtlasVariant } from './store.ts';

/** What an export still lacks, and the runs that would fill it. */
export interface AtlasTodo {
  readonly variant: string;
  /** Deals up to the target without a verdict (a verdicts-only run), or null. */
  readonly verdicts: DealRange | null;
  /** Deals up to the target without a grade (a graded run), or null. */
  readonly grades: DealRange | null;
  /** Deals the directory lists unknown; those of its graded range are to be solved graded. */
  readonly unknown: readonly { readonly deal: number; readonly graded: boolean }[];
  /**
   * Won deals of the graded range without a grade: won at a larger budget than the graded run that
   * covered them had, so only a run at such a budget grades them.
   */
  readonly ungraded: readonly number[];
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
      out.push({
        variant: v.id,
        verdicts: after(0, to),
        grades: after(0, to),
        unknown: [],
        ungraded: [],
        afresh,
      });
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
      ungraded: a.ungradedWon(),
    });
  }
  return ok(out);
}

/**
 * The `fc atlas run` commands that do what `todo` lists, one a line: the verdicts first (they are
 * cheap); with `unknown`, the deals listed unknown, each on its own (at `maxStates` when given);
 * the won deals left ungraded, each on its own at `maxStates` (default the largest budget: the file
 * says each is won, so a search within it wins it); then the grades past the graded range. A line
 * of one deal has `--redo-unknown`: the store that made the file holds the deal unknown, and a run
 * without it would leave a stored deal as it is (with it, the run searches that deal alone, its
 * stored chunk keeping its other deals; a store without the deal just solves it).
 */
export function todoCommands(
  todo: readonly AtlasTodo[],
  o: { readonly unknown: boolean; readonly maxStates?: number },
): string[] {
  const lines: string[] = [];
  const run = (v: string, r: DealRange, graded: boolean, extra = '') =>
    `fc atlas run --variant ${v} --from ${r.from} --to ${r.to}${graded ? '' : ' --no-grades'}${extra}`;
  const one = (deal: number) => ({ from: deal, to: deal });
  for (const t of todo) if (t.verdicts) lines.push(run(t.variant, t.verdicts, false));
  const again = (maxStates: number | undefined) =>
    ` --redo-unknown${maxStates === undefined ? '' : ` --max-states ${maxStates}`}`;
  if (o.unknown)
    for (const t of todo)
      for (const u of t.unknown) lines.push(run(t.variant, one(u.deal), u.graded, again(o.maxStates)));
  const budget = again(o.maxStates ?? MAX_STATES_LIMIT);
  for (const t of todo) for (const d of t.ungraded) lines.push(run(t.variant, one(d), true, budget));
  for (const t of todo) if (t.grades) lines.push(run(t.variant, t.grades, true));
  return lines;
}
