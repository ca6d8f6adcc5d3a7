/**
 * Steps made from the knobs of a course's own rules, for the changes no written step teaches under
 * them: the deck and the foundations (send the last cards of a suit home in their order), how the
 * columns build (a card onto another), how far runs move (a run of the limit's length, the limit
 * live), how many free cells (park a card in each), how long a card may stay in a cell (park one and
 * move it straight on), cards taken back from the foundations, how many columns and the deal.
 *
 * Boards are written for the rules, not for FreeCell (generated-board.ts). Each board is a position
 * of these rules; the tutor's engine works out the par like any drawn step's, and
 * generated-steps.test.ts plays every step under a sweep of rules.
 */
import { CELL_LETTERS, FREECELL_RULES, rankSymbol, runLimitBreakdown, type RulesSpec } from '@cascade/core';
import { differencesFrom, type Variant } from '@cascade/variants';
import type { Knob, Lesson, PlayStep } from '../lessons/types.ts';
import { capital as cap, runLimitSentence } from '@cascade/words';
import { Table, word, type Pc } from './generated-board.ts';
import { openBoard } from './steps.ts';

/** Column n in notation (1–9, then 0 for the tenth). */
const col = (n: number): string => String(n % 10);
/** What these rules change from FreeCell, the sentence that starts with these words (or ''). */
function change(rules: RulesSpec, start: string): string {
  return differencesFrom(FREECELL_RULES, rules).find((s) => s.startsWith(start)) ?? '';
}
const variantOf = (v: Variant): PlayStep['variant'] => v.id as PlayStep['variant'];

/** The deck and the foundations: the last cards of the hearts go home, in the order these rules set. */
function foundationsStep(v: Variant): PlayStep | null {
  const t = new Table(v.rules);
  const n = Math.min(3, v.rules.maxRank);
  const hearts = Array.from({ length: n }, (_, i) => ({ suit: 'H' as const, depth: i }));
  const [h0, h1, h2] = hearts;
  if (!h0) return null;
  const columns = n === 3 && h1 && h2 ? [[h0, h2], [h1]] : [hearts];
  const board = t.board({ columns, store: 0, nextHome: ['H'] });
  if (board === null) return null;
  const order = [...hearts].reverse().map((c) => `the ${t.say(c)}`);
  const orderText =
    order.length === 1
      ? `${order[0]} goes home`
      : `${order.slice(0, -1).join(', ')} and last ${order.at(-1)} go home`;
  const firstCard = v.rules.foundationBase === 'first-card';
  const said = [change(v.rules, 'The deck has'), change(v.rules, 'Foundations build')]
    .filter(Boolean)
    .join(' ');
  return {
    kind: 'play',
    id: 'foundations',
    title: 'The foundations of these rules',
    variant: variantOf(v),
    text:
      `${said ? `${said} ` : ''}${firstCard ? `Here the first card home set the base at ${rankSymbol(t.base)}. ` : ''}` +
      `The hearts still to go are on the board: ${orderText}, in that order. Send them home.`,
    nudge: `The ${t.say(hearts[n - 1] as Pc)} goes home first.`,
    board,
    goal: { kind: 'win' },
    par: n,
    knobs: ['maxRank', 'foundationDirection', 'foundationBase'],
  };
}

/** Building: a card onto the card these rules let it go on. */
function buildStep(v: Variant): PlayStep | null {
  const t = new Table(v.rules);
  const chain = t.chain(2);
  if (!chain) return null;
  const [y, x] = chain as [Pc, Pc];
  const board = t.board({ columns: [[y], [x]], store: 3 });
  if (board === null) return null;
  const how =
    v.rules.buildPolicy === 'any-suit'
      ? 'the suit does not matter'
      : v.rules.buildPolicy === 'same-suit'
        ? 'the same suit'
        : 'the other colour';
  return {
    kind: 'play',
    id: 'build',
    title: 'How the columns build',
    variant: variantOf(v),
    text: `${change(v.rules, 'Columns build') || 'Columns build as in FreeCell.'} The ${t.say(x)} goes on the ${t.say(y)}: one rank ${v.rules.buildDirection === 'down' ? 'below' : 'above'} it, and ${how}. Move the ${t.say(x)} onto the ${t.say(y)}.`,
    nudge: `The ${t.say(x)} is one rank ${v.rules.buildDirection === 'down' ? 'below' : 'above'} the ${t.say(y)}.`,
    board,
    goal: { kind: 'card-to-column', card: t.say(x), column: 0, top: true },
    par: 1,
    allowed: { moves: ['21'], why: 'This step is about building: move the card onto the other column.' },
    knobs: ['buildDirection', 'buildPolicy'],
  };
}

