// !! BROWSER SAFE !!
/**
 * Display names from outside (a rule set's name in a link or typed in the editor, a variant
 * definition's name): one rule, here, so the CLI, both apps and links refuse the same names with
 * the same message. A name is shown as the page title, in lists and in the game's heading, so it
 * must be one line of visible text: no control characters, no bidi overrides or other invisible
 * formatting characters (which reorder or hide the text around them), not blank, no white space
 * at either end, and not too long (counted in characters, not UTF-16 units).
 */
import { hasUnsafeCharacter } from '@cascade/core';
import { encodeUtf8 } from './codec.ts';

/**
 * Characters that count as visible: anything but white space, formatting and control characters,
 * combining marks alone, and the Hangul and Braille fillers that draw as nothing.
 */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Cc}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;
const isControl = (c: string): boolean => /^\p{Cc}$/u.test(c);
const codeOf = (c: string): string =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `name` cannot be used as a display name of at most `max` characters, or null. */
export function nameProblem(name: string, max: number): string | null {
  if (!encodeUtf8(name).ok) return 'the name is not valid Unicode text';
  const chars = Array.from(name);
  if (chars.length > max) return `the name is ${chars.length} characters long; at most ${max} are allowed`;
  const bad = chars.findIndex(hasUnsafeCharacter);
  if (bad >= 0) {
    const c = chars[bad] as string;
    return isControl(c)
      ? `the name has a control character (${codeOf(c)}) at character ${bad + 1}`
      : `the name has an invisible formatting character (${codeOf(c)}) at character ${bad + 1}, which would reorder or hide the text around it`;
  }
  if (!VISIBLE.test(name)) return 'the name is blank: it has no letter, digit or sign';
  if (/^\p{White_Space}/u.test(name)) return 'the name starts with a space';
  if (/\p{White_Space}$/u.test(name)) return 'the name ends with a space';
  return null;
}
