/**
 * The house-rules exercise's check: a code (or a link that holds one) read by @cascade/variants'
 * decoder, and its rules compared with the ones the step asks for (FreeCell with some knobs changed).
 * Every sentence about the rules is the variants package's (differencesFrom).
 */
import { FREECELL_RULES, type RulesSpec } from '@cascade/core';
import { decodeHouseRules, differencesFrom } from '@cascade/variants';

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
