// !! BROWSER SAFE !!
/**
 * Plain-English rules generated only from a RulesSpec: every knob is read here, so the text of any
 * house rules is as exact as that of a catalogue variant. What the knobs imply (the deal's columns,
 * the foundations' order, the run limit) comes from core; only the words are made here.
 */
import {
  cardSymbol,
  challengeFirstRow,
  columnDealSizes,
  deckSize,
  fixedBase,
  foundationRankAt,
  MS_DEAL_MAX,
  naturalBase,
  RANDOM_DEAL_MAX,
  runLimit,
  rankSymbol,
  runStartRank,
  type EmptyColumnPolicy,
  type RulesSpec,
} from '@cascade/core';
import {
  andList as and,
  aRank,
  BUILD_POLICY_WORDS,
  capital as cap,
  plural as count,
  rankName,
  ranksPlural,
} from './phrases.ts';

/** One section of a variant's rules in plain English: a title and its text. */
export interface RulesSection {
  readonly title: string;
  readonly text: string;
}

const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** "four" for small counts, digits beyond ten. */
const word = (n: number): string => SMALL[n] ?? String(n);
/** 8589934591 → "8,589,934,591". */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "column 3", "columns 1–4". */
const columnRange = (from: number, to: number): string =>
  from === to ? `column ${from}` : `columns ${from}–${to}`;

/** Groups of consecutive columns dealt the same number of cards. */
function dealGroups(rules: RulesSpec): { from: number; to: number; cards: number }[] {
  const groups: { from: number; to: number; cards: number }[] = [];
  columnDealSizes(rules).forEach((cards, i) => {
    const last = groups[groups.length - 1];
    if (last !== undefined && last.cards === cards) last.to = i + 1;
    else groups.push({ from: i + 1, to: i + 1, cards });
  });
  return groups;
}

/** "into 8 columns of 6 cards each" / "into 8 columns: columns 1–4 get 7 cards and columns 5–8 get 6". */
function columnsPhrase(rules: RulesSpec): string {
  const groups = dealGroups(rules);
  const cols = count(rules.columns, 'column');
  const only = groups[0];
  if (groups.length === 1 && only !== undefined) {
    return only.cards === 0
      ? `into ${cols}, which all start empty`
      : `into ${cols} of ${count(only.cards, 'card')} each`;
  }
  const parts = groups.map((g, i) => {
    const range = columnRange(g.from, g.to);
    const verb = g.from === g.to ? 'gets' : 'get';
    if (g.cards === 0) return `${range} ${g.from === g.to ? 'starts' : 'start'} empty`;
    return `${range} ${verb} ${i === 0 ? count(g.cards, 'card') : g.cards}`;
  });
  return `into ${cols}: ${and(parts)}`;
}

/** "The 52 cards" / "The deck has only the Aces to 4s of each suit, 16 cards. They". */
function deckSubject(rules: RulesSpec): { intro: string; subject: string } {
  const n = deckSize(rules);
  if (rules.maxRank === 13) return { intro: '', subject: `The ${n} cards` };
  if (rules.maxRank === 1) return { intro: 'The deck has only the four Aces. ', subject: 'They' };
  return {
    intro: `The deck has only the Aces to ${ranksPlural(rules.maxRank)} of each suit, ${n} cards. `,
    subject: 'They',
  };
}

