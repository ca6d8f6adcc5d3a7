/**
 * Where the puzzle pages get their puzzles: `loadPuzzles(fetch)`, the one seam between the pages and
 * the data. Until the mined data (JSON under static/puzzles/, read by data.ts) is wired in, it
 * answers the fixture set (fixture.ts), loaded on demand so it stays out of the pages' first script.
 * At the merge this function calls data.ts's loader instead; nothing else changes.
 */
import type { Puzzle } from './types.ts';

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

let cached: Promise<Result<Puzzle[]>> | null = null;

/**
 * Every puzzle, or why they could not be had (a precise message, never a throw). `fetch` is the
 * page's (SvelteKit's in a load function, the window's otherwise); the answer is kept for the page's life.
 */
export function loadPuzzles(fetch: typeof globalThis.fetch): Promise<Result<Puzzle[]>> {
  void fetch; // The mined data is fetched with it; the fixture needs no request.
  cached ??= import('./fixture.ts').then(
    (m): Result<Puzzle[]> => ({ ok: true, value: [...m.FIXTURE_PUZZLES] }),
    (e: unknown): Result<Puzzle[]> => {
      cached = null;
      return {
        ok: false,
        error: `the puzzles could not be loaded (${e instanceof Error ? e.message : String(e)})`,
      };
    },
  );
  return cached;
}
