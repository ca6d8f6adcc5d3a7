import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import {
  cardOf,
  deal,
  formatCard,
  formatLayout,
  formatLayoutError,
  formatSetup,
  FREECELL_RULES,
  LAYOUT_ERRORS,
  parseLayout,
  parsePosition,
  Position,
  POSITION_ERRORS,
  unwrap,
  type LayoutError,
  type PositionError,
  type Result,
  type RulesSpec,
} from './index.ts';
import { stateKey, stateOf } from '../test/helpers/oracle.ts';
import { fcParams, pos, rulesOf } from '../test/helpers/positions.ts';

// Some tests here take a second or more; under load (other suites running) that can pass the default 5 s.
vi.setConfig({ testTimeout: 120_000 });

const DEAL_1 = formatLayout(unwrap(deal(FREECELL_RULES, 1)));
const DEAL_1_LINES = DEAL_1.trimEnd().split('\n');

/** Board text → position, through both stages. */
function load(
  text: string,
  rules: RulesSpec = FREECELL_RULES,
): Result<Position, LayoutError | PositionError> {
  const s = parseLayout(text);
  return s.ok ? Position.fromSetup(s.value, rules) : s;
}

describe('parseLayout: what it accepts', () => {
  test('fc-solve style, with or without colons, any line endings', () => {
    const bare = DEAL_1.replace(/^: /gm, '');
    const crlf = DEAL_1.replace(/\n/g, '\r\n');
    for (const text of [
      DEAL_1,
      bare,
      crlf,
      `Foundations: H-0 C-0 D-0 S-0\nFreecells: - - - -\n${DEAL_1}`,
      `\n\n${DEAL_1}\n\n`,
    ]) {
      const p = load(text);
      expect(p.ok).toBe(true);
      if (p.ok) expect(formatLayout(p.value)).toBe(DEAL_1);
    }
  });

  test('cards: 10 for T, lower case, suit symbols', () => {
    const text = DEAL_1.replace(/T([CDHS])/g, '10$1')
      .replace(/KD/g, 'kd')
      .replace(/QS/, 'Q♠')
      .replace(/2H/, '2♥');
    const p = load(text);
    expect(p.ok && formatLayout(p.value)).toBe(DEAL_1);
  });

  test('Foundations in any order; missing suits are empty; Freecells may list fewer cells', () => {
    const text = [
      'Foundations: S-2 d-A',
      'Freecells: KH',
      ': QS JD TC 9D 8C 7D 6C 5D 4C 3D 2C AC',
      ': KS QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D KC QC JS TS 9S 8S 7S 6S 5S 4S 3S',
      ': QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH KD',
    ].join('\n');
    const p = unwrap(load(text));
    expect(p.foundations).toEqual([0, 1, 0, 2]);
    expect(p.cells).toEqual([cardOfText('KH'), null, null, null]);
    expect(p.columns.slice(3)).toEqual([[], [], [], [], []]);
  });

  test('an empty column is a line holding only ":"', () => {
    const p = pos(['Foundations: H-Q C-K D-K S-Q', ': KH', ':', ': KS'].join('\n'));
    expect(p.columns.map((c) => c.length)).toEqual([1, 0, 1, 0, 0, 0, 0, 0]);
  });
});

const cardOfText = (t: string): number => {
  const s = unwrap(parseLayout(`: ${t}`));
  return s.columns[0]?.[0] as number;
};

describe("fc-solve's own output", () => {
  test('its fixed-width Freecells line keeps each card in its cell (an empty cell is four blanks)', () => {
    // Copied verbatim from fc-solve; see test/fixtures/fc-solve/README.md.
    const text = readFileSync(
      new URL('../test/fixtures/fc-solve/deal-1-cell-a-empty.txt', import.meta.url),
      'utf8',
    );
    expect(text).toContain('Freecells:      TC  4H  JS\n');
    const p = unwrap(load(text));
    expect(p.cells.map((c) => (typeof c === 'number' ? formatCard(c) : c))).toEqual([null, 'TC', '4H', 'JS']);
    expect(p.foundations).toEqual([0, 1, 0, 0]);
    expect(formatLayout(p).split('\n').slice(0, 2)).toEqual([
      'Foundations: H-0 C-0 D-A S-0',
      'Freecells: - TC 4H JS',
    ]);
    // "10" written out takes a whole slot; blank slots at the end are cells not listed (empty).
    const slots = (line: string) => unwrap(parseLayout(`${line}\n: AS`)).cells;
    expect(slots('Freecells:  6C 10C  4H    ')).toEqual([cardOf(6, 0), cardOf(10, 0), cardOf(4, 2)]);
    expect(slots('Freecells:     10C      JS')).toEqual([null, cardOf(10, 0), null, cardOf(11, 3)]);
    expect(slots('Freecells:                ')).toEqual([]);
    // Our own form (single spaces, - for an empty cell) is unchanged.
    expect(slots('Freecells: - TC 4H JS')).toEqual([null, cardOf(10, 0), cardOf(4, 2), cardOf(11, 3)]);
    expect(slots('Freecells: TC 4H')).toEqual([cardOf(10, 0), cardOf(4, 2)]);
    expect(slots('Freecells:  7H')).toEqual([cardOf(7, 2)]);
  });

  test('a bad card in a fixed-width slot is reported at its column', () => {
    const r = parseLayout('Freecells:      ZZ  4H\n: AS');
    expect(!r.ok && r.error).toMatchObject({ code: LAYOUT_ERRORS.badCell, line: 1, column: 17, token: 'ZZ' });
  });
});

