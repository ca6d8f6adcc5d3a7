/**
 * The game's controller: @cascade/play's GameSession (the position, the history, the intents, the
 * engine client, what the live region says) and what only the game has: the clock, saving, the
 * statistics, and, in modules of their own, the engine's verdicts (verdicts.svelte.ts: winnability,
 * hints, the look back) and the solution player (solution.svelte.ts).
 * Components read its state and send intents; it decides nothing the session or core decides.
 */
import { deal as dealPosition } from '@cascade/core';
import type { EngineClient } from '@cascade/play/engine';
import { isAssisted, winScore, type HelpUsed } from '@cascade/play/score';
import {
  GameSession,
  showSession,
  type BoxFactory,
  type ChangeCause,
  type HintView,
  type HistoryEntry,
} from '@cascade/play/session';
import { countMoves, type MoveCounts } from '@cascade/play/record';
import type { KeyValueStore } from '@cascade/play/storage';
import { newTabId, revisionOf, type Revision } from '@cascade/play/sync';
import type { Selection } from '@cascade/ui';
import type { Variant } from '@cascade/variants';
import { moveErrorText, solutionPlayerFinished } from '@cascade/words';
import type { EngineRequests } from './engine/protocol.ts';
import { SolutionPlayer } from './solution.svelte.ts';
import { Verdicts } from './verdicts.svelte.ts';
import {
  checkSavedShape,
  loadSavedGame,
  saveGame,
  SAVED_GAME_VERSION,
  savedEntries,
  savedMoves,
  setAsideGame,
  type SavedGame,
} from './saved.ts';
import { loadStats, recordAbandon, recordStart, recordWin, updateStats, type VariantStats } from './stats.ts';

export interface ControllerOptions {
  readonly variant: Variant;
  readonly deal: number;
  /** Where games and statistics are saved; null: nowhere. */
  readonly store?: KeyValueStore | null;
  /** The engine (workers in the app); null: no hints, no winnability. */
  readonly engine?: EngineClient<EngineRequests> | null;
  /** Safe autoplay to the foundations. Default true. */
  readonly autoplay?: boolean;
  /** Milliseconds between solution moves when playing. Default 350. */
  readonly solutionDelayMs?: number;
  /** Restore the saved game of this deal if there is one. Default true. */
  readonly restore?: boolean;
  readonly now?: () => number;
  /** Boxes the page watches (@cascade/ui's stateBox); plain ones in tests. */
  readonly box?: BoxFactory;
}

/** Said when this tab's move was not saved because another tab played on. */
export const ELSEWHERE =
  'This game was played on in another tab: your last move here is not saved, so as not to undo the moves made there.';
/** Said when this tab follows another's moves. */
export const FOLLOWED = 'This game was played on in another tab: it is shown here as it stands there.';

/** The causes of a change that end a solution on show: the player took the game back in hand. */
const PLAYER_CHANGES: ReadonlySet<ChangeCause> = new Set(['move', 'undo', 'redo', 'jump', 'reset']);

class GameOwn {
  /** The session this controller adds to (composition: see @cascade/play/session's compose.ts). */
  readonly session: GameSession<EngineRequests>;
  readonly variant: Variant;
  readonly deal: number;

  /** The engine's verdicts: winnability, hints, the way back to the last winnable position. */
  readonly verdicts: Verdicts;
  /** The solution player (its banner, its speed). */
  readonly player: SolutionPlayer;
  /** Statistics after the latest win (for the win screen). */
  stats = $state.raw<VariantStats | null>(null);
  /**
   * The solution player has played a move of this game: finished, it counts as played, not won (a
   * solver's win is not the player's, and its speed would set records no one could beat).
   */
  assisted = $state(false);
  /**
   * Another tab saved this game after this one last did, and this tab's move could not be saved
   * without losing that tab's: nothing more is saved here until the player continues (`takeOver`).
   */
  elsewhere = $state(false);
  /** Wins of the player's recorded by this tab (one a game, whatever undo and redo do after). */
  wins = $state(0);
  /** Games the solution player finished in this tab (one a game): logged, marked assisted. */
  solved = $state(0);
  /** Hints shown in this game (saved with it). */
  hints = $state(0);
  /** Moves undone in this game (saved with it). */
  undos = $state(0);
  /** The solution was shown in this game (saved with it): a win after it is assisted. */
  solutionShown = $state(false);

