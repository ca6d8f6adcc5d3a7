/** A step's goal in words, and what to mark on the board for it. */
import { cardSymbol, suitOf } from '@cascade/core';
import type { Goal } from '@cascade/hints';
import type { PileKey } from '@cascade/ui';
import type { PlayStep } from '../lessons/types.ts';
import { toGoal } from './step-board.ts';

/** A pile written in a step's target: `3` column 3, `a` free cell a, `h♥` / `hH` a foundation. */
export function targetPileKey(ref: string): PileKey | null {
  if (/^[0-9]$/.test(ref)) return `c${ref === '0' ? 9 : Number(ref) - 1}`;
  const cell = 'abcdefgk'.indexOf(ref);
  if (ref.length === 1 && cell >= 0) return `f${cell}`;
  const f = /^h([CDHS♣♦♥♠])$/i.exec(ref);
  if (f) return `h${'CDHS♣♦♥♠'.indexOf((f[1] ?? '').toUpperCase()) % 4}`;
  return null;
}

/** The goal as one imperative sentence. */
export function goalSentence(goal: Goal): string {
  switch (goal.kind) {
    case 'card-home':
      return `Send the ${cardSymbol(goal.card)} home to its foundation.`;
    case 'card-to-column':
      return goal.top === true
        ? `Put the ${cardSymbol(goal.card)} on top of column ${goal.column + 1}.`
        : `Get the ${cardSymbol(goal.card)} into column ${goal.column + 1}.`;
    case 'empty-column':
      return goal.column === undefined ? 'Empty a column.' : `Empty column ${goal.column + 1}.`;
    case 'run-moved':
      // "Led by", not "from … down": in Inverted FreeCell a run climbs as it goes down the column.
      return `Get a run of ${goal.length} cards, led by the ${cardSymbol(goal.card)}, into column ${goal.column + 1}.`;
    case 'win':
      return 'Put every card on the foundations.';
  }
}

/** What to mark on the board for a goal: its card and the pile it is heading for. */
export function goalMarks(
  goal: Goal,
  extra: PlayStep['target'] = undefined,
): { piles: PileKey[]; cards: number[] } {
  const piles: PileKey[] = [];
  const cards: number[] = [];
  switch (goal.kind) {
    case 'card-home':
      cards.push(goal.card);
      piles.push(`h${suitOf(goal.card)}`);
      break;
    case 'card-to-column':
    case 'run-moved':
      cards.push(goal.card);
      piles.push(`c${goal.column}`);
      break;
    case 'empty-column':
      if (goal.column !== undefined) piles.push(`c${goal.column}`);
      break;
    case 'win':
      piles.push('h0', 'h1', 'h2', 'h3');
      break;
  }
  for (const ref of extra?.piles ?? []) {
    const k = targetPileKey(ref);
    if (k && !piles.includes(k)) piles.push(k);
  }
  for (const c of extra?.cards ?? []) {
    const g = toGoal({ kind: 'card-home', card: c });
    if (g.ok && g.value.kind === 'card-home' && !cards.includes(g.value.card)) cards.push(g.value.card);
  }
  return { piles, cards };
}
