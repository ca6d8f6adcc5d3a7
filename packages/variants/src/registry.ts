// !! BROWSER SAFE !!
/** The catalogue: every built-in variant, fully resolved and frozen, keyed by its permanent id. */
import { err, type Result } from '@cascade/core';
import { bakersGame } from './defs/bakers-game.ts';
import { challenge } from './defs/challenge.ts';
import { eightOff } from './defs/eight-off.ts';
import { ephemeralTraditional } from './defs/ephemeral-traditional.ts';
import { ephemeral } from './defs/ephemeral.ts';
import { forecell } from './defs/forecell.ts';
import { freecell } from './defs/freecell.ts';
import { inverted } from './defs/inverted.ts';
import { relaxedFreecell } from './defs/relaxed-freecell.ts';
import { seahavenTowers } from './defs/seahaven-towers.ts';
import { selectiveTraditional } from './defs/selective-traditional.ts';
import { selective } from './defs/selective.ts';
import { superChallenge } from './defs/super-challenge.ts';
import { threeCellFreecell } from './defs/three-cell-freecell.ts';
import { twoCellFreecell } from './defs/two-cell-freecell.ts';
import { describeValue, errorWithIssues, quote, VARIANT_ERRORS, type VariantError } from './errors.ts';
import { buildVariant, type Variant } from './variant.ts';

/** Catalogue ids in catalogue order. Permanent: never rename or reuse one; add an alias instead. */
export const VARIANT_IDS = [
  'freecell',
  'challenge',
  'inverted',
  'ephemeral',
  'selective',
  'bakers-game',
  'relaxed-freecell',
  'two-cell-freecell',
  'three-cell-freecell',
  'super-challenge',
  'eight-off',
  'forecell',
  'seahaven-towers',
  'ephemeral-traditional',
  'selective-traditional',
] as const;
/** The id of a catalogue variant (one of VARIANT_IDS). */
export type VariantId = (typeof VARIANT_IDS)[number];

/** Each entry's id equals its key: the mapped type makes a mismatch a compile error. */
const REGISTRY: { readonly [K in VariantId]: Variant & { readonly id: K } } = Object.freeze({
  freecell,
  challenge,
  inverted,
  ephemeral,
  selective,
  'bakers-game': bakersGame,
  'relaxed-freecell': relaxedFreecell,
  'two-cell-freecell': twoCellFreecell,
  'three-cell-freecell': threeCellFreecell,
  'super-challenge': superChallenge,
  'eight-off': eightOff,
  forecell,
  'seahaven-towers': seahavenTowers,
  'ephemeral-traditional': ephemeralTraditional,
  'selective-traditional': selectiveTraditional,
});

const ALL: readonly Variant[] = Object.freeze(VARIANT_IDS.map((id) => REGISTRY[id]));

/**
 * Other names for catalogue variants, in normalised form (lower case, `-` for `_`). fc-solve's
 * preset names (`bakers_game`, `eight_off`, `forecell`, `freecell`, `relaxed_freecell`,
 * `seahaven_towers`) normalise to our ids already; fc-solve's `seahaven` does not. fc-solve presets
 * with other rules (`ko_bakers_game`, `relaxed_seahaven`, …) are deliberately absent.
 */
export const VARIANT_ALIASES: Readonly<Record<string, VariantId>> = Object.freeze({
  seahaven: 'seahaven-towers',
  'challenge-freecell': 'challenge',
  'super-challenge-freecell': 'super-challenge',
  'inverted-freecell': 'inverted',
  'ephemeral-freecell': 'ephemeral',
  'selective-freecell': 'selective',
  'two-cell': 'two-cell-freecell',
  'three-cell': 'three-cell-freecell',
});

/** Whether the text is the id of a catalogue variant. */
export const isVariantId = (text: string): text is VariantId =>
  (VARIANT_IDS as readonly string[]).includes(text);

/** Case-insensitive, `_` ≡ `-`, surrounding spaces ignored. */
export const normalizeVariantName = (text: string): string => text.trim().toLowerCase().replace(/_/g, '-');

/** The catalogue id a name or alias stands for, or undefined. */
export function lookupVariantId(text: string): VariantId | undefined {
  const n = normalizeVariantName(text);
  if (isVariantId(n)) return n;
  return Object.prototype.hasOwnProperty.call(VARIANT_ALIASES, n) ? VARIANT_ALIASES[n] : undefined;
}

/** The catalogue variant of an id. */
export function getVariant(id: VariantId): Variant {
  return REGISTRY[id];
}

/** Every catalogue variant, in catalogue order. */
export function listVariants(): readonly Variant[] {
  return ALL;
}

/**
 * Validates a variant definition given as JSON (`{id, extends?, name, rules?, meta}`): `extends`
 * names a catalogue variant (FreeCell if absent), `rules` are sparse overrides deep-merged onto its
 * rules. Every problem comes back with a JSON path (`rules.cells`, `meta.short`, `extends`). Never throws.
 */
export function parseVariantDefinition(input: unknown): Result<Variant, VariantError> {
  let parent: Variant = freecell;
  let parentIssue: { path: string; message: string } | undefined;
  let idIssue: { path: string; message: string } | undefined;
  try {
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      const rec = input as Record<string, unknown>;
      const ext = Object.prototype.hasOwnProperty.call(rec, 'extends') ? rec.extends : undefined;
      if (typeof ext === 'string') {
        const id = lookupVariantId(ext);
        if (id === undefined) {
          parentIssue = {
            path: 'extends',
            message: `extends must name a catalogue variant (${VARIANT_IDS.join(', ')}), got ${quote(ext)}`,
          };
        } else parent = REGISTRY[id];
      }
      const id = Object.prototype.hasOwnProperty.call(rec, 'id') ? rec.id : undefined;
      if (typeof id === 'string' && lookupVariantId(id) !== undefined) {
        idIssue = {
          path: 'id',
          message: `id ${quote(id)} belongs to the catalogue variant ${describeValue(REGISTRY[lookupVariantId(id) as VariantId].name)}; choose another`,
        };
      }
    }
  } catch {
    // buildVariant reports unreadable input below.
  }
  const built = buildVariant(input, parent.rules);
  const extra = [idIssue, parentIssue].filter((i) => i !== undefined);
  if (extra.length === 0) return built;
  const issues = [...extra, ...(built.ok ? [] : (built.error.issues ?? []))];
  return err(errorWithIssues(VARIANT_ERRORS.invalid, 'the variant definition is not valid', issues));
}
