// !! BROWSER SAFE !!
// @cascade/variants — the public API.
export { VARIANT_ERRORS, type VariantError, type VariantErrorCode, type VariantIssue } from './errors.ts';
export { KNOB_RANGES, RulesSchema, validateRules } from './schema.ts';
export {
  defineVariant,
  DIFFICULTIES,
  VARIANT_ID_PATTERN,
  type Difficulty,
  type RulesOverrides,
  type Variant,
  type VariantDefinition,
  type VariantMeta,
} from './variant.ts';
export {
  getVariant,
  isVariantId,
  listVariants,
  lookupVariantId,
  normalizeVariantName,
  parseVariantDefinition,
  VARIANT_ALIASES,
  VARIANT_IDS,
  type VariantId,
} from './registry.ts';
export {
  decodeHouseRules,
  encodeHouseRules,
  HOUSE_RULES_MAX_LENGTH,
  HOUSE_RULES_NAME_MAX,
  HOUSE_RULES_VERSION,
  houseRulesNameProblem,
  UNNAMED_HOUSE_RULES,
} from './house-rules.ts';
export { resolveVariant } from './resolve.ts';
// The rules text is said by @cascade/words from the rules' data; re-exported for the catalogue's users.
export { differencesFrom, rulesSections, rulesText, type RulesSection } from '@cascade/words';
