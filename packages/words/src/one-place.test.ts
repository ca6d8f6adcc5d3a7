/**
 * Every phrase once, in this package: the checks that keep the README's claim true. They read the
 * workspace's sources (test/sources.ts) rather than run them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Where other code may state its own sentences, and why. Everything else says what it says through
 * words; a sentence literal found anywhere else fails the test below.
 */
const OWN_SENTENCES: readonly { readonly path: string; readonly why: string }[] = [
  { path: 'apps/tutorial/src/lib/lessons/', why: 'lesson data: each step states its own text' },
  {
    path: 'apps/tutorial/src/lib/game/generated-steps.ts',
    why: "lesson data generated for house rules (the rules' sentences come from words' differences)",
  },
  { path: 'packages/variants/src/defs/', why: "the catalogue's data: each variant's name and description" },
  ...[
    'schema.ts',
    'codec.ts',
    'house-rules.ts',
    'names.ts',
    'errors.ts',
    'registry.ts',
    'resolve.ts',
    'variant.ts',
  ].map((f) => ({
    path: `packages/variants/src/${f}`,
    why: 'the schema and decoders: issues found in untrusted definitions and links, each with its path',
  })),
  {
    path: 'packages/core/src/',
    why: 'board text and position errors carry their message (core depends on nothing)',
  },
  { path: 'packages/cli/src/', why: "fc's usage, options and reports" },
  { path: 'packages/atlas/src/', why: "the atlas's messages to its operators" },
  {
    path: 'packages/solver/src/search.ts',
    why: "the scan schedule's one-line rationale for each row: developer data, never shown to users",
  },
];

/**
 * Sentences not yet moved here, by file: the most each file may still hold. The list may only
 * shrink: a file that holds more fails, and so does one that holds none (take it off the list).
 */
const TO_MOVE_FILE = join(import.meta.dirname, '..', 'test', 'sentences-to-move.json');
const toMove = () => JSON.parse(readFileSync(TO_MOVE_FILE, 'utf8')) as Record<string, number>;

describe('sentences live in words, the lesson data and a short list of places with their own', () => {
  const counts = new Map<string, Literal[]>();
  for (const l of all) {
    if (isWords(l) || OWN_SENTENCES.some((o) => l.file.startsWith(o.path)) || !isProse(l.text, 5)) continue;
    counts.set(l.file, [...(counts.get(l.file) ?? []), l]);
  }

  // After moving sentences here: WRITE_SENTENCES_TO_MOVE=1 writes the list anew (review its diff:
  // it should only lose entries or lower counts).
  if (process.env.WRITE_SENTENCES_TO_MOVE === '1') {
    const now = Object.fromEntries(
      [...counts].map(([f, ls]): [string, number] => [f, ls.length]).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    writeFileSync(TO_MOVE_FILE, `${JSON.stringify(now, null, 2)}\n`);
  }

  test('no other file states a sentence of its own', () => {
    const listed = toMove();
    const stray = [...counts].filter(([file]) => !(file in listed)).flatMap(([, ls]) => where(ls));
    expect(stray).toEqual([]);
  });

  test('a file not yet moved holds no more sentences than listed, and at least one', () => {
    const wrong = Object.entries(toMove())
      .map(([file, most]) => ({ file, most, now: counts.get(file)?.length ?? 0 }))
      .filter((f) => f.now > f.most || f.now === 0);
    expect(wrong).toEqual([]);
  });
});