/** How far runs move: a run as long as the limit (four at most) onto a card, the limit live. */
function runStep(v: Variant): PlayStep | null {
  const r = v.rules;
  const t = new Table(r);
  const oneCard = r.sequenceMove === 'one-card';
  // Under one-card runs a run of two is taken apart: it needs a free cell or an empty column.
  if (oneCard && r.cells === 0 && r.emptyColumns !== 'any') return null;
  let length = oneCard ? 2 : 4;
  for (;;) {
    const chain = t.chain(length + 1);
    const board = chain && t.board({ columns: [[chain[0] as Pc], chain.slice(1)], store: 3 });
    if (!chain || board === null) return null;
    const pos = openBoard(board, r);
    if (!pos.ok) return null;
    const breakdown = runLimitBreakdown(pos.value, false);
    const limit = breakdown.limit;
    if (!oneCard && limit < length && limit >= 2) {
      length = limit;
      continue;
    }
    if (!oneCard && limit < 2) return null;
    const y = chain[0] as Pc;
    const lead = chain[1] as Pc;
    const rule = runLimitSentence(breakdown);
    const cells = `These rules give you ${word(r.cells)} free cell${r.cells === 1 ? '' : 's'}.`;
    const cellsTo = CELL_LETTERS.slice(0, r.cells).split('');
    return {
      kind: 'play',
      id: 'runs',
      title: 'How far runs move',
      variant: variantOf(v),
      showLimit: true,
      text: `${cells} ${rule} Move the run of ${word(length)} from the ${t.say(lead)} onto the ${t.say(y)}.`,
      nudge: oneCard
        ? `Move the ${t.say(chain[2] as Pc)} out of the way first.`
        : `Pick up the ${t.say(lead)}: the run below it comes along.`,
      board,
      goal: { kind: 'run-moved', card: t.say(lead), column: 0, length },
      par: oneCard ? 3 : 1,
      allowed: oneCard
        ? {
            moves: ['21', ...cellsTo.flatMap((c) => [`2${c}`, `${c}1`]), '2_', '#1'],
            why: 'This step is about moving the run: take it apart onto the other column.',
          }
        : { moves: ['21'], why: 'This step is about moving the run: move it as one unit.' },
      knobs: ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'],
    };
  }
}

/**
 * How long a card may stay in a free cell. Next-move cells: park the card over the one going home
 * and move it straight on. Single-use cells: one cell open, two cards over the one going home; the
 * top one has a column to go to, the other only the cell (parking the top one there first closes it).
 */
function cellStayStep(v: Variant): PlayStep | null {
  const r = v.rules;
  if (r.cells === 0 || r.cellStay === 'unlimited') return null;
  const t = new Table(r);
  const chain = t.chain(2);
  if (!chain) return null;
  const [y, x] = chain as [Pc, Pc];
  const g: Pc = { suit: 'H', depth: 0 };
  const cells = CELL_LETTERS.slice(0, r.cells).split('');
  if (r.cellStay === 'next-move') {
    const board = t.board({ columns: [[g, x], [y]], store: 3, nextHome: ['H'] });
    if (board === null) return null;
    return {
      kind: 'play',
      id: 'cell-stay',
      title: 'In and straight out',
      variant: variantOf(v),
      text: `Under these rules a card put into a free cell must leave it on the very next move, to a column or a foundation, or the game is lost. Park the ${t.say(x)} in a free cell, move it on onto the ${t.say(y)} at once, then send the ${t.say(g)} home.`,
      nudge: `Put the ${t.say(x)} into a free cell.`,
      board,
      goal: { kind: 'card-home', card: t.say(g) },
      par: 3,
      allowed: {
        moves: [...cells.flatMap((c) => [`1${c}`, `${c}2`]), '1h'],
        why: 'This step practises the free cell: move the card through a cell, not straight onto the column.',
      },
      knobs: ['cellStay', 'cells', 'buildDirection', 'buildPolicy'],
    };
  }
  // A card two depths from both: it goes on neither, nor home.
  const z: Pc = { suit: 'S', depth: 3 };
  const board = t.board({
    columns: [[g, z, x], [y]],
    cellSlots: [...cells.slice(1).map(() => '#'), '-'].join(' '),
    store: 3,
    nextHome: ['H'],
  });
  if (board === null) return null;
  return {
    kind: 'play',
    id: 'cell-stay',
    title: 'A cell used once',
    variant: variantOf(v),
    text: `Under these rules each free cell can be used once: when its card leaves, the cell closes for good. ${r.cells === 1 ? 'One cell is open' : 'Only one cell is still open'}. Send the ${t.say(g)} home: the ${t.say(x)} can go onto the ${t.say(y)}, so keep the cell for the ${t.say(z)}, which has nowhere else to go.`,
    nudge: `Move the ${t.say(x)} onto the ${t.say(y)}; only the ${t.say(z)} needs the cell.`,
    board,
    goal: { kind: 'card-home', card: t.say(g) },
    par: 3,
    allowed: {
      moves: ['12', ...cells.flatMap((c) => [`1${c}`, `${c}2`]), '1h'],
      why: 'This step is about the free cell: leave the empty columns out of it.',
    },
    knobs: ['cellStay', 'cells', 'buildDirection', 'buildPolicy'],
  };
}

