/**
 * The tutor's engine: opening a step's position, the exhaustive shortest-path search on these small
 * positions, hints toward a step's goal (the hints package, with the search as a fallback) and the
 * solver's proof for a whole deal, each in slices (the worker reads its messages between them).
 * Runs in the worker (and in-process in tests); with the controller, the only module that calls
 * core, the solver and hints.
 */
import {
  applyMove,
  deal as dealPosition,
  formatPile,
  gameStatus,
  isHome,
  legalMoves,
  parseCard,
  parseLayout,
  Position,
  replayMoves,
  formatLayoutError,
  liftedCards,
  CLOSED_CELL,
  type Move,
  type Result,
  type RulesSpec,
} from '@cascade/core';
import {
  answered,
  explainMove,
  goalReached,
  Hinter,
  runToEnd,
  sliced,
  within,
  type Goal,
  type Sliced,
} from '@cascade/hints';
import type { Handlers } from '@cascade/play/engine/host';
import { Solver } from '@cascade/solver';
import { describeMove, replayErrorText } from '@cascade/words';
import type { Allowed, LessonGoal } from '../../lessons/types.ts';
import type {
  HintAnswer,
  HintRequest,
  ParAnswer,
  ParRequest,
  ProofAnswer,
  ProofRequest,
  TutorRequests,
} from './protocol.ts';

// ---- steps ------------------------------------------------------------------------------------------

/** The goal with its cards as core's numbers; an error names the bad card. */
export function toGoal(goal: LessonGoal): Result<Goal, string> {
  if (!('card' in goal)) return { ok: true, value: goal };
  const c = parseCard(goal.card);
  if (!c.ok) return { ok: false, error: `the goal's card: ${c.error.message}` };
  return { ok: true, value: { ...goal, card: c.value } as Goal };
}

/** A step's starting position: its board text checked against its rules. */
export function openBoard(board: string, rules: RulesSpec): Result<Position, string> {
  const setup = parseLayout(board);
  if (!setup.ok) return { ok: false, error: `the board text: ${formatLayoutError(setup.error)}` };
  const pos = Position.fromSetup(setup.value, rules);
  if (!pos.ok) return { ok: false, error: `the board: ${pos.error.message}` };
  return { ok: true, value: pos.value };
}

/**
 * Whether a move matches one of the step's patterns: source then destination, each a notation
 * character (`3`, `a`, `h`), `*` any pile, `#` a column (as a destination: one that holds cards),
 * or `_` an empty column (destination).
 */
export function moveAllowed(allowed: Allowed | undefined, m: Move, pos: Position): boolean {
  if (!allowed) return true;
  const from = m.from.kind === 'foundation' ? 'h' : formatPile(m.from, true);
  const to = formatPile(m.to);
  const toEmpty = m.to.kind === 'column' && (pos.columns[m.to.index]?.length ?? 0) === 0;
  const fromOk = (c: string | undefined) =>
    c === '*' || c === from || (c === '#' && m.from.kind === 'column');
  const toOk = (c: string | undefined) =>
    c === '*' || c === to || (c === '#' && m.to.kind === 'column' && !toEmpty) || (c === '_' && toEmpty);
  return allowed.moves.some((p) => fromOk(p[0]) && toOk(p[1]));
}

/** The legal moves a step accepts. */
export function stepMoves(pos: Position, allowed: Allowed | undefined): Move[] {
  const all = legalMoves(pos);
  return allowed ? all.filter((m) => moveAllowed(allowed, m, pos)) : all;
}

// ---- the exhaustive search --------------------------------------------------------------------------

/** Columns a goal names stay in place in the search key; every other column is interchangeable. */
function fixedColumns(goal: Goal): Set<number> {
  const out = new Set<number>();
  if ('column' in goal && goal.column !== undefined) out.add(goal.column);
  return out;
}

/**
 * A key for a position up to the symmetries of the rules: free cells are a set, and columns the
 * goal does not name are a multiset (no rule depends on where a column is).
 */
export function searchKey(pos: Position, fixed: ReadonlySet<number>): string {
  const cells = pos.cells
    .map((c, i) => (c === null ? '' : c === CLOSED_CELL ? '#' : `${c}${pos.pendingCell === i ? '*' : ''}`))
    .sort()
    .join(',');
  const free: string[] = [];
  const kept: string[] = [];
  pos.columns.forEach((col, i) =>
    (fixed.has(i) ? kept : free).push(`${fixed.has(i) ? `${i}=` : ''}${col.join('.')}`),
  );
  free.sort();
  return `${pos.foundations.join('.')}|${pos.base ?? ''}|${cells}|${kept.join('/')}|${free.join('/')}`;
}

/** Cards never leave the foundations (unless the rules let them): a goal card gone home is gone for good. */
function goalCardGone(pos: Position, goal: Goal): boolean {
  if (pos.rules.foundationsRemovable) return false;
  return (goal.kind === 'card-to-column' || goal.kind === 'run-moved') && isHome(pos, goal.card);
}

export type ShortestResult =
  | { readonly status: 'found'; readonly moves: readonly Move[]; readonly states: number }
  | { readonly status: 'unreachable'; readonly states: number }
  | { readonly status: 'too-big'; readonly states: number };

/**
 * Breadth-first search over core's legal moves (limited to the step's allowed moves): the fewest
 * moves from `start` to a position where the goal holds. Exhaustive, so "unreachable" is a proof.
 */
export function shortestPath(
  start: Position,
  goal: Goal,
  options: { readonly allowed?: Allowed; readonly maxStates?: number } = {},
): ShortestResult {
  return runToEnd(slicedShortestPath(start, goal, options));
}

