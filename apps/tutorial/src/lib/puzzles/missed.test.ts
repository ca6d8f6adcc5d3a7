import { describe, expect, test } from 'vitest';
import { missedThemes } from './missed.ts';
import { checkRecord, freshRecord, type PuzzleRecord } from './store.ts';
import type { PuzzleTheme } from './types.ts';

const withAttempts = (attempts: Record<string, [PuzzleTheme, boolean]>): PuzzleRecord => ({
  ...freshRecord(),
  attempts: Object.fromEntries(
    Object.entries(attempts).map(([id, [theme, won]]) => [id, { won, at: 1, diff: 0, theme }]),
  ),
});

describe('the puzzle themes a learner misses most', () => {
  test('most failed first, then the larger share failed; themes never failed are left out', () => {
    const record = withAttempts({
      'freecell-a1': ['dig', false],
      'freecell-a2': ['dig', false],
      'freecell-a3': ['dig', true],
      'freecell-a4': ['lost', false],
      'freecell-a5': ['lost', false],
      'freecell-a6': ['endgame', false],
      'freecell-a7': ['endgame', true],
      'freecell-a8': ['supermove', true],
    });
    expect(missedThemes(record)).toEqual([
      { theme: 'lost', missed: 2, tried: 2 },
      { theme: 'dig', missed: 2, tried: 3 },
      { theme: 'endgame', missed: 1, tried: 2 },
    ]);
    expect(missedThemes(record, 1).map((t) => t.theme)).toEqual(['lost']);
    expect(missedThemes(freshRecord())).toEqual([]);
  });

  test('attempts stored under the first files’ ids count by the theme the old id named', () => {
    const stored = {
      ...freshRecord(),
      attempts: {
        'freecell-12-40-empty-column': { won: false, at: 1, diff: -8 },
        'inverted-3-7-only-move': { won: false, at: 2, diff: -8 },
        'selective-900-61-dig': { won: true, at: 3, diff: 9 },
      },
    };
    const r = checkRecord(JSON.parse(JSON.stringify(stored)));
    if (!r.ok) throw new Error(r.error);
    expect(r.dropped).toEqual([]);
    expect(missedThemes(r.value).map((t) => t.theme)).toEqual(['only-move', 'empty-column']);
  });
});
