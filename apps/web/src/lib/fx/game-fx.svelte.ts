/**
 * The game's sounds and its win: a short sound for a move, a card home, a refused move and a win
 * (off with one setting), and the classic cascade of cards over the table when a game is won
 * (not with reduced motion, nor with animations off). Both load on first use (dynamic imports):
 * none of it is in the page's first JavaScript.
 */
import type { GameController } from '$lib/game/controller.svelte.ts';
import type * as Sounds from './sounds.ts';
import type { Sound } from './sounds.ts';

export interface FxSettings {
  readonly sounds: boolean;
  readonly animations: boolean;
  readonly fourColour: boolean;
}

let soundsModule: Promise<typeof Sounds> | null = null;

function play(sound: Sound): void {
  soundsModule ??= import('./sounds.ts');
  void soundsModule.then((m) => m.playSound(sound));
}

/** Whether the player asked for less motion (the system's setting). */
export const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Sets up the sounds and the win cascade of a game view (call while the component initialises). */
export function useGameFx(game: GameController, settings: () => FxSettings): { stop: () => void } {
  let stopCascade: (() => void) | null = null;
  let wasWon = game.status === 'won';

  // A move (its cards, then autoplay's): a card sound, a higher one when the last went home.
  let firstMoved = true;
  $effect(() => {
    const moved = game.moved;
    const last = game.lastMove;
    if (firstMoved) {
      firstMoved = false;
      return;
    }
    if (moved.length === 0 || !settings().sounds) return;
    play(moved.length > 1 || last?.to.startsWith('h') ? 'home' : 'move');
  });

  // A refused move.
  $effect(() => {
    const n = game.notice;
    if (n?.kind === 'error' && settings().sounds) play('illegal');
  });

  // The win (as it happens, not a won game reopened).
  $effect(() => {
    const won = game.status === 'won';
    if (won && !wasWon && !game.assisted) {
      const s = settings();
      if (s.sounds) play('win');
      if (s.animations && !reducedMotion())
        void import('./cascade.ts').then((m) => {
          stopCascade = m.startCascade(document.body, { fourColour: s.fourColour });
        });
    }
    wasWon = won;
  });

  $effect(() => () => stopCascade?.());

  return {
    stop: () => {
      stopCascade?.();
      stopCascade = null;
    },
  };
}
