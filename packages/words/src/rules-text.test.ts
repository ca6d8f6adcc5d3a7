import { FREECELL_RULES, type RulesSpec } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { differences, differencesFrom, emptyColumnTakes, type DifferenceTopic } from './index.ts';

const changed = (o: Partial<RulesSpec>) => differences(FREECELL_RULES, { ...FREECELL_RULES, ...o });

describe('differences: each sentence with its topic', () => {
  test.each<[Partial<RulesSpec>, DifferenceTopic[]]>([
    [{ maxRank: 6 }, ['deck', 'spread', 'foundations']],
    [{ columns: 10 }, ['columns', 'spread']],
    [{ cells: 2 }, ['cells']],
    [{ prefilledCells: 4 }, ['prefilled', 'spread']],
    [{ deal: 'random' }, ['deal']],
    [{ foundationDirection: 'down', foundationBase: 'king' }, ['foundations']],
    [{ foundationsRemovable: true }, ['foundationsRemovable']],
    [{ buildPolicy: 'same-suit' }, ['build']],
    [{ emptyColumns: 'kings' }, ['emptyColumns']],
    [{ sequenceMove: 'unlimited' }, ['runs']],
    [{ cellEntry: 'selective' }, ['cellEntry']],
    [{ cellStay: 'single-use' }, ['cellStay']],
  ])('%o → %o', (change, topics) => {
    const d = changed(change);
    expect(d.map((x) => x.topic)).toEqual(topics);
    expect(d.map((x) => x.text)).toEqual(differencesFrom(FREECELL_RULES, { ...FREECELL_RULES, ...change }));
  });

  test('an empty column takes what the rules text says, for the rank that starts a run', () => {
    expect(changed({ emptyColumns: 'kings' })[0]?.text).toContain(emptyColumnTakes('kings', 13));
    expect(emptyColumnTakes('kings', 1)).toBe('only an Ace or a run led by one');
  });
});
