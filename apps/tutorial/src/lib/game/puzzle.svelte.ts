/**
 * A puzzle on the page: @cascade/play's GameSession on the puzzle's position (every intent checked
 * with core), judged as the puzzle's task says. A `play` task: the first move must be one of the
 * puzzle's proven first moves, then after each move the tutor engine's goal search says whether the
 * goal can still be reached within the moves left of the par; the goal reached within the par
 * solves it. A `verdict` task: the learner says whether the position can still be won, against the
 * solver's answer. Solved or failed, the result is reported once (the page rates it), and the
 * answer can be stepped through on the board, each move in words.
 */
import {
  applyMove,
  formatLayout,
  formatMove,
  legalMoves,
  parsePosition,
  pileKey,
  replay,
  type Move,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import { goalReached, type Goal } from '@cascade/hints';
import type { EngineClient } from '@cascade/play/engine';
import {
  GameSession,
  showSession,
  type BoxFactory,
  type ChangeCause,
  type Played,
} from '@cascade/play/session';
import type { PileKey } from '@cascade/ui';
import { describeMove, lessonMove, lostText, movesStillOpen } from '@cascade/words';
import type * as Variants from '@cascade/variants';
import type { Puzzle } from '../puzzles/types.ts';
import type { TutorRequests } from './engine/protocol.ts';
import { goalMarks, goalSentence } from './goals.ts';
import { toGoal } from './step-board.ts';

export type PuzzlePhase = 'playing' | 'solved' | 'failed';

export interface PuzzleOptions {
  /** The engine (workers in the app): null, no check after each move but the par's. */
  readonly engine?: EngineClient<TutorRequests> | null;
  readonly box?: BoxFactory;
  /** Called once, with the first result (solved or failed). */
  readonly onResult?: (won: boolean) => void;
}

/** A puzzle read with core: its rules, start, goal and solution, or what is wrong with it. */
interface Opened {
  /** The rules' name ("FreeCell", or a house-rules name). */
  readonly name: string;
  readonly rules: RulesSpec;
  readonly start: Position;
  readonly goal: Goal | null;
  readonly solution: readonly Move[];
}

/**
 * The variants package (its catalogue and house-rules reader), loaded on demand: it stays out of the
 * pages' first script, and is evaluated in a task of its own while the puzzles load.
 */
let variants: typeof Variants | null = null;

/**
 * Loads what `openPuzzle` needs to read a puzzle's rules; call (and await) it before. It never
 * rejects: if the code cannot be loaded, `openPuzzle` says so.
 */
export async function preparePuzzles(): Promise<void> {
  try {
    variants ??= await import('@cascade/variants');
  } catch {
    // openPuzzle answers "the rules are not loaded".
  }
}

function open(puzzle: Puzzle): { ok: true; value: Opened } | { ok: false; error: string } {
  if (!variants)
    return { ok: false, error: 'the code that reads its rules could not be loaded; reload the page' };
  const v = variants.resolveVariant(puzzle.variant);
  if (!v.ok) return { ok: false, error: `puzzle ${puzzle.id}: ${v.error.message}` };
  const rules = v.value.rules;
  const start = parsePosition(puzzle.board, rules);
  if (!start.ok) return { ok: false, error: `puzzle ${puzzle.id}: the board: ${start.error.message}` };
  const line = replay(start.value, puzzle.solution);
  if (!line.ok)
    return {
      ok: false,
      error: `puzzle ${puzzle.id}: solution move ${line.error.index + 1} (${line.error.token}) cannot be played`,
    };
  let goal: Goal | null = null;
  if (puzzle.task.kind === 'play') {
    const g = toGoal(puzzle.task.goal);
    if (!g.ok) return { ok: false, error: `puzzle ${puzzle.id}: ${g.error}` };
    goal = g.value;
  }
  return {
    ok: true,
    value: { name: v.value.name, rules, start: start.value, goal, solution: line.value.moves },
  };
}

/** The puzzle's controller, or why the puzzle cannot be played (never a throw). */
export function openPuzzle(
  puzzle: Puzzle,
  options: PuzzleOptions = {},
): { ok: true; value: PuzzleController } | { ok: false; error: string } {
  const o = open(puzzle);
  return o.ok ? { ok: true, value: new PuzzleController(puzzle, o.value, options) } : o;
}

class PuzzleOwn {
  /** The session this controller adds to (composition: see @cascade/play/session's compose.ts). */
  readonly session: GameSession<TutorRequests>;
  readonly puzzle: Puzzle;
  /** The rules' name, and where the position comes from: "FreeCell, deal 4, after 75 moves". */
  readonly title: string;
  readonly rules: RulesSpec;
  /** A play task's goal (null for a verdict). */
  readonly goal: Goal | null;
  readonly goalText: string | null;
  readonly marks: { readonly piles: readonly PileKey[]; readonly cards: readonly number[] };
  /** The solution, as core's moves, and each said in words from the position it is played in. */
  readonly solution: readonly Move[];
  readonly solutionWords: readonly string[];

  phase = $state<PuzzlePhase>('playing');
  /** What ended the puzzle: the solution found, or the mistake and why. */
  outcome = $state<string | null>(null);
  /** A verdict's answer, once given. */
  answer = $state<boolean | null>(null);
  /** The answer is shown on the board (the solution line, stepped through). */
  reviewing = $state(false);
  /** A check after a move is under way in the engine. */
  checking = $state(false);

  readonly #onResult: ((won: boolean) => void) | null;
  #reported = false;

  constructor(puzzle: Puzzle, opened: Opened, options: PuzzleOptions = {}) {
    this.session = new GameSession({
      onChange: (cause, played) => this.#changed(cause, played),
      start: opened.start,
      voice: lessonMove,
      explainWithin: 'run',
      engine: options.engine ?? null,
      autoplay: false,
      ...(options.box ? { box: options.box } : {}),
    });
    this.puzzle = puzzle;
    const { deal, ply } = puzzle.source;
    this.title = `${opened.name}, deal ${deal}, after ${ply} move${ply === 1 ? '' : 's'}`;
    this.rules = opened.rules;
    this.goal = opened.goal;
    this.goalText = opened.goal ? goalSentence(opened.goal) : null;
    this.marks = opened.goal ? goalMarks(opened.goal) : { piles: [], cards: [] };
    this.solution = opened.solution;
    const words: string[] = [];
    let p = opened.start;
    for (const m of opened.solution) {
      words.push(describeMove(m, p));
      p = applyMove(p, m);
    }
    this.solutionWords = words;
    this.#onResult = options.onResult ?? null;
    // A verdict is looked at, not played.
    if (puzzle.task.kind === 'verdict') this.session.freeze(true);
  }

  /** The par of a play task (null for a verdict). */
  get par(): number | null {
    return this.puzzle.task.kind === 'play' ? this.puzzle.task.par : null;
  }

  /** Moves left within the par. */
  get movesLeft(): number | null {
    const par = this.par;
    return par === null ? null : Math.max(0, par - this.session.moveCount);
  }

  /** The board text of the current position (for the engine). */
  get boardText(): string {
    return formatLayout(this.session.position, { full: true });
  }

  #finish(won: boolean, why: string): void {
    this.phase = won ? 'solved' : 'failed';
    this.outcome = why;
    this.checking = false;
    this.session.freeze(true);
    this.session.notify(won ? 'success' : 'lost', why, { speak: false });
    this.session.say(`${won ? 'Puzzle solved.' : 'Puzzle failed.'} ${why}`);
    if (!this.#reported) {
      this.#reported = true;
      this.#onResult?.(won);
    }
  }

  #changed(cause: ChangeCause, played?: Played): void {
    if (cause !== 'move' || !played || this.phase !== 'playing' || this.reviewing) return;
    const task = this.puzzle.task;
    if (task.kind !== 'play' || this.goal === null) return;
    const n = this.session.moveCount;
    if (n === 1 && !task.firstMoves.includes(formatMove(played.move, played.before))) {
      this.#finish(
        false,
        `${lessonMove(played.move, played.before)} does not reach the goal within ${task.par} moves.`,
      );
      return;
    }
    if (goalReached(this.session.position, this.goal)) {
      this.#finish(true, `Goal reached in ${n} move${n === 1 ? '' : 's'}, within the par of ${task.par}.`);
      return;
    }
    if (this.session.status === 'lost') {
      this.#finish(false, lostText(this.session.position));
      return;
    }
    if (n >= task.par) {
      this.#finish(false, `The ${task.par} moves of the par are played and the goal is not reached.`);
      return;
    }
    this.#check(task.par - n);
  }

  /** Asks the engine whether the goal can still be reached within `left` moves. */
  #check(left: number): void {
    if (!this.session.engine || this.puzzle.task.kind !== 'play') return;
    const version = this.session.version;
    this.checking = true;
    void this.session
      .ask('par', { rules: this.rules, board: this.boardText, goal: this.puzzle.task.goal })
      .then((r) => {
        if (version !== this.session.version || this.session.disposed || this.phase !== 'playing') return;
        this.checking = false;
        if (r.status !== 'answered') return;
        const a = r.answer;
        if (a.status === 'unreachable')
          this.#finish(
            false,
            `After that move the goal cannot be reached at all (${movesStillOpen(this.session.legalMoves, this.session.position)}).`,
          );
        else if (a.status === 'ok' && a.par > left)
          this.#finish(
            false,
            `After that move the goal takes ${a.par} more moves, and only ${left} are left of the par.`,
          );
      });
  }

  /** A verdict: the learner says whether the position can still be won. */
  give(winnable: boolean): void {
    const task = this.puzzle.task;
    if (task.kind !== 'verdict' || this.phase !== 'playing') return;
    this.answer = winnable;
    const why = task.winnable
      ? `It can be won: the solver's line wins in ${this.solution.length} moves.`
      : `It cannot be won: the solver searched ${this.puzzle.effort.toLocaleString('en-US')} positions and no line wins, though ${movesStillOpen(legalMoves(this.session.start), this.session.start)}.`;
    this.#finish(winnable === task.winnable, why);
  }

  /** Gives up: the puzzle is failed and its answer shown. */
  giveUp(): void {
    if (this.phase !== 'playing') return;
    this.#finish(false, 'You asked for the answer.');
    this.showAnswer();
  }

  /** Shows the solution on the board from the start, to step through (reviewAt: moves played of it). */
  showAnswer(): void {
    if (this.phase === 'playing') return;
    this.reviewing = true;
    this.session.dismissNotice();
    this.session.restore(
      this.solution.map((move) => ({ move, auto: false })),
      0,
    );
    this.session.say(
      `The answer, from the start: ${this.solution.length} moves. Press Next move to play each.`,
    );
  }

  /** Moves of the solution shown on the board. */
  get reviewAt(): number {
    return this.reviewing ? this.session.cursor : 0;
  }

  /** The solution's next (or previous) move on the board. */
  step(forward: boolean): void {
    if (!this.reviewing) return;
    if (forward) this.session.redo();
    else this.session.undo();
  }

  /** Plays the puzzle again (not rated again: the page rates the first result only). */
  again(): void {
    this.reviewing = false;
    this.phase = 'playing';
    this.outcome = null;
    this.answer = null;
    this.checking = false;
    this.session.dismissNotice();
    this.session.reset('The puzzle from the start.');
    if (this.puzzle.task.kind === 'verdict') this.session.freeze(true);
  }

  /** The solution's move `i` (0-based) in standard notation. */
  solutionToken(i: number): string {
    return this.puzzle.solution[i] ?? '';
  }

  /** The piles a solution move goes from and to (for the board's highlight). */
  solutionPiles(i: number): { from: PileKey; to: PileKey } | null {
    const m = this.solution[i];
    return m ? { from: pileKey(m.from), to: pileKey(m.to) } : null;
  }
}

/** PuzzleController: its own members, then its session's (showSession). */
export const PuzzleController = showSession(PuzzleOwn);
export type PuzzleController = InstanceType<typeof PuzzleController>;
