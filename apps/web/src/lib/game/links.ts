/**
 * Game links: `/play/ID/N`, where ID is a catalogue id or a house-rules string (both URL-safe).
 * What a player pasted is read here (`parseGameLink`), and what a link names is checked here
 * (`openGame`: the variant with the variants' schema, the deal number with core's range).
 */
import { maxDealNumber, quoteInput } from '@cascade/core';
import { resolveVariant, type Variant } from '@cascade/variants';

/** Where a link the app made leads: a game, a variant's rules (at a deal: "rules first"), the editor. */
export type LinkTarget =
  | { readonly kind: 'play'; readonly variant: Variant; readonly deal: number }
  | { readonly kind: 'rules'; readonly variant: Variant; readonly deal?: number }
  | { readonly kind: 'rules-index' }
  | { readonly kind: 'editor'; readonly from?: string; readonly edit?: string };

export type LinkResult =
  { readonly ok: true; readonly target: LinkTarget } | { readonly ok: false; readonly error: string };

const NOT_A_LINK =
  'that is not a link of this game: paste a link such as …/play/freecell/617, or write freecell/617';

/**
 * Reads whatever the app itself hands out, pasted: a game link (`…/play/ID/N`), a "rules first"
 * link (`…/rules/ID?deal=N`, the one the QR code holds), the rules page, an editor link
 * (`…/house-rules?from=…`), the short forms `freecell/617` and `freecell 617`, or a variant alone
 * (`freecell`, a house-rules string `h1.…`: its rules). Each part is checked (openGame).
 */
export function readLink(text: string): LinkResult {
  const t = text.trim();
  if (t === '') return { ok: false, error: NOT_A_LINK };
  let path = t;
  let query = new URLSearchParams();
  if (/^https?:\/\//i.test(t) || t.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(t, 'https://cascade.invalid');
    } catch {
      return { ok: false, error: NOT_A_LINK };
    }
    // The app's own pages, wherever it is served from (a base path before them).
    const m = /(?:^|\/)(play|rules|house-rules)(?=\/|$)(.*)$/.exec(url.pathname);
    if (!m) return { ok: false, error: NOT_A_LINK };
    path = `${m[1] ?? ''}${m[2] ?? ''}`;
    query = url.searchParams;
  } else {
    const q = t.indexOf('?');
    if (q >= 0) {
      query = new URLSearchParams(t.slice(q + 1));
      path = t.slice(0, q);
    }
  }
  let parts: string[];
  try {
    parts = path
      .split(/[/\s]+/)
      .filter((p) => p !== '')
      .map((p) => decodeURIComponent(p));
  } catch {
    return { ok: false, error: NOT_A_LINK };
  }
  const [head, ...rest] = parts;
  if (head === 'house-rules' && rest.length === 0) {
    const from = query.get('from') ?? undefined;
    const edit = query.get('edit') ?? undefined;
    if (from !== undefined) {
      const v = resolveVariant(from);
      if (!v.ok) return { ok: false, error: v.error.message };
    }
    return {
      ok: true,
      target: {
        kind: 'editor',
        ...(from === undefined ? {} : { from }),
        ...(edit === undefined ? {} : { edit }),
      },
    };
  }
  if (head === 'rules' && rest.length === 0) return { ok: true, target: { kind: 'rules-index' } };
  if (head === 'rules' && rest.length === 1) return rulesTarget(rest[0] ?? '', query.get('deal'));
  const game = head === 'play' ? rest : parts;
  if (game.length === 2) {
    const o = openGame(game[0] ?? '', game[1] ?? '');
    return o.ok ? { ok: true, target: { kind: 'play', variant: o.variant, deal: o.deal } } : o;
  }
  if (game.length === 1 && head !== 'play') return rulesTarget(game[0] ?? '', query.get('deal'));
  return { ok: false, error: NOT_A_LINK };
}

/** A variant's rules, at a deal when one is given (checked as a game link would be). */
function rulesTarget(variantText: string, dealText: string | null): LinkResult {
  if (dealText !== null) {
    const o = openGame(variantText, dealText);
    return o.ok ? { ok: true, target: { kind: 'rules', variant: o.variant, deal: o.deal } } : o;
  }
  const v = resolveVariant(variantText);
  return v.ok
    ? { ok: true, target: { kind: 'rules', variant: v.value } }
    : { ok: false, error: v.error.message };
}

export type OpenResult =
  | { readonly ok: true; readonly variant: Variant; readonly deal: number }
  | { readonly ok: false; readonly error: string };

/** Reads `/play/ID/N`: the variant (catalogue id, alias or house-rules string) and the deal number. */
export function openGame(variantText: string, dealText: string): OpenResult {
  const v = resolveVariant(variantText);
  if (!v.ok) return { ok: false, error: v.error.message };
  const variant = v.value;
  if (!/^[0-9]{1,12}$/.test(dealText)) {
    return {
      ok: false,
      error: `${quoteInput(dealText)} is not a deal number: use a whole number such as 617`,
    };
  }
  const n = Number(dealText);
  const max = maxDealNumber(variant.rules);
  if (n < 1 || n > max)
    return {
      ok: false,
      error: `deal numbers for ${variant.name} run from 1 to ${max}; ${n} is out of range`,
    };
  return { ok: true, variant, deal: n };
}

/** A random deal number in the classic range. */
export function randomDeal(variant: Variant, random: () => number = Math.random): number {
  const max = Math.min(maxDealNumber(variant.rules), 1_000_000);
  return 1 + Math.floor(random() * max);
}
