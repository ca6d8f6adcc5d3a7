/**
 * The engine's work: hints with the follow-through line, winnability, the last winnable point and
 * solutions. Runs inside the worker (and in-process in tests); it is one of the few modules that
 * call the solver and hints.
 */
import { Position, parseLayout, replayMoves, type Move } from '@cascade/core';
import { Hinter, lastWinnablePoint } from '@cascade/hints';
import { solve } from '@cascade/solver';
import type {
  Analysis,
  EngineRequestKind,
  EngineRequests,
  GameSnapshot,
  LastWinnableAnswer,
  SolutionAnswer,
} from './protocol.ts';

/** Budgets: enough to settle nearly every position, small enough to stay interactive. */
export const ANALYSIS_BUDGET = { maxStates: 1_200_000, timeoutMs: 8_000 } as const;
export const LAST_WINNABLE_BUDGET = { maxStates: 1_200_000, timeoutMs: 6_000 } as const;
export const SOLUTION_BUDGET = { maxStates: 1_500_000, timeoutMs: 6_000 } as const;

function startOf(game: GameSnapshot): Position {
  const setup = parseLayout(game.start);
  if (!setup.ok) throw new Error(`bad starting layout: ${setup.error.message}`);
  const pos = Position.fromSetup(setup.value, game.rules);
  if (!pos.ok) throw new Error(`bad starting position: ${pos.error.message}`);
  return pos.value;
}

export class EngineService {
  private readonly hinter = new Hinter();
  private startKey = '';

  private game(g: GameSnapshot): { start: Position; moves: readonly Move[] } {
    const key = `${JSON.stringify(g.rules)}\n${g.start}`;
    if (key !== this.startKey) {
      this.hinter.reset();
      this.startKey = key;
    }
    return { start: startOf(g), moves: g.moves };
  }

  analyze(g: GameSnapshot): Analysis {
    const t0 = performance.now();
    const h = this.hinter.hint(this.game(g), ANALYSIS_BUDGET);
    const ms = performance.now() - t0;
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

  lastWinnable(g: GameSnapshot): LastWinnableAnswer {
    const r = lastWinnablePoint(this.game(g), LAST_WINNABLE_BUDGET);
    return r.index === undefined ? { status: r.status } : { status: r.status, index: r.index };
  }

  solve(g: GameSnapshot): SolutionAnswer {
    const t0 = performance.now();
    const now = replayMoves(startOf(g), g.moves);
    if (!now.ok) throw new Error(`bad game history: ${now.error.message}`);
    let r = solve(now.value, {
      mode: 'short',
      maxStates: SOLUTION_BUDGET.maxStates,
      timeoutMs: SOLUTION_BUDGET.timeoutMs / 2,
    });
    if (r.status === 'unknown') r = solve(now.value, { mode: 'fast', ...SOLUTION_BUDGET });
    const ms = performance.now() - t0;
    return r.status === 'solved' ? { status: 'solved', moves: r.moves, ms } : { status: r.status, ms };
  }

  handle<K extends EngineRequestKind>(kind: K, game: GameSnapshot): EngineRequests[K]['answer'] {
    switch (kind) {
      case 'analyze':
        return this.analyze(game);
      case 'lastWinnable':
        return this.lastWinnable(game);
      default:
        return this.solve(game);
    }
  }
}