  readonly #store: KeyValueStore | null;
  readonly #now: () => number;
  #elapsedBefore = 0;
  #activeSince: number | null = null;
  #counted = false;
  #won = false;
  /** The game as it was before a restart (Undo puts it back), until the next move; else null. */
  #beforeRestart: { entries: readonly HistoryEntry[]; cursor: number; moves: number } | null = null;
  /** Why this game is not saved (a record that could not be set aside must not be replaced), or null. */
  #noSave: string | null = null;
  /** The storage message said last (said once, not after every move). */
  #saidStorage: string | null = null;
  /** Why the saved game could not be restored, said with what the first save finds. */
  #restoreProblem: string | null = null;
  /** The revision of the saved game this tab loaded or wrote last (null: none, or one from before revisions). */
  #rev: Revision | null = null;
  /** The game's identity (a finished deal played again is a new game). */
  #id = newTabId();

  constructor(options: ControllerOptions) {
    const start = dealPosition(options.variant.rules, options.deal);
    if (!start.ok) throw new Error(`cannot deal ${options.deal}: ${start.error.message}`);
    this.session = new GameSession({
      onChange: (cause) => this.#changed(cause),
      start: start.value,
      autoplay: options.autoplay ?? true,
      engine: options.engine ?? null,
      ...(options.box ? { box: options.box } : {}),
    });
    this.variant = options.variant;
    this.deal = options.deal;
    this.#store = options.store ?? null;
    this.#now = options.now ?? (() => Date.now());
    this.player = new SolutionPlayer(this.session, options.solutionDelayMs, () => {
      this.solutionShown = true;
      this.save();
    });
    // The verdicts ask the game as the page sees it: its own undo (a restart taken back) first.
    this.verdicts = new Verdicts(this as unknown as GameController);
    const restored = (options.restore ?? true) && this.#restoreSaved();
    if (!restored) this.session.autoplayNow();
    this.#afterChange(!restored);
    if (this.#restoreProblem !== null) this.session.notify('error', this.#restoreProblem);
    this.#restoreProblem = null;
  }

  // ---- intents beyond the session's ---------------------------------------------------------------

  select(sel: Selection | null): void {
    this.session.select(sel);
    if (sel && this.player.view?.status !== 'loading') this.player.pause();
  }

  setAutoplay(on: boolean): void {
    // While the solution plays, its line has its own moves home: autoplay waits.
    this.session.setAutoplay(on, { playWaiting: !this.player.playing });
  }

  /**
   * Starts the deal again, undoably: Undo puts the game back as it was, until the next move. It is
   * the same game (its clock goes on, it is not counted twice), given up only if the player leaves
   * it unfinished (`abandon`).
   */
  restart(): void {
    this.player.close();
    if (this.#won) {
      // A finished game played again is a new game: counted anew, its own clock, the player's own.
      this.#elapsedBefore = 0;
      this.#activeSince = null;
      this.#counted = false;
      this.#won = false;
      this.assisted = false;
      this.hints = 0;
      this.undos = 0;
      this.solutionShown = false;
      this.stats = null;
      this.#beforeRestart = null;
      this.#id = newTabId();
      this.session.reset(`Deal ${this.deal} restarted.`);
      return;
    }
    const before = {
      entries: this.session.history,
      cursor: this.session.cursor,
      moves: this.session.moveCount,
    };
    this.session.reset(
      `Deal ${this.deal} restarted. Undo brings your ${before.moves} move${before.moves === 1 ? '' : 's'} back.`,
    );
    this.#beforeRestart = before.moves > 0 ? before : null;
  }

  /** Undo also takes back a restart (when nothing of the player's was played since). */
  get canUndo(): boolean {
    return this.session.canUndo || this.#beforeRestart !== null;
  }

  undo(): void {
    const before = this.#beforeRestart;
    if (this.session.canUndo || !before) {
      this.session.undo();
      return;
    }
    this.#beforeRestart = null;
    this.session.restore(before.entries, before.cursor);
    this.session.saying(
      () => this.#afterChange(true),
      `Restart undone: your ${before.moves} move${before.moves === 1 ? '' : 's'} are back.`,
    );
  }

  /** What stored data set aside, or left alone for want of room, means for the player. */
  readonly #sayStorage = (notice: string, kind: 'info' | 'error'): void => {
    this.session.notify(kind, notice);
  };