function layoutText(rules: RulesSpec): string {
  const n = deckSize(rules);
  const p = rules.prefilledCells;
  const { intro, subject } = deckSubject(rules);
  const cells =
    rules.cells === 0
      ? 'There are no free cells'
      : rules.cells === 1
        ? 'There is one free cell, which holds one card'
        : `There are ${word(rules.cells)} free cells, each holding one card`;
  const out = [`${cells}, and four foundations, one for each suit.`, intro.trim()].filter((s) => s !== '');
  const into =
    p === rules.cells
      ? p === 1
        ? 'goes into the free cell'
        : `fill the free cells, one card in each`
      : p === 1
        ? 'goes into the first free cell'
        : `go into the first ${word(p)} free cells, one card in each`;
  if (p === 0) {
    out.push(`${subject} are dealt face up, row by row, ${columnsPhrase(rules)}.`);
  } else if (p === n) {
    // Only a tiny test deck can be dealt entirely into the cells (p ≥ 4 here).
    out.push(
      `${subject} are all dealt face up into the free cells, ${p === rules.cells ? 'one card in each' : `one card in each of the first ${word(p)}`}, and the columns start empty.`,
    );
  } else {
    out.push(`${subject} are dealt face up.`);
    out.push(`The first ${n - p} go row by row ${columnsPhrase(rules)}.`);
    out.push(`The last ${p === 1 ? 'card' : word(p)} ${into}.`);
  }
  return out.join(' ');
}

function dealText(rules: RulesSpec): string {
  const small = rules.maxRank < 13 ? ', applied to this smaller deck' : '';
  switch (rules.deal) {
    case 'ms':
      return `Deals are numbered from 1 to ${grouped(MS_DEAL_MAX)}. Deal N uses the shuffle of Microsoft FreeCell's game N${small} (numbers above ${grouped(2 ** 31 - 1)} follow FreeCell Pro), and the cards are dealt in that order.`;
    case 'challenge': {
      const first = challengeFirstRow(rules.maxRank);
      const lowRanks = first.length / 4;
      const lifted = first.length;
      const order = first.map(cardSymbol).join(' ');
      const which = lowRanks === 2 ? 'the eight twos and aces' : 'the four aces';
      const bottom =
        rules.columns >= lifted && deckSize(rules) - rules.prefilledCells >= lifted
          ? lowRanks === 2
            ? `, so the twos lie at the bottom of columns 1–4 and the aces at the bottom of columns 5–8`
            : ', so the aces lie at the bottom of columns 1–4'
          : '';
      const rest = deckSize(rules) - lifted;
      return `Deals are numbered from 1 to ${grouped(MS_DEAL_MAX)}. Deal N starts from the shuffle of Microsoft FreeCell's game N${small}, lifts out ${which} and deals them first, in the order ${order}${bottom}${rest > 0 ? `; the other ${rest} cards follow in their Microsoft order` : ''}.`;
    }
    case 'random':
      return `Deals are numbered from 1 to ${grouped(RANDOM_DEAL_MAX)} and shuffled by Cascade's own seeded shuffle: the same number always gives the same deal.`;
  }
}

/** "K, A, 2, …, Q": a foundation sequence that goes round the corner. */
function wrapSequence(rules: RulesSpec, base: number): string {
  const n = rules.maxRank;
  const at = (i: number) => foundationRankAt(rules, base, i);
  if (n <= 5) return Array.from({ length: n }, (_, i) => rankSymbol(at(i))).join(', ');
  return `${rankSymbol(at(0))}, ${rankSymbol(at(1))}, ${rankSymbol(at(2))}, …, ${rankSymbol(at(n - 1))}`;
}

function foundationText(rules: RulesSpec): string {
  const up = rules.foundationDirection === 'up';
  const dir = up ? 'up' : 'down';
  const top = rankName(rules.maxRank);
  const out: string[] = [];
  if (rules.maxRank === 1) {
    out.push('Each foundation takes the Ace of its suit.');
  } else if (rules.foundationBase === 'first-card') {
    out.push(
      `The first card played to any foundation sets the base rank of all four: each foundation must start with a card of that rank. ` +
        `From the base, build ${dir} by suit, going round the corner from ${up ? `${top} to Ace` : `Ace to ${top}`} when needed, until the foundation holds all ${rules.maxRank} cards of its suit.`,
    );
  } else {
    const base = fixedBase(rules) ?? naturalBase(rules);
    out.push(
      base === naturalBase(rules)
        ? `Build each foundation ${dir} by suit from ${rankName(base)} to ${rankName(foundationRankAt(rules, base, rules.maxRank - 1))}.`
        : `Build each foundation ${dir} by suit, starting with the ${rankName(base)} and going round the corner: ${wrapSequence(rules, base)}.`,
    );
  }
  out.push(
    rules.foundationsRemovable
      ? 'The top card of a foundation may be played back onto a column, where it must fit like any other card.'
      : 'A card on a foundation never comes back into play.',
  );
  return out.join(' ');
}

