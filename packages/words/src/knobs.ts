// !! BROWSER SAFE !!
/**
 * The knobs of a rule set in players' words: what the house-rules editor labels each knob, its
 * choices and its help, and the names the schema's messages are said with (`plainRulesMessage`).
 * Which knobs exist and their values are core's (`RulesSpec`); only the words are here.
 */
import type { NumericKnob, RulesSpec } from '@cascade/core';
import { capital } from './phrases.ts';

/** The words of one choice of a knob in the house-rules editor: its label and a few words under it. */
export interface ChoiceWords {
  readonly label: string;
  /** A few words under the label. */
  readonly detail?: string;
}

/** Knobs whose value is one of a closed list of words (`deal`, `buildPolicy` …). */
export type ChoiceKnob = {
  [K in keyof RulesSpec]: RulesSpec[K] extends string ? K : never;
}[keyof RulesSpec];

/** Knobs that are on or off. */
export type SwitchKnob = {
  [K in keyof RulesSpec]: RulesSpec[K] extends boolean ? K : never;
}[keyof RulesSpec];

/** A knob's words: its label and help, and the unit of a number, each choice, or what "on" means. */
export type KnobWords<K extends keyof RulesSpec> = {
  readonly label: string;
  readonly help: string;
} & (K extends NumericKnob
  ? { readonly unit: string }
  : K extends SwitchKnob
    ? { readonly on: string }
    : K extends ChoiceKnob
      ? { readonly choices: { readonly [V in RulesSpec[K]]: ChoiceWords } }
      : never);

/** Every knob a player can set (maxRank stays 13 for players), in the editor's words; choices in the order shown. */
export const KNOB_TEXT: { readonly [K in Exclude<keyof RulesSpec, 'maxRank'>]: KnobWords<K> } = {
  columns: { label: 'Columns', unit: 'columns', help: 'Columns the cards are dealt into, row by row.' },
  cells: { label: 'Free cells', unit: 'cells', help: 'Each free cell holds one card.' },
  prefilledCells: {
    label: 'Cards dealt into the free cells',
    unit: 'cards',
    help: 'The last cards of the deal start in the free cells (at most one per cell).',
  },
  deal: {
    label: 'Deals',
    help: 'How a deal number becomes a layout.',
    choices: {
      ms: { label: 'Microsoft', detail: "Deal N is Windows FreeCell's game N" },
      challenge: { label: 'Challenge', detail: 'Twos and aces dealt first, to the bottom' },
      random: { label: 'Cascade shuffle', detail: 'Our own seeded shuffle' },
    },
  },
  foundationDirection: {
    label: 'Foundations build',
    help: 'Which way each foundation builds by suit.',
    choices: {
      up: { label: 'Up', detail: 'A, 2, 3 … K' },
      down: { label: 'Down', detail: 'K, Q, J … A' },
    },
  },
  foundationBase: {
    label: 'Foundations start with',
    help: 'The first card of every foundation. Foundations go round the corner (K, A, 2 …) when needed.',
    choices: {
      ace: { label: 'An Ace' },
      king: { label: 'A King' },
      'first-card': { label: 'The first card played', detail: 'It sets the rank for all four' },
    },
  },
  foundationsRemovable: {
    label: 'Cards on the foundations',
    on: 'May be played back onto a column',
    help: 'Otherwise a card on a foundation never comes back.',
  },
  buildDirection: {
    label: 'Columns build',
    help: 'Which way a card goes on another in the columns.',
    choices: {
      down: { label: 'Down', detail: '8 on a 9' },
      up: { label: 'Up', detail: '9 on an 8' },
    },
  },
  buildPolicy: {
    label: 'Suits in the columns',
    help: 'What suit a card needs to go on another.',
    choices: {
      'alternate-color': { label: 'Alternate colours', detail: 'Red on black, black on red' },
      'same-suit': { label: 'Same suit', detail: '8♥ on 9♥ only' },
      'any-suit': { label: 'Any suit', detail: 'Only the rank matters' },
    },
  },
  emptyColumns: {
    label: 'An empty column takes',
    help: 'What may fill a column once it is empty.',
    choices: {
      any: { label: 'Any card or run' },
      kings: { label: 'Kings only', detail: 'Or a run led by one (Aces when building up)' },
      none: { label: 'Nothing', detail: 'It stays empty' },
    },
  },
  sequenceMove: {
    label: 'Runs move as one unit',
    help: 'How many cards of a built run may move together.',
    choices: {
      standard: { label: 'Standard', detail: '(free cells + 1) × 2^(empty columns)' },
      'cells-plus-one': { label: 'Free cells + 1', detail: 'Empty columns do not double it' },
      'one-card': { label: 'One card at a time' },
      unlimited: { label: 'Any length' },
    },
  },
  cellEntry: {
    label: 'A free cell takes',
    help: 'Which cards may go into an empty free cell.',
    choices: {
      any: { label: 'Any card' },
      selective: { label: 'Selective', detail: 'Only if no other column shows a card of that rank' },
    },
  },
  cellStay: {
    label: 'A card may stay in a free cell',
    help: 'How long a card may sit in a free cell.',
    choices: {
      unlimited: { label: 'As long as you like' },
      'next-move': { label: 'One move', detail: 'It must leave next, or the game is lost' },
      'single-use': { label: 'Single-use cells', detail: 'A cell closes once its card leaves' },
    },
  },
};

/** The titles of the editor's groups of knobs, as the rules text groups them. */
export const KNOB_GROUP_TITLES = {
  layout: 'Layout and deal',
  foundations: 'Foundations',
  columns: 'Columns and runs',
  cells: 'Free cells',
} as const;

/** Each knob's name inside a sentence ("free cells", "run rule"), for the schema's messages. */
export const KNOB_NAMES: Readonly<Record<keyof RulesSpec, string>> = {
  columns: 'columns',
  cells: 'free cells',
  prefilledCells: 'cards dealt into the free cells',
  maxRank: 'highest rank',
  foundationDirection: 'foundation direction',
  foundationBase: 'foundation start',
  buildDirection: 'column direction',
  buildPolicy: 'suit rule',
  emptyColumns: 'empty-column rule',
  sequenceMove: 'run rule',
  cellEntry: 'free-cell entry rule',
  cellStay: 'free-cell stay rule',
  foundationsRemovable: 'foundation play-back rule',
  deal: 'deal kind',
};
const KNOB_KEY = new RegExp(`\\b(${Object.keys(KNOB_NAMES).join('|')})\\b`, 'g');

/**
 * A rules schema message in players' words, as a sentence's start: "prefilledCells must be … from
 * 0 to cells (2), got 4" → "Cards dealt into the free cells must be … from 0 to free cells (2), got 4".
 */
export function plainRulesMessage(message: string): string {
  return capital(message.replace(KNOB_KEY, (k) => KNOB_NAMES[k as keyof RulesSpec]));
}
