// !! BROWSER SAFE !!
import { err, ok, type Result } from '@cascade/core';
import { describeValue, quote, VARIANT_ERRORS, type VariantError } from './errors.ts';
import { decodeHouseRules } from './house-rules.ts';
import { getVariant, lookupVariantId, VARIANT_IDS } from './registry.ts';
import type { Variant } from './variant.ts';

/** House-rules strings start with a version (`h1`) and contain a dot; catalogue ids never do. */
const looksLikeHouseRules = (text: string): boolean =>
  /^h[0-9]/.test(text) && (text.includes('.') || /^h[0-9]+$/.test(text));

/**
 * A variant from what a user or link gave: a catalogue id (`bakers-game`), an alias (`bakers_game`,
 * any case) or a house-rules string (`h1.…`). Unknown names get an error listing the valid ids.
 * Never throws.
 */
export function resolveVariant(text: string): Result<Variant, VariantError> {
  if (typeof text !== 'string')
    return err({
      code: VARIANT_ERRORS.unknown,
      message: `a variant name must be text, got ${describeValue(text)}`,
    });
  const trimmed = text.trim();
  const id = lookupVariantId(trimmed);
  if (id !== undefined) return ok(getVariant(id));
  if (looksLikeHouseRules(trimmed)) return decodeHouseRules(trimmed);
  return err({
    code: VARIANT_ERRORS.unknown,
    message: `${trimmed === '' ? 'no variant given' : `unknown variant ${quote(trimmed, 40)}`}: use one of ${VARIANT_IDS.join(', ')}, or a house-rules string (h1.…)`,
  });
}
