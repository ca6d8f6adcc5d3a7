import { deal, FREECELL_RULES, formatSetup, type Setup } from '@cascade/core';
import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, looksLikeJson, parseSolvitaireDeal, tooDeep } from './solvitaire-json.ts';
import { DEAL_1_SOLUTION } from './test-data.ts';
import { fc } from './test-io.ts';

// Solvitaire's own file for the impossible deal (resources/deal-presets/ImpossibleFreeCell11982.json).
const DEAL_11982 = `{
  "tableau piles": [
    ["AH","3D","KD","JC","6C","JD","KC"],
    ["AS","3H","6H","5D","2C","7D","8D"],
    ["4H","QS","5S","5C","10H","8H","2S"],
    ["AC","QC","4D","8C","QH","9C","3S"],
    ["2D","8S","9H","9D","6D","2H"],
    ["6S","7H","JH","10D","10C","QD"],
    ["10S","AD","9S","KH","4S","4C"],
    ["JS","KS","3C","7C","7S","5H"]
  ]
}
`;

const setupOf = (text: string): Setup => {
  const r = parseSolvitaireDeal(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('Solvitaire JSON deals', () => {
  it('reads Solvitaire deal files: 11982 is Microsoft deal 11982', () => {
    const d = deal(FREECELL_RULES, 11982);
    if (!d.ok) throw new Error(d.error.message);
    expect(formatSetup(setupOf(DEAL_11982))).toBe(formatSetup(d.value.toSetup()));
  });

  it('accepts ranks as 1–13 or letters, and cells and foundations', () => {
    const s = setupOf(
      '{"tableau piles": [["1C", "11D", "12H", "13S", "T♠", "a♣"]], "cells": ["", "7h", null], "foundation": [["AC", "2C"], "3D", []]}',
    );
    expect(formatSetup(s)).toBe('Foundations: H-0 C-2 D-3 S-0\nFreecells: - 7H -\n: AC JD QH KS TS AC\n');
    expect(setupOf('{"tableau piles": [], "foundations": [["AS"]]}').foundationTops).toEqual([0, 0, 0, 1]);
  });

  it('says what is wrong, and where', () => {
    const error = (text: string) => {
      const r = parseSolvitaireDeal(text);
      return r.ok ? 'ok' : r.error;
    };
    expect(error('{"tableau piles": [["AS",]]}')).toBe("not valid JSON: Unexpected token ']'");
    expect(error('{\n  "tableau piles": [["AS"]\n')).toBe(
      "not valid JSON: line 3, character 1: Expected ',' or ']' after array element",
    );
    expect(error('[1]')).toBe('a JSON deal must be an object');
    expect(error('{"cells": []}')).toMatch(/^"tableau piles" is missing/);
    expect(error('{"tableau piles": [["AS"]], "stock": []}')).toBe(
      'unknown key "stock" (a FreeCell-family deal has "tableau piles", "cells", "foundations", "foundation")',
    );
    expect(error('{"tableau piles": [["AS", "1X"]]}')).toBe(
      '"tableau piles"[0][1]: "AX" is not a card: "X" is not a suit (use C D H S)',
    );
    expect(error('{"tableau piles": [["AS", 7]]}')).toBe(
      '"tableau piles"[0][1]: expected a card like "AS" or "10H", found 7',
    );
    expect(error('{"tableau piles": ["AS"]}')).toBe('"tableau piles"[0]: expected an array of cards');
    expect(error('{"tableau piles": [], "foundations": [["AS", "2H"]]}')).toBe(
      '"foundations"[0]: a foundation holds one suit',
    );
    expect(error('{"tableau piles": [], "foundations": [["AS"], ["2S"]]}')).toBe(
      '"foundations"[1]: the S foundation is given twice',
    );
    expect(error('{"tableau piles": [], "foundations": [], "foundation": []}')).toBe(
      'give "foundations" or "foundation", not both',
    );
  });

  it('is detected by a leading {', () => {
    expect(looksLikeJson('\uFEFF  \n{"tableau piles": []}')).toBe(true);
    expect(looksLikeJson(': AS')).toBe(false);
  });

  it('works as --board for moves and verify', async () => {
    const d1 = `{"tableau piles": [${[
      'JD KD 2S 4C 3S 6D 6S',
      '2D KC KS 5C TD 8S 9C',
      '9H 9S 9D TS 4S 8D 2H',
      'JC 5S QD QH TH QS 6H',
      '5D AD JS 4H 8H 6C',
      '7H QC AS AC 2C 3D',
      '7C KH AH 4D JH 8C',
      '5H 3H 3C 7S 7D TC',
    ]
      .map((l) => JSON.stringify(l.split(' ')))
      .join(',')}]}`;
    expect(
      await fc('verify --board d1.json --solution d1.sol', {
        files: { 'd1.json': d1, 'd1.sol': DEAL_1_SOLUTION },
      }),
    ).toEqual({
      code: 0,
      stdout: 'won in 115 moves\n',
      stderr: '',
    });
    expect((await fc('moves --board -', { stdin: DEAL_11982 })).stdout).toBe(
      (await fc('moves --deal 11982')).stdout,
    );
  });

  it('JSON errors are exit 2 and name the input', async () => {
    expect(await fc('moves --board -', { stdin: '{"tableau piles": [["AS"]]}' })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --board standard input: 51 cards are missing: AC AD AH 2C 2D 2H 2S 3C …\n',
    });
  });
});

describe('tooDeep: nesting is measured before JSON.parse, in one pass', () => {
  it('finds where the text first nests past the limit, by line and column', () => {
    expect(tooDeep('{"a": [[[]]]}', 4)).toBeNull();
    expect(tooDeep('{"a": [[[]]]}', 3)).toEqual({ line: 1, column: 9 });
    expect(tooDeep('{\n  "a": [\n    [[1]]]}', 3)).toEqual({ line: 3, column: 6 });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(tooDeep('{"a": "[[[[[[", "b": "\\"[[[["}', 1)).toBeNull();
    expect(tooDeep(`["${'['.repeat(100)}"]`, 1)).toBeNull();
  });

  it('keeps a deal far below the limit, and a 5,000-deep file is refused, not a crash', () => {
    expect(tooDeep(DEAL_11982, 3)).toBeNull();
    expect(JSON_MAX_DEPTH).toBeGreaterThan(3);
    const deep = `{"tableau piles": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(parseSolvitaireDeal(deep)).toEqual({
      ok: false,
      error: `line 1, character 34: nested more than ${JSON_MAX_DEPTH} levels deep; a deal is an object of arrays of cards`,
    });
  });
});
