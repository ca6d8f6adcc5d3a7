/**
 * The peer we measure against: Debian's freecell-solver-bin. Which of our rule sets it can express,
 * and how to run it on a range of deals in the same run as ours, on as many processes as we use
 * threads (equal cores), reading its verdicts as they come, so that an interrupted run still has
 * what finished.
 */
import { deal, formatLayout, isWon, RANK_LETTERS, replay, unwrap, type RulesSpec } from '@cascade/core';
import { plural, replayErrorLine } from '@cascade/words';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How fc-solve plays a rule set: its arguments, and whether boards must be fed one by one. */
export interface FcSolvePlan {
  readonly args: readonly string[];
  /**
   * `range`: freecell-solver-range-parallel-solve deals the Microsoft boards itself (verdicts only:
   * it prints no solutions); `boards`: we deal each board (Challenge deals, cards dealt into the
   * cells, Inverted mapped rank r → 14 − r, Kings-only empty columns) and run fc-solve on it, and
   * each solution it prints is replayed under our rules.
   */
  readonly via: 'range' | 'boards';
  /** Inverted: ranks are mirrored so that fc-solve's A→K foundations and down-building apply. */
  readonly mirror: boolean;
  /** The preset (`-l`): lg (looking glass, fast) unless asked otherwise. */
  readonly preset: string;
  /**
   * Whether the preset's "could not solve" is a proof (ATOMIC_PRESETS): a search over every plain
   * move that ends without a win, short of its position limit. A meta-moves preset's is not.
   */
  readonly proves: boolean;
  /**
   * The rules fc-solve is asked to play, under which its solutions are replayed: ours, but with
   * runs as long as its 'limited' sequence moves allow ((cells + 1) × 2^empty columns) where ours
   * allow cells + 1 — the same deals are won, with other moves.
   */
  readonly rules: RulesSpec;
}

/**
 * fc-solve's presets whose searches try every plain move (their move tests are its atomic ones, `A`
 * to `E`), so that one which ends without a win, short of its limit, proves the board lost: `cn`
 * (crooked nose, "the first atomic moves preset"). The meta-moves presets (`lg`, `ve`, …) may give
 * up on a board that can be won (Baker's Game 276: `-l lg` gives up, `-l cn` wins it).
 */
export const ATOMIC_PRESETS: ReadonlySet<string> = new Set(['cn', 'crooked-nose']);

const BUILD = { 'alternate-color': 'alternate_color', 'same-suit': 'suit', 'any-suit': 'rank' } as const;

/**
 * fc-solve's arguments for these rules, or why it cannot express them. It plays 8 columns of a full
 * Microsoft (or Challenge) deal, cards never leave the foundations, any card may enter a free cell
 * for as long as it likes; cards dealt into the cells (ForeCell, Eight Off) are given on the
 * board's `Freecells:` line. Run-length rules change how many moves a solution takes, never whether
 * a deal can be won (runs can always be moved card by card where the rules allow), so
 * `cells-plus-one` is compared with its 'limited' sequence moves.
 *
 * `preset` is fc-solve's `-l` (default lg). With `lengths`, boards are run one by one (`fc-solve
 * -snx`), so that each solution's length is known; the range solver reports verdicts only. Rules
 * with Kings-only empty columns always go board by board: fc-solve 5.0's meta-moves presets can
 * put another card into an empty column there, so each of its solutions must be replayed before
 * its "solveable" counts.
 */
export function fcSolvePlan(
  rules: RulesSpec,
  options: { preset?: string; lengths?: boolean } = {},
): FcSolvePlan | string {
  if (rules.columns !== 8 || rules.maxRank !== 13) return 'fc-solve plays only 8 columns of 52 cards';
  if (rules.cellEntry !== 'any' || rules.cellStay !== 'unlimited')
    return 'fc-solve has no selective, next-move or single-use free cells';
  if (rules.foundationsRemovable) return 'fc-solve never takes cards back from the foundations';
  if (rules.foundationBase === 'first-card') return 'fc-solve has no first-card foundation base';
  if (rules.deal === 'random') return 'fc-solve does not know our seeded random deals';
  const upright =
    rules.foundationDirection === 'up' && rules.foundationBase === 'ace' && rules.buildDirection === 'down';
  const mirrored =
    rules.foundationDirection === 'down' && rules.foundationBase === 'king' && rules.buildDirection === 'up';
  if (!upright && !mirrored)
    return 'fc-solve builds foundations A→K and columns downward (or the mirror image, by mapping ranks)';
  const preset = options.preset ?? 'lg';
  const args = [
    '--freecells-num',
    String(rules.cells),
    '--sequences-are-built-by',
    BUILD[rules.buildPolicy],
    '--empty-stacks-filled-by',
    rules.emptyColumns === 'kings' ? 'kings' : rules.emptyColumns === 'none' ? 'none' : 'any',
    '--sequence-move',
    rules.sequenceMove === 'unlimited' ? 'unlimited' : 'limited',
    '-l',
    preset,
  ];
  const range =
    rules.deal === 'ms' &&
    rules.prefilledCells === 0 &&
    rules.emptyColumns !== 'kings' &&
    !mirrored &&
    !options.lengths;
  const played: RulesSpec =
    rules.sequenceMove === 'cells-plus-one' ? { ...rules, sequenceMove: 'standard' } : rules;
  return {
    args,
    via: range ? 'range' : 'boards',
    mirror: mirrored,
    preset,
    proves: ATOMIC_PRESETS.has(preset),
    rules: played,
  };
}