/** An example of each colour rule: a card one rank `lo` on one of rank `hi`. */
const EXAMPLE = {
  'alternate-color': (hi: string, lo: string) => `a red ${lo} on a black ${hi}`,
  'same-suit': (hi: string, lo: string) => `${lo}♥ on ${hi}♥`,
  'any-suit': (hi: string, lo: string) => `any ${lo} on any ${hi}`,
} as const;

/** "down in alternating colours", "up by suit". */
export const buildPhrase = (rules: RulesSpec): string =>
  `${rules.buildDirection} ${BUILD_POLICY_WORDS[rules.buildPolicy].how}`;

function buildingText(rules: RulesSpec): string {
  if (rules.maxRank === 1)
    return 'With only Aces in the deck, no card can be built on another in the columns.';
  const down = rules.buildDirection === 'down';
  const c = BUILD_POLICY_WORDS[rules.buildPolicy];
  const example = EXAMPLE[rules.buildPolicy];
  const hiRank = Math.min(rules.maxRank, 10);
  const ex = down
    ? example(rankSymbol(hiRank), rankSymbol(hiRank - 1))
    : example(rankSymbol(hiRank - 1), rankSymbol(hiRank));
  const end = `nothing goes on ${aRank(down ? 1 : rules.maxRank)}`;
  return `In the columns, build ${buildPhrase(rules)}: a card goes on a card one rank ${down ? 'higher' : 'lower'} ${c.rule} (${ex}). Columns never go round the corner: ${end}.`;
}

function movingText(rules: RulesSpec): string {
  const sources = ['the top card of a column'];
  if (rules.cells > 0) sources.push('a card in a free cell');
  if (rules.foundationsRemovable) sources.push('the top card of a foundation');
  const first = `Only ${sources.length === 3 ? `${sources[0] ?? ''}, ${sources[1] ?? ''} or ${sources[2] ?? ''}` : sources.join(' or ')} may move.`;
  const run = 'A run (cards at the top of a column that are already in sequence by the building rule)';
  const closed = rules.cellStay === 'single-use' && rules.cells > 0 ? ' Closed free cells do not count.' : '';
  const c = rules.cells;
  switch (rules.sequenceMove) {
    case 'standard': {
      if (rules.emptyColumns === 'none') {
        return `${first} ${run} may also move as one unit, as long as it is no longer than free cells + 1, counting the free cells that are empty at the time.${closed} Empty columns do not count, since nothing may enter them.`;
      }
      const [none, one, two] = [0, 1, 2].map((e) => word(runLimit(rules, 0, e, false)));
      const zero =
        c === 0
          ? ` With no free cells that is 2^(empty columns): ${none} card, ${one} with one empty column, ${two} with two.`
          : '';
      const example =
        c === 0
          ? 'with one empty column'
          : `with ${word(c)} empty free cell${c === 1 ? '' : 's'} and one empty column`;
      return (
        `${first} ${run} may also move as one unit, as long as it is no longer than (free cells + 1) × 2^(empty columns), counting the free cells and columns that are empty at the time.${zero}${closed} ` +
        `An empty column that the run moves into does not count: ${example}, up to ${runLimit(rules, c, 1, false)} cards can move onto a card, but only ${runLimit(rules, c, 1, true)} into the empty column.`
      );
    }
    case 'cells-plus-one':
      if (c === 0) {
        return `${first} The limit on moving a run as one unit is free cells + 1, and with no free cells that is one card: cards move one at a time. Empty columns do not double the limit.`;
      }
      return (
        `${first} ${run} may also move as one unit, as long as it is no longer than free cells + 1, counting the free cells that are empty at the time.${closed} ` +
        `Empty columns do not double this limit, and an empty column that the run moves into does not count either: ` +
        `with ${word(c)} empty free cell${c === 1 ? '' : 's'}, at most ${runLimit(rules, c, 1, false)} cards move together, onto a card or into an empty column.`
      );
    case 'one-card':
      return `${first} Cards move one at a time: a run cannot move as a unit, whatever free cells and empty columns there are.`;
    case 'unlimited':
      return `${first} ${run} may also move as one unit, whatever its length, onto a card or into an empty column, however many free cells and empty columns there are.`;
  }
}

