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
import {
  CELL_LETTERS,
  FREECELL_RULES,
  applyMove,
  cardSymbol,
  deal,
  formatLayout,
  formatPile,
  legalMoves,
  rankSymbol,
  runLimitBreakdown,
  runStartRank,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import type { Variant } from '@cascade/variants';
import type { Knob, Lesson, PlayStep } from '../lessons/types.ts';
import { capital as cap, differences, runLimitSentence, type DifferenceTopic } from '@cascade/words';
import { Table, word, type Pc } from './generated-board.ts';
import { openBoard } from './steps.ts';

/** Column n in notation (1–9, then 0 for the tenth). */
const col = (n: number): string => String(n % 10);
/** What these rules change from FreeCell on one topic, the words package's sentence (or ''). */
function change(rules: RulesSpec, topic: DifferenceTopic): string {
  return differences(FREECELL_RULES, rules).find((d) => d.topic === topic)?.text ?? '';
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
  const said = [change(v.rules, 'deck'), change(v.rules, 'foundations')].filter(Boolean).join(' ');
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
    text: `${change(v.rules, 'build') || 'Columns build as in FreeCell.'} The ${t.say(x)} goes on the ${t.say(y)}: one rank ${v.rules.buildDirection === 'down' ? 'below' : 'above'} it, and ${how}. Move the ${t.say(x)} onto the ${t.say(y)}.`,
    nudge: `The ${t.say(x)} is one rank ${v.rules.buildDirection === 'down' ? 'below' : 'above'} the ${t.say(y)}.`,
    board,
    goal: { kind: 'card-to-column', card: t.say(x), column: 0, top: true },
    par: 1,
    allowed: { moves: ['21'], why: 'This step is about building: move the card onto the other column.' },
    knobs: ['buildDirection', 'buildPolicy'],
  };
}

/**
 * How far runs move: a run as long as the limit (four at most) onto a card, the limit live. Where
 * the rule is not FreeCell's, the run is one FreeCell's rule would move otherwise: under runs of any
 * length every free cell holds a card and no column is empty (FreeCell would move one card at a
 * time); under free cells + 1 the run is one card longer than that, with empty columns beside it
 * (FreeCell's doubling would move it at once; here it is taken apart, its top part through an
 * empty column). teaches.ts checks each needs the rule.
 */
function runStep(v: Variant): PlayStep | null {
  const r = v.rules;
  if (r.sequenceMove === 'unlimited') return unlimitedRunStep(v) ?? limitRunStep(v);
  if (r.sequenceMove === 'cells-plus-one') return cellsPlusOneRunStep(v) ?? limitRunStep(v);
  return limitRunStep(v);
}

const RUN_KNOBS: Knob[] = ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'];

/** Runs of any length: a run of four moves though the cells are full and no column is empty. */
function unlimitedRunStep(v: Variant): PlayStep | null {
  const r = v.rules;
  const t = new Table(r);
  const length = 4;
  const chain = t.chain(length + 1);
  if (!chain) return null;
  // Hearts in the cells (the chain is of clubs, diamonds and spades), every column filled.
  const held: Pc[] = Array.from({ length: r.cells }, (_, i) => ({ suit: 'H', depth: i }));
  const board = t.board({
    columns: [[chain[0] as Pc], chain.slice(1)],
    cells: held,
    store: 3,
    fillTo: r.columns,
  });
  if (board === null) return null;
  const pos = openBoard(board, r);
  if (!pos.ok || pos.value.columns.some((c) => c.length === 0)) return null;
  const y = chain[0] as Pc;
  const lead = chain[1] as Pc;
  const full =
    r.cells === 0
      ? 'There are no free cells and no column is empty'
      : `Every free cell holds a card and no column is empty`;
  return {
    kind: 'play',
    id: 'runs',
    title: 'How far runs move',
    variant: variantOf(v),
    showLimit: true,
    text: `${runLimitSentence(runLimitBreakdown(pos.value, false))} ${full}: under FreeCell's rule only one card could move, but here the whole run goes. Move the run of ${word(length)} from the ${t.say(lead)} onto the ${t.say(y)}.`,
    nudge: `Pick up the ${t.say(lead)}: the run below it comes along.`,
    board,
    goal: { kind: 'run-moved', card: t.say(lead), column: 0, length },
    par: 1,
    allowed: { moves: ['21'], why: 'This step is about moving the run: move it as one unit.' },
    knobs: RUN_KNOBS,
  };
}

