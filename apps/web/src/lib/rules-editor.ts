/**
 * The house-rules editor's model, without a DOM: every knob a player can set (its labels, choices
 * and help are @cascade/words' KNOB_TEXT), the draft as the form holds it (numbers may be empty or out of range while typing), and the
 * schema's verdict on it, with each issue filed under the knob it concerns. The variants schema is
 * the only judge: nothing here decides what is valid.
 */
import type { NumericKnob, RulesSpec } from '@cascade/core';
import {
  encodeHouseRules,
  houseRulesNameProblem,
  KNOB_RANGES,
  validateRules,
  type VariantIssue,
} from '@cascade/variants';
import {
  KNOB_GROUP_TITLES,
  KNOB_NAMES,
  KNOB_TEXT,
  plainRulesMessage,
  type ChoiceWords,
} from '@cascade/words';

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

/** The knobs in each group of the form, in order; their words are @cascade/words' (KNOB_TEXT). */
const GROUPS: readonly {
  readonly id: keyof typeof KNOB_GROUP_TITLES;
  readonly knobs: readonly EditableKnob[];
}[] = [
  { id: 'layout', knobs: ['columns', 'cells', 'prefilledCells', 'deal'] },
  { id: 'foundations', knobs: ['foundationDirection', 'foundationBase', 'foundationsRemovable'] },
  { id: 'columns', knobs: ['buildDirection', 'buildPolicy', 'emptyColumns', 'sequenceMove'] },
  { id: 'cells', knobs: ['cellEntry', 'cellStay'] },
];

/** A knob's field: a number with the schema's range, a switch, or its choices in words' order. */
function knobDef(key: EditableKnob): KnobDef {
  const words = KNOB_TEXT[key];
  const { label, help } = words;
  if ('unit' in words)
    return { key, kind: 'int', label, help, unit: words.unit, ...KNOB_RANGES[key as NumericKnob] };
  if ('on' in words) return { key, kind: 'bool', label, help, on: words.on };
  const choices: KnobChoice[] = Object.entries(words.choices).map(([value, c]: [string, ChoiceWords]) => ({
    value,
    ...c,
  }));
  return { key, kind: 'choice', label, help, choices };
}

/** Every editable knob, grouped as the rules text is. */
export const KNOB_GROUPS: readonly KnobGroup[] = GROUPS.map((g) => ({
  id: g.id,
  title: KNOB_GROUP_TITLES[g.id],
  knobs: g.knobs.map(knobDef),
}));

export const KNOBS: readonly KnobDef[] = KNOB_GROUPS.flatMap((g) => g.knobs);

/** What the form holds: every knob, numbers possibly empty (null) or out of range while typing. */
export type RulesDraft = {
  -readonly [K in keyof RulesSpec]:
    RulesSpec[K] | (K extends 'columns' | 'cells' | 'prefilledCells' ? null : never);
};

/** A fresh, editable copy of valid rules. */
export const draftOf = (rules: RulesSpec): RulesDraft => ({ ...rules });

/**
 * A schema message in players' words: "prefilledCells must be … from 0 to cells (2), got 4" →
 * "Cards dealt into the free cells must be … from 0 to free cells (2), got 4" (@cascade/words).
 */
export const plainMessage = plainRulesMessage;

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
      const slot = key !== undefined && key in KNOB_NAMES ? (key as keyof RulesSpec) : 'other';
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
