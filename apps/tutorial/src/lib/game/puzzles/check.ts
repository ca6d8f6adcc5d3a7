/**
 * Every claim a puzzle makes, settled again by the solver (the tests run it on every shipped
 * puzzle): its board under its rules, its solution a legal line to the goal within the par, its par
 * the fewest moves, its first moves exactly those that keep the goal within par − 1 (every legal move
 * judged), a verdict proven, its themes true of it, and its effort and first rating what the searches
 * and the formula give.
 */
import {
  applyMove,
  formatCard,
  formatMove,
  foundationIndexOf,
  isHome,
  legalMoves,
  orderBase,
  parseCard,
  rankOf,
  replay,
  type Position,
} from '@cascade/core';
import { goalReached } from '@cascade/hints';
import { resolveVariant } from '@cascade/variants';
import { cardsLeft, openBoard } from '../steps.ts';
import { judgePlay, judgeVerdict, puzzleGoal } from './judge.ts';
import { firstRating } from '../../puzzles/first-rating.ts';
import type { Puzzle } from '../../puzzles/types.ts';

/** The most a key move's alternatives may be for the only-move theme ("one move, or the few listed"). */
export const ONLY_MOVE_MAX = 3;

const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/** The cards above `card` in its column (0 on top or elsewhere). */
function coveredBy(pos: Position, card: number): number {
  for (const col of pos.columns) {
    const i = col.indexOf(card);
    if (i >= 0) return col.length - 1 - i;
  }
  return 0;
}

/**
 * The only-move claim: the first moves (at most ONLY_MOVE_MAX) are exactly the legal moves after
 * which the game can still be won, and at least two others lose it, each settled by the solver.
 */
function onlyMoveIssue(start: Position, firstMoves: readonly string[]): string | null {
  if (firstMoves.length > ONLY_MOVE_MAX) return `${firstMoves.length} first moves`;
  let lose = 0;
  for (const m of legalMoves(start)) {
    const text = formatMove(m, start);
    const v = judgeVerdict(applyMove(start, m));
    if (!v.ok) return `after ${text}: ${v.error}`;
    if (v.value.winnable !== firstMoves.includes(text))
      return `after ${text} the game ${v.value.winnable ? 'can still' : 'cannot'} be won`;
    if (!v.value.winnable) lose++;
  }
  return lose >= 2 ? null : 'fewer than two moves lose the game';
}

/** What is wrong with a puzzle (each problem a sentence), or an empty list. */
export function checkPuzzle(p: Puzzle): string[] {
  const problems: string[] = [];
  const variant = resolveVariant(p.variant);
  if (!variant.ok) return [`its variant: ${variant.error.message}`];
  const source = resolveVariant(p.source.variant);
  if (!source.ok) return [`its source variant: ${source.error.message}`];
  const pos = openBoard(p.board, variant.value.rules);
  if (!pos.ok) return [pos.error];
  const start = pos.value;
  const line = replay(start, p.solution);
  if (!line.ok) return [`its solution does not replay (move ${line.error.index + 1})`];
  const end = line.value.position;
  const themes = new Set(p.themes);

  if (p.task.kind === 'play') {
    const goal = puzzleGoal(p.task.goal);
    if (!goal.ok) return [goal.error];
    if (!goalReached(end, goal.value)) problems.push('its solution does not reach the goal');
    if (p.solution.length > p.task.par)
      problems.push(`its solution takes ${p.solution.length} moves, par ${p.task.par}`);
    const j = judgePlay(start, goal.value);
    if (!j.ok) return [...problems, `not settled: ${j.error}`];
    const v = j.value;
    if (v.par !== p.task.par) problems.push(`par ${p.task.par}, the fewest moves are ${v.par}`);
    if (!same(v.firstMoves, p.task.firstMoves))
      problems.push(`first moves ${p.task.firstMoves.join(' ')}, the solver keeps ${v.firstMoves.join(' ')}`);
    if (v.effort !== p.effort) problems.push(`effort ${p.effort}, the searches took ${v.effort}`);
    const rating = firstRating({
      effort: v.effort,
      par: v.par,
      cardsLeft: cardsLeft(start),
      tempting: v.wrongMoves.length,
    });
    if (rating !== p.rating) problems.push(`rating ${p.rating}, the formula gives ${rating}`);
    if (themes.has('only-move')) {
      const issue = onlyMoveIssue(start, p.task.firstMoves);
      if (issue) problems.push(`only-move: ${issue}`);
    }
    if (themes.has('supermove')) {
      const runs = v.firstMoves.every((m) => {
        const r = replay(start, [m]);
        return r.ok && (r.value.moves[0]?.count ?? 1) > 1;
      });
      if (!runs) problems.push('supermove: a first move is not a run moved as one unit');
    }
    if (themes.has('empty-column') && p.themes[0] === 'empty-column' && p.task.goal.kind !== 'empty-column')
      problems.push('empty-column: the goal is not an empty column');
    if (themes.has('endgame') && p.task.goal.kind !== 'win') problems.push('endgame: the goal is not a win');
    if (themes.has('dig')) {
      const g = p.task.goal;
      const card = g.kind === 'card-home' ? parseCard(g.card) : null;
      if (!card?.ok) problems.push('dig: the goal is not a card going home');
      else {
        // The card's place on its foundation (1 the base), in core's foundation order.
        const k = foundationIndexOf(start.rules, orderBase(start.rules, start.base), rankOf(card.value)) + 1;
        if (k > 2) problems.push(`dig: ${formatCard(card.value)} is not an Ace or a 2 of its foundation`);
        if (isHome(start, card.value) || coveredBy(start, card.value) < 1)
          problems.push(`dig: ${formatCard(card.value)} is not under other cards`);
      }
    }
  } else {
    const j = judgeVerdict(start);
    if (!j.ok) return [`not settled: ${j.error}`];
    if (j.value.winnable !== p.task.winnable)
      problems.push(`winnable ${p.task.winnable}, the solver says ${j.value.winnable}`);
    if (j.value.movesLeft !== p.task.movesLeft)
      problems.push(`moves left ${p.task.movesLeft}, there are ${j.value.movesLeft}`);
    if (p.task.winnable && !goalReached(end, { kind: 'win' })) problems.push('its solution does not win');
    if (themes.has('lost') && p.task.movesLeft === 0) problems.push('lost: no move is left');
    if (j.value.effort !== p.effort) problems.push(`effort ${p.effort}, the proof took ${j.value.effort}`);
    const rating = firstRating({
      effort: j.value.effort,
      par: 0,
      cardsLeft: cardsLeft(start),
      tempting: j.value.movesLeft,
    });
    if (rating !== p.rating) problems.push(`rating ${p.rating}, the formula gives ${rating}`);
  }
  if (themes.has('fewer-cells') && variant.value.rules.cells >= source.value.rules.cells)
    problems.push(
      `fewer-cells: ${variant.value.rules.cells} cells, ${source.value.name} has ${source.value.rules.cells}`,
    );
  return problems;
}
