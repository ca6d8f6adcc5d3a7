// !! BROWSER SAFE !!
/**
 * The worker protocol: plain JSON in, plain JSON out, so it crosses any postMessage.
 *
 *   → { id, rules, layout, moves?, options? }   solve `layout` (board text) under `rules`, after
 *                                               playing `moves` (standard notation) from it
 *   → { id, cancel: true }                      stop that job: it answers `unknown` / `aborted`
 *   ← { id, result }                            result.moves in standard notation, from the
 *                                               position after `moves`
 *   ← { id, error }                             bad input (rules, board, moves): nothing solved
 *
 * Jobs run in slices (SLICE_MS) and yield between them, so cancel messages are read while a job runs.
 */
import {
  formatLayoutError,
  formatMove,
  parseLayout,
  Position,
  replay,
  rulesSpecProblem,
  applyMove,
  type Move,
  type RulesSpec,
} from '@cascade/core';
import { replayErrorText } from '@cascade/words';
import type { SolveMode, SolveStats, UnknownReason } from './options.ts';
import { Solver } from './search.ts';

export interface SolveRequest {
  readonly id: string | number;
  readonly rules: RulesSpec;
  /** Board text (fc-solve layout). */
  readonly layout: string;
  /** Moves already played from the layout: notation text or tokens. */
  readonly moves?: string | readonly string[];
  readonly options?: { readonly mode?: SolveMode; readonly maxStates?: number; readonly timeoutMs?: number };
}

export interface CancelRequest {
  readonly id: string | number;
  readonly cancel: true;
}

export type WorkerRequest = SolveRequest | CancelRequest;

export type WireResult =
  | { readonly status: 'solved'; readonly moves: string[]; readonly stats: SolveStats }
  | { readonly status: 'unsolvable'; readonly stats: SolveStats }
  | { readonly status: 'unknown'; readonly reason: UnknownReason; readonly stats: SolveStats };

export type WorkerResponse =
  | { readonly id: string | number; readonly result: WireResult }
  | { readonly id: string | number; readonly error: string };

/** How long a job runs before the worker yields to read messages. */
export const SLICE_MS = 10;

/** Standard-notation tokens of `moves` played from `start`. */
export function moveTokens(start: Position, moves: readonly Move[]): string[] {
  const out: string[] = [];
  let p = start;
  for (const m of moves) {
    out.push(formatMove(m, p));
    p = applyMove(p, m);
  }
  return out;
}

interface Job {
  readonly id: string | number;
  readonly solver: Solver;
  readonly ctl: AbortController;
}

/**
 * A task-queue yield for sliced work: `f` runs as a new task, after the messages already waiting
 * (a cancel among them). Node: setImmediate (it drains a port's messages in one go, so a port would
 * starve its timers and other ports). Browsers: a message to ourselves, because they stretch a
 * nested setTimeout(0) to 4 ms, which would idle about a third of every 10 ms slice.
 */
export function yieldToMessages(): (f: () => void) => void {
  if (typeof setImmediate === 'function') return (f) => void setImmediate(f);
  if (typeof MessageChannel === 'undefined') return (f) => void setTimeout(f, 0);
  // The ports as browsers have them (lib has no DOM types here).
  interface Port {
    onmessage: (() => void) | null;
    postMessage(message: null): void;
  }
  const channel = new MessageChannel() as unknown as { port1: Port; port2: Port };
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (f) => {
    waiting.push(f);
    channel.port2.postMessage(null);
  };
}

/**
 * The protocol without the transport: feed it messages; it answers through `post` and schedules
 * its slices with `defer` (yieldToMessages by default).
 */
export function createHandler(
  post: (msg: WorkerResponse) => void,
  defer: (f: () => void) => void = yieldToMessages(),
): (msg: WorkerRequest) => void {
  const jobs: Job[] = [];
  let scheduled = false;

  const pump = () => {
    scheduled = false;
    const job = jobs[0];
    if (!job) return;
    const result = job.solver.step(performance.now() + SLICE_MS);
    if (result) {
      jobs.shift();
      const wire: WireResult =
        result.status === 'solved'
          ? { ...result, moves: moveTokens(job.solver.position, result.moves) }
          : result;
      post({ id: job.id, result: wire });
    } else {
      // Round robin: a long job does not starve the others.
      jobs.push(jobs.shift()!);
    }
    schedule();
  };
  const schedule = () => {
    if (!scheduled && jobs.length > 0) {
      scheduled = true;
      defer(pump);
    }
  };

  return (msg) => {
    if ('cancel' in msg) {
      for (const j of jobs) if (j.id === msg.id) j.ctl.abort();
      schedule();
      return;
    }
    const fail = (error: string) => post({ id: msg.id, error });
    const problem = rulesSpecProblem(msg.rules);
    if (problem !== null) return fail(`the rules are not valid: ${problem}`);
    const setup = parseLayout(msg.layout);
    if (!setup.ok) return fail(`the board cannot be read: ${formatLayoutError(setup.error)}`);
    const start = Position.fromSetup(setup.value, msg.rules);
    if (!start.ok) return fail(`the board does not fit the rules: ${start.error.message}`);
    let position = start.value;
    if (msg.moves !== undefined) {
      const played = replay(position, msg.moves);
      if (!played.ok)
        return fail(
          `move ${played.error.index + 1} (${played.error.token}): ${replayErrorText(played.error)}`,
        );
      position = played.value.position;
    }
    const ctl = new AbortController();
    const o = msg.options ?? {};
    const solver = new Solver(position, {
      ...(o.mode !== undefined ? { mode: o.mode } : {}),
      ...(o.maxStates !== undefined ? { maxStates: o.maxStates } : {}),
      ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
      signal: ctl.signal,
    });
    jobs.push({ id: msg.id, solver, ctl });
    schedule();
  };
}