/**
 * Runs of free cells + 1: the run is one card longer than that, empty columns beside it. Its top
 * part (free cells + 1 cards) goes to an empty column, the card left onto the target, the part back.
 */
function cellsPlusOneRunStep(v: Variant): PlayStep | null {
  const r = v.rules;
  if (r.emptyColumns !== 'any') return null;
  const t = new Table(r);
  const length = r.cells + 2;
  const chain = t.chain(length + 1);
  const board = chain && t.board({ columns: [[chain[0] as Pc], chain.slice(1)], store: 3 });
  if (!chain || board === null) return null;
  const pos = openBoard(board, r);
  if (!pos.ok || !pos.value.columns.some((c) => c.length === 0)) return null;
  const breakdown = runLimitBreakdown(pos.value, false);
  if (breakdown.limit !== length - 1) return null;
  const y = chain[0] as Pc;
  const lead = chain[1] as Pc;
  const cellsTo = CELL_LETTERS.slice(0, r.cells).split('');
  return {
    kind: 'play',
    id: 'runs',
    title: 'How far runs move',
    variant: variantOf(v),
    showLimit: true,
    text: `These rules give you ${word(r.cells)} free cell${r.cells === 1 ? '' : 's'}. ${runLimitSentence(breakdown)} So the run of ${word(length)} from the ${t.say(lead)} is one card too long to move at once (FreeCell's empty columns would double the limit): move its top ${word(length - 1)} to an empty column, the ${t.say(lead)} onto the ${t.say(y)}, then the ${word(length - 1)} back onto it.`,
    nudge: `Move the top ${word(length - 1)} cards of column 2 to an empty column.`,
    board,
    goal: { kind: 'run-moved', card: t.say(lead), column: 0, length },
    par: 3,
    allowed: {
      moves: ['21', ...cellsTo.flatMap((c) => [`2${c}`, `${c}1`]), '2_', '#1'],
      why: 'This step is about moving the run: take it apart onto the other column.',
    },
    knobs: RUN_KNOBS,
  };
}

