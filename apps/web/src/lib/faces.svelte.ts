/**
 * The card face the player chose, for every card under the calling component (the game page, its
 * replay): the classic face is built in; the others are loaded when first chosen, so a player who
 * keeps the classic face never downloads them. Until one arrives, the classic face shows.
 */
import { setCardFace, type CardFaceComponent } from '@cascade/ui';
import type { CardFace } from './settings.svelte.ts';

const LOADERS: Record<Exclude<CardFace, 'classic'>, () => Promise<{ default: CardFaceComponent }>> = {
  'large-index': () => import('@cascade/ui/faces/large-index'),
  'four-colour': () => import('@cascade/ui/faces/four-colour'),
};

export function useCardFace(chosen: () => CardFace): void {
  let face = $state.raw<CardFaceComponent | null>(null);
  $effect(() => {
    const id = chosen();
    if (id === 'classic') {
      face = null;
      return;
    }
    let live = true;
    LOADERS[id]().then(
      (m) => {
        if (live) face = m.default;
      },
      // Offline before it was ever loaded: the classic face stays.
      () => {},
    );
    return () => {
      live = false;
    };
  });
  setCardFace(() => face);
}