describe('formatLayout / parseLayout round trips', () => {
  const cases: [string, Partial<RulesSpec>, string][] = [
    ['cells and foundations', {}, 'Foundations: H-Q C-K D-J S-K\nFreecells: - QD - -\n: KH\n: KD\n'],
    [
      'closed single-use cells',
      { cellStay: 'single-use' },
      'Foundations: H-Q C-K D-Q S-K\nFreecells: # - KH #\n: KD\n',
    ],
    [
      'a card that must leave its cell',
      { cellStay: 'next-move' },
      'Foundations: H-Q C-K D-Q S-K\nFreecells: - KH* - -\n: KD\n',
    ],
    [
      'a first-card base',
      { foundationBase: 'first-card' },
      'Foundations: H-4 C-5 D-5 S-5\nBase: 6\nFreecells: 5H - - -\n',
    ],
    [
      'inverted foundations',
      { foundationDirection: 'down', foundationBase: 'king', buildDirection: 'up' },
      'Foundations: H-2 C-A D-A S-A\nFreecells: AH - - -\n',
    ],
    [
      'empty columns between others, ten columns',
      { columns: 10 },
      'Foundations: H-Q C-K D-K S-J\n:\n: KH\n:\n: QS\n:\n:\n:\n:\n:\n: KS\n',
    ],
  ];
  test.each(cases)('%s', (_name, overrides, text) => {
    const p = pos(text, overrides);
    for (const colons of [true, false]) {
      for (const full of [true, false]) {
        const again = formatLayout(p, { colons, full });
        const q = load(again, rulesOf(overrides));
        expect(q.ok, again).toBe(true);
        if (q.ok) expect(stateKey(stateOf(q.value))).toBe(stateKey(stateOf(p)));
      }
    }
    // The default form is canonical: formatting what was parsed gives the same text.
    expect(formatLayout(pos(formatLayout(p), overrides))).toBe(formatLayout(p));
  });

  test('regression: without colons an empty column in the middle is still written (":"), not as a blank line', () => {
    const p = pos('Foundations: H-Q C-K D-K S-Q\n: KH\n:\n: KS\n');
    const text = formatLayout(p, { colons: false });
    expect(text).toBe('Foundations: H-Q C-K D-K S-Q\nKH\n:\nKS\n:\n:\n:\n:\n:\n');
    expect(unwrap(load(text)).columns[2]).toEqual(p.columns[2]);
  });

  test('formatSetup writes what parseLayout read', () => {
    const s = unwrap(parseLayout('Freecells: 7H* # -\nBase: 5\nFoundations: C-3\n: AS 2D\n:\n: KD'));
    expect(formatSetup(s)).toBe(
      'Foundations: H-0 C-3 D-0 S-0\nBase: 5\nFreecells: 7H* # -\n: AS 2D\n:\n: KD\n',
    );
    expect(unwrap(parseLayout(formatSetup(s)))).toEqual(s);
  });
});

