/**
 * The game's controller: @cascade/play's GameSession (the position, the history, the intents, the
 * engine client, what the live region says) and what only the game has: the clock, saving, the
 * statistics, the engine's verdicts (winnability, hints, the look back) and the solution player.
 * Components read its state and send intents; it decides nothing the session or core decides.
 */
import { cardSymbol, deal as dealPosition, pileKey } from '@cascade/core';
import type { EngineClient } from '@cascade/play/engine';
import { GameSession, type BoxFactory, type ChangeCause, type HintView } from '@cascade/play/session';
import type { KeyValueStore } from '@cascade/play/storage';
import type { Selection } from '@cascade/ui';
import type { Variant } from '@cascade/variants';
import { moveErrorText, uncapital } from '@cascade/words';
import type { EngineRequests } from './engine/protocol.ts';
import { SolutionPlayer } from './solution.svelte.ts';
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

export type WinnabilityView =
  | { readonly status: 'checking' }
  | { readonly status: 'winnable'; readonly movesLeft: number }
  | { readonly status: 'lost'; readonly summary: string; readonly immediate: boolean }
  | { readonly status: 'won' }
  | { readonly status: 'unknown'; readonly summary: string };

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

/** The causes of a change that end a solution on show: the player took the game back in hand. */
const PLAYER_CHANGES: ReadonlySet<ChangeCause> = new Set(['move', 'undo', 'redo', 'jump', 'reset']);

export class GameController extends GameSession<EngineRequests> {
  readonly variant: Variant;
  readonly deal: number;

  winnability = $state.raw<WinnabilityView>({ status: 'checking' });
  hintBusy = $state(false);
  lastWinnableBusy = $state(false);
  /** The solution player (its banner, its speed). */
  readonly player: SolutionPlayer;
  /** Statistics after the latest win (for the win screen). */
  stats = $state.raw<VariantStats | null>(null);
  /**
   * The solution player has played a move of this game: finished, it counts as played, not won (a
   * solver's win is not the player's, and its speed would set records no one could beat).
   */
  assisted = $state(false);

  readonly #store: KeyValueStore | null;
  readonly #now: () => number;
  #elapsedBefore = 0;
  #activeSince: number | null = null;
  #counted = false;
  #won = false;
  /** Why this game is not saved (a record that could not be set aside must not be replaced), or null. */
  #noSave: string | null = null;
  /** The storage message said last (said once, not after every move). */
  #saidStorage: string | null = null;
  /** Why the saved game could not be restored, said with what the first save finds. */
  #restoreProblem: string | null = null;