function emptyColumnText(rules: RulesSpec): string {
  switch (rules.emptyColumns) {
    case 'any':
      return 'An empty column may be filled with any card or run.';
    case 'kings': {
      const name = aRank(runStartRank(rules));
      return `Only ${name}, or a run led by ${name}, may fill an empty column.`;
    }
    case 'none':
      return 'Nothing may be moved into an empty column: once empty, a column stays empty.';
  }
}

function freeCellText(rules: RulesSpec): string {
  if (rules.cells === 0)
    return 'There are no free cells in this game: cards move only between the columns and the foundations.';
  const one = rules.cells === 1;
  const out: string[] = [];
  out.push(
    rules.cellEntry === 'selective'
      ? `A card may go into an empty free cell only if no other column has a card of the same rank on top.`
      : `Any top card of a column may go into an empty free cell.`,
  );
  out.push(
    `A card in a free cell may move only to a column or a foundation${one ? '' : ', never to another free cell'}.`,
  );
  switch (rules.cellStay) {
    case 'unlimited':
      out.push('It may stay there as long as you like.');
      break;
    case 'next-move':
      out.push(
        'A card put into a free cell must leave it on the very next move, to a column or a foundation; if it cannot, the game is lost at once.',
      );
      if (rules.prefilledCells > 0) out.push('Cards dealt into the free cells may stay until you move them.');
      break;
    case 'single-use':
      out.push(
        one
          ? 'The free cell can be used only once: when its card leaves, the cell closes for good.'
          : 'Each free cell can be used only once: when its card leaves, the cell closes for good.',
      );
      break;
  }
  return out.join(' ');
}

function endText(rules: RulesSpec): string {
  const won = `You win when all ${deckSize(rules)} cards are on the foundations.`;
  const lost =
    rules.cellStay === 'next-move' && rules.cells > 0
      ? 'The game is lost when no legal move is left, and at once when a card that has just gone into a free cell cannot leave it.'
      : 'The game is lost when no legal move is left.';
  return `${won} ${lost}`;
}

/** The rules as titled sections, for UIs. Covers every knob. */
export function rulesSections(rules: RulesSpec): readonly RulesSection[] {
  return [
    { title: 'Layout', text: layoutText(rules) },
    { title: 'Deals', text: dealText(rules) },
    { title: 'Foundations', text: foundationText(rules) },
    { title: 'Building', text: buildingText(rules) },
    { title: 'Moving cards', text: movingText(rules) },
    { title: 'Empty columns', text: emptyColumnText(rules) },
    { title: 'Free cells', text: freeCellText(rules) },
    { title: 'Winning and losing', text: endText(rules) },
  ];
}

/** The rules as plain text: an optional name line, then each section's title and text. */
export function rulesText(rules: RulesSpec, options: { readonly name?: string } = {}): string {
  const body = rulesSections(rules)
    .map((s) => `${s.title}\n${s.text}`)
    .join('\n\n');
  return options.name === undefined || options.name === '' ? `${body}\n` : `${options.name}\n\n${body}\n`;
}

