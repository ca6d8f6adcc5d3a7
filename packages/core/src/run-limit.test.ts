import { describe, expect, test } from 'vitest';
import { maxRunMove } from './legal.ts';
import { parseLayout } from './layout-text.ts';
import { Position } from './position.ts';
import { unwrap } from './result.ts';
import { FREECELL_RULES, type RulesSpec } from './rules-spec.ts';
import { RUNS_F1 } from '../test/helpers/positions.ts';
import {
  countedEmptyColumns,
  emptyColumnCount,
  freeCellCount,
  runLimit,
  runLimitBreakdown,
  runLimitIntoEmpty,
} from './run-limit.ts';

describe('runLimit', () => {
  test.each([
    // [sequenceMove, emptyColumns policy, free cells, empty columns, to an empty column, limit]
    ['standard', 'any', 4, 0, false, 5],
    ['standard', 'any', 2, 1, false, 6],
    ['standard', 'any', 2, 1, true, 3],
    ['standard', 'any', 1, 2, true, 4],
    ['standard', 'kings', 0, 3, false, 8],
    ['standard', 'none', 3, 2, false, 4],
    ['cells-plus-one', 'any', 3, 4, false, 4],
    ['one-card', 'any', 4, 4, false, 1],
    ['unlimited', 'any', 0, 0, false, Number.POSITIVE_INFINITY],
  ] as const)(
    '%s, empty columns take %s: %i cells, %i columns, to empty %s → %d',
    (seq, empty, f, e, toEmpty, limit) => {
      const rules = { ...FREECELL_RULES, sequenceMove: seq, emptyColumns: empty };
      expect(runLimit(rules, f, e, toEmpty)).toBe(limit);
    },
  );

  test('the destination column and columns that take nothing never count', () => {
    expect(countedEmptyColumns({ emptyColumns: 'any' }, 0, true)).toBe(0);
    expect(countedEmptyColumns({ emptyColumns: 'any' }, 3, true)).toBe(2);
    expect(countedEmptyColumns({ emptyColumns: 'none' }, 3, false)).toBe(0);
  });
});

describe('runLimitBreakdown: the limit of a position with its parts', () => {
  // RUNS_F1: one free cell open (three hold cards), three empty columns.
  const at = (rules: Partial<RulesSpec>) =>
    unwrap(Position.fromSetup(unwrap(parseLayout(RUNS_F1)), { ...FREECELL_RULES, ...rules }));

  test.each([
    // [rules, to an empty column, doubles, counted, limit]
    [{}, false, true, 3, 16],
    [{}, true, true, 2, 8],
    [{ emptyColumns: 'kings' }, true, true, 2, 8],
    [{ emptyColumns: 'none' }, false, false, 0, 2],
    [{ sequenceMove: 'cells-plus-one' }, false, false, 0, 2],
    [{ sequenceMove: 'one-card' }, false, false, 0, 1],
    [{ sequenceMove: 'unlimited' }, true, false, 0, Number.POSITIVE_INFINITY],
  ] as const)('%j, to an empty column %s', (rules, toEmpty, doubles, counted, limit) => {
    const p = at(rules);
    const b = runLimitBreakdown(p, toEmpty);
    expect(b).toEqual({
      rule: p.rules.sequenceMove,
      emptyColumnRule: p.rules.emptyColumns,
      freeCells: 1,
      emptyColumns: 3,
      toEmptyColumn: toEmpty,
      doubles,
      counted,
      limit,
    });
    // The one formula: the breakdown's limit is the rules' (maxRunMove reads the same).
    expect(b.limit).toBe(maxRunMove(p, toEmpty));
    expect(b.limit).toBe(runLimit(p.rules, freeCellCount(p), emptyColumnCount(p), toEmpty));
  });
});

describe('runLimitIntoEmpty', () => {
  const at = (rules: Partial<RulesSpec>, text = RUNS_F1) =>
    unwrap(Position.fromSetup(unwrap(parseLayout(text)), { ...FREECELL_RULES, ...rules }));
  test('the breakdown into an empty column, none where no column is empty or none takes cards', () => {
    expect(runLimitIntoEmpty(at({}))).toEqual(runLimitBreakdown(at({}), true));
    expect(runLimitIntoEmpty(at({ emptyColumns: 'kings' }))?.limit).toBe(8);
    expect(runLimitIntoEmpty(at({ emptyColumns: 'none' }))).toBeNull();
    const noEmpty = at({ columns: 4 }, 'Foundations: H-8 C-K D-K S-K\n: 9H\n: TH\n: JH\n: QH KH\n');
    expect(runLimitIntoEmpty(noEmpty)).toBeNull();
  });
});

describe('the seed variants’ run limits (design §3), as written', () => {
  const at = (rules: Partial<RulesSpec>) =>
    unwrap(Position.fromSetup(unwrap(parseLayout(RUNS_F1)), { ...FREECELL_RULES, ...rules }));
  // RUNS_F1: one free cell open, three empty columns.

  test('Ephemeral: the standard formula, though only Kings may enter an empty column', () => {
    const p = at({ cellStay: 'next-move', emptyColumns: 'kings' });
    expect(runLimitBreakdown(p, false)).toMatchObject({ doubles: true, counted: 3, limit: 16 });
    expect(runLimitBreakdown(p, true)).toMatchObject({ counted: 2, limit: 8 });
    expect(maxRunMove(p, false)).toBe(16);
  });

  test('Selective: the standard formula, every empty free cell counted whatever the rank rule says', () => {
    const p = at({ cellEntry: 'selective' });
    expect(runLimitBreakdown(p, false)).toMatchObject({ freeCells: 1, counted: 3, limit: 16 });
    expect(maxRunMove(p, true)).toBe(8);
  });

  test('Inverted: free cells + 1, empty columns never double it', () => {
    const inverted = {
      ...FREECELL_RULES,
      foundationDirection: 'down',
      foundationBase: 'king',
      buildDirection: 'up',
      sequenceMove: 'cells-plus-one',
    } as const;
    for (const empty of [0, 1, 3, 7]) {
      expect(runLimit(inverted, 1, empty, false)).toBe(2);
      expect(runLimit(inverted, 3, empty, empty > 0)).toBe(4);
    }
  });
});
