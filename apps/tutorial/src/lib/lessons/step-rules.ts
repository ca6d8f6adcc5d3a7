/**
 * The rules a step is written for, and whether it holds under other rules (house-rules courses pick
 * steps by this). Imports the variants catalogue: not for the prerendered lesson pages' JavaScript.
 */
import type { RulesSpec } from '@cascade/core';
import { resolveVariant, type Variant } from '@cascade/variants';
import type { KnobValues, PlayStep, Step } from './types.ts';

/** The variant of a step's own rules. A step naming rules that cannot be read is a bug in the data. */
export function stepVariant(step: Step): Variant {
  const v = resolveVariant(step.variant);
  if (!v.ok) throw new Error(`step ${step.id}: its variant cannot be read: ${v.error.message}`);
  return v.value;
}

/** Whether a knob's value is one the step holds for: its own, or one its knobValues allow. */
function valueHolds(allowed: KnobValues[keyof KnobValues], own: unknown, value: unknown): boolean {
  if (allowed === undefined) return value === own;
  if (Array.isArray(allowed)) return (allowed as readonly unknown[]).includes(value);
  const { min = -Infinity, max = Infinity } = allowed as { min?: number; max?: number };
  return typeof value === 'number' && value >= min && value <= max;
}

/** Whether every knob the step teaches or relies on has, under these rules, a value it holds for. */
export function stepHoldsUnder(step: PlayStep, rules: RulesSpec): boolean {
  const own = stepVariant(step).rules;
  return step.knobs.every((k) => valueHolds(step.knobValues?.[k], own[k], rules[k]));
}
