/**
 * Steps made from the knobs of a course's own rules, for the changes no written step teaches under
 * them: how many free cells (park as many Kings as there are cells, then send the card they covered
 * home), how many columns (a card in the last column of these rules). Each is a position of these
 * rules; the tutor's engine works out its par like any drawn step's, and lessons.test.ts plays each.
 */
import { CELL_LETTERS, type RulesSpec } from '@cascade/core';
import type { Variant } from '@cascade/variants';
import type { Knob, Lesson, PlayStep } from '../lessons/types.ts';

const SUITS = ['C', 'D', 'H'] as const;
const SYMBOL = { C: '♣', D: '♦', H: '♥' } as const;
const word = (n: number): string =>
  ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);

/** Standard foundations (Ace up, 13 ranks) hold what these boards assume. */
const standardFoundations = (r: RulesSpec) =>
  r.maxRank === 13 && r.foundationDirection === 'up' && r.foundationBase !== 'king';

/** Under first-card foundations, these boards' base (as a game has once its first card is home). */
const baseLine = (r: RulesSpec): string => (r.foundationBase === 'first-card' ? 'Base: A\n' : '');

/** Park Kings in every free cell (up to three), then send the Q♠ they covered home. */
function cellsStep(v: Variant): PlayStep | null {
  const r = v.rules;
  // Cards a cell must let go of at once (next-move cells) cannot wait there; dealt cards fill cells.
  if (r.cells === 0 || r.cellStay === 'next-move' || r.prefilledCells > 0 || !standardFoundations(r))
    return null;
  const covering = Math.min(r.cells, 3);
  const kings = SUITS.slice(0, covering);
  const foundations = SUITS.map((s) => `${s}-${kings.includes(s) ? 'Q' : 'K'}`).join(' ');
  const cells = CELL_LETTERS.slice(0, r.cells).split('');
  return {
    kind: 'play',
    id: 'free-cells',
    title: `${word(r.cells).replace(/^./, (c) => c.toUpperCase())} free cell${r.cells === 1 ? '' : 's'}`,
    variant: v.id as PlayStep['variant'],
    text:
      `These rules give you ${word(r.cells)} free cell${r.cells === 1 ? '' : 's'}, at the top left. ` +
      `The Q♠ lies under ${kings.map((s) => `the K${SYMBOL[s]}`).join(', ')}: park ${covering === 1 ? 'it' : 'them'} in the free cells, then send the Q♠ home.`,
    nudge: `Move the K${SYMBOL[kings[kings.length - 1] as 'C']} on top into a free cell.`,
    board: `${baseLine(r)}Foundations: ${foundations} S-J\n: KS QS ${kings.map((s) => `K${s}`).join(' ')}`,
    goal: { kind: 'card-home', card: 'Q♠' },
    par: covering + 1,
    allowed: {
      moves: [...cells.map((c) => `#${c}`), '*h'],
      why: 'This step is about the free cells: park the Kings there.',
    },
    knobs: ['cells'],
  };
}

/** A card in the last column of these rules. */
function columnsStep(v: Variant): PlayStep | null {
  const r = v.rules;
  if (!standardFoundations(r)) return null;
  const n = r.columns;
  const columns = Array.from({ length: n }, (_, i) => (i === n - 1 ? ': KC' : ':'));
  return {
    kind: 'play',
    id: 'columns',
    title: `${word(n).replace(/^./, (c) => c.toUpperCase())} columns`,
    variant: v.id as PlayStep['variant'],
    text: `These rules deal the cards into ${word(n)} columns instead of FreeCell's eight. The K♣ lies in the last one, column ${n}: send it home.`,
    nudge: `Count the columns: the K♣ lies alone in column ${n}.`,
    board: `${baseLine(r)}Foundations: C-Q D-K H-K S-K\n${columns.join('\n')}`,
    goal: { kind: 'card-home', card: 'K♣' },
    par: 1,
    knobs: ['columns'],
  };
}

const MAKERS: Partial<Record<Knob, (v: Variant) => PlayStep | null>> = {
  columns: columnsStep,
  cells: cellsStep,
};

/** A lesson of steps made from these knobs of the rules (those a maker exists for and fits). */
export function generatedLesson(v: Variant, knobs: readonly Knob[]): Lesson | null {
  const steps = knobs.flatMap((k) => {
    const s = MAKERS[k]?.(v);
    return s ? [s] : [];
  });
  return steps.length === 0
    ? null
    : {
        id: 'rules',
        title: 'The table of these rules',
        summary: 'Made from these rules: the free cells and columns they give you.',
        steps,
      };
}
