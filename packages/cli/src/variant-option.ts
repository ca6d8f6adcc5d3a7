/** `--variant`: a catalogue id, an alias, or a house-rules string, resolved by @cascade/variants. */
import { resolveVariant, type Variant } from '@cascade/variants';
import { Option } from 'commander';
import { UsageError } from './errors.ts';

export const DEFAULT_VARIANT = 'freecell';

export const variantOption = (): Option =>
  new Option('--variant <id>', 'catalogue id or alias (see fc variants), or a house-rules string').default(
    DEFAULT_VARIANT,
  );

/** Resolves `--variant`, or throws a UsageError saying what is wrong (an unknown name gets the list of ids). */
export function variantFrom(text: string): Variant {
  const r = resolveVariant(text);
  if (r.ok) return r.value;
  const e = r.error;
  const lines = [`--variant: ${e.message}`];
  // The message leads with the first issue; list them all when there are more.
  const issues = e.issues ?? [];
  if (issues.length > 1)
    for (const issue of issues) lines.push(`  ${issue.path ? `${issue.path}: ` : ''}${issue.message}`);
  throw new UsageError(lines.join('\n'));
}