describe('bad boards: parseLayout answers with code, line and column', () => {
  const cases: [name: string, text: string, code: string, line: number, column: number, words: RegExp][] = [
    ['unknown card 1H', ': JD KD 1H', LAYOUT_ERRORS.badCard, 1, 9, /"1H" is not a card/],
    [
      'unknown card ZZ',
      `${DEAL_1_LINES.slice(0, 3).join('\n')}\n: 5D ZZ`,
      LAYOUT_ERRORS.badCard,
      4,
      6,
      /column 4: "ZZ" is not a card/,
    ],
    ['bad suit', ': JX', LAYOUT_ERRORS.badCard, 1, 3, /"X" is not a suit/],
    ['rank 0', ': 0S', LAYOUT_ERRORS.badCard, 1, 3, /not a rank/],
    [
      'bad Foundations token',
      'Foundations: H-0 C-X D-0 S-0',
      LAYOUT_ERRORS.badFoundation,
      1,
      18,
      /"C-X" is not a foundation/,
    ],
    ['Foundations suit twice', 'Foundations: H-0 H-3', LAYOUT_ERRORS.badFoundation, 1, 18, /given twice/],
    ['Foundations without dash', 'Foundations: H0', LAYOUT_ERRORS.badFoundation, 1, 14, /like H-5/],
    [
      'two Foundations lines',
      'Foundations: H-0\nFoundations: S-0',
      LAYOUT_ERRORS.duplicateHeader,
      2,
      1,
      /given twice/,
    ],
    ['bad Freecells token', 'Freecells: 7H QQ - -', LAYOUT_ERRORS.badCell, 1, 15, /"QQ" is not a card/],
    ['two pending cells', 'Freecells: 7H* 8S* - -', LAYOUT_ERRORS.badCell, 1, 16, /only one free-cell card/],
    ['two Freecells lines', 'Freecells: -\nfreecells: -', LAYOUT_ERRORS.duplicateHeader, 2, 1, /given twice/],
    ['Base without rank', 'Base:', LAYOUT_ERRORS.syntax, 1, 6, /one rank/],
    ['Base with two ranks', 'Base: 5 6', LAYOUT_ERRORS.syntax, 1, 7, /one rank/],
    ['Base 0', 'Base: 0', LAYOUT_ERRORS.syntax, 1, 7, /one rank/],
    ['two Base lines', 'Base: 5\nBase: 5', LAYOUT_ERRORS.duplicateHeader, 2, 1, /given twice/],
    ['unknown header', 'Stock: AS', LAYOUT_ERRORS.syntax, 1, 1, /not a known line/],
    ['empty text', '', LAYOUT_ERRORS.empty, 1, 1, /empty/],
    ['only blank lines', '\n  \n\t\n', LAYOUT_ERRORS.empty, 1, 1, /empty/],
    ['binary junk', '\u0000\u0001\u00ff\ufffd\ud800', LAYOUT_ERRORS.badCard, 1, 1, /not a card/],
    ['a huge line', 'X'.repeat(1_000_000), LAYOUT_ERRORS.badCard, 1, 1, /not a card/],
  ];
  test.each(cases)('%s', (_name, text, code, line, column, words) => {
    const r = parseLayout(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code, line, column });
    expect(r.error.message).toMatch(words);
    expect(formatLayoutError(r.error)).toBe(`line ${line}, character ${column}: ${r.error.message}`);
  });
});

