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
  parseMove,
  runLimitBreakdown,
  isLegal,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import type { Goal } from '@cascade/hints';
import type { Allowed, Claim, PlayStep } from '../lessons/types.ts';
import { starsFor } from '../stars.ts';
import { moveAllowed, openBoard, shortestLine, toGoal } from './steps.ts';

export type ClaimCheck =
  { readonly ok: true; readonly words?: string } | { readonly ok: false; readonly why: string };

/** What a claim about the step's goal needs besides its start: the goal and the moves allowed. */
export interface ClaimContext {
  readonly goal: Goal;
  readonly allowed?: Allowed;
  /**
   * False: a wrong plan's cost is taken as proved (by the tests, under the step's own rules, whose
   * knobs all hold here) and only the move is checked, legal and allowed; its searches are left out.
   */
  readonly searchCost?: boolean;
}

/** A step's goal and allowed moves, for its claims (undefined: its goal cannot be read). */
export function claimContext(step: Pick<PlayStep, 'goal' | 'allowed'>): ClaimContext | undefined {
  const goal = toGoal(step.goal);
  if (!goal.ok) return undefined;
  return { goal: goal.value, ...(step.allowed ? { allowed: step.allowed } : {}) };
}

/** Positions a search for a wrong plan's cost may keep (the steps' boards are small). */
export const WRONG_PLAN_STATES = 400_000;

/**
 * Whether one claim holds on the step's start under these rules; for `parks`, its words under them.
 * `wrong-plan` needs the step's goal (`context`).
 */
export function checkClaim(claim: Claim, start: Position, context?: ClaimContext): ClaimCheck {
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
    case 'wrong-plan':
      return checkWrongPlan(claim, start, context);
    case 'run-limit': {
      const b = runLimitBreakdown(start, claim.into === 'empty');
      if (b.limit === claim.limit) return { ok: true };
      return {
        ok: false,
        why: `the run limit ${claim.into === 'empty' ? 'into an empty column' : 'onto a card'} is ${b.limit}, not ${claim.limit}`,
      };
    }
  }
}

/**
 * A wrong plan's cost, by exhaustive search: the fewest moves to the goal from the start (the par
 * under these rules) and after the wrong move; the goal out of reach, or a total that earns fewer
 * than three stars.
 */
function checkWrongPlan(
  claim: Extract<Claim, { kind: 'wrong-plan' }>,
  start: Position,
  context: ClaimContext | undefined,
): ClaimCheck {
  if (!context) return { ok: false, why: 'a wrong plan is checked against the step’s goal' };
  const m = parseMove(claim.move, start);
  if (!m.ok || !isLegal(start, m.value))
    return { ok: false, why: `${claim.move} is not a legal move at the start` };
  if (!moveAllowed(context.allowed, m.value, start))
    return { ok: false, why: `${claim.move} is not allowed in the step` };
  if (context.searchCost === false) return { ok: true };
  const best = shortestLine(start, context.goal, context.allowed, start.rules, WRONG_PLAN_STATES);
  if (best.status !== 'found') return { ok: false, why: `the goal: ${best.status}` };
  const par = best.moves.length;
  const after = shortestLine(
    applyMove(start, m.value),
    context.goal,
    context.allowed,
    start.rules,
    WRONG_PLAN_STATES,
  );
  if (after.status === 'unknown') return { ok: false, why: `after ${claim.move}: the search gave up` };
  if (after.status === 'unreachable') return { ok: true };
  if (claim.costs === 'goal')
    return {
      ok: false,
      why: `after ${claim.move} the goal is still reached, in ${1 + after.moves.length} moves`,
    };
  if (starsFor(1 + after.moves.length, par) < 3) return { ok: true };
  return {
    ok: false,
    why: `after ${claim.move} the goal is still reached in ${1 + after.moves.length} moves, par ${par}`,
  };
}

/**
 * A step's claims under these rules: its words for them (every `parks` phrase rewritten for the
 * places that remain), or why the step does not hold (a claim is false).
 */
export function wordsUnderRules(
  step: PlayStep,
  rules: RulesSpec,
  /**
   * The step's own rules: where every knob it names has its own value under `rules`, a wrong plan's
   * cost (proved under its own rules by the tests) is not searched again, only its move checked, so
   * a course is made in the page without searches for most steps (house-course.test.ts checks every
   * claim of every drawn step in full).
   */
  own?: RulesSpec,
):
  | { readonly ok: true; readonly text: string; readonly nudge?: string }
  | { readonly ok: false; readonly why: string } {
  const start = openBoard(step.board, rules);
  if (!start.ok) return { ok: false, why: start.error };
  const goal = toGoal(step.goal);
  if (!goal.ok) return { ok: false, why: goal.error };
  const context: ClaimContext = {
    goal: goal.value,
    ...(step.allowed ? { allowed: step.allowed } : {}),
    searchCost: own === undefined || step.knobs.some((k) => rules[k] !== own[k]),
  };
  let text = step.text;
  let nudge = step.nudge;
  for (const claim of step.claims ?? []) {
    const c = checkClaim(claim, start.value, context);
    if (!c.ok) return c;
    if (claim.kind === 'parks' && c.words !== undefined) {
      text = text.replaceAll(claim.words, c.words);
      nudge = nudge?.replaceAll(claim.words, c.words);
    }
  }
  return { ok: true, text, ...(nudge !== undefined ? { nudge } : {}) };
}