const foundationPhrase = (rules: RulesSpec): string => {
  const dir = rules.foundationDirection;
  if (rules.foundationBase === 'first-card')
    return `${dir} by suit from a base rank set by the first card played, going round the corner`;
  const base = fixedBase(rules) ?? naturalBase(rules);
  return base === naturalBase(rules)
    ? `${dir} by suit from ${rankName(base)} to ${rankName(foundationRankAt(rules, base, rules.maxRank - 1))}`
    : `${dir} by suit from the ${rankName(base)}, going round the corner`;
};

/** What an empty column takes, after "An empty column takes": "any card or run", "only a King or a run led by one". */
export const emptyColumnTakes = (policy: EmptyColumnPolicy, startRank: number): string =>
  policy === 'any'
    ? 'any card or run'
    : policy === 'none'
      ? 'nothing'
      : `only ${aRank(startRank)} or a run led by one`;

const emptyColumnPhrase = (rules: RulesSpec): string =>
  emptyColumnTakes(rules.emptyColumns, runStartRank(rules));

const cellEntryPhrase = (rules: RulesSpec): string =>
  rules.cellEntry === 'selective'
    ? 'only if no other column has a card of the same rank on top'
    : 'with any card';

const cellStayPhrase = (rules: RulesSpec): string =>
  rules.cellStay === 'next-move'
    ? 'a card put into a free cell must leave it on the very next move, or the game is lost'
    : rules.cellStay === 'single-use'
      ? 'each free cell can be used only once and closes when its card leaves'
      : 'a card may stay in a free cell as long as you like';

const dealPhrase = (rules: RulesSpec): string =>
  rules.deal === 'ms'
    ? "Microsoft FreeCell's deals"
    : rules.deal === 'challenge'
      ? 'Challenge deals (twos and aces dealt first)'
      : "Cascade's own seeded shuffle";

const cellsPhrase = (n: number): string =>
  n === 0 ? 'no free cells' : `${word(n)} free cell${n === 1 ? '' : 's'}`;

/** "6 cards in each column", "7 cards in columns 1–4 and 6 in columns 5–8". */
function spreadPhrase(rules: RulesSpec): string {
  const groups = dealGroups(rules);
  const only = groups[0];
  if (groups.length === 1 && only !== undefined)
    return only.cards === 0 ? 'no cards in the columns' : `${count(only.cards, 'card')} in each column`;
  return and(
    groups.map((g, i) => `${i === 0 ? count(g.cards, 'card') : g.cards} in ${columnRange(g.from, g.to)}`),
  );
}

/** The sequence-move limit as a short phrase. */
const limitPhrase = (rules: RulesSpec): string =>
  rules.sequenceMove === 'standard'
    ? 'at most (free cells + 1) × 2^(empty columns) cards'
    : rules.sequenceMove === 'cells-plus-one'
      ? 'at most free cells + 1 cards'
      : rules.sequenceMove === 'one-card'
        ? 'one card at a time'
        : 'any number of cards';

/** What a sentence of `differences` is about: the knob (or, for the deal's spread, the knobs) it says. */
export type DifferenceTopic =
  | 'deck'
  | 'columns'
  | 'cells'
  | 'prefilled'
  | 'spread'
  | 'deal'
  | 'foundations'
  | 'foundationsRemovable'
  | 'build'
  | 'emptyColumns'
  | 'runs'
  | 'cellEntry'
  | 'cellStay';

/** One change from FreeCell: what it is about (its topic) and the sentence that says it. */
export interface Difference {
  readonly topic: DifferenceTopic;
  readonly text: string;
}

/**
 * What `rules` change relative to `base`, one sentence per change (empty when they are the same):
 * for tutorials and house-rules descriptions.
 */
export const differencesFrom = (base: RulesSpec, rules: RulesSpec): string[] =>
  differences(base, rules).map((d) => d.text);

