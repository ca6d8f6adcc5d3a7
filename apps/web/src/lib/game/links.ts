/**
 * Game links: `/play/ID/N`, where ID is a catalogue id or a house-rules string (both URL-safe).
 * What a player pasted is read here (`parseGameLink`), and what a link names is checked here
 * (`openGame`: the variant with the variants' schema, the deal number with core's range).
 */
import { maxDealNumber } from '@cascade/core';
import { resolveVariant, type Variant } from '@cascade/variants';

/**
 * Reads what a player pasted: a full link (`https://…/play/freecell/617`), a path
 * (`/play/freecell/617`) or the short form `freecell/617` (or `freecell 617`). Returns the two parts
 * unchecked (openGame checks them), or null when it has no such shape.
 */
export function parseGameLink(text: string): { variant: string; deal: string } | null {
  let t = text.trim();
  if (t === '') return null;
  try {
    if (/^https?:\/\//i.test(t)) t = new URL(t).pathname;
  } catch {
    return null;
  }
  t = t.replace(/^\/+/, '').replace(/\/+$/, '');
  if (t.startsWith('play/')) t = t.slice(5);
  const parts = t.split(/[/\s]+/);
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    return { variant: decodeURIComponent(parts[0]), deal: parts[1] };
  } catch {
    return null;
  }
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
      error: `"${dealText.slice(0, 24)}" is not a deal number: use a whole number such as 617`,
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
