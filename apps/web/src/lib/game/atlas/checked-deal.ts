/**
 * A winnable deal where the deal atlas does not know the rules (house rules of one's own, a rules
 * link): deals drawn at random, each checked by the engine's worker from its start, the first it
 * finds winnable taken. A deal the worker proves lost is never taken; one it could not settle in
 * its budget is taken only when no deal tried was found winnable (and said).
 */
import { everyDealLost, noDealShownWinnable } from '@cascade/words';
import { deal as dealPosition, formatLayout, type RulesSpec } from '@cascade/core';
import type { EngineClient } from '@cascade/play/engine';
import type { EngineRequests } from '../engine/protocol.ts';

/** What the worker says of a deal at its start. */
export type DealVerdict = 'winnable' | 'lost' | 'unknown';

/** Deals tried before giving up: 31,999 of 32,000 FreeCell deals can be won; odd rules may fall far lower. */
export const CHECKED_DEAL_TRIES = 12;

export type CheckedDeal =
  | { readonly ok: true; readonly deal: number; readonly note: string | null }
  | { readonly ok: false; readonly error: string };

/**
 * The first of up to `tries` deals (from `draw`) that `check` finds winnable; else the first it
 * could not settle, with a note; else (every deal tried proven lost) why none is offered.
 */
export async function checkedDeal(
  name: string,
  draw: () => number,
  check: (deal: number) => Promise<DealVerdict>,
  tries: number = CHECKED_DEAL_TRIES,
): Promise<CheckedDeal> {
  let unsettled: number | null = null;
  const seen = new Set<number>();
  for (let i = 0; i < tries; i++) {
    const n = draw();
    if (seen.has(n)) continue;
    seen.add(n);
    const v = await check(n);
    if (v === 'winnable') return { ok: true, deal: n, note: null };
    if (v === 'unknown') unsettled ??= n;
  }
  if (unsettled !== null)
    return {
      ok: true,
      deal: unsettled,
      note: noDealShownWinnable(name),
    };
  return {
    ok: false,
    error: everyDealLost(seen.size, name),
  };
}

/** The engine's verdict on a deal of these rules at its start (a worker that fails: unknown). */
export function engineVerdict(
  engine: EngineClient<EngineRequests>,
  rules: RulesSpec,
): (deal: number) => Promise<DealVerdict> {
  return async (n) => {
    const start = dealPosition(rules, n);
    // A number these rules cannot deal is never offered.
    if (!start.ok) return 'lost';
    try {
      const a = await engine.request('analyze', {
        rules,
        start: formatLayout(start.value, { full: true }),
        moves: [],
      });
      return a.status === 'winnable' || a.status === 'won'
        ? 'winnable'
        : a.status === 'lost'
          ? 'lost'
          : 'unknown';
    } catch {
      return 'unknown';
    }
  };
}
