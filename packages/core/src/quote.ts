// !! BROWSER SAFE !!
/**
 * Showing what someone typed inside a message. Input can hold anything: terminal escape sequences
 * (ESC, OSC, CSI, the 8-bit C1 forms) that would retitle or clear a terminal, bidi overrides that
 * reorder the text around them, invisible characters, megabytes of one token. Every parser quotes
 * the offending text with `quoteInput`, so a message is always one short, inert line; `escapeUnsafe`
 * is the same escaping for a whole message (the CLI passes everything it prints through it).
 */

/** At most this many characters of an offending text are quoted back in a message. */
export const QUOTE_MAX = 24;

/**
 * Characters a message never shows raw: controls (C0, DEL, C1), bidi controls (U+061C, U+200E,
 * U+200F, U+202A–U+202E, U+2066–U+2069), line and paragraph separators, the invisible formatting
 * characters U+200B, U+2060–U+2064 and U+FEFF, and lone surrogates.
 */
const UNSAFE = /[\p{Cc}\p{Bidi_Control}\p{Zl}\p{Zp}\p{Cs}\u200B\u2060-\u2064\uFEFF]/gu;

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\f': '\\f',
  '\r': '\\r',
};

const escapeOne = (c: string): string =>
  SHORT_ESCAPES[c] ?? `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/** `text` with every unsafe character written as a JSON-style escape (`\u001b`, `\u202e`, `\n`). */
export function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, escapeOne);
}

/** Whether `text` holds a character `escapeUnsafe` would escape. */
export function hasUnsafeCharacter(text: string): boolean {
  UNSAFE.lastIndex = 0;
  const found = UNSAFE.test(text);
  UNSAFE.lastIndex = 0;
  return found;
}

/** The first `max` characters of `text` (whole characters, never half a surrogate pair), and whether it was cut. */
function clip(text: string, max: number): { readonly shown: string; readonly cut: boolean } {
  const head = text.length > max * 2 + 8 ? text.slice(0, max * 2 + 8) : text;
  const chars = Array.from(head);
  return chars.length > max
    ? { shown: chars.slice(0, max).join(''), cut: true }
    : { shown: head, cut: false };
}

/**
 * Quotes text for a message: `"abc"`, shortened to `max` characters (`"abcdefghij…"`), with quotes,
 * backslashes and unsafe characters escaped as in JSON. Never throws and never copies more than a
 * few dozen characters of a huge input.
 */
export function quoteInput(text: string, max = QUOTE_MAX): string {
  const { shown, cut } = clip(text, max);
  return `"${escapeUnsafe(shown.replace(/["\\]/g, '\\$&'))}${cut ? '…' : ''}"`;
}

/** Like quoteInput without the quotes: for a token shown in parentheses, `move 3 (5a)`. */
export function showInput(text: string, max = QUOTE_MAX): string {
  const { shown, cut } = clip(text, max);
  return `${escapeUnsafe(shown)}${cut ? '…' : ''}`;
}

/** Describes any value for a message without ever throwing: `9`, `"nine"`, `a list`, `nothing`. */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'nothing';
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'string':
      return quoteInput(value);
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? 'a list' : 'an object';
  }
}
