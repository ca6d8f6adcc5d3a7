/** House-rules lessons on how far runs move: any length, free cells + 1, or one card at a time. */
import { HOUSE_RULES } from './house-rules.ts';
import type { Lesson } from './types.ts';

export const runRulesLesson: Lesson = {
  id: 'run-rules',
  title: 'How far runs move',
  summary: 'Runs of any length, runs up to free cells + 1, or one card at a time.',
  steps: [
    {
      kind: 'play',
      id: 'any-length',
      title: 'Runs of any length',
      variant: 'relaxed-freecell',
      text:
        'Under these rules a run of any length moves as one unit, however full the free cells and columns are. ' +
        'Every cell and column is taken here: move the run of six from the Q♥ onto the K♠ all the same.',
      nudge: 'Pick up the Q♥: the whole run below it comes along.',
      board: `
          Foundations: C-Q D-T H-7 S-6
          Freecells: KC KD KH QS
          : QH JS TH 9S 8H 7S
          : QD
          : 9H
          : JH
          : 8S
          : TS
          : KS
          : JD`,
      goal: { kind: 'run-moved', card: 'Q♥', column: 6, length: 6 },
      par: 1,
      knobs: ['sequenceMove', 'buildDirection', 'buildPolicy'],
    },
    {
      kind: 'play',
      id: 'cells-plus-one',
      title: 'Empty columns do not double it',
      variant: 'forecell',
      showLimit: true,
      text:
        'Under these rules a run moves as one unit only up to free cells + 1 cards, and empty columns do not double that. ' +
        'With one free cell the limit is 2, however many columns are empty. Move the run of three from the J♥ onto the Q♠.',
      nudge: 'Free a cell first: the 9♣ can go home.',
      board: `
          Foundations: C-8 D-8 H-T S-9
          Freecells: 9C KH KD -
          : KS QS
          : JH TS 9D
          : KC QD JC TD
          : QC JS
          : TC JD
          : QH`,
      goal: { kind: 'run-moved', card: 'J♥', column: 0, length: 3 },
      par: 2,
      knobs: ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'],
    },
    {
      kind: 'play',
      id: 'cells-plus-one-by-suit',
      title: 'Empty columns do not double it',
      variant: 'seahaven-towers',
      showLimit: true,
      text:
        'Under these rules a run moves as one unit only up to free cells + 1 cards, and empty columns do not double that. ' +
        'With one free cell the limit is 2, however many columns are empty. Move the run of three from the J♠ onto the Q♠.',
      nudge: 'Free a cell first: the 9♦ can go home.',
      board: `
          Foundations: C-K D-8 H-K S-8
          Freecells: 9D KD QD -
          : KS QS
          : JS TS 9S
          : JD TD`,
      goal: { kind: 'run-moved', card: 'J♠', column: 0, length: 3 },
      par: 2,
      knobs: ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'],
    },
    {
      kind: 'play',
      id: 'eight-cells-plus-one',
      title: 'Empty columns do not double it',
      variant: 'eight-off',
      showLimit: true,
      text:
        'Under these rules a run moves as one unit only up to free cells + 1 cards, and empty columns do not double that. ' +
        'With one free cell the limit is 2, however many columns are empty. Move the run of three from the J♠ onto the Q♠.',
      nudge: 'Free a cell first: the 9♦ can go home.',
      board: `
          Foundations: C-K D-8 H-9 S-8
          Freecells: 9D KD QD TH JH QH KH -
          : KS QS
          : JS TS 9S
          : JD TD`,
      goal: { kind: 'run-moved', card: 'J♠', column: 0, length: 3 },
      par: 2,
      knobs: ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'],
    },
    {
      kind: 'play',
      id: 'one-card',
      title: 'One card at a time',
      variant: HOUSE_RULES.oneCard,
      text:
        'Under these rules only one card moves at a time: a run never moves as one unit, it is taken apart card by card. ' +
        'The 9♦ lies under the run from the Q♥: take the run apart and send the 9♦ home.',
      nudge: 'Move the 10♦ first, then the J♠, then the Q♥: each on its own.',
      board: `
          Foundations: C-K D-8 H-T S-9
          : KS
          : 9D QH JS TD
          : KD QS JD TS
          : KH QD JH`,
      goal: { kind: 'card-home', card: '9♦' },
      par: 4,
      knobs: ['sequenceMove', 'buildDirection', 'buildPolicy'],
    },
  ],
};
