/**
 * "Random deal" and "New game": a deal as the player's settings wish (winnable, of a difficulty,
 * or any), from the deal atlas, or, for rules it does not know, checked by the engine's worker. Imported dynamically by the pages, so the atlas's reader and files
 * load when a player first asks for a deal, not with the page.
 */
import type { Variant } from '@cascade/variants';
import { randomDeal } from '$lib/game/links.ts';
import { leaveNotice } from '$lib/game/pending-notice.ts';
import type { SettingsData } from '$lib/settings.svelte.ts';
import { pickDeal, type AtlasClient } from './atlas.ts';
import { pageAtlas } from './page-atlas.ts';
import { engineVerdict } from './checked-deal.ts';
import { engineClient } from '../engine/client.ts';
import type { EngineRequests } from '../engine/protocol.ts';
import type { EngineClient } from '@cascade/play/engine';

function randomSeed(): number {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return (a[0] as number) * 2 ** 21 + ((a[1] as number) >>> 11);
}

/**
 * The deal to play next; what the player should know about it (the atlas could not be read, so it
 * is any deal) is left for the game page to show.
 */
export async function nextDeal(
  variant: Variant,
  wish: Pick<SettingsData, 'winnableDeals' | 'dealLevel'>,
  atlas: AtlasClient = pageAtlas(),
): Promise<number> {
  // Where the atlas does not know the rules, the engine's worker checks the deals (started only then).
  let engine: EngineClient<EngineRequests> | null = null;
  const check =
    typeof Worker === 'undefined'
      ? undefined
      : (n: number) => {
          engine ??= engineClient();
          engine.wake();
          return engineVerdict(engine, variant.rules)(n);
        };
  try {
    const picked = await pickDeal(
      atlas,
      variant,
      { winnable: wish.winnableDeals, level: wish.dealLevel },
      { seed: randomSeed(), fallback: () => randomDeal(variant), ...(check ? { check } : {}) },
    );
    if (picked.note !== null) leaveNotice(picked.note);
    return picked.deal;
  } finally {
    (engine as EngineClient<EngineRequests> | null)?.dispose();
  }
}
