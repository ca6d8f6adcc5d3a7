/**
 * The solver's judgement of a puzzle, shared by the miner (scripts/mine-puzzles.ts, which keeps only
 * what it can settle) and the tests (which settle every shipped puzzle again): the fewest moves to a
 * play task's goal, which first moves keep it within the par (every legal move judged), and a
 * verdict's proof. Each search is the tutorial's own (steps.ts goalSearch: the solver's proof, then
 * its bounded search, for a win; its breadth-first GoalSearch for other goals), with a budget of
 * positions and no clock, so the same position gets the same answer, and the same effort, anywhere.
 */
import {
  applyMove,
  formatMove,
  legalMoves,
  parseCard,
  replayMoves,
  type Move,
  type Position,
  type Result,
} from '@cascade/core';
import type { Goal } from '@cascade/hints';
import { Solver } from '@cascade/solver';
import { shortestLine } from '../steps.ts';
import type { PuzzleGoal } from '../../puzzles/types.ts';

/** Positions one search may keep while a puzzle is judged (a shipped puzzle settles well within it). */
export const JUDGE_MAX_STATES = 300_000;

/** A puzzle's goal with its card as core's number. */
export function puzzleGoal(goal: PuzzleGoal): Result<Goal, string> {
  if (goal.kind !== 'card-home') return { ok: true, value: goal };
  const c = parseCard(goal.card);
  if (!c.ok) return { ok: false, error: `the goal's card: ${c.error.message}` };
  return { ok: true, value: { kind: 'card-home', card: c.value } };
}

/**
 * A key for a position up to the order of its free cells and of its columns (nothing in the rules
 * depends on where a pile is, and no goal a puzzle has names a column): moves that lead to the same
 * key lead to the same position but for where its piles stand, so one judgement serves them all.
 */
export function symmetricKey(pos: Position): string {
  const cells = pos.cells.map((c, i) => `${String(c)}${pos.pendingCell === i ? '*' : ''}`).sort();
  const cols = pos.columns.map((c) => c.join('.')).sort();
  return `${pos.foundations.join('.')}|${pos.base ?? ''}|${cells.join(',')}|${cols.join('/')}`;
}

export interface Shortest {
  /** The fewest moves to the goal, or null when it is out of reach (proven). */
  readonly moves: readonly Move[] | null;
  /** Positions searched. */
  readonly states: number;
}

/** The fewest moves from `pos` to the goal; an error when the budget runs out before it is settled. */
export function shortest(pos: Position, goal: Goal, maxStates = JUDGE_MAX_STATES): Result<Shortest, string> {
  const r = shortestLine(pos, goal, undefined, pos.rules, maxStates);
  if (r.status === 'found') return { ok: true, value: { moves: r.moves, states: r.states } };
  if (r.status === 'unreachable') return { ok: true, value: { moves: null, states: r.states } };
  return { ok: false, error: `the search ran out of room after ${r.states} positions` };
}

export interface PlayJudgement {
  /** The fewest moves to the goal. */
  readonly par: number;
  /** The first shortest line (the lessons' order), in standard notation. */
  readonly solution: readonly string[];
  /** The legal first moves after which the goal stays within par − 1, in core's order. */
  readonly firstMoves: readonly string[];
  /** The other legal moves (each proven to put the goal out of reach within the par). */
  readonly wrongMoves: readonly string[];
  /** The legal moves after which the goal is out of reach altogether (a subset of wrongMoves). */
  readonly losingMoves: readonly string[];
  /** Positions searched, every search together. */
  readonly effort: number;
}

/** Moves in standard notation, each formatted on the position it is played from. */
export function notate(start: Position, moves: readonly Move[]): string[] {
  const out: string[] = [];
  let pos = start;
  for (const m of moves) {
    out.push(formatMove(m, pos));
    pos = applyMove(pos, m);
  }
  return out;
}

/**
 * A play task settled: its par (the fewest moves to the goal), and every legal first move judged
 * by a search from the position after it (kept when the goal is within par − 1, else wrong).
 */
export function judgePlay(
  pos: Position,
  goal: Goal,
  maxStates = JUDGE_MAX_STATES,
  maxEffort = Infinity,
): Result<PlayJudgement, string> {
  const best = shortest(pos, goal, maxStates);
  if (!best.ok) return best;
  if (best.value.moves === null) return { ok: false, error: 'the goal cannot be reached' };
  const par = best.value.moves.length;
  if (par === 0) return { ok: false, error: 'the goal holds already' };
  let effort = best.value.states;
  if (effort > maxEffort) return { ok: false, error: `more than ${maxEffort} positions in all` };
  const firstMoves: string[] = [];
  const wrongMoves: string[] = [];
  const losingMoves: string[] = [];
  const judged = new Map<string, Shortest>();
  for (const m of legalMoves(pos)) {
    const after = applyMove(pos, m);
    const key = symmetricKey(after);
    let r = judged.get(key);
    if (!r) {
      const s = shortest(after, goal, maxStates);
      if (!s.ok) return { ok: false, error: `after ${formatMove(m, pos)}: ${s.error}` };
      effort += s.value.states;
      if (effort > maxEffort) return { ok: false, error: `more than ${maxEffort} positions in all` };
      r = s.value;
      judged.set(key, r);
    }
    const text = formatMove(m, pos);
    if (r.moves !== null && r.moves.length <= par - 1) firstMoves.push(text);
    else {
      wrongMoves.push(text);
      if (r.moves === null) losingMoves.push(text);
    }
  }
  return {
    ok: true,
    value: { par, solution: notate(pos, best.value.moves), firstMoves, wrongMoves, losingMoves, effort },
  };
}

export interface VerdictJudgement {
  readonly winnable: boolean;
  /** A winning line in standard notation (empty when the position is lost). */
  readonly solution: readonly string[];
  readonly movesLeft: number;
  readonly effort: number;
}

/** Whether the position can still be won: the solver's won line or its proof; an error when unknown. */
export function judgeVerdict(pos: Position, maxStates = JUDGE_MAX_STATES): Result<VerdictJudgement, string> {
  const r = new Solver(pos, { mode: 'fast', maxStates }).step();
  if (!r || r.status === 'unknown')
    return { ok: false, error: `the solver ran out of room after ${r?.stats.states ?? 0} positions` };
  const movesLeft = legalMoves(pos).length;
  if (r.status === 'unsolvable')
    return { ok: true, value: { winnable: false, solution: [], movesLeft, effort: r.stats.states } };
  const won = replayMoves(pos, r.moves);
  if (!won.ok) return { ok: false, error: 'the solver’s line does not replay' };
  return {
    ok: true,
    value: { winnable: true, solution: notate(pos, r.moves), movesLeft, effort: r.stats.states },
  };
}
