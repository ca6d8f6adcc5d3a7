/**
 * Finds the specific cards a sentence names: "7♥", "10♠", "K♣", "the 7 of hearts", "Ace of
 * spades", "ten of diamonds". General phrases ("a red 9", "the Kings", "aces and twos") name no
 * particular card and are not reported. Cards come back in symbol form ("7♥"), in order, repeats kept.
 */
import { suitSymbolOfName } from '@cascade/words';

const RANK_WORDS: Record<string, string> = {
  ace: 'A',
  one: 'A',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  jack: 'J',
  queen: 'Q',
  king: 'K',
};

const SYMBOL = /(?<![\p{L}\p{N}])(10|[2-9AJQKT])([♣♦♥♠])/gu;
const WORDS =
  /\b(ace|one|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|10|[2-9])\s+of\s+(clubs|diamonds|hearts|spades)\b/giu;

export function cardMentions(text: string): string[] {
  const found: { at: number; card: string }[] = [];
  for (const m of text.matchAll(SYMBOL)) {
    const rank = m[1] === 'T' ? '10' : (m[1] ?? '');
    found.push({ at: m.index, card: `${rank}${m[2] ?? ''}` });
  }
  for (const m of text.matchAll(WORDS)) {
    const r = (m[1] ?? '').toLowerCase();
    const rank = RANK_WORDS[r] ?? r;
    found.push({ at: m.index, card: `${rank}${suitSymbolOfName(m[2] ?? '') ?? ''}` });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.card);
}

/** Splits text into plain runs and card mentions (symbol form), to draw suits in their colours. */
export function splitMentions(
  text: string,
): { readonly text: string; readonly suit?: '♣' | '♦' | '♥' | '♠' }[] {
  const out: { text: string; suit?: '♣' | '♦' | '♥' | '♠' }[] = [];
  let at = 0;
  for (const m of text.matchAll(SYMBOL)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ text: m[0], suit: m[2] as '♣' | '♦' | '♥' | '♠' });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}
