import { describe, expect, test } from 'vitest';
import { movedPuzzleId, puzzleId } from './ids.ts';
import { PUZZLE_THEMES } from './types.ts';

describe('puzzle ids', () => {
  test('an id names its variant but not its theme, and differs by theme', () => {
    const source = { variant: 'freecell', deal: 12, ply: 40 };
    const ids = PUZZLE_THEMES.map((t) => puzzleId(source, t));
    expect(new Set(ids).size).toBe(PUZZLE_THEMES.length);
    for (const id of ids) {
      expect(id).toMatch(/^freecell-[0-9a-z]{7}$/);
      for (const t of PUZZLE_THEMES) expect(id).not.toContain(t);
      expect(id).not.toContain('12-40');
    }
  });

  test('an id of the first files names its puzzle now and its theme; other text is no old id', () => {
    expect(movedPuzzleId('freecell-12-40-empty-column')).toEqual({
      id: puzzleId({ variant: 'freecell', deal: 12, ply: 40 }, 'empty-column'),
      theme: 'empty-column',
    });
    expect(movedPuzzleId('inverted-3-0-only-move')?.theme).toBe('only-move');
    for (const bad of [
      'freecell-12-40-nothing',
      'dig',
      'freecell-0-4-dig',
      'freecell-12-40',
      puzzleId({ variant: 'freecell', deal: 1, ply: 1 }, 'dig'),
    ])
      expect(movedPuzzleId(bad)).toBeNull();
  });
});
