/** Today's deal of the day from the deal atlas: a winnable FreeCell deal, the same for everyone. */
import { err, ok, type Result } from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { DAILY_VARIANT, daySeed } from '$lib/game/daily.ts';
import type { AtlasClient } from './atlas.ts';

/** The deal of `day` (YYYY-MM-DD), or why there is none (the atlas cannot be read). */
export async function dailyDeal(atlas: AtlasClient, day: string): Promise<Result<number, string>> {
  const file = await atlas.variant(getVariant(DAILY_VARIANT));
  if (!file.ok) return file;
  const n = file.value?.pickDeal({ seed: daySeed(day) }) ?? null;
  return n === null ? err('The deal atlas knows no winnable FreeCell deal') : ok(n);
}
