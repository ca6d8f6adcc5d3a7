/**
 * The tutor's engine: hints toward a step's goal (the first move of the solver's shortest line to
 * it, in the lessons' order, with a reason made from that line), the fewest moves to the
 * goal (the solver's GoalSearch: a step's par, and whether the goal can still be reached), and the
 * solver's proof for a whole deal, each in slices (the worker reads its messages between them).
 * Runs in the worker (and in-process in tests).
 */
import { deal as dealPosition, gameStatus, liftedCards, replayMoves, type Position } from '@cascade/core';
import { answered, goalReached, Hinter, mapSliced, sliced, within, type Sliced } from '@cascade/hints';
import type { Handlers } from '@cascade/play/engine/host';
import { Solver } from '@cascade/solver';
import { describeMove, HINT_GOAL_LOST, lineReasonText, lostText, replayErrorText } from '@cascade/words';
import { lineReason } from '../line-reason.ts';
import { goalSearch, openBoard, toGoal } from '../steps.ts';
import type {
  CheckAnswer,
  CheckRequest,
  DealAnswer,
  DealHintRequest,
  DealRequest,
  HintAnswer,
  HintRequest,
  ParAnswer,
  ParRequest,
  ProofAnswer,
  ProofRequest,
  TutorRequests,
} from './protocol.ts';

/** Positions a hint's search may keep: these positions are tiny; the budget only guards against a bad one. */
export const HINT_MAX_STATES = 400_000;
/** The proof of a whole deal (11982 takes about a second). */
export const PROOF_BUDGET = { maxStates: 8_000_000, timeoutMs: 60_000 } as const;
/** Positions a par may keep before it gives up: too big. */
export const PAR_MAX_STATES = 300_000;
/**
 * Positions the goal check after a move may keep: only a guard against a board far bigger than a
 * lesson's. On every step of every course, from its start and after each first move, the check is
 * exhaustive well within it (goal-check.test.ts: every answer settled, each in a fraction of a second).
 */
export const CHECK_MAX_STATES = 2_000_000;

/** A hint in a whole deal (a checkpoint): the game app's budget for its hints. */
export const DEAL_HINT_BUDGET = { maxStates: 1_200_000, timeoutMs: 8_000 } as const;

export class TutorService {
  /** The hints of a whole deal keep the walk of the last game (only faster, never different). */
  readonly #hinter = new Hinter();
  #dealKey = '';

  /**
   * The next move toward the step's goal: the first of the shortest line (the solver's GoalSearch,
   * limited to the step's allowed moves, in the lessons' order among equally short lines), with a
   * sentence and a reason made from the line. A function of the request alone: the same history
   * gives the same hint after a reload, in any worker.
   */
  hint(req: HintRequest): Sliced<HintAnswer> {
    const start = openBoard(req.board, req.rules);
    if (!start.ok) throw new Error(start.error);
    const goal = toGoal(req.goal);
    if (!goal.ok) throw new Error(goal.error);
    const now = replayMoves(start.value, req.moves);
    if (!now.ok) throw new Error(`bad history: ${replayErrorText(now.error)}`);
    const pos = now.value;
    if (goalReached(pos, goal.value)) return answered({ status: 'reached' });
    if (gameStatus(pos) === 'lost') return answered({ status: 'lost', summary: lostText(pos) });
    const search = goalSearch(pos, goal.value, req.allowed, req.rules, HINT_MAX_STATES);
    return sliced(function* (until): Generator<void, HintAnswer, void> {
      const r = yield* within(search, until);
      if (r.status === 'found' && r.moves[0]) {
        const m = r.moves[0];
        return {
          status: 'move',
          move: m,
          sentence: `${describeMove(m, pos)}.`,
          reason: lineReasonText(lineReason(pos, r.moves)),
          cards: liftedCards(pos, m),
          movesLeft: r.moves.length,
        };
      }
      if (r.status === 'unreachable') return { status: 'lost', summary: HINT_GOAL_LOST };
      return { status: 'unknown', summary: 'No hint was found: the search ran out of room.' };
    });
  }

  /**
   * The next move of a whole deal (a checkpoint step): the hints package's hint, the next move of a
   * line that wins (the solver's), with its sentence and reason; `lost` once the deal cannot be won.
   */
  dealHint(req: DealHintRequest): Sliced<HintAnswer> {
    const start = openBoard(req.board, req.rules);
    if (!start.ok) throw new Error(start.error);
    const key = `${JSON.stringify(req.rules)}\n${req.board}`;
    if (key !== this.#dealKey) {
      this.#hinter.reset();
      this.#dealKey = key;
    }
    const game = { start: start.value, moves: req.moves };
    return mapSliced(
      this.#hinter.slicedHint(game, { ...DEAL_HINT_BUDGET, ...(req.budget ?? {}) }),
      (h): HintAnswer => {
        if (h.status === 'won') return { status: 'reached' };
        if (h.status === 'winnable' && h.move && h.sentence)
          return {
            status: 'move',
            move: h.move,
            sentence: h.sentence,
            reason: h.reason?.text ?? '',
            cards: h.highlight.cards,
            movesLeft: h.movesLeft ?? 0,
          };
        return { status: h.status === 'lost' ? 'lost' : 'unknown', summary: h.summary };
      },
    );
  }

