import { columnDealSizes, FREECELL_RULES, RULES_KEYS, type RulesSpec } from '@cascade/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  differencesFrom,
  getVariant,
  listVariants,
  rulesSections,
  rulesText,
  VARIANT_IDS,
  type VariantId,
} from './index.ts';
import { validRulesArb } from './test-arbitraries.ts';

const text = (id: VariantId) => rulesText(getVariant(id).rules);
const section = (rules: RulesSpec, title: string) =>
  rulesSections(rules).find((s) => s.title === title)?.text ?? '';
const withRules = (o: Partial<RulesSpec>): RulesSpec => ({ ...FREECELL_RULES, ...o });

describe('rulesText golden files', () => {
  test.each(VARIANT_IDS)('%s', async (id) => {
    const variant = getVariant(id);
    await expect(rulesText(variant.rules, { name: variant.name })).toMatchFileSnapshot(
      `../test/fixtures/rules-text/${id}.txt`,
    );
  });
});

describe('rulesText states the key facts of each variant', () => {
  test('FreeCell: the layout from columnDealSizes, the formula, and the destination rule', () => {
    const t = text('freecell');
    expect(columnDealSizes(FREECELL_RULES)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(t).toContain('into 8 columns: columns 1–4 get 7 cards and columns 5–8 get 6');
    expect(t).toContain('four free cells, each holding one card');
    expect(t).toContain('(free cells + 1) × 2^(empty columns)');
    expect(t).toContain('An empty column that the run moves into does not count');
    expect(t).toContain('up to 10 cards can move onto a card, but only 5 into the empty column');
    expect(t).toContain('Build each foundation up by suit from Ace to King.');
    expect(t).toContain('build down in alternating colours');
    expect(t).toContain("Microsoft FreeCell's game N");
    expect(t).toContain('A card on a foundation never comes back into play.');
    expect(t).toContain('never to another free cell');
    expect(t).toContain(
      'You win when all 52 cards are on the foundations. The game is lost when no legal move is left.',
    );
  });

  test('Challenge: the first row spelled out', () => {
    expect(text('challenge')).toContain(
      'in the order 2♣ 2♠ 2♥ 2♦ A♣ A♠ A♥ A♦, so the twos lie at the bottom of columns 1–4 and the aces at the bottom of columns 5–8; the other 44 cards follow',
    );
  });

  test('Inverted: K→A foundations, building up, and a limit of free cells + 1 that empty columns do not double', () => {
    const t = text('inverted');
    expect(t).toContain('Build each foundation down by suit from King to Ace.');
    expect(t).toContain('build up in alternating colours: a card goes on a card one rank lower');
    expect(t).toContain('no longer than free cells + 1');
    expect(t).toContain('Empty columns do not double this limit');
    expect(t).toContain('an empty column that the run moves into does not count either');
    expect(t).not.toContain('2^(empty columns)');
    expect(t).toContain('nothing goes on a King');
  });

  test('Ephemeral: next-move cells, immediate loss, kings only, standard limit kept', () => {
    const t = text('ephemeral');
    expect(t).toContain(
      'must leave it on the very next move, to a column or a foundation; if it cannot, the game is lost at once',
    );
    expect(t).toContain('Only a King, or a run led by a King, may fill an empty column.');
    expect(t).toContain('(free cells + 1) × 2^(empty columns)');
    expect(t).toContain('and at once when a card that has just gone into a free cell cannot leave it');
    expect(t).not.toContain('as long as you like');
  });

  test('Selective: the entry rule', () => {
    expect(text('selective')).toContain(
      'A card may go into an empty free cell only if no other column has a card of the same rank on top.',
    );
    expect(text('freecell')).not.toContain('same rank');
  });

  test('Ephemeral (traditional): single-use cells, closed cells do not count', () => {
    const t = text('ephemeral-traditional');
    expect(t).toContain(
      'Each free cell can be used only once: when its card leaves, the cell closes for good.',
    );
    expect(t).toContain('Closed free cells do not count.');
    expect(t).not.toContain('very next move');
  });

  test('Selective (traditional): the first card sets the base, foundations wrap', () => {
    const t = text('selective-traditional');
    expect(t).toContain('The first card played to any foundation sets the base rank of all four');
    expect(t).toContain('going round the corner from King to Ace');
    expect(t).not.toContain('same rank on top');
  });

  test('house rules where empty columns take nothing: the limit is free cells + 1, as core computes it', () => {
    const t = rulesText({ ...FREECELL_RULES, emptyColumns: 'none' });
    expect(t).toContain('no longer than free cells + 1');
    expect(t).toContain('Empty columns do not count, since nothing may enter them.');
    expect(t).not.toContain('2^(empty columns)');
  });

  test('Eight Off, ForeCell, Seahaven Towers: cards dealt into the cells and even columns', () => {
    expect(text('eight-off')).toContain(
      'The first 48 go row by row into 8 columns of 6 cards each. The last four go into the first four free cells, one card in each.',
    );
    expect(text('eight-off')).toContain('eight free cells');
    expect(text('eight-off')).toContain('build down by suit');
    expect(text('forecell')).toContain('The last four fill the free cells, one card in each.');
    expect(text('seahaven-towers')).toContain(
      'The first 50 go row by row into 10 columns of 5 cards each. The last two go into the first two free cells',
    );
    for (const id of ['eight-off', 'forecell', 'seahaven-towers', 'super-challenge'] as const) {
      expect(text(id)).toContain('Only a King, or a run led by a King, may fill an empty column.');
      expect(text(id)).toContain('Empty columns do not double this limit');
    }
  });

  test('Relaxed FreeCell: no limit', () => {
    expect(text('relaxed-freecell')).toContain('whatever its length');
    expect(text('relaxed-freecell')).not.toContain('no longer than');
  });

  test('Two- and Three-Cell FreeCell: the worked example follows the number of cells', () => {
    expect(text('two-cell-freecell')).toContain(
      'with two empty free cells and one empty column, up to 6 cards can move onto a card, but only 3',
    );
    expect(text('three-cell-freecell')).toContain('up to 8 cards can move onto a card, but only 4');
  });
});

describe('rulesText for house rules', () => {
  test('0 free cells: says so, and never that cells hold a card', () => {
    const rules = withRules({ cells: 0 });
    const t = rulesText(rules);
    expect(t).toContain('There are no free cells');
    expect(t).not.toMatch(
      /holding one card|holds one card|into an empty free cell|never to another free cell/,
    );
    expect(section(rules, 'Moving cards')).toContain('Only the top card of a column may move.');
    expect(section(rules, 'Moving cards')).toContain('With no free cells that is 2^(empty columns)');
  });

  test('0 free cells with the free cells + 1 limit: one card at a time', () => {
    expect(section(withRules({ cells: 0, sequenceMove: 'cells-plus-one' }), 'Moving cards')).toContain(
      'with no free cells that is one card: cards move one at a time',
    );
  });

  test('one free cell is singular', () => {
    const t = rulesText(withRules({ cells: 1 }));
    expect(t).toContain('There is one free cell, which holds one card');
    expect(t).not.toContain('never to another free cell');
  });

  test('foundation cards may come back', () => {
    const rules = withRules({ foundationsRemovable: true });
    expect(section(rules, 'Foundations')).toContain(
      'The top card of a foundation may be played back onto a column',
    );
    expect(section(rules, 'Moving cards')).toContain('or the top card of a foundation may move');
  });

  test('columns that take nothing, one card at a time', () => {
    expect(section(withRules({ emptyColumns: 'none' }), 'Empty columns')).toBe(
      'Nothing may be moved into an empty column: once empty, a column stays empty.',
    );
    expect(section(withRules({ sequenceMove: 'one-card' }), 'Moving cards')).toContain(
      'Cards move one at a time',
    );
  });

  test('kings-only when building up means Aces; a King base building up wraps', () => {
    expect(section(withRules({ emptyColumns: 'kings', buildDirection: 'up' }), 'Empty columns')).toBe(
      'Only an Ace, or a run led by an Ace, may fill an empty column.',
    );
    expect(section(withRules({ foundationBase: 'king' }), 'Foundations')).toContain(
      'starting with the King and going round the corner: K, A, 2, …, Q.',
    );
  });

  test('a small deck: sizes from columnDealSizes, ranks up to maxRank', () => {
    const rules = withRules({ maxRank: 4, columns: 6, cells: 1 });
    expect(columnDealSizes(rules)).toEqual([3, 3, 3, 3, 2, 2]);
    const t = rulesText(rules);
    expect(t).toContain('The deck has only the Aces to 4s of each suit, 16 cards.');
    expect(t).toContain('into 6 columns: columns 1–4 get 3 cards and columns 5–6 get 2');
    expect(t).toContain('from Ace to 4');
    expect(t).toContain('You win when all 16 cards are on the foundations.');
  });

  test('a random deal', () => {
    expect(section(withRules({ deal: 'random' }), 'Deals')).toContain("Cascade's own seeded shuffle");
  });

  test('the name, when given, heads the text', () => {
    expect(rulesText(FREECELL_RULES, { name: 'My Rules' }).startsWith('My Rules\n\nLayout\n')).toBe(true);
    expect(rulesText(FREECELL_RULES).startsWith('Layout\n')).toBe(true);
  });

  test('every knob shows in the text: changing any one of them changes it', () => {
    const alternatives: { [K in keyof RulesSpec]: RulesSpec[K][] } = {
      columns: [4, 7, 10],
      cells: [0, 1, 8],
      prefilledCells: [1, 4],
      maxRank: [1, 4, 12],
      foundationDirection: ['down'],
      foundationBase: ['king', 'first-card'],
      buildDirection: ['up'],
      buildPolicy: ['same-suit', 'any-suit'],
      emptyColumns: ['kings', 'none'],
      sequenceMove: ['cells-plus-one', 'one-card', 'unlimited'],
      cellEntry: ['selective'],
      cellStay: ['next-move', 'single-use'],
      foundationsRemovable: [true],
      deal: ['challenge', 'random'],
    };
    const base = rulesText(FREECELL_RULES);
    expect(Object.keys(alternatives).sort()).toEqual([...RULES_KEYS].sort());
    for (const key of RULES_KEYS) {
      for (const value of alternatives[key]) {
        const rules = { ...FREECELL_RULES, [key]: value };
        expect(rulesText(rules), `${key}=${String(value)}`).not.toBe(base);
        expect(differencesFrom(FREECELL_RULES, rules).length, `${key}=${String(value)}`).toBeGreaterThan(0);
      }
    }
  });

  test('property: well-formed text for every valid spec', () => {
    fc.assert(
      fc.property(validRulesArb, (rules) => {
        const sections = rulesSections(rules);
        expect(sections.map((s) => s.title)).toEqual([
          'Layout',
          'Deals',
          'Foundations',
          'Building',
          'Moving cards',
          'Empty columns',
          'Free cells',
          'Winning and losing',
        ]);
        for (const s of sections) {
          expect(s.text).toMatch(/^[A-Z].*[.]$/s);
          expect(s.text).not.toMatch(/undefined|NaN|null|\[object|\s{2}|\s[,.;:]|\.\./);
        }
        const layout = sections[0]?.text ?? '';
        for (const n of new Set(columnDealSizes(rules).filter((x) => x > 0)))
          expect(layout).toMatch(new RegExp(`\\b${n}\\b`));
        if (rules.cells === 0) expect(rulesText(rules)).not.toMatch(/holding one card|holds one card/);
        expect(differencesFrom(rules, rules)).toEqual([]);
      }),
      { seed: 3, numRuns: 1000 },
    );
  });
});

describe('differencesFrom FreeCell', () => {
  test('FreeCell differs from itself in nothing', () => {
    expect(differencesFrom(FREECELL_RULES, getVariant('freecell').rules)).toEqual([]);
  });

  test.each([
    ['bakers-game', ['Columns build down by suit (instead of down in alternating colours).']],
    ['two-cell-freecell', ['There are two free cells instead of four.']],
    [
      'inverted',
      [
        'Foundations build down by suit from King to Ace (instead of up by suit from Ace to King).',
        'Columns build up in alternating colours (instead of down in alternating colours).',
        'A run may move as one unit if it has at most free cells + 1 cards (instead of at most (free cells + 1) × 2^(empty columns) cards): empty columns do not double the limit.',
      ],
    ],
    [
      'relaxed-freecell',
      [
        'A run of any length may move as one unit (instead of at most (free cells + 1) × 2^(empty columns) cards).',
      ],
    ],
    ['ephemeral-traditional', ['Each free cell can be used only once and closes when its card leaves.']],
  ] as const)('%s', (id, sentences) => {
    expect(differencesFrom(FREECELL_RULES, getVariant(id).rules)).toEqual(sentences);
  });

  test('Eight Off: cells, cards in cells, the spread, suit, kings, limit', () => {
    expect(differencesFrom(FREECELL_RULES, getVariant('eight-off').rules)).toEqual([
      'There are eight free cells instead of four.',
      'The last four cards of the deal go into the free cells (instead of none).',
      'The deal puts 6 cards in each column (instead of 7 cards in columns 1–4 and 6 in columns 5–8).',
      'Columns build down by suit (instead of down in alternating colours).',
      'An empty column takes only a King or a run led by one (instead of any card or run).',
      'A run may move as one unit if it has at most free cells + 1 cards (instead of at most (free cells + 1) × 2^(empty columns) cards): empty columns do not double the limit.',
    ]);
  });

  test('every catalogue variant but FreeCell has at least one difference', () => {
    for (const v of listVariants().slice(1))
      expect(differencesFrom(FREECELL_RULES, v.rules).length, v.id).toBeGreaterThan(0);
  });
});