/** `differencesFrom` with each sentence's topic, for callers that pick one change to say. */
export function differences(base: RulesSpec, rules: RulesSpec): Difference[] {
  const out: Difference[] = [];
  const say = (topic: DifferenceTopic, text: string) => out.push({ topic, text });
  const deckWords = (r: RulesSpec) =>
    r.maxRank === 1 ? 'only the four Aces' : `Ace to ${rankName(r.maxRank)} in each suit`;
  if (rules.maxRank !== base.maxRank) {
    say(
      'deck',
      `The deck has ${deckWords(rules)}, ${deckSize(rules)} cards (instead of ${deckWords(base)}).`,
    );
  }
  if (rules.columns !== base.columns)
    say('columns', `There are ${word(rules.columns)} columns instead of ${word(base.columns)}.`);
  if (rules.cells !== base.cells) {
    say(
      'cells',
      rules.cells === 0
        ? `There are no free cells (instead of ${word(base.cells)}).`
        : `There ${rules.cells === 1 ? 'is' : 'are'} ${cellsPhrase(rules.cells)} instead of ${base.cells === 0 ? 'none' : word(base.cells)}.`,
    );
  }
  if (rules.prefilledCells !== base.prefilledCells) {
    const p = rules.prefilledCells;
    say(
      'prefilled',
      p === 0
        ? `No cards are dealt into the free cells (instead of ${word(base.prefilledCells)}).`
        : `The last ${p === 1 ? 'card of the deal goes into a free cell' : `${word(p)} cards of the deal go into the free cells`} (instead of ${base.prefilledCells === 0 ? 'none' : word(base.prefilledCells)}).`,
    );
  }
  if (spreadPhrase(rules) !== spreadPhrase(base))
    say('spread', `The deal puts ${spreadPhrase(rules)} (instead of ${spreadPhrase(base)}).`);
  if (rules.deal !== base.deal) say('deal', `Deals use ${dealPhrase(rules)} instead of ${dealPhrase(base)}.`);
  // With a one-rank deck the foundations have no direction or base worth naming.
  if (rules.maxRank > 1 && foundationPhrase(rules) !== foundationPhrase(base)) {
    say(
      'foundations',
      `Foundations build ${foundationPhrase(rules)} (instead of ${foundationPhrase(base)}).`,
    );
  }
  if (rules.foundationsRemovable !== base.foundationsRemovable) {
    say(
      'foundationsRemovable',
      rules.foundationsRemovable
        ? 'Cards may be played back from the foundations onto the columns.'
        : 'Cards on the foundations never come back into play.',
    );
  }
  if (buildPhrase(rules) !== buildPhrase(base))
    say('build', `Columns build ${buildPhrase(rules)} (instead of ${buildPhrase(base)}).`);
  if (emptyColumnPhrase(rules) !== emptyColumnPhrase(base)) {
    say(
      'emptyColumns',
      `An empty column takes ${emptyColumnPhrase(rules)} (instead of ${emptyColumnPhrase(base)}).`,
    );
  }
  if (rules.sequenceMove !== base.sequenceMove) {
    const was = limitPhrase(base);
    if (rules.sequenceMove === 'unlimited')
      say('runs', `A run of any length may move as one unit (instead of ${was}).`);
    else if (rules.sequenceMove === 'one-card')
      say('runs', `Cards move one at a time, never as a run (instead of runs of ${was}).`);
    else {
      const noDouble =
        rules.sequenceMove === 'cells-plus-one' ? ': empty columns do not double the limit' : '';
      say(
        'runs',
        `A run may move as one unit if it has ${limitPhrase(rules)} (instead of ${was})${noDouble}.`,
      );
    }
  }
  // Entry and stay rules are moot without free cells.
  if (rules.cells > 0 && rules.cellEntry !== base.cellEntry)
    say('cellEntry', `A card may go into a free cell ${cellEntryPhrase(rules)}.`);
  if (rules.cells > 0 && rules.cellStay !== base.cellStay) say('cellStay', `${cap(cellStayPhrase(rules))}.`);
  return out;
}
