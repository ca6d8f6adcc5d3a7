// !! BROWSER SAFE !!
/** The small pieces every sentence is made of: piles, ranks, counts, capitals. */
import { RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS, type BuildPolicy, type Pile } from '@cascade/core';

/**
 * A pile as the board numbers it: "column 3", "free cell 2", "the hearts foundation". (Notation
 * letters the cells a b c …; a message about what a person typed says the letter.)
 */
export function pileName(p: Pile): string {
  switch (p.kind) {
    case 'column':
      return `column ${p.index + 1}`;
    case 'cell':
      return `free cell ${p.index + 1}`;
    case 'foundation':
      return `the ${SUIT_NAMES[p.index] ?? '?'} foundation`;
  }
}

/** A pile's accessible name, as the board labels it: "Column 3", "Free cell 2", "Hearts foundation". */
export function pileLabel(p: Pile): string {
  return p.kind === 'foundation' ? capital(`${SUIT_NAMES[p.index] ?? '?'} foundation`) : capital(pileName(p));
}

/**
 * Each colour rule of the columns in words: how a column builds ("down in alternating colours") and
 * what a card needs to go on another ("one rank lower of the other colour"). The rules text and
 * the move errors both say them from here.
 */
export const BUILD_POLICY_WORDS = {
  'alternate-color': { how: 'in alternating colours', rule: 'of the other colour' },
  'same-suit': { how: 'by suit', rule: 'of the same suit' },
  'any-suit': { how: 'regardless of suit', rule: 'of any suit' },
} as const satisfies Record<BuildPolicy, { how: string; rule: string }>;

/** "Ace", "7", "King" for ranks 1–13. */
export const rankName = (rank: number): string => RANK_NAMES[rank - 1] ?? String(rank);

/** "an Ace", "an 8", "a King". */
export const aRank = (rank: number): string => `${rank === 1 || rank === 8 ? 'an' : 'a'} ${rankName(rank)}`;

/** "Aces", "4s", "Kings". */
export const ranksPlural = (rank: number): string => `${rankName(rank)}s`;

/** "1 card", "6 cards". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * A length of time in words, in the unit that suits it, rounded: "0 minutes", "1 minute",
 * "10 minutes", "1 hour", "5 hours", "1 day", "3 days" (never "day(s)").
 */
export function durationWords(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.round(hours / 24), 'day');
}

/** The text with its first letter in capitals. */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** The text with its first letter in lower case. */
export const uncapital = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** A clause as a sentence: a capital and a full stop. */
export const sentence = (clause: string): string => `${capital(clause)}.`;

/**
 * An answer quoted inside a sentence: a sentence given as an answer ("Move the 5♣ to column 2.")
 * in quotation marks, without its full stop; a word or a number ("4") as it is.
 */
export const quoted = (answer: string): string => {
  const t = answer.trim();
  return /\s/.test(t) ? `“${t.replace(/[.]$/, '')}”` : t;
};

/** "a, b or c". */
export function orList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** "a, b and c". */
export function andList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** A suit's symbol from its name as core names suits ("hearts" → "♥", any case); undefined for any other word. */
export function suitSymbolOfName(name: string): string | undefined {
  const i = (SUIT_NAMES as readonly string[]).indexOf(name.toLowerCase());
  return i < 0 ? undefined : SUIT_SYMBOLS[i];
}
