/**
 * A checkpoint's deal as board text, dealt by core (at build time, in the step page's server load:
 * the dealing code stays out of the lesson pages' JavaScript).
 */
import { deal, formatLayout, type Result, type RulesSpec } from '@cascade/core';

export function dealBoard(rules: RulesSpec, n: number): Result<string, string> {
  const dealt = deal(rules, n);
  if (!dealt.ok) return { ok: false, error: `deal ${n} cannot be dealt: ${dealt.error.message}` };
  return { ok: true, value: formatLayout(dealt.value, { full: true }) };
}
