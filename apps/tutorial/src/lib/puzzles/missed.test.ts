import { describe, expect, test } from 'vitest';
import { missedThemes, themeOfId } from './missed.ts';
import { freshRecord, type PuzzleRecord } from './store.ts';

const withAttempts = (attempts: Record<string, boolean>): PuzzleRecord => ({
  ...freshRecord(),
  attempts: Object.fromEntries(Object.entries(attempts).map(([id, won]) => [id, { won, at: 1, diff: 0 }])),
});

describe('the puzzle themes a learner misses most', () => {
  test("a puzzle id's last part is its main theme, hyphens and all", () => {
    expect(themeOfId('freecell-12-40-empty-column')).toBe('empty-column');
    expect(themeOfId('inverted-3-7-only-move')).toBe('only-move');
    expect(themeOfId('selective-900-61-dig')).toBe('dig');
    expect(themeOfId('freecell-12-40-nothing')).toBeNull();
    expect(themeOfId('dig')).toBeNull();
  });

  test('most failed first, then the larger share failed; themes never failed are left out', () => {
    const record = withAttempts({
      'freecell-1-10-dig': false,
      'freecell-2-10-dig': false,
      'freecell-3-10-dig': true,
      'freecell-4-10-lost': false,
      'freecell-5-10-lost': false,
      'freecell-6-10-endgame': false,
      'freecell-7-10-endgame': true,
      'freecell-8-10-supermove': true,
      'not-a-puzzle': false,
    });
    expect(missedThemes(record)).toEqual([
      { theme: 'lost', missed: 2, tried: 2 },
      { theme: 'dig', missed: 2, tried: 3 },
      { theme: 'endgame', missed: 1, tried: 2 },
    ]);
    expect(missedThemes(record, 1).map((t) => t.theme)).toEqual(['lost']);
    expect(missedThemes(freshRecord())).toEqual([]);
  });
});
