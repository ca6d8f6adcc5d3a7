/**
 * One game session for both apps (boardgame.io's one reducer for every client), composed of small
 * parts: the history (history.ts: unlimited undo and redo, autoplay moves recorded), what the live
 * region says (announcer.ts), the notices (notices.ts), the engine client per position (asker.ts),
 * and the board's intents checked with core (the pick module resolves them). Framework-free: its
 * state lives in boxes an app's framework can watch (see box.ts). An app's controller holds one
 * and adds only its own (composition: see compose.ts): the game's clock, saving, statistics and
 * solution player; the tutorial's goals and stars; it hears of every change through `onChange`.
 *
 * A move goes: a pointer or a key on the board → an intent (`requestMove`, `autoMove`) → the
 * session checks it with core (`moveError`, the move filter) → plays it (`applyMove`, then safe
 * autoplay) or says why not → the board redraws from `layout` and `targets`, and the live region
 * says the move (`announcement`).
 */
import {
  formatLayout,
  gameStatus,
  legalMoves,
  liftedCards,
  moveError,
  nextAutoplayMove,
  pileKey,
  topCard,
  type Card,
  type GameStatus,
  type Move,
  type MoveError,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import {
  deeperCardFits,
  GAME_VOICE,
  letGo,
  moveErrorText,
  noMoveSentence,
  pickedUp,
  redoneSentence,
  sentence,
  undoneSentence,
  wentHome,
  type MoveVoice,
  type Voice,
} from '@cascade/words';
import { boardLayout, moveFromKeys, pileFromKey, targetsOf } from '../board.ts';
import type { EngineClient, Requests } from '../engine/client.ts';
import { bestMoveFrom, moveToExplain } from '../intents.ts';
import { pickTargets, resolveTarget, selectionSize } from '../pick.ts';
import type {
  BoardLayout,
  CountMode,
  Highlight,
  LastMove,
  LegalTargets,
  PileKey,
  Selection,
} from '../types.ts';
import { isAutoplayMove } from '../record.ts';
import { Announcer } from './announcer.ts';
import { EngineAsker, type Asked } from './asker.ts';
import { plainBox, type Box, type BoxFactory } from './box.ts';
import { History, type HistoryEntry } from './history.ts';
import { Notices, type Notice } from './notices.ts';

export type { Asked, HistoryEntry, Notice };

/** The moves a session accepts besides "legal" (a lesson step's), and what it says of the others. */
export interface MoveFilter {
  accepts(position: Position, move: Move): boolean;
  /** Said when a legal move is not accepted. */
  readonly why: string;
}

/** A hint on the board: the move, its sentence and reason, what to highlight. */
export interface HintView {
  readonly move: Move;
  readonly sentence: string;
  readonly reason: string;
  readonly highlight: Highlight;
  /** Time from the press to the answer, ms (where the app measures it). */
  readonly latencyMs?: number;
}

/** What the engine is sent about the game: its rules, the starting board text and the moves since. */
export interface GameSnapshot {
  readonly rules: RulesSpec;
  /** The starting position as board text (formatLayout, full). */
  readonly start: string;
  /** Every move since the start, autoplay moves included. */
  readonly moves: readonly Move[];
}

/**
 * Why the position changed: a move of the player's (`move`), of the solution player (`solution`),
 * of autoplay alone (`autoplay`, turned on), undo, redo, a jump back (`jump`), or a fresh start
 * (`reset`). (A history put back with `restore` calls no hook: its caller knows.)
 */
export type ChangeCause = 'move' | 'solution' | 'autoplay' | 'undo' | 'redo' | 'jump' | 'reset';

/** A move the session has played, and the position it was played from. */
export interface Played {
  readonly move: Move;
  readonly before: Position;
}

export interface SessionOptions<R extends Requests> {
  readonly start: Position;
  /** Only these moves are accepted (a lesson step's); default: every legal move. */
  readonly filter?: MoveFilter | null;
  /** Safe moves go home by themselves after each move. Default false. */
  readonly autoplay?: boolean;
  /**
   * How cards are named in what the session says (@cascade/words' GAME_VOICE by default, or
   * LESSON_VOICE); a MoveVoice alone changes only how a played move is said.
   */
  readonly voice?: Voice | MoveVoice;
  /**
   * Where to look for the count to explain when a dragged run fits nowhere: within the run
   * (`run`), or down the whole column (`column`, the default).
   */
  readonly explainWithin?: 'run' | 'column';
  readonly engine?: EngineClient<R> | null;
  /** Boxes the app's framework watches; plain variables by default. */
  readonly box?: BoxFactory;
  /**
   * Called after every change of the position, inside its announcement: what a controller says
   * here (a win, a loss at once, the goal reached) follows the move in the same message. `played`
   * is the move and the position it was played from (causes `move` and `solution`).
   */
  readonly onChange?: (cause: ChangeCause, played?: Played) => void;
}

/** A cache of the latest position's derived values, so the board gets the same object until it moves. */
interface Derived {
  readonly position: Position;
  readonly frozen: boolean;
  layout?: BoardLayout;
  status?: GameStatus;
  moves?: readonly Move[];
  targets?: LegalTargets;
}

export class GameSession<R extends Requests = Requests> {
  readonly start: Position;
  readonly #filter: MoveFilter | null;
  readonly #voice: Voice;
  readonly #explainWithin: 'run' | 'column';
  readonly #onChange: ((cause: ChangeCause, played?: Played) => void) | null;
  // Its parts: each holds its own state, in the app's boxes.
  readonly #history: History;
  readonly #announcer: Announcer;
  readonly #notices: Notices;
  readonly #asker: EngineAsker<R>;
  // What the board shows besides the position.
  readonly #selected: Box<Selection | null>;
  readonly #lastMove: Box<LastMove | null>;
  /** The moves of the latest action, each as the cards it moved (for the board's animation). */
  readonly #moved: Box<readonly (readonly Card[])[]>;
  readonly #hint: Box<HintView | null>;
  readonly #autoplay: Box<boolean>;
  readonly #frozen: Box<boolean>;
  readonly #startText: string;
  #derived: Derived;

  constructor(options: SessionOptions<R>) {
    const box = options.box ?? plainBox;
    this.start = options.start;
    this.#filter = options.filter ?? null;
    const v = options.voice ?? GAME_VOICE;
    this.#voice = typeof v === 'function' ? { ...GAME_VOICE, move: v } : v;
    this.#explainWithin = options.explainWithin ?? 'column';
    this.#onChange = options.onChange ?? null;
    this.#history = new History(options.start, box);
    this.#announcer = new Announcer(box);
    this.#notices = new Notices(box);
    this.#asker = new EngineAsker(options.engine ?? null);
    this.#selected = box<Selection | null>(null);
    this.#lastMove = box<LastMove | null>(null);
    this.#moved = box<readonly (readonly Card[])[]>([]);
    this.#hint = box<HintView | null>(null);
    this.#autoplay = box(options.autoplay ?? false);
    this.#frozen = box(false);
    this.#startText = formatLayout(options.start, { full: true });
    this.#derived = { position: options.start, frozen: false };
  }

  get engine(): EngineClient<R> | null {
    return this.#asker.engine;
  }

  // ---- reading the state ----------------------------------------------------------------------

  get position(): Position {
    return this.#history.position;
  }

  /** Every move made, the redo tail included. */
  get history(): readonly HistoryEntry[] {
    return this.#history.entries;
  }

  /** How many moves of the history are applied. */
  get cursor(): number {
    return this.#history.cursor;
  }

  /** The player's moves applied (autoplay's are the game's, not the player's: not counted). */
  get moveCount(): number {
    return this.#history.moveCount;
  }

  /** The moves applied, in order. */
  get moves(): readonly Move[] {
    return this.#history.moves;
  }

  get selected(): Selection | null {
    return this.#selected.get();
  }

  get lastMove(): LastMove | null {
    return this.#lastMove.get();
  }

  get moved(): readonly (readonly Card[])[] {
    return this.#moved.get();
  }

  get notice(): Notice | null {
    return this.#notices.current;
  }

  /** The latest sentence for the live region. */
  get announcement(): string {
    return this.#announcer.text;
  }

  get hint(): HintView | null {
    return this.#hint.get();
  }

  get highlight(): Highlight | null {
    return this.#hint.get()?.highlight ?? null;
  }

  get autoplay(): boolean {
    return this.#autoplay.get();
  }

  /** No intent is taken (a lesson step solved or lost): no targets, no moves. */
  get frozen(): boolean {
    return this.#frozen.get();
  }

  /** Changes with every change of the position (an engine answer is kept only for its own). */
  get version(): number {
    return this.#asker.version;
  }

  get disposed(): boolean {
    return this.#asker.disposed;
  }

  get canUndo(): boolean {
    return this.#history.canUndo;
  }

  get canRedo(): boolean {
    return this.#history.canRedo;
  }

  #derive(): Derived {
    const position = this.#history.position;
    const frozen = this.#frozen.get();
    if (this.#derived.position !== position || this.#derived.frozen !== frozen)
      this.#derived = { position, frozen };
    return this.#derived;
  }

  /** The plain snapshot the board draws (the same object until the position changes). */
  get layout(): BoardLayout {
    const d = this.#derive();
    return (d.layout ??= boardLayout(d.position));
  }

  get status(): GameStatus {
    const d = this.#derive();
    return (d.status ??= gameStatus(d.position));
  }

  /** The moves the session takes now: legal, and accepted by the filter. */
  get legalMoves(): readonly Move[] {
    const d = this.#derive();
    if (d.moves) return d.moves;
    const filter = this.#filter;
    const all = d.frozen ? [] : legalMoves(d.position);
    return (d.moves = filter ? all.filter((m) => filter.accepts(d.position, m)) : all);
  }

  /** The legal moves as the board wants them: source pile → destinations with counts. */
  get targets(): LegalTargets {
    const d = this.#derive();
    return (d.targets ??= targetsOf(this.legalMoves));
  }

  /** The game as the engine is sent it. */
  snapshot(): GameSnapshot {
    return { rules: this.start.rules, start: this.#startText, moves: this.moves };
  }

  // ---- intents from the board ---------------------------------------------------------------------

  /** A pick (or letting go): says what it lifts and where it may go, for players who do not see the marks. */
  select(sel: Selection | null): void {
    const before = this.#selected.get();
    this.#selected.set(sel);
    if (!sel) {
      // Letting go is said too, after a refusal of the same tap (a move said right after replaces it).
      const from = before ? pileFromKey(before.pile) : null;
      if (before && from)
        this.say(letGo(from, this.#pickCount(before), this.position, this.#voice), { follow: true });
      return;
    }
    const from = pileFromKey(sel.pile);
    if (!from) return;
    // The moves the pick would make, as the pick module resolves them (auto, exact, prefer).
    const moves = pickTargets(this.targets, sel).flatMap((t) => {
      const m = moveFromKeys(sel.pile, t.to, t.count);
      return m ? [m] : [];
    });
    this.say(pickedUp(from, this.#pickCount(sel), moves, this.position, this.#voice), { follow: true });
  }

  /** The cards a pick holds, as the board draws it: its count, or (auto) the longest run that may move. */
  #pickCount(sel: Selection): number {
    return selectionSize(this.targets, sel);
  }

  /** Why core refuses `m`, or why the filter does (a sentence), or null when it is taken. */
  refusal(m: Move): string | null {
    const e = moveError(this.position, m);
    if (e) return sentence(moveErrorText(e));
    if (this.#filter && !this.#filter.accepts(this.position, m)) return this.#filter.why;
    return null;
  }

  /**
   * A move intent (a board's press, or a move typed or chosen elsewhere): found among the moves the
   * session takes now (core's legal moves, through the filter) in the count `mode` means (see
   * pick.ts; `exact` by default), and played; else explained (`explainIllegal`) and false. This is
   * the one legality check of a move: the board only asks.
   */
  requestMove(from: PileKey, to: PileKey, count: number, mode: CountMode = 'exact'): boolean {
    if (this.frozen) return false;
    const t = resolveTarget(this.targets, from, to, count, mode);
    const m = t ? moveFromKeys(from, t.to, t.count) : null;
    if (!m) {
      this.explainIllegal(from, to, count, mode);
      return false;
    }
    this.#selected.set(null);
    this.play(m, 'move');
    return true;
  }

  /** A move the session does not take: say which rule forbids it (core's words, or the filter's). */
  explainIllegal(from: PileKey, to: PileKey, count: number, mode: CountMode): void {
    const intent = moveFromKeys(from, to, count);
    if (!intent || this.frozen) return;
    const pos = this.position;
    const explained = moveToExplain(pos, intent, mode, this.#explainWithin);
    let why = this.refusal(explained);
    if (
      why !== null &&
      explained.count > intent.count &&
      moveError(pos, explained)?.code === 'move/not-a-run'
    ) {
      // A card further down would fit, but the cards on it are no run: say what the player picked
      // cannot do first, then why the card that would fit cannot come along.
      const own = this.refusal(intent);
      const col = pos.columns[explained.from.index] ?? [];
      const deeper = col[col.length - explained.count];
      const onto = topCard(pos.columns[explained.to.index] ?? []);
      if (own !== null && deeper !== undefined && onto !== undefined)
        why = `${own} ${sentence(deeperCardFits(deeper, onto, explained.count - 1))}`;
    }
    if (why !== null) this.notify('error', why);
  }

  /**
   * Double click / double tap: the card goes home if it can, else to its best place: onto a card
   * (the longest run that fits), then an empty column, then a free cell.
   */
  autoMove(pile: PileKey, count = 1, mode: CountMode = 'auto'): boolean {
    const from = pileFromKey(pile);
    this.#selected.set(null);
    if (!from || this.frozen) return false;
    const pos = this.position;
    const best = bestMoveFrom(pos, this.legalMoves, from, count, mode);
    if (!best) {
      const c = from.kind === 'column' ? topCard(pos.columns[from.index] ?? []) : undefined;
      this.notify('error', noMoveSentence(c, this.#filter !== null));
      return false;
    }
    this.play(best, 'move');
    return true;
  }

  /**
   * Plays a move known to be legal: the player's (`move`, then safe autoplay if it is on) or the
   * solution player's (`solution`: exactly the solver's moves, autoplay would take them away).
   */
  play(m: Move, cause: 'move' | 'solution' = 'move'): void {
    const before = this.position;
    const cards = liftedCards(before, m);
    // A move home autoplay would have made is autoplay's, the solution player's too (record.ts).
    this.#history.push({ move: m, auto: cause === 'solution' && this.autoplay && isAutoplayMove(before, m) });
    this.#lastMove.set({ from: pileKey(m.from), to: pileKey(m.to) });
    const steps = cause === 'move' ? [cards, ...this.#runAutoplay()] : [cards];
    this.#moved.set(steps);
    const home = steps.length - 1;
    // The move first, then what it led to (a win, a loss at once), in one announcement.
    this.#announcer.saying(
      () => this.#changed(cause, { move: m, before }),
      `${this.#voice.move(m, before)}.${home > 0 ? ` ${wentHome(steps.slice(1).flat(), this.#voice)}` : ''}`,
    );
  }

  /**
   * Turns autoplay on or off. Turned on, it plays at once the safe moves waiting on the board
   * (recorded as autoplay's, so an undo takes them back with the move before), unless
   * `playWaiting` is false (the solution player is at work: its line has its own moves home).
   */
  setAutoplay(on: boolean, options: { readonly playWaiting?: boolean } = {}): void {
    if (on === this.autoplay) return;
    this.#autoplay.set(on);
    if (!on || this.status !== 'playing' || this.frozen || options.playWaiting === false) return;
    const steps = this.#runAutoplay();
    if (steps.length === 0) return;
    this.#selected.set(null);
    this.#moved.set(steps);
    this.#announcer.saying(
      () => this.#changed('autoplay'),
      `Autoplay on: ${wentHome(steps.flat(), this.#voice)}`,
    );
  }

  /** Plays the safe moves waiting at the start (a new deal), without a word. */
  autoplayNow(): void {
    this.#runAutoplay();
  }

  // ---- history --------------------------------------------------------------------------------------

  undo(): void {
    if (!this.canUndo) return;
    const c = this.#history.undoTarget();
    this.#announcer.saying(
      () => this.#moveCursor(c, 'undo'),
      undoneSentence(this.history[c]?.move, this.#history.positionAt(c), this.#voice),
    );
  }

  redo(): void {
    if (!this.canRedo) return;
    const at = this.cursor;
    this.#announcer.saying(
      () => this.#moveCursor(this.#history.redoTarget(), 'redo'),
      redoneSentence(this.history[at]?.move, this.#history.positionAt(at), this.#voice),
    );
  }

  /** Back to the position after `index` moves (the rest can be redone). */
  undoTo(index: number): void {
    this.#moveCursor(Math.max(0, Math.min(index, this.history.length)), 'jump');
  }

  /** Starts again from the start (autoplay plays what is waiting), announcing `said`. */
  reset(said: string): void {
    this.#history.clear();
    this.#selected.set(null);
    this.#lastMove.set(null);
    this.#moved.set([]);
    this.#frozen.set(false);
    this.#runAutoplay();
    this.#announcer.saying(() => this.#changed('reset'), said);
  }

  /**
   * Puts back a saved history (its moves checked with core one by one) with `cursor` of them
   * applied, without a word and without calling `onChange`. Returns the first move that is not
   * legal, and why (then nothing changes), or null.
   */
  restore(
    entries: readonly HistoryEntry[],
    cursor: number,
  ): { readonly index: number; readonly error: MoveError } | null {
    const bad = this.#history.restore(entries, cursor);
    if (bad) return bad;
    this.#lastMove.set(this.#history.lastMoveAt(this.cursor));
    this.#touch();
    return null;
  }

  /** Stops taking intents (a lesson step solved or lost), or takes them again. */
  freeze(on: boolean): void {
    this.#frozen.set(on);
  }

  #moveCursor(c: number, cause: ChangeCause): void {
    this.#history.moveTo(c);
    this.#selected.set(null);
    this.#moved.set([]);
    this.#lastMove.set(this.#history.lastMoveAt(c));
    this.#changed(cause);
  }

  /** Plays safe moves home, recorded as autoplay moves. Returns the cards of each, in order. */
  #runAutoplay(): Card[][] {
    const out: Card[][] = [];
    if (!this.autoplay) return out;
    for (let m = nextAutoplayMove(this.position); m !== null; m = nextAutoplayMove(this.position)) {
      out.push(liftedCards(this.position, m));
      this.#history.push({ move: m, auto: true });
    }
    return out;
  }

  /** The position is another: what was asked or hinted about the old one no longer holds. */
  #touch(): void {
    this.#asker.touch();
    this.#hint.set(null);
  }

  #changed(cause: ChangeCause, played?: Played): void {
    this.#touch();
    this.#onChange?.(cause, played);
  }

  // ---- what the player is told ------------------------------------------------------------------------

  /** Puts a sentence in the live region (see Announcer). */
  say(text: string, options: { readonly follow?: boolean } = {}): void {
    this.#announcer.say(text, options);
  }

  /** Runs `change` and announces `first` followed by whatever the change said, as one message. */
  saying(change: () => void, first: string): void {
    this.#announcer.saying(change, first);
  }

  /** Shows a message and says it (unless `speak` is false). Returns its id. */
  notify(kind: Notice['kind'], text: string, options: { readonly speak?: boolean } = {}): number {
    const id = this.#notices.show(kind, text);
    if (options.speak ?? true) this.say(text);
    return id;
  }

  /** Hides the message (only if it is still message `id`, when given). */
  dismissNotice(id?: number): void {
    this.#notices.dismiss(id);
  }

  /** Shows a hint on the board until the next change. */
  showHint(hint: HintView): void {
    this.#hint.set(hint);
  }

  clearHint(): void {
    this.#hint.set(null);
  }

  // ---- the engine --------------------------------------------------------------------------------------

  /**
   * Asks the engine about the position as it is now. The answer is `stale` when the position has
   * changed meanwhile, a newer request replaced this one, or the session has ended; `cache` shares
   * one request of this kind per position (the indicator and the Hint button ask the same).
   */
  ask<K extends keyof R & string>(
    kind: K,
    request: R[K]['request'],
    options: { readonly cache?: boolean } = {},
  ): Promise<Asked<R[K]['answer']>> {
    return this.#asker.ask(kind, request, options);
  }

  /** Ends the session: its engine requests stop, answers still on their way are dropped. */
  dispose(): void {
    this.#asker.dispose();
  }
}