  /**
   * The fewest moves to the goal from a board: house-rules courses work out their pars with it, and
   * the controller asks after each move whether the goal can still be reached.
   */
  par(req: ParRequest): Sliced<ParAnswer> {
    const start = openBoard(req.board, req.rules);
    if (!start.ok) return answered({ status: 'invalid', reason: start.error });
    const goal = toGoal(req.goal);
    if (!goal.ok) return answered({ status: 'invalid', reason: goal.error });
    const search = goalSearch(
      start.value,
      goal.value,
      req.allowed,
      req.rules,
      req.maxStates ?? PAR_MAX_STATES,
    );
    return sliced(function* (until): Generator<void, ParAnswer, void> {
      const r = yield* within(search, until);
      if (r.status === 'found') return { status: 'ok', par: r.moves.length };
      return { status: r.status === 'unreachable' ? 'unreachable' : 'too-big' };
    });
  }

  /**
   * Whether the step's goal can still be reached after the moves played, and in how many moves at
   * fewest: the controller's check after each move (a dead end, a par no longer in reach).
   */
  check(req: CheckRequest): Sliced<CheckAnswer> {
    const start = openBoard(req.board, req.rules);
    if (!start.ok) throw new Error(start.error);
    const goal = toGoal(req.goal);
    if (!goal.ok) throw new Error(goal.error);
    const now = replayMoves(start.value, req.moves);
    if (!now.ok) throw new Error(`bad history: ${replayErrorText(now.error)}`);
    const before = replayMoves(start.value, req.moves.slice(0, -1));
    if (!before.ok) throw new Error(`bad history: ${replayErrorText(before.error)}`);
    if (goalReached(now.value, goal.value)) return answered({ status: 'reached' });
    const played = req.moves.length;
    const { allowed, rules, par } = req;
    // Only the distance matters here, not which of the shortest lines a hint would show.
    const search = (p: Position) => goalSearch(p, goal.value, allowed, rules, CHECK_MAX_STATES, false);
    return sliced(function* (until): Generator<void, CheckAnswer, void> {
      const r = yield* within(search(now.value), until);
      if (r.status === 'unknown') return { status: 'unknown', states: r.states };
      const beyondPar = r.status === 'found' && par !== undefined && played + r.moves.length > par;
      const reachable = (parLost: boolean, states = r.states): CheckAnswer => ({
        status: 'reachable',
        moves: r.status === 'found' ? r.moves.length : 0,
        parLost,
        states,
      });
      if (played === 0 || (r.status === 'found' && !beyondPar))
        return r.status === 'found'
          ? reachable(false)
          : { status: 'unreachable', byLastMove: false, states: r.states };
      // After the first move: the start is within reach of the goal, in the par (the steps' tests).
      if (played === 1 && par !== undefined)
        return r.status === 'found'
          ? reachable(true)
          : { status: 'unreachable', byLastMove: true, states: r.states };
      // Was it within reach (of the goal, or of the par) before the last move?
      const b = yield* within(search(before.value), until);
      const states = r.states + b.states;
      if (r.status === 'unreachable')
        return { status: 'unreachable', byLastMove: b.status === 'found', states };
      return reachable(
        b.status === 'found' && par !== undefined && played - 1 + b.moves.length <= par,
        states,
      );
    });
  }

  /** Solves a whole deal: for 11982, the proof that it cannot be won. */
  prove(req: ProofRequest): Sliced<ProofAnswer> {
    const t0 = performance.now();
    const start = dealPosition(req.rules, req.deal);
    if (!start.ok) throw new Error(start.error.message);
    const solver = new Solver(start.value, { mode: 'fast', ...PROOF_BUDGET, ...(req.budget ?? {}) });
    return sliced(function* (until): Generator<void, ProofAnswer, void> {
      const r = yield* within(solver, until);
      const ms = Math.round(performance.now() - t0);
      return r.status === 'solved'
        ? { status: 'solved', moves: r.moves.length, states: r.stats.states, ms }
        : r.status === 'unsolvable'
          ? { status: 'unsolvable', states: r.stats.states, ms }
          : { status: 'unknown', states: r.stats.states, ms };
    });
  }
}

/** How many deals a course's real deal is looked for in, and the positions each may take. */
export const DEAL_TRIES = 40;
export const DEAL_MAX_STATES = 250_000;

/**
 * The real deal a course ends on, for rules no seed course has: the first deal from `from` that the
 * solver wins (fast mode, a budget of positions and no clock, so every machine finds the same one).
 */
export function winnableDeal(req: DealRequest): Sliced<DealAnswer> {
  const from = req.from ?? 1;
  return sliced(function* (until): Generator<void, DealAnswer, void> {
    for (let n = from; n < from + DEAL_TRIES; n++) {
      const start = dealPosition(req.rules, n);
      if (!start.ok) break;
      const r = yield* within(new Solver(start.value, { mode: 'fast', maxStates: DEAL_MAX_STATES }), until);
      if (r.status === 'solved') return { status: 'found', deal: n, moves: r.moves };
    }
    return { status: 'none', tried: DEAL_TRIES };
  });
}

/** Each request's work, for the worker (serveEngine) or in-process (localClient). */
export function tutorHandlers(service = new TutorService()): Handlers<TutorRequests> {
  return {
    hint: (request) => service.hint(request),
    dealHint: (request) => service.dealHint(request),
    par: (request) => service.par(request),
    check: (request) => service.check(request),
    prove: (request) => service.prove(request),
    deal: (request) => winnableDeal(request),
  };
}
