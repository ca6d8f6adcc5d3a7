/**
 * The deal atlas in the game: the files `fc atlas export` writes into static/atlas/, fetched when a
 * page first asks (never part of the page's first JavaScript: the pages import this module
 * dynamically), read with @cascade/atlas/reader and kept for the page's life.
 *
 * Everything here answers with a value: a file that cannot be fetched, is not JSON or does not
 * read as an atlas gives a sentence saying which and why, and the caller falls back (any deal).
 */
import { dealCheckedHere, levelUnknownChecked } from '@cascade/words';
import {
  parseAtlasIndex,
  parseVariantAtlas,
  sameRules,
  type ExportedIndex,
  type IndexEntry,
  type Level,
  type VariantAtlas,
} from '@cascade/atlas/reader';
import { err, ok, type Result, type RulesSpec } from '@cascade/core';
import { checkedDeal, type DealVerdict } from './checked-deal.ts';

export type Fetcher = (url: string) => Promise<Response>;

/** Fetches `url` as JSON: the body, or why not (HTTP status, network, not JSON). */
async function fetchJson(fetcher: Fetcher, url: string, what: string): Promise<Result<unknown, string>> {
  let res: Response;
  try {
    res = await fetcher(url);
  } catch (e) {
    return err(`${what} could not be fetched (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!res.ok) return err(`${what} could not be fetched (HTTP ${res.status})`);
  try {
    return ok((await res.json()) as unknown);
  } catch {
    return err(`${what} is not valid JSON`);
  }
}

/** The atlas of a page: the index and the variants' files, each fetched once. */
export class AtlasClient {
  readonly #fetch: Fetcher;
  readonly #root: string;
  #index: Promise<Result<ExportedIndex, string>> | null = null;
  readonly #files = new Map<string, Promise<Result<VariantAtlas, string>>>();

  /** `root`: where the files are (the page's `/atlas`). */
  constructor(options: { root: string; fetch?: Fetcher }) {
    this.#fetch = options.fetch ?? ((url) => fetch(url));
    this.#root = options.root;
  }

  /** index.json, read and checked. */
  index(): Promise<Result<ExportedIndex, string>> {
    this.#index ??= fetchJson(this.#fetch, `${this.#root}/index.json`, 'The deal atlas').then((r) => {
      if (!r.ok) return r;
      const p = parseAtlasIndex(r.value);
      return p.ok ? p : err(`The deal atlas does not read: ${p.error}`);
    });
    return this.#index;
  }

  /**
   * The index entry whose deals were solved under these rules (the variant's own id first, then
   * any other variant with the same rules: house rules that change nothing), or null.
   */
  async entryFor(variant: { id: string; rules: RulesSpec }): Promise<Result<IndexEntry | null, string>> {
    const index = await this.index();
    if (!index.ok) return index;
    const own = index.value.variants[variant.id];
    if (own && sameRules(own, variant.rules)) return ok(own);
    for (const e of Object.values(index.value.variants)) if (sameRules(e, variant.rules)) return ok(e);
    return ok(null);
  }

  /** A variant's file (null when the atlas has none for its rules). */
  async variant(variant: { id: string; rules: RulesSpec }): Promise<Result<VariantAtlas | null, string>> {
    const found = await this.entryFor(variant);
    if (!found.ok) return found;
    const entry = found.value;
    if (entry === null) return ok(null);
    let p = this.#files.get(entry.file);
    if (!p) {
      p = fetchJson(this.#fetch, `${this.#root}/${entry.file}`, `The deal atlas of ${entry.name}`).then(
        (r) => {
          if (!r.ok) return r;
          const a = parseVariantAtlas(r.value);
          return a.ok ? a : err(`The deal atlas of ${entry.name} does not read: ${a.error}`);
        },
      );
      this.#files.set(entry.file, p);
    }
    return p;
  }
}

/** The player's wish for a random deal. */
export interface DealWish {
  /** Only deals the atlas knows to be winnable (the default). */
  readonly winnable: boolean;
  /** A deal of this difficulty (winnable), or any level. */
  readonly level: Level | 'any';
}

export interface PickedDeal {
  readonly deal: number;
  /** What the player should know about the deal (a fallback, a level with no deals): or null. */
  readonly note: string | null;
}

const LEVEL_NAMES: Record<Level, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' };
export const levelName = (l: Level): string => LEVEL_NAMES[l];

/**
 * A random deal as the player wishes, from the atlas: winnable (default), of a level, or any. When
 * the atlas cannot help (no file for these rules, a file that cannot be fetched or read, a level
 * without deals), any deal from `fallback`, with a note saying why.
 */
export async function pickDeal(
  atlas: AtlasClient,
  variant: { id: string; name: string; rules: RulesSpec },
  wish: DealWish,
  options: {
    seed: number;
    fallback: () => number;
    /** The engine's verdict on a deal: where the atlas cannot help, deals are checked by it (checked-deal.ts). */
    check?: (deal: number) => Promise<DealVerdict>;
  },
): Promise<PickedDeal> {
  if (!wish.winnable && wish.level === 'any') return { deal: options.fallback(), note: null };
  const any = async (why: string): Promise<PickedDeal> => {
    if (options.check) {
      const c = await checkedDeal(variant.name, options.fallback, options.check);
      if (!c.ok) return { deal: options.fallback(), note: c.error };
      const checked = wish.level === 'any' ? dealCheckedHere(why) : levelUnknownChecked(why);
      return { deal: c.deal, note: c.note ?? checked };
    }
    return { deal: options.fallback(), note: `${why}, so this is any deal: it may not be winnable.` };
  };
  const file = await atlas.variant(variant);
  if (!file.ok) return any(file.error);
  const a = file.value;
  if (a === null) return any(`The deal atlas has no deals of ${variant.name} under these rules`);
  if (wish.level !== 'any') {
    const n = a.pickDeal({ seed: options.seed, level: wish.level });
    if (n !== null) return { deal: n, note: null };
    const w = a.pickDeal({ seed: options.seed });
    if (w !== null)
      return {
        deal: w,
        note: `The deal atlas has no ${levelName(wish.level)} deals of ${variant.name}: here is a winnable deal of another level.`,
      };
    return any(`The deal atlas knows no winnable deal of ${variant.name}`);
  }
  const n = a.pickDeal({ seed: options.seed });
  return n === null
    ? any(`The deal atlas knows no winnable deal of ${variant.name}`)
    : { deal: n, note: null };
}

/** The share of winnable deals, as a player reads it: "99.997%", "75.1%", "1.2%". */
export function winRateShare(entry: Pick<IndexEntry, 'verdicts'>): string {
  const v = entry.verdicts;
  const pct = (100 * v.solved) / (v.to - v.from + 1);
  if (pct === 100 || pct === 0) return `${pct}%`;
  // Never round a share up to 100% or down to 0%: show as many digits as it takes.
  for (let digits = 1; digits < 6; digits++) {
    const t = pct.toFixed(digits);
    if (Number(t) !== 100 && Number(t) !== 0) return `${t}%`;
  }
  return `${pct.toPrecision(3)}%`;
}

/** "31,999 of 32,000 deals can be won" (of the atlas's range). */
export function winRateSentence(entry: Pick<IndexEntry, 'verdicts'>): string {
  const v = entry.verdicts;
  const f = (n: number) => n.toLocaleString('en-US');
  const unknown = v.unknown > 0 ? `; ${f(v.unknown)} not yet decided` : '';
  return `${f(v.solved)} of ${f(v.to - v.from + 1)} deals can be won${unknown}`;
}