/**
 * Positions fc-solve may check on one board before it gives up (counted unknown). It has no memory
 * bound of its own: on two-cell FreeCell deals `-l lg` grew past 24 GB and was killed. Its hardest
 * FreeCell deal among 1–32000 needs about 22,000.
 */
export const FC_SOLVE_MAX_ITERS = 2_000_000;

export const hasFcSolve = (): boolean =>
  spawnSync('sh', ['-c', 'command -v fc-solve && command -v freecell-solver-range-parallel-solve'], {
    encoding: 'utf8',
  }).status === 0;

export interface PeerDeal {
  readonly deal: number;
  /**
   * `refused`: fc-solve said "solveable" but its solution, replayed under our rules, breaks one or
   * does not win (not a verdict: compared as unknown). Boards run one by one are all replayed; the
   * range solver prints no solutions, so its `solved` is its word. `unsolvable`: an atomic preset's
   * search ended without a win (a proof); `gave-up`: a meta-moves preset's did (no proof, not a
   * verdict); `unknown`: cut off at the position limit.
   */
  readonly status: 'solved' | 'unsolvable' | 'gave-up' | 'unknown' | 'refused';
  /** Explicit moves of fc-solve's solution (only when boards were run one by one). */
  readonly length?: number;
  /** Why our rules refuse the solution, e.g. "move 37 (6a): …" (status `refused`). */
  readonly refusal?: string;
}

export interface PeerRun {
  readonly wallMs: number;
  /** The deals that finished, by deal number. */
  readonly results: PeerDeal[];
  /** Whether every deal finished (false when the run was stopped). */
  readonly complete: boolean;
  /** Peak resident memory of the fc-solve processes (summed: they run at once), when /usr/bin/time could measure it. */
  readonly peakRssBytes?: number;
  readonly command: string;
  readonly processes: number;
}

export interface PeerOptions {
  /** fc-solve processes at once, each on its own contiguous part of the deals (default 1). */
  readonly jobs?: number;
  /** Stops the run: the processes are killed and what finished is returned. */
  readonly signal?: AbortSignal;
  /** Called as each deal finishes. */
  readonly onDeal?: (done: number) => void;
  /** Positions fc-solve may check a board (default FC_SOLVE_MAX_ITERS); a board cut off there is unknown. */
  readonly maxIters?: number;
}

/** fc-solve did not finish a run (killed, out of memory, a bad option, not started): no verdicts to compare. */
export class PeerFailure extends Error {
  readonly command: string;
  constructor(command: string, why: string) {
    super(`fc-solve did not finish (${command}): ${why}`);
    this.command = command;
  }
}

/** Splits deals into `parts` contiguous runs of nearly equal length (none empty). */
export function splitDeals<T>(deals: readonly T[], parts: number): T[][] {
  const n = Math.max(1, Math.min(parts, deals.length));
  const out: T[][] = [];
  for (let i = 0; i < n; i++)
    out.push(deals.slice(Math.floor((i * deals.length) / n), Math.floor(((i + 1) * deals.length) / n)));
  return out;
}

const TIME = '/usr/bin/time';

/** One fc-solve process (or shell loop) of a run: its command and how its output becomes verdicts. */
interface Part {
  /** The shell command (no deal list in it: the argument limit never applies). */
  readonly script: string;
  readonly command: string;
  /** Reads one line of its standard output; returns a finished deal, if the line ends one. */
  readonly line: (text: string) => PeerDeal | null;
  /**
   * Deals to hand to the script one at a time on its standard input, each once `prepare` has run
   * for it (the board is written just ahead of its turn), a few ahead of the one being solved.
   */
  readonly feed?: { readonly deals: readonly number[]; readonly prepare: (n: number) => void };
}

/** Deals handed to a shell loop ahead of the one it is solving. */
const AHEAD = 16;

/**
 * Runs the parts at once; every part's process group is killed when the signal aborts (or this
 * process exits). Resolves with what finished; throws PeerFailure when a process fails on its own.
 */
