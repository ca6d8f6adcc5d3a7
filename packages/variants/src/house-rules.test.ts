import { FREECELL_RULES, type RulesSpec } from '@cascade/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { encodeBase64url } from './codec.ts';
import { assembleHouseRules, packRawFields } from './house-rules.ts';
import {
  decodeHouseRules,
  encodeHouseRules,
  getVariant,
  HOUSE_RULES_MAX_LENGTH,
  houseRulesNameProblem,
  listVariants,
  type VariantError,
} from './index.ts';
import { houseNameArb, validRulesArb } from './test-arbitraries.ts';

const URL_SAFE = /^[A-Za-z0-9_.~-]+$/;
const URL_SAFE_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~-'];

const bad = (text: string): VariantError => {
  const r = decodeHouseRules(text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
  expect(r.error.code).toBe('variant/bad-house-rules');
  return r.error;
};
/** FreeCell's knob codes: columns 8 → 4, cells 4, maxRank 13 → 12, everything else code 0. */
const FREECELL_CODES = { columns: 4, cells: 4, maxRank: 12 };
const withCodes = (codes: Partial<Record<keyof RulesSpec, number>>, name = '', reserved = 0): string =>
  assembleHouseRules(packRawFields({ ...FREECELL_CODES, ...codes }, reserved), name);

describe('encodeHouseRules', () => {
  test('pins the h1 layout: FreeCell is iBgAAA (100 0100 0000 1100, then zeros)', () => {
    expect(encodeHouseRules({ name: '', rules: FREECELL_RULES })).toBe('h1.iBgAAAzE');
    expect(encodeHouseRules({ name: 'FreeCell', rules: FREECELL_RULES })).toBe('h1.iBgAAA7l.RnJlZUNlbGw');
  });

  test('pins every catalogue variant’s encoding (a reordered vocabulary would change these)', () => {
    const encoded = Object.fromEntries(
      listVariants().map((v) => [v.id, encodeHouseRules({ name: '', rules: v.rules })]),
    );
    expect(encoded).toEqual({
      freecell: 'h1.iBgAAAzE',
      challenge: 'h1.iBgAAg4a',
      inverted: 'h1.iBlggA8c',
      ephemeral: 'h1.iBgCEAzy',
      selective: 'h1.iBgAQA1E',
      'bakers-game': 'h1.iBgIAAz8',
      'relaxed-freecell': 'h1.iBgBgA37',
      'two-cell-freecell': 'h1.hBgAAAzA',
      'three-cell-freecell': 'h1.hhgAAA1-',
      'super-challenge': 'h1.iBgCgg9Y',
      'eight-off': 'h1.kJgKgA5q',
      forecell: 'h1.iJgCgA4q',
      'seahaven-towers': 'h1.yFgKgA6O',
      'ephemeral-traditional': 'h1.iBgAIA0E',
      'selective-traditional': 'h1.iBiAAAzQ',
    });
  });

  test('the knobs take six characters, the checksum two; the name is base64url of its UTF-8', () => {
    const s = encodeHouseRules({ name: 'Crème ♠', rules: getVariant('eight-off').rules });
    const [version, rules, name] = s.split('.');
    expect(version).toBe('h1');
    expect(rules).toHaveLength(8);
    expect(name).toBe(encodeBase64url([...Buffer.from('Crème ♠', 'utf8')]));
  });

  test('throws on invalid rules or a bad name (validate user input first)', () => {
    expect(() => encodeHouseRules({ name: '', rules: { ...FREECELL_RULES, cells: 9 } })).toThrow(
      'cannot encode invalid rules: rules.cells: cells must be a whole number from 0 to 8, got 9',
    );
    expect(() => encodeHouseRules({ name: 'x'.repeat(41), rules: FREECELL_RULES })).toThrow(
      /41 characters long; at most 40/,
    );
    expect(() => encodeHouseRules({ name: 'tab\there', rules: FREECELL_RULES })).toThrow(
      /control character \(U\+0009\) at character 4/,
    );
    expect(() => encodeHouseRules({ name: '\ud800', rules: FREECELL_RULES })).toThrow(
      /not valid Unicode text/,
    );
  });

  test('houseRulesNameProblem counts characters, not UTF-16 units', () => {
    expect(houseRulesNameProblem('♠'.repeat(40))).toBeNull();
    expect(houseRulesNameProblem('🂡'.repeat(40))).toBeNull(); // 80 UTF-16 units, 40 characters
    expect(houseRulesNameProblem('🂡'.repeat(41))).toBe(
      'the name is 41 characters long; at most 40 are allowed',
    );
    expect(houseRulesNameProblem('a\u0085b')).toBe(
      'the name has a control character (U+0085) at character 2',
    );
  });
});

describe('names (a bidi override or a blank name made the page title "· Deal 5 — Cascade")', () => {
  /** A house-rules string carrying `name` as it is, checksum right: what a crafted link holds. */
  const crafted = (name: string): string =>
    withCodes({}, encodeBase64url([...new TextEncoder().encode(name)]));

  test.each([
    ['Evil\u202e', 'an invisible formatting character (U+202E) at character 5'],
    ['\u2067x', 'an invisible formatting character (U+2067) at character 1'],
    ['a\u200bb', 'an invisible formatting character (U+200B) at character 2'],
    ['line\u2028break', 'an invisible formatting character (U+2028) at character 5'],
    ['   ', 'the name is blank: it has no letter, digit or sign'],
    ['\u3000\u00a0', 'the name is blank: it has no letter, digit or sign'],
    ['\u3164', 'the name is blank: it has no letter, digit or sign'],
    [' Kings', 'the name starts with a space'],
    ['Kings\u00a0', 'the name ends with a space'],
    ['\u001b]0;PWNED\u0007', 'a control character (U+001B) at character 1'],
  ])('%j is refused by the editor, by links and by encoding alike', (name, message) => {
    expect(houseRulesNameProblem(name)).toContain(message);
    expect(bad(crafted(name)).message).toBe(houseRulesNameProblem(name));
    expect(() => encodeHouseRules({ name, rules: FREECELL_RULES })).toThrow(message);
  });

  test('any script, emoji with their joiners, and inner spaces are fine', () => {
    for (const name of ['Kings & Suits', 'שלום חברים', 'مرحبا', '日本の規則', '👩‍👩‍👧 family', 'Two  cells'])
      expect(decodeHouseRules(crafted(name))).toMatchObject({ ok: true, value: { name } });
  });
});

describe('decodeHouseRules', () => {
  test('gives a house-rules Variant: id is the string, name the given name', () => {
    const s = encodeHouseRules({ name: 'Kings & Suits', rules: getVariant('bakers-game').rules });
    const r = decodeHouseRules(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      id: s,
      name: 'Kings & Suits',
      houseRules: true,
      rules: getVariant('bakers-game').rules,
    });
    expect(r.value.meta.short).toBe('House rules');
    expect(r.value.meta.description).toBe(
      "House rules with the same rules as Baker's Game. Columns build down by suit (instead of down in alternating colours).",
    );
    expect(Object.isFrozen(r.value) && Object.isFrozen(r.value.rules) && Object.isFrozen(r.value.meta)).toBe(
      true,
    );
  });

  test('an unnamed rule set is called "House rules" and its description lists the changes', () => {
    const rules: RulesSpec = { ...FREECELL_RULES, cells: 0, foundationsRemovable: true };
    const r = decodeHouseRules(encodeHouseRules({ name: '', rules }));
    expect(r.ok && r.value.name).toBe('House rules');
    expect(r.ok && r.value.meta.description).toBe(
      'House rules based on FreeCell. There are no free cells (instead of four). Cards may be played back from the foundations onto the columns.',
    );
  });

  test('property: every valid spec and name round-trips exactly', () => {
    fc.assert(
      fc.property(validRulesArb, houseNameArb, (rules, name) => {
        const s = encodeHouseRules({ name, rules });
        expect(s).toMatch(URL_SAFE);
        expect(s.length).toBeLessThanOrEqual(HOUSE_RULES_MAX_LENGTH);
        const r = decodeHouseRules(s);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.rules).toEqual(rules);
        expect(r.value.name).toBe(name === '' ? 'House rules' : name);
        expect(r.value.id).toBe(s);
      }),
      { seed: 42, numRuns: 2000 },
    );
  });

  test('the longest name still fits in 256 characters', () => {
    const s = encodeHouseRules({ name: '\u{10FFFF}'.repeat(40), rules: getVariant('seahaven-towers').rules });
    expect(s.length).toBeLessThanOrEqual(HOUSE_RULES_MAX_LENGTH);
    expect(decodeHouseRules(s).ok).toBe(true);
  });

  test('property: every single mistyped character is caught', () => {
    fc.assert(
      fc.property(
        validRulesArb,
        houseNameArb,
        fc.nat(),
        fc.constantFrom(...URL_SAFE_CHARS),
        (rules, name, at, c) => {
          const s = encodeHouseRules({ name, rules });
          const i = at % s.length;
          fc.pre(s[i] !== c);
          expect(decodeHouseRules(s.slice(0, i) + c + s.slice(i + 1)).ok).toBe(false);
        },
      ),
      { seed: 5, numRuns: 3000 },
    );
  });

  test('property: swapped neighbours and cut-short strings are caught', () => {
    fc.assert(
      fc.property(validRulesArb, houseNameArb, fc.nat(), (rules, name, at) => {
        const s = encodeHouseRules({ name, rules });
        const i = at % (s.length - 1);
        if (s[i] !== s[i + 1])
          expect(decodeHouseRules(s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2)).ok).toBe(false);
        expect(decodeHouseRules(s.slice(0, 1 + (at % (s.length - 1)))).ok).toBe(false);
      }),
      { seed: 6, numRuns: 2000 },
    );
  });

  test('property: never throws, on any string or any value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom(...URL_SAFE_CHARS, 'h', '1') }).map((t) => `h1.${t}`),
        ),
        (text) => {
          const r = decodeHouseRules(text);
          if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
        },
      ),
      { seed: 9, numRuns: 3000 },
    );
    for (const x of [undefined, null, 42, {}, [], Symbol('h1')]) {
      expect(decodeHouseRules(x as string).ok).toBe(false);
    }
  });
});

