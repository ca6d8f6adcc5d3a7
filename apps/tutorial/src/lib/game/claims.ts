/**
 * The facts a step's words state (its `claims`), checked with core under the rules the step is
 * played with, and its words rewritten for those rules where a fact names places that differ
 * ("in a free cell or an empty column" where empty columns take nothing: "in a free cell").
 */
import {
  applyMove,
  exposedPile,
  isSafeToFoundation,
  legalMoves,
  parseCard,
  runLimitBreakdown,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import type { Claim, PlayStep } from '../lessons/types.ts';
import { openBoard } from './steps.ts';

export type ClaimCheck =
  { readonly ok: true; readonly words?: string } | { readonly ok: false; readonly why: string };

/** Whether one claim holds on the step's start under these rules; for `parks`, its words under them. */
export function checkClaim(claim: Claim, start: Position): ClaimCheck {
  switch (claim.kind) {
    case 'parks': {
      const card = parseCard(claim.card);
      if (!card.ok) return { ok: false, why: `${claim.card} is not a card` };
      const places = new Set<'cell' | 'column'>();
      for (const m of legalMoves(start)) {
        if (m.count !== 1 || m.from.kind !== 'column') continue;
        const col = start.columns[m.from.index] ?? [];
        if (col[col.length - 1] !== card.value) continue;
        if (m.to.kind === 'cell') places.add('cell');
        if (m.to.kind === 'column' && (start.columns[m.to.index]?.length ?? 0) === 0) places.add('column');
      }
      if (places.size === 0) return { ok: false, why: `the ${claim.card} cannot be parked` };
      const words =
        places.size === 2
          ? 'in a free cell or an empty column'
          : places.has('cell')
            ? 'in a free cell'
            : 'in an empty column';
      return { ok: true, words };
    }
    case 'cell-adds-one': {
      // A card leaving its cell (not for the foundations, which would change nothing else).
      // Onto a card: a card moving into an empty column would fill it and change the count there.
      const moves = legalMoves(start).filter(
        (m) =>
          m.from.kind === 'cell' && m.to.kind === 'column' && (start.columns[m.to.index]?.length ?? 0) > 0,
      );
      if (moves.length === 0) return { ok: false, why: 'no card can leave a free cell' };
      const before = runLimitBreakdown(start, false);
      for (const m of moves) {
        const after = runLimitBreakdown(applyMove(start, m), false);
        if (after.freeCells !== before.freeCells + 1 || !(after.limit > before.limit))
          return { ok: false, why: 'a free cell emptied does not add one to the run limit' };
      }
      return { ok: true };
    }
    case 'column-doubles': {
      // A column emptied by a move onto a card or home (a move into another empty column empties none).
      const moves = legalMoves(start).filter(
        (m) =>
          m.from.kind === 'column' &&
          m.to.kind !== 'cell' &&
          (start.columns[m.from.index]?.length ?? 0) === m.count &&
          !(m.to.kind === 'column' && (start.columns[m.to.index]?.length ?? 0) === 0),
      );
      if (moves.length === 0) return { ok: false, why: 'no column can be emptied' };
      const before = runLimitBreakdown(start, false).limit;
      if (!Number.isFinite(before)) return { ok: false, why: 'runs move freely: nothing doubles' };
      for (const m of moves)
        if (runLimitBreakdown(applyMove(start, m), false).limit !== before * 2)
          return { ok: false, why: 'a column emptied does not double the run limit' };
      return { ok: true };
    }
    case 'autoplay': {
      const card = parseCard(claim.card);
      if (!card.ok) return { ok: false, why: `${claim.card} is not a card` };
      const from = exposedPile(start, card.value);
      if (from === null) return { ok: false, why: `the ${claim.card} is not on top of a pile` };
      if (isSafeToFoundation(start, card.value, from) === claim.goes) return { ok: true };
      return { ok: false, why: `autoplay ${claim.goes ? 'leaves' : 'sends home'} the ${claim.card}` };
    }
  }
}

/**
 * A step's claims under these rules: its words for them (every `parks` phrase rewritten for the
 * places that remain), or why the step does not hold (a claim is false).
 */
export function wordsUnderRules(
  step: PlayStep,
  rules: RulesSpec,
):
  | { readonly ok: true; readonly text: string; readonly nudge?: string }
  | { readonly ok: false; readonly why: string } {
  const start = openBoard(step.board, rules);
  if (!start.ok) return { ok: false, why: start.error };
  let text = step.text;
  let nudge = step.nudge;
  for (const claim of step.claims ?? []) {
    const c = checkClaim(claim, start.value);
    if (!c.ok) return c;
    if (claim.kind === 'parks' && c.words !== undefined) {
      text = text.replaceAll(claim.words, c.words);
      nudge = nudge?.replaceAll(claim.words, c.words);
    }
  }
  return { ok: true, text, ...(nudge !== undefined ? { nudge } : {}) };
}
