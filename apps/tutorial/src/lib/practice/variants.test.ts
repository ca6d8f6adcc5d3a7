/** The games a learner's drills are set in: FreeCell and the ones their courses taught, or the one chosen. */
import { describe, expect, test } from 'vitest';
import { freshProgress, type Progress } from '../progress.ts';
import { defaultDrillVariants, drillGames, studiedVariants } from './variants.ts';

const withSteps = (...keys: string[]): Progress => ({
  ...freshProgress(),
  steps: Object.fromEntries(keys.map((k) => [k, { stars: 3, moves: 1 }])),
});

describe('the games drills are set in', () => {
  test('a new learner: FreeCell only, for every drill', () => {
    for (const kind of ['limit', 'winnable', 'only-move'] as const)
      expect(defaultDrillVariants(kind, freshProgress())).toEqual(['freecell']);
  });

  test('a seed course counts for its game, Strategy for FreeCell, a generated course for its game', () => {
    const p = withSteps('inverted/foundations-down', 'strategy/plan-ahead', 'house:bakers-game/same-suit');
    expect([...studiedVariants(p)].sort()).toEqual(['bakers-game', 'freecell', 'inverted']);
    expect(defaultDrillVariants('limit', p)).toEqual(['freecell', 'inverted', 'bakers-game']);
  });

  test('a game no course taught never comes up unless chosen; a house-rules course adds no catalogue game', () => {
    const p = withSteps('house:FC.c2-x/cells');
    expect(defaultDrillVariants('limit', p)).toEqual(['freecell']);
    expect(drillGames('limit', 'eight-off', p)).toEqual({ variants: ['eight-off'], chosen: 'eight-off' });
    // A game this drill cannot be set in, or junk in the address: the learner's own games.
    expect(drillGames('limit', 'relaxed-freecell', p)).toEqual({ variants: ['freecell'], chosen: null });
    expect(drillGames('only-move', '<b>', p)).toEqual({ variants: ['freecell'], chosen: null });
  });

  test('a game a drill cannot be set in is left out of the studied ones', () => {
    const p = withSteps('ephemeral/next-move');
    expect(defaultDrillVariants('winnable', p)).toEqual(['freecell', 'ephemeral']);
    expect(defaultDrillVariants('only-move', p)).toEqual(['freecell']);
  });
});
