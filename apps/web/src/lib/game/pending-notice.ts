/**
 * A message for the next game page to show: one page picks a deal (the atlas could not be read, so
 * the deal may not be winnable) and the game it opens says so. Kept in memory (client-side
 * navigation keeps the module); taken once.
 */
let pending: string | null = null;

export function leaveNotice(text: string): void {
  pending = text;
}

export function takeNotice(): string | null {
  const t = pending;
  pending = null;
  return t;
}
