/** Links inside the app, through SvelteKit's resolve (base-path aware). */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';

/** A resolved path with a query string (still a resolved, base-aware path). */
function withQuery(path: ResolvedPathname, query: Record<string, string | undefined>): ResolvedPathname {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, v);
  const s = q.toString();
  return (s === '' ? path : `${path}?${s}`) as ResolvedPathname;
}

/** `/play/ID/N`: deal N of variant ID (a catalogue id or a house-rules string, both URL-safe). */
export const playPath = (variant: string, deal: number): ResolvedPathname =>
  resolve('/play/[variant]/[deal]', { variant, deal: String(deal) });

/** `/play/ID`: a variant or house rules without a deal: a winnable deal is picked, then opened. */
export const playAnyPath = (variant: string): ResolvedPathname => resolve('/play/[variant]', { variant });

/**
 * `/rules/ID`: the rules of a variant (prerendered for the catalogue, rendered in the browser for
 * house rules). With a deal, the page offers to play that deal: the "rules first" link.
 */
export const rulesPath = (variant: string, deal?: number): ResolvedPathname =>
  withQuery(resolve('/rules/[id]', { id: variant }), deal === undefined ? {} : { deal: String(deal) });

/**
 * The house-rules editor: `edit` a saved rule set (saving replaces it), starting `from` a variant or
 * house-rules string (with `edit`, the unsaved changes).
 */
export const editorPath = (options: { from?: string; edit?: string } = {}): ResolvedPathname =>
  withQuery(resolve('/house-rules'), options);

/** An absolute link for sharing (the page's origin). */
export const absoluteUrl = (path: string, origin: string): string => new URL(path, origin).href;