/** The run step of a rule FreeCell shares or one card at a time: a run as long as the limit (four at most). */
function limitRunStep(v: Variant): PlayStep | null {
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
      knobs: RUN_KNOBS,
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

/**
 * How many free cells: every one is needed. The goal card lies under as many cards as there are
 * cells still open (cards dealt into cells hold the rest and have nowhere to go), none of which can
 * go home (nor, where core says so, onto another card): with one cell fewer the goal is out of reach (teaches.ts checks).
 */
function cellsStep(v: Variant): PlayStep | null {
  const r = v.rules;
  // Cards a cell must let go of at once (next-move cells) cannot wait there (the run step counts
  // those cells).
  // (Selective cells refuse a card whose rank tops another column: coverWays below finds each parked
  // card let in, or no step is made.)
  if (r.cells === 0 || r.cellStay === 'next-move' || r.maxRank < 2) return null;
  const open = r.cells - r.prefilledCells;
  if (open < 1) return null;
  const t = new Table(r);
  // Cards of clubs, diamonds and hearts, none next home (a deeper card of each suit is in column 2).
  const others: Pc[] = Array.from({ length: r.cells }, (_, i) => ({
    suit: (['C', 'D', 'H'] as const)[i % 3] as Pc['suit'],
    depth: Math.floor(i / 3),
  }));
  const parked = others.slice(0, open);
  const dealt = others.slice(open);
  const goal: Pc = { suit: 'S', depth: 1 };
  const board = t.board({
    columns: [[{ suit: 'S', depth: 0 }, goal, ...parked]],
    ...(dealt.length > 0 ? { cells: dealt } : {}),
    store: 2,
    nextHome: ['S'],
  });
  if (board === null) return null;
  const cells = CELL_LETTERS.slice(0, r.cells).split('');
  // What the covering cards can do, asked of core: each in turn on top of column 1, then parked.
  const ways = coverWays(board, r, open);
  if (ways === null || ways.home) return null;
  const dealtText =
    dealt.length === 0
      ? ''
      : ` The deal put ${word(dealt.length)} card${dealt.length === 1 ? '' : 's'} into ${dealt.length === 1 ? 'one of them' : 'them'}, with nowhere to go here.`;
  const list = parked.map((c) => `the ${t.say(c)}`);
  const listText =
    list.length === 1 ? (list[0] as string) : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return {
    kind: 'play',
    id: 'free-cells',
    title: `${cap(word(r.cells))} free cell${r.cells === 1 ? '' : 's'}`,
    variant: variantOf(v),
    text:
      `These rules give you ${word(r.cells)} free cell${r.cells === 1 ? '' : 's'}, at the top left.${dealtText} ` +
      `The ${t.say(goal)} lies under ${listText}, and ${open === 1 ? 'it cannot' : 'none of them can'} go home${ways.onto ? ` (this step keeps ${open === 1 ? 'it' : 'them'} off the other columns)` : ' or onto another card'}: ` +
      `park ${open === 1 ? 'it in the open cell' : `them in the ${word(open)} open cells`}, every one, then send the ${t.say(goal)} home.`,
    nudge: `Move the ${t.say(parked[parked.length - 1] as Pc)} on top into a free cell.`,
    board,
    goal: { kind: 'card-home', card: t.say(goal) },
    par: open + 1,
    allowed: {
      moves: [...cells.map((c) => `1${c}`), '1h'],
      why: 'This step is about the free cells: park the cards there.',
    },
    knobs: ['cells'],
  };
}

/**
 * Whether the `n` cards over the goal in column 1 could go home, or onto another card, each in turn on
 * top of the column and then parked in a free cell (core's legal moves); null if one cannot be parked.
 */
export function coverWays(
  board: string,
  rules: RulesSpec,
  n: number,
): { home: boolean; onto: boolean } | null {
  const start = openBoard(board, rules);
  if (!start.ok) return null;
  let pos = start.value;
  const ways = { home: false, onto: false };
  for (let i = 0; i < n; i++) {
    const own = legalMoves(pos).filter((m) => m.from.kind === 'column' && m.from.index === 0);
    if (own.some((m) => m.to.kind === 'foundation')) ways.home = true;
    if (own.some((m) => m.to.kind === 'column' && (pos.columns[m.to.index]?.length ?? 0) > 0))
      ways.onto = true;
    const park = own.find((m) => m.to.kind === 'cell');
    if (!park) return null;
    pos = applyMove(pos, park);
  }
  return ways;
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
  // Building by suit against the foundations (a card goes on the card after it in its suit, which
  // is home below it whenever it is on a foundation): a card brought back can take no card. The
  // step says so and brings one back all the same (generated-steps.test.ts checks the claim).
  const chain = t.chain(2);
  if (!chain || r.buildPolicy !== 'same-suit' || t.step !== 1) return null;
  const [onto, back] = chain as [Pc, Pc];
  const board = t.board({ columns: [[onto]], store: 2, nextHome: [onto.suit], onFoundation: back });
  if (board === null) return null;
  return {
    kind: 'play',
    id: 'take-back',
    title: 'Back from the foundations',
    variant: variantOf(v),
    text: `Under these rules the top card of a foundation may come back onto a column. With the columns built by suit, though, a card brought back takes no card from the columns or the cells: the one that would go on it is home already, below it on its foundation. Here the rule only undoes moves home. Bring the ${t.say(back)} back onto the ${t.say(onto)} to see it.`,
    nudge: `The ${t.say(back)} is on top of its foundation.`,
    board,
    goal: { kind: 'card-to-column', card: t.say(back), column: 0, top: true },
    par: 1,
    allowed: { moves: ['h1'], why },
    knobs: ['foundationsRemovable', 'buildDirection', 'buildPolicy'],
  };
}

/**
 * What an empty column takes, and fewer columns than FreeCell's: the goal card g lies under x, which
 * goes onto y once k, on y, is out of the way. Under FreeCell x would go into an empty column (two
 * moves); here an empty column takes no card (k goes home), only a King or the rank that starts a run
 * (k, one, goes there), or there is none, every column of these rules holding cards (k goes home):
 * three moves (teaches.ts checks that FreeCell's value makes it two).
 */
function uncoverStep(v: Variant, kind: 'none' | 'kings' | 'full'): PlayStep | null {
  const r = v.rules;
  const t = new Table(r);
  if (r.columns < 3 || r.maxRank < 3) return null;
  // y one rank from the end of a run (a Queen where runs start from Kings), x on it: x can go on
  // no card of k's rank, which starts a run or is neither's.
  const [s0, s1] = t.chainSuits(2) as [Pc['suit'], Pc['suit']];
  const y: Pc = { suit: s0, depth: 1 };
  const x: Pc = { suit: s1, depth: 1 + t.step };
  const g: Pc = { suit: 'H', depth: 0 };
  const kSuit = x.suit === 'S' || y.suit === 'S' ? 'D' : 'S';
  // The rank an empty column takes under Kings only: the one a run starts from.
  const start = runStartRank(r);
  const depths = Array.from({ length: r.maxRank }, (_, d) => d);
  const kDepth =
    kind === 'kings'
      ? depths.find((d) => t.rank(d) === start)
      : depths.find((d) => d !== x.depth && d !== y.depth);
  if (kDepth === undefined || kDepth === y.depth) return null;
  const k: Pc = { suit: kSuit, depth: kDepth };
  if ([x, y].some((c) => c.suit === k.suit && c.depth === k.depth)) return null;
  // Every column in use: the cards of y's suit down to its first card home fill the other columns.
  const filler: Pc = { suit: y.suit, depth: r.maxRank - 2 };
  const board = t.board({
    columns:
      kind === 'full' && filler.depth > Math.max(x.depth, y.depth)
        ? [[g, x], [y, k], [filler]]
        : [
            [g, x],
            [y, k],
          ],
    store: 3,
    ...(kind === 'full' ? { fillTo: r.columns } : {}),
    nextHome: kind === 'kings' ? ['H'] : ['H', k.suit],
  });
  if (board === null) return null;
  const away = kind === 'kings' ? `move the ${t.say(k)} into an empty column` : `send the ${t.say(k)} home`;
  const plan = `${away}, put the ${t.say(x)} on the ${t.say(y)}, and send the ${t.say(g)} home.`;
  const text =
    kind === 'full'
      ? `These rules deal the cards into ${word(r.columns)} columns instead of FreeCell's eight, and here every one of them holds cards: no column is empty, so the ${t.say(x)} that covers the ${t.say(g)} has no empty column to go to. Make room on the ${t.say(y)}: ${plan}`
      : `${change(r, 'emptyColumns')} The ${t.say(x)} covers the ${t.say(g)} and may not go into an empty column here. Make room on the ${t.say(y)}: ${plan}`;
  return {
    kind: 'play',
    id: kind === 'full' ? 'columns' : 'empty-columns',
    title:
      kind === 'full'
        ? `${cap(word(r.columns))} columns`
        : kind === 'kings'
          ? 'Empty columns take a King'
          : 'Empty columns take nothing',
    variant: variantOf(v),
    text,
    nudge: kind === 'kings' ? `Move the ${t.say(k)} into an empty column.` : `The ${t.say(k)} can go home.`,
    board,
    goal: { kind: 'card-home', card: t.say(g) },
    par: 3,
    allowed: {
      moves: [kind === 'kings' ? '2_' : '2h', '12', '1_', '1h'],
      why: `This step is about the ${kind === 'full' ? 'columns' : 'empty columns'}: leave the free cells out of it.`,
    },
    knobs: kind === 'full' ? ['columns'] : ['emptyColumns', 'buildDirection', 'buildPolicy'],
  };
}

/** How many columns: fewer than FreeCell's, every one in use; more, the last card in the last one. */
function columnsStep(v: Variant): PlayStep | null {
  const r = v.rules;
  if (r.columns < FREECELL_RULES.columns) return uncoverStep(v, 'full');
  const t = new Table(r);
  const n = r.columns;
  const card: Pc = { suit: 'C', depth: 0 };
  const columns: Pc[][] = Array.from({ length: n }, (_, i) => (i === n - 1 ? [card] : []));
  const board = t.board({ columns, store: 0, nextHome: ['C'] });
  if (board === null) return null;
  return {
    kind: 'play',
    id: 'columns',
    title: `${cap(word(n))} columns`,
    variant: variantOf(v),
    text: `These rules deal the cards into ${word(n)} columns instead of FreeCell's eight. The ${t.say(card)} lies in the last one, column ${n}, beyond FreeCell's eighth: send it home.`,
    nudge: `Count the columns: the ${t.say(card)} lies alone in column ${n}.`,
    board,
    goal: { kind: 'card-home', card: t.say(card) },
    par: 1,
    allowed: { moves: [`${col(n)}h`], why: 'This step is about the columns: send the card home.' },
    knobs: ['columns'],
  };
}

/** The deals a deal step may show: the first of them with a card to move onto another. */
export const DEAL_STEP_NUMBERS: readonly number[] = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * The deal: a deal of these rules as it starts (how many cards each column gets, cards dealt into
 * the free cells, the order of the deal), and a first move in it: a card dealt into a free cell
 * onto a column where one can go, or else a card from one column onto another.
 */
function dealStep(v: Variant): PlayStep | null {
  const r = v.rules;
  for (const n of DEAL_STEP_NUMBERS) {
    const start = deal(r, n);
    if (!start.ok) return null;
    const step = dealStepAt(v, n, start.value);
    if (step) return step;
  }
  return null;
}

function dealStepAt(v: Variant, n: number, pos: Position): PlayStep | null {
  const r = v.rules;
  const onto = legalMoves(pos).filter(
    (m) => m.to.kind === 'column' && (pos.columns[m.to.index]?.length ?? 0) > 0 && m.count === 1,
  );
  const m = onto.find((x) => x.from.kind === 'cell') ?? onto[0];
  if (!m) return null;
  const card = m.from.kind === 'cell' ? pos.cells[m.from.index] : pos.columns[m.from.index]?.at(-1);
  const top = pos.columns[m.to.index]?.at(-1);
  if (typeof card !== 'number' || top === undefined) return null;
  const said = [change(r, 'spread'), change(r, 'prefilled'), change(r, 'deal')].filter(Boolean).join(' ');
  const from = m.from.kind === 'cell' ? 'from its free cell' : `from column ${m.from.index + 1}`;
  return {
    kind: 'play',
    id: 'deal',
    title: 'The deal',
    variant: variantOf(v),
    text: `${said} Here is deal ${n} of these rules as it starts: move the ${cardSymbol(card)} ${from} onto the ${cardSymbol(top)} in column ${m.to.index + 1}.`,
    nudge: `The ${cardSymbol(card)} goes on the ${cardSymbol(top)}.`,
    board: formatLayout(pos, { full: true }),
    goal: { kind: 'card-to-column', card: cardSymbol(card), column: m.to.index, top: true },
    par: 1,
    // A whole deal: only the card's own pile may move, so the goal check after a move stays small (a
    // move elsewhere would ask it to search the whole deal to prove the goal lost).
    allowed: {
      moves: [`${formatPile(m.from, true)}*`],
      why: `This step is about the deal's first move: move the ${cardSymbol(card)} ${from}.`,
    },
    knobs: ['deal'],
  };
}

/** A maker per knob; knobs sharing a maker get its one step. */
const MAKERS: Partial<Record<Knob, (v: Variant) => PlayStep | null>> = {
  columns: columnsStep,
  deal: dealStep,
  cells: cellsStep,
  prefilledCells: cellsStep,
  maxRank: foundationsStep,
  foundationDirection: foundationsStep,
  foundationBase: foundationsStep,
  foundationsRemovable: removableStep,
  buildDirection: buildStep,
  buildPolicy: buildStep,
  emptyColumns: (v) => (v.rules.emptyColumns === 'any' ? null : uncoverStep(v, v.rules.emptyColumns)),
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
