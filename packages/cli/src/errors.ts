/** Exit codes of `fc`. */
export const EXIT = {
  /** Success: the command did what was asked (verify: the solution wins). */
  ok: 0,
  /** A negative answer: verify found an illegal move or a game not won. */
  failed: 1,
  /** Bad arguments or unreadable input: nothing was checked. */
  usage: 2,
  /** solve: the position was proven unsolvable (the whole reachable space searched). */
  unsolvable: 3,
  /** solve: a budget ran out before an answer. */
  unknown: 4,
  /** atlas: the queue's Redis cannot be reached, or went away (what was finished is kept). */
  queue: 5,
  /** A bug in fc itself (never caused by user input). */
  internal: 70,
  /** Stopped by Ctrl-C (SIGINT), after reporting what finished (bench). */
  interrupted: 130,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * A problem with what the user gave (arguments, files, board text). `run()` prints
 * `error: <message>` on stderr, never a stack trace, and exits 2. With `hint`, it adds where to
 * find the command's usage.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly hint: boolean;
  constructor(message: string, options: { hint?: boolean } = {}) {
    super(message);
    this.hint = options.hint ?? false;
  }
}
