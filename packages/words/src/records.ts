/** A game's record said: its moves (the player's, autoplay's apart), its result. */
import { plural } from './phrases.ts';

/** "58 moves", and autoplay's apart when it made any: "58 moves (and 40 by autoplay)". */
export function movesPhrase(c: { readonly player: number; readonly auto: number }): string {
  const own = plural(c.player, 'move');
  return c.auto === 0 ? own : `${own} (and ${c.auto} by autoplay)`;
}