function runParts(parts: readonly Part[], options: PeerOptions, command: string): Promise<PeerRun> {
  const useTime = existsSync(TIME);
  const started = performance.now();
  const results: PeerDeal[] = [];
  const children: ChildProcess[] = [];
  let peak = 0;
  let measured = useTime;
  let stopped = false;
  const killAll = () => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  };
  const onExit = () => killAll();
  process.once('exit', onExit);
  return new Promise<PeerRun>((resolve, reject) => {
    let open = parts.length;
    let failure: PeerFailure | null = null;
    const finish = () => {
      process.removeListener('exit', onExit);
      options.signal?.removeEventListener('abort', stop);
      if (failure && !stopped) return reject(failure);
      results.sort((a, b) => a.deal - b.deal);
      resolve({
        wallMs: performance.now() - started,
        results,
        complete: !stopped,
        command,
        processes: parts.length,
        ...(measured && peak > 0 ? { peakRssBytes: peak } : {}),
      });
    };
    const stop = () => {
      stopped = true;
      killAll();
    };
    options.signal?.addEventListener('abort', stop, { once: true });
    for (const part of parts) {
      const script = useTime
        ? `${TIME} -f 'PEAK_RSS_KB %M' sh -c '${part.script.replace(/'/g, `'\\''`)}'`
        : part.script;
      const child = spawn('sh', ['-c', script], {
        detached: true,
        stdio: [part.feed ? 'pipe' : 'ignore', 'pipe', 'pipe'],
        env: { ...process.env, FREECELL_SOLVER_QUIET: '1' },
      });
      children.push(child);
      let fed = 0;
      const feed = (upTo: number) => {
        const f = part.feed;
        if (!f || stopped || !child.stdin!.writable) return;
        while (fed < f.deals.length && fed < upTo) {
          f.prepare(f.deals[fed]!);
          child.stdin!.write(`${f.deals[fed]!}\n`);
          fed++;
        }
        if (fed === f.deals.length) child.stdin!.end();
      };
      child.stdin?.on('error', () => {
        // The loop was stopped: nothing more to hand it.
      });
      feed(AHEAD);
      let finished = 0;
      let pending = '';
      let stderr = '';
      child.stdout!.setEncoding('utf8');
      child.stdout!.on('data', (chunk: string) => {
        pending += chunk;
        let nl = pending.indexOf('\n');
        while (nl >= 0) {
          const done = part.line(pending.slice(0, nl));
          pending = pending.slice(nl + 1);
          if (done) {
            results.push(done);
            feed(++finished + AHEAD);
            options.onDeal?.(results.length);
          }
          nl = pending.indexOf('\n');
        }
      });
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-4096);
      });
      child.on('error', (e) => {
        failure ??= new PeerFailure(part.command, e.message);
      });
      child.on('close', (code, signal) => {
        const m = /PEAK_RSS_KB (\d+)/.exec(stderr);
        if (m) peak += Number(m[1]) * 1024;
        else measured = false;
        if (!stopped && (code !== 0 || signal !== null)) {
          const why =
            signal !== null
              ? `killed by ${signal}`
              : `exit code ${code}${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-1)[0]}` : ''}`;
          failure ??= new PeerFailure(part.command, why);
        }
        if (--open === 0) finish();
      });
    }
    if (options.signal?.aborted) stop();
  });
}

/**
 * freecell-solver-range-parallel-solve on the range, one process per part (`jobs` parts, at once):
 * every deal of the range, its verdict read from the lines it prints as it goes.
 */
export function runRange(
  from: number,
  to: number,
  plan: FcSolvePlan,
  options: PeerOptions = {},
): Promise<PeerRun> {
  const deals: number[] = [];
  for (let n = from; n <= to; n++) deals.push(n);
  const parts = splitDeals(deals, options.jobs ?? 1).map((part): Part => {
    const a = part[0]!;
    const b = part[part.length - 1]!;
    const command = `freecell-solver-range-parallel-solve ${a} ${b} 1 --total-iterations-limit ${options.maxIters ?? FC_SOLVE_MAX_ITERS} ${plan.args.join(' ')}`;
    let verdict: PeerDeal['status'] = 'solved';
    return {
      script: command,
      command,
      line: (text) => {
        if (/^Unsolved Board No\. \d+/.test(text)) verdict = plan.proves ? 'unsolvable' : 'gave-up';
        else if (/^Intractable Board No\. \d+/.test(text)) verdict = 'unknown';
        const reached = /^Reached Board No\. (\d+)/.exec(text);
        if (!reached) return null;
        const done = { deal: Number(reached[1]), status: verdict };
        verdict = 'solved';
        return done;
      },
    };
  });
  return runParts(parts, options, parts.map((p) => p.command).join(' & '));
}

