/** Game links: `/play/ID/N`, where ID is a catalogue id or a house-rules string (both URL-safe). */

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
