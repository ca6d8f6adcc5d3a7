/**
 * What each pile is told besides its cards: its state as classes (a target of the pick, marked, a
 * hint's source or destination, the last move's destination, a drop allowed or not under a drag)
 * and what the marks add to its accessible description. Pure functions of the board's props.
 */
import { pileIndex, pileKind } from '@cascade/play/pick';
import type { BoardLayout, CardView, Highlight, LastMove, Marks, PileKey } from '../types.ts';

/** The cards of a pile as drawn (a foundation: its top card). */
export function pileCards(layout: BoardLayout, key: PileKey): readonly CardView[] {
  const i = pileIndex(key);
  switch (pileKind(key)) {
    case 'column':
      return layout.columns[i] ?? [];
    case 'cell': {
      const c = layout.cells[i];
      return c && c !== 'closed' ? [c] : [];
    }
    case 'foundation': {
      const t = layout.foundations[i]?.top;
      return t ? [t] : [];
    }
  }
}

/** What the marks add to a pile's accessible description: the pile itself, then its marked cards. */
export function markNote(marks: Marks | null, cards: readonly CardView[], key: PileKey): string {
  if (!marks) return '';
  const word = marks.label ? `marked (${marks.label})` : 'marked';
  const notes: string[] = [];
  if (marks.piles?.includes(key)) notes.push(word);
  for (const c of cards) if (marks.cards?.includes(c.id)) notes.push(`${c.name} ${word}`);
  return notes.join('; ');
}

export interface PileStateInput {
  readonly targets: ReadonlySet<PileKey>;
  readonly marks: Marks | null;
  readonly highlight: Highlight | null;
  readonly lastMove: LastMove | null;
  /** Under a drag: the pile under the pointer and whether the pick may be dropped there. */
  readonly hover: { readonly pile: PileKey; readonly ok: boolean } | null;
}

/** The pile's state as classes: `target`, `marked`, `hint-from`, `hint-to`, `last-to`, `drop-ok`/`drop-no`. */
export function pileState(s: PileStateInput, key: PileKey): string {
  const out: string[] = [];
  if (s.targets.has(key)) out.push('target');
  if (s.marks?.piles?.includes(key)) out.push('marked');
  if (s.highlight?.from === key) out.push('hint-from');
  if (s.highlight?.to === key) out.push('hint-to');
  if (s.lastMove?.to === key) out.push('last-to');
  if (s.hover?.pile === key) out.push(s.hover.ok ? 'drop-ok' : 'drop-no');
  return out.join(' ');
}
