/** Helpers of the extras' tests: saved games near their end, the atlas files as the app ships them. */
import { readFileSync } from 'node:fs';
import { deal, finishMoves, applyMove, pileKey, type Position } from '@cascade/core';
import { solve } from '@cascade/solver';
import { parseVariantAtlas, type VariantAtlas } from '@cascade/atlas/reader';
import { resolveVariant } from '@cascade/variants';
import type { Page } from '@playwright/test';

/** The atlas file of a variant as shipped in static/atlas. */
export function shippedAtlas(variant: string): VariantAtlas {
  const r = parseVariantAtlas(JSON.parse(readFileSync(`static/atlas/${variant}.json`, 'utf8')));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/**
 * The solver's line for a deal, cut where only safe moves home are left: the saved game (as the app
 * stores it) of a player about to finish, and how many moves the finish plays.
 */
export function nearlyWon(variantId: string, n: number): { saved: object; finishing: number } {
  const v = resolveVariant(variantId);
  if (!v.ok) throw new Error(v.error.message);
  const start = deal(v.value.rules, n);
  if (!start.ok) throw new Error(start.error.message);
  const r = solve(start.value);
  if (r.status !== 'solved') throw new Error(`deal ${n} not solved`);
  let p: Position = start.value;
  const played = [];
  for (const m of r.moves) {
    const rest = finishMoves(p);
    if (rest) {
      const saved = {
        v: 1,
        variant: variantId,
        deal: n,
        moves: played.map((x) => [pileKey(x.from), pileKey(x.to), x.count, 0]),
        cursor: played.length,
        elapsedMs: 61_000,
        counted: true,
        won: false,
        assisted: false,
        updatedAt: Date.now(),
      };
      return { saved, finishing: rest.length };
    }
    played.push(m);
    p = applyMove(p, m);
  }
  throw new Error('no finish found');
}

/** Stores a game and settings before the page loads (cascade:v1:*). */
export async function seed(page: Page, o: { game?: { saved: object }; settings?: object }): Promise<void> {
  const game = o.game?.saved as { variant: string; deal: number } | undefined;
  await page.addInitScript(
    ([games, settings]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      if (games) localStorage.setItem('cascade:v1:games', games);
      if (settings) localStorage.setItem('cascade:v1:settings', settings);
    },
    [
      game ? JSON.stringify({ [`${game.variant}/${game.deal}`]: o.game?.saved }) : null,
      o.settings ? JSON.stringify(o.settings) : null,
    ] as const,
  );
}

/** Counts the notes the page's Web Audio plays (window.__notes), by frequency. */
export async function listenToSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __notes: number[] };
    w.__notes = [];
    const proto = OscillatorNode.prototype;
    const start = Object.getOwnPropertyDescriptor(AudioScheduledSourceNode.prototype, 'start')?.value as (
      this: OscillatorNode,
      when?: number,
    ) => void;
    proto.start = function (this: OscillatorNode, when?: number) {
      w.__notes.push(this.frequency.value);
      Reflect.apply(start, this, [when]);
    };
  });
}

export const notes = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { __notes: number[] }).__notes);
