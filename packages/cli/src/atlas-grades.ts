/** The level cuts of a stored variant, and a deal's grade in words: shared by show and summary. */
import {
  levelCuts,
  levelOf,
  type AtlasStore,
  type AtlasVariant,
  type CellGrade,
  type DealRecord,
  type GradeKey,
  type Level,
} from '@cascade/atlas';

/** The cuts over every graded deal of the store (only graded chunks are read). */
export function storedCuts(store: AtlasStore, variant: AtlasVariant): GradeKey[] {
  const keys: GradeKey[] = [];
  for (const range of store.coverage(variant, true))
    for (const r of store.records(variant, range))
      if (r.grade) keys.push({ deal: r.deal, minFreeCells: r.grade.minFreeCells, effort: r.grade.effort });
  return levelCuts(keys);
}

export const levelName = (l: Level): string => l[0]!.toUpperCase() + l.slice(1);

/** The level of a graded record, or null. */
export function recordLevel(r: DealRecord, cuts: readonly GradeKey[]): Level | null {
  return r.grade
    ? levelOf({ deal: r.deal, minFreeCells: r.grade.minFreeCells, effort: r.grade.effort }, cuts)
    : null;
}

const cellWord = (n: number) => `${n} free cell${n === 1 ? '' : 's'}`;

/** "won with 2 free cells, not with 1 (proven)" */
export function cellsSentence(g: CellGrade, prefilled: number): string {
  const fewer = g.tries.find((t) => t.cells === g.minFreeCells - 1);
  const tail =
    g.minFreeCells === prefilled
      ? prefilled === 0
        ? ''
        : ' (no fewer: they are dealt into)'
      : g.exact
        ? `, not with ${g.minFreeCells - 1} (proven)`
        : `; with ${g.minFreeCells - 1} the search ran out of budget${fewer ? ` after ${fewer.states.toLocaleString('en-US')} positions` : ''}`;
  return `won with ${cellWord(g.minFreeCells)}${tail}`;
}
