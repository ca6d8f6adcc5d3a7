/** Pure helpers over the legal targets: the board's only "is this allowed" question. */
import type { CountMode, LegalTargets, PileKey, Selection, Target } from './types.ts';

export type PileKind = 'column' | 'cell' | 'foundation';

/** `c3` → column, `f1` → cell, `h2` → foundation. */
export function pileKind(key: PileKey): PileKind {
  return key.startsWith('c') ? 'column' : key.startsWith('f') ? 'cell' : 'foundation';
}

export const pileIndex = (key: PileKey): number => Number(key.slice(1));

/**
 * The legal move for a source, destination and count, or null. `auto` takes the largest count
 * that fits; `exact` only `count`; `prefer` `count` if it fits, else the largest that does.
 */
export function resolveTarget(
  targets: LegalTargets,
  from: PileKey,
  to: PileKey,
  count: number,
  mode: CountMode,
): Target | null {
  const options = (targets.get(from) ?? []).filter((t) => t.to === to);
  if (options.length === 0) return null;
  const same = options.find((t) => t.count === count);
  if (mode === 'exact') return same ?? null;
  if (mode === 'prefer' && same) return same;
  return options.reduce((best, t) => (t.count > best.count ? t : best));
}

/** Destinations a selection may go to (for marking them). */
export function selectionTargets(targets: LegalTargets, sel: Selection | null): Set<PileKey> {
  const out = new Set<PileKey>();
  if (!sel) return out;
  for (const t of targets.get(sel.pile) ?? []) {
    if (sel.mode !== 'exact' || t.count === sel.count) out.add(t.to);
  }
  return out;
}

/** How many cards a selection lifts, for drawing it: the exact count, or the longest legal one. */
export function selectionSize(targets: LegalTargets, sel: Selection | null): number {
  if (!sel) return 0;
  if (sel.mode === 'exact') return sel.count;
  const counts = (targets.get(sel.pile) ?? []).map((t) => t.count);
  return Math.max(sel.count, ...(sel.mode === 'auto' ? counts : []));
}