/** How many free cells: park a card in each (three at most), then send home the card they covered. */
function cellsStep(v: Variant): PlayStep | null {
  const r = v.rules;
  // Cards a cell must let go of at once (next-move cells) cannot wait there (the run step counts
  // those cells); dealt cards fill cells.
  if (r.cells === 0 || r.cellStay === 'next-move' || r.prefilledCells > 0 || r.maxRank < 2) return null;
  const t = new Table(r);
  const covering = Math.min(r.cells, 3);
  const parked: Pc[] = (['C', 'D', 'H'] as const).slice(0, covering).map((suit) => ({ suit, depth: 0 }));
  const goal: Pc = { suit: 'S', depth: 1 };
  const board = t.board({
    columns: [[{ suit: 'S', depth: 0 }, goal, ...parked]],
    store: 0,
    nextHome: ['S', 'C', 'D', 'H'],
  });
  if (board === null) return null;
  const cells = CELL_LETTERS.slice(0, r.cells).split('');
  return {
    kind: 'play',
    id: 'free-cells',
    title: `${cap(word(r.cells))} free cell${r.cells === 1 ? '' : 's'}`,
    variant: variantOf(v),
    text:
      `These rules give you ${word(r.cells)} free cell${r.cells === 1 ? '' : 's'}, at the top left. ` +
      `The ${t.say(goal)} lies under ${parked.map((c) => `the ${t.say(c)}`).join(', ')}: park ${covering === 1 ? 'it' : 'them'} in the free cells, then send the ${t.say(goal)} home.`,
    nudge: `Move the ${t.say(parked[parked.length - 1] as Pc)} on top into a free cell.`,
    board,
    goal: { kind: 'card-home', card: t.say(goal) },
    par: covering + 1,
    allowed: {
      moves: [...cells.map((c) => `1${c}`), '1h'],
      why: 'This step is about the free cells: park the cards there.',
    },
    knobs: ['cells'],
  };
}

/**
 * Cards back from the foundations: the top card of a foundation onto a column, where the card that
 * covers the one going home can go on it. Where no card can go on it (a card one rank down the
 * columns of its own suit is home already, as when building by suit), it comes back onto a column.
 */
