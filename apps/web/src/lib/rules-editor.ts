/**
 * The house-rules editor's model, without a DOM: every knob a player can set (labels, choices, help),
 * the draft as the form holds it (numbers may be empty or out of range while typing), and the
 * schema's verdict on it, with each issue filed under the knob it concerns. The variants schema is
 * the only judge: nothing here decides what is valid.
 */
import type { RulesSpec } from '@cascade/core';
import {
  encodeHouseRules,
  houseRulesNameProblem,
  KNOB_RANGES,
  validateRules,
  type VariantIssue,
} from '@cascade/variants';

/** A knob players can set. maxRank is not one: it stays 13 (a full deck) for players. */
export type EditableKnob = Exclude<keyof RulesSpec, 'maxRank'>;

export interface KnobChoice {
  readonly value: string;
  readonly label: string;
  /** A few words under the label. */
  readonly detail?: string;
}

interface KnobBase {
  readonly key: EditableKnob;
  readonly label: string;
  readonly help: string;
}

export type KnobDef =
  | (KnobBase & { readonly kind: 'int'; readonly min: number; readonly max: number; readonly unit: string })
  | (KnobBase & { readonly kind: 'choice'; readonly choices: readonly KnobChoice[] })
  | (KnobBase & { readonly kind: 'bool'; readonly on: string });

export interface KnobGroup {
  readonly id: string;
  readonly title: string;
  readonly knobs: readonly KnobDef[];
}

/** Every editable knob, grouped as the rules text is. */
export const KNOB_GROUPS: readonly KnobGroup[] = [
  {
    id: 'layout',
    title: 'Layout and deal',
    knobs: [
      {
        key: 'columns',
        kind: 'int',
        label: 'Columns',
        unit: 'columns',
        help: 'Columns the cards are dealt into, row by row.',
        ...KNOB_RANGES.columns,
      },
      {
        key: 'cells',
        kind: 'int',
        label: 'Free cells',
        unit: 'cells',
        help: 'Each free cell holds one card.',
        ...KNOB_RANGES.cells,
      },
      {
        key: 'prefilledCells',
        kind: 'int',
        label: 'Cards dealt into the free cells',
        unit: 'cards',
        help: 'The last cards of the deal start in the free cells (at most one per cell).',
        ...KNOB_RANGES.prefilledCells,
      },
      {
        key: 'deal',
        kind: 'choice',
        label: 'Deals',
        help: 'How a deal number becomes a layout.',
        choices: [
          { value: 'ms', label: 'Microsoft', detail: "Deal N is Windows FreeCell's game N" },
          { value: 'challenge', label: 'Challenge', detail: 'Twos and aces dealt first, to the bottom' },
          { value: 'random', label: 'Cascade shuffle', detail: 'Our own seeded shuffle' },
        ],
      },
    ],
  },
  {
    id: 'foundations',
    title: 'Foundations',
    knobs: [
      {
        key: 'foundationDirection',
        kind: 'choice',
        label: 'Foundations build',
        help: 'Which way each foundation builds by suit.',
        choices: [
          { value: 'up', label: 'Up', detail: 'A, 2, 3 … K' },
          { value: 'down', label: 'Down', detail: 'K, Q, J … A' },
        ],
      },
      {
        key: 'foundationBase',
        kind: 'choice',
        label: 'Foundations start with',
        help: 'The first card of every foundation. Foundations go round the corner (K, A, 2 …) when needed.',
        choices: [
          { value: 'ace', label: 'An Ace' },
          { value: 'king', label: 'A King' },
          { value: 'first-card', label: 'The first card played', detail: 'It sets the rank for all four' },
        ],
      },
      {
        key: 'foundationsRemovable',
        kind: 'bool',
        label: 'Cards on the foundations',
        on: 'May be played back onto a column',
        help: 'Otherwise a card on a foundation never comes back.',
      },
    ],
  },
  {
    id: 'columns',
    title: 'Columns and runs',
    knobs: [
      {
        key: 'buildDirection',
        kind: 'choice',
        label: 'Columns build',
        help: 'Which way a card goes on another in the columns.',
        choices: [
          { value: 'down', label: 'Down', detail: '8 on a 9' },
          { value: 'up', label: 'Up', detail: '9 on an 8' },
        ],
      },
      {
        key: 'buildPolicy',
        kind: 'choice',
        label: 'Suits in the columns',
        help: 'What suit a card needs to go on another.',
        choices: [
          { value: 'alternate-color', label: 'Alternate colours', detail: 'Red on black, black on red' },
          { value: 'same-suit', label: 'Same suit', detail: '8♥ on 9♥ only' },
          { value: 'any-suit', label: 'Any suit', detail: 'Only the rank matters' },
        ],
      },
      {
        key: 'emptyColumns',
        kind: 'choice',
        label: 'An empty column takes',
        help: 'What may fill a column once it is empty.',
        choices: [
          { value: 'any', label: 'Any card or run' },
          { value: 'kings', label: 'Kings only', detail: 'Or a run led by one (Aces when building up)' },
          { value: 'none', label: 'Nothing', detail: 'It stays empty' },
        ],
      },
      {
        key: 'sequenceMove',
        kind: 'choice',
        label: 'Runs move as one unit',
        help: 'How many cards of a built run may move together.',
        choices: [
          { value: 'standard', label: 'Standard', detail: '(free cells + 1) × 2^(empty columns)' },
          { value: 'cells-plus-one', label: 'Free cells + 1', detail: 'Empty columns do not double it' },
          { value: 'one-card', label: 'One card at a time' },
          { value: 'unlimited', label: 'Any length' },
        ],
      },
    ],
  },
  {
    id: 'cells',
    title: 'Free cells',
    knobs: [
      {
        key: 'cellEntry',
        kind: 'choice',
        label: 'A free cell takes',
        help: 'Which cards may go into an empty free cell.',
        choices: [
          { value: 'any', label: 'Any card' },
          {
            value: 'selective',
            label: 'Selective',
            detail: 'Only if no other column shows a card of that rank',
          },
        ],
      },
      {
        key: 'cellStay',
        kind: 'choice',
        label: 'A card may stay in a free cell',
        help: 'How long a card may sit in a free cell.',
        choices: [
          { value: 'unlimited', label: 'As long as you like' },
          { value: 'next-move', label: 'One move', detail: 'It must leave next, or the game is lost' },
          { value: 'single-use', label: 'Single-use cells', detail: 'A cell closes once its card leaves' },
        ],
      },
    ],
  },
];

