import {
  FREECELL_RULES,
  moveError,
  parseLayout,
  parseMove,
  Position,
  unwrap,
  type Move,
  type RulesSpec,
} from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { explainMove, type ReasonKind } from './reasons.ts';

const INVERTED = getVariant('inverted').rules;
const EPHEMERAL = getVariant('ephemeral').rules;
const SELECTIVE = getVariant('selective').rules;
const CHALLENGE = getVariant('challenge').rules;

export function position(text: string, rules: RulesSpec = FREECELL_RULES): Position {
  return unwrap(Position.fromSetup(unwrap(parseLayout(text)), rules));
}
const mv = (p: Position, token: string): Move => unwrap(parseMove(token, p));

// Most cards home (ranks up to 9), the tens to kings laid out by hand.
const HOME9 = 'Foundations: H-9 C-9 D-9 S-9\n';

/** [name, rules, board, move, expected kind, words the sentence must contain] */
const SCENARIOS: [string, RulesSpec, string, string, ReasonKind, RegExp][] = [
  [
    'a ten goes home',
    FREECELL_RULES,
    `${HOME9}: KH QS JH TS\n: KC QD JC TD\n: KD QC JD TC\n: KS QH JS TH\n`,
    '1h',
    'sends-home',
    /Once home, the 10♠ is one card fewer/,
  ],
  [
    'emptying a column doubles the run limit',
    FREECELL_RULES,
    `${HOME9}: KH QS JH\n: TS\n: KC QD JC TD\n: KD QC JD TC\n: KS QH JS TH\n`,
    '2a',
    'empties-column',
    /empties column 2, so you can move longer runs \(up to 64 cards instead of 40\)/,
  ],
  [
    'uncovering the next card for a foundation',
    FREECELL_RULES,
    'Foundations: H-9 C-9 D-9 S-8\n: KH QS JH TS 9S TH\n: KC QD JC TD\n: KD QC JD TC\n: KS QH JS\n',
    '1a',
    'frees-card',
    /uncovers the 9♠, which can then go home/,
  ],
  [
    'a cell card comes down onto a column',
    FREECELL_RULES,
    `${HOME9}Freecells: TS - - -\n: KH QS JH\n: KC QD JC TD\n: KD QC JD TC\n: KS QH JS TH\n`,
    'a1',
    'frees-cell',
    /empties free cell 1, so you keep a free cell in hand/,
  ],
  [
    'a King into an empty column',
    FREECELL_RULES,
    `${HOME9}: TS QS JH KH\n:\n: KC QD JC TD\n: KD QC JD TC\n: KS QH JS TH\n`,
    '12',
    'fills-column',
    /Heading an empty column, the K♥ can carry a long run/,
  ],
  [
    'a run moves as one',
    FREECELL_RULES,
    `${HOME9}: KC QD JC\n: KS\n: KD QS JH TS\n: KH QC JD TC\n: QH JS TD\n: TH\n`,
    '12',
    'moves-run',
    /Joined to the K♠, the 2 cards make one longer run/,
  ],
  [
    'a single card builds a run',
    FREECELL_RULES,
    `${HOME9}: KC QD\n: KS\n: KD QS JH TS\n: KH QC JD TC\n: QH JS TD\n: TH JC\n`,
    '12',
    'builds-run',
    /On the K♠, the Q♦ lengthens a run/,
  ],
  [
    'parking a card to dig',
    FREECELL_RULES,
    'Foundations: H-9 C-9 D-9 S-8\n: 9S KH QS JH TS TH\n: KC QD JC TD\n: KD QC JD TC\n: KS QH JS\n',
    '1a',
    'parks-card',
    /parks the 10♥ in a free cell to dig toward the buried 9♠ \(4 cards still above it\)/,
  ],
  // The first card home set the base at 4 (4 5 A 2 3): the 5♠ is second in its suit's order, the
  // 3♦ last, whatever their ranks say.
  [
    'first-card base: digging toward the card that goes home soonest by the base',
    { ...FREECELL_RULES, maxRank: 5, foundationBase: 'first-card' },
    'Base: 4\nFoundations: H-A C-A D-A S-0\n: 5S 3D 3H\n: 2H 3C\n: 2C 4S\n: 2D AS\n: 2S 3S\n',
    '1a',
    'parks-card',
    /parks the 3♥ in a free cell to dig toward the buried 5♠ \(1 card still above it\)/,
  ],
  // Inverted: foundations K→A, so the queen after the king goes home; tableau builds up.
  [
    'inverted: a card goes home downwards',
    INVERTED,
    'Foundations: H-2 C-5 D-5 S-5\n: 4S 3D 2S AH\n: 4C 2C AC\n: 4D 2D AD\n: 3C 3S AS\n',
    '1h',
    'sends-home',
    /Once home, the A♥ is one card fewer/,
  ],
  [
    'inverted: an empty column does not double the limit',
    INVERTED,
    'Foundations: H-5 C-5 D-5 S-5\n: 4S 3H 2S\n: AH\n: 4C 3D 2C AD\n: 4D 3C 2D AC\n: 4H 3S 2H AS\n',
    '2a',
    'empties-column',
    /empties column 2, giving you room to work/,
  ],
  [
    'ephemeral: only a King fills the emptied column',
    EPHEMERAL,
    `${HOME9}: KH QS JH\n: TS\n: KC QD JC TD\n: KD QC JD TC\n: KS QH JS TH\n`,
    '2h',
    'sends-home',
    /Once home, the 10♠ is one card fewer/,
  ],
  [
    'ephemeral: emptying names the King rule',
    EPHEMERAL,
    `${HOME9}: KH QS JH TS\n: TD\n: KC QD JC\n: KD QC JD TC\n: KS QH JS TH\n`,
    '23',
    'empties-column',
    /empties column 2 \(only a King can go there\), which doubles the run you can move \(from 40 to 80 cards\)/,
  ],
  [
    'selective: a card comes down from a cell',
    SELECTIVE,
    `${HOME9}Freecells: TS - - -\n: KH QS JH\n: KC QD JC TD\n: KD QC JD TC\n: KS QH JS TH\n`,
    'a1',
    'frees-cell',
    /keep a free cell in hand/,
  ],
  [
    'challenge: a two goes home',
    CHALLENGE,
    'Foundations: H-A C-9 D-9 S-9\n: KH QS JH 2H\n: KC QD JC TD 3H 4H 5H 6H 7H 8H 9H TH\n: KD QC JD TC\n: KS QH JS TS\n',
    '1h',
    'sends-home',
    /Once home, the 2♥ is one card fewer/,
  ],
];

describe('explainMove', () => {
  test.each(SCENARIOS)('%s', (_name, rules, board, token, kind, words) => {
    const p = position(board, rules);
    const m = mv(p, token);
    expect(moveError(p, m)).toBeNull();
    const r = explainMove(p, m);
    expect(r.kind).toBe(kind);
    expect(r.text).toMatch(words);
  });

  test('the only move says so when nothing else explains it', () => {
    const p = position(`${HOME9}: KC QD\n: KS\n: KD QS JH TS\n: KH QC JD TC\n: QH JS TD\n: TH JC\n`);
    expect(explainMove(p, mv(p, '12'), { onlyMove: true }).kind).toBe('only-move');
  });
});