/** Board text for fc-solve, ranks mirrored (r → 14 − r) for Inverted. */
export function peerBoard(rules: RulesSpec, n: number, mirror: boolean): string {
  const text = formatLayout(unwrap(deal(rules, n)));
  if (!mirror) return text;
  return text.replace(/\b([A2-9TJQK])([CDHS])\b/g, (_m, rank: string, suit: string) => {
    const r = RANK_LETTERS.indexOf(rank as (typeof RANK_LETTERS)[number]) + 1;
    return `${RANK_LETTERS[13 - r] ?? '?'}${suit}`;
  });
}

/** The line of fc-solve's report that says how many positions it checked. */
const STATES_CHECKED = 'Total number of states checked is ';

/**
 * fc-solve on each board of `deals`: a shell loop per part reads deal numbers on its standard input,
 * so process start-up is not paid per board by Node and no argument grows with the range; each
 * board is written to a temporary folder just before its turn (and removed after it), and the
 * folder is removed when the run ends, however it ends. Gives solvability and the length of each
 * solution (explicit moves, `-m -snx`).
 */
export async function runBoards(
  deals: readonly number[],
  plan: FcSolvePlan,
  options: PeerOptions = {},
): Promise<PeerRun> {
  const dir = mkdtempSync(join(tmpdir(), 'fc-bench-'));
  try {
    const args = plan.args.join(' ');
    const maxIters = options.maxIters ?? FC_SOLVE_MAX_ITERS;
    const fcs = `fc-solve -m -snx -mi ${maxIters} ${args}`;
    const prepare = (n: number) =>
      writeFileSync(join(dir, `${n}.board`), peerBoard(plan.rules, n, plan.mirror));
    const parts = splitDeals(deals, options.jobs ?? 1).map((part): Part => {
      let deal = -1;
      let solved = false;
      let unsolvable = false;
      let capped = false;
      let tokens: string[] = [];
      return {
        script: `while read n; do echo "=== $n"; ${fcs} "${dir}/$n.board"; rm -f "${dir}/$n.board"; echo "=== end"; done`,
        command: fcs,
        feed: { deals: part, prepare },
        line: (text) => {
          if (text.startsWith('=== ')) {
            if (text === '=== end') {
              if (deal < 0) return null;
              const done: PeerDeal = solved
                ? checkSolution(plan.rules, deal, tokens)
                : {
                    deal,
                    status: !unsolvable || capped ? 'unknown' : plan.proves ? 'unsolvable' : 'gave-up',
                  };
              deal = -1;
              return done;
            }
            deal = Number(text.slice(4));
            solved = unsolvable = capped = false;
            tokens = [];
          } else if (text.includes('This game is solveable')) solved = true;
          else if (text.includes('I could not solve')) unsolvable = true;
          else if (text.startsWith(STATES_CHECKED)) {
            // At the -mi limit it says "I could not solve this game" too: the search was cut off.
            capped = parseInt(text.slice(STATES_CHECKED.length), 10) >= maxIters;
          } else if (!solved && /^([0-9a-gkh][0-9a-gkh](v[0-9a-f]+)? ?)+$/.test(text.trim()))
            tokens.push(...text.trim().split(/\s+/));
          return null;
        },
      };
    });
    return await runParts(parts, options, `${fcs} <board> (each of ${deals.length} boards)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * fc-solve's solution of a deal replayed under our rules, from our own deal (Inverted's mirrored
 * ranks change no column, cell or foundation, so its moves read the same on our board): `solved`
 * with its length when it wins, `refused` with the first broken rule (or the unfinished game)
 * otherwise.
 */
export function checkSolution(rules: RulesSpec, n: number, tokens: readonly string[]): PeerDeal {
  const played = replay(unwrap(deal(rules, n)), tokens);
  if (!played.ok) return { deal: n, status: 'refused', refusal: replayErrorLine(played.error) };
  if (!isWon(played.value.position)) {
    return {
      deal: n,
      status: 'refused',
      refusal: `not won after ${plural(played.value.moves.length, 'move')}`,
    };
  }
  return { deal: n, status: 'solved', length: tokens.length };
}

/**
 * fc-solve's accurate verdict on some boards: its atomic-moves preset `crooked-nose` (`-l cn`)
 * searches every plain move, where the meta-moves presets such as `-l lg` may give up on a board
 * that can be won (their "I could not solve this game" is not a proof).
 */
export function runAtomic(
  deals: readonly number[],
  plan: FcSolvePlan,
  options: PeerOptions = {},
): Promise<PeerRun> {
  const args = [...plan.args];
  const preset = args.indexOf('-l');
  if (preset >= 0) args[preset + 1] = 'cn';
  return runBoards(deals, { ...plan, args, preset: 'cn', proves: true }, options);
}
