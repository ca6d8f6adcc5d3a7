/**
 * Counts in words: no "day(s)" anywhere in the tutorial or the words package. A count meets its
 * noun through the words package's `plural` ("1 day", "3 days"; phrases.test.ts checks 0, 1 and 2)
 * or `durationWords`; this keeps the half-plural out of every source file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOTS = ['../../../src', '../../../../../packages/words/src'].map((r) =>
  fileURLToPath(new URL(r, import.meta.url)),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('counts in words', () => {
  test('no source puts a count before a half-plural noun ("${n} day(s)", "3 move(s)")', () => {
    const files = ROOTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/(\d|\}) [a-z]+\(s\)/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
