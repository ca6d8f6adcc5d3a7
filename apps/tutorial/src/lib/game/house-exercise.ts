/**
 * The house-rules exercise's check: a code (or a link that holds one) read by @cascade/variants'
 * decoder, and its rules compared with the ones the step asks for (FreeCell with some knobs changed).
 * Every sentence about the rules is the words package's (differencesFrom, emptyColumnTakes).
 */
import { EMPTY_COLUMN_POLICIES, FREECELL_RULES, runStartRank, type RulesSpec } from '@cascade/core';
import { decodeHouseRules, encodeHouseRules } from '@cascade/variants';
import { differencesFrom, emptyColumnTakes } from '@cascade/words';

export type HouseCheck =
  | { readonly ok: true; readonly code: string; readonly name: string }
  | { readonly ok: false; readonly why: string };

/**
 * The house-rules code in what the learner gives: the code itself, or a link whose path holds it
 * (the tutorial's `/house/<code>`, the game's `/play/<code>/<deal>`).
 */
export function codeIn(text: string): string {
  const t = text.trim();
  const found = /(?:^|\/)(h\d+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?)(?:[/?#]|$)/.exec(t);
  return found?.[1] ?? t;
}

/** Whether `text` holds house rules that are FreeCell's with exactly `change`; if not, why not. */
export function checkHouseRules(change: Partial<RulesSpec>, text: string): HouseCheck {
  const code = codeIn(text);
  if (code === '') return { ok: false, why: 'Make the code first, or paste one.' };
  const v = decodeHouseRules(code);
  if (!v.ok) return { ok: false, why: `That is not a house-rules code: ${v.error.message}.` };
  const asked = differencesFrom(FREECELL_RULES, { ...FREECELL_RULES, ...change });
  const got = differencesFrom(FREECELL_RULES, v.value.rules);
  if (asked.length === got.length && asked.every((s, i) => s === got[i]))
    return { ok: true, code, name: v.value.name };
  const have =
    got.length === 0 ? 'These are the FreeCell rules, unchanged.' : `These rules: ${got.join(' ')}`;
  return { ok: false, why: `${have} The step asks for this change only: ${asked.join(' ')}` };
}

/** What the exercise's editor sets: a name and a few of FreeCell's knobs. */
export interface EditorRules {
  readonly name: string;
  readonly cells: number;
  readonly columns: number;
  readonly emptyColumns: RulesSpec['emptyColumns'];
}

/** The editor's starting values: FreeCell's. */
/** The editor's choices for empty columns, each as the rules text says what an empty column takes. */
export const EMPTY_COLUMN_CHOICES = EMPTY_COLUMN_POLICIES.map((policy) => ({
  policy,
  text: emptyColumnTakes(policy, runStartRank(FREECELL_RULES)),
}));

export const EDITOR_START: EditorRules = {
  name: 'My house rules',
  cells: FREECELL_RULES.cells,
  columns: FREECELL_RULES.columns,
  emptyColumns: FREECELL_RULES.emptyColumns,
};

/**
 * The house-rules code of the editor's rules (FreeCell with its knobs), checked against the change
 * the step asks for; rules the schema refuses (a number out of range, an empty name) are said so.
 */
export function makeHouseRules(change: Partial<RulesSpec>, editor: EditorRules): HouseCheck {
  const { name, ...knobs } = editor;
  let code: string;
  try {
    code = encodeHouseRules({ name, rules: { ...FREECELL_RULES, ...knobs } });
  } catch (e) {
    return { ok: false, why: `These rules cannot be made: ${e instanceof Error ? e.message : String(e)}.` };
  }
  return checkHouseRules(change, code);
}
