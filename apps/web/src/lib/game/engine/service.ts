/**
 * The engine's work: hints with the follow-through line, winnability, the last winnable point and
 * solutions, each in slices (the worker reads its messages between them). Runs inside the worker
 * (and in-process in tests); it is one of the few modules that call the solver and hints.
 */
import { parsePosition, replayMoves, type Move, type Position } from '@cascade/core';
import {
  Hinter,
  mapSliced,
  sliced,
  slicedLastWinnablePoint,
  within,
  type Hint,
  type HintBudget,
  type Sliced,
} from '@cascade/hints';
import type { Handlers } from '@cascade/play/engine/host';
import { Solver } from '@cascade/solver';
import { replayErrorText } from '@cascade/words';
import type {
  Analysis,
  EngineRequests,
  GameSnapshot,
  LastWinnableAnswer,
  SolutionAnswer,
} from './protocol.ts';

/** Budgets: enough to settle nearly every position, small enough to stay interactive. */
export const ANALYSIS_BUDGET = { maxStates: 1_200_000, timeoutMs: 8_000 } as const;
export const LAST_WINNABLE_BUDGET = { maxStates: 1_200_000, timeoutMs: 6_000 } as const;
export const SOLUTION_BUDGET = { maxStates: 1_500_000, timeoutMs: 6_000 } as const;

/**
 * The budgets of one engine: the app's above; tests give budgets in positions only (`timeoutMs:
 * Infinity`), so what they see does not depend on the machine's load.
 */
export interface EngineBudgets {
  readonly analysis: HintBudget;
  readonly lastWinnable: HintBudget;
  readonly solution: { readonly maxStates: number; readonly timeoutMs: number };
}
export const APP_BUDGETS: EngineBudgets = {
  analysis: ANALYSIS_BUDGET,
  lastWinnable: LAST_WINNABLE_BUDGET,
  solution: SOLUTION_BUDGET,
};

function startOf(game: GameSnapshot): Position {
  const pos = parsePosition(game.start, game.rules);
  if (!pos.ok) throw new Error(`bad starting position: ${pos.error.message}`);
  return pos.value;
}

export class EngineService {
  private readonly hinter = new Hinter();
  private startKey = '';

  private readonly budgets: EngineBudgets;

  constructor(budgets: EngineBudgets = APP_BUDGETS) {
    this.budgets = budgets;
  }

  private game(g: GameSnapshot): { start: Position; moves: readonly Move[] } {
    const key = `${JSON.stringify(g.rules)}\n${g.start}`;
    if (key !== this.startKey) {
      this.hinter.reset();
      this.startKey = key;
    }
    return { start: startOf(g), moves: g.moves };
  }

  analyze(g: GameSnapshot): Sliced<Analysis> {
    const t0 = performance.now();
    return mapSliced(this.hinter.slicedHint(this.game(g), this.budgets.analysis), (h) =>
      analysisOf(h, performance.now() - t0),
    );
  }

  lastWinnable(g: GameSnapshot): Sliced<LastWinnableAnswer> {
    return mapSliced(slicedLastWinnablePoint(this.game(g), this.budgets.lastWinnable), (r) =>
      r.index === undefined ? { status: r.status } : { status: r.status, index: r.index },
    );
  }

  solve(g: GameSnapshot): Sliced<SolutionAnswer> {
    const t0 = performance.now();
    const now = replayMoves(startOf(g), g.moves);
    if (!now.ok) throw new Error(`bad game history: ${replayErrorText(now.error)}`);
    const budget = this.budgets.solution;
    return sliced(function* (until) {
      let r = yield* within(
        new Solver(now.value, {
          mode: 'short',
          maxStates: budget.maxStates,
          timeoutMs: budget.timeoutMs / 2,
        }),
        until,
      );
      if (r.status === 'unknown')
        r = yield* within(new Solver(now.value, { mode: 'fast', ...budget }), until);
      const ms = performance.now() - t0;
      return r.status === 'solved' ? { status: 'solved', moves: r.moves, ms } : { status: r.status, ms };
    });
  }
}

/** Each request's work, for the worker (serveEngine) or in-process (inProcess). */
export function engineHandlers(service = new EngineService()): Handlers<EngineRequests> {
  return {
    analyze: (game) => service.analyze(game),
    lastWinnable: (game) => service.lastWinnable(game),
    solve: (game) => service.solve(game),
  };
}

function analysisOf(h: Hint, ms: number): Analysis {
  const base = { status: h.status, summary: h.summary, states: h.states, ms };
  const withReason = h.lostReason ? { ...base, lostReason: h.lostReason } : base;
  if (h.move && h.sentence && h.notation) {
    return {
      ...withReason,
      hint: {
        move: h.move,
        notation: h.notation,
        sentence: h.sentence,
        reason: h.reason?.text ?? '',
        cards: h.highlight.cards,
        movesLeft: h.movesLeft ?? 0,
      },
    };
  }
  return withReason;
}