describe('decodeHouseRules: malformed strings, each with a precise message', () => {
  const valid = encodeHouseRules({ name: 'FreeCell', rules: FREECELL_RULES }); // h1.iBgAAA7l.RnJlZUNlbGw
  const cases: [string, string, string | RegExp][] = [
    ['empty', '', 'the house-rules string is empty'],
    [
      'oversized',
      `h1.${'A'.repeat(300)}`,
      'the house-rules string is 303 characters long; at most 256 are allowed',
    ],
    [
      'space',
      'h1.iBgAAA7l.Rn JlZUNlbGw',
      'bad character " " at position 15: house-rules strings use only A–Z, a–z, 0–9 and - _ . ~',
    ],
    [
      'percent-encoding',
      'h1.iBgAAA7l%2ERnJl',
      'bad character "%" at position 12: house-rules strings use only A–Z, a–z, 0–9 and - _ . ~',
    ],
    [
      'standard base64 +',
      'h1.iBg+AA7l',
      'bad character "+" at position 7: house-rules strings use only A–Z, a–z, 0–9 and - _ . ~',
    ],
    [
      'padding',
      'h1.iBgAAA7l.RnJlZUNlbGw=',
      'bad character "=" at position 24: house-rules strings use only A–Z, a–z, 0–9 and - _ . ~',
    ],
    [
      'non-ASCII',
      'h1.iBgAAA7l.Crème',
      'bad character "è" at position 15: house-rules strings use only A–Z, a–z, 0–9 and - _ . ~',
    ],
    [
      'newline',
      'h1.iBgAAA7l\n',
      'bad character "\\n" at position 12: house-rules strings use only A–Z, a–z, 0–9 and - _ . ~',
    ],
    [
      'tilde in the rules',
      'h1.iBgA~A7l',
      'bad character "~" at position 8: the rules part uses only A–Z, a–z, 0–9, - and _',
    ],
    [
      'tilde in the name',
      'h1.iBgAAA7l.Rn~l',
      'bad character "~" at position 15: the name part uses only A–Z, a–z, 0–9, - and _',
    ],
    [
      'wrong version',
      'h2.iBgAAA7l.RnJlZUNlbGw',
      'unknown house-rules version "h2": this version of Cascade reads h1 (a newer Cascade may read it)',
    ],
    ['capital H', 'H1.iBgAAA7l', 'not a house-rules string: it must start with "h1." (h1.<rules>[.<name>])'],
    ['no version', 'iBgAAA7l', 'not a house-rules string: it must start with "h1." (h1.<rules>[.<name>])'],
    ['version only', 'h1', 'the house-rules string stops after its version: expected h1.<rules>[.<name>]'],
    [
      'too many parts',
      'h1.iBgAAA7l.RnJl.ZUNl',
      'the house-rules string has 3 dots; expected h1.<rules>[.<name>]',
    ],
    [
      'truncated rules',
      'h1.iBgAAA7',
      'the rules part must be 8 characters, got 7 (the string looks cut short)',
    ],
    ['long rules', 'h1.iBgAAA7lX', 'the rules part must be 8 characters, got 9'],
    [
      'empty name part',
      'h1.iBgAAAzE.',
      'the name part after the last "." is empty: leave out the final "." for unnamed house rules',
    ],
    [
      'flipped rules char',
      valid.replace('iBgAAA', 'iBgAAB'),
      'the checksum does not match: the house-rules string was mistyped, altered or cut short',
    ],
    [
      'flipped name char',
      valid.replace('RnJl', 'RnJm'),
      'the checksum does not match: the house-rules string was mistyped, altered or cut short',
    ],
    [
      'flipped checksum',
      valid.replace('7l', '7m'),
      'the checksum does not match: the house-rules string was mistyped, altered or cut short',
    ],
    [
      'truncated name',
      valid.slice(0, -1),
      'the checksum does not match: the house-rules string was mistyped, altered or cut short',
    ],
    [
      'name dropped',
      valid.split('.').slice(0, 2).join('.'),
      'the checksum does not match: the house-rules string was mistyped, altered or cut short',
    ],
    [
      'reserved bits',
      withCodes({}, '', 1),
      'the rules part sets 5 reserved bits that h1 does not use (was it made by a newer Cascade?)',
    ],
    [
      'name not base64 length',
      withCodes({}, 'A'),
      'the name part is damaged: base64url text cannot be 1 character long (one is missing or extra)',
    ],
    [
      'name stray bits',
      withCodes({}, 'Ro'),
      'the name part is damaged: the last character has stray bits (the text was altered)',
    ],
    [
      'name bad UTF-8',
      withCodes({}, encodeBase64url([0xff])),
      'the name is not valid UTF-8: byte 1 (0xff) cannot start a UTF-8 character',
    ],
    [
      'name overlong UTF-8',
      withCodes({}, encodeBase64url([0xe0, 0x80, 0xaf])),
      'the name is not valid UTF-8: byte 1 starts an overlong UTF-8 form',
    ],
    [
      'name encoded surrogate',
      withCodes({}, encodeBase64url([0xed, 0xa0, 0x80])),
      'the name is not valid UTF-8: byte 1 starts an encoded surrogate, which UTF-8 forbids',
    ],
    [
      'name cut mid-character',
      withCodes({}, encodeBase64url([0x41, 0xe2, 0x99])),
      'the name is not valid UTF-8: the text ends in the middle of a UTF-8 character',
    ],
    [
      'name control character',
      withCodes({}, encodeBase64url([0x41, 0x0a])),
      'the name has a control character (U+000A) at character 2',
    ],
    [
      'name too long',
      withCodes({}, encodeBase64url(Array(41).fill(0x78))),
      'the name is 41 characters long; at most 40 are allowed',
    ],
  ];
  test.each(cases)('%s', (_name, text, message) => {
    const e = bad(text);
    if (typeof message === 'string') expect(e.message).toBe(message);
    else expect(e.message).toMatch(message);
  });

  const ranges: [string, Partial<Record<keyof RulesSpec, number>>, string, string][] = [
    [
      'columns 11',
      { columns: 7 },
      'rules.columns',
      'columns is 11 in these house rules, but must be from 4 to 10',
    ],
    ['cells 12', { cells: 12 }, 'rules.cells', 'cells is 12 in these house rules, but must be from 0 to 8'],
    [
      'prefilled 15',
      { prefilledCells: 15 },
      'rules.prefilledCells',
      'prefilledCells is 15 in these house rules, but must be from 0 to 8',
    ],
    [
      'maxRank 16',
      { maxRank: 15 },
      'rules.maxRank',
      'maxRank is 16 in these house rules, but must be from 1 to 13',
    ],
    [
      'foundation base 3',
      { foundationBase: 3 },
      'rules.foundationBase',
      'foundationBase has code 3 in these house rules, but only codes 0–2 (ace, king, first-card) exist',
    ],
    [
      'build policy 3',
      { buildPolicy: 3 },
      'rules.buildPolicy',
      'buildPolicy has code 3 in these house rules, but only codes 0–2 (alternate-color, same-suit, any-suit) exist',
    ],
    [
      'empty columns 3',
      { emptyColumns: 3 },
      'rules.emptyColumns',
      'emptyColumns has code 3 in these house rules, but only codes 0–2 (any, kings, none) exist',
    ],
    [
      'cell stay 3',
      { cellStay: 3 },
      'rules.cellStay',
      'cellStay has code 3 in these house rules, but only codes 0–2 (unlimited, next-move, single-use) exist',
    ],
    [
      'deal 3',
      { deal: 3 },
      'rules.deal',
      'deal has code 3 in these house rules, but only codes 0–2 (ms, challenge, random) exist',
    ],
  ];
  test.each(ranges)('out of range: %s (with a valid checksum)', (_name, codes, path, message) => {
    const e = bad(withCodes(codes));
    expect(e.issues).toEqual([{ path, message }]);
    expect(e.message).toBe(`the house rules hold a value out of range: ${path}: ${message}`);
  });

  test('several values out of range are all reported, in knob order', () => {
    expect(bad(withCodes({ deal: 3, cells: 9 })).issues?.map((i) => i.path)).toEqual([
      'rules.cells',
      'rules.deal',
    ]);
  });

  test('prefilledCells above cells passes the ranges but not the schema', () => {
    const e = bad(withCodes({ cells: 2, prefilledCells: 3 }));
    expect(e.issues).toEqual([
      {
        path: 'rules.prefilledCells',
        message: 'prefilledCells must be a whole number from 0 to cells (2), got 3',
      },
    ]);
    expect(e.message).toBe(
      'the house rules are not a valid rule set: rules.prefilledCells: prefilledCells must be a whole number from 0 to cells (2), got 3',
    );
  });

  test('more cards in the cells than in the deck is caught too', () => {
    const e = bad(withCodes({ cells: 8, prefilledCells: 6, maxRank: 0 }));
    expect(e.issues?.[0]?.message).toBe(
      'prefilledCells must be at most the number of cards in the deck (4 × maxRank = 4), got 6',
    );
  });
});
