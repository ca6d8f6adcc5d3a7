/**
 * The solution player: asks the solver (in the engine's worker) for a line from the position as it
 * is, then plays it a move at a time or at the chosen speed. Its moves are the solver's, played
 * exactly (the session's `solution` cause: no autoplay after them).
 */
import type { Move } from '@cascade/core';
import type { GameSession } from '@cascade/play/session';
import type { EngineRequests } from './engine/protocol.ts';

export type SolutionView =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly moves: readonly Move[];
      readonly index: number;
      readonly playing: boolean;
    }
  | { readonly status: 'failed'; readonly message: string };

export class SolutionPlayer {
  /** What the solution banner shows; null when there is no solution on show. */
  view = $state.raw<SolutionView | null>(null);
  /** Milliseconds between moves when it plays. */
  delayMs = $state(350);

  readonly #session: GameSession<EngineRequests>;
  #timer: ReturnType<typeof setTimeout> | null = null;

  readonly #onShown: () => void;

  /** `onShown`: called when a solution is on show (the game's record says the solution was seen). */
  constructor(session: GameSession<EngineRequests>, delayMs = 350, onShown: () => void = () => undefined) {
    this.#session = session;
    this.delayMs = delayMs;
    this.#onShown = onShown;
  }

  /** A line is playing by itself. */
  get playing(): boolean {
    return this.view?.status === 'ready' && this.view.playing;
  }

  /** Asks the solver for a solution from the current position. */
  async show(): Promise<void> {
    const session = this.#session;
    if (!session.engine || session.status !== 'playing') return;
    this.pause();
    this.view = { status: 'loading' };
    const r = await session.ask('solve', session.snapshot());
    if (r.status === 'stale') return;
    if (r.status === 'failed') {
      this.view = { status: 'failed', message: 'The solver stopped unexpectedly.' };
      return;
    }
    const a = r.answer;
    if (a.status === 'solved' && a.moves) {
      this.view = { status: 'ready', moves: a.moves, index: 0, playing: false };
      this.#onShown();
      session.say(`Solution found: ${a.moves.length} moves. Step through it or play it.`);
    } else {
      const message =
        a.status === 'unsolvable'
          ? 'There is no solution: this game can no longer be won.'
          : 'No solution was found within the time allowed.';
      this.view = { status: 'failed', message };
      session.say(message);
    }
  }

  /** Plays the next move of the solution. Returns false when there is none. */
  step(): boolean {
    const s = this.view;
    if (s?.status !== 'ready' || s.index >= s.moves.length) return false;
    const m = s.moves[s.index] as Move;
    if (this.#session.refusal(m) !== null) {
      this.pause();
      this.view = { status: 'failed', message: 'The game has changed: ask for the solution again.' };
      return false;
    }
    this.#session.play(m, 'solution');
    // The last move won the game: the win screen replaces the player.
    if (this.view?.status !== 'ready') return true;
    const index = s.index + 1;
    this.view = { ...s, index, playing: s.playing && index < s.moves.length };
    if (index >= s.moves.length) this.#stopTimer();
    return true;
  }

  /** Plays the rest, a move every `delayMs`. */
  play(): void {
    const s = this.view;
    if (s?.status !== 'ready') return;
    this.view = { ...s, playing: true };
    const tick = () => {
      this.#timer = null;
      if (!this.playing || this.#session.disposed) return;
      const stepped = this.step();
      const after = this.view;
      if (stepped && after?.status === 'ready' && after.playing) this.#timer = setTimeout(tick, this.delayMs);
    };
    this.#stopTimer();
    this.#timer = setTimeout(tick, 0);
  }

  /** Stops playing (the line stays on show). */
  pause(): void {
    this.#stopTimer();
    const s = this.view;
    if (s?.status === 'ready' && s.playing) this.view = { ...s, playing: false };
  }

  /** Takes the solution away (a search under way is cancelled). */
  close(): void {
    this.#stopTimer();
    if (this.view?.status === 'loading') this.#session.engine?.cancel('solve');
    this.view = null;
  }

  #stopTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