describe('bad boards: Position.fromSetup answers with code and message', () => {
  const swap = (from: string, to: string) => DEAL_1.replace(from, to);
  const cases: [name: string, text: string, rules: Partial<RulesSpec>, code: string, words: RegExp][] = [
    [
      'a duplicate card',
      swap('KD', 'JD'),
      {},
      POSITION_ERRORS.duplicate,
      /JD appears twice in column 1: its 1st and 2nd cards/,
    ],
    ['a missing card', DEAL_1.replace(' 6S\n', '\n'), {}, POSITION_ERRORS.missing, /1 card is missing: 6S/],
    [
      'many missing cards',
      ': AS 2S',
      {},
      POSITION_ERRORS.missing,
      /50 cards are missing: AC AD AH 2C 2D 2H 3C 3D …/,
    ],
    [
      '9 columns for an 8-column game',
      `${DEAL_1}:\n`,
      {},
      POSITION_ERRORS.columns,
      /9 columns but these rules have 8/,
    ],
    [
      '5 free cells for a 4-cell game',
      `Freecells: - - - - 6S\n${DEAL_1.replace(' 6S\n', '\n')}`,
      {},
      POSITION_ERRORS.cells,
      /5 free cells but these rules have 4/,
    ],
    [
      'a card in a cell of a 0-cell game',
      `Freecells: 6S\n${DEAL_1.replace(' 6S\n', '\n')}`,
      { cells: 0 },
      POSITION_ERRORS.cells,
      /1 free cells but these rules have 0/,
    ],
    [
      'a card outside a shrunken deck',
      ': AS 2S KS',
      { maxRank: 2 },
      POSITION_ERRORS.rank,
      /KS in column 1 is not in this deck \(ranks up to 2\)/,
    ],
    [
      'a card both home and in a column',
      `Foundations: S-2\n${DEAL_1}`,
      {},
      POSITION_ERRORS.duplicate,
      /appears twice/,
    ],
    [
      'a foundation beyond the deck',
      'Foundations: H-9',
      { maxRank: 4 },
      POSITION_ERRORS.foundation,
      /foundation H has rank 9, outside this deck/,
    ],
    [
      'a closed cell where cells do not close',
      `Freecells: #\n${DEAL_1}`,
      {},
      POSITION_ERRORS.closedCell,
      /only single-use cells close/,
    ],
    [
      'a pending card where cards may stay',
      `Freecells: 6S*\n${DEAL_1.replace(' 6S\n', '\n')}`,
      {},
      POSITION_ERRORS.pending,
      /no such rule/,
    ],
    [
      'a base that contradicts the rules',
      `Base: 5\n${DEAL_1}`,
      {},
      POSITION_ERRORS.base,
      /fix the foundation base at 1/,
    ],
    [
      'home cards and no base where the first card sets it',
      `Foundations: S-A\n${DEAL_1.replace('AS ', '')}`,
      { foundationBase: 'first-card' },
      POSITION_ERRORS.base,
      /Base:/,
    ],
    [
      'invalid rules',
      DEAL_1,
      { columns: 3 },
      POSITION_ERRORS.rules,
      /columns must be a whole number from 4 to 10/,
    ],
    ['a huge line of one card', 'AS '.repeat(100_000), {}, POSITION_ERRORS.duplicate, /AS appears twice/],
    [
      'a card twice, in a column and a free cell',
      `Freecells: 7C\n${DEAL_1}`,
      {},
      POSITION_ERRORS.duplicate,
      /^7C appears twice: in column 7 \(its 1st card\) and in free cell 1$/,
    ],
    [
      'a card twice deep in one column (ordinals past the tenth)',
      `${'2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 2C'}\n`,
      {},
      POSITION_ERRORS.duplicate,
      /^2C appears twice in column 1: its 1st and 21st cards$/,
    ],
  ];
  test.each(cases)('%s', (_name, text, overrides, code, words) => {
    const r = load(text, rulesOf(overrides));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toMatch(words);
  });

  test('errors carry the card and column where they apply', () => {
    const r = load(DEAL_1.replace('KD', 'JD'));
    expect(!r.ok && r.error).toMatchObject({ code: POSITION_ERRORS.duplicate, card: 'JD', columnIndex: 0 });
  });
});

describe('fuzz: the board parser never throws', () => {
  test('arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const r = parseLayout(text);
        if (r.ok) Position.fromSetup(r.value, FREECELL_RULES);
        else expect(r.error.line).toBeGreaterThanOrEqual(1);
      }),
      fcParams(300),
    );
  });

  test('strings made of board-like pieces', () => {
    const piece = fc.constantFrom(
      'Foundations:',
      'Freecells:',
      'Base:',
      ':',
      '\n',
      ' ',
      '-',
      '#',
      '*',
      'H-',
      'S-0',
      'C-K',
      'AS',
      'TD',
      '10h',
      'K♠',
      '7h*',
      'Q',
      'ZZ',
      '1H',
      '\r\n',
      '\t',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 60 }),
        fc.constantFrom(
          ...[
            FREECELL_RULES,
            rulesOf({ cellStay: 'single-use' }),
            rulesOf({ cellStay: 'next-move', foundationBase: 'first-card' }),
          ],
        ),
        (pieces, rules) => {
          const r = parseLayout(pieces.join(''));
          if (r.ok) {
            const p = Position.fromSetup(r.value, rules);
            if (!p.ok) expect(p.error.code).toMatch(/^position\//);
          } else {
            expect(r.error.code).toMatch(/^layout\//);
            expect(r.error.column).toBeGreaterThanOrEqual(1);
          }
        },
      ),
      fcParams(1000),
    );
  });
});

describe('parsePosition: board text checked against the rules, in one call', () => {
  test('a position, a layout error with its place, or a position error', () => {
    const ok = parsePosition('Foundations: H-K C-K D-K S-Q\n: KS', FREECELL_RULES);
    expect(ok.ok && ok.value.columns[0]).toEqual([51]);
    const layout = parsePosition(': KS ZZ', FREECELL_RULES);
    expect(!layout.ok && layout.error).toMatchObject({
      code: LAYOUT_ERRORS.badCard,
      message: expect.stringMatching(/^line 1, character 6: /) as unknown,
    });
    const position = parsePosition(': KS', FREECELL_RULES);
    expect(!position.ok && position.error.code).toBe(POSITION_ERRORS.missing);
  });
});