  constructor(options: ControllerOptions) {
    const start = dealPosition(options.variant.rules, options.deal);
    if (!start.ok) throw new Error(`cannot deal ${options.deal}: ${start.error.message}`);
    super({
      start: start.value,
      autoplay: options.autoplay ?? true,
      engine: options.engine ?? null,
      ...(options.box ? { box: options.box } : {}),
    });
    this.variant = options.variant;
    this.deal = options.deal;
    this.#store = options.store ?? null;
    this.#now = options.now ?? (() => Date.now());
    this.player = new SolutionPlayer(this, options.solutionDelayMs);
    const restored = (options.restore ?? true) && this.#restoreSaved();
    if (!restored) this.autoplayNow();
    this.#afterChange(!restored);
    if (this.#restoreProblem !== null) this.notify('error', this.#restoreProblem);
    this.#restoreProblem = null;
  }

  // ---- intents beyond the session's ---------------------------------------------------------------

  override select(sel: Selection | null): void {
    super.select(sel);
    if (sel && this.player.view?.status !== 'loading') this.player.pause();
  }

  override setAutoplay(on: boolean): void {
    // While the solution plays, its line has its own moves home: autoplay waits.
    super.setAutoplay(on, { playWaiting: !this.player.playing });
  }

  /** Starts the deal again. A counted, unfinished game counts as given up. */
  restart(): void {
    this.abandon();
    this.player.close();
    this.#elapsedBefore = 0;
    this.#activeSince = null;
    this.#counted = false;
    this.#won = false;
    this.assisted = false;
    this.stats = null;
    this.reset(`Deal ${this.deal} restarted.`);
  }

  /** Records giving up this game in the statistics (restart, new game). */
  abandon(): void {
    if (this.#counted && !this.#won) updateStats(this.#store, this.variant.id, recordAbandon);
    this.#counted = false;
  }

  protected override changed(cause: ChangeCause): void {
    if (PLAYER_CHANGES.has(cause)) this.player.close();
    if (cause === 'solution') this.assisted = true;
    if (cause === 'move' || cause === 'solution') {
      if (!this.#counted) {
        this.#counted = true;
        this.stats = updateStats(this.#store, this.variant.id, recordStart);
      }
      this.#activeSince ??= this.#now();
    }
    this.#afterChange(true);
  }

  #afterChange(save: boolean): void {
    if (this.status === 'won') this.#onWin();
    if (save) this.save();
    this.#checkWinnability();
  }

  #onWin(): void {
    this.winnability = { status: 'won' };
    this.player.close();
    this.#pauseClock();
    if (this.#won) {
      // A won game reopened (a reload): the win screen shows the statistics as they stand.
      this.stats ??= loadStats(this.#store, this.variant.id);
      return;
    }
    this.#won = true;
    if (this.assisted) {
      // Played and not won: the streak ends, and no record is set.
      this.stats = updateStats(this.#store, this.variant.id, recordAbandon);
      this.say(
        `The solution player finished deal ${this.deal} in ${this.cursor} moves. It counts as played, not won.`,
      );
      return;
    }
    this.stats = updateStats(this.#store, this.variant.id, (s) =>
      recordWin(s, { moves: this.cursor, timeMs: Math.round(this.elapsed()) }),
    );
    this.say(`You won deal ${this.deal} in ${this.cursor} moves!`);
  }

  // ---- the clock ----------------------------------------------------------------------------------

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
    if (this.#activeSince === null && this.cursor > 0 && !this.#won) this.#activeSince = this.#now();
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
      moves: savedMoves(this.history),
      cursor: this.cursor,
      elapsedMs: Math.round(this.elapsed()),
      counted: this.#counted,
      won: this.#won,
      assisted: this.assisted,
      updatedAt: this.#now(),
    };
  }

  save(): void {
    if (!this.#store || this.#noSave !== null) return;
    const r = saveGame(this.#store, this.toSaved());
    const said = r.ok ? r.notice : `Your game is not saved: ${r.error}`;
    if (this.#restoreProblem !== null) {
      // The first save after a failed restore: one message says both.
      this.#restoreProblem = `${this.#restoreProblem}${said === null ? '' : ` ${said}`}`;
    } else if (said !== null && said !== this.#saidStorage) this.notify(r.ok ? 'info' : 'error', said);
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
    const bad = this.restore(entries.value, saved.cursor);
    if (bad) return fail(`move ${bad.index + 1} is not legal (${moveErrorText(bad.error)})`);
    this.#elapsedBefore = saved.elapsedMs;
    this.#counted = saved.counted;
    this.#won = saved.won;
    this.assisted = saved.assisted;
    if (saved.cursor > 0 && !saved.won)
      this.notify('info', `Welcome back: your game of deal ${this.deal} is as you left it.`);
    return true;
  }

  // ---- the engine: winnability, hints, the last winnable point ---------------------------------------

  #checkWinnability(): void {
    const pos = this.position;
    const status = this.status;
    if (status === 'won') return;
    if (status === 'lost') {
      const c = pos.pendingCell === null ? undefined : pos.cells[pos.pendingCell];
      const summary =
        typeof c === 'number'
          ? `Lost at once: the ${cardSymbol(c)} went into a free cell and no move can take it out again.`
          : 'Lost: no legal move is left.';
      this.winnability = { status: 'lost', summary, immediate: true };
      this.say(summary);
      return;
    }
    if (!this.engine) {
      this.winnability = { status: 'unknown', summary: 'Winnability is not checked here.' };
      return;
    }
    this.winnability = { status: 'checking' };
    void this.ask('analyze', this.snapshot(), { cache: true }).then((r) => {
      if (r.status === 'stale') return;
      if (r.status === 'failed') {
        this.winnability = { status: 'unknown', summary: 'The engine could not check this position.' };
        return;
      }
      const a = r.answer;
      const before = this.winnability.status;
      this.winnability =
        a.status === 'winnable'
          ? { status: 'winnable', movesLeft: a.hint?.movesLeft ?? 0 }
          : a.status === 'lost'
            ? { status: 'lost', summary: a.summary, immediate: false }
            : a.status === 'won'
              ? { status: 'won' }
              : { status: 'unknown', summary: a.summary };
      if (a.status === 'lost' && before !== 'lost')
        this.say(
          `${a.summary} ${this.canUndo ? 'You can undo to the last winnable position.' : 'Try another deal.'}`,
        );
    });
  }

  /** Shows the next good move: highlighted on the board, with the sentence and the reason. */
  async requestHint(): Promise<HintView | null> {
    if (!this.engine || this.status !== 'playing') {
      if (this.status === 'lost') this.notify('error', 'No hint: no legal move is left.');
      return null;
    }
    const t0 = performance.now();
    this.engine.wake();
    this.hintBusy = true;
    try {
      const r = await this.ask('analyze', this.snapshot(), { cache: true });
      if (r.status !== 'answered') return null;
      const a = r.answer;
      if (a.hint) {
        const h = a.hint;
        const view: HintView = {
          move: h.move,
          sentence: h.sentence,
          reason: h.reason,
          highlight: { cards: h.cards, from: pileKey(h.move.from), to: pileKey(h.move.to) },
          latencyMs: performance.now() - t0,
        };
        this.showHint(view);
        this.say(`Hint: ${h.sentence} ${h.reason}`);
        return view;
      }
      if (a.status === 'lost')
        this.notify(
          'error',
          this.canUndo
            ? `No hint: ${uncapital(a.summary)} Undo to the last winnable position to play on.`
            : `No hint: deal ${this.deal} cannot be won, whatever you play. Try another deal.`,
        );
      else this.notify('info', a.summary);
      return null;
    } finally {
      this.hintBusy = false;
    }
  }

  /** After a loss: back to the latest position from which the game could still be won. */
  async undoToLastWinnable(): Promise<void> {
    if (!this.engine) return;
    this.lastWinnableBusy = true;
    try {
      const r = await this.ask('lastWinnable', this.snapshot());
      if (r.status === 'failed') this.notify('error', 'The engine could not look back through the game.');
      if (r.status !== 'answered') return;
      switch (r.answer.status) {
        case 'found': {
          const index = r.answer.index ?? 0;
          // Your moves taken back (autoplay's go with them); the redo tail beyond is not counted.
          const back = this.history.slice(index, this.cursor).filter((e) => !e.auto).length;
          this.undoTo(index);
          this.notify(
            'info',
            index === 0
              ? 'Back to the start of the deal: every move since made the game unwinnable.'
              : `Back ${back} move${back === 1 ? '' : 's'}, to the last position from which the game can be won.`,
          );
          break;
        }
        case 'not-lost':
          this.notify('info', 'The game can still be won from here.');
          break;
        case 'never':
          this.notify('info', `Deal ${this.deal} cannot be won at all, even from the start.`);
          break;
        case 'unknown':
          this.notify('info', 'The last winnable position could not be found within the time allowed.');
          break;
      }
    } finally {
      this.lastWinnableBusy = false;
    }
  }

  override dispose(): void {
    this.player.pause();
    this.#pauseClock();
    super.dispose();
  }
}