/** `shortestPath` in slices: it pauses (between two positions) once the slice's deadline has passed. */
export function slicedShortestPath(
  start: Position,
  goal: Goal,
  options: { readonly allowed?: Allowed; readonly maxStates?: number } = {},
): Sliced<ShortestResult> {
  return sliced((until) => searchShortest(start, goal, options, until));
}

function* searchShortest(
  start: Position,
  goal: Goal,
  options: { readonly allowed?: Allowed; readonly maxStates?: number },
  until: () => number,
): Generator<void, ShortestResult, void> {
  const maxStates = options.maxStates ?? 2_000_000;
  if (goalReached(start, goal)) return { status: 'found', moves: [], states: 1 };
  if (goalCardGone(start, goal)) return { status: 'unreachable', states: 1 };
  const fixed = fixedColumns(goal);
  const parent = new Map<string, { readonly prev: string; readonly move: Move } | null>();
  const startKey = searchKey(start, fixed);
  parent.set(startKey, null);
  let frontier: { key: string; pos: Position }[] = [{ key: startKey, pos: start }];
  const path = (key: string): Move[] => {
    const out: Move[] = [];
    for (let p = parent.get(key); p; p = parent.get(p.prev)) out.push(p.move);
    return out.reverse();
  };
  let expanded = 0;
  while (frontier.length > 0) {
    const next: { key: string; pos: Position }[] = [];
    for (const { key, pos } of frontier) {
      // The clock is read every 64 positions: cheap next to the moves of one.
      if (++expanded % 64 === 0 && performance.now() > until()) yield;
      for (const m of stepMoves(pos, options.allowed)) {
        const after = applyMove(pos, m);
        const k = searchKey(after, fixed);
        if (parent.has(k)) continue;
        parent.set(k, { prev: key, move: m });
        if (goalReached(after, goal)) return { status: 'found', moves: path(k), states: parent.size };
        if (parent.size >= maxStates) return { status: 'too-big', states: parent.size };
        if (!goalCardGone(after, goal)) next.push({ key: k, pos: after });
      }
    }
    frontier = next;
  }
  return { status: 'unreachable', states: parent.size };
}

// ---- the service ------------------------------------------------------------------------------------

/** Hint budget: these positions are tiny; the budget only guards against a bad one. */
export const HINT_BUDGET = { maxStates: 400_000, timeoutMs: 4_000 } as const;
/** The proof of a whole deal (11982 takes about a second). */
export const PROOF_BUDGET = { maxStates: 8_000_000, timeoutMs: 60_000 } as const;

function cardsOf(pos: Position, m: Move): number[] {
  return liftedCards(pos, m);
}

export class TutorService {
  private readonly hinter = new Hinter();
  private key = '';

  /** The next move toward the step's goal, with a sentence and a reason, or why there is none. */
  hint(req: HintRequest): Sliced<HintAnswer> {
    const start = openBoard(req.board, req.rules);
    if (!start.ok) throw new Error(start.error);
    const goal = toGoal(req.goal);
    if (!goal.ok) throw new Error(goal.error);
    const key = `${JSON.stringify(req.rules)}\n${req.board}\n${JSON.stringify(req.goal)}`;
    if (key !== this.key) {
      this.hinter.reset();
      this.key = key;
    }
    const now = replayMoves(start.value, req.moves);
    if (!now.ok) throw new Error(`bad history: ${replayErrorText(now.error)}`);
    const pos = now.value;
    if (goalReached(pos, goal.value)) return answered({ status: 'reached' });
    if (gameStatus(pos) === 'lost') return answered({ status: 'lost', summary: 'No legal move is left.' });
    const hinted = this.hinter.slicedHintToward(
      { start: start.value, moves: req.moves },
      goal.value,
      HINT_BUDGET,
    );
    return sliced(function* (until): Generator<void, HintAnswer, void> {
      const h = yield* within(hinted, until);
      if (h.status === 'winnable' && h.move && moveAllowed(req.allowed, h.move, pos)) {
        return {
          status: 'move',
          move: h.move,
          sentence: h.sentence ?? `${describeMove(h.move, pos)}.`,
          reason: h.reason?.text ?? '',
          cards: [...h.highlight.cards],
          movesLeft: h.movesLeft ?? 1,
        };
      }
      if (h.status === 'lost') return { status: 'lost', summary: h.summary };
      // The hints' line leaves the step's allowed moves (or ran out of budget): search these few cards.
      const r = yield* within(
        slicedShortestPath(pos, goal.value, req.allowed ? { allowed: req.allowed } : {}),
        until,
      );
      if (r.status === 'found' && r.moves[0]) {
        const m = r.moves[0];
        return {
          status: 'move',
          move: m,
          sentence: `${describeMove(m, pos)}.`,
          reason: explainMove(pos, m).text,
          cards: cardsOf(pos, m),
          movesLeft: r.moves.length,
        };
      }
      if (r.status === 'unreachable')
        return { status: 'lost', summary: 'The goal can no longer be reached from here.' };
      return { status: 'unknown', summary: 'No hint was found in the time allowed.' };
    });
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
    const search = slicedShortestPath(start.value, goal.value, {
      ...(req.allowed ? { allowed: req.allowed } : {}),
      maxStates: req.maxStates ?? 300_000,
    });
    return sliced(function* (until): Generator<void, ParAnswer, void> {
      const r = yield* within(search, until);
      if (r.status === 'found') return { status: 'ok', par: r.moves.length };
      return { status: r.status };
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

/** Each request's work, for the worker (serveEngine) or in-process (inProcess). */
export function tutorHandlers(service = new TutorService()): Handlers<TutorRequests> {
  return {
    hint: (request) => service.hint(request),
    par: (request) => service.par(request),
    prove: (request) => service.prove(request),
  };
}