function removableStep(v: Variant): PlayStep | null {
  const r = v.rules;
  if (!r.foundationsRemovable) return null;
  const t = new Table(r);
  const why = 'This step is about the foundations: take a card back from one.';
  if (r.buildPolicy !== 'same-suit' && r.maxRank >= 4) {
    // y, then f from the foundation onto it, then x onto f; g under x goes home.
    const d = t.step === 1 ? [0, 1, 2] : [2, 1, 0];
    const y: Pc = { suit: 'C', depth: d[0] as number };
    const f: Pc = { suit: 'D', depth: d[1] as number };
    const xs: Pc = { suit: r.buildPolicy === 'any-suit' ? 'S' : 'C', depth: d[2] as number };
    const g: Pc = { suit: 'H', depth: 0 };
    const board = t.board({ columns: [[g, xs], [y]], store: 3, nextHome: ['H'], onFoundation: f });
    if (board !== null)
      return {
        kind: 'play',
        id: 'take-back',
        title: 'Back from the foundations',
        variant: variantOf(v),
        text: `Under these rules the top card of a foundation may come back onto a column, where it can take a card. The ${t.say(xs)} covers the ${t.say(g)} and has nowhere to go: bring the ${t.say(f)} back onto the ${t.say(y)}, put the ${t.say(xs)} on it, and send the ${t.say(g)} home.`,
        nudge: `Move the ${t.say(f)} from its foundation onto the ${t.say(y)}.`,
        board,
        goal: { kind: 'card-home', card: t.say(g) },
        par: 3,
        allowed: { moves: ['h2', '12', '1h'], why },
        knobs: ['foundationsRemovable', 'buildDirection', 'buildPolicy'],
      };
  }
  // Onto the card it goes on (FreeCell's way round: that card is not home yet), or an empty column.
  const chain = t.chain(2);
  if (!chain) return null;
  const [y, f] = chain as [Pc, Pc];
  const onto = t.step === 1 ? y : null;
  if (onto === null && r.emptyColumns !== 'any') return null;
  const board = onto
    ? t.board({ columns: [[onto]], store: 2, nextHome: [onto.suit], onFoundation: f })
    : t.board({ columns: [[]], store: 0, onFoundation: { suit: 'C', depth: 0 } });
  const back: Pc = onto ? f : { suit: 'C', depth: 0 };
  if (board === null) return null;
  return {
    kind: 'play',
    id: 'take-back',
    title: 'Back from the foundations',
    variant: variantOf(v),
    text: `Under these rules the top card of a foundation may come back onto a column. Bring the ${t.say(back)} back from its foundation ${onto ? `onto the ${t.say(onto)}` : 'into column 1'}.`,
    nudge: `The ${t.say(back)} is on top of its foundation.`,
    board,
    goal: { kind: 'card-to-column', card: t.say(back), column: 0, top: true },
    par: 1,
    allowed: { moves: ['h1'], why },
    knobs: ['foundationsRemovable', 'buildDirection', 'buildPolicy'],
  };
}

/** How many columns, and the deal: the last card of the clubs alone in the last column. */
function columnsStep(v: Variant): PlayStep | null {
  const r = v.rules;
  const t = new Table(r);
  const n = r.columns;
  const card: Pc = { suit: 'C', depth: 0 };
  const columns: Pc[][] = Array.from({ length: n }, (_, i) => (i === n - 1 ? [card] : []));
  const board = t.board({ columns, store: 0, nextHome: ['C'] });
  if (board === null) return null;
  const deal = [change(r, 'The deal puts'), change(r, 'Deals use')].filter(Boolean).join(' ');
  return {
    kind: 'play',
    id: 'columns',
    title: n === FREECELL_RULES.columns ? 'The deal' : `${cap(word(n))} columns`,
    variant: variantOf(v),
    text:
      (n === FREECELL_RULES.columns
        ? 'These rules deal the cards into eight columns, as FreeCell does.'
        : `These rules deal the cards into ${word(n)} columns instead of FreeCell's eight.`) +
      `${deal ? ` ${deal}` : ''} The ${t.say(card)} lies in the last one, column ${n}: send it home.`,
    nudge: `Count the columns: the ${t.say(card)} lies alone in column ${n}.`,
    board,
    goal: { kind: 'card-home', card: t.say(card) },
    par: 1,
    allowed: { moves: [`${col(n)}h`], why: 'This step is about the columns: send the card home.' },
    knobs: ['columns', 'deal'],
  };
}

/** A maker per knob; knobs sharing a maker get its one step. */
const MAKERS: Partial<Record<Knob, (v: Variant) => PlayStep | null>> = {
  columns: columnsStep,
  deal: columnsStep,
  cells: cellsStep,
  maxRank: foundationsStep,
  foundationDirection: foundationsStep,
  foundationBase: foundationsStep,
  foundationsRemovable: removableStep,
  buildDirection: buildStep,
  buildPolicy: buildStep,
  sequenceMove: runStep,
  cellStay: cellStayStep,
};

/**
 * A lesson of steps made from these knobs of the rules (those a maker exists for and fits), in the
 * order given; a knob whose maker gives nothing under these rules (free cells that must be left at
 * once) is taught by the run step where that one is made too.
 */
export function generatedLesson(v: Variant, knobs: readonly Knob[]): Lesson | null {
  const makers = [...new Set(knobs.flatMap((k) => (MAKERS[k] ? [MAKERS[k]] : [])))];
  // Next-move cells cannot hold a card: their number is taught by the run limit they count in.
  if (knobs.includes('cells') && v.rules.cellStay === 'next-move' && !makers.includes(runStep))
    makers.push(runStep);
  const steps = makers.flatMap((make) => {
    const s = make(v);
    return s ? [s] : [];
  });
  return steps.length === 0
    ? null
    : {
        id: 'rules',
        title: 'The table of these rules',
        summary: 'Made from these rules: what they change, one step each.',
        steps,
      };
}
