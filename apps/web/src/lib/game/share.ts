/**
 * Sharing a game: the phone's share sheet where there is one (navigator.share), else the
 * clipboard. Returns what happened, in a sentence for a status line ('' when the player closed the
 * share sheet: nothing to say).
 */
export async function copyText(text: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return 'Copied: the link and the moves.';
  } catch {
    return 'Copying is not allowed here: use Export instead.';
  }
}

export async function shareText(title: string, text: string): Promise<string> {
  if (typeof navigator.share !== 'function') return copyText(text);
  try {
    await navigator.share({ title, text });
    return 'Shared.';
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') return '';
    return copyText(text);
  }
}