export const KNOBS: readonly KnobDef[] = KNOB_GROUPS.flatMap((g) => g.knobs);

/** What the form holds: every knob, numbers possibly empty (null) or out of range while typing. */
export type RulesDraft = {
  -readonly [K in keyof RulesSpec]:
    RulesSpec[K] | (K extends 'columns' | 'cells' | 'prefilledCells' ? null : never);
};

/** A fresh, editable copy of valid rules. */
export const draftOf = (rules: RulesSpec): RulesDraft => ({ ...rules });

/** Words players read, for the knob keys the schema's messages use. */
const KNOB_WORDS: Readonly<Record<keyof RulesSpec, string>> = {
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
const KNOB_NAME = new RegExp(`\\b(${Object.keys(KNOB_WORDS).join('|')})\\b`, 'g');

/**
 * A schema message in players' words: "prefilledCells must be … from 0 to cells (2), got 4" →
 * "Cards dealt into the free cells must be … from 0 to free cells (2), got 4".
 */
export function plainMessage(message: string): string {
  const text = message.replace(KNOB_NAME, (k) => KNOB_WORDS[k as keyof RulesSpec]);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface DraftCheck {
  /** The rules when valid, else null. */
  readonly rules: RulesSpec | null;
  /** Issues by knob (`rules.cells` → `cells`), in players' words; `name` for the name. */
  readonly errors: Readonly<Partial<Record<keyof RulesSpec | 'name' | 'other', string>>>;
  /** The raw issues, as the schema gave them (paths and messages). */
  readonly issues: readonly VariantIssue[];
  /** The house-rules string, when both the rules and the name are valid. */
  readonly code: string | null;
}

/** Checks a draft and a name with the variants schema; files every issue under its knob. */
export function checkDraft(draft: RulesDraft, name: string): DraftCheck {
  // The number inputs give null for an empty box: the schema reports it as "got nothing".
  const input: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(draft)) input[k] = v ?? undefined;
  const result = validateRules(input);
  const errors: Partial<Record<keyof RulesSpec | 'name' | 'other', string>> = {};
  const issues: VariantIssue[] = [];
  if (!result.ok) {
    for (const issue of result.error.issues ?? [{ path: 'rules', message: result.error.message }]) {
      issues.push(issue);
      const key = /^rules\.(\w+)$/.exec(issue.path)?.[1];
      const slot = key !== undefined && key in KNOB_WORDS ? (key as keyof RulesSpec) : 'other';
      errors[slot] ??= plainMessage(issue.message);
    }
  }
  const nameProblem = houseRulesNameProblem(name.trim());
  if (nameProblem !== null) errors.name = plainMessage(nameProblem);
  const rules = result.ok ? result.value : null;
  const code = rules !== null && nameProblem === null ? encodeHouseRules({ name: name.trim(), rules }) : null;
  return { rules, errors, issues, code };
}

/** The knobs where `rules` differ from `base` (to mark changed knobs in the form). */
export function changedKnobs(base: RulesSpec, draft: RulesDraft): Set<keyof RulesSpec> {
  const out = new Set<keyof RulesSpec>();
  for (const k of Object.keys(base) as (keyof RulesSpec)[]) if (base[k] !== draft[k]) out.add(k);
  return out;
}
