/**
 * The games a drill can be set in, and which of them a drill of a given seed is set in. A drill is
 * named by its kind, its game and its seed (`/practice/<kind>?variant=<id>&seed=N`): the position
 * depends on those three only. Asked for a set of games (the ones the learner has studied), the
 * seed picks one of them, by a hash of its own, so the drill drawn from a set is the very drill its
 * game and seed name.
 */
import { getVariant, VARIANT_IDS, type VariantId } from '@cascade/variants';
import type { DrillKind } from './drill-kinds.ts';
import { canGenerate } from './generate.ts';

/**
 * Whether drills of this kind can be set in a game: the positions need foundations from a base the
 * rules fix (an Ace or a King: not a base set by the first card); the run-limit drill needs a limit
 * to count (not unlimited runs).
 */
function fits(kind: DrillKind, id: VariantId): boolean {
  const rules = getVariant(id).rules;
  if (!canGenerate(rules) || LEFT_OUT[kind].includes(id)) return false;
  return kind !== 'limit' || rules.sequenceMove !== 'unlimited';
}

/**
 * Games a kind leaves out though its positions can be made (measured on seeds 1 and 2 when the choice
 * of game came in; drills.test.ts checks that every game listed makes its drills):
 * - `only-move` in Ephemeral: a card must leave its cell at once, and a thousand random games gave
 *   no position with exactly one winning move;
 * - `only-move` in Ephemeral with single-use cells: about 15 s of search a drill, too long to wait.
 */
const LEFT_OUT: Readonly<Record<DrillKind, readonly VariantId[]>> = {
  limit: [],
  winnable: [],
  'only-move': ['ephemeral', 'ephemeral-traditional'],
};

const BY_KIND = new Map<DrillKind, readonly VariantId[]>();

/** The games drills of this kind can be set in, in catalogue order. */
export function drillVariants(kind: DrillKind): readonly VariantId[] {
  let list = BY_KIND.get(kind);
  if (!list) {
    list = Object.freeze(VARIANT_IDS.filter((id) => fits(kind, id)));
    BY_KIND.set(kind, list);
  }
  return list;
}

export const isDrillVariant = (kind: DrillKind, id: string): id is VariantId =>
  (drillVariants(kind) as readonly string[]).includes(id);

/** A 32-bit mix of the seed (murmur3's finalizer): the variant's pick, apart from the position's draws. */
function mix(seed: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The game a drill of this seed is set in, among `variants` (in any order, repeats ignored): always
 * one of them. Throws a RangeError when the set is empty or names a game this kind cannot be set in.
 */
export function pickVariant(kind: DrillKind, seed: number, variants: readonly string[]): VariantId {
  const bad = variants.find((v) => !isDrillVariant(kind, v));
  if (bad !== undefined) throw new RangeError(`a ${kind} drill cannot be set in "${bad.slice(0, 40)}"`);
  const set = drillVariants(kind).filter((id) => variants.includes(id));
  if (set.length === 0) throw new RangeError(`a ${kind} drill needs a game to be set in`);
  return set[mix(seed) % set.length] as VariantId;
}
