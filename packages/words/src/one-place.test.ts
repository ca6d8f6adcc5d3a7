/**
 * Every phrase once, in this package: the checks that keep the README's claim true. They read the
 * workspace's sources (test/sources.ts) rather than run them.
 */
import { describe, expect, test } from 'vitest';
import { isProse, literals, sourceFiles, type Literal } from '../test/sources.ts';

const files = sourceFiles();
const all: Literal[] = files.flatMap(literals);
const isWords = (l: Literal) => l.file.startsWith('packages/words/');
const where = (ls: readonly Literal[]) => ls.map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`);

describe('the sources the checks read', () => {
  test('include every package and app, and literals of each kind', () => {
    for (const dir of [
      'packages/core/',
      'packages/variants/',
      'packages/play/',
      'apps/web/',
      'apps/tutorial/',
    ])
      expect(
        files.some((f) => f.startsWith(dir)),
        dir,
      ).toBe(true);
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
    const texts = new Set(literals('packages/words/src/phrases.ts').map((l) => l.text));
    expect(texts.has('an')).toBe(true); // a quoted string
    expect(texts.has(' foundation')).toBe(true); // a template's text between `${…}` parts
  });
});

describe('the build-rule phrases are defined once', () => {
  // What a card needs to go on another under each colour rule, and how a column builds.
  const PHRASES = [
    'of the other colour',
    'of the same suit',
    'of any suit',
    'in alternating colours',
    'regardless of suit',
  ];
  test.each(PHRASES)('"%s" is written in one place, in words', (phrase) => {
    const found = all.filter((l) => l.text.trim() === phrase);
    expect(where(found)).toHaveLength(1);
    expect(found.every(isWords), where(found).join('\n')).toBe(true);
  });
});
describe('no sentence words says is written again elsewhere', () => {
  // A sentence (a full stop at its end) or a long clause; a short label ("One card at a time") may
  // also title a lesson.
  const said = (text: string) =>
    isProse(text, 4) && (/[.!?]$/.test(text.trim()) || text.trim().split(/\s+/).length >= 8);
  test("none of words' sentences is a literal of another package or app", () => {
    const ours = new Set(all.filter((l) => isWords(l) && said(l.text)).map((l) => l.text.trim()));
    const again = all.filter((l) => !isWords(l) && ours.has(l.text.trim()));
    expect(where(again)).toEqual([]);
  });
});
