/**
 * The engine's verdicts on a game, for the game page: whether it can still be won (the indicator),
 * the next good move (the Hint button), and the way back to the last position from which it could
 * be won. The engine answers in its worker; an answer counts only for the position it was asked about.
 */
import { pileKey } from '@cascade/core';
import type { GameSession, HintView } from '@cascade/play/session';
import { lostText, uncapital } from '@cascade/words';
import type { EngineRequests } from './engine/protocol.ts';

export type WinnabilityView =
  | { readonly status: 'checking' }
  | { readonly status: 'winnable'; readonly movesLeft: number }
  | {
      readonly status: 'lost';
      readonly summary: string;
      readonly immediate: boolean;
      /** The deal itself cannot be won (no move of the player's lost it): undoing cannot help. */
      readonly deal?: boolean;
    }
  | { readonly status: 'won' }
  | { readonly status: 'unknown'; readonly summary: string };

/** The game the verdicts are about: its session and its deal number. */
/** What the verdicts ask of the game: its session's answers, its own undo, its deal. */
type Game = Pick<
  GameSession<EngineRequests>,
  | 'canUndo'
  | 'cursor'
  | 'engine'
  | 'notify'
  | 'position'
  | 'say'
  | 'showHint'
  | 'snapshot'
  | 'status'
  | 'undoTo'
  | 'ask'
  | 'history'
> & { readonly deal: number };

export class Verdicts {
  winnability = $state.raw<WinnabilityView>({ status: 'checking' });
  hintBusy = $state(false);
  /**
   * The engine's verdicts as they arrive (a loss found after a move), said in a live region of their
   * own: the move's announcement, made a moment before, is not replaced before it is heard.
   */
  spoken = $state('');
  lastWinnableBusy = $state(false);

  readonly #game: Game;

  constructor(game: Game) {
    this.#game = game;
  }

  /** The game is won: nothing to ask. */
  won(): void {
    this.winnability = { status: 'won' };
  }

  /** Asks whether the position can still be won (a loss at once is core's, the rest the engine's). */
  check(): void {
    const pos = this.#game.position;
    const status = this.#game.status;
    if (status === 'won') return;
    if (status === 'lost') {
      const summary = lostText(pos);
      this.winnability = { status: 'lost', summary, immediate: true };
      this.#game.say(summary);
      return;
    }
    if (!this.#game.engine) {
      this.winnability = { status: 'unknown', summary: 'Winnability is not checked here.' };
      return;
    }
    this.winnability = { status: 'checking' };
    void this.#game.ask('analyze', this.#game.snapshot(), { cache: true }).then((r) => {
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
      if (a.status !== 'lost' || before === 'lost') return;
      if (!this.#game.canUndo) {
        // Lost before any move of the player's: the deal itself cannot be won.
        this.winnability = { status: 'lost', summary: a.summary, immediate: false, deal: true };
        this.#sayVerdict(`${a.summary} Try another deal.`);
        return;
      }
      // Lost after moves of the player's: was it ever winnable? If not, undoing cannot help.
      void this.#game.ask('lastWinnable', this.#game.snapshot()).then((back) => {
        if (back.status !== 'answered' || this.winnability.status !== 'lost') return;
        if (back.answer.status === 'never') {
          this.winnability = { ...this.winnability, deal: true };
          this.#sayVerdict(
            `${a.summary} Deal ${this.#game.deal} cannot be won from the start either: try another deal.`,
          );
        } else this.#sayVerdict(`${a.summary} You can undo to the last winnable position.`);
      });
    });
  }

  #sayVerdict(text: string): void {
    // The same words twice are varied invisibly, so they are said again.
    this.spoken = text === this.spoken ? `${text}\u00a0` : text;
  }

  /** Shows the next good move: highlighted on the board, with the sentence and the reason. */
  async requestHint(): Promise<HintView | null> {
    if (!this.#game.engine || this.#game.status !== 'playing') {
      if (this.#game.status === 'lost') this.#game.notify('error', 'No hint: no legal move is left.');
      return null;
    }
    const t0 = performance.now();
    this.#game.engine.wake();
    this.hintBusy = true;
    try {
      const r = await this.#game.ask('analyze', this.#game.snapshot(), { cache: true });
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
        this.#game.showHint(view);
        this.#game.say(`Hint: ${h.sentence} ${h.reason}`);
        return view;
      }
      if (a.status === 'lost')
        this.#game.notify(
          'error',
          this.#game.canUndo && !(this.winnability.status === 'lost' && this.winnability.deal === true)
            ? `No hint: ${uncapital(a.summary)} Undo to the last winnable position to play on.`
            : `No hint: deal ${this.#game.deal} cannot be won, whatever you play. Try another deal.`,
        );
      else this.#game.notify('info', a.summary);
      return null;
    } finally {
      this.hintBusy = false;
    }
  }

  /** After a loss: back to the latest position from which the game could still be won. */
  async undoToLastWinnable(): Promise<void> {
    if (!this.#game.engine) return;
    this.lastWinnableBusy = true;
    try {
      const r = await this.#game.ask('lastWinnable', this.#game.snapshot());
      if (r.status === 'failed')
        this.#game.notify('error', 'The engine could not look back through the game.');
      if (r.status !== 'answered') return;
      switch (r.answer.status) {
        case 'found': {
          const index = r.answer.index ?? 0;
          // Your moves taken back (autoplay's go with them); the redo tail beyond is not counted.
          const back = this.#game.history.slice(index, this.#game.cursor).filter((e) => !e.auto).length;
          this.#game.undoTo(index);
          this.#game.notify(
            'info',
            index === 0
              ? 'Back to the start of the deal: every move since made the game unwinnable.'
              : `Back ${back} move${back === 1 ? '' : 's'}, to the last position from which the game can be won.`,
          );
          break;
        }
        case 'not-lost':
          this.#game.notify('info', 'The game can still be won from here.');
          break;
        case 'never':
          this.#game.notify('info', `Deal ${this.#game.deal} cannot be won at all, even from the start.`);
          break;
        case 'unknown':
          this.#game.notify('info', 'The last winnable position could not be found within the time allowed.');
          break;
      }
    } finally {
      this.lastWinnableBusy = false;
    }
  }
}
