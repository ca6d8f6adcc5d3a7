import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  describeValue,
  escapeUnsafe,
  hasUnsafeCharacter,
  parseCard,
  parseLayout,
  parseMove,
  quoteInput,
  showInput,
  formatLayoutError,
} from './index.ts';
import { dealOf, fcParams, rulesOf } from '../test/helpers/positions.ts';

const ESC = '\u001b';
/**
 * Any character, with the controls, Latin, the bidi and invisible block (U+2000–U+206F) and lone
 * surrogates often among them (fast-check's 'binary' unit takes seconds to draw a few hundred strings).
 */
const anyChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x2ff }),
    fc.integer({ min: 0x2000, max: 0x206f }),
    fc.integer({ min: 0, max: 0x10ffff }),
  )
  .map((cp) => (cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp)));
/** What a terminal would act on: ESC, BEL, the 8-bit CSI, a bidi override, a line separator. */
const NASTY = `${ESC}]0;PWNED\u0007${ESC}[2J\u009b31m\u202eevil\u2028`;

describe('escapeUnsafe', () => {
  test('writes controls, bidi controls and invisible characters as escapes', () => {
    expect(escapeUnsafe(NASTY)).toBe('\\u001b]0;PWNED\\u0007\\u001b[2J\\u009b31m\\u202eevil\\u2028');
    expect(escapeUnsafe('a\tb\nc\r')).toBe('a\\tb\\nc\\r');
    expect(escapeUnsafe('\u200b\u2066\u061c\ufeff\u0000\u007f')).toBe(
      '\\u200b\\u2066\\u061c\\ufeff\\u0000\\u007f',
    );
    expect(escapeUnsafe('\ud800x')).toBe('\\ud800x'); // a lone surrogate
  });

  test('leaves ordinary text alone: letters of any script, suits, emoji (with their joiners)', () => {
    for (const text of ['7♥ on 8♠', 'Café à l’ancienne', 'שלום', 'صبر', '日本語', '👩‍👩‍👧 🏳️‍🌈']) {
      expect(escapeUnsafe(text)).toBe(text);
      expect(hasUnsafeCharacter(text)).toBe(false);
    }
    expect(hasUnsafeCharacter(NASTY)).toBe(true);
  });

  test('its output never holds an unsafe character, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 60 }), (s) => !hasUnsafeCharacter(escapeUnsafe(s))),
      fcParams(500),
    );
  });
});

describe('quoteInput and showInput', () => {
  test('quote like JSON, escaping quotes and backslashes', () => {
    expect(quoteInput('5a')).toBe('"5a"');
    expect(quoteInput('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(showInput('a"b')).toBe('a"b');
  });

  test('cut long text to the first characters, whole ones, with "…"', () => {
    expect(quoteInput('x'.repeat(5_000_000))).toBe(`"${'x'.repeat(24)}…"`);
    expect(quoteInput('🂡'.repeat(30), 3)).toBe('"🂡🂡🂡…"');
    expect(showInput('abcdef', 4)).toBe('abcd…');
    expect(quoteInput('x'.repeat(24))).toBe(`"${'x'.repeat(24)}"`);
  });

  test('are always one short, inert line', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 200 }), fc.integer({ min: 1, max: 40 }), (s, max) =>
        // A shown character is at most 6 UTF-16 units (escaped: \u001b; raw: 1 or 2), plus the quotes and "…".
        [quoteInput(s, max), showInput(s, max)].every(
          (q) => !hasUnsafeCharacter(q) && q.length <= max * 6 + 3,
        ),
      ),
      fcParams(500),
    );
  });

  test('describeValue quotes strings safely and names other values', () => {
    expect(describeValue(`${ESC}[2J`)).toBe('"\\u001b[2J"');
    expect(describeValue([1])).toBe('a list');
    expect(describeValue(undefined)).toBe('nothing');
  });
});

describe('the parsers quote what they were given', () => {
  test('a card', () => {
    const r = parseCard(`${ESC}]0;PWNED\u0007`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(hasUnsafeCharacter(r.error.message)).toBe(false);
      expect(r.error.message).toMatch(/^"\\u001b\]0;PWNED\\u0007" is not a card/);
    }
  });

  test('board text (a line a tester sent)', () => {
    const r = parseLayout(`: JD ${ESC}]0;PWNED\u0007${ESC}[2J\n`);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(formatLayoutError(r.error)).toBe(
        'line 1, character 6: column 1: "\\u001b]0;PWNED\\u0007\\u001b[2J" is not a card: "\\u001b]0;PWNED\\u0007\\u001b[2" is not a rank (use A 2-9 T J Q K)',
      );
  });

  test('a huge token is echoed as its first characters', () => {
    const r = parseLayout(`Foundations: ${'H'.repeat(1_000_000)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeLessThan(120);
  });

  test('a move', () => {
    const r = parseMove(`5a\u202e`, dealOf(rulesOf(), 1));
    expect(r.ok).toBe(false);
    // The token is kept as given; @cascade/words quotes it when it says the error.
    expect(!r.ok && r.error).toEqual({ code: 'notation/syntax', token: '5a\u202e' });
  });
});
