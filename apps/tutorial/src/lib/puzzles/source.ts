/**
 * Where the puzzle pages get their puzzles: `loadPuzzles(fetch)`, the one seam between the pages and
 * the data. The mined puzzles are JSON files under static/puzzles/ (one a seed variant), fetched
 * when a puzzle page first needs them and read by data.ts (each puzzle's shape, id and task; the
 * rules, board and moves of the one shown, `shownIssue`, before it is drawn: reading every board of
 * 2,000-odd puzzles took 0.7 s), itself loaded on demand so neither the data nor the checks are in
 * the pages' first script. Every shipped puzzle is read whole, and settled, by the tests.
 */
import { puzzleNotChecked } from '@cascade/words';
import type { Puzzle } from './types.ts';

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

let cached: Promise<Result<Puzzle[]>> | null = null;

/**
 * Every puzzle of every seed variant, or why they could not be had (a precise message naming the
 * file and what is wrong, never a throw). `fetch` is the page's; the answer is kept for the page's
 * life (a failure is not, so the next page tries again).
 */
export function loadPuzzles(fetch: typeof globalThis.fetch): Promise<Result<Puzzle[]>> {
  cached ??= import('./data.ts')
    .then(async (data): Promise<Result<Puzzle[]>> => {
      const files = await Promise.all(
        data.SEED_VARIANTS.map((v) => data.fetchPuzzles(fetch, '', v, { positions: false })),
      );
      const all: Puzzle[] = [];
      for (const [i, file] of files.entries()) {
        if (!file.ok) {
          const first = file.error[0];
          const more = file.error.length > 1 ? ` (and ${file.error.length - 1} more)` : '';
          return {
            ok: false,
            error: `the ${data.SEED_VARIANTS[i]} puzzles could not be read: ${first ? `${first.path}: ${first.message}` : 'no puzzles'}${more}`,
          };
        }
        all.push(...file.value);
      }
      return { ok: true, value: all };
    })
    .catch((e: unknown): Result<Puzzle[]> => ({
      ok: false,
      error: `the puzzles could not be loaded (${e instanceof Error ? e.message : String(e)})`,
    }))
    .then((r) => {
      if (!r.ok) cached = null;
      return r;
    });
  return cached;
}

const shown = new Map<string, Promise<string | null>>();

/**
 * What is wrong with the rules, board or moves of a puzzle about to be shown (a sentence naming
 * the puzzle and the field), or null; each puzzle checked once.
 */
export function shownIssue(p: Puzzle): Promise<string | null> {
  let issue = shown.get(p.id);
  if (!issue) {
    issue = import('./data.ts')
      .then((data) => data.puzzleIssue(p))
      .catch((e: unknown) => puzzleNotChecked(e instanceof Error ? e.message : String(e)));
    shown.set(p.id, issue);
  }
  return issue;
}
