/**
 * The kinds of move a lesson teaches, read from a position and a move (core's data, no rules run
 * here): a step declares the kinds it teaches (`teaches`), and order.test.ts checks that every
 * shortest line of every step uses only kinds its course has taught by then.
 *
 * A move has one or more kinds, all of which the learner must know to make it: a card from a free
 * cell onto a column's card is `from-cell` and `build`; a run into an empty column is `run` and
 * `to-empty-column`. Kinds that the rules turn around get names of their own (`build-up` where the
 * columns build up, `foundation-down` where the foundations go from the King down), so a course
 * that takes FreeCell's moves for granted still has to teach those.
 */
import type { Move, Position } from '@cascade/core';

export const MOVE_KINDS = [
  /** A card to its foundation (foundations from the Ace up). */
  'foundation',
  /** A card to its foundation where the foundations go from the King down. */
  'foundation-down',
  /** A card back from a foundation into play (house rules). */
  'from-foundation',
  /** A card (or, with `run`, a run) onto a card of a column, where the columns build down. */
  'build',
  /** A card (or, with `run`, a run) onto a card of a column, where the columns build up. */
  'build-up',
  /** A card from a column into a free cell. */
  'to-cell',
  /** A card from a free cell to a column (onto a card or into an empty column). */
  'from-cell',
  /** A card or a run into an empty column. */
  'to-empty-column',
  /** More than one card at once (a run, within the run limit). */
  'run',
] as const;

export type MoveKind = (typeof MOVE_KINDS)[number];

/** The kinds of `m` played from `pos` (every one the learner needs to know to make it). */
export function moveKinds(pos: Position, m: Move): MoveKind[] {
  const out: MoveKind[] = [];
  if (m.from.kind === 'foundation') out.push('from-foundation');
  if (m.from.kind === 'cell') out.push('from-cell');
  if (m.count > 1) out.push('run');
  switch (m.to.kind) {
    case 'foundation':
      out.push(pos.rules.foundationDirection === 'down' ? 'foundation-down' : 'foundation');
      break;
    case 'cell':
      out.push('to-cell');
      break;
    case 'column':
      if ((pos.columns[m.to.index]?.length ?? 0) === 0) out.push('to-empty-column');
      else out.push(pos.rules.buildDirection === 'up' ? 'build-up' : 'build');
      break;
  }
  return out;
}