  /** Records giving up this game in the statistics (leaving it unfinished: a new game). */
  abandon(): void {
    if (this.#counted && !this.#won)
      updateStats(this.#store, this.variant.id, recordAbandon, this.#sayStorage);
    this.#counted = false;
  }

  /** A hint on show counts in the game's record. */
  showHint(hint: HintView): void {
    this.session.showHint(hint);
    if (this.session.status === 'playing') this.hints++;
  }

  /** What the player used: hints, undos, the solution (@cascade/play/score). */
  get help(): HelpUsed {
    return { hints: this.hints, undos: this.undos, solution: this.solutionShown || this.assisted };
  }

  /** The score of the game won (@cascade/play/score), or null while it is not won. */
  get score(): number | null {
    if (this.session.status !== 'won') return null;
    const cards = this.session.position.foundations.reduce((n, c) => n + c, 0);
    return winScore({ cards, moves: this.session.moveCount, timeMs: Math.round(this.elapsed()) });
  }

  #changed(cause: ChangeCause): void {
    if (cause === 'undo' || cause === 'jump') this.undos++;
    if (cause !== 'reset') this.#beforeRestart = null;
    if (PLAYER_CHANGES.has(cause)) this.player.close();
    if (cause === 'solution') this.assisted = true;
    if (cause === 'move' || cause === 'solution') {
      // Another tab counted this game already (its save not yet followed here): not counted twice.
      if (!this.#counted && this.#storedElsewhere()?.counted === true) this.#counted = true;
      if (!this.#counted) {
        this.#counted = true;
        this.stats = updateStats(this.#store, this.variant.id, recordStart, this.#sayStorage);
      }
      this.#activeSince ??= this.#now();
    }
    this.#afterChange(true);
  }

  #afterChange(save: boolean): void {
    if (this.session.status === 'won') this.#onWin();
    if (save) this.save();
    this.verdicts.check();
  }

  #onWin(): void {
    this.verdicts.won();
    this.player.close();
    this.#pauseClock();
    if (this.#won) {
      // A won game reopened (a reload): the win screen shows the statistics as they stand.
      this.stats ??= loadStats(this.#store, this.variant.id);
      return;
    }
    this.#won = true;
    if (this.assisted) this.solved++;
    else this.wins++;
    if (this.assisted) {
      // Played and not won: the streak ends, and no record is set.
      this.stats = updateStats(this.#store, this.variant.id, recordAbandon, this.#sayStorage);
      this.session.say(solutionPlayerFinished(this.deal, this.session.moveCount));
      return;
    }
    // With a hint or the solution shown: a win, but no record.
    const records = !isAssisted(this.help);
    const score = this.score ?? 0;
    this.stats = updateStats(
      this.#store,
      this.variant.id,
      (s) =>
        recordWin(s, { moves: this.session.moveCount, timeMs: Math.round(this.elapsed()), score, records }),
      this.#sayStorage,
    );
    this.session.say(
      `You won deal ${this.deal} in ${this.session.moveCount} move${this.session.moveCount === 1 ? '' : 's'}! Score ${score.toLocaleString('en-US')}.${records ? '' : ' With help, it sets no record.'}`,
    );
  }

  // ---- the clock ----------------------------------------------------------------------------------

  /** The moves applied, counted as everywhere: the player's, autoplay's apart (@cascade/play/record). */
  get counts(): MoveCounts {
    return countMoves(this.session.history.slice(0, this.session.cursor));
  }

  /** Playing time so far, ms. */
  elapsed(now = this.#now()): number {
    return this.#elapsedBefore + (this.#activeSince === null ? 0 : Math.max(0, now - this.#activeSince));
  }

  /** Stops the clock (page hidden). */
  pause(): void {
    this.#pauseClock();
    this.save();
  }

  /** Restarts the clock (page visible again) if the game is under way. */
  resume(): void {
    if (this.#activeSince === null && this.session.cursor > 0 && !this.#won) this.#activeSince = this.#now();
  }

  #pauseClock(): void {
    if (this.#activeSince !== null) {
      this.#elapsedBefore = this.elapsed();
      this.#activeSince = null;
    }
  }

  // ---- saving -------------------------------------------------------------------------------------

  toSaved(): SavedGame {
    return {
      v: SAVED_GAME_VERSION,
      variant: this.variant.id,
      deal: this.deal,
      moves: savedMoves(this.session.history),
      cursor: this.session.cursor,
      elapsedMs: Math.round(this.elapsed()),
      counted: this.#counted,
      won: this.#won,
      assisted: this.assisted,
      updatedAt: this.#now(),
      id: this.#id,
      ...(this.hints > 0 ? { hints: this.hints } : {}),
      ...(this.undos > 0 ? { undos: this.undos } : {}),
      ...(this.solutionShown ? { shown: true } : {}),
    };
  }

  /** The game's identity: the same in every tab, one a game (the game log keeps a game once). */
  get gameId(): string {
    return this.#id;
  }

  save(): void {
    if (!this.#store || this.#noSave !== null || this.elsewhere) return;
    const r = saveGame(this.#store, this.toSaved(), this.#rev);
    if (!r.ok && r.stale === true) {
      this.elsewhere = true;
      this.session.say(ELSEWHERE);
      return;
    }
    if (r.ok && r.rev !== undefined) this.#rev = r.rev;
    const said = r.ok ? r.notice : `Your game is not saved: ${r.error}`;
    if (this.#restoreProblem !== null) {
      // The first save after a failed restore: one message says both.
      this.#restoreProblem = `${this.#restoreProblem}${said === null ? '' : ` ${said}`}`;
    } else if (said !== null && said !== this.#saidStorage)
      this.session.notify(r.ok ? 'info' : 'error', said);
    this.#saidStorage = said;
  }

  /** Restores the saved game of this deal; a bad record is set aside, with a message, for a fresh game. */
  #restoreSaved(): boolean {
    const raw = loadSavedGame(this.#store, this.variant.id, this.deal);
    if (raw.ok && raw.value === undefined) return false;
    const fail = (why: string): false => {
      // The record is kept aside, as it was (the whole store, if unreadable, is set aside by saveGame).
      if (raw.ok && !setAsideGame(this.#store, this.variant.id, this.deal)) {
        this.#noSave = why;
        this.#restoreProblem = `Your saved game of this deal could not be restored: ${why}. There is no room to keep a copy of it, so it is left as it was, and this game will not be saved.`;
        return false;
      }
      this.#restoreProblem = `Your saved game of this deal could not be restored: ${why}. A new game has started.`;
      return false;
    };
    if (!raw.ok) return fail(raw.error);
    const shape = checkSavedShape(raw.value, this.variant.id, this.deal);
    if (!shape.ok) return fail(shape.error);
    const saved = shape.value;
    const entries = savedEntries(saved);
    if (!entries.ok) return fail(entries.error);
    const bad = this.session.restore(entries.value, saved.cursor);
    if (bad) return fail(`move ${bad.index + 1} is not legal (${moveErrorText(bad.error)})`);
    this.#take(saved);
    if (saved.cursor > 0 && !saved.won)
      this.session.notify('info', `Welcome back: your game of deal ${this.deal} is as you left it.`);
    return true;
  }

  /** What a saved record brings besides its moves: the clock, the counts, the revision, the identity. */
  #take(saved: SavedGame): void {
    this.#elapsedBefore = saved.elapsedMs;
    this.#counted = saved.counted;
    this.#won = saved.won;
    this.assisted = saved.assisted;
    this.hints = saved.hints ?? 0;
    this.undos = saved.undos ?? 0;
    this.solutionShown = saved.shown ?? false;
    this.#rev = saved.rev ?? null;
    if (saved.id !== undefined) this.#id = saved.id;
  }

  /** The game as another tab saved it after this one last did, read whole; else null. */
  #storedElsewhere(): SavedGame | null {
    const raw = loadSavedGame(this.#store, this.variant.id, this.deal);
    if (!raw.ok || raw.value === undefined || revisionOf(raw.value) === this.#rev) return null;
    const shape = checkSavedShape(raw.value, this.variant.id, this.deal);
    return shape.ok ? shape.value : null;
  }

  /**
   * Follows another tab (its save seen by the storage event, or the page shown again): this tab,
   * which has nothing unsaved, shows the game as that tab saved it. A tab whose own move could not
   * be saved waits for the player (`takeOver`).
   */
  follow(): void {
    if (this.elsewhere || this.#noSave !== null) return;
    const saved = this.#storedElsewhere();
    if (saved) this.#adopt(saved);
  }

  /** "Continue here": the game as the other tab left it, saved from here on. */
  takeOver(): void {
    const saved = this.#storedElsewhere();
    this.elsewhere = false;
    if (saved) this.#adopt(saved);
    else this.save();
  }

  /** Shows a game saved by another tab: its moves (checked by the session), its clock, its counts. */
  #adopt(saved: SavedGame): void {
    const entries = savedEntries(saved);
    if (!entries.ok) return;
    const same =
      saved.cursor === this.session.cursor &&
      JSON.stringify(saved.moves) === JSON.stringify(savedMoves(this.session.history));
    if (!same) {
      const bad = this.session.restore(entries.value, saved.cursor);
      if (bad) return;
      this.player.close();
      this.select(null);
      this.#beforeRestart = null;
    }
    const running = this.#activeSince !== null;
    this.#take(saved);
    this.#activeSince = running && !saved.won && saved.cursor > 0 ? this.#now() : null;
    if (!saved.won) this.stats = null;
    if (same) return;
    if (this.session.status === 'won') this.#onWin();
    this.verdicts.check();
    this.session.notify('info', FOLLOWED);
  }

  dispose(): void {
    this.player.pause();
    this.#pauseClock();
    this.session.dispose();
  }
}

/** GameController: its own members, then its session's (showSession). */
export const GameController = showSession(GameOwn);
export type GameController = InstanceType<typeof GameController>;
